"""What Material's search index holds: the words of the pages, not the calculators' answers.

A calculator's answer drawn at build time (its odds bars, its strip of ranges, its heat map) is
a run of short pieces of text in adjacent elements; Material's indexer joins them without a space
("Critical success3%Special success7%..."), so the index filled with glued tokens that no reader
types, and the search worker failed on some of them. The calculator's whole widget is marked
``data-search-exclude`` (Material leaves out what is inside such an element and strips the mark
from the page it writes); its heading and the prose around it stay in the index. The generated
tables are kept out the same way where they are written (``scripts/shortcodes.py``).
"""

import re

# The root of every calculator (scripts/widget_html.py writes it this way).
_WIDGET_ROOT = re.compile(r'<div class="rules-calculator"(?![^>]*data-search-exclude)')


def keep_answers_out(html: str) -> str:
    """The page's HTML with every calculator marked to stay out of the search index.

    >>> keep_answers_out('<div class="rules-calculator" id="x">')
    '<div class="rules-calculator" data-search-exclude="answer" id="x">'
    """
    return _WIDGET_ROOT.sub('<div class="rules-calculator" data-search-exclude="answer"', html)
