"""Contest heatmaps: A's chance to win over a grid of both ratings, under the readings a
calculator's settings choose, with the reader's own pair on it (RuneQuest, The Game System ›
Opposed Resolution; ReQuest, Core Mechanic: Skill Rolls › Skill Contests; Basic Roleplaying,
Edited House Rules › Opposed Rolls, through :mod:`rules_py.comparison.contests`).

A calculator answers with the whole map (:func:`live_heatmap`), which
``docs/javascripts/render/draw.js`` draws, live in the page and at build time for the page's
first answer. The grid of the ten-point ratings is worked out once for each set of readings
(the caller keeps it, :func:`grid`); only the reader's own row and column, where their ratings are
off the grid, are worked out for each answer. So the map never stands for readings other than
the chosen ones, nor for another pair than the reader's: the outlined cell is the pair itself.

It stands beside the documents' packages, importing none of them: RuneQuest's opposed roll and
the comparison's contest both draw their map with it, and the comparison imports RuneQuest.
"""

from collections.abc import Callable
from fractions import Fraction

from rules_py.contract import JsonDict
from rules_py.numbers import percent
from rules_py.odds import as_percent

HEATMAP_RATINGS = tuple(range(10, 151, 10))  # 10%..150%: past 100 the above-100% rule shows

Grid = tuple[tuple[Fraction, ...], ...]
WinChance = Callable[[int, int], Fraction]


def grid(a_wins: WinChance) -> Grid:
    """A's chance to win for every A rating of :data:`HEATMAP_RATINGS` (rows) against every B
    rating (columns).

    >>> even = grid(lambda a, b: Fraction(a, a + b))
    >>> len(even), even[0][0], even[1][0]
    (15, Fraction(1, 2), Fraction(2, 3))
    """
    return tuple(tuple(a_wins(a, b) for b in HEATMAP_RATINGS) for a in HEATMAP_RATINGS)


def live_heatmap(
    map_name: str,
    title: str,
    a: int,
    b: int,
    a_wins: WinChance,
    on_grid: Grid,
    pair: Fraction | None = None,
) -> JsonDict:
    """The map a calculator shows: ``on_grid`` (from :func:`grid`, under the same readings as
    ``a_wins``), with a row for A's rating ``a`` and a column for B's rating ``b`` added in
    order where they are not on it, each cell A's chance to win in percent. ``pair`` is the
    reader's own cell when it differs from ``a_wins(a, b)`` (base ratings only the reader's pair
    has).

    >>> even = lambda a, b: Fraction(a, a + b)
    >>> drawn = live_heatmap("m", "Even", 62, 40, even, grid(even))
    >>> drawn["rows"][5:8], len(drawn["columns"]), round(drawn["a_wins"][6][3], 2)
    ([60, 62, 70], 15, 60.78)
    >>> drawn["where"]
    'A 62% against B 40%: A wins 60.78%.'
    >>> live_heatmap("m", "Even", 300, 45, even, grid(even))["columns"][4:6]
    [45, 50]
    """
    rows = sorted({*HEATMAP_RATINGS, a})
    columns = sorted({*HEATMAP_RATINGS, b})
    index = {rating: place for place, rating in enumerate(HEATMAP_RATINGS)}
    mine = a_wins(a, b) if pair is None else pair

    def cell(row: int, column: int) -> Fraction:
        if (row, column) == (a, b):
            return mine
        if row in index and column in index:
            return on_grid[index[row]][index[column]]
        return a_wins(row, column)

    return {
        "map": map_name,
        "title": title,
        "rows": rows,
        "columns": columns,
        "a_wins": [[as_percent(cell(row, column)) for column in columns] for row in rows],
        "a": a,
        "b": b,
        "where": f"A {a}% against B {b}%: A wins {percent(as_percent(mine))}.",
    }
