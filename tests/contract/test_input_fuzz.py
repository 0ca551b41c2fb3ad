"""Every calculator in REGISTRY driven through the JSON facade with arbitrary JSON values: the
only outcomes are a result or errors that each name a field of the request.

`make test` runs a few examples per calculator; `make fuzz` sets RULES_FUZZ_EXAMPLES=10000.
"""

import json
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, handle_json, handle_request
from rules_py.contract import Calculator
from rules_py.json_text import JsonTextError, read_json

EXAMPLES = int(os.environ.get("RULES_FUZZ_EXAMPLES", "15"))

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
    | st.sampled_from(["00", "0", "-1", "1e400", "99999999999999999999", " 12 ", "NaN"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)


def field_values(calculator: Calculator) -> st.SearchStrategy[dict[str, object]]:
    """Some of the calculator's fields (and now and then a stray name), each with any JSON value."""
    names = [item.name for item in calculator.fields]
    keys = st.sampled_from(names) | st.text(min_size=1, max_size=6)
    return st.dictionaries(keys, json_values, max_size=len(names) + 1)


def names_a_cell(calculator: Calculator, name: str | None) -> bool:
    """Whether ``name`` is a row or cell of one of the calculator's rows inputs (rules_py.rows):
    ``combatants[2]`` or ``combatants[2].sr``."""
    rows = [item.name for item in calculator.inputs if item.kind == "rows"]
    return any(
        re.fullmatch(rf"{re.escape(field)}\[[1-9]\d*\](\..*)?", name or "", re.DOTALL)
        for field in rows
    )


@pytest.mark.parametrize("name", list(REGISTRY))
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(data=st.data())
def test_any_json_gives_a_result_or_errors_naming_fields(name: str, data: st.DataObject) -> None:
    calculator = REGISTRY[name]
    inputs = data.draw(field_values(calculator), label="inputs")
    answer = handle_request({"calculator": name, "inputs": inputs})
    assert set(answer) in ({"result"}, {"error", "errors"}), answer
    if "result" in answer:
        assert json.loads(json.dumps(answer["result"])) == answer["result"]
        return
    allowed = {item.name for item in calculator.fields} | set(inputs)
    assert answer["errors"][0] == answer["error"]
    for error in answer["errors"]:
        assert error["input"] in allowed or names_a_cell(calculator, error["input"]), error
        assert isinstance(error["message"], str) and error["message"]
    # the same request as JSON text, as the browser sends it, gets the same answer; or, past
    # the bounds of JSON text (Infinity, a 31-digit integer, 21 levels: rules_py.json_text), one
    # error naming the request
    text = json.dumps({"calculator": name, "inputs": inputs})
    try:
        read_json(text)
    except JsonTextError as error:
        refused = {"message": f"the request {error}", "input": None}
        assert json.loads(handle_json(text)) == {"error": refused, "errors": [refused]}
        return
    assert json.loads(handle_json(text)) == json.loads(json.dumps(answer))


@pytest.mark.parametrize("digits", [13, 20, 400, 5000])
def test_numbers_of_any_length_name_the_range(digits: int) -> None:
    """`?chance=99999999999999999999` once said "must be a whole number"."""
    answer = handle_request({"calculator": "ability", "inputs": {"chance": "9" * digits}})
    assert answer["error"]["input"] == "chance"
    assert "between -200 and 999" in answer["error"]["message"]
    huge = handle_request({"calculator": "ability", "inputs": {"chance": 10**digits}})
    assert "between -200 and 999" in huge["error"]["message"]


def test_every_bad_field_is_reported_at_once() -> None:
    """Each calculator with two or more integer inputs: break them all, get one error each."""
    checked = 0
    for name, calculator in REGISTRY.items():
        numbers = [item for item in calculator.inputs if item.kind == "integer"]
        if len(numbers) < 2:
            continue
        answer = handle_request(
            {"calculator": name, "inputs": {item.name: "x" for item in numbers}}
        )
        named = [error["input"] for error in answer["errors"]]
        # every broken field is named (a required field left out is named too)
        assert [field for field in named if field in {item.name for item in numbers}] == [
            item.name for item in numbers
        ], named
        checked += 1
    assert checked >= 2
