"""Shortcodes in the pages (scripts/pages/shortcodes.py, scripts/pages/inline_values.py): every one
in the docs resolves, an unknown kind, name, input, key, table, row or column fails the build, and
an inline value reads as its calculator or table says.
"""

from pathlib import Path

import pytest
from properdocs.exceptions import PluginError

from rules_py.calculators import REGISTRY, calculate
from rules_py.numbers import decimal, percent
from scripts.pages.rules_tables import ShortcodeError
from scripts.pages.shortcodes import expand
from tests.browser.offline_site import ROOT

DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))


# --- shortcodes -------------------------------------------------------------------------------


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(DOCS).as_posix())
def test_every_shortcode_in_the_docs_resolves(page: Path) -> None:
    expand(page.read_text(), page.relative_to(DOCS).as_posix())


@pytest.mark.parametrize(
    "shortcode",
    [
        "<!-- tabel: runequest.resistance -->",
        "<!-- table: runequest.no_such_table -->",
        "<!-- table: no_such_document.resistance -->",
        "<!-- table: resistance -->",
        "<!-- calculator: no_such_calculator -->",
    ],
)
def test_unknown_shortcode_fails(shortcode: str) -> None:
    with pytest.raises(ShortcodeError, match=r"^page\.md: "):
        expand(f"Before.\n\n{shortcode}\n\nAfter.", "page.md")


@pytest.mark.parametrize(
    ("shortcode", "told"),
    [
        (
            "<!-- value: no_such_calculator odds.a_wins -->",
            "unknown calculator 'no_such_calculator'",
        ),
        ("<!-- value: opposed odds.no_such_key a=60 b=40 -->", "no 'no_such_key' in the result"),
        ("<!-- value: opposed odds a=60 b=40 -->", "is not a single value"),
        ("<!-- value: opposed odds.a_wins a=60 c=40 -->", "has no input ['c']"),
        ("<!-- value: opposed odds.a_wins a=sixty -->", "refuses"),
        ("<!-- value: opposed odds.a_wins a=60 style=bold -->", "unknown style 'bold'"),
        ("<!-- value: opposed -->", "must name a calculator and a key"),
        ("<!-- value: table request.no_such_table row=96 column=2 -->", "unknown table"),
        ("<!-- value: table request.auto_failures row=95 column=2 -->", "has 0 rows '95'"),
        ("<!-- value: table request.auto_failures row=96 column=9 -->", "has no column '9'"),
    ],
)
def test_unknown_inline_value_fails(shortcode: str, told: str) -> None:
    with pytest.raises(PluginError, match=r"^page\.md: ") as raised:
        expand(f"A wins {shortcode} of the time.", "page.md")
    assert told in str(raised.value)


def test_inline_value_reads_as_the_calculator_and_the_table_say() -> None:
    # RuneQuest, The Game System › Abilities Above 100%: 135% against 60%, the holder keeping
    # the full rating's ranges (A000-08) or not; ReQuest › Auto-failures: 96 succeeds from 196%.
    full = calculate("opposed", {"a": 135, "b": 60})["odds"]["a_wins"]
    reduced = calculate("opposed", {"a": 135, "b": 60, "holder_bands": "reduced"})["odds"]["a_wins"]
    text = (
        "<!-- value: opposed odds.a_wins a=135 b=60 --> / "
        "<!-- value: opposed odds.a_wins a=135 b=60 holder_bands=reduced --> / "
        "<!-- value: opposed odds.a_wins a=135 b=60 style=plain --> / "
        '<!-- value: table request.auto_failures row=96 column="Succeeds (QR 1) from skill" -->'
    )
    assert expand(text) == f"{percent(full)} / {percent(reduced)} / {decimal(full)} / 196%"


def test_one_calculator_twice_on_a_page_fails() -> None:
    name = next(iter(REGISTRY))
    with pytest.raises(ShortcodeError, match="on the page twice"):
        expand(f"<!-- calculator: {name} -->\n\n<!-- calculator: {name} -->", "page.md")


def test_two_calculators_may_share_an_input_name() -> None:
    # Each widget's keys in the link carry its calculator's name (widget/permalink.js): the pass
    # and the kick calculators both take an "exertion", on one page.
    pair = ("runeball_pass", "runeball_kick")
    taken = [{item.name for item in REGISTRY[name].fields} for name in pair]
    assert "exertion" in taken[0] & taken[1]
    expanded = expand("\n\n".join(f"<!-- calculator: {name} -->" for name in pair), "page.md")
    assert [f'data-calculator="{name}"' in expanded for name in pair] == [True, True]


def test_plain_comments_are_left_alone() -> None:
    text = "<!-- a note for editors -->\n<!-- TODO: more -->\n"
    assert expand(text) == text
