"""Contest heatmaps: the grid of both ratings over which A's chance to win is drawn (the grids
themselves are :func:`rules_py.comparison.contests.heatmap`), and which cell holds a reader's
pair.

The grids are computed when the site is built, under the site's readings, and drawn as static
pictures; a calculator says which cell is nearest the reader's pair (:func:`nearest_cell`) and,
in a line of its own, what the pair itself gives under the readings chosen
(:func:`mark_pair`), so a map never stands in for another reading or pair.

It stands beside the documents' packages, importing none of them: RuneQuest's opposed roll and
the comparison's contest both mark their pair with it, and the comparison imports RuneQuest.
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from rules_py.numbers import percent

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


def mark_pair(
    map_name: str,
    a: int,
    b: int,
    chosen: Callable[[int, int], Fraction],
    site: Callable[[int, int], Fraction],
) -> dict[str, int | str] | None:
    """The cell of map ``map_name`` nearest ratings ``a`` and ``b``, and a line that gives the
    pair's own chance to win under the readings chosen (``chosen``), and says when the outlined
    cell is another pair or when the map, drawn under the site's readings (``site``), gives the
    pair another chance. None when the pair lies outside the map.

    >>> even = lambda a, b: Fraction(a, a + b)
    >>> mark_pair("m", 60, 40, even, even)
    {'map': 'm', 'a': 60, 'b': 40, 'where': 'A 60% against B 40%: A wins 60%.'}
    >>> mark_pair("m", 62, 40, even, even)["where"].split(". ")
    ['A 62% against B 40%: A wins 60.78%', \
'The outlined cell is the nearest on the map, A 60% against B 40%: 60%.']
    >>> mark_pair("m", 60, 40, lambda a, b: Fraction(1, 2), even)["where"].split(". ")
    ['A 60% against B 40%: A wins 50% under the readings chosen', \
"The map is drawn under this site's readings: its outlined cell reads 60%."]
    """
    cell = nearest_cell(map_name, a, b)
    if cell is None:
        return None
    mine = chosen(a, b)
    same = mine == site(a, b)  # the site's readings, or others that give this pair the same
    words = [f"A {a}% against B {b}%: A wins {percent(float(mine * 100))}"]
    if not same:
        words[0] += " under the readings chosen"
    cell_a, cell_b = int(cell["a"]), int(cell["b"])
    shown = percent(float(site(cell_a, cell_b) * 100))  # the map's cell, not the whole map
    if (cell_a, cell_b) != (a, b):
        words.append(
            f"The outlined cell is the nearest on the map, A {cell_a}% against B {cell_b}%: "
            f"{shown}" + ("" if same else ", under this site's readings")
        )
    elif not same:
        words.append(
            f"The map is drawn under this site's readings: its outlined cell reads {shown}"
        )
    return {**cell, "where": ". ".join(words) + "."}
