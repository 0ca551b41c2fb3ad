"""A page settles its look before the first paint, and Material's script, starting, finds nothing
to change that would restyle the whole page: the colour scheme (the reader's choice or the
system's), the "js" mark, each stylesheet's address, each table's scroll wrapper; nor does a
widget, starting, add anything beside its form and answer. On a long page
(the GM screen, the Runeball field) each such change cost a phone a tenth of a second or more of
blocked processor. The colour scheme toggle still works: it cycles the system's scheme, light and
dark, by click and by keyboard, and the choice outlives a reload.
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import watched_page
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch

# Run before the page's own scripts: from the moment the parser reaches Material's script (the
# page has been styled, and may have been painted, by then), note every change to what styles the
# whole page (the root's and the body's attributes, a stylesheet's link), every table taken out
# of its place to be wrapped, and every element added beside a widget's form and answer (Material's
# stylesheet has sibling rules that match anything: all of the widget is restyled, on the Runeball
# field a thousand shapes).
WATCH_CHANGES = """
window.__restyles = [];
let started = false;
const seen = (what) => { if (started) window.__restyles.push(what); };
new MutationObserver((records) => {
  for (const r of records) {
    const node = r.target;
    if (r.type === "childList") {
      for (const added of r.addedNodes)
        if (added.nodeName === "SCRIPT" && /bundle\\.[0-9a-f]+\\.min\\.js/.test(added.src))
          started = true;
      if (node.nodeType === 1 && node.matches("[data-calculator]"))
        for (const added of r.addedNodes)
          if (added.nodeType === 1) seen(`${added.nodeName}.${added.className} put in a widget`);
      for (const removed of r.removedNodes)
        if (removed.nodeType === 1 && (removed.matches("table") || removed.querySelector("table")))
          seen(`table taken out of ${node.nodeName}.${node.className}`);
    } else if (r.oldValue === node.getAttribute(r.attributeName)) {
      continue; // set to what it was (Material's classList.remove of a class not there)
    } else if (node === document.documentElement || node === document.body) {
      const now = node.getAttribute(r.attributeName);
      seen(`${node.nodeName} ${r.attributeName}: ${r.oldValue} -> ${now}`);
    } else if (node.nodeName === "LINK" && node.relList.contains("stylesheet"))
      seen(`LINK href: ${r.oldValue} -> ${node.getAttribute("href")}`);
  }
}).observe(document, { attributes: true, attributeOldValue: true, childList: true, subtree: true });
"""


@pytest.fixture
def dark_page(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A fresh page whose system setting is dark, watching what restyles the whole page."""
    for fresh in watched_page(browser, site.base_url, watch, WATCH_CHANGES):
        fresh.emulate_media(color_scheme="dark")
        yield fresh


@pytest.mark.parametrize("path", ["gm-screen/", "runeball/passing/", "sources/"])
def test_material_starts_without_restyling_the_page(dark_page: Page, path: str) -> None:
    dark_page.goto(path)
    dark_page.wait_for_load_state("load")
    dark_page.wait_for_function("window.component$ !== undefined")  # Material's script has run
    dark_page.wait_for_timeout(500)  # and what it does a moment later
    assert dark_page.evaluate("window.__restyles") == []
    # What made that so: the marks set before the first paint, the addresses made absolute.
    assert dark_page.evaluate("document.documentElement.classList.contains('js')")
    hrefs = dark_page.eval_on_selector_all(
        'link[rel~="stylesheet"]', "links => links.map(l => l.getAttribute('href'))"
    )
    assert hrefs and all(href.startswith("http://") for href in hrefs)
    # ... and the page still looks as Material meant: dark, because the system is.
    assert dark_page.evaluate("document.body.dataset.mdColorScheme") == "slate"


def test_tables_arrive_in_materials_wrapper(page: Page) -> None:
    page.goto("gm-screen/")
    bare = page.eval_on_selector_all("article table:not([class])", "tables => tables.length")
    wrapped = page.eval_on_selector_all(
        "article .md-typeset__scrollwrap > .md-typeset__table > table.rules-data-table",
        "tables => tables.length",
    )
    assert bare == 0
    assert wrapped >= 30  # the GM screen's tables, each in one wrapper
    # Material's table look, copied onto the class: its border and its cell padding.
    style = page.eval_on_selector(
        "article table.rules-data-table td",
        "td => [getComputedStyle(td).borderTopStyle, getComputedStyle(td).paddingTop]",
    )
    assert style[0] == "solid" and style[1] != "0px"


def test_the_scheme_toggle_cycles_and_is_kept(dark_page: Page) -> None:
    dark_page.goto("sources/")
    body = dark_page.locator("body")
    # First visit: the system's setting (dark), shown before any click.
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    toggle = dark_page.locator("form[data-rules-palette] label:not([hidden])")
    expect(toggle).to_have_count(1)
    toggle.click()  # -> light
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    dark_page.locator("form[data-rules-palette] label:not([hidden])").click()  # -> dark
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    dark_page.emulate_media(color_scheme="light")  # a chosen scheme does not follow the system
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    dark_page.reload()
    expect(body).to_have_attribute("data-md-color-scheme", "slate")  # the choice outlives a reload
    # The keyboard: Enter on the focused option moves on (dark -> the system's, now light).
    dark_page.locator("form[data-rules-palette] input:checked").focus()
    dark_page.keyboard.press("Enter")
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    assert dark_page.evaluate("document.body.dataset.mdColorMedia") == "(prefers-color-scheme)"
    dark_page.emulate_media(color_scheme="dark")  # following the system again: it shows at once
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
