"""Opposed resolution and abilities above 100% (RuneQuest, The Game System › Opposed Resolution;
Opposed Resolution Table; Abilities Above 100%).

Both sides roll. One success beats a failure; between two successes the better level wins; the same
level is a tie (two criticals too); two failures are two losers. A fumble is no worse than a failure
here: the table gives it no outcome of its own (A000-07, :class:`FumbleAgainst`); the other reading
gives the failing side the win over a fumble, as "a fumble is always worse than a failure" could
mean.

Above 100%: the highest rating's excess over 100 is taken from every participant, its holder
included, and a reduced chance never falls below 5 (the 01–05 band stays). Whose rating sets the
holder's own critical and special ranges is reading A000-08 (:class:`HolderBands`): by default the
full rating, as in the source's only worked example (Broadsword 135%: special 01–27, critical
01–07); the other reading takes them from the reduced rating, as "including themselves" says.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from rules_py.labelled import Labelled
from rules_py.numbers import decimal
from rules_py.odds import Odds
from rules_py.runequest.results import (
    ALWAYS_SUCCEEDS,
    Fumbles,
    HighRolls,
    LowChance,
    ResultLevel,
    level_counts,
    result_level,
)


class OpposedOutcome(Enum):
    """The outcomes of an opposed roll, seen from side A."""

    A_WINS = "a_wins"
    B_WINS = "b_wins"
    TIE = "tie"
    TWO_LOSERS = "two_losers"

    @property
    def label(self) -> str:
        """The outcome's name on the page.

        >>> OpposedOutcome.TWO_LOSERS.label
        'Two losers'
        """
        return self.value.replace("_", " ").capitalize()


class FumbleAgainst(Labelled):
    """A fumble against a plain failure in an opposed roll (reading A000-07)."""

    # the table's "two losers"; the fumble's own mishap still happens
    BOTH_LOSE = "both_lose", "Both lose (the table)"
    # a fumble is "always worse than a failure"
    FAILURE_WINS = "failure_wins", "The failing side wins"


def opposed_outcome(
    a: ResultLevel, b: ResultLevel, *, fumble_against: FumbleAgainst = FumbleAgainst.BOTH_LOSE
) -> OpposedOutcome:
    """Outcome of A's result against B's result.

    >>> opposed_outcome(ResultLevel.SPECIAL, ResultLevel.SUCCESS).value
    'a_wins'
    >>> opposed_outcome(ResultLevel.CRITICAL, ResultLevel.CRITICAL).value
    'tie'
    >>> opposed_outcome(ResultLevel.FUMBLE, ResultLevel.FAILURE).value
    'two_losers'
    >>> wins = FumbleAgainst.FAILURE_WINS
    >>> opposed_outcome(ResultLevel.FUMBLE, ResultLevel.FAILURE, fumble_against=wins).value
    'b_wins'
    """
    if not a.succeeded and not b.succeeded:
        if fumble_against is FumbleAgainst.FAILURE_WINS and a != b:
            return OpposedOutcome.A_WINS if a > b else OpposedOutcome.B_WINS
        return OpposedOutcome.TWO_LOSERS
    if a == b:
        return OpposedOutcome.TIE
    return OpposedOutcome.A_WINS if a > b else OpposedOutcome.B_WINS


class HolderBands(Labelled):
    """Where the above-100% holder's critical and special ranges come from (reading A000-08)."""

    # the full rating, as in the Broadsword example
    FULL = "full", "Full rating (example)"
    # the reduced rating, like every other range
    REDUCED = "reduced", "Reduced rating"


@dataclass(frozen=True)
class OpposedReadings:
    """The readings of an opposed roll besides A000-05 and A000-08: A000-07, and the two readings
    of single rolls that also decide each side's result (A000-01, A000-04)."""

    fumble_against: FumbleAgainst = FumbleAgainst.BOTH_LOSE
    fumbles: Fumbles = Fumbles.FUMBLE
    high: HighRolls = HighRolls.FAIL

    @property
    def faces(self) -> tuple[Fumbles, HighRolls]:
        """The two readings a single roll's faces depend on, in :func:`level_counts` order."""
        return self.fumbles, self.high


def above_100_reduction(ratings: Sequence[int]) -> int:
    """How much every participant loses: the highest rating's excess over 100.

    >>> above_100_reduction([135, 60]), above_100_reduction([90, 60])
    (35, 0)
    """
    return max(0, max(ratings) - 100)


def reduced_ratings(ratings: Sequence[int]) -> tuple[int, ...]:
    """Every rating after the above-100% reduction; a reduced chance keeps the 5% default.

    >>> reduced_ratings([135, 60]), reduced_ratings([110, 12]), reduced_ratings([120, 3])
    ((100, 25), (100, 5), (100, 3))
    """
    excess = above_100_reduction(ratings)
    # min(rating, 5): a rating already below 5 is not raised by being reduced.
    return tuple(max(min(rating, ALWAYS_SUCCEEDS), rating - excess) for rating in ratings)


def rolled_at(ratings: Sequence[int], side: int) -> int:
    """The chance one side rolls at after the above-100% reduction, as the page shows it: the
    reduced rating, or 5 for one the reduction takes to 5 or below, which rolls at the default
    5% ("the default chance of 5% remains, however much an ability is reduced"; 01–05 succeed).
    A rating of 0 or less is the low chance's reading (A000-05), reduced or not.

    >>> rolled_at([135, 60], 1), rolled_at([110, 12], 1), rolled_at([110, 3], 1)
    (25, 5, 5)
    >>> rolled_at([90, 3], 1), rolled_at([110, -20], 1)  # nothing taken; the reading's own
    (3, -20)
    """
    reduced = reduced_ratings(ratings)[side]
    if above_100_reduction(ratings) and ratings[side] >= 1 and reduced <= ALWAYS_SUCCEEDS:
        return ALWAYS_SUCCEEDS
    return reduced


