"""The Runeball pitch (Runeball 2022 Notes › The Field; Half-Hexes): its hexes, zones and
distances counted by hand on the drawn pitch, and the properties every distance must have."""

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.runeball import field
from rules_py.runeball.field import Front, Hex

EVERY_HEX = list(field.every_hex())
hexes = st.sampled_from(EVERY_HEX)


def mirror(cell: Hex) -> Hex:
    """The same hex seen from the other end of the pitch, turned half round."""
    return Hex(field.LENGTH + 1 - cell.column, field.rows_in(cell.column) + 1 - cell.row)


def test_the_field_is_31_long_15_wide_with_half_hexes_on_alternate_columns() -> None:
    """The Field: 31 × 15; Half-Hexes: every other column ends in a half-hex at both sides."""
    columns = {cell.column for cell in EVERY_HEX}
    assert columns == set(range(1, 32))
    for column in columns:
        rows = [cell.row for cell in EVERY_HEX if cell.column == column]
        halves = [
            cell.row for cell in EVERY_HEX if cell.column == column and field.is_half_hex(cell)
        ]
        whole = len(rows) - len(halves)
        assert whole + len(halves) / 2 == 15  # every column spans the 15-hex width
        assert halves == ([1, 16] if column % 2 else [])
    assert len(EVERY_HEX) == 481


def test_the_field_zones_and_goal_posts() -> None:
    """The Field: the neutral zone in the middle, 3-hex end zones, a goal post in each centre."""
    neutral = {cell.column for cell in EVERY_HEX if field.zone(cell) is field.Zone.NEUTRAL_ZONE}
    ends = {cell.column for cell in EVERY_HEX if field.zone(cell) is field.Zone.END_ZONE}
    assert neutral == {16}
    assert ends == {1, 2, 3, 29, 30, 31}
    for post in field.GOAL_POSTS:
        assert field.zone(post) is field.Zone.END_ZONE
        assert not field.is_half_hex(post)
        # the middle of its end zone: as far from either sideline, in the middle column of three
        assert post.row - 1 == field.rows_in(post.column) - post.row
    assert (mirror(field.GOAL_POSTS[1]), mirror(field.GOAL_POSTS[0])) == field.GOAL_POSTS


@pytest.mark.parametrize(
    ("a", "b", "hexes"),
    [
        pytest.param(
            Hex(4, 1), Hex(4, 15), 14, id="The Field: down one column, sideline to sideline"
        ),
        pytest.param(Hex(1, 1), Hex(1, 16), 15, id="Half-Hexes: half-hex to half-hex of a column"),
        pytest.param(Hex(5, 8), Hex(12, 8), 7, id="along a row of hexes"),
        pytest.param(Hex(8, 8), Hex(11, 7), 3, id="three steps up and along"),
        pytest.param(Hex(8, 8), Hex(11, 11), 4, id="three steps down and along, then one down"),
        pytest.param(Hex(1, 1), Hex(2, 1), 1, id="Half-Hexes: corner half-hex to its neighbour"),
        pytest.param(Hex(3, 16), Hex(4, 15), 1, id="Half-Hexes: bottom half-hex to its neighbour"),
        pytest.param(Hex(1, 1), Hex(31, 16), 30, id="corner to far corner"),
        pytest.param(Hex(2, 8), Hex(30, 8), 28, id="goal post to goal post"),
        pytest.param(Hex(16, 1), Hex(16, 15), 14, id="The Field: the neutral zone's length"),
    ],
)
def test_hex_distance_counted_on_the_drawn_field(a: Hex, b: Hex, hexes: int) -> None:
    assert field.hex_distance(a, b) == hexes
    assert field.hex_distance(mirror(a), mirror(b)) == hexes


@settings(deadline=None)
@given(hexes, hexes, hexes)
def test_hex_distance_is_a_distance(a: Hex, b: Hex, c: Hex) -> None:
    assert field.hex_distance(a, b) == field.hex_distance(b, a)
    assert (field.hex_distance(a, b) == 0) == (a == b)
    assert field.hex_distance(a, c) <= field.hex_distance(a, b) + field.hex_distance(b, c)


@settings(deadline=None)
@given(hexes)
def test_six_neighbours_inside_each_one_hex_away(cell: Hex) -> None:
    around = field.neighbours(cell)
    # away from the ends and sidelines: rows 2–14 of a whole column, 2–15 of one with half-hexes
    inside = 1 < cell.column < field.LENGTH and 2 <= cell.row <= field.rows_in(cell.column) - 1
    assert (len(around) == 6) == inside
    assert 2 <= len(around) <= 6
    assert all(field.hex_distance(cell, other) == 1 for other in around)
    assert all(field.adjacent(cell, other) for other in around)
    assert {other for other in EVERY_HEX if field.hex_distance(cell, other) == 1} == set(around)


