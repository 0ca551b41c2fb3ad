"""The one distribution type (rules_py.odds.Odds): built from d100 faces, counts or chances, merged
by a function, combined, and shown as percent and exact fractions, with values from the
documents and properties that hold for any distribution."""

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.brp.attack import attack_odds
from rules_py.brp.recovery import session_gain_odds
from rules_py.brp.tasks import opposed_odds as brp_opposed_odds
from rules_py.odds import Odds, as_percent, exact, percents
from rules_py.request.contests import contest_odds as request_contest_odds
from rules_py.request.skill_rolls import quality_rating, quality_rating_odds
from rules_py.rq2_combat.interrupts import Comparison, interrupt_odds
from rules_py.runeball.blocking import block_result_odds
from rules_py.runeball.kicking import kickoff_scatter_odds
from rules_py.runeball.passing import pass_result_odds
from rules_py.runeball.skill_rolls import TestDie
from rules_py.runequest.augment import augmented_odds
from rules_py.runequest.opposed import opposed_odds as runequest_opposed_odds
from rules_py.runequest.results import ResultLevel, level_odds, result_level

# Counts of equally likely ways: a handful of outcomes, from impossible to very likely.
COUNTS = st.dictionaries(st.integers(-20, 20), st.integers(0, 10**6), min_size=1).filter(
    lambda counts: sum(counts.values()) > 0
)


def test_a_d100_roll_gives_each_face_one_chance_in_a_hundred() -> None:
    """RuneQuest, The Game System › Results: a 50% ability succeeds on a roll of 01-50."""
    odds = Odds.of_d100(lambda roll: roll <= 50)
    assert odds == {True: Fraction(1, 2), False: Fraction(1, 2)}
    assert list(odds) == [True, False]  # in the order of the first face giving each


def test_d100_odds_are_the_rules_own_counts() -> None:
    """RuneQuest, The Game System › Results Table and ReQuest, Core Mechanic: Skill Rolls ›
    Result's Quality Rating: counting the faces one by one gives the odds the rules count by
    bands."""
    by_face = Odds.of_d100(lambda roll: result_level(50, roll))
    assert dict(by_face) == {level: p for level, p in level_odds(50).items() if p}
    assert by_face[ResultLevel.CRITICAL] == Fraction(3, 100)
    qr = Odds.of_d100(lambda roll: quality_rating(47, roll))
    assert dict(qr) == dict(quality_rating_odds(47))


def test_outcomes_given_twice_add_up_and_keep_their_first_place() -> None:
    odds = Odds([("miss", Fraction(1, 4)), ("hit", Fraction(1, 2)), ("miss", Fraction(1, 4))])
    assert list(odds.items()) == [("miss", Fraction(1, 2)), ("hit", Fraction(1, 2))]


def test_a_negative_chance_is_refused_where_odds_are_checked() -> None:
    with pytest.raises(ValueError, match="negative"):
        Odds({"x": Fraction(-1, 2), "y": Fraction(3, 2)}).checked()


def test_counts_need_a_positive_total() -> None:
    with pytest.raises(ValueError, match="positive total"):
        Odds.from_counts({"x": 0})


def test_checked_refuses_odds_that_miss_outcomes() -> None:
    assert Odds.from_counts({1: 1, 2: 2}).checked().total == 1
    with pytest.raises(ValueError, match="add up to 1/3"):
        Odds({"win": Fraction(1, 3)}).checked()


def test_over_lists_every_outcome_and_refuses_to_drop_a_possible_one() -> None:
    odds = Odds({"b": Fraction(1)})
    assert list(odds.over("abc").items()) == [
        ("a", Fraction(0)),
        ("b", Fraction(1)),
        ("c", Fraction(0)),
    ]
    with pytest.raises(ValueError, match="left out"):
        odds.over("ac")


def test_odds_cannot_be_changed() -> None:
    odds = Odds.certain("perfect")
    with pytest.raises(TypeError):
        odds["perfect"] = Fraction(0)  # type: ignore[index]
    with pytest.raises(AttributeError):
        odds.extra = 1  # type: ignore[attr-defined]


def test_two_d6_added_give_the_familiar_triangle() -> None:
    """Runeball 2022 Notes › Kick (Kick vs. DL 10): a kick that fails by 1-3 scatters 2d6-1
    hexes, 6 hexes one time in six."""
    d6 = Odds.from_counts(dict.fromkeys(range(1, 7), 1))
    two = d6.combine(d6, lambda a, b: a + b)
    assert two[7] == Fraction(1, 6) and two[2] == two[12] == Fraction(1, 36)
    assert two.mean() == 7


def test_the_json_of_odds_is_the_answers_record() -> None:
    """The pair every calculator answers with: percent floats and exact fractions, same keys."""
    odds = Odds({1: Fraction(1, 3), -1: Fraction(2, 3)})
    assert odds.record() == {
        "odds": {"1": 33.333333333333336, "-1": 66.66666666666667},
        "odds_exact": {"1": "1/3", "-1": "2/3"},
    }
    assert odds.percent(lambda qr: f"QR {qr}") == {
        "QR 1": 33.333333333333336,
        "QR -1": 66.66666666666667,
    }


