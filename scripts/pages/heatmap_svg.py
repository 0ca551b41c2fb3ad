"""The frame of an output of kind ``heatmap``: a caption saying how to read the colours, a place
for the map, and a line under it. The map itself is the calculator's answer
(``rules_py.heatmaps.live_heatmap``), drawn by ``docs/javascripts/render/heatmap.js``:
live in the page, and at build time for the page's first answer (scripts/build/prerender.mjs).
"""

from markupsafe import Markup

from scripts.pages.html_builder import block, tag

_HOW_TO_READ = (
    " Rows are A's rating, columns B's."
    " The stronger the colour, the likelier A wins: a faint cell is near 0%, full colour 100%."
    " The map follows the readings chosen under Rules reading. Your own pair is the outlined"
    " cell; a rating off the ten-point grid gets a row or column of its own, its label in bold."
)


def heatmap_block(key: str, label: str) -> Markup:
    """The output's markup, the map left to the renderer.

    >>> lines = heatmap_block("heatmap", "A's chance").splitlines()
    >>> 'data-heat-grid' in lines[2], lines[0].startswith('<figure class="rules-heatmap"')
    (True, True)
    >>> "<strong>A&#39;s chance</strong>" in lines[1]
    True
    """
    return block(
        "figure",
        {"class": "rules-heatmap", "data-output": key, "data-kind": "heatmap"},
        tag("figcaption", None, tag("strong", None, label), _HOW_TO_READ),
        tag("div", {"class": "rules-heatmap-drawing", "data-heat-grid": True}),
        tag("p", {"class": "rules-heat-where", "data-heat-where": True}),
    )