@settings(deadline=None)
@given(hexes, st.integers(min_value=0, max_value=16))
def test_spokes_lie_at_their_distance(centre: Hex, distance: int) -> None:
    spokes = field.spokes(centre, distance)
    assert len(set(spokes)) == (1 if distance == 0 else 6)
    assert all(field.hex_distance(centre, cell) == distance for cell in spokes)


@settings(deadline=None)
@given(hexes, hexes)
def test_the_flight_path_lies_between_passer_and_receiver(a: Hex, b: Hex) -> None:
    path = field.flight_path(a, b)
    total = field.hex_distance(a, b)
    assert a not in path and b not in path
    for cell in path:
        assert field.hex_distance(a, cell) + field.hex_distance(cell, b) == total
    # at least one hex at every step between them
    assert {field.hex_distance(a, cell) for cell in path} == set(range(1, total)) or total < 2


@pytest.mark.parametrize(
    ("receiver", "front", "count"),
    [
        pytest.param(Hex(14, 8), Front.NEARER, 2, id="along a row: two hexes nearer"),
        pytest.param(Hex(8, 2), Front.NEARER, 1, id="straight through a hex side: one nearer"),
        pytest.param(Hex(14, 8), Front.HALF, 2, id="along a row: two on his side"),
        pytest.param(Hex(8, 2), Front.HALF, 3, id="straight through a hex side: three on his side"),
    ],
)
def test_hexes_in_front_of_the_passer(receiver: Hex, front: Front, count: int) -> None:
    """Passing and Handoffs: "in front of the passer, based on the direction of the throw"."""
    passer = Hex(8, 8)
    ahead = [
        cell for cell in field.neighbours(passer) if field.in_front(passer, receiver, cell, front)
    ]
    assert len(ahead) == count
    assert all(
        field.hex_distance(cell, receiver) <= field.hex_distance(passer, receiver) for cell in ahead
    )


@settings(deadline=None)
@given(hexes, hexes)
def test_hexes_nearer_the_receiver_are_on_his_side(passer: Hex, receiver: Hex) -> None:
    for cell in field.neighbours(passer):
        if field.in_front(passer, receiver, cell, Front.NEARER):
            assert field.in_front(passer, receiver, cell, Front.HALF)


def test_the_direction_die_goes_round_the_hex() -> None:
    """The six faces of the die name the six sides, once each, for both teams."""
    for attacking_up in (True, False):
        sides = [field.die_direction(die, attacking_up) for die in range(1, 7)]
        assert sorted(sides) == sorted(field.DIRECTIONS)
    assert field.die_direction(1, True)[0] == 1  # forward for the team attacking column 31
    assert field.die_direction(1, False)[0] == -1


# --- the flight path against an independent geometric check -----------------------------------

SQRT3 = 3**0.5


def drawn_corners(cell: Hex) -> list[tuple[float, float]]:
    """The six corners of a hex on the drawn pitch, side 1, from the layout alone (The Field;
    reading A003-15): columns 1.5 apart along the pitch, rows √3 apart across it, odd columns
    half a row higher (their row 1 is the half-hex at the sideline)."""
    x = 1.5 * cell.column
    y = SQRT3 * cell.row - (SQRT3 / 2 if cell.column % 2 else 0)
    return [
        (x + math.cos(math.radians(60 * k)), y + math.sin(math.radians(60 * k))) for k in range(6)
    ]


def drawn_centre(cell: Hex) -> tuple[float, float]:
    corners = drawn_corners(cell)
    return (sum(x for x, _ in corners) / 6, sum(y for _, y in corners) / 6)


def length_on_hex(start: tuple[float, float], end: tuple[float, float], cell: Hex) -> float:
    """How much of the segment lies on the hex (edges included), by clipping the segment
    against each side of the convex hexagon in floating point (Cyrus–Beck)."""
    corners = drawn_corners(cell)
    (sx, sy), (ex, ey) = start, end
    dx, dy = ex - sx, ey - sy
    low, high = 0.0, 1.0
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        # inside is to the left of each side, the corners going anticlockwise
        at_start = (x2 - x1) * (sy - y1) - (y2 - y1) * (sx - x1)
        change = (x2 - x1) * dy - (y2 - y1) * dx
        if abs(change) < 1e-12:
            if at_start < -1e-9:
                return 0.0
            continue
        t = -at_start / change
        if change > 0:
            low = max(low, t)
        else:
            high = min(high, t)
    return max(0.0, high - low) * math.hypot(dx, dy)


