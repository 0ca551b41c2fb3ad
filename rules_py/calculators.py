"""The JSON facade: every calculator by name, plain dicts in, plain dicts out.

The browser (through Pyodide) and the CLI both call :func:`handle_request`; tests call
:func:`calculate`. Bad input raises :class:`~rules_py.contract.InputError`.
"""

import json
from collections.abc import Mapping
from typing import Any

from rules_py.brp.calculators import CALCULATORS as BRP
from rules_py.comparison.calculators import CALCULATORS as COMPARISON
from rules_py.contests import CALCULATORS as CONTESTS
from rules_py.contract import Calculator, InputError, InputErrors, JsonDict
from rules_py.request.calculators import CALCULATORS as REQUEST
from rules_py.rq2_combat.calculators import CALCULATORS as RQ2_COMBAT
from rules_py.runeball.calculators import CALCULATORS as RUNEBALL
from rules_py.runeball.field_calculator import CALCULATORS as RUNEBALL_FIELD
from rules_py.runequest.calculators import CALCULATORS as RUNEQUEST

REGISTRY: dict[str, Calculator] = {
    calculator.name: calculator
    for calculator in (*RUNEQUEST, *REQUEST, *CONTESTS, *BRP, *RUNEBALL, *RQ2_COMBAT, *COMPARISON)
}
REGISTRY.update((calculator.name, calculator) for calculator in RUNEBALL_FIELD)


def calculate(name: str, inputs: Mapping[str, object]) -> JsonDict:
    """Run the calculator ``name`` on raw ``inputs``.

    >>> calculate("resistance", {"active": 12, "passive": 10})["chance"]
    60
    """
    calculator = REGISTRY.get(name)
    if calculator is None:
        raise InputError(None, f"unknown calculator '{name}' (known: {', '.join(REGISTRY)})")
    return calculator.calculate(inputs)


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
