"""What keeps the code easy to add to: no module of ``rules_py`` or ``scripts`` over 500 lines, no
function of ``scripts`` over 80, at most 15 modules at the top of ``scripts`` (the rest in rooms
named for what they hold), and every declared
calculator with a page, a unit test and a bench case, so a calculator added without one of them
fails here instead of being silently left out. And rooms a reader finds things in: ``tests/`` holds
at most 15 files at its top (the rest in folders by kind), and no module of ``rules_py`` or
``scripts`` is named like a test, so pytest never collects the product and a name says which it
is."""

import ast
import re
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from rules_py.calculators import REGISTRY, calculate
from scripts.bench.cases import CHANGES

ROOT = Path(__file__).resolve().parents[2]
MOST_LINES = 500
MOST_FUNCTION_LINES = 80
MOST_TOP_MODULES = 15
MOST_TOP_FILES = 15
PAGE_SHORTCODE = re.compile(r"<!--\s*calculator:\s*([a-z0-9_]+)")


def test_no_module_of_rules_py_is_over_500_lines() -> None:
    long = {
        path.relative_to(ROOT).as_posix(): lines
        for path in (ROOT / "rules_py").rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, long


def test_no_module_of_scripts_is_over_500_lines() -> None:
    long = {
        path.relative_to(ROOT).as_posix(): lines
        for path in (ROOT / "scripts").rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, long


def test_no_function_of_scripts_is_over_80_lines() -> None:
    long = {
        f"{path.relative_to(ROOT).as_posix()}:{node.lineno} {node.name}": lines
        for path in (ROOT / "scripts").rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (lines := (node.end_lineno or node.lineno) - node.lineno + 1) > MOST_FUNCTION_LINES
    }
    assert not long, long


def test_scripts_keeps_its_modules_in_rooms() -> None:
    """The top of ``scripts`` holds the hooks and few else; each room says what it holds."""
    top = sorted(path.name for path in (ROOT / "scripts").iterdir() if path.is_file())
    assert len([name for name in top if name.endswith((".py", ".mjs"))]) <= MOST_TOP_MODULES, top
    rooms = [path for path in (ROOT / "scripts").rglob("*") if path.is_dir()]
    for room in (path for path in rooms if path.name != "__pycache__"):
        init = room / "__init__.py"
        assert init.is_file(), f"{room.relative_to(ROOT)} has no __init__.py"
        assert ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))), init


def test_tests_holds_at_most_15_files_at_its_top() -> None:
    top = sorted(path.name for path in (ROOT / "tests").iterdir() if path.is_file())
    assert len(top) <= MOST_TOP_FILES, f"{len(top)} files at the top of tests/: {top}"


def _named_like_a_test(stem: str) -> bool:
    return (
        stem in ("test", "tests") or stem.startswith("test_") or stem.endswith(("_test", "_tests"))
    )


def test_no_product_module_is_named_like_a_test() -> None:
    named = sorted(
        path.relative_to(ROOT).as_posix()
        for folder in ("rules_py", "scripts")
        for path in (ROOT / folder).rglob("*.py")
        if _named_like_a_test(path.stem)
    )
    assert not named, named


def _pages() -> set[str]:
    return {
        name
        for page in (ROOT / "docs").rglob("*.md")
        for name in PAGE_SHORTCODE.findall(page.read_text(encoding="utf-8"))
    }


def _unit_tests() -> str:
    here = Path(__file__).resolve()
    return "\n".join(
        path.read_text(encoding="utf-8")
        for path in (ROOT / "tests").rglob("test_*.py")
        if "browser" not in path.relative_to(ROOT / "tests").parts and path.resolve() != here
    )


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_calculator_has_a_page(name: str) -> None:
    assert name in _pages(), f"no page holds <!-- calculator: {name} -->"


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_calculator_has_a_unit_test(name: str) -> None:
    quoted = (f'"{name}"', f"'{name}'")
    assert any(form in _unit_tests() for form in quoted), f"no unit test names {name}"


def test_every_calculator_has_a_bench_case() -> None:
    assert list(CHANGES) == list(REGISTRY)


@pytest.mark.parametrize("name", list(REGISTRY))
def test_each_bench_case_gives_answers(name: str) -> None:
    """The bench waits for a result after each change: every value it types must give one."""
    query, field, value_of = CHANGES[name]
    page: dict[str, object] = {
        **REGISTRY[name].defaults(),
        **dict(parse_qsl(query.removeprefix("?"))),
    }
    values = {value_of(i) for i in range(1, 201)}
    assert len(values) >= 12  # different values: the narrowest range benched is a d12
    for value in values:
        assert calculate(name, {**page, field: value})
