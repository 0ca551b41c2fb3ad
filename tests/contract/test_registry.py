"""The facade's registry (rules_py.calculators): each calculator found through the documents'
table (rules_py.sources.documents.SECTIONS), which names exactly what each module declares, in its
order, and misses no module that declares a calculator; and a module imported only when one of its
calculators is first asked for, so a browser's first answer waits for one document's rules, not
all five."""

import ast
import json
import subprocess
import sys
from importlib import import_module
from pathlib import Path

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator
from rules_py.sources.documents import SECTIONS

ROOT = Path(__file__).resolve().parents[2]
MODULES = [section.module for section in SECTIONS]


def test_each_section_names_what_its_module_declares_in_its_order() -> None:
    for section in SECTIONS:
        declared = tuple(item.name for item in import_module(section.module).CALCULATORS)
        assert section.names == declared, (
            f"{section.module} declares {declared}: write them so in"
            " rules_py.sources.documents.SECTIONS"
        )


def _declaring_modules() -> set[str]:
    """Every module of a calculators package whose source calls ``Calculator(...)``."""
    found = set()
    for path in ROOT.glob("rules_py/*/calculators/*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = (node for node in ast.walk(tree) if isinstance(node, ast.Call))
        if any(isinstance(call.func, ast.Name) and call.func.id == "Calculator" for call in calls):
            found.add(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


def test_every_module_that_declares_a_calculator_is_in_a_section() -> None:
    declaring = _declaring_modules()
    assert len(declaring) == len(REGISTRY)  # one calculator a module
    for module in declaring:
        objects = vars(import_module(module)).values()
        calculators = [item for item in objects if isinstance(item, Calculator)]
        assert calculators and all(item.name in REGISTRY for item in calculators), module
        section = next(name for name in MODULES if module.startswith(name))
        assert all(item in import_module(section).CALCULATORS for item in calculators), module


def test_no_calculator_is_declared_twice() -> None:
    names = [name for section in SECTIONS for name in section.names]
    assert len(names) == len(set(names)) == len(REGISTRY)


def test_the_registry_lists_the_sections_in_order() -> None:
    assert list(REGISTRY) == [name for section in SECTIONS for name in section.names]
    for section in SECTIONS:
        for name in section.names:
            assert REGISTRY[name] in import_module(section.module).CALCULATORS


def _imported_after(code: str) -> list[str]:
    script = (
        "import sys, json\n"
        f"{code}\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m in {MODULES!r})))"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return list(json.loads(run.stdout))


def test_importing_the_facade_imports_no_document() -> None:
    assert _imported_after("import rules_py.calculators") == []


def test_the_first_answer_imports_only_its_own_document() -> None:
    line = json.dumps({"calculator": "ability", "inputs": {"chance": 50}})
    code = f"from rules_py.calculators import handle_json\nhandle_json({line!r})"
    assert _imported_after(code) == ["rules_py.runequest.calculators"]


def test_load_next_imports_every_module_one_at_a_time() -> None:
    code = (
        "from rules_py.calculators import REGISTRY\n"
        "steps = 1\n"
        "while REGISTRY.load_next(): steps += 1\n"
        f"assert steps == {len(SECTIONS)}, steps"
    )
    assert _imported_after(code) == sorted(MODULES)
