"""A chance as a GM says it: "75-20" read as 55 by the parser, a modifier beside every chance a
roll is made against (declared once on the chance), and the answer showing the sum it used. The
values come from the documents' own modifiers."""

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import RATING_RANGE
from rules_py.errors import InputError
from rules_py.modifiers import MODIFIER_RANGE, SUMS, SUMS_GROUP, worked_sum
from rules_py.parsers import MAX_DIGITS, sum_terms, whole_number
from scripts.pages.widget.whole import widget_html
from tests.cli.run import run_cli

MINUS = "\u2212"


@pytest.mark.parametrize(
    ("written", "value"),
    [
        # RuneQuest, The Game System › Reattempting Ability Rolls: a follow-up at −20%.
        pytest.param("75-20", 55, id="RuneQuest › Reattempting Ability Rolls: 75-20"),
        # RuneQuest › Augment Result Table: a success adds +20%.
        pytest.param("75+20", 95, id="RuneQuest › Augment Result Table: 75+20"),
        # RuneQuest › Abilities Above 100%: Broadsword augmented to 135% (115 + 20).
        pytest.param("115 + 20%", 135, id="RuneQuest › Abilities Above 100%: 115 + 20%"),
        # ReQuest › General skills concepts: Balancing 125% used for Acrobatics at −40%.
        pytest.param("125% - 40%", 85, id="ReQuest › Specialist skills: 125% - 40%"),
        # ReQuest › Complementary Skills: +10%; Substituting Skills: at least −20%.
        pytest.param("50+10-20", 40, id="ReQuest › Complementary and Substituting Skills"),
        pytest.param(f"75 {MINUS} 20", 55, id="the site's own minus sign"),
        pytest.param("-5", -5, id="a lone negative number"),
        pytest.param("+10", 10, id="a lone signed number"),
    ],
)
def test_a_percentage_reads_as_the_sum_a_gm_says(written: str, value: int) -> None:
    assert whole_number("chance", written, percent=True) == value


@pytest.mark.parametrize("written", ["75--", "75-", "abc", "75 20", "7 5", "%50", "75+-20", "--5"])
def test_a_broken_sum_is_refused_with_words_that_say_how_to_write_one(written: str) -> None:
    with pytest.raises(InputError, match=r"must be a whole number or a sum such as 75-20, not '"):
        whole_number("chance", written, percent=True)


def test_a_whole_number_that_is_no_percentage_reads_no_sum() -> None:
    # A characteristic, a count or a roll: "12-2" is not read as 10 there.
    with pytest.raises(InputError, match="must be a whole number, not '12-2'"):
        whole_number("str", "12-2")


@given(
    st.lists(st.integers(0, 10**MAX_DIGITS - 1), min_size=1, max_size=6),
    st.lists(st.sampled_from(["-", "+", MINUS]), min_size=6, max_size=6),
    st.lists(st.sampled_from(["", " ", "  "]), min_size=12, max_size=12),
    st.booleans(),
)
def test_every_sum_written_any_way_reads_as_its_terms(
    numbers: list[int], signs: list[str], spaces: list[str], percent_signs: bool
) -> None:
    mark = "%" if percent_signs else ""
    written = str(numbers[0]) + mark
    terms = [numbers[0]]
    more = len(numbers) - 1
    steps = zip(numbers[1:], signs[:more], spaces[:more], spaces[6 : 6 + more], strict=True)
    for number, sign, before, after in steps:
        written += f"{before}{sign}{after}{number}{mark}"
        terms.append(number if sign == "+" else -number)
    assert sum_terms(written) == tuple(terms)
    assert whole_number("chance", written, percent=True) == sum(terms)


@given(st.text(alphabet="0123456789+-%x. ", max_size=12))
def test_any_text_is_read_as_a_sum_or_refused_naming_its_field(text: str) -> None:
    try:
        value = whole_number("chance", text, percent=True)
    except InputError as error:
        assert error.input == "chance"
        return
    terms = sum_terms(text.replace("\u2212", "-").strip())
    assert terms is not None and sum(terms) == value


def _declared_chances() -> list[tuple[str, str]]:
    return [
        (calculator.name, item.name)
        for calculator in REGISTRY.values()
        for item in calculator.inputs
        if item.modifier
    ]


