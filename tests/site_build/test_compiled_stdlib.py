"""The standard library the site ships (``scripts/build/compiled_stdlib.py``): only the modules of
Pyodide's that Python imports to start and to answer, each as bytecode compiled by Pyodide's Python.

That Pyodide really starts from it, runs that bytecode and answers every calculator as CPython does
is checked here under Node; the browser tests start every calculator from it.
"""

import json
import os
import random
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from rules_py.calculators import REGISTRY, handle_json
from rules_py.contract import Calculator
from scripts.build import compiled_stdlib, pyodide_assets
from scripts.build.build_wheel import build_wheel
from tests.browser.offline_site import ROOT
from tests.rules.test_same_answers import FIXTURE

pytestmark = pytest.mark.build  # the wheel, the compiled standard library, Pyodide in Node

STOCK = pyodide_assets.NODE_PYODIDE / pyodide_assets.STDLIB
# A pyc's flags word: 0b01 is "hash-based, source not checked" (PEP 552).
UNCHECKED_HASH = 0b01


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def compiled(wheel: Path) -> Path:
    return compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports(), wheel)


def test_it_holds_compiled_modules_of_pyodides_zip_and_their_folders_in_its_order(
    compiled: Path,
) -> None:
    with zipfile.ZipFile(STOCK) as stock, zipfile.ZipFile(compiled) as ours:
        names = [entry.filename for entry in ours.infolist()]
        stock_names = stock.namelist()
    modules = [name for name in names if not name.endswith("/")]
    assert modules and all(name.endswith(".pyc") for name in modules)
    folders = set(names) - set(modules)
    # Each compiled from a module Pyodide ships, each folder one holding such a module.
    assert {name[:-1] for name in modules} <= set(stock_names)
    assert folders == {name[: i + 1] for name in modules for i, c in enumerate(name) if c == "/"}
    order = [name[:-1] if name.endswith(".pyc") else name for name in names]
    assert order == [name for name in stock_names if name in set(order)]  # Pyodide's order
    with zipfile.ZipFile(compiled) as ours:
        flags = {ours.read(name)[4:8] for name in modules}
    assert flags == {UNCHECKED_HASH.to_bytes(4, "little")}


def test_it_holds_what_python_imports_to_start_and_for_the_rules_and_nothing_else(
    compiled: Path,
) -> None:
    with zipfile.ZipFile(compiled) as ours:
        names = set(ours.namelist())
    # Started with: the codecs, zipfile (Pyodide's own start-up imports it), its event loop...
    for module in ("encodings/__init__", "encodings/utf_8", "zipfile/__init__", "_pyodide/_base"):
        assert module + ".pyc" in names, module
    assert "pyodide/webloop.pyc" in names
    # ...what rules_py imports, found in its sources: fractions, enum, dataclasses...
    assert {"fractions", "enum", "dataclasses", "decimal"} <= set(compiled_stdlib.rules_imports())
    for module in ("fractions", "enum", "dataclasses", "decimal", "numbers"):
        assert module + ".pyc" in names, module
    # ...and the codec unpackArchive's zipfile reads the wheel's names with.
    assert "encodings/cp437.pyc" in names
    # Nobody imports these: left out. argparse is imported only by the command line.
    assert "argparse" not in compiled_stdlib.rules_imports()
    for module in ("tarfile", "argparse", "email/__init__", "unittest/__init__", "pydoc"):
        assert module + ".pyc" not in names and module + ".py" not in names, module
    assert not any(name.endswith(".py") for name in names)  # no source at all
    assert compiled.stat().st_size < STOCK.stat().st_size * 0.7


def test_a_cached_zip_is_used_without_compiling_again(
    compiled: Path, wheel: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)  # no Node: compiling would fail
    assert compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports(), wheel) == compiled
    with pytest.raises(compiled_stdlib.StdlibBuildError, match="Node"):
        compiled_stdlib.compiled_stdlib(["json", "a module list never compiled"], wheel)


def test_compiling_again_gives_the_same_bytes(compiled: Path, wheel: Path, tmp_path: Path) -> None:
    # Zips of earlier rules: the cache keeps the newest few.
    older = [tmp_path / f"python_stdlib-old{n}.zip" for n in range(compiled_stdlib.KEPT)]
    for age, path in enumerate(older):
        path.write_bytes(b"")
        os.utime(path, (1000 + age, 1000 + age))
    again = compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports(), wheel, cache=tmp_path)
    assert again != compiled
    assert again.read_bytes() == compiled.read_bytes()
    assert sorted(tmp_path.glob("python_stdlib-*.zip")) == sorted([again, *older[1:]])


