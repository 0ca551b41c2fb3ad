"""One contest under three documents: RuneQuest, The Game System › Opposed Resolution Table;
Abilities Above 100%; ReQuest, Core Mechanic: Skill Rolls › Skill Contests and Reaction Contests;
and Basic Roleplaying, Edited House Rules › Opposed Rolls."""

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.brp.tasks import opposed_odds as brp_odds
from rules_py.calculators import calculate
from rules_py.comparison.contests import (
    Readings,
    System,
    contest_odds,
    rolled_contest,
    side_by_side,
)
from rules_py.request.contests import AllFail
from rules_py.request.contests import contest_odds as request_odds
from rules_py.runequest.opposed import HolderBands
from rules_py.runequest.opposed import opposed_odds as runequest_odds
from rules_py.runequest.results import level_odds

ratings = st.one_of(st.integers(min_value=0, max_value=300), st.integers(-200, 999))
systems = st.sampled_from(list(System))
slow = settings(max_examples=40, deadline=None)


@slow
@given(systems, ratings, ratings)
def test_odds_sum_to_one_and_swap_with_the_sides(system: System, a: int, b: int) -> None:
    odds = contest_odds(system, a, b)
    assert sum(odds.values()) == 1
    swapped = contest_odds(system, b, a)
    assert odds["a_wins"] == swapped["b_wins"]
    assert {k: p for k, p in odds.items() if "wins" not in k} == {
        k: p for k, p in swapped.items() if "wins" not in k
    }


@slow
@given(systems, ratings, st.integers(min_value=1, max_value=80), ratings)
def test_a_higher_rating_never_lowers_the_chance_to_win(
    system: System, a: int, raise_by: int, b: int
) -> None:
    higher = min(999, a + raise_by)
    assert contest_odds(system, a, b)["a_wins"] <= contest_odds(system, higher, b)["a_wins"]


def test_each_system_is_its_own_documents_rule() -> None:
    assert contest_odds(System.RUNEQUEST, 70, 40) == {
        k.value: p for k, p in runequest_odds(70, 40).items()
    }
    assert contest_odds(System.REQUEST, 70, 40) == {
        k.value: p for k, p in request_odds(70, 40).items()
    }
    assert contest_odds(System.BRP, 70, 40) == {k.value: p for k, p in brp_odds(70, 40).items()}


def test_runequest_takes_the_excess_above_100_from_everyone() -> None:
    # RuneQuest › Abilities Above 100%: 120 vs 10 plays as 100 vs 5 (never below the 5% default)
    # when the holder's critical and special are read from the reduced rating too (A000-08).
    reduced = Readings(holder_bands=HolderBands.REDUCED)
    odds = contest_odds(System.RUNEQUEST, 120, 10, reduced)
    assert odds == contest_odds(System.RUNEQUEST, 100, 5)
    assert level_odds(5) != level_odds(10)
    # The site's reading keeps the holder's own 120% bands: more specials, so more wins.
    assert contest_odds(System.RUNEQUEST, 120, 10)["a_wins"] > odds["a_wins"]


@pytest.mark.parametrize(
    ("a", "b", "a_roll", "b_roll", "expected"),
    [
        pytest.param(80, 80, 72, 43, ("tie", "a_wins", "no_result"), id="ReQuest: A 72 vs B 43"),
        pytest.param(60, 40, 30, 70, ("a_wins", "a_wins", "a_wins"), id="one succeeds"),
        pytest.param(60, 40, 70, 80, ("two_losers", "b_wins", "no_result"), id="both fail"),
        pytest.param(
            60,
            40,
            30,
            30,
            ("tie", "roll_again", "a_wins"),
            id="Basic Roleplaying > Opposed Rolls: higher rating",
        ),
        pytest.param(
            20,
            286,
            1,
            32,
            ("a_wins", "a_wins", "a_wins"),
            id="ReQuest > Contests and special numbers: Bob's 01",
        ),
    ],
)
def test_the_same_rolls_in_three_documents(
    a: int, b: int, a_roll: int, b_roll: int, expected: tuple[str, str, str]
) -> None:
    outcomes = tuple(rolled_contest(system, a, b, a_roll, b_roll).outcome for system in System)
    assert outcomes == expected


def test_side_by_side_rows() -> None:
    rows = side_by_side(60, 45, Readings(all_fail=AllFail.HIGHEST_ROLL))
    assert [row["system"] for row in rows] == ["RuneQuest", "ReQuest", "Basic Roleplaying"]
    for row, system in zip(rows, System, strict=True):
        odds = contest_odds(system, 60, 45)
        assert row["a_wins"] == float(odds["a_wins"] * 100)
        total = sum(value for key, value in row.items() if key != "system" and value is not None)
        assert total == pytest.approx(100)
    assert rows[1]["tie"] is None and rows[1]["neither"] is None  # ReQuest rolls ties again
    assert rows[2]["tie"] is None and rows[2]["neither"] is not None


def test_contest_calculator_answers_for_every_system() -> None:
    for system in System:
        answer = calculate("contest", {"system": system.value, "a": 60, "b": 45})
        assert json.loads(json.dumps(answer)) == answer
        exact = {key: Fraction(value) for key, value in answer["odds_exact"].items()}
        assert exact == contest_odds(system, 60, 45)
        assert len(answer["side_by_side"]) == 3
        victories = [Fraction(value) for value in answer["victories_exact"].values()]
        assert sum(victories) == 1


def test_contest_gm_option_reaches_request_only() -> None:
    plain = calculate("contest", {"system": "request", "a": 60, "b": 45})
    nobody = calculate(
        "contest", {"system": "request", "a": 60, "b": 45, "all_fail": "nobody_wins"}
    )
    assert "no_result" in nobody["odds"] and "no_result" not in plain["odds"]
    assert nobody["side_by_side"][1]["neither"] == nobody["odds"]["no_result"]
    assert nobody["side_by_side"][0] == plain["side_by_side"][0]


def test_contest_with_rolls() -> None:
    answer = calculate(
        "contest", {"system": "brp", "a": 60, "b": 45, "a_roll": "07", "b_roll": "00"}
    )
    assert (answer["a_result"], answer["b_result"]) == ("Special/hard success", "Fumble")
    assert (answer["winner"], answer["vr"], answer["victory"]) == ("a", None, None)
    answer = calculate(
        "contest", {"system": "runequest", "a": 50, "b": 50, "a_roll": 30, "b_roll": 40}
    )
    assert (answer["outcome"], answer["winner"]) == ("tie", None)
