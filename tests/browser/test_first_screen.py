"""The answer in view: on a phone, a calculator page shows its calculator in the first
screen, before the explanation; the home page shows the list of calculators in the first screen;
and the navigation menu reaches every page holding a calculator.
"""

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from tests.browser.offline_site import BuiltSite

PHONE: ViewportSize = {"width": 390, "height": 844}


def _calculator_pages() -> list[str]:
    from tests.browser.offline_site import ROOT

    site = ROOT / "docs"
    pages = []
    for page in sorted(site.rglob("*.md")):
        if "<!-- calculator:" in page.read_text(encoding="utf-8"):
            path = page.relative_to(site).with_suffix("").as_posix()
            pages.append(path.removesuffix("index") if path.endswith("index") else path + "/")
    return pages


CALCULATOR_PAGES = _calculator_pages()


@pytest.mark.parametrize("path", CALCULATOR_PAGES)
def test_a_phone_shows_the_calculator_in_the_first_screen(page: Page, path: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(path)
    calculator = page.locator("article .rules-calculator").first
    expect(calculator).to_be_in_viewport()
    # Its first field, whole, without scrolling: the reader can type at once.
    field = calculator.locator("input:visible, select:visible").first
    expect(field).to_be_visible()
    box = field.bounding_box()
    assert box is not None
    assert box["y"] + box["height"] <= PHONE["height"], path
    assert page.evaluate("scrollY") == 0


def test_a_phone_shows_the_list_of_calculators_on_the_home_page(page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto("")
    heading = page.locator("article h2#every-calculator")
    box = heading.bounding_box()
    assert box is not None
    # The heading and the first calculator of the list, in the first screen.
    first = page.locator("article h2#every-calculator ~ ul li a").first
    first_box = first.bounding_box()
    assert first_box is not None
    assert first_box["y"] + first_box["height"] <= PHONE["height"]


def test_the_menu_reaches_every_calculator_page(page: Page, site: BuiltSite) -> None:
    page.set_viewport_size(PHONE)
    page.goto("")
    page.locator("label.md-header__button[for=__drawer]").click()
    primary = page.locator("nav.md-nav--primary")
    expect(primary.get_by_role("link", name="Sources", exact=True)).to_be_visible()
    links = primary.locator("a.md-nav__link[href]")
    reached = {
        href.removeprefix(site.base_url)
        for href in links.evaluate_all("(links) => links.map((link) => link.href)")
    }
    missing = [path for path in CALCULATOR_PAGES if path not in reached]
    assert missing == []
