"""Properties of the RuneQuest roll rules (RuneQuest, The Game System › Results; Opposed Resolution;
Abilities Above 100%; Augment Result Table) over their whole input range."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from rules_py.runequest.augment import augmented_odds
from rules_py.runequest.opposed import OpposedOutcome, opposed_odds, reduced_ratings
from rules_py.runequest.results import (
    ResultLevel,
    critical_max,
    fumble_min,
    level_odds,
    result_level,
    special_max,
    success_max,
)

chances = st.integers(min_value=1, max_value=999)
any_chance = st.integers(min_value=-200, max_value=999)
rolls = st.integers(min_value=1, max_value=100)


@given(chances)
def test_levels_nest(chance: int) -> None:
    assert 1 <= critical_max(chance) <= special_max(chance)
    assert min(special_max(chance), 95) <= success_max(chance) < fumble_min(chance) <= 100


@given(chances, rolls)
def test_every_roll_has_one_level_matching_the_bands(chance: int, roll: int) -> None:
    level = result_level(chance, roll)
    if roll <= success_max(chance):
        expected = (
            ResultLevel.CRITICAL
            if roll <= critical_max(chance) or roll == 1
            else ResultLevel.SPECIAL
            if roll <= special_max(chance)
            else ResultLevel.SUCCESS
        )
    else:
        expected = ResultLevel.FUMBLE if roll >= fumble_min(chance) else ResultLevel.FAILURE
    assert level == expected


@given(any_chance)
def test_odds_sum_to_one(chance: int) -> None:
    assert sum(level_odds(chance).values()) == 1


@given(any_chance, any_chance)
def test_a_higher_chance_is_never_worse(low: int, high: int) -> None:
    low, high = sorted((low, high))

    def at_least(chance: int, level: ResultLevel) -> Fraction:
        return sum((p for lv, p in level_odds(chance).items() if lv >= level), Fraction(0))

    for level in (ResultLevel.SUCCESS, ResultLevel.SPECIAL, ResultLevel.CRITICAL):
        assert at_least(low, level) <= at_least(high, level)
    # A rating of 0 or less is not rolled (A000-05), so it cannot fumble while 1% can (96–00):
    # "no worse than a failure" only grows with the chance among ratings that are rolled.
    if low >= 1:
        assert at_least(low, ResultLevel.FAILURE) <= at_least(high, ResultLevel.FAILURE)


@given(any_chance, any_chance)
def test_opposed_odds_are_symmetric_and_sum_to_one(a: int, b: int) -> None:
    forward, backward = opposed_odds(a, b), opposed_odds(b, a)
    assert sum(forward.values()) == 1
    assert forward[OpposedOutcome.A_WINS] == backward[OpposedOutcome.B_WINS]
    assert forward[OpposedOutcome.TIE] == backward[OpposedOutcome.TIE]


@given(st.lists(any_chance, min_size=2, max_size=6))
def test_reduction_never_raises_a_rating_and_tops_out_at_100(ratings: list[int]) -> None:
    reduced = reduced_ratings(ratings)
    assert all(after <= before for before, after in zip(ratings, reduced, strict=True))
    assert max(reduced) == min(max(ratings), 100) or max(ratings) <= 100


@given(any_chance, any_chance)
def test_augment_odds_sum_to_one(augmenting: int, ability: int) -> None:
    assert sum(augmented_odds(augmenting, ability).values()) == 1
