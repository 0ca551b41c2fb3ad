"""The search index holds the pages' words, never a calculator's answer glued into one token
(scripts/build/search_index.py); the glossary defines every abbreviation once, on its page and over
the abbreviation wherever a page uses it (scripts/pages/glossary.py); a calculator page puts its
first calculator before the explanation (the first section of the page, or above it).
"""

import json
import re
from html import unescape
from pathlib import Path

import pytest

from scripts.pages import glossary

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
CALCULATOR_PAGES = sorted(
    page for page in DOCS.rglob("*.md") if "<!-- calculator:" in page.read_text(encoding="utf-8")
)
# A word of letters run into a number with a per cent sign, or two such pieces run together:
# "success7%", "40%failure", "1.13%A" (the calculators' odds, as the index held them).
GLUED = re.compile(r"[A-Za-z]\d+(?:\.\d+)?%|\d%[A-Za-z]")


@pytest.fixture
def index(deployed_site: Path) -> list[dict[str, str]]:
    data = json.loads((deployed_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    docs: list[dict[str, str]] = data["docs"]
    return docs


def _words(entry: dict[str, str]) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", entry["title"] + " " + entry["text"]))


def test_no_calculator_answer_is_in_the_search_index(index: list[dict[str, str]]) -> None:
    glued = [match for entry in index for match in GLUED.findall(_words(entry))]
    assert glued == []
    text = " ".join(_words(entry) for entry in index)
    # The answer drawn at build time for the ability calculator (RuneQuest, The Game System ›
    # Results Table: 50% gives a 3% critical) was indexed as "Critical success3%...".
    assert "Critical success3%" not in text
    # Its section and the words around it are still found.
    assert any(entry["location"] == "runequest/abilities/#calculator" for entry in index)


def test_the_gm_screen_is_found_by_its_name_not_by_its_tables(
    index: list[dict[str, str]],
) -> None:
    screen = [entry for entry in index if entry["location"].startswith("gm-screen/")]
    assert [entry["title"] for entry in screen] == ["GM screen"]  # no section of it
    assert "every document" in _words(screen[0])


def test_the_search_index_gives_each_abbreviation_its_words_and_section(
    deployed_site: Path, index: list[dict[str, str]]
) -> None:
    # The search worker reads "SR" as "strike rank" and ranks the glossary's section for it
    # first (docs/javascripts/site/search-rank.js): each section named is one of the index's.
    config = json.loads((deployed_site / "search" / "search_index.json").read_text())["config"]
    terms = {term["short"]: term for term in config["glossary"]}
    assert sorted(terms) == sorted(term.short.lower() for term in glossary.TERMS)
    assert terms["sr"]["words"] == ["strike", "rank"]
    assert terms["skl"]["words"] == ["skill"]  # "Skill (the stat)": the note left out
    locations = {entry["location"] for entry in index}
    assert {term["location"] for term in terms.values()} <= locations


def test_the_search_splits_words_on_the_rules_signs(deployed_site: Path) -> None:
    config = json.loads((deployed_site / "search" / "search_index.json").read_text())["config"]
    separator = re.compile(config["separator"])
    assert separator.split("01–05") == ["01", "05"]
    assert separator.split("STR×5") == ["STR", "5"]
    assert separator.split("(DL 8)") == ["", "DL", "8", ""]
    assert separator.split("1.5") == ["1.5"]  # a decimal point stays inside its number


def test_the_glossary_page_lists_every_abbreviation_with_its_page(deployed_site: Path) -> None:
    html = (deployed_site / "glossary" / "index.html").read_text(encoding="utf-8")
    for term in glossary.TERMS:
        row = re.search(
            rf"<tr>\s*<td>(?:<abbr[^>]*>)?{term.short}(?:</abbr>)?</td>(.*?)</tr>", html, re.S
        )
        assert row, term.short
        assert term.name in unescape(row[1])
        page, _, anchor = term.page.partition("#")
        assert f'href="../{page.removesuffix(".md")}/#{anchor}"' in row[1], term.short


@pytest.mark.parametrize(
    ("page", "short"),
    [
        ("runeball/passing", "DL"),  # Runeball 2022 Notes › Passing and Handoffs: "DL 10"
        ("request/skill-tests", "QR"),  # ReQuest › Skill test results: Quality Rating
        ("request/contests", "VR"),  # ReQuest › Skill Contests: Victory Rating
        ("brp/characteristics", "SIZ"),  # Basic Roleplaying › Basic Characteristics
        ("runeball/players", "MOVE"),  # Runeball 2022 Notes › Stats
    ],
)
def test_an_abbreviation_carries_its_definition_where_it_appears(
    deployed_site: Path, page: str, short: str
) -> None:
    html = (deployed_site / page / "index.html").read_text(encoding="utf-8")
    tooltip = glossary.TERMS_BY_SHORT[short].tooltip()
    assert f'<abbr title="{tooltip}">{short}</abbr>' in unescape(html)


def test_every_term_is_used_on_a_page_and_defined_once() -> None:
    from rules_py.calculators import REGISTRY

    shorts = [term.short for term in glossary.TERMS]
    assert len(shorts) == len(set(shorts))
    text = " ".join(page.read_text(encoding="utf-8") for page in DOCS.rglob("*.md"))
    # or inside a calculator, whose words explain their abbreviations (scripts/pages/widget/)
    text += " ".join(str(calculator.describe()) for calculator in REGISTRY.values())
    unused = [short for short in shorts if not re.search(rf"\b{short}\b", text)]
    assert unused == []


@pytest.mark.parametrize(
    "page", CALCULATOR_PAGES, ids=lambda page: page.relative_to(DOCS).as_posix()
)
def test_a_calculator_page_puts_its_first_calculator_before_the_explanation(page: Path) -> None:
    lines = page.read_text(encoding="utf-8").split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith("<!-- calculator:"))
    h2 = [i for i, line in enumerate(lines) if line.startswith("## ")]
    # Above the page's sections, or in the first of them, before any prose of its own but a
    # source line.
    assert len([i for i in h2 if i < first]) <= 1
    if h2 and h2[0] < first:
        between = "\n".join(lines[h2[0] + 1 : first]).strip()
        is_source_line = between.startswith("*Source") and between.endswith("*")
        assert between == "" or (is_source_line and "\n\n" not in between), between


def test_a_term_is_defined_at_its_first_use_under_each_heading(deployed_site: Path) -> None:
    for page in deployed_site.rglob("index.html"):
        article = re.search(r"<article.*?</article>", page.read_text(encoding="utf-8"), re.S)
        # A calculator starts a section of its own: its words explain their abbreviations.
        sections = r'(?=<h[23][\s>]|<div class="rules-calculator")'
        # The glossary a calculator page carries for its answers is a <template>: never shown.
        shown = re.sub(r"<template.*?</template>", "", article[0] if article else "", flags=re.S)
        for section in re.split(sections, shown):
            titles = re.findall(r'<abbr title="([^"]*)"', section)
            assert len(titles) == len(set(titles)), (page, titles)
    # The sources page's readings use DEX eleven times and DL thirteen: each is defined once.
    sources = (deployed_site / "sources" / "index.html").read_text(encoding="utf-8")
    readings = sources[sources.index('id="readings"') :]
    assert readings.count('<abbr title="Dexterity') == 1
    assert readings.count('<abbr title="Difficulty level') == 1
    assert len(re.findall(r"\bDEX\b", readings)) > 1
