"""Hit points, initiative score, MOVE and wound number (Runeball 2022 Notes › Skills).

``HP = TOU + ½ MUS + ½ TEC + 8``, ``INI = SPD bonus + WIT bonus``, ``MOVE = 6`` (7 from SPD 15),
``wound number = HP / 4``. The notes do not say how the halves and the quarter round (A003-06):
the site rounds each half down and the quarter down; one inch of MOVE is one hex (A003-07).
"""

from rules_py.labelled import Labelled
from rules_py.runeball.stats import StatBonus, stat_bonus

HP_BASE = 8
BASE_MOVE = 6
FAST_SPEED = 15  # SPD 15 or more: +1 MOVE
HP_PER_WOUND_NUMBER = 4


class Halves(Labelled):
    """How ½ MUS and ½ TEC are rounded (reading A003-06)."""

    EACH_DOWN = "each_down", "Each half rounded down"
    SUM_DOWN = "sum_down", "(MUS + TEC) / 2, rounded down"


def hit_points(tou: int, mus: int, tec: int, halves: Halves = Halves.EACH_DOWN) -> int:
    """``TOU + ½ MUS + ½ TEC + 8``.

    >>> hit_points(12, 13, 11), hit_points(12, 13, 11, Halves.SUM_DOWN)
    (31, 32)
    """
    if halves is Halves.SUM_DOWN:
        return tou + (mus + tec) // 2 + HP_BASE
    return tou + mus // 2 + tec // 2 + HP_BASE


def initiative_score(spd: int, wit: int, bonus: StatBonus = StatBonus.HALF) -> int:
    """INI: the SPD bonus plus the WIT bonus.

    >>> initiative_score(14, 9)
    1
    """
    return stat_bonus(spd, bonus) + stat_bonus(wit, bonus)


def move(spd: int) -> int:
    """MOVE in hexes: 6, or 7 with SPD 15 or more.

    >>> move(14), move(15)
    (6, 7)
    """
    return BASE_MOVE + (1 if spd >= FAST_SPEED else 0)


def half_move(full_move: int) -> int:
    """A half move: half the MOVE, rounded up (Basic Maneuvers).

    >>> half_move(6), half_move(7), half_move(5)
    (3, 4, 3)
    """
    return -(-full_move // 2)


def wound_number(hp: int) -> int:
    """The damage from one attack that wounds: HP / 4, rounded down, at least 1.

    >>> wound_number(31), wound_number(28), wound_number(3)
    (7, 7, 1)
    """
    return max(1, hp // HP_PER_WOUND_NUMBER)
