"""Basic tasks and opposed rolls (Basic Roleplaying house rules › "Basic Tasks", "Opposed Rolls",
"Quick-and-Dirty Results").

A d100 roll at or under the rating succeeds; under a fifth of the rating
it is a special (hard) success and under a twentieth a critical. 01–05 is always a critical and
96–00 always a fumble. In an opposed roll two failures give no result, one success wins, two
successes go to the better degree and the same degree to the higher rating.

Readings: "under" a fifth or a twentieth is strict and the fractions are not rounded, so the tests
are ``roll * 5 < rating`` and ``roll * 20 < rating``; the other readings are "at or under" and "at
or under the fraction rounded half up" (A002-02, :class:`Threshold`). 96–00 is a fumble even when it
is at or under the rating (A002-04). The rating that breaks a tie of degree is the one rolled
against, or (the other reading, "higher base rating" taken literally) the skill's base rating before
modifiers (A002-15, :class:`TieRating`); equal ratings with the same degree give no result, or (the
other reading) are rolled again (A002-15, :class:`EqualRatings`). The quick-and-dirty special
("under by 25% or more") is an alternative to the fifth, read as 25 points or as a quarter of the
rating (A002-03, :class:`SpecialRule`); 01–05 as an automatic critical may also be read as an
automatic success only (A002-04, :class:`Edges`).
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from math import comb

from rules_py.dice import D100_FACES
from rules_py.labelled import Labelled
from rules_py.levels import Level
from rules_py.odds import Odds
from rules_py.rounding import round_half_up_ratio

ALWAYS_CRITICAL = range(1, 6)  # 01–05
ALWAYS_FUMBLE = range(96, 101)  # 96–00
SPECIAL_DIVISOR = 5
CRITICAL_DIVISOR = 20


class Degree(Level):
    """The degrees of a task check, worst to best."""

    FUMBLE = 0
    FAILURE = 1
    SUCCESS = 2
    SPECIAL = 3
    CRITICAL = 4

    @property
    def label(self) -> str:
        """This document names the middle degree "special/hard"; the others as everywhere."""
        return "Special/hard success" if self is Degree.SPECIAL else super().label


class Threshold(Labelled):
    """How "under 1/5" and "under 1/20" of the rating are read (A002-02)."""

    STRICT = "strict", "Strictly under"
    AT_OR_UNDER = "at_or_under", "At or under"
    # at or under the fraction rounded half up: 63 / 5 = 12.6 reads 13
    ROUNDED = "rounded", "At or under, rounded half up"

    def reached(self, roll: int, divisor: int, rating: int) -> bool:
        """Whether ``roll`` is under ``rating / divisor`` as this reading reads "under".

        >>> Threshold.STRICT.reached(12, 5, 60), Threshold.AT_OR_UNDER.reached(12, 5, 60)
        (False, True)
        >>> Threshold.AT_OR_UNDER.reached(13, 5, 63), Threshold.ROUNDED.reached(13, 5, 63)
        (False, True)
        """
        if self is Threshold.STRICT:
            return roll * divisor < rating
        if self is Threshold.ROUNDED:
            return roll <= round_half_up_ratio(rating, divisor)
        return roll * divisor <= rating


class EqualRatings(Enum):
    """Two successes of the same degree at equal ratings (A002-15)."""

    NO_RESULT = "no_result"
    ROLL_AGAIN = "roll_again"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "No result" if self is EqualRatings.NO_RESULT else "Roll again"


class TieRating(Enum):
    """Which rating breaks a tie of degree in an opposed roll (A002-15): the one rolled against,
    or the skill's base rating before any modifier ("the higher base rating")."""

    ROLLED = "rolled"
    BASE = "base"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "The rating rolled against" if self is TieRating.ROLLED else "The base rating"


class SpecialRule(Labelled):
    """Which rule makes a special (A002-03): the fifth of Basic Tasks, or the quick-and-dirty
    "under the rating by 25% or more" (which leaves 01–05 as the only criticals)."""

    FIFTH = "fifth", "Under a fifth (Basic Tasks)"
    BY_25_POINTS = "by_25_points", "Quick-and-dirty: 25 points under"
    BY_A_QUARTER = "by_a_quarter", "Quick-and-dirty: a quarter under"

    def special(self, roll: int, rating: int, threshold: Threshold) -> bool:
        """Whether ``roll`` is a special under this rule ("Quick-and-Dirty Results").

        >>> [rule.special(35, 60, Threshold.STRICT) for rule in SpecialRule]
        [False, True, True]
        >>> SpecialRule.BY_25_POINTS.special(45, 60, Threshold.STRICT)
        False
        """
        if self is SpecialRule.FIFTH:
            return threshold.reached(roll, SPECIAL_DIVISOR, rating)
        if self is SpecialRule.BY_25_POINTS:
            return roll <= rating - QUICK_MARGIN
        return 4 * roll <= 3 * rating  # under by at least a quarter of the rating


QUICK_MARGIN = 25  # "Quick-and-Dirty Results": under the rating by 25 or more


