"""The standard library the site ships (``scripts/compiled_stdlib.py``): Pyodide's own, where the
modules Python imports to start and to answer come as bytecode compiled by Pyodide's Python.

That Pyodide really starts from it and runs that bytecode is checked here under Node; the
browser tests start every calculator from it.
"""

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from scripts import compiled_stdlib, pyodide_assets
from tests.browser.offline_site import ROOT

STOCK = pyodide_assets.NODE_PYODIDE / pyodide_assets.STDLIB
# A pyc's flags word: 0b01 is "hash-based, source not checked" (PEP 552).
UNCHECKED_HASH = 0b01


@pytest.fixture(scope="module")
def compiled() -> Path:
    return compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports())


def test_every_module_is_kept_either_as_pyodide_ships_it_or_compiled(compiled: Path) -> None:
    with zipfile.ZipFile(STOCK) as stock, zipfile.ZipFile(compiled) as ours:
        names = [entry.filename for entry in ours.infolist()]
        expected = []
        for entry in stock.infolist():
            if entry.filename + "c" in names:
                expected.append(entry.filename + "c")
            else:
                expected.append(entry.filename)
                assert ours.read(entry.filename) == stock.read(entry), entry.filename
        assert names == expected  # nothing added, nothing lost, the same order
        flags = {ours.read(name)[4:8] for name in names if name.endswith(".pyc")}
        assert flags == {UNCHECKED_HASH.to_bytes(4, "little")}


def test_what_python_imports_to_start_and_for_the_rules_is_compiled(compiled: Path) -> None:
    with zipfile.ZipFile(compiled) as ours:
        names = set(ours.namelist())
    # Started with: the codecs, zipfile (Pyodide's own start-up imports it)...
    for module in ("encodings/__init__", "encodings/utf_8", "zipfile/__init__", "_pyodide/_base"):
        assert module + ".pyc" in names and module + ".py" not in names, module
    # ...and what rules_py imports, found in its sources: fractions, enum, dataclasses...
    assert {"fractions", "enum", "dataclasses", "decimal"} <= set(compiled_stdlib.rules_imports())
    for module in ("fractions", "enum", "dataclasses", "decimal", "numbers", "encodings/cp437"):
        assert module + ".pyc" in names, module
    # Modules nobody imports stay as source (still importable, compiled when imported).
    assert "tarfile.py" in names and "tarfile.pyc" not in names


def test_a_cached_zip_is_used_without_compiling_again(
    compiled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)  # no Node: compiling would fail
    assert compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports()) == compiled
    with pytest.raises(compiled_stdlib.StdlibBuildError, match="Node"):
        compiled_stdlib.compiled_stdlib(["json", "a module list never compiled"])


def test_compiling_again_gives_the_same_bytes(compiled: Path, tmp_path: Path) -> None:
    again = compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports(), cache=tmp_path)
    assert again != compiled
    assert again.read_bytes() == compiled.read_bytes()


START_FROM_IT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import { readFileSync } from "node:fs";
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/", stdLibURL: "%(stdlib)s" });
pyodide.unpackArchive(new Uint8Array(readFileSync("%(wheel)s")), "wheel");
const calculators = pyodide.pyimport("rules_py.calculators");
const ask = { calculator: "ability", inputs: { chance: 50 } };
const answer = calculators.handle_json(JSON.stringify(ask));
const fileOf = (name) => pyodide.pyimport(name).__file__;
const files = { fractions: fileOf("fractions"), tarfile: fileOf("tarfile") };
console.log(JSON.stringify({ answer, ...files }));
"""


@pytest.mark.browser
def test_pyodide_starts_from_it_and_runs_the_compiled_modules(
    compiled: Path, tmp_path: Path
) -> None:
    from scripts.build_wheel import build_wheel

    wheel = build_wheel(tmp_path)
    script = tmp_path / "start.mjs"
    script.write_text(
        START_FROM_IT
        % {"pyodide": pyodide_assets.NODE_PYODIDE, "stdlib": compiled, "wheel": wheel},
        encoding="utf-8",
    )
    node = shutil.which("node")
    assert node is not None
    finished = subprocess.run(
        [node, str(script)], cwd=ROOT, capture_output=True, text=True, check=False, timeout=300
    )
    assert finished.returncode == 0, finished.stderr[-2000:]
    report = json.loads(finished.stdout.strip().splitlines()[-1])
    # RuneQuest, The Game System › Ability Result Table: at 50 %, 01-03 critical, 04-10 special,
    # 11-50 success, 98-00 fumble.
    result = json.loads(report["answer"])["result"]
    assert (result["critical"], result["special"], result["fumble"]) == (3, 10, 98)
    assert report["fractions"].endswith("/fractions.pyc")  # run from the bytecode
    assert report["tarfile"].endswith("/tarfile.py")  # compiled from source when imported
