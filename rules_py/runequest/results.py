"""Ability rolls and their results (RuneQuest, The Game System › Results; Results Table; Ability
Result Table).

A roll of d100 against the modified chance C gives one of five levels. Critical is at most 1/20 of C
and special at most 1/5 of C (rounded half up, never below 01); 01–05 always succeeds, 96–00 always
fails, and the fumble band is 1/20 of the chance of failure (never less than 00 alone). Fumble wins
over failure inside the failure band (A000-01); 96–00 never succeed, however high C is (A000-04).

A modified chance of 0% or less (A000-05) is read one way for every roll, chosen by
:class:`LowChance`: by default 01–05 still succeed (the source says twice that 01–05 always succeed
and that "the default chance of 5% remains"), so it is rolled as a 5% chance; the other reading
("a 0% rating has no chance") does not roll it at all, and the attempt fails.

Two more readings are settings too. A roll in the fumble range is a fumble, although "always use
the best result" could make it a plain failure (A000-01, :class:`Fumbles`). A roll of 96–99 fails
however high the chance, although above 478% the special range reaches it (A000-04,
:class:`HighRolls`): the other reading makes such a roll a special, or a critical where the
critical range reaches it too, from 1,910% (00 stays a fumble).
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache

from rules_py.labelled import Labelled
from rules_py.levels import Level
from rules_py.odds import Odds
from rules_py.rounding import round_half_up_ratio

CRITICAL_SHARE = Fraction(1, 20)
SPECIAL_SHARE = Fraction(1, 5)
FUMBLE_SHARE = Fraction(1, 20)
ALWAYS_SUCCEEDS = 5  # 01–05
ALWAYS_FAILS = 96  # 96–00
REATTEMPT_PENALTY = 20  # Reattempting Ability Rolls: one follow-up at −20%


class ResultLevel(Level):
    """The five results, worst to best, so that comparisons read as the rules do.

    The levels that succeed are also the ones that earn an experience check (Ability Experience
    Checks).
    """

    FUMBLE = 0
    FAILURE = 1
    SUCCESS = 2
    SPECIAL = 3
    CRITICAL = 4


BEST_FIRST = tuple(sorted(ResultLevel, reverse=True))


class LowChance(Labelled):
    """How a modified chance of 0% or less is rolled (reading A000-05)."""

    # 01–05 still succeed: rolled as 5%
    FIVE_PERCENT = "five_percent", "Rolled as 5% (01–05)"
    # not rolled: the attempt fails
    NO_CHANCE = "no_chance", "No chance, no roll"


class Fumbles(Enum):
    """Whether a roll in the fumble range is a fumble or a plain failure (reading A000-01)."""

    FUMBLE = "fumble"  # fumble wins over failure: "best" only picks between the successes
    FAILURE = "failure"  # the best result the dice show: every fumble is a failure

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        if self is Fumbles.FUMBLE:
            return "Is a fumble"
        return "Is a plain failure: fumbles count as failures"


class HighRolls(Enum):
    """A roll of 96–99 inside the special range of a chance above 478% (reading A000-04)."""

    FAIL = "fail"  # 96–00 always fail
    SPECIAL = "special"  # the special range wins over 96–99, the critical range too (1,910%+)

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        if self is HighRolls.FAIL:
            return "Fails, as 96–00 always do"
        return "Is a special (or critical) when inside that range"


HIGHEST_SPECIAL_ROLL = 99  # under HighRolls.SPECIAL: 00 is still a fumble


def is_rollable(chance: int, low: LowChance = LowChance.FIVE_PERCENT) -> bool:
    """Whether a roll is made at all: a chance of 0% or less is rolled only as a 5% chance.

    >>> is_rollable(0), is_rollable(0, LowChance.NO_CHANCE), is_rollable(1, LowChance.NO_CHANCE)
    (True, False, True)
    """
    return chance >= 1 or low is LowChance.FIVE_PERCENT


def chance_rolled(chance: int, low: LowChance = LowChance.FIVE_PERCENT) -> int | None:
    """The chance the dice are rolled against, or None when no roll is made.

    >>> chance_rolled(60), chance_rolled(-50), chance_rolled(-50, LowChance.NO_CHANCE)
    (60, 5, None)
    """
    if chance >= 1:
        return chance
    return ALWAYS_SUCCEEDS if low is LowChance.FIVE_PERCENT else None


def reattempt_chance(chance: int) -> int:
    """The chance of the one follow-up the gamemaster may allow after a failed roll
    (Reattempting Ability Rolls).

    >>> reattempt_chance(65)
    45
    """
    return chance - REATTEMPT_PENALTY


def critical_max(chance: int) -> int:
    """Highest roll that is a critical: 1/20 of the chance, half up, at least 01.

    >>> critical_max(30), critical_max(50), critical_max(90), critical_max(135)
    (2, 3, 5, 7)
    """
    return max(
        1, round_half_up_ratio(chance * CRITICAL_SHARE.numerator, CRITICAL_SHARE.denominator)
    )


def special_max(chance: int) -> int:
    """Highest roll that is a special success (or better): 1/5 of the chance, half up, at least 01.

    >>> special_max(7), special_max(8), special_max(135)
    (1, 2, 27)
    """
    return max(1, round_half_up_ratio(chance * SPECIAL_SHARE.numerator, SPECIAL_SHARE.denominator))


def success_max(chance: int) -> int:
    """Highest roll that succeeds: the chance, but 01–05 always succeed and 96–00 always fail.

    >>> success_max(3), success_max(50), success_max(135)
    (5, 50, 95)
    """
    return min(max(chance, ALWAYS_SUCCEEDS), ALWAYS_FAILS - 1)


def fumble_min(chance: int) -> int:
    """Lowest roll that fumbles: 1/20 of the chance of failure, half up, and 00 at least.

    >>> fumble_min(10), fumble_min(50), fumble_min(90)
    (96, 98, 100)
    """
    failing = (100 - chance) * FUMBLE_SHARE.numerator
    return 101 - max(1, round_half_up_ratio(failing, FUMBLE_SHARE.denominator))


@dataclass(frozen=True)
class ResultBands:
    """Where each result's band of rolls ends, for one chance: rolls 01..``critical`` are
    criticals, up to ``special`` specials, up to ``success`` successes, ``fumble``..00 fumbles and
    the rest failures (an empty band ends where the one before it ends). A chance that is not
    rolled at all has ``rolled`` False: every roll fails. Only under :attr:`HighRolls.SPECIAL`
    can ``special`` pass ``success`` (96–99 special), leaving no plain success above it.
    """

    rolled: bool
    critical: int
    special: int
    success: int
    fumble: int

    def level(self, roll: int) -> ResultLevel:
        """The result of ``roll`` (1..100).

        >>> result_bands(50).level(7).name, result_bands(50).level(99).name
        ('SPECIAL', 'FUMBLE')
        """
        if not self.rolled:
            return ResultLevel.FAILURE
        if roll <= self.critical:
            return ResultLevel.CRITICAL
        if roll <= self.special:
            return ResultLevel.SPECIAL
        if roll <= self.success:
            return ResultLevel.SUCCESS
        if roll >= self.fumble:
            return ResultLevel.FUMBLE
        return ResultLevel.FAILURE

    def counts(self) -> dict[ResultLevel, int]:
        """How many of the hundred faces give each result, best first (zeros included).

        >>> [count for count in result_bands(50).counts().values()]
        [3, 7, 40, 47, 3]
        """
        if not self.rolled:
            return {level: 100 if level is ResultLevel.FAILURE else 0 for level in BEST_FIRST}
        return {
            ResultLevel.CRITICAL: self.critical,
            ResultLevel.SPECIAL: self.special - self.critical,
            ResultLevel.SUCCESS: max(0, self.success - self.special),
            ResultLevel.FAILURE: self.fumble - 1 - max(self.success, self.special),
            ResultLevel.FUMBLE: 101 - self.fumble,
        }


@lru_cache(maxsize=4096)
def result_bands(
    chance: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> ResultBands:
    """The bands of :func:`result_level`, worked out once for a chance (see there).

    01 is always a critical and 01–05 always succeed, so the critical band is never empty; a
    roll only fumbles above the success band.

    >>> result_bands(50)
    ResultBands(rolled=True, critical=3, special=10, success=50, fumble=98)
    >>> result_bands(100, bands_from=135).special, result_bands(-5, LowChance.NO_CHANCE).rolled
    (27, False)
    >>> result_bands(50, fumbles=Fumbles.FAILURE).fumble, result_bands(500, high=HighRolls.SPECIAL)
    (101, ResultBands(rolled=True, critical=25, special=99, success=95, fumble=100))
    """
    rolled = chance_rolled(chance, low)
    if rolled is None:
        return ResultBands(False, 0, 0, 0, 101)
    bands = rolled if bands_from is None else bands_from
    success = success_max(rolled)
    # The highest roll that can succeed at all: 95, or 99 when the ranges win over 96–99; the
    # critical range reaches it too (from 1,910%), and the best result applies.
    top = max(success, HIGHEST_SPECIAL_ROLL if high is HighRolls.SPECIAL else success)
    critical = min(top, critical_max(bands))
    special = max(critical, min(top, special_max(bands)))
    above = max(success, special) + 1
    fumble = 101 if fumbles is Fumbles.FAILURE else max(fumble_min(rolled), above)
    return ResultBands(True, critical, special, success, fumble)


@lru_cache(maxsize=4096)
def result_faces(
    chance: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> tuple[ResultLevel, ...]:
    """The result of each face, 01 first and 00 last (index ``roll - 1``).

    >>> [level.key for level in result_faces(50)[:4]]
    ['critical', 'critical', 'critical', 'special']
    """
    bands = result_bands(chance, low, bands_from, fumbles, high)
    return tuple(bands.level(roll) for roll in range(1, 101))


def result_level(
    chance: int,
    roll: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> ResultLevel:
    """The result of ``roll`` (1..100, 00 = 100) against the modified ``chance``: 01 and any
    success at most :func:`critical_max` is a critical, a success at most :func:`special_max` a
    special, a roll at least :func:`fumble_min` that fails a fumble.

    ``bands_from`` is the rating the critical and special ranges come from when it is not the
    chance itself (the holder of an above-100% rating in an opposed roll, reading A000-08).

    >>> result_level(47, 1).name, result_level(47, 9).name, result_level(47, 40).name
    ('CRITICAL', 'SPECIAL', 'SUCCESS')
    >>> result_level(47, 60).name, result_level(47, 98).name, result_level(135, 97).name
    ('FAILURE', 'FUMBLE', 'FAILURE')
    >>> result_level(-5, 3).name, result_level(-5, 3, LowChance.NO_CHANCE).name
    ('SUCCESS', 'FAILURE')
    >>> result_level(100, 27).name, result_level(100, 27, bands_from=135).name
    ('SUCCESS', 'SPECIAL')
    >>> result_level(50, 99, fumbles=Fumbles.FAILURE).name, result_level(500, 96).name
    ('FAILURE', 'FAILURE')
    >>> result_level(500, 96, high=HighRolls.SPECIAL).name
    'SPECIAL'
    >>> [result_level(1910, roll, high=HighRolls.SPECIAL).name for roll in (96, 97, 100)]
    ['CRITICAL', 'SPECIAL', 'FUMBLE']
    """
    return result_bands(chance, low, bands_from, fumbles, high).level(roll)


def level_counts(
    chance: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> dict[ResultLevel, int]:
    """How many of the hundred faces give each level, best first (zeros included).

    >>> list(level_counts(50).values())
    [3, 7, 40, 47, 3]
    """
    return result_bands(chance, low, bands_from, fumbles, high).counts()


def level_odds(
    chance: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> Odds[ResultLevel]:
    """Exact odds of each level, best first (every level present, zeros included).

    >>> [str(p * 100) for p in level_odds(50).values()]
    ['3', '7', '40', '47', '3']
    >>> [str(p * 100) for p in level_odds(0).values()], level_odds(0, LowChance.NO_CHANCE)[
    ...     ResultLevel.FAILURE]
    (['1', '0', '4', '90', '5'], Fraction(1, 1))
    """
    return Odds.from_counts(level_counts(chance, low, bands_from, fumbles, high), 100)