class Edges(Enum):
    """What 01–05 always are (A002-04): criticals, as the sheet says, or successes whose degree
    the fractions decide. 96–00 are fumbles under both."""

    AS_WRITTEN = "as_written"
    SUCCESS_ONLY = "success_only"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "01–05 always critical" if self is Edges.AS_WRITTEN else "01–05 always succeed"


def degree(
    rating: int,
    roll: int,
    threshold: Threshold = Threshold.STRICT,
    special: SpecialRule = SpecialRule.FIFTH,
    edges: Edges = Edges.AS_WRITTEN,
) -> Degree:
    """The degree of ``roll`` (1..100, 00 = 100) against ``rating`` ("Basic Tasks").

    >>> degree(60, 3).name, degree(60, 11).name, degree(60, 12).name, degree(60, 60).name
    ('CRITICAL', 'SPECIAL', 'SUCCESS', 'SUCCESS')
    >>> degree(60, 61).name, degree(99, 96).name, degree(200, 9).name
    ('FAILURE', 'FUMBLE', 'CRITICAL')
    >>> degree(60, 12, Threshold.AT_OR_UNDER).name, degree(200, 10, Threshold.AT_OR_UNDER).name
    ('SPECIAL', 'CRITICAL')
    >>> quick, success_only = SpecialRule.BY_25_POINTS, Edges.SUCCESS_ONLY
    >>> degree(60, 35, special=quick).name, degree(60, 3, edges=success_only).name
    ('SPECIAL', 'SPECIAL')
    >>> degree(200, 9, special=quick).name, degree(0, 4, edges=success_only).name
    ('SPECIAL', 'SUCCESS')
    """
    quick = special is not SpecialRule.FIFTH
    if roll in ALWAYS_CRITICAL and (edges is Edges.AS_WRITTEN or quick):
        return Degree.CRITICAL
    if roll in ALWAYS_FUMBLE:
        return Degree.FUMBLE
    if not quick and threshold.reached(roll, CRITICAL_DIVISOR, rating):
        return Degree.CRITICAL
    if special.special(roll, rating, threshold):
        return Degree.SPECIAL
    if roll <= rating or roll in ALWAYS_CRITICAL:
        return Degree.SUCCESS
    return Degree.FAILURE


class OpposedOutcome(Enum):
    """The outcomes of an opposed roll, seen from side A."""

    A_WINS = "a_wins"
    B_WINS = "b_wins"
    NO_RESULT = "no_result"
    ROLL_AGAIN = "roll_again"  # only under EqualRatings.ROLL_AGAIN, and never in the odds


def opposed_outcome(
    a_rating: int,
    a: Degree,
    b_rating: int,
    b: Degree,
    equal: EqualRatings = EqualRatings.NO_RESULT,
) -> OpposedOutcome:
    """Outcome of A's degree against B's.

    >>> opposed_outcome(60, Degree.SUCCESS, 40, Degree.SUCCESS).value
    'a_wins'
    >>> opposed_outcome(60, Degree.SUCCESS, 40, Degree.SPECIAL).value
    'b_wins'
    >>> opposed_outcome(60, Degree.FAILURE, 40, Degree.FUMBLE).value
    'no_result'
    >>> opposed_outcome(50, Degree.SUCCESS, 50, Degree.SUCCESS, EqualRatings.ROLL_AGAIN).value
    'roll_again'
    """
    if not a.succeeded and not b.succeeded:
        return OpposedOutcome.NO_RESULT
    if a != b:
        return OpposedOutcome.A_WINS if a > b else OpposedOutcome.B_WINS
    if a_rating == b_rating:
        if equal is EqualRatings.ROLL_AGAIN:
            return OpposedOutcome.ROLL_AGAIN
        return OpposedOutcome.NO_RESULT
    return OpposedOutcome.A_WINS if a_rating > b_rating else OpposedOutcome.B_WINS


BEST_FIRST = tuple(sorted(Degree, reverse=True))


def degree_counts(
    rating: int,
    threshold: Threshold = Threshold.STRICT,
    special: SpecialRule = SpecialRule.FIFTH,
    edges: Edges = Edges.AS_WRITTEN,
) -> dict[Degree, int]:
    """How many of the hundred faces give each degree, best first (zeros included).

    >>> list(degree_counts(60).values())
    [5, 6, 49, 35, 5]
    """
    return dict(zip(BEST_FIRST, _degree_counts(rating, threshold, special, edges), strict=True))


@lru_cache(maxsize=4096)
def _degree_counts(
    rating: int, threshold: Threshold, special: SpecialRule, edges: Edges
) -> tuple[int, ...]:
    faces = [degree(rating, roll, threshold, special, edges) for roll in D100_FACES]
    return tuple(faces.count(level) for level in BEST_FIRST)


