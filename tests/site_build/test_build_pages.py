"""What the built pages say: no shortcode left, no internal id cited, every reading id shown
links to its row on the Sources page, no percentage printed as 0.00, and a search index that
leaves the generated tables out but keeps their headings and sources.
"""

import importlib
import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

from rules_py.calculators import calculate
from rules_py.numbers import percent
from scripts.build.search_index import INTRO_ONLY
from scripts.pages.shortcodes import SHORTCODE
from tests.browser.offline_site import ROOT

DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))


# --- sources and readings ----------------------------------------------------------------------

SEED_CITATION = re.compile(r"\bseeds? ?0\d\d\b", re.IGNORECASE)
RULE_ID = re.compile(r"\bR00\d-\d\d\b")
READING_ID = re.compile(r"\bA00\d-\d\d\b")


class _Anchors(HTMLParser):
    """The ids a page defines and the links it makes, with their text."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []
        self._href: str | None = None
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        if tag == "a":
            self._href, self._text = found.get("href") or "", ""

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((self._href, self._text))
            self._href = None


def _article(html: str) -> str:
    """The page's own content (Material's navigation repeats every page title)."""
    start = html.find('<article class="md-content__inner')
    return html[start : html.find("</article>", start)] if start >= 0 else ""


def test_no_inline_value_is_left_in_a_built_page(site: Path) -> None:
    left = [html.name for html in site.rglob("*.html") if "<!-- value:" in html.read_text()]
    assert not left
    opposed = (site / "runequest" / "opposed" / "index.html").read_text()
    assert f"A wins {percent(calculate('opposed', {'a': 135, 'b': 60})['odds']['a_wins'])}" in (
        opposed
    )


def test_no_page_cites_a_seed_or_a_rule_id(site: Path) -> None:
    for page in site.rglob("*.html"):
        text = re.sub(r"<[^>]+>", " ", _article(page.read_text(encoding="utf-8")))
        assert not SEED_CITATION.search(text), (page, SEED_CITATION.search(text))
        assert not RULE_ID.search(text), (page, RULE_ID.search(text))


def test_every_reading_id_shown_links_to_its_row_on_the_sources_page(site: Path) -> None:
    sources = _Anchors()
    sources.feed((site / "sources" / "index.html").read_text(encoding="utf-8"))
    for page in site.rglob("*.html"):
        article = _article(page.read_text(encoding="utf-8"))
        parser = _Anchors()
        parser.feed(article)
        if page.parent.name == "sources":
            shown = set(READING_ID.findall(re.sub(r"<[^>]+>", " ", article)))
            assert shown <= {anchor.upper() for anchor in parser.ids}, page
            continue
        linked = set()
        for href, text in parser.links:
            if READING_ID.fullmatch(text.strip()):
                path, _, anchor = href.partition("#")
                assert path.rstrip("/").endswith("sources"), (page, href)
                assert anchor == text.strip().lower() and anchor in sources.ids, (page, href)
                linked.add(text.strip())
        text = re.sub(r"<a [^>]*>[^<]*</a>", " ", article)
        loose = set(READING_ID.findall(re.sub(r"<[^>]+>", " ", text)))
        assert not loose, f"{page}: reading ids shown without a link: {loose}"


def test_no_generated_page_prints_a_percentage_as_zero_point_zero_zero(site: Path) -> None:
    # One number style: a non-zero chance reads "<0.01%", never "0.00%" (rules_py.numbers).
    zero = re.compile(r"(?<![\d.])0\.00%")  # "50.00%" is a padded 50, not a hidden chance
    for page in site.rglob("*.html"):
        assert not zero.search(_article(page.read_text(encoding="utf-8"))), page


# --- search -----------------------------------------------------------------------------------


def _index_words(text: str) -> str:
    """Text of the search index as a reader would see it: tags gone, entities read, one space."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", text))).strip()


def _page_url(page: Path) -> str:
    """``runequest/resistance.md`` → ``runequest/resistance/``; ``brp/index.md`` → ``brp/``."""
    path = page.relative_to(DOCS).with_suffix("").as_posix()
    if path == "index" or path.endswith("/index"):
        return path[: -len("index")]
    return path + "/"


