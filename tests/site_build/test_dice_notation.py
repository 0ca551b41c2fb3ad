"""Dice notation made tappable at build time (scripts/pages/dice_notation.py): the notation
parse_dice reads becomes a button carrying its dice; code, links, headings and calculators keep
their text; the search index still holds the notation as a word.
"""

import json
import re
from html import unescape
from pathlib import Path

import pytest

from scripts.pages.dice_notation import wrap_dice

BUTTON = re.compile(r'<button type="button" class="rules-dice" ([^>]*)>([^<]*)</button>')


def buttons(html: str) -> list[tuple[dict[str, str], str]]:
    """Each dice button's attributes and text."""
    found = []
    for attributes, text in BUTTON.findall(html):
        pairs = dict(re.findall(r'([\w-]+)="([^"]*)"', attributes))
        found.append(({key: unescape(value) for key, value in pairs.items()}, text))
    return found


@pytest.mark.parametrize(
    ("notation", "count", "sides", "modifier"),
    [
        pytest.param("1D10+4", 1, 10, 4, id="Basic Roleplaying › Insanity: 1D10+4 rounds"),
        pytest.param("2D6+6", 2, 6, 6, id="RuneQuest › Characteristics: SIZ and INT 2D6+6"),
        pytest.param("1D3−1", 1, 3, -1, id="typographic minus"),
        pytest.param("d100", 1, 100, 0, id="a d100 roll"),
    ],
)
def test_notation_parse_dice_reads_becomes_a_button_with_its_dice(
    notation: str, count: int, sides: int, modifier: int
) -> None:
    page = f'<h2 id="a">Here<a class="headerlink" href="#a">¶</a></h2><p>Roll {notation} now.</p>'
    [(attributes, text)] = buttons(wrap_dice(page))
    assert text == notation
    dice = json.loads(attributes["data-dice"])
    assert dice == {"count": count, "sides": sides, "modifier": modifier}
    assert attributes["aria-label"].startswith(f"Roll {notation} ")  # the label holds the text
    assert attributes["data-where"] == "Here"
    assert attributes["aria-label"].endswith("(Here)")


@pytest.mark.parametrize(
    "page",
    [
        pytest.param("<p><code>1D6</code></p>", id="code"),
        pytest.param("<pre><code>roll 2D6\n</code></pre>", id="code block"),
        pytest.param('<p><a href="x.md">1D6 table</a></p>', id="link"),
        pytest.param("<h3>1D6 for damage</h3>", id="heading"),
        pytest.param(
            '<div class="rules-calculator"><div><p>1D6</p></div><p>2D6</p></div>', id="calculator"
        ),
        pytest.param("<p>a check of 0/1D6 or 1D10/1D100</p>", id="a check's two losses"),
        pytest.param("<p>1D6 + 1 + 1D4 − 2</p>", id="two kinds of dice"),
        pytest.param("<p>1D10×10 per cent</p>", id="dice times a number"),
        pytest.param("<p>1D0 and 11D6</p>", id="dice parse_dice refuses"),
        pytest.param("<p>a D100A id, x1D6</p>", id="inside a word"),
    ],
)
def test_notation_left_as_text(page: str) -> None:
    assert wrap_dice(page) == page


def test_text_after_a_calculator_and_after_code_is_wrapped_again() -> None:
    page = '<div class="rules-calculator"><div>1D6</div></div><p><code>1D4</code> then 1D8</p>'
    assert [text for _, text in buttons(wrap_dice(page))] == ["1D8"]


def test_the_built_pages_roll_their_notation(deployed_site: Path) -> None:
    # Basic Roleplaying › Insanity: a short episode lasts 1D10+4 rounds.
    insanity = (deployed_site / "brp" / "insanity" / "index.html").read_text(encoding="utf-8")
    found = {text: attributes for attributes, text in buttons(insanity)}
    assert json.loads(found["1D10+4"]["data-dice"]) == {"count": 1, "sides": 10, "modifier": 4}
    assert found["1D10+4"]["aria-label"] == "Roll 1D10+4 (Short episodes)"
    # Basic Roleplaying › Sanity: its table of checks (generated from rules_py) rolls its losses.
    sanity = (deployed_site / "brp" / "sanity" / "index.html").read_text(encoding="utf-8")
    assert "2D10+1" in [text for _, text in buttons(sanity)]
    for html in (insanity, sanity):
        for block in re.findall(r"<(h[1-6]|code|a)\b.*?</\1>", html, re.DOTALL):
            assert "rules-dice" not in block
        for calculator in re.findall(r'<div class="rules-calculator".*?</form>', html, re.DOTALL):
            assert "rules-dice" not in calculator


def test_search_still_finds_the_notation_as_a_word(deployed_site: Path) -> None:
    index = json.loads((deployed_site / "search" / "search_index.json").read_text())["docs"]
    insanity = " ".join(
        entry["text"] for entry in index if entry["location"].startswith("brp/insanity/")
    )
    assert "1D10+4" in insanity
    assert "data-dice" not in insanity and '"count"' not in unescape(insanity)
