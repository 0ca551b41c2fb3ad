"""The JSON facade: every calculator by name, plain dicts in, plain dicts out.

The browser (through Pyodide) and the CLI both call :func:`handle_request`; tests call
:func:`calculate`. Bad input raises :class:`~rules_py.contract.InputError`.
"""

import json
from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any

from rules_py.contract import Calculator, InputError, InputErrors, JsonDict

# Where each calculator is declared (each module's CALCULATORS), in the order the site and the CLI
# list them. A module is imported when one of its calculators is first looked up, so a browser's
# first answer waits for one document's rules, not for all five.
SECTIONS: dict[str, tuple[str, ...]] = {
    "rules_py.runequest.calculators": (
        "characteristics",
        "ability",
        "resistance",
        "opposed",
        "augment",
    ),
    "rules_py.request.calculators": ("request_test", "extended_contest", "multi_contest"),
    "rules_py.comparison.calculators.contest": ("contest",),
    "rules_py.brp.calculators": (
        "brp_task",
        "brp_base_chances",
        "brp_attack",
        "sanity",
        "major_wound",
        "insanity",
        "luck_recovery",
    ),
    "rules_py.runeball.calculators": (
        "runeball_player",
        "runeball_test",
        "runeball_pass",
        "runeball_kick",
        "runeball_block",
        "runeball_wound",
        "runeball_field",
    ),
    "rules_py.rq2_combat.calculators": ("sr_cycles", "interrupt"),
    "rules_py.comparison.calculators.levels": ("compare_levels",),
}


class Registry(Mapping[str, Calculator]):
    """Every calculator by name, importing the module that declares one on first look-up.

    >>> registry = Registry({"rules_py.runequest.calculators": ("ability",)})
    >>> list(registry), registry["ability"].name
    (['ability'], 'ability')
    """

    def __init__(self, sections: Mapping[str, tuple[str, ...]]) -> None:
        self._sections = dict(sections)
        self._module_of = {name: module for module, names in sections.items() for name in names}
        self._loaded: dict[str, dict[str, Calculator]] = {}

    def __getitem__(self, name: str) -> Calculator:
        module = self._module_of[name]
        if module not in self._loaded:
            declared = {item.name: item for item in import_module(module).CALCULATORS}
            listed = self._sections[module]
            if not set(listed) <= set(declared):
                raise LookupError(f"{module} declares {sorted(declared)}, not {list(listed)}")
            self._loaded[module] = declared
        return self._loaded[module][name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._module_of)

    def __len__(self) -> int:
        return len(self._module_of)

    def load_next(self) -> bool:
        """Import the next module not imported yet; False once all are. The browser calls this
        while Python is idle, a module at a time, before it keeps a snapshot of Python.

        >>> registry = Registry(SECTIONS)
        >>> sum(1 for _ in iter(registry.load_next, False)) == len(SECTIONS) - 1
        True
        """
        for module, names in self._sections.items():
            if module not in self._loaded:
                self[names[0]]
                return len(self._loaded) < len(self._sections)
        return False


REGISTRY = Registry(SECTIONS)


def import_next() -> bool:
    """Import the next document's calculators not imported yet; False once all are. The browser
    worker calls this while Python is idle, before it keeps a snapshot of Python.

    >>> isinstance(import_next(), bool)
    True
    """
    return REGISTRY.load_next()


def calculate(name: str, inputs: Mapping[str, object]) -> JsonDict:
    """Run the calculator ``name`` on raw ``inputs``.

    >>> calculate("resistance", {"active": 12, "passive": 10})["chance"]
    60
    """
    if name not in REGISTRY:
        raise InputError(None, f"unknown calculator '{name}' (known: {', '.join(REGISTRY)})")
    return REGISTRY[name].calculate(inputs)


def describe() -> list[JsonDict]:
    """Every calculator's declaration, in registry order."""
    return [calculator.describe() for calculator in REGISTRY.values()]


def handle_request(request: Any) -> JsonDict:
    """Answer one request ``{"calculator": NAME, "inputs": {...}}``.

    The answer is ``{"result": {...}}`` or ``{"error": {"message": ..., "input": ...},
    "errors": [every bad field's error, the first being "error"]}``.

    >>> handle_request({"calculator": "ability", "inputs": {"chance": "x"}})["error"]
    {'message': "must be a whole number, not 'x'", 'input': 'chance'}
    """
    try:
        if not isinstance(request, dict):
            raise InputError(None, "a request must be an object with 'calculator' and 'inputs'")
        inputs = request.get("inputs", {})
        if not isinstance(inputs, dict):
            raise InputError(None, "'inputs' must be an object")
        return {"result": calculate(str(request.get("calculator")), inputs)}
    except InputError as error:
        every = error.errors if isinstance(error, InputErrors) else (error,)
        return {"error": error.as_record(), "errors": [item.as_record() for item in every]}


def handle_json(line: str) -> str:
    """:func:`handle_request` on JSON text: what the browser worker calls (no proxies to manage).

    >>> handle_json('{"calculator": "resistance", "inputs": {"active": 10, "passive": 10}}')[:24]
    '{"result": {"chance": 50'
    """
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        record = {"message": f"not JSON: {error.msg}", "input": None}
        return json.dumps({"error": record, "errors": [record]})
    return json.dumps(handle_request(request), ensure_ascii=False)
