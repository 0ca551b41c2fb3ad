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
