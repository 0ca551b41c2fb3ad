"""The Runeball pitch as rules: its hexes, zones, distances and lines (Runeball 2022 Notes ›
The Field; Half-Hexes; Passing and Handoffs; Intercepting a Pass; The Kickoff).

The layout (reading A003-15). The pitch is 31 hexes long and 15 wide. Hexes are flat-topped and
stand in straight **columns** across the width, numbered 1–31 along the length; a hex is
``column.row``, the row counted across the pitch from one sideline. Each column is offset half a
hex from its neighbours, so to keep the pitch rectangular every other column ends in a half-hex
at each sideline: the odd columns (1, 3, …, 31) hold 14 whole hexes between two half-hexes,
rows 1–16 (rows 1 and 16 are the halves), and the even columns (2, 4, …, 30) hold 15 whole hexes,
rows 1–15. With the half-hexes in the odd columns, the neutral zone (column 16) and the goal
posts (column 2 and column 30, in the middle of the 3-column end zones) each have a middle hex:
row 8. The pitch is the same seen from either end (column ``c`` faces column ``32 − c``).

Distances count hexes, the start hex not included, as the notes' ranges do: neighbours are 1
apart. Internally a hex is also placed on a "doubled" grid: ``y2`` is twice its height, in half-hex
steps (``2·row`` in an even column, ``2·row − 1`` in an odd one), which makes every rule below
whole-number arithmetic.
"""

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from rules_py.labelled import Labelled

LENGTH = 31  # columns along the pitch
WIDTH = 15  # whole hexes across it
NEUTRAL_ZONE = 16  # "the line of hexes down the middle": column 16 of 31
END_ZONE_DEPTH = 3
MIDDLE_ROW = 8


class Hex(NamedTuple):
    """A hex of the pitch: its column (1–31 along the length) and row (across it).

    >>> str(Hex(5, 8)), Hex(5, 8) < Hex(6, 1)
    ('5.8', True)
    """

    column: int
    row: int

    def __str__(self) -> str:
        return f"{self.column}.{self.row}"


def has_half_hexes(column: int) -> bool:
    """Whether a column ends in a half-hex at each sideline: the odd ones (Half-Hexes).

    >>> has_half_hexes(1), has_half_hexes(2), has_half_hexes(16)
    (True, False, False)
    """
    return column % 2 == 1


def rows_in(column: int) -> int:
    """How many hexes a column holds, its two half-hexes counted.

    >>> rows_in(1), rows_in(2)
    (16, 15)
    """
    return WIDTH + 1 if has_half_hexes(column) else WIDTH


def in_bounds(cell: tuple[int, int]) -> bool:
    """Whether a hex is on the pitch; half-hexes are in bounds (Half-Hexes).

    >>> in_bounds(Hex(1, 16)), in_bounds(Hex(2, 16)), in_bounds(Hex(32, 1)), in_bounds(Hex(3, 0))
    (True, False, False, False)
    """
    column, row = cell
    return 1 <= column <= LENGTH and 1 <= row <= rows_in(column)


def is_half_hex(cell: Hex) -> bool:
    """Whether a hex is a half-hex: row 1 or 16 of an odd column.

    >>> is_half_hex(Hex(3, 1)), is_half_hex(Hex(3, 16)), is_half_hex(Hex(4, 1))
    (True, True, False)
    """
    return has_half_hexes(cell.column) and cell.row in (1, WIDTH + 1)


def every_hex() -> Iterator[Hex]:
    """Every hex of the pitch, column by column: 16 × 16 + 15 × 15 = 481, 32 of them halves.

    >>> cells = list(every_hex())
    >>> len(cells), sum(is_half_hex(cell) for cell in cells), cells[0], cells[-1]
    (481, 32, Hex(column=1, row=1), Hex(column=31, row=16))
    """
    for column in range(1, LENGTH + 1):
        for row in range(1, rows_in(column) + 1):
            yield Hex(column, row)


class Zone(Labelled):
    """The parts of the pitch (The Field)."""

    END_ZONE = "end_zone", "End zone"
    NEUTRAL_ZONE = "neutral_zone", "Neutral zone"
    PLAY = "play", "Field of play"


def zone(cell: Hex) -> Zone:
    """The zone a hex lies in: end zones are columns 1–3 and 29–31, the neutral zone column 16.

    >>> zone(Hex(3, 5)).label, zone(Hex(4, 5)).label, zone(Hex(16, 1)).label, zone(Hex(29, 9)).label
    ('End zone', 'Field of play', 'Neutral zone', 'End zone')
    """
    if cell.column <= END_ZONE_DEPTH or cell.column > LENGTH - END_ZONE_DEPTH:
        return Zone.END_ZONE
    if cell.column == NEUTRAL_ZONE:
        return Zone.NEUTRAL_ZONE
    return Zone.PLAY


