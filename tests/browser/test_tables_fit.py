"""Wide tables fit: their headings stay in view and the keyboard scrolls them (RuneQuest, The Game
System › Resistance Table). On paper: tests/browser/test_printing.py."""

from playwright.sync_api import Page, expect

from rules_py.runequest.tables import TABLES
from tests.browser.offline_site import BuiltSite

RESISTANCE_PAGE = "runequest/resistance/"


def test_wide_table_headings_stick_and_the_keyboard_scrolls_it(page: Page, site: BuiltSite) -> None:
    page.set_viewport_size({"width": 800, "height": 700})
    page.goto(RESISTANCE_PAGE)
    region = page.get_by_role("region", name=TABLES["resistance"]().title)
    expect(region).to_have_attribute("tabindex", "0")
    heading = region.locator("thead th").nth(5)
    first_column = region.locator("tbody td").first
    assert heading.evaluate("(th) => getComputedStyle(th).position") == "sticky"
    assert first_column.evaluate("(td) => getComputedStyle(td).position") == "sticky"
    region.focus()
    # Keyboard scrolling is animated: wait until the region stops moving before measuring.
    settled = """(div) => new Promise((done) => {
        let last = -1;
        const check = () => {
            const now = div.scrollTop + div.scrollLeft;
            if (now === last) done(now); else { last = now; setTimeout(check, 150); }
        };
        check();
    })"""
    for key in ("ArrowRight", "ArrowRight", "ArrowRight", "End"):
        page.keyboard.press(key)  # scrolls the focused region
    region.evaluate(settled)
    assert region.evaluate("(div) => div.scrollLeft") > 0
    assert region.evaluate("(div) => div.scrollTop") > 100
    # Scrolled right and to the bottom, the heading row still sits at the top of the region.
    last_heading = region.locator("thead th").last
    top = last_heading.evaluate("(th) => th.getBoundingClientRect().top")
    region_top = region.evaluate("(div) => div.getBoundingClientRect().top")
    assert abs(top - region_top) < 2, (top, region_top)
