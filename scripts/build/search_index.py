"""What Material's search index holds: the words of the pages, not the calculators' answers.

A calculator's answer drawn at build time (its odds bars, its strip of ranges, its heat map) and
its form are runs of short pieces of text in adjacent elements; Material's indexer joins them
without a space ("Critical success3%Special success7%..."), so the index filled with glued tokens
that no reader types, and the search worker failed on some of them. Material's own mark,
``data-search-exclude``, cannot keep a calculator out: its indexer compares elements by tag
name, so the first inner ``</div>`` ends the exclusion. So the search plugin is handed each page
without its calculators (``without_calculators``), and the page itself keeps them: the hooks put
the full page back once the plugin has read it. A calculator's heading and the prose around it
stay in the index. The generated tables are kept out with ``data-search-exclude`` where they are
written (``scripts/pages/shortcodes.py``): their cells hold no inner ``div``.

A page whose front matter says ``search_intro_only: true`` (the GM screen) is indexed by its
title and the words before its first section (``intro_only``): its sections repeat headings of
the pages that explain each rule, and outranked them; its name still finds it.

The index the plugin writes then gets the glossary's abbreviations (``with_glossary``): the
site's search worker (``docs/javascripts/site/search-worker.js``) looks for "strike rank" where
a reader types "SR", and ranks first the section the glossary names for a term the query names.
Material hands its worker the index's ``config`` and ``docs`` only, so they go into ``config``.
"""

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from scripts.pages.glossary import TERMS

# The root of every calculator, as scripts/pages/widget/ writes it.
ROOT_CLASS = "rules-calculator"


class _Calculators(HTMLParser):
    """Finds where each calculator's root ``div`` starts and ends, as (line, column) pairs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.spans: list[tuple[tuple[int, int], tuple[int, int]]] = []
        self._start: tuple[int, int] | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag != "div":
            return
        if self._start is not None:
            self._depth += 1
        elif ("class", ROOT_CLASS) in attrs:
            self._start, self._depth = self.getpos(), 1

    def handle_endtag(self, tag: str) -> None:
        if tag != "div" or self._start is None:
            return
        self._depth -= 1
        if self._depth == 0:
            line, column = self.getpos()
            self.spans.append((self._start, (line, column + len("</div>"))))
            self._start = None


# The glossary a calculator page carries as data (scripts/pages/glossary.py): words, not the page's.
_GLOSSARY = re.compile(r'<template id="rules-glossary">.*?</template>', re.S)


def without_calculators(html: str) -> str:
    """The page's HTML with every calculator, and the glossary their answers read, left out (for
    the search index only).

    >>> without_calculators(
    ...     '<p>Before</p><div class="rules-calculator"><div>50%</div>Odds</div><p>After</p>'
    ...     '<template id="rules-glossary"><abbr title="x">DL</abbr></template>'
    ... )
    '<p>Before</p><p>After</p>'
    """
    html = _GLOSSARY.sub("", html)
    parser = _Calculators()
    parser.feed(html)
    parser.close()
    starts = [0]
    for line in html.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    kept: list[str] = []
    at = 0
    for (start_line, start_column), (end_line, end_column) in parser.spans:
        start = starts[start_line - 1] + start_column
        kept.append(html[at:start])
        at = starts[end_line - 1] + end_column
    kept.append(html[at:])
    return "".join(kept)


INTRO_ONLY = "search_intro_only"  # the front matter's key


def intro_only(html: str) -> str:
    """The page's HTML up to its first section heading (``h2``).

    >>> intro_only('<h1>GM screen</h1><p>Tables.</p><h2 id="a">Passing DL</h2><p>x</p>')
    '<h1>GM screen</h1><p>Tables.</p>'
    >>> intro_only("<p>No sections</p>")
    '<p>No sections</p>'
    """
    return html.split("<h2", 1)[0]


INDEX_FILE = Path("search") / "search_index.json"
GLOSSARY = "glossary"  # the index config's key, read by the search worker


def location(page: str) -> str:
    """The search index's location of a Markdown link target from docs/ (``page.md#anchor``).

    >>> location("rq2/the-round.md#strike-rank-cycles"), location("runeball/index.md")
    ('rq2/the-round/#strike-rank-cycles', 'runeball/')
    >>> location("index.md#every-calculator")
    '#every-calculator'
    """
    path, _, anchor = page.partition("#")
    stem = path.removesuffix(".md")
    url = (
        ""
        if stem == "index"
        else stem.removesuffix("index")
        if stem.endswith("/index")
        else stem + "/"
    )
    return f"{url}#{anchor}" if anchor else url


def glossary_terms() -> list[dict[str, Any]]:
    """Each abbreviation of the glossary, lowercased, the words of what it stands for (a note in
    brackets left out) and the location of the section explaining it.

    >>> next(term for term in glossary_terms() if term["short"] == "sr")
    {'short': 'sr', 'words': ['strike', 'rank'], 'location': 'rq2/the-round/#strike-rank-cycles'}
    """
    return [
        {
            "short": term.short.lower(),
            "words": re.sub(r"\(.*?\)", "", term.name).lower().split(),
            "location": location(term.page),
        }
        for term in TERMS
    ]


def with_glossary(index: dict[str, Any]) -> dict[str, Any]:
    """The search index with the glossary's abbreviations in its config.

    >>> with_glossary({"config": {"lang": ["en"]}, "docs": []})["config"]["glossary"][3]["words"]
    ['difficulty', 'level']
    """
    return {**index, "config": {**index["config"], GLOSSARY: glossary_terms()}}


def write_glossary(site_dir: Path) -> None:
    """Add the glossary's abbreviations to the index the search plugin wrote into ``site_dir``."""
    path = site_dir / INDEX_FILE
    index = json.loads(path.read_text(encoding="utf-8"))
    # As the plugin writes it: compact, anything but ASCII escaped.
    path.write_text(json.dumps(with_glossary(index), separators=(",", ":")), encoding="utf-8")
