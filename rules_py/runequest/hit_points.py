"""Hit points and hit points per location (RuneQuest, The Game System › Hit Points; Hit Points per
Hit Location Table).

Hit points are CON, modified by SIZ and POW. The printed modifier table has two rows with a single
value (5–8 −1, 13–16 +1); only the SIZ reading keeps SIZ at "+1 per 4", so those values are SIZ's
and POW's is 0 there (A000-03, :class:`SingleValueRows`; the other reading gives them to POW, SIZ
then 0 from 5 to 16). Each location's hit points come from the total: legs, abdomen and head get a
third of it rounded up (at least 2), the chest one more, each arm one less.
"""

from enum import Enum

from rules_py.rounding import ceil_div

HIT_POINT_STEP = 4  # "Each +4" row: SIZ and POW
LOCATION_STEP = 3  # "Each +3" column


class SingleValueRows(Enum):
    """Whose value the table's two one-value rows (5–8 −1, 13–16 +1) print (reading A000-03)."""

    SIZ = "siz"  # SIZ keeps rising by 1 every 4 points
    POW = "pow"  # POW's: SIZ jumps from −2 to 0 and stays there up to 16

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "SIZ's (SIZ +1 every 4)" if self is SingleValueRows.SIZ else "POW's"


# The two rows that print one value (A000-03): 5–8 and 13–16, and what they print.
SINGLE_VALUE_ROWS = {range(5, 9): -1, range(13, 17): +1}


def _single_value(value: int) -> int | None:
    return next((mod for rows, mod in SINGLE_VALUE_ROWS.items() if value in rows), None)


def siz_modifier(siz: int, rows: SingleValueRows = SingleValueRows.SIZ) -> int:
    """Hit point modifier for SIZ: 1–4 −2, 5–8 −1, 9–12 0, 13–16 +1, then +1 per 4.

    >>> [siz_modifier(s) for s in (1, 5, 9, 13, 17, 28, 29)]
    [-2, -1, 0, 1, 2, 4, 5]
    >>> [siz_modifier(s, SingleValueRows.POW) for s in (1, 5, 9, 13, 17)]
    [-2, 0, 0, 0, 2]
    """
    if rows is SingleValueRows.POW and _single_value(siz) is not None:
        return 0
    return ceil_div(siz, HIT_POINT_STEP) - 3


def pow_modifier(pow_: int, rows: SingleValueRows = SingleValueRows.SIZ) -> int:
    """Hit point modifier for POW: 1–4 −1, 5–16 0, 17–20 +1, then +1 per 4.

    >>> [pow_modifier(p) for p in (4, 5, 16, 17, 21, 28, 29)]
    [-1, 0, 0, 1, 2, 3, 4]
    >>> [pow_modifier(p, SingleValueRows.POW) for p in (4, 5, 12, 16, 17)]
    [-1, -1, 0, 1, 1]
    """
    single = _single_value(pow_)
    if rows is SingleValueRows.POW and single is not None:
        return single
    if pow_ <= 4:
        return -1
    if pow_ <= 16:
        return 0
    return ceil_div(pow_, HIT_POINT_STEP) - 4


def hit_points(con: int, siz: int, pow_: int, rows: SingleValueRows = SingleValueRows.SIZ) -> int:
    """Total hit points: CON plus the SIZ and POW modifiers.

    >>> hit_points(con=11, siz=14, pow_=16)
    12
    >>> hit_points(11, 6, 10), hit_points(11, 6, 10, SingleValueRows.POW)
    (10, 11)
    """
    return con + siz_modifier(siz, rows) + pow_modifier(pow_, rows)


class Location(Enum):
    """The humanoid hit locations, with their offset from the base share of hit points."""

    HEAD = ("head", "Head", 0)
    CHEST = ("chest", "Chest", 1)
    ABDOMEN = ("abdomen", "Abdomen", 0)
    LEFT_ARM = ("left_arm", "Left arm", -1)
    RIGHT_ARM = ("right_arm", "Right arm", -1)
    LEFT_LEG = ("left_leg", "Left leg", 0)
    RIGHT_LEG = ("right_leg", "Right leg", 0)

    def __init__(self, key: str, label: str, offset: int) -> None:
        self.key = key
        self.label = label
        self.offset = offset


def location_base(total_hit_points: int) -> int:
    """The hit points of a leg, the abdomen or the head: a third of the total, up, at least 2.

    >>> [location_base(hp) for hp in (1, 6, 7, 12, 21, 22)]
    [2, 2, 3, 4, 7, 8]
    """
    return max(2, ceil_div(total_hit_points, LOCATION_STEP))


def location_hit_points(total_hit_points: int, location: Location) -> int:
    """Hit points of one location.

    >>> location_hit_points(12, Location.CHEST), location_hit_points(12, Location.LEFT_ARM)
    (5, 3)
    """
    return location_base(total_hit_points) + location.offset
