"""The JSON facade: every calculator by name, plain dicts in, plain dicts out.

The browser (through Pyodide) and the CLI both call :func:`handle_request`; tests call
:func:`calculate`. Bad input raises :class:`~rules_py.errors.InputError`.
"""

import json
import re
from collections.abc import Iterator, Mapping
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from rules_py.contract import Calculator, InputError, InputErrors, JsonDict

# The modules that declare calculators (each a CALCULATORS tuple; a package: each of its
# modules), in the order the site and the CLI list them. Which calculator a module declares is
# read from its source (:func:`declared_names`), not imported, so a browser's first answer waits
# for one document's rules, not for all five, and a new calculator is never named a second time.
SECTIONS: tuple[str, ...] = (
    "rules_py.runequest.calculators",
    "rules_py.request.calculators",
    "rules_py.comparison.calculators.contest",
    "rules_py.brp.calculators",
    "rules_py.runeball.calculators",
    "rules_py.rq2_combat.calculators",
    "rules_py.comparison.calculators.levels",
)
# A declaration names its calculator first, as a literal: Calculator(name="ability", ...).
_DECLARED = re.compile(r"\bCalculator\(\s*name=\"([a-z0-9_]+)\"")


def declared_names(module: str) -> tuple[str, ...]:
    """The names of the calculators ``module`` declares (a package: its modules, by file name),
    read from the source without importing it.

    >>> declared_names("rules_py.comparison.calculators.levels")
    ('compare_levels',)
    >>> declared_names("rules_py.runeball.calculators")[:2]
    ('runeball_block', 'runeball_field')
    """
    spec = find_spec(module)
    if spec is None or spec.origin is None:
        raise LookupError(f"no module {module}")
    files = [Path(spec.origin)]
    for folder in spec.submodule_search_locations or ():
        files = sorted(Path(folder).glob("*.py"))
    return tuple(
        name for path in files for name in _DECLARED.findall(path.read_text(encoding="utf-8"))
    )


class Registry(Mapping[str, Calculator]):
    """Every calculator by name, importing the module that declares one on first look-up.

    >>> registry = Registry(("rules_py.comparison.calculators.levels",))
    >>> list(registry), registry["compare_levels"].name
    (['compare_levels'], 'compare_levels')
    """

    def __init__(self, sections: tuple[str, ...]) -> None:
        self._sections = sections
        self._index: dict[str, str] | None = None
        self._loaded: dict[str, dict[str, Calculator]] = {}

    @property
    def _module_of(self) -> dict[str, str]:
        if self._index is None:
            self._index = {
                name: module for module in self._sections for name in declared_names(module)
            }
        return self._index

    def __getitem__(self, name: str) -> Calculator:
        module = self._module_of[name]
        if module not in self._loaded:
            declared = {item.name: item for item in import_module(module).CALCULATORS}
            read = declared_names(module)
            if sorted(read) != sorted(declared):
                raise LookupError(f"{module} declares {sorted(declared)}, its source {list(read)}")
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
        for module in self._sections:
            if module not in self._loaded:
                self[declared_names(module)[0]]
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
# in CPython), kept once worked out (rules_py.comparison.heatmaps): worked out while the browser
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