# The goal post stands in the centre of each end zone: its middle column, its middle row.
GOAL_POSTS: tuple[Hex, Hex] = (Hex(2, MIDDLE_ROW), Hex(LENGTH - 1, MIDDLE_ROW))


def half_of(cell: Hex) -> int:
    """Which half of the pitch a hex is in: 1 (columns 1–15), 2 (17–31), 0 on the neutral zone,
    which belongs to neither side (reading A003-14).

    >>> half_of(Hex(15, 2)), half_of(Hex(16, 2)), half_of(Hex(17, 2))
    (1, 0, 2)
    """
    if cell.column == NEUTRAL_ZONE:
        return 0
    return 1 if cell.column < NEUTRAL_ZONE else 2


def from_own_goal_line(cell: Hex) -> int | None:
    """How many hexes a player stands from the goal line of the half he is in: the front of
    that half's end zone (reading A003-41), the hexes on either side of it 1 away; None on the
    neutral zone, which is in neither half.

    >>> [from_own_goal_line(Hex(column, 8)) for column in (1, 3, 4, 6, 7, 16, 26, 28, 29, 31)]
    [3, 1, 1, 3, 4, None, 3, 1, 1, 3]
    """
    half = half_of(cell)
    if half == 0:
        return None
    column = cell.column if half == 1 else LENGTH + 1 - cell.column
    line = END_ZONE_DEPTH + Fraction(1, 2)  # between the end zone's last column and the next
    return int(abs(column - line) + Fraction(1, 2))


# --- the doubled grid --------------------------------------------------------------------------


def doubled_y(cell: Hex) -> int:
    """A hex's height in half-hex steps: ``2·row`` in an even column, ``2·row − 1`` in an odd one.

    >>> doubled_y(Hex(2, 1)), doubled_y(Hex(3, 1)), doubled_y(Hex(3, 2))
    (2, 1, 3)
    """
    return 2 * cell.row - (cell.column % 2)


def from_doubled(column: int, y2: int) -> Hex:
    """The hex at a column and doubled height (which must have the column's parity).

    >>> from_doubled(3, 1), from_doubled(2, 2)
    (Hex(column=3, row=1), Hex(column=2, row=1))
    """
    if (column + y2) % 2:
        raise ValueError(f"no hex of column {column} sits at height {y2}")
    return Hex(column, (y2 + column % 2) // 2)


# The six neighbours' steps on the doubled grid: up, up-right, down-right, down, down-left,
# up-left (up being towards row 1).
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def hex_distance(a: Hex, b: Hex) -> int:
    """Hexes from ``a`` to ``b``, the start not counted: a step along the length may also move
    half a hex across for free, so the distance is the column difference plus whatever of the
    height difference is left over, in whole hexes.

    >>> hex_distance(Hex(5, 8), Hex(12, 8)), hex_distance(Hex(4, 1), Hex(4, 15))
    (7, 14)
    >>> hex_distance(Hex(1, 1), Hex(31, 16)), hex_distance(Hex(2, 8), Hex(2, 8))
    (30, 0)
    """
    columns = abs(a.column - b.column)
    height = abs(doubled_y(a) - doubled_y(b))
    return columns + max(0, (height - columns) // 2)


def step(cell: Hex, direction: tuple[int, int], times: int = 1) -> Hex:
    """The hex ``times`` steps from ``cell`` in one of :data:`DIRECTIONS` (maybe off the pitch;
    rows are then below 1 or past the column's last).

    >>> step(Hex(4, 8), DIRECTIONS[1]), step(Hex(4, 8), DIRECTIONS[3], 2)
    (Hex(column=5, row=8), Hex(column=4, row=10))
    """
    dc, dy = direction
    return from_doubled(cell.column + dc * times, doubled_y(cell) + dy * times)


def neighbours(cell: Hex) -> tuple[Hex, ...]:
    """The hexes next to ``cell`` on the pitch: six inside, fewer at the edges.

    >>> len(neighbours(Hex(10, 8))), len(neighbours(Hex(1, 1))), len(neighbours(Hex(2, 1)))
    (6, 2, 5)
    """
    around = (step(cell, direction) for direction in DIRECTIONS)
    return tuple(other for other in around if in_bounds(other))


def adjacent(a: Hex, b: Hex) -> bool:
    """Whether two hexes touch.

    >>> here = Hex(4, 8)
    >>> adjacent(here, Hex(5, 8)), adjacent(here, Hex(5, 9)), adjacent(here, Hex(6, 8))
    (True, True, False)
    """
    return hex_distance(a, b) == 1


def spokes(centre: Hex, distance: int) -> tuple[Hex, ...]:
    """The six hexes ``distance`` away along the six straight lines out of ``centre`` (where a
    ball lands that goes that far in one of six directions); the centre alone at 0.

    >>> spokes(Hex(16, 8), 2)[:2]
    (Hex(column=16, row=6), Hex(column=18, row=7))
    """
    if distance == 0:
        return (centre,)
    return tuple(step(centre, direction, distance) for direction in DIRECTIONS)


# --- lines across the pitch --------------------------------------------------------------------


# Stretch the drawn pitch (flat-topped hexes of side 1, a hex's centre at (3/2·column,
# √3/2·y2)) by 2 along it and 2/√3 across it: a centre goes to (3·column, y2) and the six
# corners round it to (±2, 0) and (±1, ±1), all whole numbers. A stretch keeps straight lines
# straight and maps each hex onto its stretched hexagon, so which hexes a line meets, and over
# what part of its length, is worked out there exactly. Around its centre the stretched hexagon
# is |y| ≤ 1 and |x| + |y| ≤ 2: six half-planes nx·x + ny·y ≤ k.
_HEX_SIDES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 1),
    (0, -1, 1),
    (1, 1, 2),
    (1, -1, 2),
    (-1, 1, 2),
    (-1, -1, 2),
)