def test_every_roll_that_takes_a_chance_has_a_modifier_of_its_own_label() -> None:
    names = {name for name, _ in _declared_chances()}
    assert {"ability", "opposed", "contest", "request_test", "brp_task", "interrupt"} <= names
    for calculator in REGISTRY.values():
        modifiers = [item for item in calculator.inputs if item.modifies]
        chances = [item.name for item in calculator.inputs if item.modifier]
        # each right after its chance, and labelled as no other field is
        for modifier in modifiers:
            at = [item.name for item in calculator.inputs].index(modifier.name)
            assert calculator.inputs[at - 1].name == modifier.modifies
        assert [modifier.modifies for modifier in modifiers] == chances
        labels = [item.label for item in calculator.fields]
        assert all(labels.count(modifier.label) == 1 for modifier in modifiers), calculator.name


@pytest.mark.parametrize(("name", "chance"), _declared_chances())
def test_a_modifier_is_the_same_as_the_sum_typed_in(name: str, chance: str) -> None:
    calculator = REGISTRY[name]
    inputs = {**calculator.defaults()}
    inputs[chance] = 75
    modified = calculate(name, {**inputs, f"{chance}_modifier": "-20"})
    typed = calculate(name, {**inputs, chance: "75-20"})
    plain = calculate(name, {**inputs, chance: 55})
    for answer in (modified, typed):
        sums = answer.pop(SUMS)
        assert sums[chance] == f"75 {MINUS} 20 = 55"
        # each other chance beside it as it stands, for the answer to say what each side rolls
        others = {item.name for item in calculator.inputs if item.modifier} - {chance}
        assert set(sums) - {chance} == others
        for other in others:
            assert sums[other] == str(inputs.get(other, "none")).replace("-", MINUS)
        assert json.dumps(answer) == json.dumps(plain)
    assert SUMS not in plain  # an answer without a sum is as it always was


def test_the_ability_roll_at_minus_20_shows_the_sum_and_the_bands_of_55() -> None:
    # RuneQuest › Reattempting Ability Rolls: Climb 75% failed, the follow-up at −20% is 55%:
    # RuneQuest › Results Table: critical 1/20 of 55 (03), special 1/5 (11).
    answer = calculate("ability", {"chance": 75, "chance_modifier": -20, "roll": 11})
    assert answer[SUMS] == {"chance": "75 − 20 = 55"}
    assert answer["ranges"]["critical"] == "01–03"
    assert answer["ranges"]["special"] == "04–11"
    assert answer["ranges"]["success"] == "12–55"
    assert answer["result_label"] == "Special success"


def test_a_modifier_and_a_typed_sum_add_up() -> None:
    # RuneQuest › Augment Result Table (+20) then Abilities Above 100%: Broadsword 135%, special
    # 01–27, critical 01–07; a −10% Passion penalty for the scene takes it to 125.
    answer = calculate("ability", {"chance": "115+20", "chance_modifier": "-10"})
    assert answer[SUMS] == {"chance": "115 + 20 − 10 = 125"}
    assert answer["chance"] == 125


def test_a_modifier_taking_the_chance_past_its_range_is_refused_at_the_modifier() -> None:
    low, high = RATING_RANGE
    with pytest.raises(InputError) as raised:
        calculate("opposed", {"a": 60, "b": 45, "b_modifier": -300})
    assert raised.value.input == "b_modifier"
    assert raised.value.message == (
        f"brings B's ability (%) to -255; it must be between {low} and {high}"
    )


def test_a_modifier_of_an_empty_chance_is_refused_at_the_modifier() -> None:
    # Basic Roleplaying › attack: the defence is optional (empty: no defence).
    inputs = {"attack": 60, "defence": "", "defence_number": "1", "shield": "none"}
    with pytest.raises(InputError) as raised:
        calculate("brp_attack", {**inputs, "defence_modifier": "-20"})
    assert raised.value.input == "defence_modifier"
    assert "give it first" in raised.value.message
    assert calculate("brp_attack", {**inputs, "defence_modifier": "0"})["defence_chance"] is None


def test_a_modifier_alone_is_held_to_its_own_range() -> None:
    low, high = MODIFIER_RANGE
    with pytest.raises(InputError, match=f"must be between {low} and {high}"):
        calculate("ability", {"chance": 50, "chance_modifier": high + 1})


