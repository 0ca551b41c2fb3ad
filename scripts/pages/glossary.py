"""The site's glossary: every abbreviation the pages use, defined once, in our own words.

One list (``TERMS``) gives two things at build time:

- the Glossary page (``docs/glossary.md``, its ``<!-- glossary -->`` marker), a table of every
  term with a link to the page that explains it;
- a definition on every page where the abbreviation appears: Python-Markdown's ``abbr``
  extension turns ``*[DL]: ...`` lines, appended to each page's Markdown, into ``<abbr>``
  elements, which Material's ``content.tooltips`` shows on hover, on tap and on focus; only the
  first use of each term under each heading keeps its ``<abbr>`` (``first_in_each_section``).

The definitions follow the pages that explain the rules (the documents are cited there): a
glossary line says what the letters stand for and what the number does at the table.
"""

import re
from dataclasses import dataclass

from markupsafe import Markup

from scripts.pages.html_builder import join, tag

MARKER = "<!-- glossary -->"
# A section begins at each h2 or h3 (a GM screen card is an h3), and at each calculator, whose
# words explain their own abbreviations (scripts/pages/widget/); the abbr extension writes
# <abbr title="...">...</abbr> and nothing else.
_SECTION = re.compile(r'(?=<h[23][\s>]|<div class="rules-calculator")')
_ABBR = re.compile(r'<abbr title="([^"]*)">(.*?)</abbr>', re.S)


@dataclass(frozen=True)
class Term:
    """An abbreviation, what it stands for, a one-line definition and the page explaining it."""

    short: str
    name: str
    meaning: str
    page: str  # a Markdown link target from docs/, "page.md#anchor"
    where: str  # the heading it leads to
    games: str

    def tooltip(self) -> str:
        """The text shown over the abbreviation: its name, then what it does.

        >>> TERMS_BY_SHORT["DL"].tooltip()
        'Difficulty level: the total a Runeball test must reach to succeed'
        """
        return f"{self.name}: {self.meaning}"


