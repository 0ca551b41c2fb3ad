"""The GM screen's jump list: at its top, each document's name and its cards' names, each a link
down to its card. On a phone the cards stand one under another, some twenty screens of them;
the list puts any card one tap away (and Material's "Back to top" brings the list back). It is
read from the page's own headings once Python-Markdown has written them (``h2.gm-document``
for a document, ``h3`` for a card, each with its id), so a card added to ``docs/gm-screen.md`` is
listed without being named anywhere else; on paper the list is left out (gm-screen.css).
"""

import re
from html import unescape

from scripts.pages.html_builder import Attributes, join, tag

SCREEN = '<div class="gm-screen">'
# A document's heading or a card's, as Python-Markdown writes them (with toc's ¶ link inside).
_HEADING = re.compile(
    r'<h(?P<level>[23])(?P<attrs>[^>]*)\bid="(?P<id>[^"]+)"[^>]*>(?P<text>.*?)</h(?P=level)>', re.S
)


def _text(inner: str) -> str:
    """A heading's words: its ¶ link and tags left out.

    >>> _text('Passing <abbr title="x">DL</abbr><a class="headerlink" href="#p">&para;</a>')
    'Passing DL'
    """
    inner = re.sub(r'<a class="headerlink".*?</a>', "", inner, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", "", inner)).strip()


def jump_list(html: str) -> str:
    """The page's HTML with the jump list before its screen of cards (a page with none is
    returned as it is).

    >>> page = (
    ...     '<p>Intro</p><div class="gm-screen"><h2 class="gm-document" id="rq">RuneQuest</h2>'
    ...     '<div class="gm-card"><h3 id="ab">Ability results</h3></div></div>'
    ... )
    >>> print(jump_list(page).split('<div class="gm-screen">')[0])  # doctest: +NORMALIZE_WHITESPACE
    <p>Intro</p><nav class="gm-jump" aria-label="Cards on this screen"
    data-search-exclude><ul><li><a class="gm-jump-document" href="#rq">RuneQuest</a>
    <ul><li><a href="#ab">Ability results</a></li></ul></li></ul></nav>
    >>> jump_list("<p>No screen</p>")
    '<p>No screen</p>'
    """
    at = html.find(SCREEN)
    if at < 0:
        return html
    documents: list[tuple[str, str, list[tuple[str, str]]]] = []
    for heading in _HEADING.finditer(html, at):
        if heading["level"] == "2" and "gm-document" in heading["attrs"]:
            documents.append((heading["id"], _text(heading["text"]), []))
        elif heading["level"] == "3" and documents:
            documents[-1][2].append((heading["id"], _text(heading["text"])))
    items = (
        tag(
            "li",
            None,
            tag("a", {"class": "gm-jump-document", "href": f"#{anchor}"}, name),
            " ",
            tag(
                "ul",
                None,
                *(tag("li", None, tag("a", {"href": f"#{card}"}, title)) for card, title in cards),
            ),
        )
        for anchor, name, cards in documents
    )
    # Out of the search index: the screen is known by its name and first lines only
    # (scripts/build/search_index.py), its cards' names lead to the pages explaining them.
    attrs: Attributes = {
        "class": "gm-jump",
        "aria-label": "Cards on this screen",
        "data-search-exclude": True,
    }
    nav = tag("nav", attrs, tag("ul", None, join(items)))
    return html[:at] + str(nav) + html[at:]