def geometric_flight_path(passer: Hex, receiver: Hex) -> set[Hex]:
    """Every hex of the pitch, the two ends left out, on which some length of the line from
    centre to centre lies (reading A003-15: its edges count, a single corner point does not)."""
    start, end = drawn_centre(passer), drawn_centre(receiver)
    found = set()
    for cell in EVERY_HEX:
        if cell in (passer, receiver):
            continue
        cx, cy = drawn_centre(cell)
        # a hex lies within 1 (its corners) of its centre: skip those clearly away from the line
        px, py = end[0] - start[0], end[1] - start[1]
        t = max(0.0, min(1.0, ((cx - start[0]) * px + (cy - start[1]) * py) / (px * px + py * py)))
        if math.hypot(start[0] + t * px - cx, start[1] + t * py - cy) > 1.001:
            continue
        length = length_on_hex(start, end, cell)
        # The exact crossings are fractions with small denominators: a length is 0 or more
        # than 1e-5; between the two would be a case the tolerance cannot decide.
        assert not 1e-9 < length < 1e-6, (passer, receiver, cell, length)
        if length > 1e-6:
            found.add(cell)
    return found


def random_passes(count: int, seed: int) -> list[tuple[Hex, Hex]]:
    """Passer and receiver at random, 2–18 hexes apart (Passing DL: the passing ranges)."""
    rng = random.Random(seed)
    passes: list[tuple[Hex, Hex]] = []
    while len(passes) < count:
        a, b = rng.sample(EVERY_HEX, 2)
        if 2 <= field.hex_distance(a, b) <= 18:
            passes.append((a, b))
    return passes


def test_flight_path_is_every_hex_the_line_crosses_on_1200_random_passes() -> None:
    """Runeball 2022 › Intercepting a Pass: a defender "along the flight path of the ball";
    reading A003-15: the hexes the line between the centres crosses. The exact fractions agree
    with a floating-point clip of the line against each drawn hexagon on 1,200 random passes."""
    differences = []
    for passer, receiver in random_passes(1200, seed=21):
        exact = set(field.flight_path.__wrapped__(passer, receiver))
        if exact != geometric_flight_path(passer, receiver):
            differences.append((passer, receiver))
    assert differences == []


def test_flight_path_covers_the_line_densely_sampled() -> None:
    """Runeball 2022 › Intercepting a Pass: every point of the ball's line lies on the passer's
    hex, the receiver's or a hex of the flight path (sampled 400 times per pass)."""

    def on(cell: Hex, x: float, y: float) -> bool:
        cx, cy = drawn_centre(cell)
        u, v = abs(x - cx), abs(y - cy)  # a flat-topped hexagon of side 1
        return v <= SQRT3 / 2 + 1e-9 and SQRT3 * u + v <= SQRT3 + 1e-9

    for passer, receiver in random_passes(150, seed=2022):
        cells = (passer, receiver, *field.flight_path(passer, receiver))
        (sx, sy), (ex, ey) = drawn_centre(passer), drawn_centre(receiver)
        for i in range(401):
            x, y = sx + (ex - sx) * i / 400, sy + (ey - sy) * i / 400
            assert any(on(cell, x, y) for cell in cells), (passer, receiver, i)


@pytest.mark.parametrize(
    ("passer", "receiver", "corner_only", "along_edge"),
    [
        pytest.param(
            Hex(8, 8),
            Hex(12, 11),
            {Hex(9, 10), Hex(11, 10)},
            set(),
            id="Intercepting a Pass: corners touched at a point do not count",
        ),
        pytest.param(
            Hex(8, 8),
            Hex(12, 8),
            set(),
            {Hex(9, 8), Hex(9, 9), Hex(11, 8), Hex(11, 9)},
            id="Intercepting a Pass: along an edge, both hexes count",
        ),
    ],
)
def test_flight_path_edges_and_corners(
    passer: Hex, receiver: Hex, corner_only: set[Hex], along_edge: set[Hex]
) -> None:
    path = set(field.flight_path(passer, receiver))
    assert along_edge <= path
    assert not corner_only & path
    for cell in corner_only:
        enters, leaves = field.crossing(passer, receiver, cell)  # type: ignore[misc]
        assert enters == leaves


def test_the_pass_from_9_12_to_26_4_crosses_hex_18_7() -> None:
    """Runeball 2022 › Intercepting a Pass: from 9.12 to 26.4 the line passes 0.82 from the
    centre of 18.7, inside its inner radius √3/2, so a defender there may intercept."""
    passer, receiver = Hex(9, 12), Hex(26, 4)
    assert Hex(18, 7) in field.flight_path(passer, receiver)
    (sx, sy), (ex, ey), (cx, cy) = (drawn_centre(c) for c in (passer, receiver, Hex(18, 7)))
    distance = abs((ex - sx) * (sy - cy) - (sx - cx) * (ey - sy)) / math.hypot(ex - sx, ey - sy)
    assert round(distance, 2) == 0.82 < SQRT3 / 2
