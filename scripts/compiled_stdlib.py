"""The standard library the browser's Python starts from: Pyodide's, with bytecode added.

Pyodide ships its standard library as Python source only, so a fresh start compiles every module
it imports: about two thirds of the time Python takes to start in the browser. Here, during the
build, Pyodide's own Python (under Node, from ``node_modules``) compiles the modules it imports to
start and those the rules import (``scripts/compile_stdlib.mjs``), and the site ships Pyodide's
``python_stdlib.zip`` with that bytecode in place of those modules' sources
(``site/py/python_stdlib.zip``). Every other module stays as source and still imports as before.

The zip depends only on Pyodide's files, the compiling script and the list of modules, and is
kept under ``.cache/stdlib/`` by a hash of the three: a build compiles only when one changed.
"""

import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from scripts.pyodide_assets import NODE_PYODIDE, STDLIB

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "compile_stdlib.mjs"
CACHE = ROOT / ".cache" / "stdlib"
PACKAGE = ROOT / "rules_py"
# The worker unpacks the wheel with Pyodide's unpackArchive, whose zipfile decodes names with
# this codec: imported on every start, though no rule names it.
ALSO_IMPORTED = ("encodings.cp437",)


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
    """Every standard-library module ``rules_py`` imports, and those the worker imports with it."""
    names = set(ALSO_IMPORTED)
    for path in sorted(package.rglob("*.py")):
        names |= imported_stdlib(path.read_text(encoding="utf-8"))
    return sorted(names)


def _cache_key(stock: bytes, modules: list[str]) -> str:
    digest = hashlib.sha256(stock)
    digest.update(SCRIPT.read_bytes())
    digest.update(json.dumps(modules).encode("utf-8"))
    return digest.hexdigest()[:16]


def compiled_stdlib(
    modules: list[str], cache: Path = CACHE, node_pyodide: Path = NODE_PYODIDE
) -> Path:
    """The path of the compiled zip for ``modules``, compiling it only if not cached yet."""
    stock = (node_pyodide / STDLIB).read_bytes()
    target = cache / f"python_stdlib-{_cache_key(stock, modules)}.zip"
    if target.is_file():
        return target
    node = shutil.which("node")
    if node is None:
        raise StdlibBuildError("the build compiles Python's standard library with Node: install it")
    cache.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")
    result = subprocess.run(
        [node, str(SCRIPT), str(node_pyodide), str(partial), *modules],
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
    return target