def crossing(a: Hex, b: Hex, cell: Hex) -> tuple[Fraction, Fraction] | None:
    """The part of the straight line from the centre of ``a`` to the centre of ``b`` that lies
    on ``cell`` (its edges included), as the fractions of the way from ``a`` where it comes onto
    the hex and leaves it; None if the line misses the hex.

    >>> crossing(Hex(8, 8), Hex(12, 8), Hex(10, 8))
    (Fraction(1, 3), Fraction(2, 3))
    >>> crossing(Hex(8, 8), Hex(12, 8), Hex(9, 9))  # along its top edge
    (Fraction(1, 6), Fraction(1, 3))
    >>> crossing(Hex(8, 8), Hex(12, 11), Hex(9, 10))  # through one corner only
    (Fraction(1, 3), Fraction(1, 3))
    >>> crossing(Hex(8, 8), Hex(12, 8), Hex(10, 9)) is None
    True
    """
    ax, ay = 3 * a.column, doubled_y(a)
    dx, dy = 3 * (b.column - a.column), doubled_y(b) - ay
    rx, ry = ax - 3 * cell.column, ay - doubled_y(cell)  # a's centre seen from the cell's
    enters, leaves = Fraction(0), Fraction(1)
    for nx, ny, k in _HEX_SIDES:
        # along the line, nx·x + ny·y ≤ k reads towards·t ≤ room
        towards, room = nx * dx + ny * dy, k - nx * rx - ny * ry
        if towards == 0:
            if room < 0:
                return None
        elif towards > 0:
            leaves = min(leaves, Fraction(room, towards))
        else:
            enters = max(enters, Fraction(room, towards))
        if enters > leaves:
            return None
    return enters, leaves


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b`` passes over,
    ``a`` and ``b`` included, in the order the line comes onto them, on the pitch or off it.

    Reading A003-15: a hex counts when some length of the line lies on it, its edges included.
    So where the line runs exactly along the edge between two hexes, both count (a defender on
    either side stands on it), and a hex whose corner the line only touches, at a single point,
    does not. Worked out exactly, line against hexagon, in whole numbers and fractions
    (:func:`crossing`).

    >>> [str(cell) for cell in line(Hex(8, 8), Hex(11, 8))]
    ['8.8', '9.8', '10.8', '11.8']
    >>> [str(cell) for cell in line(Hex(8, 8), Hex(12, 8))]
    ['8.8', '9.8', '9.9', '10.8', '11.8', '11.9', '12.8']
    >>> [str(cell) for cell in line(Hex(8, 8), Hex(8, 11))]
    ['8.8', '8.9', '8.10', '8.11']
    >>> [str(cell) for cell in line(Hex(8, 8), Hex(12, 11))]  # past the corners of 9.10, 11.10
    ['8.8', '9.9', '10.9', '10.10', '11.11', '12.11']
    """
    if a == b:
        return (a,)
    found: list[tuple[Fraction, Hex]] = []
    low_y, high_y = sorted((doubled_y(a), doubled_y(b)))
    for column in range(min(a.column, b.column), max(a.column, b.column) + 1):
        # a hex reaches 1 above and below its centre's height
        first = low_y - 1 + (low_y - 1 - column) % 2
        for y2 in range(first, high_y + 2, 2):
            cell = from_doubled(column, y2)
            part = crossing(a, b, cell)
            if part is not None and part[0] < part[1]:
                found.append((part[0], cell))
    found.sort()
    return tuple(cell for _, cell in found)


@lru_cache(maxsize=256)
def flight_path(passer: Hex, receiver: Hex) -> tuple[Hex, ...]:
    """The hexes the ball flies over between passer and receiver, on the pitch, ends left out: a
    defender standing on one is "along the flight path" and may intercept (Intercepting a Pass).
    Worked out once per pair of places and kept (a tuple: nobody can change it).

    >>> [str(cell) for cell in flight_path(Hex(8, 8), Hex(12, 8))]
    ['9.8', '9.9', '10.8', '11.8', '11.9']
    """
    return tuple(
        cell
        for cell in line(passer, receiver)
        if cell not in (passer, receiver) and in_bounds(cell)
    )


class Front(Labelled):
    """Which hexes next to a passer (or kicker) are "in front" of him, along the throw (reading
    A003-40); the first is the site's reading."""

    NEARER = "nearer", "Nearer the receiver than the passer is"
    HALF = "half", "On the receiver's side of the passer"