def reduction_sum(ratings: Sequence[int], side: int) -> str | None:
    """How the reduction above 100% gives one side's chance, or None when nothing is taken.

    >>> reduction_sum([135, 60], 0), reduction_sum([135, 60], 1)
    ('135% − 35% = 100%', '60% − 35% = 25%')
    >>> reduction_sum([110, 3], 1)
    '3% − 10% = −7%: the default 5% remains'
    >>> reduction_sum([90, 3], 1) is None
    True
    """
    excess = above_100_reduction(ratings)
    if not excess:
        return None
    rating = ratings[side]
    difference = f"{decimal(rating)}% − {excess}% = {decimal(rating - excess)}%"
    if rolled_at(ratings, side) != rating - excess:
        return f"{difference}: the default {ALWAYS_SUCCEEDS}% remains"
    return difference


def bands_rating(
    rating: int, ratings: Sequence[int], holder_bands: HolderBands = HolderBands.FULL
) -> int | None:
    """The rating a participant's critical and special ranges come from, when it is not the
    reduced chance: the holder's full rating under the Broadsword reading, else None.

    >>> bands_rating(135, [135, 60]), bands_rating(60, [135, 60])
    (135, None)
    >>> bands_rating(135, [135, 60], HolderBands.REDUCED), bands_rating(90, [90, 60])
    (None, None)
    """
    if holder_bands is HolderBands.FULL and rating > 100 and rating == max(ratings):
        return rating
    return None


def opposed_levels(
    ratings: Sequence[int],
    rolls: Sequence[int],
    low: LowChance = LowChance.FIVE_PERCENT,
    holder_bands: HolderBands = HolderBands.FULL,
    readings: OpposedReadings | None = None,
) -> tuple[ResultLevel, ...]:
    """Each participant's result in an opposed roll, the above-100% reduction applied.

    The Broadsword example (RuneQuest, The Game System › Abilities Above 100%): 135% against 60%.

    >>> [level.key for level in opposed_levels([135, 60], [27, 20])]
    ['special', 'success']
    >>> reduced = opposed_levels([135, 60], [27, 20], holder_bands=HolderBands.REDUCED)
    >>> [level.key for level in reduced]
    ['success', 'success']
    """
    if len(rolls) != len(ratings):
        raise ValueError("one roll per rating")
    return tuple(
        opposed_level(ratings, side, roll, low, holder_bands, readings)
        for side, roll in enumerate(rolls)
    )


def opposed_level(
    ratings: Sequence[int],
    side: int,
    roll: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    holder_bands: HolderBands = HolderBands.FULL,
    readings: OpposedReadings | None = None,
) -> ResultLevel:
    """The result of one participant's roll (``ratings[side]``'s) in an opposed roll: it needs
    every rating (the above-100% reduction) but no other roll, so one side may roll first.

    The Broadsword example (RuneQuest, The Game System › Abilities Above 100%), the 135% side
    rolling 27 before the 60% side rolls:

    >>> opposed_level([135, 60], 0, 27).key, opposed_level([135, 60], 1, 20).key
    ('special', 'success')
    """
    faces = (readings or OpposedReadings()).faces
    rating, chance = ratings[side], reduced_ratings(ratings)[side]
    return result_level(chance, roll, low, bands_rating(rating, ratings, holder_bands), *faces)


def opposed_counts(
    a: int,
    b: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    holder_bands: HolderBands = HolderBands.FULL,
    readings: OpposedReadings | None = None,
) -> dict[OpposedOutcome, int]:
    """How many of the 10,000 pairs of rolls give each outcome: the faces of each result on
    either side, multiplied, for each pair of results (25 products, not 10,000 rolls).

    >>> opposed_counts(50, 50)[OpposedOutcome.TWO_LOSERS]
    2500
    """
    more = readings or OpposedReadings()
    ratings = (a, b)
    chance_a, chance_b = reduced_ratings(ratings)
    counts = dict.fromkeys(OpposedOutcome, 0)
    levels_a, levels_b = (
        level_counts(chance, low, bands_rating(rating, ratings, holder_bands), *more.faces)
        for rating, chance in ((a, chance_a), (b, chance_b))
    )
    for level_a, count_a in levels_a.items():
        for level_b, count_b in levels_b.items():
            outcome = opposed_outcome(level_a, level_b, fumble_against=more.fumble_against)
            counts[outcome] += count_a * count_b
    return counts


def opposed_odds(
    a: int,
    b: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    holder_bands: HolderBands = HolderBands.FULL,
    readings: OpposedReadings | None = None,
) -> Odds[OpposedOutcome]:
    """Exact odds of each outcome for ratings ``a`` and ``b`` (before the above-100% reduction).

    >>> {outcome.value: str(p) for outcome, p in opposed_odds(50, 50).items()}
    {'a_wins': '2921/10000', 'b_wins': '2921/10000', 'tie': '829/5000', 'two_losers': '1/4'}
    >>> failure_wins = OpposedReadings(fumble_against=FumbleAgainst.FAILURE_WINS)
    >>> {k.value: str(p) for k, p in opposed_odds(50, 50, readings=failure_wins).items()}
    {'a_wins': '1531/5000', 'b_wins': '1531/5000', 'tie': '829/5000', 'two_losers': '1109/5000'}
    """
    counts = opposed_counts(a, b, low, holder_bands, readings)
    return Odds.from_counts(counts, 10_000)
