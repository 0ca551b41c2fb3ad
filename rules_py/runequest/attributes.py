"""Attributes with no table of their own, and the healing rate (RuneQuest, The Game System › Move
Rate; Magic Points (MP); Rune Points; Healing Rate).

Move is the same for every human; magic points start equal to POW; starring characters start with 3
Rune points; healing rate is CON in steps of 6 (at least 1).
"""

from rules_py.rounding import ceil_div

WALK_METRES_PER_MELEE_ROUND = 8
RUN_METRES_PER_MELEE_ROUND = 24
STARTING_RUNE_POINTS = 3
HEALING_STEP = 6  # "Each +6 points": one more hit point a week


def magic_points(pow_: int) -> int:
    """Magic points equal current POW (spending them does not lower POW).

    >>> magic_points(16)
    16
    """
    return pow_


def healing_rate(con: int) -> int:
    """Hit points healed per week: 6 or less 1, 7–12 2, 13–18 3, +1 per 6 more.

    >>> [healing_rate(c) for c in (3, 6, 7, 12, 13, 18, 19, 24)]
    [1, 1, 2, 2, 3, 3, 4, 4]
    """
    return max(1, ceil_div(con, HEALING_STEP))
