"""Rounding where the documents divide.

The RuneQuest Ability Result Table (seed 000) is reproduced only by rounding half up: Python's
``round()`` rounds half to even and breaks the rows at 10, 50 and 90 (spec §6.1, A000-02).
"""

from fractions import Fraction
from math import ceil, floor


def round_half_up(value: Fraction | int) -> int:
    """Round to the nearest whole number, halves upwards.

    >>> round_half_up(Fraction(1, 2)), round_half_up(Fraction(5, 2)), round_half_up(Fraction(9, 2))
    (1, 3, 5)
    >>> round_half_up(Fraction(-5, 2))
    -2
    """
    return floor(Fraction(value) + Fraction(1, 2))


def ceil_div(numerator: int, denominator: int) -> int:
    """Whole-number division rounding up, as the "each +N" table rows count.

    >>> ceil_div(13, 4), ceil_div(12, 4)
    (4, 3)
    """
    return ceil(Fraction(numerator, denominator))
