"""Material's search, as a game master uses it: a word typed in the search box brings up the
page explaining it first, in another ending, with a typo, or abbreviated
(docs/javascripts/site/search-rank.js, contributing/search.md); a query that arrives whole, with
no key, is answered however early it comes; the generated tables are not in the index
(``data-search-exclude``, tested on the build in tests/site_build/test_build_pages.py).
"""

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from tests.browser.conftest import watched_page
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import wait_service_worker

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


# The words players type for the rules, and the page (with "#", the section) explaining each: the
# five results (RuneQuest, The Game System › Results Table), the ratings and numbers the documents
# abbreviate (ReQuest › Quality Ratings, Victory Ratings; Runeball 2022 Notes › DL; RuneQuest II
# House Rules › Strike Ranks; RuneQuest › Characteristics), and the rules named in their headings.
RULE_WORDS = {
    "success": "runequest/abilities/",
    "special success": "runequest/abilities/#the-five-results",
    "critical success": "runequest/abilities/",
    "failure": "runequest/abilities/",
    "fumble": "runequest/abilities/",
    "QR": "request/skill-tests/#quality-ratings",
    "quality rating": "request/skill-tests/",
    "VR": "request/contests/#how-big-the-win-is-victory-ratings",
    "victory": "request/contests/",
    "DL": "runeball/actions/#skill-tests",
    "SR": "rq2/the-round/",
    "damage bonus": "runequest/characteristics/#damage-bonus",
    "hit points": "runequest/characteristics/#hit-points",
    "knockback": "runeball/blocking/",
    "exertion": "runeball/actions/",
    "surprise": "rq2/the-round/",
    "luck": "brp/tasks/",
    "sanity": "brp/sanity/",
    # Another ending of the word the page uses (docs/javascripts/site/search-rank.js: the index's
    # words of the same stem): BRP › Combat says "Disengaging", "Parries and dodges"; RuneQuest II
    # › Flanking, Charges, Engagement; ReQuest › Specialisms ("specialisms" is not "special").
    "disengage": "brp/combat/#movement",
    "parries": "brp/combat/#defence",
    "parry": "brp/combat/#defence",
    "dodging": "brp/combat/#defence",
    "augmented": "runequest/augmenting/",
    "knocked down": "runeball/blocking/#knockdowns",
    "interception": "runeball/passing/#interceptions",
    "grappling": "rq2/actions-and-conditions/#engagement-and-grappling",
    "charging": "rq2/actions-and-conditions/#charges",
    "flanked": "rq2/actions-and-conditions/#flanking-and-surrounding",
    "surprised": "rq2/the-round/#surprise",
    "readying": "rq2/actions-and-conditions/#ready-an-attack",
    "specialisms": "request/skills/#specialisms",
    "blitz": "runeball/actions/#blitzing",
    # One typo (a letter left out, added, changed, two swapped) in a word of five letters or more,
    # and the American spelling of BRP's "Armour".
    "fumbel": "runequest/abilities/#the-five-results",
    "resistence": "runequest/resistance/",
    "santiy": "brp/sanity/",
    "knockbak": "runeball/blocking/#knockback",
    "initative": "runeball/actions/#initiative",
    "exertoin": "runeball/actions/#exertion",
    "interupt": "rq2/actions-and-conditions/",
    "teamwrok": "brp/tasks/#teamwork",
    "armor": "brp/combat/#armour",
    # Abbreviations read through the glossary (scripts/pages/glossary.py): DEX and SIZ strike ranks
    # are RuneQuest › Strike Ranks, not the glossary's list of both.
    "DEX SR": "runequest/characteristics/#strike-ranks",
    "SIZ SR": "runequest/characteristics/#strike-ranks",
    # The page stating the rule before a page mentioning it: RuneQuest's "critical" before
    # ReQuest's "additional criticals"; Hero Points (named once, in ReQuest › New and Advanced
    # Skills) before five headings "Hit points"; Runeball 2022 Notes › Scoring's touchdowns and
    # turnovers before the pages naming them in passing.
    "critical": "runequest/abilities/#the-five-results",
    "hero points": "request/skills/#new-and-advanced-skills",
    "touchdown": "runeball/scoring/#points",
    "turnover": "runeball/scoring/#turnovers",
    "hit points per location": "runequest/characteristics/#hit-points-per-location",
    "healing rate": "runequest/characteristics/#healing-rate",
    "experience check": "runequest/abilities/#experience-checks",
    "quick and dirty": "brp/tasks/#quick-and-dirty",
    "temporary insanity": "brp/insanity/",
    "extended contest": "request/extended-contests/",
    "field goal": "runeball/passing/#field-goals",
    "handoff": "runeball/passing/#handoffs",
    "autofire": "brp/combat/#burst",
    "cap skills": "request/skills/#cap-skills",
}
# What Material's search worker logs when lunr fails on a query (the index held glued tokens).
SEARCH_FAILURE = ("Invalid query", "TypeError")
QUERY = "input[data-md-component=search-query]"
ITEMS = ".md-search-result__item"


