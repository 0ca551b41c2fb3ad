"""How the Runeball field is drawn (Runeball 2022 Notes › The Field; Passing and Handoffs): the
pitch's hexes and zones, the passer's range bands shaded around him, and the marks' names. Nothing
here decides a rule; the bands are the Passing DL table's rows.

What depends only on where the pieces stand (the pitch's hexes, the range bands around a passer)
is worked out once per position and kept (``functools`` caches of pure functions, holding tuples,
which nobody can change; each answer copies them into its own JSON lists).
"""

from collections.abc import Iterable
from functools import cache, lru_cache

from rules_py.contract import JsonDict
from rules_py.runeball import field, passing
from rules_py.runeball.field import Hex

MARK_LABELS: tuple[tuple[str, str], ...] = (
    ("path", "The ball's flight path"),
    ("front", "In front of the passer"),
    ("intercept", "A defender who may intercept"),
    ("adjacent", "A defender next to the passer (kicker)"),
    ("target", "The kick's target"),
)
ZONE_LABELS: tuple[tuple[str, str], ...] = (
    ("end", field.Zone.END_ZONE.label),
    ("neutral", field.Zone.NEUTRAL_ZONE.label),
    ("post", "Goal post"),
)


def _zone_key(cell: Hex) -> str:
    if cell in field.GOAL_POSTS:
        return "post"
    return {
        field.Zone.END_ZONE: "end",
        field.Zone.NEUTRAL_ZONE: "neutral",
        field.Zone.PLAY: "play",
    }[field.zone(cell)]


def _shape(cell: Hex) -> str:
    """Which part of a hex is drawn: all of it, or the half inside the sideline."""
    if not field.is_half_hex(cell):
        return "full"
    return "lower" if cell.row == 1 else "upper"


@cache
def pitch_cells() -> tuple[tuple[object, ...], ...]:
    """Every hex as ``(column, row, x, y, shape, zone)``, x and y its drawn centre (the same for
    every answer: worked out once).

    >>> cells = pitch_cells()
    >>> len(cells), cells[0], cells[16]
    (481, (1, 1, 1.0, 0.0, 'lower', 'end'), (2, 1, 2.5, 0.866, 'full', 'end'))
    """
    return tuple(
        (cell.column, cell.row, *field.centre(cell), _shape(cell), _zone_key(cell))
        for cell in field.every_hex()
    )


PITCH_SIZE = (
    field.centre(Hex(field.LENGTH, 1))[0] + 1,
    field.centre(Hex(field.LENGTH, field.WIDTH + 1))[1],
)


@cache
def range_bands() -> tuple[tuple[int, int | None, str], ...]:
    """The shading bands of range from the passer: (first, last, words), from the Passing DL table;
    1 hex is a handoff, past the last row no pass reaches.

    >>> [words for _, _, words in range_bands()][:2]
    ['Handoff (1 hex)', '2–6 hexes: DL 10']
    """
    bands: list[tuple[int, int | None, str]] = [
        (passing.HANDOFF_RANGE, passing.HANDOFF_RANGE, "Handoff (1 hex)")
    ]
    bands += [
        (low, high, f"{low}–{high} hexes: DL {dl}") for low, high, dl in passing.PASSING_DL_ROWS
    ]
    bands.append((passing.MAX_PASS_RANGE + 1, None, f"Beyond {passing.MAX_PASS_RANGE}: no pass"))
    return tuple(bands)


def band_tags() -> tuple[str, ...]:
    """The short tag of each band, written in the band on the pitch and in its legend swatch, so
    a band is told by its words and not by its colour alone: H for a handoff, each band's DL, a
    dash beyond the last.

    >>> band_tags()
    ('H', '10', '14', '18', '22', '–')
    """
    return ("H", *(str(dl) for _, _, dl in passing.PASSING_DL_ROWS), "–")


def range_band(hexes: int) -> int:
    """The band (1 = handoff, …, last = out of range) of a range; 0 for the passer's own hex.

    >>> [range_band(n) for n in (0, 1, 2, 7, 18, 19)]
    [0, 1, 2, 3, 5, 6]
    """
    for index, (low, high, _) in enumerate(range_bands(), start=1):
        if low <= hexes and (high is None or hexes <= high):
            return index
    return 0


@lru_cache(maxsize=64)
def range_shading(passer: Hex) -> tuple[tuple[int, int, int], ...]:
    """Every hex as ``(column, row, band)``: its :func:`range_band` from the passer (worked out
    once per place of the passer).

    >>> shading = range_shading(Hex(8, 8))
    >>> len(shading), shading[0], [band for c, r, band in shading if (c, r) == (8, 8)]
    (481, (1, 1, 4), [0])
    """
    bands = [range_band(hexes) for hexes in range(field.LENGTH + field.WIDTH + 1)]
    return tuple(
        (cell.column, cell.row, bands[field.hex_distance(passer, cell)])
        for cell in field.every_hex()
    )


def cells(cells: Iterable[tuple[int, int]]) -> list[list[int]]:
    return [[column, row] for column, row in cells]


def band_shading(passer: Hex) -> JsonDict:
    """The pitch shaded by range band from the passer, with the legend of the bands."""
    return {
        "style": "bands",
        "values": [list(entry) for entry in range_shading(passer)],
        "legend": [
            [index, words, tag]
            for index, ((_, _, words), tag) in enumerate(
                zip(range_bands(), band_tags(), strict=True), start=1
            )
        ],
    }


def pitch(picture: JsonDict) -> JsonDict:
    """The pitch to draw: its size, hexes and zones, with a play's ``picture`` (its shading,
    marks, lines and caption); only the marks the picture uses are named."""
    return {
        "input": "board",
        "size": list(PITCH_SIZE),
        "cells": [list(cell) for cell in pitch_cells()],
        "zones": [list(pair) for pair in ZONE_LABELS],
        "mark_labels": [[name, words] for name, words in MARK_LABELS if picture["marks"].get(name)],
        **picture,
    }
