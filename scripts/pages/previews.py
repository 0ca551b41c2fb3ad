"""Rule links shown in place: a link in a page's text to a heading of another page of the site (a
rule's section, the document a section cites on the Sources page, a GM screen card's page) gets
Material's ``data-preview`` mark, so that Material shows that heading and what follows it over
the page, on hover or focus, without leaving it (its instant previews); on a phone the first tap
shows it and the second follows the link (``docs/javascripts/site/previews.js``).

Only those links: Material previews what follows a heading, so a link to anything else has no
preview (a reading's id in the Sources page's table, a calculator, which could not run there
either), nor has a section's ¶ link, a link down the same page ("Ability roll ↓"), a file or
another site. Nor has a generated table's source line: every table has one, all lead to the
same five documents' entries, and each marked link costs the page's start (Material watches its
focus and hover from the first frame: the GM screen's 35 source lines, marked, added about a
fifth to the script of its start). Material's ``navigation.instant.preview`` would mark every
link of the text. The links are marked once every page is built, when the headings of each are
known.
"""

import re
from pathlib import Path, PurePosixPath
from urllib.parse import urljoin, urlsplit

_MARKED = '<a data-preview="" '
_HEADING_ID = re.compile(r'<h[1-6]\b[^>]*\bid="([^"]+)"')
_ARTICLE = re.compile(r'(<article class="md-content__inner[^>]*>)(.*?)(</article>)', re.S)
_LINK = re.compile(r'<a (?![^>]*\bdata-preview\b)(?=[^>]*\bhref="(?P<href>[^"]*)")')
# A generated table's source line (scripts/pages/shortcodes.py), left unmarked.
_TABLE_SOURCE = re.compile(r'<p class="rules-table-source">.*?</p>', re.S)


def page_url(site_dir: Path, html_file: Path) -> str:
    """The address of a built page from the site's root, as its links resolve ("/a/b/").

    >>> page_url(Path("/s"), Path("/s/runequest/abilities/index.html"))
    '/runequest/abilities/'
    >>> page_url(Path("/s"), Path("/s/index.html"))
    '/'
    """
    folder = PurePosixPath("/", html_file.parent.relative_to(site_dir).as_posix())
    return str(folder).rstrip("/") + "/"


def mark_links(html: str, url: str, headings: dict[str, set[str]]) -> str:
    """The page at ``url`` with each link of its article to a heading of another page marked;
    ``headings`` holds each page's heading ids, by address (a page's title is its ``h1``).

    >>> headings = {"/a/": {"a", "x"}, "/b/": {"b", "y"}}
    >>> page = '<article class="md-content__inner"><a href="../b/#y">y</a> <a href="#x">x</a> '
    >>> page += '<a href="../b/#row">r</a> <a href="../b/">b</a> <a href="https://c.org/">c</a>'
    >>> print(mark_links(page + "</article>", "/a/", headings))  # doctest: +NORMALIZE_WHITESPACE
    <article class="md-content__inner"><a data-preview="" href="../b/#y">y</a> <a href="#x">x</a>
    <a href="../b/#row">r</a> <a data-preview="" href="../b/">b</a> <a href="https://c.org/">c</a></article>
    >>> source = '<p class="rules-table-source">Source: <a href="../b/#b">B</a></p>'
    >>> "data-preview" in mark_links(page + source + "</article>", "/a/", headings)
    True
    >>> "data-preview" in mark_links(page.split("<a")[0] + source + "</article>", "/a/", headings)
    False
    """

    def mark(link: re.Match[str]) -> str:
        target = urlsplit(urljoin(url, link["href"]))
        if target.scheme or target.netloc or target.path == url or target.path not in headings:
            return link[0]
        if target.fragment and target.fragment not in headings[target.path]:
            return link[0]
        return _MARKED

    def in_text(text: str) -> str:
        kept = [(found.start(), found.end()) for found in _TABLE_SOURCE.finditer(text)]
        pieces, at = [], 0
        for start, end in kept:
            pieces += [_LINK.sub(mark, text[at:start]), text[start:end]]
            at = end
        return "".join([*pieces, _LINK.sub(mark, text[at:])])

    def in_article(article: re.Match[str]) -> str:
        return article[1] + in_text(article[2]) + article[3]

    return _ARTICLE.sub(in_article, html, count=1)


def _article(html: str) -> str:
    """A page's own content, where Material looks for a preview's heading."""
    found = _ARTICLE.search(html)
    return found[2] if found else ""


def mark_site(site_dir: Path) -> None:
    """Mark the links to other pages' headings in every page of the built site."""
    pages = {page_url(site_dir, path): path for path in sorted(site_dir.rglob("index.html"))}
    texts = {url: path.read_text(encoding="utf-8") for url, path in pages.items()}
    headings = {url: set(_HEADING_ID.findall(_article(text))) for url, text in texts.items()}
    for url, path in pages.items():
        marked = mark_links(texts[url], url, headings)
        if marked != texts[url]:
            path.write_text(marked, encoding="utf-8")
