"""The frame of an output of kind ``heatmap``: a caption saying how to read the colours, a place
for the map, and a line under it. The map itself is the calculator's answer
(``rules_py.heatmaps.live_heatmap``), drawn by ``docs/javascripts/rules/heatmap.js``:
live in the page, and at build time for the page's first answer (scripts/prerender.mjs).
"""

from html import escape


def heatmap_block(key: str, label: str) -> list[str]:
    """The output's markup, the map left to the renderer.

    >>> block = heatmap_block("heatmap", "A's chance")
    >>> 'data-heat-grid' in block[2], block[0].startswith('<figure class="rules-heatmap"')
    (True, True)
    """
    return [
        f'<figure class="rules-heatmap" data-output="{escape(key)}" data-kind="heatmap">',
        f"<figcaption><strong>{escape(label)}</strong> Rows are A's rating, columns B's."
        " The stronger the colour, the likelier A wins: a faint cell is near 0%, full colour 100%."
        " The map follows the readings chosen under Rules reading. Your own pair is the outlined"
        " cell; a rating off the ten-point grid gets a row or column of its own, its label in"
        " bold.</figcaption>",
        '<div class="rules-heatmap-drawing" data-heat-grid></div>',
        '<p class="rules-heat-where" data-heat-where></p>',
        "</figure>",
    ]
