"""Trying a failed ability roll again (RuneQuest, The Game System › Reattempting Ability Rolls).

After a failed roll the gamemaster may allow one follow-up attempt at −20%
(:func:`~rules_py.runequest.results.reattempt_chance`); if it fails too, there is no third. A
fumble is a failed roll as well, so it may be tried again like a plain failure. Each try is an
ability roll of its own (Results): 01–05 succeed and 96–00 fail, however the chance reads, so the
readings of a chance of 0% or less (A000-05) and of 96–99 above 478% (A000-04) change the odds
here too, and are taken as parameters.
"""

from fractions import Fraction

from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.runequest.results import HighRolls, LowChance, level_odds, reattempt_chance


class Try(Labelled):
    """How an ability roll with one reattempt ends."""

    FIRST = "first", "Succeeds on the first try"
    SECOND = "second", "Fails, then succeeds on the second"
    NEITHER = "neither", "Fails both tries"


def success_chance(
    chance: int, low: LowChance = LowChance.FIVE_PERCENT, high: HighRolls = HighRolls.FAIL
) -> Fraction:
    """The exact chance that one roll against the modified ``chance`` succeeds (a special or a
    critical included).

    >>> success_chance(65), success_chance(135), success_chance(-5)
    (Fraction(13, 20), Fraction(19, 20), Fraction(1, 20))
    >>> success_chance(-5, LowChance.NO_CHANCE), success_chance(500, high=HighRolls.SPECIAL)
    (Fraction(0, 1), Fraction(99, 100))
    """
    return level_odds(chance, low, high=high).chance(lambda level: level.succeeded)


def reattempt_odds(
    chance: int, low: LowChance = LowChance.FIVE_PERCENT, high: HighRolls = HighRolls.FAIL
) -> Odds[Try]:
    """How a roll at ``chance`` ends when a failure may be tried once more at −20%.

    >>> odds = reattempt_odds(65)  # 65%, then 45%: 0.65 + 0.35 × 0.45
    >>> [str(odds[end]) for end in Try]
    ['13/20', '63/400', '77/400']
    >>> reattempt_odds(15)[Try.SECOND], reattempt_odds(15, LowChance.NO_CHANCE)[Try.SECOND]
    (Fraction(17, 400), Fraction(0, 1))
    """
    first = success_chance(chance, low, high)
    second = success_chance(reattempt_chance(chance), low, high)
    return Odds(
        {
            Try.FIRST: first,
            Try.SECOND: (1 - first) * second,
            Try.NEITHER: (1 - first) * (1 - second),
        }
    ).checked()