def test_percent_never_shows_a_possible_outcome_as_0_or_an_uncertain_one_as_100() -> None:
    tiny = Fraction(1, 10**400)
    shown = Odds({"rare": tiny, "usual": 1 - tiny}).percent()
    assert shown["rare"] > 0 and shown["usual"] < 100


@given(COUNTS)
def test_counts_give_chances_that_add_up_to_one(counts: dict[int, int]) -> None:
    odds = Odds.from_counts(counts)
    assert odds.total == 1
    assert odds.checked() is odds
    assert list(odds) == list(counts)


@given(COUNTS, st.integers(1, 7))
def test_map_keeps_the_total(counts: dict[int, int], modulus: int) -> None:
    odds = Odds.from_counts(counts)
    merged = odds.map(lambda outcome: outcome % modulus)
    assert merged.total == odds.total == 1
    for key, p in merged.items():
        assert p == sum(q for outcome, q in odds.items() if outcome % modulus == key)


@given(COUNTS, COUNTS)
def test_combining_independent_odds_keeps_the_total_and_adds_the_means(
    first: dict[int, int], second: dict[int, int]
) -> None:
    a, b = Odds.from_counts(first), Odds.from_counts(second)
    added = a.combine(b, lambda x, y: x + y)
    assert added.total == 1
    assert added.mean() == a.mean() + b.mean()


@given(COUNTS, st.integers(-20, 20))
def test_chance_and_its_complement_add_up_to_one(counts: dict[int, int], cut: int) -> None:
    odds = Odds.from_counts(counts)
    assert odds.chance(lambda x: x < cut) + odds.chance(lambda x: x >= cut) == 1


@given(COUNTS)
def test_the_percent_json_is_the_exact_chance_within_float_error(counts: dict[int, int]) -> None:
    odds = Odds.from_counts(counts)
    shown, written = odds.percent(), odds.exact()
    assert list(shown) == list(written) == [str(key) for key in odds]
    for key, p in odds.items():
        assert Fraction(written[str(key)]) == p
        assert shown[str(key)] == pytest.approx(float(p * 100), rel=1e-12, abs=1e-300)
        assert shown[str(key)] == as_percent(p)


@given(COUNTS)
def test_chances_that_are_not_one_distribution_are_shown_the_same_way(
    counts: dict[int, int],
) -> None:
    odds = Odds.from_counts(counts)
    assert percents(dict(odds)) == odds.percent()
    assert exact(dict(odds)) == odds.exact()


RATINGS = st.integers(-50, 250)
SKILLS = st.integers(-10, 30)
# Every distribution of a roll the rules return holds every outcome: checked() refuses one whose
# chances do not add up to 1 (or that has a negative chance).
WHOLE: dict[str, tuple[st.SearchStrategy[tuple[int, int]], Callable[[int, int], Odds[Any]]]] = {
    "runequest.level_odds": (st.tuples(RATINGS, RATINGS), lambda a, b: level_odds(a)),
    "runequest.opposed_odds": (st.tuples(RATINGS, RATINGS), runequest_opposed_odds),
    "runequest.augmented_odds": (st.tuples(RATINGS, RATINGS), augmented_odds),
    "request.quality_rating_odds": (
        st.tuples(RATINGS, RATINGS),
        lambda a, b: quality_rating_odds(a),
    ),
    "request.contest_odds": (st.tuples(RATINGS, RATINGS), request_contest_odds),
    "brp.opposed_odds": (st.tuples(RATINGS, RATINGS), brp_opposed_odds),
    "brp.attack_odds": (st.tuples(RATINGS, RATINGS), attack_odds),
    "brp.session_gain_odds": (st.tuples(RATINGS, RATINGS), lambda a, b: session_gain_odds(a)),
    "runeball.pass_result_odds": (
        st.tuples(SKILLS, SKILLS),
        lambda a, b: pass_result_odds(a, b, TestDie.D12),
    ),
    "runeball.block_result_odds": (
        st.tuples(SKILLS, SKILLS),
        lambda a, b: block_result_odds(a, b, TestDie.TWO_D6),
    ),
    "runeball.kickoff_scatter_odds": (
        st.tuples(SKILLS, SKILLS),
        lambda a, b: kickoff_scatter_odds(a, TestDie.D12, b),
    ),
    "rq2_combat.interrupt_odds": (
        st.tuples(RATINGS, RATINGS),
        lambda a, b: interrupt_odds(a, b, Comparison.RUNEQUEST),
    ),
}


@pytest.mark.parametrize("name", list(WHOLE))
def test_every_distribution_of_a_roll_holds_every_outcome(name: str) -> None:
    strategy, odds_of = WHOLE[name]

    @given(strategy)
    def whole(pair: tuple[int, int]) -> None:
        odds_of(*pair).checked()

    whole()
