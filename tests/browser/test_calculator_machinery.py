"""The calculator machinery in a real browser, shown with the ``resistance`` calculator.

Start-up, live recalculation, Python's messages for bad input, the permalink, one worker across
Material's instant navigation, and a clean failure when Pyodide cannot load. Expected numbers and
messages come from ``rules_py`` itself, called here in the test process.
"""

import re

import pytest
from playwright.sync_api import Page, Request, Route, expect

from rules_py.calculators import calculate
from rules_py.contract import InputError
from rules_py.numbers import percent
from scripts.tools.engine_facts import FACTS_NOW
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import (
    error_for,
    field,
    in_link,
    open_calculator,
    output,
    status,
    wait_ready,
    widget,
)

NAME = "resistance"


def python_error(inputs: dict[str, object]) -> InputError:
    """The InputError rules_py raises for ``inputs``."""
    with pytest.raises(InputError) as raised:
        calculate(NAME, inputs)
    return raised.value


def test_typing_recalculates_with_the_newest_values(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME)
    field(page, NAME, "active").fill("12")
    field(page, NAME, "passive").fill("10")
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 12, "passive": 10})["chance"])
    )
    # Key by key: each keystroke asks Python; only the answer for the final text may stay shown.
    field(page, NAME, "active").fill("")
    field(page, NAME, "active").press_sequentially("17", delay=5)
    expected = calculate(NAME, {"active": 17, "passive": 10})
    expect(output(page, NAME, "chance")).to_have_text(percent(expected["chance"]))
    odds_rows = output(page, NAME, "odds").locator(".rules-odds-row")
    expect(odds_rows).to_have_count(len(expected["odds"]))


def test_bad_input_shows_pythons_message_and_keeps_the_last_result(
    page: Page, site: BuiltSite
) -> None:
    open_calculator(page, site, NAME, "?active=12&passive=10")
    good = percent(calculate(NAME, {"active": 12, "passive": 10})["chance"])
    expect(output(page, NAME, "chance")).to_have_text(good)

    field(page, NAME, "active").fill("abc")
    expect(error_for(page, NAME, "active")).to_have_text(
        python_error({"active": "abc", "passive": "10"}).message
    )
    expect(field(page, NAME, "active")).to_have_attribute("aria-invalid", "true")
    expect(page.locator(f'[data-calculator="{NAME}"] [data-results]')).to_have_class(
        re.compile("rules-stale")
    )
    expect(output(page, NAME, "chance")).to_have_text(good)  # the last good result stays
    expect(error_for(page, NAME, "passive")).to_be_empty()

    field(page, NAME, "active").fill("14")
    expect(error_for(page, NAME, "active")).to_be_empty()
    expect(field(page, NAME, "active")).not_to_have_attribute("aria-invalid", "true")
    fixed = calculate(NAME, {"active": 14, "passive": 10})["chance"]
    expect(output(page, NAME, "chance")).to_have_text(percent(fixed))
    expect(page.locator(f'[data-calculator="{NAME}"] [data-results]')).not_to_have_class(
        re.compile("rules-stale")
    )


def test_permalink_restores_fields_and_copy_link_copies_it(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME, "?active=14&passive=10")
    expect(field(page, NAME, "active")).to_have_value("14")
    expect(field(page, NAME, "passive")).to_have_value("10")
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 14, "passive": 10})["chance"])
    )

    field(page, NAME, "passive").fill("11")
    expect(page).to_have_url(in_link(NAME, "passive", "11"))
    assert "active=14" in page.url
    widget(page, NAME).get_by_role("button", name="Copy link").click()
    expect(widget(page, NAME).locator("[data-copied]")).not_to_be_empty()
    assert page.evaluate("navigator.clipboard.readText()") == page.url


