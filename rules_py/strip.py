"""The d100 strip: which result each of the hundred faces gives, as a page paints it.

A calculator that rolls under a chance returns :func:`d100_strip` under an output of kind
``strip``; the widget colours face 01 to face 00 by ``faces`` and labels each band. Python says
which face gives which result, the page only paints it.
"""

from collections.abc import Callable

from rules_py.contract import JsonDict
from rules_py.dice import D100_FACES, d100_label
from rules_py.levels import Level
from rules_py.tables import d100_span, runs


def d100_strip(level_of: Callable[[int], Level], roll: int | None = None) -> JsonDict:
    """Every face's result key (face 1 first, 00 last), the bands they form, a legend (each
    level, best first, with all its ranges) and the given roll in words.

    >>> from rules_py.runequest.results import result_level
    >>> strip = d100_strip(lambda face: result_level(50, face), roll=7)
    >>> len(strip["faces"]), strip["faces"][0], strip["faces"][99], strip["roll"]
    (100, 'critical', 'fumble', 7)
    >>> strip["bands"][1]
    {'low': 4, 'high': 10, 'range': '04–10', 'level': 'special', 'label': 'Special success'}
    >>> strip["legend"][0]
    {'level': 'critical', 'label': 'Critical success', 'ranges': ['01–03']}
    >>> strip["rolled"]
    'Roll 07: Special success'
    """
    levels = [level_of(face) for face in D100_FACES]
    bands = [
        {
            "low": low,
            "high": high,
            "range": d100_span(low, high),
            "level": level.key,
            "label": level.label,
        }
        for low, high, level in runs(lambda face: levels[face - 1], 1, 100)
    ]
    legend = [
        {
            "level": level.key,
            "label": level.label,
            "ranges": [band["range"] for band in bands if band["level"] == level.key],
        }
        for level in sorted(set(levels), reverse=True)
    ]
    rolled = None if roll is None else f"Roll {d100_label(roll)}: {levels[roll - 1].label}"
    return {
        "faces": [level.key for level in levels],
        "bands": bands,
        "legend": legend,
        "roll": roll,
        "rolled": rolled,
    }
