"""Material's search, as a game master uses it: a word typed in the search box brings up the
page with the calculator for it first (front matter ``search: boost``), and the generated tables
are not in the index (``data-search-exclude``, tested on the build in tests/test_build_pages.py).
"""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.offline_site import BuiltSite

# The word searched, and the page holding its calculator (the page for "luck" is the one whose
# calculator prices a Luck spend and whose title names Luck).
FIRST_HITS = {
    "fumble": "runequest/abilities/",
    "strike rank": "rq2/the-round/",
    "resistance": "runequest/resistance/",
    "sanity": "brp/sanity/",
    "pass": "runeball/passing/",
    "augment": "runequest/augmenting/",
    "luck": "brp/tasks/",
    "major wound": "brp/major-wounds/",
    "insanity": "brp/insanity/",
    "interrupt": "rq2/actions-and-conditions/",
    "block": "runeball/blocking/",
    "kick": "runeball/passing/",
    "gm screen": "gm-screen/",  # known by its name only: its tables lead to their rules' pages
}


@pytest.mark.parametrize(("words", "expected"), FIRST_HITS.items(), ids=list(FIRST_HITS))
def test_a_search_lands_on_the_calculator_page_first(
    page: Page, site: BuiltSite, words: str, expected: str
) -> None:
    page.goto("")  # the home page; its search starts when the box is reached for
    page.keyboard.press("/")
    query = page.locator("input[data-md-component=search-query]")
    expect(query).to_be_focused()
    # Material searches when a key goes up with the box's value: filled first, then one key,
    # so only the whole words are ever searched (key by key, an answer for "pa" could be the
    # one still showing).
    query.fill(words)
    query.press("End")
    first = page.locator(".md-search-result__item").first.locator("a.md-search-result__link")
    expect(first.first).to_have_attribute("href", site.base_url + expected)


# The words players type for the rules, and the page explaining each: the five results
# (RuneQuest, The Game System › Results Table), the ratings and numbers the documents abbreviate
# (ReQuest › Quality Ratings, Victory Ratings; Runeball 2022 Notes › DL; RuneQuest II House
# Rules › Strike Ranks; RuneQuest › Characteristics), and the rules named in their headings.
RULE_WORDS = {
    "success": "runequest/abilities/",
    "special success": "runequest/abilities/",
    "critical success": "runequest/abilities/",
    "failure": "runequest/abilities/",
    "fumble": "runequest/abilities/",
    "QR": "request/skill-tests/",
    "quality rating": "request/skill-tests/",
    "VR": "request/contests/",
    "victory": "request/contests/",
    "DL": "runeball/actions/",
    "SR": "rq2/the-round/",
    "damage bonus": "runequest/characteristics/",
    "hit points": "runequest/characteristics/",
    "knockback": "runeball/blocking/",
    "exertion": "runeball/actions/",
    "surprise": "rq2/the-round/",
    "luck": "brp/tasks/",
    "sanity": "brp/sanity/",
}
# What Material's search worker logs when lunr fails on a query (the index held glued tokens).
SEARCH_FAILURE = ("Invalid query", "TypeError")


@pytest.mark.parametrize("width", [390, 1280], ids=["phone", "desktop"])
def test_the_words_of_the_rules_find_their_pages_first(
    page: Page, site: BuiltSite, width: int
) -> None:
    failures: list[str] = []
    page.on(
        "console",
        lambda message: (
            failures.append(message.text)
            if any(sign in message.text for sign in SEARCH_FAILURE)
            else None
        ),
    )
    page.set_viewport_size({"width": width, "height": 844 if width < 600 else 800})
    page.goto("")
    page.keyboard.press("/")
    query = page.locator("input[data-md-component=search-query]")
    expect(query).to_be_focused()
    items = page.locator(".md-search-result__item")
    first = items.first.locator("a.md-search-result__link").first
    found: dict[str, str | None] = {}
    for words, expected in [*RULE_WORDS.items(), ("r", None)]:
        # Emptied between words, so the answer read is never the last word's.
        query.fill("")
        query.press("End")
        expect(items).to_have_count(0)
        query.fill(words)
        query.press("End")
        if expected is None:  # a prefix: any answer, and no failure of the worker
            expect(items.first).to_be_visible()
            continue
        try:
            expect(first).to_have_attribute("href", site.base_url + expected, timeout=5_000)
        except AssertionError:
            found[words] = first.get_attribute("href")
    assert found == {}
    assert failures == []


def test_an_abbreviation_shows_its_definition_over_it(page: Page, site: BuiltSite) -> None:
    # Runeball 2022 Notes › Passing and Handoffs: a pass is a test against a DL.
    page.goto("runeball/passing/")
    abbreviation = page.locator("article abbr", has_text="DL").first
    abbreviation.hover()
    tooltip = page.locator(".md-tooltip2, .md-tooltip").filter(has_text="Difficulty level")
    expect(tooltip.first).to_be_visible()
