"""The dice expressions Runeball rolls (``1d4-1``, ``2d8-1``, ``1d12``), with exact odds.

Runeball is not a d100 game: its tests, scatters and wounds roll small dice, counted here face by
face into exact fractions by the shared :class:`~rules_py.dice_expressions.DiceExpression`.
"""

from operator import add

from rules_py.dice_expressions import DiceExpression
from rules_py.numbers import MINUS
from rules_py.odds import Odds


class Dice(DiceExpression):
    """The shared dice expression, written as the notes write it: ``Dice(2, 8, -1)`` is 2d8−1.

    >>> Dice(1, 4, -1).odds()[0], Dice(2, 6).odds()[7]
    (Fraction(1, 4), Fraction(1, 6))
    >>> from random import Random
    >>> Dice(1, 4, -1).roll(Random(1))[1] in range(0, 4)
    True
    """

    @property
    def text(self) -> str:
        """As the notes write it, in ASCII (the JSON answers): ``2d8-1``.

        >>> Dice(2, 8, -1).text, Dice(1, 12).text, Dice(1, 6, 2).text
        ('2d8-1', '1d12', '1d6+2')
        """
        if self.modifier == 0:
            return f"{self.count}d{self.sides}"
        return f"{self.count}d{self.sides}{self.modifier:+d}"

    @property
    def label(self) -> str:
        """As a page prints it, with a true minus: ``2d8−1``."""
        return self.text.replace("-", MINUS)

    @property
    def lowest(self) -> int:
        """The smallest total.

        >>> Dice(2, 8, -1).lowest, Dice(2, 8, -1).highest
        (1, 15)
        """
        return self.minimum

    @property
    def highest(self) -> int:
        """The largest total."""
        return self.maximum


D4 = Dice(1, 4)
D6 = Dice(1, 6)
D12 = Dice(1, 12)


def sum_odds(*parts: Odds[int]) -> Odds[int]:
    """The distribution of a sum of independent parts, smallest first.

    >>> sum_odds(D4.odds(), Odds.certain(-2))[2]
    Fraction(1, 4)
    """
    total = Odds.certain(0)
    for part in parts:
        total = total.combine(part, add)
    return Odds(sorted(total.items()))
