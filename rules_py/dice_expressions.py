"""Dice expressions as the documents print them: ``1D4+1``, ``2D10+1``, ``1D100``, ``3``.

An expression is a number of dice of one size plus a fixed amount (either may be missing). Its
distribution is counted exactly, face by face; rolling it draws from an injected ``Random``.
"""

import re
from dataclasses import dataclass
from fractions import Fraction
from random import Random

from rules_py.odds import Odds

# Dice counts and sizes beyond these are not in any of the documents, and would only make the
# exact counting slow.
MAX_DICE = 10
MAX_SIDES = 100
MAX_AMOUNT = 1000

_EXPRESSION = re.compile(
    r"(?:(?P<count>\d*)\s*[dD]\s*(?P<sides>\d+))?\s*(?:(?P<sign>[+-])?\s*(?P<amount>\d+))?"
)


@dataclass(frozen=True)
class DiceExpression:
    """``count`` dice with ``sides`` faces, plus ``modifier`` (count 0: a fixed number).

    >>> DiceExpression(1, 4, 1).text, DiceExpression(0, 0, 2).text, DiceExpression(2, 10, -1).text
    ('1D4+1', '2', '2D10-1')
    """

    count: int
    sides: int
    modifier: int = 0

    @property
    def text(self) -> str:
        """The expression as the documents print it."""
        if self.count == 0:
            return str(self.modifier)
        dice = f"{self.count}D{self.sides}"
        if self.modifier == 0:
            return dice
        return f"{dice}{self.modifier:+d}"

    @property
    def minimum(self) -> int:
        """The lowest total.

        >>> DiceExpression(2, 10, 1).minimum, DiceExpression(2, 10, 1).maximum
        (3, 21)
        """
        return self.count + self.modifier

    @property
    def maximum(self) -> int:
        """The highest total."""
        return self.count * self.sides + self.modifier

    def counts(self) -> dict[int, int]:
        """How many of the ``sides ** count`` equally likely throws give each total.

        >>> DiceExpression(2, 3).counts()
        {2: 1, 3: 2, 4: 3, 5: 2, 6: 1}
        """
        totals = {0: 1}
        for _ in range(self.count):
            following: dict[int, int] = {}
            for total, ways in totals.items():
                for face in range(1, self.sides + 1):
                    following[total + face] = following.get(total + face, 0) + ways
            totals = following
        return {total + self.modifier: ways for total, ways in sorted(totals.items())}

    @property
    def throws(self) -> int:
        """The number of equally likely throws (1 for a fixed number)."""
        throws: int = self.sides**self.count
        return throws

    def odds(self) -> Odds[int]:
        """Exact probability of each total, lowest first.

        >>> {k: str(p) for k, p in DiceExpression(1, 4, 1).odds().items()}
        {2: '1/4', 3: '1/4', 4: '1/4', 5: '1/4'}
        """
        throws = self.throws
        return Odds.from_counts(self.counts(), throws)

    def mean(self) -> Fraction:
        """The expected total.

        >>> DiceExpression(1, 10, 4).mean()
        Fraction(19, 2)
        """
        return self.count * Fraction(self.sides + 1, 2) + self.modifier

    def roll(self, rng: Random) -> tuple[tuple[int, ...], int]:
        """Each die drawn from ``rng``, and the total.

        >>> DiceExpression(2, 6, 1).roll(Random(4))
        ((2, 3), 6)
        """
        faces = tuple(rng.randint(1, self.sides) for _ in range(self.count))
        return faces, sum(faces) + self.modifier


def parse_dice(text: str) -> DiceExpression:
    """Read ``1D4+1``, ``d6``, ``2d10 + 1`` or ``3``; ValueError says what is wrong.

    >>> parse_dice(" 1d4+1 "), parse_dice("D6").text, parse_dice("0").text
    (DiceExpression(count=1, sides=4, modifier=1), '1D6', '0')
    >>> parse_dice("1D0")
    Traceback (most recent call last):
    ...
    ValueError: '1D0': a die has at least 2 sides
    """
    cleaned = text.strip()
    match = _EXPRESSION.fullmatch(cleaned)
    if not cleaned or match is None or not (match["sides"] or match["amount"]):
        raise ValueError(f"'{cleaned}' is not dice such as 1D6, 1D4+1 or a number such as 2")
    if match["sides"] is None:
        if match["sign"]:
            raise ValueError(f"'{cleaned}': a fixed number is written without a sign, such as 2")
        count, sides = 0, 0
    else:
        count = int(match["count"]) if match["count"] else 1
        sides = int(match["sides"])
        if not 1 <= count <= MAX_DICE:
            raise ValueError(f"'{cleaned}': between 1 and {MAX_DICE} dice")
        if not 2 <= sides <= MAX_SIDES:
            raise ValueError(
                f"'{cleaned}': a die has at least 2 sides"
                if sides < 2
                else f"'{cleaned}': a die has at most {MAX_SIDES} sides"
            )
    amount = int(match["amount"]) if match["amount"] else 0
    if amount > MAX_AMOUNT:
        raise ValueError(f"'{cleaned}': a fixed amount of at most {MAX_AMOUNT}")
    modifier = -amount if match["sign"] == "-" else amount
    return DiceExpression(count, sides, modifier)