def test_generated_tables_stay_out_of_search_and_their_headings_and_sources_stay_in(
    site: Path,
) -> None:
    # A search result showing "50 55 60 65 …" helps nobody: Material leaves out what is inside an
    # element marked data-search-exclude (and strips the mark from the page it writes).
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    by_page: dict[str, list[dict[str, str]]] = {}
    for entry in index["docs"]:
        by_page.setdefault(entry["location"].split("#")[0], []).append(entry)
    rows_checked = 0
    for page in PAGES:
        if _page_url(page) not in by_page:  # left out whole (front matter search: exclude)
            assert "search:\n  exclude: true\n" in page.read_text(), page
            continue
        if f"{INTRO_ONLY}: true\n" in page.read_text():  # its title and first lines only
            continue
        entries = by_page[_page_url(page)]
        text = " ".join(_index_words(entry["title"] + " " + entry["text"]) for entry in entries)
        for match in SHORTCODE.finditer(page.read_text()):
            if match["kind"] != "table":
                continue
            doc, _, name = match["name"].partition(".")
            table = importlib.import_module(f"rules_py.{doc}.tables").TABLES[name]()
            if table.source:
                assert _index_words(f"Source: {table.source}") in text, (page, name)
            # Rows of three cells or more, not the heading row: a calculator's own table on the
            # page may well share a heading row ("d12 Wound Effects") or a pair of words.
            for row in table.rows:
                if len(row) >= 3:
                    flattened = " ".join(_index_words(cell) for cell in row)
                    assert flattened not in text, (page, name, flattened)
                    rows_checked += 1
    assert rows_checked > 300

    # The Resistance page: the table's section is still found, by its heading and its words.
    section = next(
        entry
        for entry in by_page["runequest/resistance/"]
        if entry["location"] == "runequest/resistance/#the-resistance-table"
    )
    assert section["title"] == "The resistance table"
    assert "passive value down the left" in _index_words(section["text"])


# --- table titles ------------------------------------------------------------------------------


class _Captions(HTMLParser):
    """Each generated table's region (its label) and the caption of the table inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[tuple[str, str, bool]] = []  # label, caption, heard only
        self._text: str | None = None
        self._label = ""
        self._heard = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        # the generated tables (the glossary's table is its page, under the page's title)
        if tag == "div" and (found.get("class") or "").split() == ["rules-table"]:
            self._label = str(found.get("aria-label"))
            self.tables.append((self._label, "", False))  # until its caption is found
        elif tag == "caption" and self._label:
            self._text, self._heard = "", found.get("class") == "rules-heard-only"

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "caption" and self._text is not None:
            self.tables[-1] = (self._label, self._text, self._heard)
            self._text, self._label = None, ""


def test_every_generated_table_shows_its_title_as_its_caption(site: Path) -> None:
    """A table's title is its caption, seen on the page (heard only under a heading that names
    it already: the GM screen's cards): ReQuest, Core Mechanic: Skill Rolls › Multiple skills
    used in one test shows the roll the four skills are read against, › Specialising in Skills
    the parent's characteristics its base comes from."""
    from rules_py.request.tables import one_roll_several_skills, specialism_base_scores

    shown: dict[str, list[tuple[str, str, bool]]] = {}
    for html in sorted(site.rglob("*.html")):
        parser = _Captions()
        parser.feed(html.read_text(encoding="utf-8"))
        shown[html.relative_to(site).as_posix()] = parser.tables
    tables = [table for found in shown.values() for table in found]
    assert len(tables) > 100
    for label, caption, _ in tables:
        assert caption == label, (label, caption)
    skills = {caption: heard for _, caption, heard in shown["request/skills/index.html"]}
    assert skills[one_roll_several_skills().title] is False  # "One roll of 44, four skills"
    assert "44" in one_roll_several_skills().title
    assert skills[specialism_base_scores().title] is False
    assert "characteristics 13 and 11" in specialism_base_scores().title
    gm_screen = shown["gm-screen/index.html"]
    assert sum(heard for _, _, heard in gm_screen) >= len(gm_screen) - 2  # each card's heading
