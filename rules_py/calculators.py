"""The JSON facade: every calculator by name, plain dicts in, plain dicts out.

The browser (through Pyodide) and the CLI both call :func:`handle_request`; tests call
:func:`calculate`. Bad input raises :class:`~rules_py.errors.InputError`.
"""

import json
from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any

from rules_py.contract import Calculator, InputError, InputErrors, JsonDict
from rules_py.json_text import JsonTextError, read_json
from rules_py.sources.documents import SECTIONS, Section


class Registry(Mapping[str, Calculator]):
    """Every calculator by name, in the sections' order, importing the module that declares one
    on first look-up (which calculator a module declares is read from the documents' table,
    :data:`rules_py.sources.documents.SECTIONS`, and held to the module once it is imported).

    >>> levels = Section("rules_py.comparison.calculators.levels", ("compare_levels",))
    >>> registry = Registry((levels,))
    >>> list(registry), registry["compare_levels"].name
    (['compare_levels'], 'compare_levels')
    >>> Registry((Section(levels.module, ("levels",)),))["levels"]
    Traceback (most recent call last):
    ...
    LookupError: rules_py.comparison.calculators.levels declares ('compare_levels',), \
rules_py.sources.documents.SECTIONS says ('levels',)
    """

    def __init__(self, sections: tuple[Section, ...]) -> None:
        self._sections = sections
        self._module_of = {name: section for section in sections for name in section.names}
        self._loaded: dict[str, dict[str, Calculator]] = {}

    def __getitem__(self, name: str) -> Calculator:
        section = self._module_of[name]
        if section.module not in self._loaded:
            declared = import_module(section.module).CALCULATORS
            names = tuple(item.name for item in declared)
            if names != section.names:
                raise LookupError(
                    f"{section.module} declares {names},"
                    f" rules_py.sources.documents.SECTIONS says {section.names}"
                )
            self._loaded[section.module] = {item.name: item for item in declared}
        return self._loaded[section.module][name]

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
        for section in self._sections:
            if section.module not in self._loaded:
                self[section.names[0]]
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


# Calculators whose first answer works out a heatmap's grid under the readings chosen (30-94 ms
# in CPython), kept once worked out (rules_py.heatmaps): worked out while the browser
# worker is idle, they are in the snapshot it keeps, and a reader's first answer does not wait.
_WARM: list[str] = ["opposed", "contest"]


def warm_next() -> bool:
    """Work out the next of :data:`_WARM`'s answers for its defaults (the site's readings);
    False once none is left. The browser worker calls this while Python is idle, after
    :func:`import_next`, before it keeps a snapshot of Python.

    >>> while warm_next():
    ...     pass
    >>> warm_next()
    False
    """
    if not _WARM:
        return False
    name = _WARM.pop(0)
    calculate(name, REGISTRY[name].defaults())
    return True


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
    {'message': "must be a whole number or a sum such as 75-20, not 'x'", 'input': 'chance'}
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
    >>> handle_json('[' * 2000)
    '{"error": {"message": "the request nests deeper than 20 levels", "input": null}, ...'
    """
    try:
        request = read_json(line)
    except JsonTextError as error:
        record = {"message": f"the request {error}", "input": None}
        return json.dumps({"error": record, "errors": [record]})
    return json.dumps(handle_request(request), ensure_ascii=False)