def test_typing_fast_writes_the_address_once_the_reader_pauses(page: Page, site: BuiltSite) -> None:
    # Each write of the address costs the browser several milliseconds next to Python's: five
    # changes in a row get the last one's answer, and a single write of the address once the
    # typing pauses.
    page.add_init_script(
        """const write = history.replaceState.bind(history);
        window.__addressWrites = 0;
        history.replaceState = (...args) => { window.__addressWrites += 1; write(...args); };"""
    )
    open_calculator(page, site, NAME, "?active=14&passive=10")
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 14, "passive": 10})["chance"])
    )
    before = page.evaluate("window.__addressWrites")
    page.evaluate(
        """(values) => {
            const input = document.querySelector('[data-calculator="resistance"] [name="passive"]');
            for (const value of values) {
                input.value = value;
                input.dispatchEvent(new Event("input", { bubbles: true }));
            }
        }""",
        ["11", "12", "13", "15", "16"],
    )
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 14, "passive": 16})["chance"])
    )
    expect(page).to_have_url(in_link(NAME, "passive", "16"))
    assert page.evaluate("window.__addressWrites") - before == 1


def test_a_pending_address_write_never_lands_on_the_next_page(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME, "?active=14&passive=10")
    field(page, NAME, "passive").fill("12")  # typed, the field not left: the write is pending
    page.evaluate('document.querySelector("a.md-header__button.md-logo").click()')  # no blur
    expect(page).to_have_url(site.base_url)
    # A timer due later than the write runs after it: by then the write has had its chance.
    page.evaluate("new Promise((resolve) => setTimeout(resolve, 600))")
    assert page.url == site.base_url


def test_instant_navigation_keeps_one_worker(page: Page, site: BuiltSite) -> None:
    wasm_fetches: list[str] = []

    def count_wasm(request: Request) -> None:
        if request.url.endswith(".wasm"):
            wasm_fetches.append(request.url)

    page.on("request", count_wasm)
    open_calculator(page, site, NAME, "?active=13&passive=10")
    page.evaluate("window.__sameDocument = true")  # gone if the browser loads a new document

    page.locator("a.md-header__button.md-logo").click()  # to Home, by instant navigation
    expect(page).to_have_url(site.base_url)
    page.go_back()
    wait_ready(page, NAME)
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 13, "passive": 10})["chance"])
    )

    assert page.evaluate("window.__sameDocument") is True, "navigation reloaded the page"
    assert page.evaluate(FACTS_NOW)["starts"] == 1
    assert len([w for w in page.workers if w.url.endswith("/pyodide-worker.js")]) == 1
    assert len(wasm_fetches) == 1, wasm_fetches


def expect_start_failure(page: Page, site: BuiltSite) -> None:
    """Open the calculator's page and check it fails with a message while the tables stay."""
    page.goto(site.page_for(NAME))
    expect(widget(page, NAME)).to_have_attribute("data-state", "error", timeout=20_000)
    expect(status(page, NAME)).to_contain_text("could not start")
    tables = page.locator("article table:not(.rules-calculator table)")
    assert tables.count() > 0, "the page under test should hold a generated table"
    expect(tables.first).to_be_visible()


def test_failed_wasm_fetch_shows_a_message_and_keeps_the_tables(
    page: Page, site: BuiltSite, watch: PageWatch
) -> None:
    # As when the CDN is unreachable: the browser logs the failed request, nothing else may.
    watch.allow(r"ERR_FAILED")
    page.route("**/*.wasm", lambda route: route.abort())
    expect_start_failure(page, site)


def test_stalled_wasm_fetch_times_out_with_a_message(page: Page, site: BuiltSite) -> None:
    # A wasm request that never answers: the worker gives up on a source that sends nothing for
    # a few seconds (loadPyodide itself would wait for ever).
    stalled: list[Route] = []
    page.route("**/*.wasm", lambda route: stalled.append(route))  # never answered
    expect_start_failure(page, site)
    expect(status(page, NAME)).to_contain_text("pyodide.asm.wasm (from this site: no answer within")


def test_pages_without_a_calculator_do_not_start_python(page: Page, site: BuiltSite) -> None:
    pyodide_requests: list[str] = []
    page.on(
        "request",
        lambda request: (
            pyodide_requests.append(request.url)
            if "/pyodide" in request.url or request.url.endswith(".whl")
            else None
        ),
    )
    page.goto(site.base_url)  # the home page has links and text, no calculator
    expect(page.locator("h1").first).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert page.evaluate(FACTS_NOW)["starts"] == 0
    # Material's search runs in a worker of its own; ours must not have started
    assert not [w for w in page.workers if w.url.endswith("/pyodide-worker.js")]
    assert pyodide_requests == []