@given(st.lists(st.integers(-999, 999), min_size=2, max_size=5))
def test_a_worked_sum_reads_back_as_its_total(terms: list[int]) -> None:
    shown = worked_sum(tuple(terms))
    left, total = shown.split(" = ")
    assert sum_terms(left) == tuple(terms)
    assert whole_number("chance", total, percent=True) == sum(terms)
    assert "-" not in shown  # the site's minus sign, never a hyphen


def test_beside_a_sum_the_other_side_shows_as_it_stands() -> None:
    # RuneQuest › Abilities Above 100%: the Broadsword at 115 + 20 against a 60% parry.
    answer = calculate("opposed", {"a": "115+20", "b": 60})
    assert answer[SUMS] == {"a": "115 + 20 = 135", "b": "60"}
    assert answer["b_effective"] == 25
    inputs = {"attack": 60, "defence": "", "defence_number": "1", "shield": "none"}
    assert calculate("brp_attack", {**inputs, "attack": "60-10"})[SUMS]["defence"] == "none"


def test_the_sums_open_the_answer_and_name_no_headline() -> None:
    for calculator in REGISTRY.values():
        sums = [output for output in calculator.outputs if output.group == SUMS_GROUP]
        assert list(calculator.outputs[: len(sums)]) == sums
        assert not set(calculator.headlines) & {output.key for output in sums}


def test_the_cli_reads_a_sum_and_a_modifier_alike() -> None:
    typed = run_cli("ability", "--chance", "75-20", "--roll", "11")
    modified = run_cli("ability", "--chance", "75", "--chance_modifier", "-20", "--roll", "11")
    for done in (typed, modified):
        assert done.returncode == 0, done.stderr
        answer = json.loads(done.stdout)
        assert answer["chance"] == 55
        assert answer["sums"] == {"chance": "75 − 20 = 55"}
        assert answer["result_label"] == "Special success"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--chance", "75--"), "chance: must be a whole number or a sum such as 75-20, not '75--'"),
        (("--chance", "abc"), "chance: must be a whole number or a sum such as 75-20, not 'abc'"),
        (
            ("--chance", "75", "--chance_modifier", "950"),
            "chance_modifier: brings Chance (%) to 1025; it must be between -200 and 999",
        ),
    ],
)
def test_the_cli_refuses_a_bad_sum_in_one_line_and_exits_2(
    args: tuple[str, ...], words: str
) -> None:
    done = run_cli("ability", *args)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == [f"python -m rules_py ability: error: {words}"]


@pytest.mark.parametrize(("name", "chance"), _declared_chances())
def test_every_modifier_is_drawn_under_its_chance_on_the_digit_keypad(
    name: str, chance: str
) -> None:
    html = str(widget_html(REGISTRY[name].describe()))
    field = re.search(rf'<input id="rules-{name}-{chance}"[^>]*>', html)
    modifier = re.search(rf'<input id="rules-{name}-{chance}_modifier"[^>]*>', html)
    assert field and modifier, name
    for tag in (field[0], modifier[0]):
        assert 'inputmode="numeric"' in tag and 'type="text"' in tag
    steps = re.findall(rf'data-for="{chance}_modifier" data-step="(-?\d+)"', html)
    assert steps == ["-20", "-10", "10", "20"]
    assert f'data-action="sign" data-for="{chance}_modifier"' in html
    assert f'data-error-for="{chance}_modifier"' in html
    # inside the chance's own field block, after the chance
    assert html.index(field[0]) < html.index(modifier[0])


def test_a_skill_below_0_with_no_modifier_gets_a_sign_button_on_the_digit_keypad() -> None:
    # Runeball 2022 Notes: a skill after wounds and sprints may fall below 0.
    html = str(widget_html(REGISTRY["runeball_pass"].describe()))
    field = re.search(r'<input id="rules-runeball_pass-pass_skill"[^>]*>', html)
    assert field and 'inputmode="numeric"' in field[0]
    assert 'data-action="sign" data-for="pass_skill"' in html
    # a count that is never negative has neither
    assert 'data-for="range"' not in html


def test_a_halved_rating_is_refused_with_its_figure() -> None:
    """A "60/2" (half a skill, as a GM writes it) was refused as "not a sum"; it is still
    refused (each rule rounds its halves its own way), with the figure to write worked out."""
    with pytest.raises(InputError, match=r"takes no division: .* \(60/2 is 30\)"):
        calculate("ability", {"chance": "60/2"})
    with pytest.raises(InputError, match=r"45/2 is between 22 and 23"):
        calculate("ability", {"chance": "45 / 2"})
