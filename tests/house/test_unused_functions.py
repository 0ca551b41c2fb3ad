"""No public function or class of ``rules_py`` that only tests use.

A public name (no leading underscore) defined at the top of a ``rules_py`` module must be used by
the site: by other code of ``rules_py`` or ``scripts`` (outside its own definition; a doctest is
not a use), or by the browser's JavaScript (which calls ``rules_py.calculators`` by name). A rule
the site shows is computed by it; a helper is private; a rule nothing shows is removed, its tests'
document values moved onto what the site uses. Read with ``ast``, nothing imported.
"""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Public names kept though nothing of the site uses them, each with why.
ALLOWED: dict[str, str] = {}


def _public_definitions() -> dict[str, list[str]]:
    """Every public function and class at the top of a rules_py module: name -> its modules."""
    found: dict[str, list[str]] = {}
    for path in sorted(ROOT.glob("rules_py/**/*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef) and not node.name.startswith("_"):
                found.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    return found


def _names_in(node: ast.AST) -> set[str]:
    """The names ``node`` uses: a name, an attribute, an import, or a string that is exactly a
    name (a table or calculator looked up by name; a docstring is not one)."""
    names: set[str] = set()
    for current in ast.walk(node):
        if isinstance(current, ast.Name):
            names.add(current.id)
        elif isinstance(current, ast.Attribute):
            names.add(current.attr)
        elif isinstance(current, ast.alias):
            names.add(current.name.rpartition(".")[2])
        elif isinstance(current, ast.Constant) and str(current.value).isidentifier():
            names.add(str(current.value))
    return names


def _used_names() -> set[str]:
    """Every name the site's code uses: rules_py's and scripts' (a definition calling itself is
    not a use of it) and the JavaScript's."""
    used: set[str] = set()
    for folder in ("rules_py", "scripts"):
        for path in ROOT.glob(f"{folder}/**/*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in tree.body:
                if isinstance(node, ast.FunctionDef | ast.ClassDef):
                    # its decorators, signature and body, less its own name (recursion)
                    used |= _names_in(node) - {node.name}
                else:
                    used |= _names_in(node)
    for path in ROOT.glob("docs/javascripts/**/*.js"):
        used |= set(re.findall(r"[A-Za-z_]\w*", path.read_text(encoding="utf-8")))
    return used


DEFINED = _public_definitions()
USED = _used_names()


def _unused() -> set[str]:
    return {name for name in DEFINED if name not in USED}


def test_the_scan_finds_uses() -> None:
    assert {"Table", "cite", "Reading", "handle_json", "margin_of"} <= USED
    assert "handle_json" in DEFINED and "margin_of" in DEFINED


def test_every_public_name_of_rules_py_is_used_by_the_site() -> None:
    unused = _unused() - set(ALLOWED)
    assert not unused, (
        f"used only by tests: {sorted(unused)} (use it, make it private or remove it)"
    )


def test_each_allowed_name_is_still_unused() -> None:
    decided = set(ALLOWED) - _unused()
    assert not decided, f"now used or gone: drop {sorted(decided)} from ALLOWED"