def in_front(thrower: Hex, towards: Hex, cell: Hex, front: Front = Front.NEARER) -> bool:
    """Whether ``cell``, next to the thrower, is in front of him for a throw (or kick) towards
    ``towards``.

    The site's reading (``NEARER``): the hex is one step nearer the target than the thrower is,
    so it lies on a shortest way from him to the target: one such hex when the throw runs
    straight through hex sides, two otherwise. The other reading (``HALF``): the hex is on the
    target's side of the line through the thrower square to the throw (its centre makes less
    than a right angle with the throw): two or three hexes.

    >>> [in_front(Hex(8, 8), Hex(14, 8), cell) for cell in (Hex(9, 8), Hex(9, 9), Hex(8, 7))]
    [True, True, False]
    >>> in_front(Hex(8, 8), Hex(8, 2), Hex(8, 7)), in_front(Hex(8, 8), Hex(8, 2), Hex(9, 8))
    (True, False)
    >>> in_front(Hex(8, 8), Hex(8, 2), Hex(9, 8), Front.HALF)
    True
    """
    if not adjacent(thrower, cell) or thrower == towards:
        return False
    if front is Front.NEARER:
        return hex_distance(cell, towards) < hex_distance(thrower, towards)
    # On the drawn pitch a column is 3/2 of a hex's side along, a half-hex step √3/2 across:
    # the dot product of the two offsets is (9/4)·dc₁·dc₂ + (3/4)·dy₁·dy₂.
    dc1, dy1 = cell.column - thrower.column, doubled_y(cell) - doubled_y(thrower)
    dc2, dy2 = towards.column - thrower.column, doubled_y(towards) - doubled_y(thrower)
    return 3 * dc1 * dc2 + dy1 * dy2 > 0


def centre(cell: Hex) -> tuple[float, float]:
    """Where a hex's centre is drawn, in units of a hex's side (flat-topped hexes; column 1's
    centre 1 from the pitch's end, row 1 of an even column √3/2 from the sideline).

    >>> centre(Hex(1, 1)), centre(Hex(2, 1))
    ((1.0, 0.0), (2.5, 0.866))
    """
    x = 1 + 1.5 * (cell.column - 1)
    y = round(doubled_y(cell) * 3**0.5 / 2 - 3**0.5 / 2, 3)
    return x, y + 0.0


def die_direction(die: int, attacking_up: bool) -> tuple[int, int]:
    """The hex side a direction die (1–6) sends a ball through (bounces and scatters, reading
    A003-16): 1 is the forward side on the left of a player facing the end his team attacks,
    then round clockwise seen from above. For the team attacking towards column 31
    (``attacking_up``) that is the side forward and towards row 1; the other team reads the die
    alike from its own end, the pitch turned half round.

    >>> die_direction(1, True), die_direction(3, True), die_direction(1, False)
    ((1, -1), (0, 2), (-1, 1))
    """
    if not 1 <= die <= 6:
        raise ValueError(f"a d6 roll is 1 to 6, not {die}")
    first = 1 if attacking_up else 4
    return DIRECTIONS[(first + die - 1) % 6]