TERMS = (
    Term(
        "CHA",
        "Charisma",
        "presence and charm; a characteristic (a stat in Runeball)",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying, Runeball",
    ),
    Term(
        "CON",
        "Constitution",
        "health and stamina; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "DEX",
        "Dexterity",
        "agility and quick reactions; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "DL",
        "Difficulty level",
        "the total a Runeball test must reach to succeed",
        "runeball/actions.md#skill-tests",
        "Runeball: skill tests",
        "Runeball",
    ),
    Term(
        "EDU",
        "Education",
        "learning in technology, the arts and the sciences; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "Basic Roleplaying",
    ),
    Term(
        "HP",
        "Hit points",
        "how much harm a body takes before it falls; Runeball's exertion and wounds cost them",
        # RuneQuest's section, not Runeball's: the search ranks a term's section first for its
        # words, and "hit points" is asked of RuneQuest's (tests/browser/test_search.py)
        "runequest/characteristics.md#hit-points",
        "RuneQuest: hit points",
        "RuneQuest, Runeball",
    ),
    Term(
        "INI",
        "Initiative",
        "decides who acts first in a Runeball turn",
        "runeball/actions.md#initiative",
        "Runeball: initiative",
        "Runeball",
    ),
    Term(
        "INT",
        "Intelligence",
        "reasoning and memory; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "MOVE",
        "Movement",
        "how many hexes a Runeball player may move in a turn",
        "runeball/players.md#hit-points-initiative-move-and-wound-number",
        "Runeball: hit points, initiative, MOVE",
        "Runeball",
    ),
    Term(
        "MUS",
        "Muscle",
        "a Runeball stat: strength for blocks and their damage",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
    Term(
        "POW",
        "Power",
        "the supernatural and the will; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "QR",
        "Quality rating",
        "how well a ReQuest skill test went, from its roll; a contest compares them",
        "request/skill-tests.md#quality-ratings",
        "ReQuest: Quality Ratings",
        "ReQuest",
    ),
    Term(
        "SIZ",
        "Size",
        "height and weight; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "SKL",
        "Skill (the stat)",
        "a Runeball stat for deftness; our short name, the notes give none",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
    Term(
        "SPD",
        "Speed",
        "a Runeball stat: quickness, for initiative and MOVE",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
    Term(
        "SR",
        "Strike rank",
        "when in a combat round a character acts: the lower first in RuneQuest, the higher in "
        "RuneQuest II combat",
        "rq2/the-round.md#strike-rank-cycles",
        "RuneQuest II combat: strike rank cycles",
        "RuneQuest, RuneQuest II combat",
    ),
    Term(
        "STR",
        "Strength",
        "muscle for lifting and raw force; a characteristic",
        "brp/characteristics.md#the-eight-characteristics",
        "Basic Roleplaying: the eight characteristics",
        "RuneQuest, Basic Roleplaying",
    ),
    Term(
        "TEC",
        "Technique",
        "a Runeball stat for craft with the ball",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
    Term(
        "TOU",
        "Toughness",
        "a Runeball stat that goes into hit points",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
    Term(
        "VP",
        "Victory points",
        "a side's score in a ReQuest extended contest: each round's winner adds its VR",
        "request/extended-contests.md#keeping-score",
        "ReQuest: keeping score",
        "ReQuest",
    ),
    Term(
        "VR",
        "Victory rating",
        "how big a win in a ReQuest contest is: the winner's QR less the loser's",
        "request/contests.md#how-big-the-win-is-victory-ratings",
        "ReQuest: Victory Ratings",
        "ReQuest",
    ),
    Term(
        "WIT",
        "Wits",
        "a Runeball stat: quick thinking, for initiative",
        "runeball/players.md#the-seven-stats",
        "Runeball: the seven stats",
        "Runeball",
    ),
)
TERMS_BY_SHORT = {term.short: term for term in TERMS}
# A term as a word of its own: "DL" in "Pass DL", not in "DLS"; the longest first.
_TERM = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, TERMS_BY_SHORT), key=len, reverse=True)) + r")\b"
)


def explained(text: str) -> Markup:
    """``text`` with each abbreviation in it written as the prose's abbr extension writes it:
    ``<abbr title="...">``, which Material's tooltips show (scripts/pages/widget/: the words of
    a calculator, which Markdown does not reach).

    >>> print(explained("Pass DL & more").replace(TERMS_BY_SHORT["DL"].tooltip(), "..."))
    Pass <abbr title="...">DL</abbr> &amp; more
    >>> explained("Chance (%)")
    Markup('Chance (%)')
    """
    parts: list[str | Markup] = []
    at = 0
    for match in _TERM.finditer(text):
        short = match[1]
        parts += [
            text[at : match.start()],
            tag("abbr", {"title": TERMS_BY_SHORT[short].tooltip()}, short),
        ]
        at = match.end()
    parts.append(text[at:])
    return join(parts)


GLOSSARY_ID = "rules-glossary"  # docs/javascripts/render/abbr.js GLOSSARY_ID


def glossary_template() -> Markup:
    """The glossary as a page's data, once on a page holding calculators: their answers'
    abbreviations are explained from it as they are drawn (render/abbr.js). A ``<template>``
    of ``<abbr>`` elements: inert (nothing of it is shown, nor given a tooltip), and carried
    over by Material's instant navigation as it is (a ``<script>`` is rewritten as one to run).

    >>> glossary_template().startswith('<template id="rules-glossary"><abbr title="Charisma: ')
    True
    """
    terms = (tag("abbr", {"title": term.tooltip()}, term.short) for term in TERMS)
    return tag("template", {"id": GLOSSARY_ID}, join(terms))


def abbreviations() -> str:
    """The ``abbr`` extension's lines for every term, to append to a page's Markdown.

    >>> abbreviations().splitlines()[3]
    '*[DL]: Difficulty level: the total a Runeball test must reach to succeed'
    """
    return "\n".join(f"*[{term.short}]: {term.tooltip()}" for term in TERMS)


def glossary_table(page: str) -> str:
    """The glossary page's table, in Markdown (so MkDocs checks its links and makes them
    relative to ``page``, a path under docs/).

    >>> glossary_table("glossary.md").splitlines()[7].split(" | ")[:2]
    ['| DL', 'Difficulty level']
    """
    up = "../" * page.count("/")
    rows = "\n".join(
        f"| {term.short} | {term.name} | {term.meaning} | {term.games} |"
        f" [{term.where}]({up}{term.page}) |"
        for term in TERMS
    )
    region = {
        "class": "rules-table rules-glossary",
        "role": "region",
        "tabindex": "0",
        "aria-label": "Glossary",
        "markdown": "1",
    }
    table = (
        "| Short | Stands for | What it is | Used in | Explained in |\n"
        f"|---|---|---|---|---|\n{rows}"
    )
    # Markdown, not text: Python-Markdown writes the table out as HTML (markdown="1").
    return str(tag("div", region, Markup(f"\n\n{table}\n\n")))


def with_glossary(markdown: str, page: str) -> str:
    """The page's Markdown with the glossary table in place of its marker (if any) and the
    abbreviations' definitions at the end.

    >>> with_glossary("DL 8", "a.md").startswith("DL 8\\n\\n*[CHA]: Charisma")
    True
    """
    if MARKER in markdown:
        markdown = markdown.replace(MARKER, "\n\n" + glossary_table(page) + "\n\n")
    return f"{markdown.rstrip()}\n\n{abbreviations()}\n"


def first_in_each_section(html: str) -> str:
    """The page's HTML with each term's ``<abbr>`` kept at its first use under each heading
    (h2, h3) and its later uses there left as plain text.

    Material mounts a tooltip for every ``<abbr>`` as the page starts: the sources page's 78
    made its start a long task on a slow phone (contributing/performance.md). A reader who
    lands on a heading still finds each term defined at its first use below it.

    >>> first_in_each_section(
    ...     '<p><abbr title="d">DL</abbr> and <abbr title="d">DL</abbr></p>'
    ...     '<h3 id="x">X</h3><p><abbr title="d">DL</abbr></p>'
    ... )
    '<p><abbr title="d">DL</abbr> and DL</p><h3 id="x">X</h3><p><abbr title="d">DL</abbr></p>'
    """

    def section(part: str) -> str:
        seen: set[str] = set()

        def first_only(match: re.Match[str]) -> str:
            if match[1] in seen:
                return match[2]
            seen.add(match[1])
            return match[0]

        return _ABBR.sub(first_only, part)

    return "".join(section(part) for part in _SECTION.split(html))
