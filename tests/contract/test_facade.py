"""Every registered calculator, driven from its own input declaration: results are JSON-safe
and round-trip, and bad input always names the field."""

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py.board import BoardShape
from rules_py.calculators import REGISTRY, calculate, describe
from rules_py.contract import Input, InputError
from rules_py.modifiers import SUMS, SUMS_GROUP


def valid_value(item: Input) -> st.SearchStrategy[object]:
    if item.kind == "choice":
        return st.sampled_from(item.choices)
    if item.kind == "yesno":
        return st.booleans()
    if item.kind == "text":
        return st.text(alphabet="ABCxyz :;\\", min_size=1, max_size=item.maximum or 10).filter(
            str.strip
        )
    if item.kind == "rows":
        row = st.fixed_dictionaries({column.name: valid_value(column) for column in item.columns})
        return st.lists(row, min_size=item.minimum or 0, max_size=min(item.maximum or 6, 6))
    if item.board is not None:
        return boards(item.board)
    number = st.integers(min_value=item.minimum, max_value=item.maximum)
    if item.kind == "integers":
        return st.lists(number, min_size=2, max_size=4)
    return st.one_of(number, st.none()) if item.optional else number


def boards(shape: BoardShape) -> st.SearchStrategy[object]:
    """Board text with one piece of each role on distinct cells of the board (optional ones may
    be left off)."""
    cells = st.tuples(st.integers(1, 40), st.integers(1, 20)).filter(shape.contains)

    @st.composite
    def placed(draw: st.DrawFn) -> str:
        roles = [p.role for p in shape.pieces if not p.optional or draw(st.booleans())]
        spots = draw(st.lists(cells, min_size=len(roles), max_size=len(roles), unique=True))
        return ";".join(f"{role}={c}.{r}" for role, (c, r) in zip(roles, spots, strict=True))

    return placed()


@pytest.mark.parametrize("name", list(REGISTRY))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_results_round_trip_through_json(name: str, data: st.DataObject) -> None:
    calculator = REGISTRY[name]
    inputs = {
        item.name: data.draw(valid_value(item), label=item.name) for item in calculator.inputs
    }
    try:
        result = calculate(name, inputs)
    except InputError as error:
        # only cross-field checks may refuse inputs that are each in range (or a row's cells,
        # such as two combatants of one name)
        assert str(error.input).split("[")[0] in {item.name for item in calculator.inputs}
        return
    assert json.loads(json.dumps(result)) == result
    # A percentage worked out from several numbers (a modifier) is in the answer only then.
    sums = {output.key for output in calculator.outputs if output.group == SUMS_GROUP}
    assert {f"{SUMS}.{key}" for key in result.get(SUMS, {})} <= sums
    for output in calculator.outputs:
        if output.key in sums:
            continue
        value: object = result
        for part in output.key.split("."):
            assert isinstance(value, dict) and part in value, f"{name}: no output {output.key}"
            value = value[part]
        if output.kind == "odds" and output.key == "odds":
            assert math.isclose(sum(value.values()), 100.0)  # type: ignore[attr-defined]


BAD = ["", "  ", "abc", "1.5", "NaN", "1e400", "99999999999", "-99999999", "true", None]


@pytest.mark.parametrize("name", list(REGISTRY))
@pytest.mark.parametrize("bad", BAD)
def test_bad_input_names_the_field(name: str, bad: object) -> None:
    calculator = REGISTRY[name]
    for item in calculator.inputs:
        if item.kind != "integer" or (item.optional and (bad is None or not str(bad).strip())):
            continue
        inputs: dict[str, object] = {
            other.name: other.default for other in calculator.inputs if other.default is not None
        }
        inputs[item.name] = bad
        with pytest.raises(InputError) as raised:
            calculate(name, inputs)
        assert raised.value.input == item.name
        assert raised.value.message


def test_float_nan_is_refused() -> None:
    with pytest.raises(InputError, match="whole number"):
        calculate("ability", {"chance": float("nan")})


def test_unknown_input_is_refused() -> None:
    with pytest.raises(InputError) as raised:
        calculate("ability", {"chance": 50, "luck": 3})
    assert raised.value.input == "luck"


def test_describe_lists_every_calculator_with_inputs_and_outputs() -> None:
    described = describe()
    assert [d["name"] for d in described] == list(REGISTRY)
    assert all(d["inputs"] and d["outputs"] for d in described)
    json.dumps(described)
