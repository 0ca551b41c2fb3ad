"""Basic tasks and opposed rolls (Basic Roleplaying, Edited House Rules › Basic Tasks; Opposed
Rolls)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.brp.tasks import (
    Degree,
    OpposedOutcome,
    degree,
    degree_odds,
    opposed_odds,
    opposed_outcome,
)

ratings = st.integers(min_value=-200, max_value=999)
rolls = st.integers(min_value=1, max_value=100)


@pytest.mark.parametrize(
    ("rating", "roll", "expected"),
    [
        pytest.param(
            60,
            60,
            Degree.SUCCESS,
            id="Basic Roleplaying > Basic Tasks: equal to the rating succeeds",
        ),
        pytest.param(
            60, 61, Degree.FAILURE, id="Basic Roleplaying > Basic Tasks: over the rating fails"
        ),
        pytest.param(
            60, 11, Degree.SPECIAL, id="Basic Roleplaying > Basic Tasks: under 1/5 of 60 is special"
        ),
        pytest.param(60, 12, Degree.SUCCESS, id="A002-02: 12 is not under 12"),
        pytest.param(
            200, 9, Degree.CRITICAL, id="Basic Roleplaying > Basic Tasks: under 1/20 of 200"
        ),
        pytest.param(200, 10, Degree.SPECIAL, id="A002-02: 10 is not under 10"),
        pytest.param(
            0, 5, Degree.CRITICAL, id="Basic Roleplaying > Basic Tasks: 01-05 always critical"
        ),
        pytest.param(
            10, 1, Degree.CRITICAL, id="Basic Roleplaying > Basic Tasks: 01 always critical"
        ),
        pytest.param(99, 96, Degree.FUMBLE, id="A002-04: 96-00 fumble even under the rating"),
        pytest.param(10, 100, Degree.FUMBLE, id="Basic Roleplaying > Basic Tasks: 00 fumble"),
    ],
)
def test_degrees(rating: int, roll: int, expected: Degree) -> None:
    assert degree(rating, roll) is expected


@pytest.mark.parametrize(
    ("a_rating", "a", "b_rating", "b", "expected"),
    [
        pytest.param(
            60,
            Degree.FAILURE,
            40,
            Degree.FUMBLE,
            "no_result",
            id="Basic Roleplaying > Opposed Rolls: both fail",
        ),
        pytest.param(
            40,
            Degree.SUCCESS,
            60,
            Degree.FAILURE,
            "a_wins",
            id="Basic Roleplaying > Opposed Rolls: one succeeds",
        ),
        pytest.param(
            60,
            Degree.SUCCESS,
            40,
            Degree.SPECIAL,
            "b_wins",
            id="Basic Roleplaying > Opposed Rolls: better success",
        ),
        pytest.param(
            60,
            Degree.SPECIAL,
            40,
            Degree.SPECIAL,
            "a_wins",
            id="Basic Roleplaying > Opposed Rolls: higher rating",
        ),
        pytest.param(50, Degree.SUCCESS, 50, Degree.SUCCESS, "no_result", id="A002-15 equal"),
    ],
)
def test_opposed_rolls(a_rating: int, a: Degree, b_rating: int, b: Degree, expected: str) -> None:
    assert opposed_outcome(a_rating, a, b_rating, b).value == expected


@given(ratings)
def test_degree_odds_sum_to_one(rating: int) -> None:
    odds = degree_odds(rating)
    assert sum(odds.values()) == 1
    assert odds[Degree.CRITICAL] >= Fraction(5, 100)
    assert odds[Degree.FUMBLE] == Fraction(5, 100)


@given(ratings, ratings, rolls)
def test_a_higher_rating_never_lowers_a_degree(low: int, high: int, roll: int) -> None:
    low, high = sorted((low, high))
    assert degree(low, roll) <= degree(high, roll)


@given(ratings, ratings)
def test_opposed_odds_sum_to_one_and_swap(a: int, b: int) -> None:
    odds = opposed_odds(a, b)
    assert sum(odds.values()) == 1
    swapped = opposed_odds(b, a)
    assert odds[OpposedOutcome.A_WINS] == swapped[OpposedOutcome.B_WINS]
    assert odds[OpposedOutcome.NO_RESULT] == swapped[OpposedOutcome.NO_RESULT]


@given(ratings, st.integers(min_value=1, max_value=100), ratings)
def test_a_higher_rating_never_lowers_the_chance_to_win(a: int, raise_by: int, b: int) -> None:
    # Equal ratings give no result on the same degree (A002-15), so passing the other rating
    # turns those into wins: still never a loss.
    lower = opposed_odds(a, b)[OpposedOutcome.A_WINS]
    assert lower <= opposed_odds(a + raise_by, b)[OpposedOutcome.A_WINS]
