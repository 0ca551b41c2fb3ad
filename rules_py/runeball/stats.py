"""The seven stats, how they are rolled, the two +1 choices and the stat bonus (Runeball 2022
Notes › Stats).

Starting stats are 2d6+4 rolled eight times, the best seven kept and placed by the player. Then
either two different stats get +1 each, or one stat gets +1 and a different one is raised to 8.
The notes never define a stat's bonus (A003-02): the site reads ``floor((stat − 10) / 2)``.
"""

from random import Random

from rules_py.labelled import Labelled
from rules_py.runeball.dice import Dice


class Stat(Labelled):
    """The seven stats, in the notes' order (SKL and CHA are the site's abbreviations, A003-05)."""

    MUS = "mus", "Muscle"
    SKL = "skl", "Skill"
    SPD = "spd", "Speed"
    TOU = "tou", "Toughness"
    WIT = "wit", "Wit"
    TEC = "tec", "Technique"
    CHA = "cha", "Charisma"

    @property
    def abbreviation(self) -> str:
        """The three capitals the rules write."""
        return self.name


STAT_ROLL = Dice(2, 6, 4)
STAT_ROLLS = 8
STATS_KEPT = 7
RAISED_TO = 8  # the alternative choice raises a different stat to 8


class StatBonus(Labelled):
    """What a stat's bonus is (reading A003-02); the first is the site's reading."""

    HALF = "half", "(stat − 10) / 2, rounded down"
    THIRD = "third", "(stat − 9) / 3, rounded down"


def stat_bonus(stat: int, reading: StatBonus = StatBonus.HALF) -> int:
    """A stat's bonus: ``floor((stat − 10)/2)`` (or ``floor((stat − 9)/3)`` under the other
    reading).

    >>> [stat_bonus(s) for s in (6, 9, 10, 13, 16)], stat_bonus(15, StatBonus.THIRD)
    ([-2, -1, 0, 1, 3], 2)
    """
    if reading is StatBonus.THIRD:
        return (stat - 9) // 3
    return (stat - 10) // 2


def roll_stats(rng: Random) -> tuple[list[int], list[int]]:
    """Eight rolls of 2d6+4 in the order rolled, and the best seven, highest first.

    >>> rolled, kept = roll_stats(Random(3))
    >>> len(rolled), len(kept), min(rolled) <= min(kept), all(6 <= s <= 16 for s in rolled)
    (8, 7, True, True)
    """
    rolled = [STAT_ROLL.roll(rng)[1] for _ in range(STAT_ROLLS)]
    kept = sorted(rolled, reverse=True)[:STATS_KEPT]
    return rolled, kept


class RaiseToEight(Labelled):
    """When the "raise a different stat to 8" choice may be taken (reading A003-08)."""

    ONLY_BELOW = "only_below", "Only a stat below 8"
    ANY = "any", "Any stat (one above 8 drops to 8)"


class Increase(Labelled):
    """The two ways to improve the rolled stats."""

    TWO_PLUS_ONE = "two_plus_one", "+1 to two different stats"
    PLUS_ONE_AND_EIGHT = "plus_one_and_eight", "+1 to one stat, another raised to 8"


class IncreaseError(ValueError):
    """A choice of increases the rules do not allow (the second stat named is to blame)."""

    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)


def apply_increase(
    stats: dict[Stat, int],
    choice: Increase,
    first: Stat,
    second: Stat,
    reading: RaiseToEight = RaiseToEight.ONLY_BELOW,
) -> dict[Stat, int]:
    """The stats after the increase: +1 to ``first``, and +1 to ``second`` or ``second`` set to 8.

    >>> base = dict.fromkeys(Stat, 10) | {Stat.CHA: 6}
    >>> after = apply_increase(base, Increase.PLUS_ONE_AND_EIGHT, Stat.MUS, Stat.CHA)
    >>> after[Stat.MUS], after[Stat.CHA]
    (11, 8)
    """
    if first is second:
        raise IncreaseError("the two choices must name different stats")
    raised = dict(stats)
    raised[first] += 1
    if choice is Increase.TWO_PLUS_ONE:
        raised[second] += 1
    else:
        if reading is RaiseToEight.ONLY_BELOW and stats[second] >= RAISED_TO:
            raise IncreaseError(f"only a stat below {RAISED_TO} can be raised to {RAISED_TO}")
        raised[second] = RAISED_TO
    return raised