def first_hit(page: Page) -> Locator:
    """The first result's link: its page's, or where it leads with one of the page's sections,
    that section's (Material writes a result as the page's link, then its best sections')."""
    links = page.locator(ITEMS).first.locator("a.md-search-result__link")
    if links.count() > 1 and "#" in (links.nth(1).get_attribute("href") or ""):
        return links.nth(1)
    return links.first


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
    query = page.locator(QUERY)
    expect(query).to_be_focused()
    items = page.locator(ITEMS)
    links = items.first.locator("a.md-search-result__link")
    found: dict[str, str] = {}
    for words, expected in [*RULE_WORDS.items(), ("r", "")]:
        # Emptied between words, so the answer read is never the last word's.
        query.fill("")
        expect(items).to_have_count(0)
        query.fill(words)  # no key: the box's change alone starts the search
        if not expected:  # a prefix: any answer, and no failure of the worker
            expect(items.first).to_be_visible()
            continue
        page_url = site.base_url + expected.split("#")[0]
        try:
            expect(links.first).to_have_attribute("href", page_url, timeout=5_000)
        except AssertionError:
            found[words] = links.first.get_attribute("href") or ""
            continue
        hit = first_hit(page)
        if "#" in expected and hit.get_attribute("href") != site.base_url + expected:
            found[words] = hit.get_attribute("href") or ""
        # The words found in another form are not listed as missing ("Missing: disengage").
        elif hit.locator(".md-search-result__terms").count():
            found[words] = hit.inner_text()
    assert found == {}
    assert failures == []


# A paste, a phone keyboard's suggested word, voice input: the words arrive whole, with no key.
PASTED = ["disengage", "DEX SR", "fumbel", "hero points", "touchdown"]
PHONE_CPU_SLOWDOWN = 6
STARTED = "Type to start searching"  # Material's line once its worker has answered the empty box


def hold_the_index(page: Page) -> list[Route]:
    """Hold the page's requests for the search index; returns them, to be let go."""
    held: list[Route] = []
    page.route("**/search/search_index.json", lambda route: held.append(route))
    return held


@pytest.mark.parametrize("when", ["while-it-loads", "as-it-is-ready"])
def test_a_first_query_pasted_while_the_search_starts_is_answered(
    browser: Browser, site: BuiltSite, watch: PageWatch, when: str
) -> None:
    # Five fresh phones each way, slowed 6x: a tap on the search, a tap in its box, and the words
    # pasted (an input event, no key) while the search's index is still on its way (held until
    # the words are in), or the moment the search has started. Material read the box only when a
    # key went up: words pasted after its start stayed under "Type to start searching".
    for words in PASTED:
        for page in watched_page(browser, site.base_url, watch):
            page.set_viewport_size({"width": 390, "height": 844})
            page.context.new_cdp_session(page).send(
                "Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN}
            )
            held = hold_the_index(page) if when == "while-it-loads" else []
            page.goto("")
            page.locator("label.md-header__button[for=__search]").click()
            page.locator(QUERY).click()
            meta = page.locator(".md-search-result__meta")
            if when == "while-it-loads":
                while not held:  # the index is asked for once the reader reaches for the search
                    page.wait_for_timeout(50)
            else:
                expect(meta).to_have_text(STARTED, timeout=30_000)
            page.keyboard.insert_text(words)
            for request in held:
                request.continue_()
            first = page.locator(ITEMS).first.locator("a.md-search-result__link").first
            expected = site.base_url + RULE_WORDS[words].split("#")[0]
            expect(first).to_have_attribute("href", expected, timeout=30_000)


def test_the_search_works_offline(page: Page, site: BuiltSite) -> None:
    # The site's search worker and Material's, the index and the ranking all come from the
    # offline copy (sw.js): with no network, "disengage" still finds Basic Roleplaying's combat.
    # (A worker's address loses its hash when the copy serves it: Material's worker is named in
    # a message, overrides/partials/hold-search.js.)
    page.goto("")
    wait_service_worker(page)
    page.context.set_offline(True)
    page.reload()
    page.keyboard.press("/")
    page.locator(QUERY).fill("disengage")
    first = page.locator(ITEMS).first.locator("a.md-search-result__link").first
    expect(first).to_have_attribute("href", site.base_url + "brp/combat/", timeout=20_000)


def test_an_abbreviation_shows_its_definition_over_it(page: Page, site: BuiltSite) -> None:
    # Runeball 2022 Notes › Passing and Handoffs: a pass is a test against a DL.
    page.goto("runeball/passing/")
    abbreviation = page.locator("article abbr", has_text="DL").first
    abbreviation.hover()
    tooltip = page.locator(".md-tooltip2, .md-tooltip").filter(has_text="Difficulty level")
    expect(tooltip.first).to_be_visible()
