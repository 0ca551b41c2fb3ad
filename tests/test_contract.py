"""The contract refuses a calculator whose ``run`` does not match its declaration, when it is
declared (at import), naming the calculator; and each input kind's parser lives outside it."""

import re
from enum import Enum
from pathlib import Path
from typing import get_args, get_type_hints

import pytest

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator, Input, JsonDict, Output, OutputKind, enum_input
from rules_py.errors import InputError


def _declare(run: object, *inputs: Input) -> Calculator:
    return Calculator("sample", "Sample", "", inputs, (Output("x", "X"),), run)  # type: ignore[arg-type]


def test_a_run_that_takes_the_declared_inputs_is_accepted() -> None:
    def run(chance: int, roll: int | None = None) -> JsonDict:
        return {"x": chance}

    calculator = _declare(run, Input("chance", "Chance"), Input("roll", "Roll", optional=True))
    assert calculator.calculate({"chance": 40}) == {"x": 40}


def test_a_run_missing_a_declared_input_fails_at_declaration_naming_the_calculator() -> None:
    def run(chance: int) -> JsonDict:
        return {"x": chance}

    with pytest.raises(TypeError, match=r"^sample: run does not take roll$"):
        _declare(run, Input("chance", "Chance"), Input("roll", "Roll", optional=True))


def test_a_run_needing_an_undeclared_input_fails_at_declaration() -> None:
    def run(chance: int, modifier: int) -> JsonDict:
        return {"x": chance + modifier}

    with pytest.raises(TypeError, match=r"needs modifier, which is not declared"):
        _declare(run, Input("chance", "Chance"))


def test_a_run_taking_any_keyword_takes_every_declared_input() -> None:
    def run(**values: int) -> JsonDict:
        return {"x": sum(values.values())}

    calculator = _declare(run, Input("a", "A"), Input("b", "B"))
    assert calculator.calculate({"a": 1, "b": 2}) == {"x": 3}


def test_bad_input_is_the_one_error_type_of_the_contract() -> None:
    with pytest.raises(InputError, match="must be a whole number"):
        Input("chance", "Chance").parse("x")


def test_an_optional_whole_number_left_empty_is_what_it_declares() -> None:
    count = Input("adjacent", "Adjacent", optional=True, minimum=0, maximum=6, empty=0)
    assert [count.parse(raw) for raw in (None, "", " ", "2")] == [0, 0, 0, 2]
    assert Input("roll", "Roll", optional=True).parse("") is None


def test_only_an_optional_whole_number_declares_what_empty_means() -> None:
    with pytest.raises(ValueError, match="only an optional whole number"):
        Input("adjacent", "Adjacent", empty=0)


def test_a_choice_declared_with_its_enum_hands_run_the_member() -> None:
    class Fire(Enum):
        SINGLE = "single"
        BURST = "burst"

    seen: list[object] = []

    def run(fire: Fire) -> JsonDict:
        seen.append(fire)
        return {"x": fire.value}

    fire = enum_input("fire", "Fire", Fire, {Fire.SINGLE: "Single", Fire.BURST: "Burst"})
    calculator = _declare(run, fire)
    assert calculator.calculate({"fire": "Burst"}) == {"x": "burst"}
    assert calculator.calculate({}) == {"x": "single"}  # left out: the first member
    assert seen == [Fire.BURST, Fire.SINGLE]
    assert fire.describe()["choices"] == ["single", "burst"]  # the page still sees the text


def test_an_enum_choice_offers_only_the_enum_s_values() -> None:
    class Fire(Enum):
        SINGLE = "single"

    with pytest.raises(ValueError, match="an enum's choice"):
        Input("fire", "Fire", kind="choice", choices=("single", "burst"), enum=Fire)


@pytest.mark.parametrize("name", list(REGISTRY))
def test_each_run_says_it_gets_the_member_of_an_enum_choice(name: str) -> None:
    calculator = REGISTRY[name]
    hints = get_type_hints(calculator.run)
    for item in calculator.fields:
        if item.enum is not None and item.name in hints:
            assert hints[item.name] is item.enum, (name, item.name)


def test_a_declared_output_the_answer_leaves_out_is_there_as_none() -> None:
    def run(chance: int) -> JsonDict:
        return {"x": chance}

    calculator = Calculator(
        "sample",
        "Sample",
        "",
        (Input("chance", "Chance"),),
        (Output("x", "X"), Output("y", "Y")),
        run,
    )
    assert calculator.calculate({"chance": 3}) == {"x": 3, "y": None}


def test_every_declared_output_kind_has_one_renderer_in_the_page_and_no_more() -> None:
    # The two registries of output kinds: contract.OutputKind in Python, DRAW in
    # docs/javascripts/rules/draw.js. A kind added on one side only would be declared and never
    # drawn, or drawn and never declared.
    draw = (Path(__file__).parents[1] / "docs/javascripts/rules/draw.js").read_text()
    block = re.search(r"export const DRAW = \{(?P<body>[^}]*)\}", draw)
    assert block is not None
    renderers = set(re.findall(r"^\s*(\w+):", block["body"], re.MULTILINE))
    assert renderers == set(get_args(OutputKind))
