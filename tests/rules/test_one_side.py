"""Either side of a two-sided roll may roll first: its result shows before the other side rolls,
worked out by the same rules as when both have rolled; the other side's roll completes the
outcome; the odds before anyone rolls stay. Values from the documents' own examples."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, calculate
from rules_py.comparison.contests import System, side_result
from rules_py.runequest.opposed import opposed_level, opposed_levels

# Each two-sided calculator, found by its declaration: a pair of d100 rolls, side by side.
TWO_SIDED = [
    (calculator.name, first, second)
    for calculator in REGISTRY.values()
    for first, second in calculator.pairs
    if all(item.d100 for item in calculator.inputs if item.name in (first, second))
    and calculator.name != "brp_task"  # one character's two dice (Advantage), not two sides
]
# What each side's roll shows, and the outcome both complete (by output key).
SHOWN = {
    "opposed": ("a_result_label", "b_result_label", "outcome_label"),
    "contest": ("a_result", "b_result", "outcome_label"),
    "interrupt": ("interrupter_result", "actor_result", "first_label"),
    "brp_attack": ("attack_result", "defence_result", "outcome_label"),
}

BROADSWORD = "RuneQuest › Abilities Above 100%: Broadsword 135% against a 60% parry"
BOW = "RQII House Rules, The Combat Round › Interrupting Combat Actions: bow 78%, broo 45%"
ATTACK = "Basic Roleplaying, Edited House Rules › Attack results: attack 60% against a 50% parry"
THROG = "ReQuest › Contests and special numbers: Throg 286% rolls 32, Bob 20% rolls 01"


def test_the_two_sided_calculators_are_found_by_their_declarations() -> None:
    assert sorted(name for name, _, _ in TWO_SIDED) == sorted(SHOWN)


@pytest.mark.parametrize(
    ("name", "inputs", "a_shows", "b_shows", "outcome"),
    [
        pytest.param(
            "opposed",
            {"a": 135, "b": 60, "a_roll": 27, "b_roll": 20},
            "Special success",
            "Success",  # 60 − 35 = 25: 20 succeeds
            "A wins",
            id=BROADSWORD,
        ),
        pytest.param(
            "brp_attack",
            {"attack": 60, "defence": 50, "attack_roll": 7, "defence_roll": 40},
            "Special/hard success",
            "Success",  # a plain success does not stop a special
            "Damage rolled",
            id=ATTACK,
        ),
        pytest.param(
            "contest",
            {"system": "runequest", "a": 135, "b": 60, "a_roll": 27, "b_roll": 20},
            "Special success",
            "Success",
            "A wins",
            id=f"contest: {BROADSWORD}",
        ),
        pytest.param(
            "contest",
            {"system": "request", "a": 286, "b": 20, "a_roll": 32, "b_roll": 1},
            "Double critical (QR 3)",
            "Critical success (QR 2)",
            "B wins",
            id=THROG,
        ),
        pytest.param(
            "contest",
            # Basic Roleplaying, Edited House Rules › Opposed Rolls: one success against a
            # failure wins.
            {"system": "brp", "a": 60, "b": 45, "a_roll": 40, "b_roll": 70},
            "Success",
            "Failure",
            "A wins",
            id="Basic Roleplaying › Opposed Rolls: a success beats a failure",
        ),
        pytest.param(
            "interrupt",
            {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21},
            "Success (QR 1)",
            "Success (QR 1)",
            "The interrupter goes first",
            id=BOW,
        ),
    ],
)
def test_each_side_rolled_alone_shows_its_result_and_both_complete_the_outcome(
    name: str, inputs: dict[str, object], a_shows: str, b_shows: str, outcome: str
) -> None:
    (_, a_roll, b_roll) = next(found for found in TWO_SIDED if found[0] == name)
    a_key, b_key, outcome_key = SHOWN[name]
    before = calculate(name, {k: v for k, v in inputs.items() if k not in (a_roll, b_roll)})
    a_alone = calculate(name, {k: v for k, v in inputs.items() if k != b_roll})
    b_alone = calculate(name, {k: v for k, v in inputs.items() if k != a_roll})
    both = calculate(name, inputs)
    assert (a_alone[a_key], a_alone[b_key], a_alone[outcome_key]) == (a_shows, None, None)
    assert (b_alone[a_key], b_alone[b_key], b_alone[outcome_key]) == (None, b_shows, None)
    assert (both[a_key], both[b_key], both[outcome_key]) == (a_shows, b_shows, outcome)
    # The odds before anyone rolls stay whatever has been rolled.
    assert before["odds"] == a_alone["odds"] == b_alone["odds"] == both["odds"]


def test_a_side_that_rolled_first_leads_the_headline_until_the_other_rolls() -> None:
    for name, (a_key, b_key, outcome_key) in SHOWN.items():
        assert REGISTRY[name].headlines[:3] == (outcome_key, a_key, b_key)


@given(
    st.integers(-200, 999),
    st.integers(-200, 999),
    st.integers(1, 100),
    st.integers(1, 100),
)
def test_one_side_rolled_alone_gets_the_result_it_gets_beside_the_other(
    a: int, b: int, a_roll: int, b_roll: int
) -> None:
    both = opposed_levels([a, b], [a_roll, b_roll])
    assert (opposed_level([a, b], 0, a_roll), opposed_level([a, b], 1, b_roll)) == both
    for system in System:
        alone = side_result(system, (a, b), 0, a_roll), side_result(system, (a, b), 1, b_roll)
        answer = calculate("contest", {"system": system.value, "a": a, "b": b})
        rolled = calculate(
            "contest", {"system": system.value, "a": a, "b": b, "a_roll": a_roll, "b_roll": b_roll}
        )
        assert (rolled["a_result"], rolled["b_result"]) == alone
        assert answer["odds"] == rolled["odds"]


def test_the_holder_of_an_ability_above_100_rolls_first_under_either_reading() -> None:
    # RuneQuest › Abilities Above 100%: special on 27 or lower, critical on 01–07 from the full
    # 135% (the example), or from the reduced 100% under the other reading.
    full = calculate("opposed", {"a": 135, "b": 60, "a_roll": 27})
    reduced = calculate("opposed", {"a": 135, "b": 60, "a_roll": 27, "holder_bands": "reduced"})
    assert full["a_result_label"] == "Special success"
    assert reduced["a_result_label"] == "Success"
    assert calculate("opposed", {"a": 135, "b": 60, "a_roll": 7})["a_result_label"] == (
        "Critical success"
    )
