"""The static picture of an output of kind ``heatmap``: one SVG grid per map the output names,
coloured by A's chance to win (``rules_py.comparison.contests.heatmap``), computed at build time.
The widget only shows the map Python names and marks the cell of the reader's pair.
"""

from html import escape

from rules_py.comparison.contests import System, heatmap
from rules_py.heatmaps import Heatmap
from rules_py.numbers import percent

CELL = 22
MARGIN = 34  # room for the rating labels on the left and on top
# The labels' size in the grid's own units (docs/stylesheets/results.css sets the same): on a
# 390 px phone the grid is drawn at about 0.86 of its units, and a label must stay 12 px or more.
# At this size three digits are wider than a column, so the column labels stand upright.
LABEL = 15


def heatmap_svg(grid: Heatmap) -> str:
    """One grid: rows are A's rating, columns B's, each cell's shade and title its chance.

    >>> svg = heatmap_svg(heatmap(System.BRP))
    >>> svg.count('class="rules-heat-cell"'), 'data-a="60" data-b="40"' in svg
    (225, True)
    """
    size = len(grid.ratings)
    width = MARGIN + size * CELL
    parts = [
        f'<svg class="rules-heatmap-grid" data-map="{escape(grid.name)}" role="img"'
        f' viewBox="0 0 {width} {width}" aria-label="{escape(grid.title)}, for A\'s and B\'s'
        f' ratings from {grid.ratings[0]}% to {grid.ratings[-1]}%">',
        f"<title>{escape(grid.title)}</title>",
    ]
    for index, rating in enumerate(grid.ratings):
        offset = MARGIN + index * CELL + CELL / 2
        middle = offset + LABEL * 0.35  # the baseline that centres a digit on the column
        parts.append(
            f'<text class="rules-heat-label" x="{middle}" y="{MARGIN - 4}"'
            f' transform="rotate(-90 {middle} {MARGIN - 4})" font-size="{LABEL}">{rating}</text>'
        )
        parts.append(
            f'<text class="rules-heat-label" x="{MARGIN - 4}" y="{middle}"'
            f' text-anchor="end" font-size="{LABEL}">{rating}</text>'
        )
    for row, a in enumerate(grid.ratings):
        for column, b in enumerate(grid.ratings):
            chance = grid.a_wins[row][column]
            parts.append(
                f'<rect class="rules-heat-cell" data-a="{a}" data-b="{b}"'
                f' x="{MARGIN + column * CELL}" y="{MARGIN + row * CELL}"'
                f' width="{CELL - 1}" height="{CELL - 1}" fill-opacity="{float(chance):.3f}">'
                f"<title>A {a}% against B {b}%: A wins {percent(float(chance * 100))}</title>"
                "</rect>"
            )
    parts.append("</svg>")
    return "".join(parts)


def heatmap_block(key: str, label: str, maps: dict[str, str]) -> list[str]:
    """The output's markup: a caption saying how to read the colours, then every named map."""
    lines = [
        f'<figure class="rules-heatmap" data-output="{escape(key)}" data-kind="heatmap">',
        f"<figcaption><strong>{escape(label)}</strong> Rows are A's rating, columns B's."
        " The stronger the colour, the likelier A wins: a faint cell is near 0%, full colour 100%."
        " The map is worked out under this site's readings of the rules; the outlined cell is the"
        " one nearest your two ratings, and the line under the map gives the chance of your own"
        " pair under the readings chosen.</figcaption>",
    ]
    lines.extend(heatmap_svg(heatmap(System(name))) for name in maps)
    lines.append('<p class="rules-heat-where" data-heat-where></p>')
    lines.append("</figure>")
    return lines
