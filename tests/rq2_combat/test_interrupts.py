"""Interrupting an action (RuneQuest II House Rules, The Combat Round › Interrupting Combat
Actions): the page's example under both readings of A004-05, and the odds counted against every
pair of rolls."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import calculate
from rules_py.request.contests import ContestOutcome, resolve_contest
from rules_py.rq2_combat.interrupts import (
    Comparison,
    First,
    both_fail_chance,
    can_interrupt,
    interrupt_odds,
    who_goes_first,
)
from rules_py.runequest.opposed import opposed_levels, opposed_odds, opposed_outcome

skills = st.integers(-20, 250)


def test_interrupting_example_bow_78_rolls_32_beats_45_rolling_21() -> None:
    """Interrupting Combat Actions: Fahir (bow 78%) rolls 32, the broo (45%) rolls 21, both
    succeed and 'Fahir rolled higher so he resolves the effect of his attack first'."""
    result = calculate(
        "interrupt", {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21}
    )
    assert result["first"] == "interrupter"
    assert result["interrupter_result"] == "Success (QR 1)"
    assert result["actor_result"] == "Success (QR 1)"


def test_interrupting_example_under_runequests_opposed_roll_is_simultaneous() -> None:
    """Reading A004-05, the other way: two plain successes tie, so both land together."""
    inputs = {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21}
    result = calculate("interrupt", {**inputs, "comparison": "runequest"})
    assert result["first"] == "together"
    assert (result["interrupter_result"], result["actor_result"]) == ("Success", "Success")
    # RuneQuest II House Rules › Interrupting Combat Actions resolves this very case the other
    # way ("Fahir rolled higher so he resolves the effect of his attack first"): the answer says so.
    (note,) = result["notes"]
    assert "higher roll (the interrupter's) resolves first" in note
    assert "78%" in note and "32" in note and "21" in note
    assert calculate("interrupt", inputs)["notes"] == []


def test_no_tie_note_when_the_runequest_comparison_has_a_winner() -> None:
    """Interrupting Combat Actions, RuneQuest comparison: a special beats a success, no tie."""
    inputs = {"interrupter": 78, "actor": 45, "interrupter_roll": 10, "actor_roll": 21}
    result = calculate("interrupt", {**inputs, "comparison": "runequest"})
    assert result["first"] == "interrupter"
    assert result["notes"] == []


def test_odds_stated_on_the_actions_page() -> None:
    """The actions page: 78% against 45% goes first 75.26% of the time under our reading; under
    the other 48.94%, 15.72%, 23.24% and both fail 12.1%."""
    ours = calculate("interrupt", {"interrupter": 78, "actor": 45})
    assert round(ours["odds"]["interrupter"], 2) == 75.26
    other = calculate("interrupt", {"interrupter": 78, "actor": 45, "comparison": "runequest"})
    assert {key: round(value, 2) for key, value in other["odds"].items()} == {
        "interrupter": 48.94,
        "actor": 15.72,
        "together": 23.24,
        "both_fail": 12.1,
    }
    assert ours["both_fail"] == other["both_fail"] == 12.1


def test_only_a_character_who_delayed_with_an_action_left_may_interrupt() -> None:
    assert can_interrupt(True, 1)
    assert not can_interrupt(True, 0)
    assert not can_interrupt(False, 3)


def test_the_interrupter_may_roll_first_and_the_actor_completes_it() -> None:
    # RQII House Rules, The Combat Round › Interrupting Combat Actions: Fahir's bow (78%) rolls
    # 32 first; the broo's 21 then says who resolves first.
    alone = calculate("interrupt", {"interrupter": 78, "actor": 45, "interrupter_roll": 32})
    assert (alone["interrupter_result"], alone["actor_result"]) == ("Success (QR 1)", None)
    assert alone["first_label"] is None
    both = calculate(
        "interrupt", {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21}
    )
    assert both["first_label"] == "The interrupter goes first"


def _counted(interrupter: int, actor: int, comparison: Comparison) -> dict[First, Fraction]:
    """Every one of the 10,000 pairs of rolls, one by one (roll-agains set aside)."""
    counts: dict[First, int] = {}
    for a in range(1, 101):
        for b in range(1, 101):
            first = who_goes_first(interrupter, a, actor, b, comparison)
            counts[first] = counts.get(first, 0) + 1
    counts.pop(First.ROLL_AGAIN, None)
    total = sum(counts.values())
    return {first: Fraction(count, total) for first, count in counts.items()}


@pytest.mark.parametrize("comparison", list(Comparison), ids=lambda c: c.value)
@pytest.mark.parametrize(("interrupter", "actor"), [(78, 45), (45, 78), (50, 50), (130, 20)])
def test_odds_match_the_count_of_every_pair_of_rolls(
    interrupter: int, actor: int, comparison: Comparison
) -> None:
    odds = interrupt_odds(interrupter, actor, comparison)
    counted = _counted(interrupter, actor, comparison)
    assert {first: p for first, p in odds.items() if p} == counted


def test_the_request_reading_is_the_request_contest_itself() -> None:
    """The same comparison as ReQuest's contests (one rule, written once)."""
    for a, b in [(32, 21), (1, 1), (100, 99), (55, 77)]:
        outcome = resolve_contest(78, a, 45, b).outcome
        first = who_goes_first(78, a, 45, b)
        assert (outcome, first) in {
            (ContestOutcome.A_WINS, First.INTERRUPTER),
            (ContestOutcome.B_WINS, First.ACTOR),
            (ContestOutcome.ROLL_AGAIN, First.ROLL_AGAIN),
        }
        levels = opposed_levels([78, 45], [a, b])
        assert (
            who_goes_first(78, a, 45, b, Comparison.RUNEQUEST).value
            == {
                "a_wins": "interrupter",
                "b_wins": "actor",
                "tie": "together",
                "two_losers": "both_fail",
            }[opposed_outcome(*levels).value]
        )


@given(interrupter=skills, actor=skills, comparison=st.sampled_from(Comparison))
def test_odds_sum_to_one(interrupter: int, actor: int, comparison: Comparison) -> None:
    odds = interrupt_odds(interrupter, actor, comparison)
    assert sum(odds.values()) == 1
    assert all(0 <= p <= 1 for p in odds.values())
    assert 0 <= both_fail_chance(interrupter, actor, comparison) <= 1


@given(interrupter=st.integers(-20, 249), actor=skills)
def test_more_skill_never_lowers_the_chance_to_go_first(interrupter: int, actor: int) -> None:
    now = interrupt_odds(interrupter, actor)[First.INTERRUPTER]
    assert interrupt_odds(interrupter + 1, actor)[First.INTERRUPTER] >= now


@given(a=skills, b=skills)
def test_swapping_sides_swaps_the_odds(a: int, b: int) -> None:
    odds, swapped = interrupt_odds(a, b), interrupt_odds(b, a)
    assert odds[First.INTERRUPTER] == swapped[First.ACTOR]


@given(interrupter=skills, actor=skills)
def test_runequest_reading_is_runequests_opposed_roll(interrupter: int, actor: int) -> None:
    odds = interrupt_odds(interrupter, actor, Comparison.RUNEQUEST)
    names = {
        "a_wins": "interrupter",
        "b_wins": "actor",
        "tie": "together",
        "two_losers": "both_fail",
    }
    expected = {names[o.value]: p for o, p in opposed_odds(interrupter, actor).items()}
    assert {first.value: p for first, p in odds.items()} == expected
