"""The standard library the browser's Python starts from: the part of Pyodide's it uses, compiled.

Pyodide ships its whole standard library (``python_stdlib.zip``, 2.5 MB, sources only), and a
fresh start compiles every module it imports: about two thirds of the time Python takes to start
in the browser. The calculators use a small part of it. Here, during the build, Pyodide's own
Python (under Node, from ``node_modules``) does what the browser's worker does (unpacks the rules
wheel, imports the rules, answers every calculator on its defaults, imports every document's rules,
makes a snapshot) and also imports every standard-library module ``rules_py`` names anywhere
(``scripts/build/compile_stdlib.mjs``). The site ships only the modules Python had imported by then,
each as bytecode in place of its source (``site/py/python_stdlib.zip``): any other module cannot be
imported in the browser. ``tests/site_build/test_compiled_stdlib.py`` checks under Node that every
calculator still answers from it as CPython does.

The zip depends only on Pyodide's files, the script, the rules wheel and the module list, and is
kept under ``.cache/stdlib/`` by a hash of the four: a build compiles only when one changed (a
change of the rules costs one compile, about 5 s; the cache keeps the newest few).
"""

import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from scripts.build.pyodide_assets import NODE_PYODIDE, STDLIB

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "build" / "compile_stdlib.mjs"
CACHE = ROOT / ".cache" / "stdlib"
PACKAGE = ROOT / "rules_py"


class StdlibBuildError(RuntimeError):
    """Node is missing, or Pyodide could not compile the standard library."""


def imported_stdlib(source: str) -> set[str]:
    """The standard-library modules a Python source imports (absolute imports, any depth).

    >>> sorted(imported_stdlib("import json, rules_py.x\\nfrom fractions import Fraction\\n"
    ...                        "def f():\\n    import collections.abc\\nfrom . import y"))
    ['collections.abc', 'fractions', 'json']
    """
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return {name for name in names if name.split(".")[0] in sys.stdlib_module_names}


def rules_imports(package: Path = PACKAGE) -> list[str]:
    """Every standard-library module ``rules_py`` imports anywhere (also where no default runs),
    but for its command line (``__main__.py``), which the browser never runs."""
    names: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        if path.name == "__main__.py":
            continue
        names |= imported_stdlib(path.read_text(encoding="utf-8"))
    return sorted(names)


def _cache_key(stock: bytes, wheel: bytes, modules: list[str]) -> str:
    digest = hashlib.sha256(stock)
    digest.update(SCRIPT.read_bytes())
    digest.update(hashlib.sha256(wheel).digest())
    digest.update(json.dumps(modules).encode("utf-8"))
    return digest.hexdigest()[:16]


def compiled_stdlib(
    modules: list[str], wheel: Path, cache: Path = CACHE, node_pyodide: Path = NODE_PYODIDE
) -> Path:
    """The path of the zip for the rules in ``wheel`` and ``modules``, built only if not cached."""
    stock = (node_pyodide / STDLIB).read_bytes()
    key = _cache_key(stock, wheel.read_bytes(), modules)
    target = cache / f"python_stdlib-{key}.zip"
    if target.is_file():
        return target
    node = shutil.which("node")
    if node is None:
        raise StdlibBuildError("the build compiles Python's standard library with Node: install it")
    cache.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")
    result = subprocess.run(
        [node, str(SCRIPT), str(node_pyodide), str(wheel), str(partial), *modules],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        lines = (result.stderr or result.stdout).strip().splitlines()
        raise StdlibBuildError(
            f"compiling the standard library failed: {lines[-1] if lines else 'no output'}"
        )
    partial.replace(target)  # whole or not at all: a build never reads a half-written zip
    _forget_old(cache)
    return target


# Each change of the rules gives a new zip: the cache keeps the newest few.
KEPT = 8


def _forget_old(cache: Path) -> None:
    zips = sorted(cache.glob("python_stdlib-*.zip"), key=lambda path: path.stat().st_mtime_ns)
    for old in zips[:-KEPT]:
        old.unlink(missing_ok=True)
