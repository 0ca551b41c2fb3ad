"""The dice expressions Runeball rolls (``1d4-1``, ``2d8-1``, ``1d12``), with exact odds.

Runeball is not a d100 game: its tests, scatters and wounds roll small dice, counted here face by
face into exact fractions.
"""

from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from random import Random

from rules_py.numbers import MINUS


@dataclass(frozen=True)
class Dice:
    """``count`` dice of ``sides`` faces plus ``modifier``: ``Dice(2, 8, -1)`` is 2d8−1.

    >>> Dice(1, 4, -1).odds()[0], Dice(2, 6).odds()[7]
    (Fraction(1, 4), Fraction(1, 6))
    """

    count: int
    sides: int
    modifier: int = 0

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
        return self.count + self.modifier

    @property
    def highest(self) -> int:
        """The largest total."""
        return self.count * self.sides + self.modifier

    def odds(self) -> dict[int, Fraction]:
        """Exact probability of each total, counted over every face of every die."""
        counts: dict[int, int] = {}
        for faces in product(range(1, self.sides + 1), repeat=self.count):
            total = sum(faces) + self.modifier
            counts[total] = counts.get(total, 0) + 1
        whole = self.sides**self.count
        return {total: Fraction(n, whole) for total, n in sorted(counts.items())}

    def roll(self, rng: Random) -> int:
        """One roll, drawn from the injected generator.

        >>> Dice(1, 4, -1).roll(Random(1)) in range(0, 4)
        True
        """
        return sum(rng.randint(1, self.sides) for _ in range(self.count)) + self.modifier


D4 = Dice(1, 4)
D6 = Dice(1, 6)
D12 = Dice(1, 12)


def sum_odds(*parts: dict[int, Fraction]) -> dict[int, Fraction]:
    """The distribution of a sum of independent parts.

    >>> sum_odds(D4.odds(), {-2: Fraction(1)})[2]
    Fraction(1, 4)
    """
    total: dict[int, Fraction] = {0: Fraction(1)}
    for part in parts:
        combined: dict[int, Fraction] = {}
        for a, p in total.items():
            for b, q in part.items():
                combined[a + b] = combined.get(a + b, Fraction(0)) + p * q
        total = combined
    return dict(sorted(total.items()))