# Starts Pyodide from the zip as the worker does (keeping a snapshot), answers every request of
# requests.json, then starts again from the snapshot (as a return visit does) and answers the first.
START_FROM_IT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import { readFileSync } from "node:fs";
const wheel = new Uint8Array(readFileSync("%(wheel)s"));
const requests = JSON.parse(readFileSync("%(requests)s", "utf-8"));
const options = { indexURL: "%(pyodide)s/", stdLibURL: "%(stdlib)s" };
const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
pyodide.unpackArchive(wheel, "wheel");
const calculators = pyodide.pyimport("rules_py.calculators");
const answers = requests.map((line) => calculators.handle_json(line));
while (calculators.import_next());
while (calculators.warm_next());
const fileOf = (name) => pyodide.runPython(`import ${name}\n${name}.__file__`);
const files = { fractions: fileOf("fractions") };
const docs = pyodide
  .runPython(`import _pyodide._base
[fractions.Fraction.__doc__, _pyodide._base.eval_code.__doc__]`)
  .toJs();
let tarfile = "imported";
try {
  fileOf("tarfile");
} catch (error) {
  tarfile = error.type;
}
calculators.destroy();
const snapshot = pyodide.makeMemorySnapshot();
const again = await loadPyodide({ ...options, _loadSnapshot: snapshot });
again.unpackArchive(wheel, "wheel");
const restored = again.pyimport("rules_py.calculators").handle_json(requests[0]);
console.log(JSON.stringify({ answers, restored, tarfile, docs, ...files }));
"""
PER_CALCULATOR = 12
ABILITY_50 = json.dumps({"calculator": "ability", "inputs": {"chance": 50}})


def varied_requests(calculator: Calculator, rng: random.Random) -> list[str]:
    """Requests to ``calculator`` with its integers, choices and yes/no inputs drawn at random
    (a few out of range, so refused), the others at their defaults."""
    requests = []
    for _ in range(PER_CALCULATOR):
        inputs: dict[str, object] = {}
        for item in calculator.fields:
            if item.kind == "integer" and item.minimum is not None and item.maximum is not None:
                inputs[item.name] = rng.randint(item.minimum - 3, item.maximum + 3)
            elif item.kind == "choice":
                inputs[item.name] = rng.choice(item.choices)
            elif item.kind == "yesno":
                inputs[item.name] = rng.choice(("yes", "no"))
            elif item.default is not None:
                inputs[item.name] = item.default
        requests.append(json.dumps({"calculator": calculator.name, "inputs": inputs}))
    return requests


def requests_to_answer() -> list[str]:
    """Every calculator on its defaults and on varied inputs, the requests of
    ``tests/rules/test_same_answers.py``, and some the facade refuses."""
    rng = random.Random(19)
    requests = [ABILITY_50]
    for name, calculator in REGISTRY.items():
        defaults = calculator.defaults()
        requests.append(json.dumps({"calculator": name, "inputs": defaults}))
        requests += varied_requests(calculator, rng)
    requests += [
        json.dumps(row["request"]) for row in json.loads(FIXTURE.read_text(encoding="utf-8"))
    ]
    return [*requests, "{", '{"calculator": "?"}', '{"calculator": "ability", "inputs": 7}']


@pytest.mark.browser
def test_pyodide_starts_from_it_and_every_calculator_answers_as_in_cpython(
    compiled: Path, wheel: Path, tmp_path: Path
) -> None:
    requests = requests_to_answer()
    (tmp_path / "requests.json").write_text(json.dumps(requests), encoding="utf-8")
    script = tmp_path / "start.mjs"
    script.write_text(
        START_FROM_IT
        % {
            "pyodide": pyodide_assets.NODE_PYODIDE,
            "stdlib": compiled,
            "wheel": wheel,
            "requests": tmp_path / "requests.json",
        },
        encoding="utf-8",
    )
    node = shutil.which("node")
    assert node is not None
    finished = subprocess.run(
        [node, str(script)], cwd=ROOT, capture_output=True, text=True, check=False, timeout=300
    )
    assert finished.returncode == 0, finished.stderr[-2000:]
    report = json.loads(finished.stdout.strip().splitlines()[-1])
    expected = [handle_json(request) for request in requests]
    answered = sum("result" in json.loads(answer) for answer in expected)
    assert answered > len(REGISTRY) * PER_CALCULATOR // 2  # most are answered, not refused
    for request, answer, python in zip(requests, report["answers"], expected, strict=True):
        assert answer == python, request
    # Started again from its snapshot, it answers too. RuneQuest, The Game System › Ability
    # Result Table: at 50 %, 01-03 critical, 04-10 special, 11-50 success, 98-00 fumble.
    assert report["restored"] == expected[0]
    result = json.loads(report["restored"])["result"]
    assert (result["critical"], result["special"], result["fumble"]) == (3, 10, 98)
    assert report["fractions"].endswith("/fractions.pyc")  # run from the bytecode
    fraction_doc, pyodide_doc = report["docs"]
    assert fraction_doc is None and pyodide_doc  # docstrings left out but for Pyodide's own
    assert report["tarfile"] == "ModuleNotFoundError"  # left out: nothing imports it
