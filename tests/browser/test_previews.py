"""Rule links shown in place (scripts/pages/previews.py marks them; Material draws the preview;
docs/javascripts/site/previews.js makes a phone's first tap show it): a GM screen card's line to
the page explaining its rule, and a page's citation of its document, open the section they lead
to over the page, on hover at 1280 px and on a tap at 390 px; a second tap follows the link.
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch, phone_at

GM_SCREEN = "gm-screen/"
PREVIEW = ".md-tooltip2--active"
# The GM screen's card "Resistance" (RuneQuest, The Game System › Resistance Table) leads to the
# section of the Resistance rolls page holding the full table.
CARD = "Resistance"
TARGET = "runequest/resistance/#the-resistance-table"
TARGET_HEADING = "The resistance table"


@pytest.fixture
def phone(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A phone: 390 px, a touch screen (taps, no mouse)."""
    yield from phone_at(browser, site.base_url, watch)


def rule_link(page: Page) -> Locator:
    """The line of the card ``CARD`` leading to the page explaining its rule."""
    card = page.locator(".gm-card", has=page.locator("h3", has_text=CARD))
    return card.locator(".gm-rule-link a")


def test_a_gm_card_previews_its_rule_on_hover(page: Page, site: BuiltSite) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(GM_SCREEN)
    link = rule_link(page)
    expect(link).to_have_attribute("href", site.base_url + TARGET)
    link.hover()
    preview = page.locator(PREVIEW)
    expect(preview.locator("h3")).to_contain_text(TARGET_HEADING)
    # The preview holds the rule's own words and its table, and the page has not moved.
    expect(preview.locator("table")).to_have_count(1)
    assert page.url == site.base_url + GM_SCREEN


def test_a_citation_previews_its_document(page: Page, site: BuiltSite) -> None:
    # RuneQuest, The Game System › Abilities: the citation under a heading of the abilities page
    # shows the document's entry on the Sources page.
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("runequest/abilities/")
    citation = page.locator("article em a[data-preview]", has_text="RuneQuest, The Game System")
    citation.first.hover()
    expect(page.locator(PREVIEW).locator("h3")).to_contain_text("RuneQuest, The Game System")


def test_on_a_phone_a_first_tap_shows_the_rule_and_a_second_follows_it(
    phone: Page, site: BuiltSite
) -> None:
    phone.goto(site.base_url + GM_SCREEN)
    link = rule_link(phone)
    expect(link).to_have_count(1)
    phone.wait_for_function("() => !!window.document$")  # Material has mounted the links
    link.scroll_into_view_if_needed()
    link.tap()
    preview = phone.locator(PREVIEW)
    expect(preview.locator("h3")).to_contain_text(TARGET_HEADING)
    assert phone.url == site.base_url + GM_SCREEN
    # The preview fits the phone's width.
    box = preview.locator(".md-tooltip2__inner").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    link.tap()
    expect(phone).to_have_url(site.base_url + TARGET)
    expect(phone.locator("h1")).to_contain_text("Resistance rolls")


def test_only_links_to_a_heading_of_another_page_have_a_preview(
    page: Page, site: BuiltSite
) -> None:
    # The Sources page: its citations of the documents lead to their headings (marked); a
    # reading's id leads to a row of its own table, a calculator to its widget, neither a heading
    # Material could show (not marked); nor is a link down the page or a section's ¶ link.
    page.goto("")
    marked = page.locator("article a[data-preview]").evaluate_all(
        "(links) => links.map((a) => a.href)"
    )
    assert marked, "the home page links the rules"
    down_the_page = site.base_url + "#"
    assert not [href for href in marked if href.startswith(down_the_page) or "#calculator-" in href]
    page.goto("runequest/abilities/")
    reading = page.locator("article a", has_text="A000-05").first
    expect(reading).not_to_have_attribute("data-preview", "")
    citation = page.locator("article em a", has_text="RuneQuest, The Game System").first
    expect(citation).to_have_attribute("data-preview", "")
    assert page.locator("article a.headerlink[data-preview]").count() == 0
