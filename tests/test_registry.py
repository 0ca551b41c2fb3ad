"""The facade's registry (rules_py.calculators): each calculator found, by its source, in the module
that declares it, and a module imported only when one of its calculators is first asked for, so a
browser's first answer waits for one document's rules, not all five."""

import json
import subprocess
import sys
from importlib import import_module

from rules_py.calculators import REGISTRY, SECTIONS, declared_names


def test_the_source_of_each_section_names_exactly_what_its_module_declares() -> None:
    for module in SECTIONS:
        declared = {item.name for item in import_module(module).CALCULATORS}
        assert set(declared_names(module)) == declared, module


def test_no_calculator_is_declared_twice() -> None:
    names = [name for module in SECTIONS for name in declared_names(module)]
    assert len(names) == len(set(names)) == len(REGISTRY)


def test_the_registry_gives_each_module_its_own_calculators() -> None:
    for module in SECTIONS:
        for name in declared_names(module):
            assert REGISTRY[name] in import_module(module).CALCULATORS


def _imported_after(code: str) -> list[str]:
    script = (
        "import sys, json\n"
        f"{code}\n"
        "print(json.dumps(sorted(m for m in sys.modules if m in SECTIONS)))"
    )
    run = subprocess.run(
        [sys.executable, "-c", "from rules_py.calculators import SECTIONS\n" + script],
        capture_output=True,
        text=True,
        check=True,
    )
    return list(json.loads(run.stdout))


def test_importing_the_facade_imports_no_document() -> None:
    assert _imported_after("") == []


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
    assert _imported_after(code) == sorted(SECTIONS)
