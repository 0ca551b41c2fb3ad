"""Contest heatmaps: the grid of both ratings over which A's chance to win is drawn (the grids
themselves are :func:`rules_py.contests.heatmap`), and which cell holds a reader's pair.

The grids are computed when the site is built, under the site's readings, and drawn as static
pictures; a calculator says which cell is nearest the reader's pair (:func:`nearest_cell`) and,
in a line of its own, what the pair itself gives under the readings chosen
(:func:`rules_py.contests.heatmap_mark`), so a map never stands in for another reading or pair.
"""

from dataclasses import dataclass
from fractions import Fraction

HEATMAP_RATINGS = tuple(range(10, 151, 10))  # 10%..150%: past 100 the above-100% rule shows


@dataclass(frozen=True)
class Heatmap:
    """A's chance to win (exact) for each A rating (rows) against each B rating (columns)."""

    name: str
    title: str
    ratings: tuple[int, ...]
    a_wins: tuple[tuple[Fraction, ...], ...]


def nearest_cell(map_name: str, a: int, b: int) -> dict[str, int | str] | None:
    """The cell of map ``map_name`` that holds ratings ``a`` and ``b`` (halves go up), or None
    when they lie outside the grid.

    >>> nearest_cell("runequest", 62, 45)
    {'map': 'runequest', 'a': 60, 'b': 50}
    >>> nearest_cell("brp", 300, 45) is None
    True
    """
    step = HEATMAP_RATINGS[1] - HEATMAP_RATINGS[0]
    low, high = HEATMAP_RATINGS[0] - step // 2, HEATMAP_RATINGS[-1] + step // 2

    def snap(rating: int) -> int:
        return min(HEATMAP_RATINGS, key=lambda cell: (abs(cell - rating), -cell))

    if not (low <= a <= high and low <= b <= high):
        return None
    return {"map": map_name, "a": snap(a), "b": snap(b)}
