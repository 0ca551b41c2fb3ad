"""Advantage, Disadvantage and lucky rerolls (Basic Roleplaying house rules › "Advantage and
Disadvantage", "Lucky Rerolls").

With Advantage the whole d100 is rolled twice and the better result kept; with Disadvantage the
worse. A lucky reroll (10 Luck) rolls again after the fact and keeps the better, which is
Advantage decided once the first roll is seen. "Better" is the better degree; between two rolls of
the same degree the lower roll is the better one.
"""

from enum import Enum
from fractions import Fraction

from rules_py.brp.tasks import SITE_READINGS, Degree, TaskRules
from rules_py.odds import Odds


class Mode(Enum):
    """How many d100 rolls a task takes and which one counts."""

    NORMAL = "normal"
    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"

    @property
    def label(self) -> str:
        """The mode's name."""
        return self.name.capitalize()


def kept_roll(
    rating: int, first: int, second: int, mode: Mode, rules: TaskRules = SITE_READINGS
) -> int:
    """The roll that counts out of two (``mode`` not NORMAL).

    >>> kept_roll(50, 70, 20, Mode.ADVANTAGE), kept_roll(50, 70, 20, Mode.DISADVANTAGE)
    (20, 70)
    >>> kept_roll(50, 30, 20, Mode.ADVANTAGE), kept_roll(50, 30, 20, Mode.DISADVANTAGE)
    (20, 30)
    """

    def goodness(roll: int) -> tuple[Degree, int]:
        return rules.degree(rating, roll), -roll

    better, worse = sorted((first, second), key=goodness, reverse=True)
    if mode is Mode.NORMAL:
        raise ValueError("a normal roll keeps its only roll")
    return better if mode is Mode.ADVANTAGE else worse


def mode_odds(rating: int, mode: Mode, rules: TaskRules = SITE_READINGS) -> Odds[Degree]:
    """Exact odds of each degree (best first) when the better or worse of two rolls is kept.

    Counted from the chance of one roll reaching each degree or better: with Advantage a degree is
    missed only if both rolls miss it, with Disadvantage both rolls must reach it.

    >>> [str(p) for p in mode_odds(50, Mode.ADVANTAGE).values()]
    ['39/400', '93/1250', '5781/10000', '99/400', '1/400']
    """
    single = rules.odds(rating)
    at_least: dict[Degree, Fraction] = {}
    running = Fraction(0)
    for level, p in single.items():  # best first
        running += p
        at_least[level] = running
    kept_at_least = {
        level: (1 - (1 - q) ** 2)
        if mode is Mode.ADVANTAGE
        else q**2
        if mode is Mode.DISADVANTAGE
        else q
        for level, q in at_least.items()
    }
    odds: dict[Degree, Fraction] = {}
    previous = Fraction(0)
    for level, q in kept_at_least.items():
        odds[level] = q - previous
        previous = q
    return Odds(odds)


def success_chance(odds: Odds[Degree]) -> Fraction:
    """The chance of any success in ``odds``.

    >>> str(success_chance(mode_odds(50, Mode.DISADVANTAGE)))
    '1/4'
    """
    return odds.chance(lambda level: level.succeeded)
