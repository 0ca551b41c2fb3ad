"""The contract refuses a calculator whose ``run`` does not match its declaration, when it is
declared (at import), naming the calculator; and each input kind's parser lives outside it."""

import json
import re
import shutil
import subprocess
from enum import Enum
from pathlib import Path
from typing import get_args, get_type_hints

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import Calculator, Input, JsonDict, Output, OutputKind, enum_input
from rules_py.errors import InputError, InputErrors
from rules_py.parsers import yes_or_no


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


# --- yes/no inputs ---------------------------------------------------------------------------

TACKLE = Input("tackle", "Tackle", kind="yesno", default=False)
YES_WORDS = ("yes", "y", "true", "1")
NO_WORDS = ("no", "n", "false", "0")


def _tackles() -> Calculator:
    def run(tackle: bool) -> JsonDict:
        return {"x": tackle}

    return _declare(run, TACKLE)


@pytest.mark.parametrize(
    ("raw", "ticked"),
    [(True, True), (False, False), (1, True), (0, False), ("Yes", True), (" no ", False)],
)
def test_a_yes_no_hands_run_a_bool(raw: object, ticked: bool) -> None:
    got = _tackles().calculate({"tackle": raw})["x"]
    assert type(got) is bool and got is ticked


def test_a_yes_no_left_out_is_its_default() -> None:
    assert _tackles().calculate({})["x"] is False
    assert _tackles().calculate({"tackle": ""})["x"] is False


@given(
    word=st.sampled_from(YES_WORDS + NO_WORDS),
    case=st.sampled_from((str.lower, str.upper, str.title)),
    pad=st.sampled_from(("", " ", "\t")),
)
def test_any_spelling_of_yes_or_no_reads_as_its_bool(word: str, case: object, pad: str) -> None:
    written = pad + case(word) + pad  # type: ignore[operator]
    assert _tackles().calculate({"tackle": written})["x"] is (word in YES_WORDS)


@given(raw=st.one_of(st.text(), st.integers(), st.floats()))
def test_any_other_value_is_refused_naming_the_yes_no(raw: object) -> None:
    if str(raw).strip().lower() in (*YES_WORDS, *NO_WORDS) or raw == "" or str(raw).isspace():
        return  # a yes or a no (or left empty: the default), read above
    with pytest.raises(InputErrors) as refused:
        _tackles().calculate({"tackle": raw})
    assert [(e.input, e.message) for e in refused.value.errors] == [
        ("tackle", "must be yes or no (1 or 0)")
    ]


def test_a_run_taking_a_yes_no_as_anything_but_bool_fails_at_declaration() -> None:
    def run(tackle: str) -> JsonDict:
        return {"x": tackle == "yes"}

    with pytest.raises(TypeError, match=r"^sample: run's tackle is a yes/no input: it gets a bool"):
        _declare(run, TACKLE)


def test_a_yes_no_declares_its_default_and_is_never_empty() -> None:
    def run(tackle: bool) -> JsonDict:
        return {"x": tackle}

    with pytest.raises(ValueError, match="default is True or False"):
        _declare(run, Input("tackle", "Tackle", kind="yesno", default="no"))
    with pytest.raises(ValueError, match="never empty"):
        Input("tackle", "Tackle", kind="yesno", default=False, optional=True)


def test_a_link_s_yes_or_no_reads_in_the_page_as_python_reads_it() -> None:
    # docs/javascripts/widget/yesno.js reads a link's word for a box; Python's parser reads the
    # same words in a request, so an older link's tackle=1 is the answer the CLI gives for it.
    node = shutil.which("node")
    assert node is not None
    words = [*YES_WORDS, *NO_WORDS, " YES ", "Oui", "2", "", "none", "tru"]
    script = Path(__file__).parents[2] / "docs/javascripts/widget/yesno.js"
    done = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            f"import {{ yesOrNo }} from {json.dumps(script.as_uri())};"
            "console.log(JSON.stringify(JSON.parse(process.argv[1]).map(yesOrNo)));",
            json.dumps(words),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    page = json.loads(done.stdout)
    for word, read in zip(words, page, strict=True):
        try:
            python: bool | None = yes_or_no("tackle", word) if word.strip() else None
        except InputError:
            python = None
        assert read is python, word


@pytest.mark.parametrize("name", list(REGISTRY))
def test_each_run_says_it_gets_a_bool_of_a_yes_no(name: str) -> None:
    calculator = REGISTRY[name]
    hints = get_type_hints(calculator.run)
    for item in calculator.fields:
        if item.kind == "yesno" and item.name in hints:
            assert hints[item.name] is bool, (name, item.name)


@pytest.mark.parametrize(
    ("given", "attack"),
    [
        pytest.param({}, 10, id="no modifier"),
        pytest.param({"tackle": True}, 9, id="Runeball 2022 Notes > Basic Maneuvers: Tackle -1"),
        pytest.param(
            {"tackle": "yes", "sprint": "1"},
            7,
            id="Runeball 2022 Notes > Basic Maneuvers: sprinting into a Tackle, a further -2",
        ),
        pytest.param({"blitz": "true"}, 8, id="Runeball 2022 Notes > Blitzing: -2"),
    ],
)
def test_the_block_s_boxes_each_take_the_rule_s_modifier(
    given: dict[str, object], attack: int
) -> None:
    inputs = REGISTRY["runeball_block"].defaults() | {"block": 10} | given
    assert calculate("runeball_block", inputs)["attack"] == attack


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
    # docs/javascripts/render/draw.js. A kind added on one side only would be declared and never
    # drawn, or drawn and never declared.
    draw = (Path(__file__).parents[2] / "docs/javascripts/render/draw.js").read_text()
    block = re.search(r"^const DRAW = \{(?P<body>[^}]*)\}", draw, re.M)
    assert block is not None
    renderers = set(re.findall(r"^\s*(\w+):", block["body"], re.MULTILINE))
    assert renderers == set(get_args(OutputKind))
