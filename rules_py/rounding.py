"""Rounding where the documents divide.

The Ability Result Table (RuneQuest, The Game System › Ability Result Table) is reproduced only by
rounding half up: Python's ``round()`` rounds half to even and breaks the rows at 10, 50 and 90
(A000-02).
"""

from fractions import Fraction


def round_half_up(value: Fraction | int) -> int:
    """Round to the nearest whole number, halves upwards.

    >>> round_half_up(Fraction(1, 2)), round_half_up(Fraction(5, 2)), round_half_up(Fraction(9, 2))
    (1, 3, 5)
    >>> round_half_up(Fraction(-5, 2)), round_half_up(7)
    (-2, 7)
    """
    if isinstance(value, int):
        return value
    return round_half_up_ratio(value.numerator, value.denominator)


def round_half_up_ratio(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded half up, in whole numbers only (no Fraction made):
    floor(n/d + 1/2) is floor((2n + d) / 2d) for a positive ``d``.

    >>> round_half_up_ratio(50, 20), round_half_up_ratio(10, 20), round_half_up_ratio(-5, 2)
    (3, 1, -2)
    """
    if denominator < 0:
        numerator, denominator = -numerator, -denominator
    return (2 * numerator + denominator) // (2 * denominator)


def ceil_div(numerator: int, denominator: int) -> int:
    """Whole-number division rounding up, as the "each +N" table rows count.

    >>> ceil_div(13, 4), ceil_div(12, 4), ceil_div(-13, 4)
    (4, 3, -3)
    """
    return -(-numerator // denominator)