def degree_odds(
    rating: int,
    threshold: Threshold = Threshold.STRICT,
    special: SpecialRule = SpecialRule.FIFTH,
    edges: Edges = Edges.AS_WRITTEN,
) -> Odds[Degree]:
    """Exact odds of each degree, best first (zeros included).

    >>> [str(p) for p in degree_odds(60).values()]
    ['1/20', '3/50', '49/100', '7/20', '1/20']
    """
    counts = degree_counts(rating, threshold, special, edges)
    return Odds.from_counts(counts, len(D100_FACES))


def opposed_odds(
    a: int,
    b: int,
    threshold: Threshold = Threshold.STRICT,
    equal: EqualRatings = EqualRatings.NO_RESULT,
    rules: "TaskRules | None" = None,
    tie_ratings: tuple[int, int] | None = None,
) -> Odds[OpposedOutcome]:
    """Exact odds of each outcome for ratings ``a`` and ``b``; a roll-again is rolled again, so
    the odds are those of the rolls that settle the contest. Counted over the 10,000 pairs of
    rolls, a pair of degrees at a time. ``rules`` (all three task readings) replaces
    ``threshold`` when given; ``tie_ratings`` are the ratings that break a tie of degree when they
    are not ``a`` and ``b`` (the base ratings, :class:`TieRating`).

    >>> {outcome.value: str(p) for outcome, p in opposed_odds(60, 60).items()}
    {'a_wins': '2969/10000', 'b_wins': '2969/10000', 'no_result': '2031/5000'}
    >>> {k.value: str(p) for k, p in opposed_odds(60, 60, equal=EqualRatings.ROLL_AGAIN).items()}
    {'a_wins': '2969/7538', 'b_wins': '2969/7538', 'no_result': '800/3769'}
    >>> quick = TaskRules(special=SpecialRule.BY_25_POINTS)
    >>> str(opposed_odds(60, 40, rules=quick)[OpposedOutcome.A_WINS])
    '219/400'
    """
    rules = rules or TaskRules(threshold)
    tie_a, tie_b = tie_ratings or (a, b)
    counts = dict.fromkeys(
        (OpposedOutcome.A_WINS, OpposedOutcome.B_WINS, OpposedOutcome.NO_RESULT), 0
    )
    again = 0
    degrees_b = rules.counts(b)
    for level_a, count_a in rules.counts(a).items():
        for level_b, count_b in degrees_b.items():
            outcome = opposed_outcome(tie_a, level_a, tie_b, level_b, equal)
            if outcome is OpposedOutcome.ROLL_AGAIN:
                again += count_a * count_b
            else:
                counts[outcome] += count_a * count_b
    return Odds.from_counts(counts, 10_000 - again)


@dataclass(frozen=True)
class TaskRules:
    """The three readings that decide a task roll's degree (A002-02, A002-03, A002-04), held
    together so that every roll of one calculation reads the sheet the same way."""

    threshold: Threshold = Threshold.STRICT
    special: SpecialRule = SpecialRule.FIFTH
    edges: Edges = Edges.AS_WRITTEN

    def degree(self, rating: int, roll: int) -> Degree:
        """The degree of ``roll`` against ``rating`` under these readings.

        >>> TaskRules().degree(60, 11).name, TaskRules(Threshold.AT_OR_UNDER).degree(60, 12).name
        ('SPECIAL', 'SPECIAL')
        """
        return degree(rating, roll, self.threshold, self.special, self.edges)

    def counts(self, rating: int) -> dict[Degree, int]:
        """How many of the hundred faces give each degree, best first.

        >>> list(TaskRules().counts(60).values())
        [5, 6, 49, 35, 5]
        """
        return degree_counts(rating, self.threshold, self.special, self.edges)

    def odds(self, rating: int) -> Odds[Degree]:
        """Exact odds of each degree, best first.

        >>> str(TaskRules(special=SpecialRule.BY_25_POINTS).odds(60)[Degree.SPECIAL])
        '3/10'
        """
        return degree_odds(rating, self.threshold, self.special, self.edges)


SITE_READINGS = TaskRules()  # the site's reading of each of the three


def extended_success_chance(rating: int, needed: int, checks: int, rules: TaskRules) -> Fraction:
    """Chance of at least ``needed`` successes in ``checks`` checks ("Extended Rolls").

    >>> str(extended_success_chance(50, 2, 3, TaskRules()))
    '1/2'
    """
    p = rules.odds(rating).chance(lambda level: level.succeeded)
    return sum(
        (comb(checks, k) * p**k * (1 - p) ** (checks - k) for k in range(needed, checks + 1)),
        Fraction(0),
    )


def expected_checks(rating: int, needed: int, rules: TaskRules) -> Fraction | None:
    """Expected number of checks to gather ``needed`` successes ("Extended Rolls"); None when a
    check can never succeed.

    >>> str(expected_checks(60, 3, TaskRules()))
    '5'
    """
    p = rules.odds(rating).chance(lambda level: level.succeeded)
    return None if p == 0 else needed / p


def teamwork_rating(skills: list[int]) -> int:
    """Everyone in a team rolls against the group's best rating ("Teamwork").

    >>> teamwork_rating([35, 70, 20])
    70
    """
    if not skills:
        raise ValueError("a team has at least one member")
    return max(skills)
