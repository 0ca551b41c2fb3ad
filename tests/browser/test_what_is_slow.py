"""A start that takes long says which part is slow (docs/javascripts/engine/slow-part.js): bytes
still arriving (the connection), or this device's processor working through what has arrived.

The page's processor is slowed as a phone's (CDP ``Emulation.setCPUThrottlingRate``); Chromium
slows a page's thread only (asked of a worker, CDP answers "Operation is only supported for
pages, not workers"), so a slow processor's worker is a worker whose thread a script holds.
Times are never asserted: the wait before a start is called slow is shortened instead.
"""

import re

from playwright.sync_api import Locator, Page, expect

from rules_py.calculators import REGISTRY, calculate
from rules_py.numbers import percent
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import output, status, wait_ready, widget
from tests.browser.worker_scripts import WORKER, serve

NAME = "resistance"
PHONE_SLOWDOWN = 4  # the page's thread, as Lighthouse's mobile preset slows it
SLOW_PART = "slow-part.js"  # under javascripts/
TOLD_MS = 20_000  # a slow start is told within this


def slowed_page(page: Page) -> None:
    """The page's own thread slowed as a phone's."""
    devtools = page.context.new_cdp_session(page)
    devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_SLOWDOWN})


def sooner_slow(site: BuiltSite, ms: int) -> str:
    """slow-part.js of the built site with a start called slow after ``ms``."""
    (path,) = site.root.glob(f"javascripts/**/{SLOW_PART}")
    text = path.read_text(encoding="utf-8")
    text, found = re.subn(
        r"^export const SLOW_MS = [\d_]+;", f"export const SLOW_MS = {ms};", text, flags=re.M
    )
    assert found == 1, f"{SLOW_PART} has no SLOW_MS"
    return text


def held_worker(site: BuiltSite, until_ms: int) -> str:
    """The worker's script with its thread held 1.5 s at a time, 0.1 s free between, for its first
    ``until_ms``: a processor far slower than this machine's."""
    script = (site.root / WORKER).read_text(encoding="utf-8")
    hold = (
        "(function hold() { if (performance.now() > UNTIL) return;"
        " const until = performance.now() + 1500; while (performance.now() < until);"
        " setTimeout(hold, 100); })();\n"
    ).replace("UNTIL", str(until_ms))
    return hold + script


def retry_button(page: Page) -> Locator:
    return widget(page, NAME).get_by_role("button", name="Retry")


def expect_answer(page: Page) -> None:
    wait_ready(page, NAME)
    expected = percent(calculate(NAME, REGISTRY[NAME].defaults())["chance"])
    expect(output(page, NAME, "chance")).to_have_text(expected)


def test_a_slow_connection_is_told_as_the_connection(page: Page, site: BuiltSite) -> None:
    # A phone's processor and a connection far slower than a phone's: Pyodide alone would take two
    # minutes. The reader is told within 20 s that the connection is slow, may Retry, and has
    # the tables meanwhile.
    slowed_page(page)
    devtools = page.context.new_cdp_session(page)
    devtools.send("Network.enable")
    conditions = {"offline": False, "latency": 200, "downloadThroughput": 100_000}
    devtools.send("Network.emulateNetworkConditions", conditions | {"uploadThroughput": 50_000})
    page.goto(site.page_for(NAME), wait_until="commit")
    expect(widget(page, NAME)).to_have_attribute(
        "data-state", re.compile("slow|error"), timeout=TOLD_MS
    )
    expect(status(page, NAME)).to_contain_text("Python is still downloading")
    expect(status(page, NAME)).to_contain_text("the connection is slow")
    expect(status(page, NAME)).not_to_contain_text("processor")
    expect(retry_button(page)).to_be_visible()
    expect(page.locator("article table:not(.rules-calculator table)").first).to_be_visible()


def test_a_slow_processor_is_told_as_the_processor_not_the_connection(
    page: Page, site: BuiltSite
) -> None:
    # Every byte comes at once (127.0.0.1), but the worker's thread is held most of the time for
    # its first 9 s, and the page's is slowed as a phone's: WebKitGTK at a third of its speed
    # said "the connection is slow" here. Called slow after 2 s, the start names the processor,
    # offers no Retry (starting again costs the same work), and answers once the thread is free.
    slowed_page(page)
    served = serve(page, SLOW_PART, sooner_slow(site, 2_000))
    held = serve(page, WORKER, held_worker(site, 9_000))
    page.goto(site.page_for(NAME))
    expect(widget(page, NAME)).to_have_attribute("data-state", "slow", timeout=TOLD_MS)
    expect(status(page, NAME)).to_contain_text("this device's processor is the slow part")
    expect(status(page, NAME)).not_to_contain_text("connection")
    expect(retry_button(page)).to_be_hidden()
    expect_answer(page)
    assert served and held  # the shortened wait and the held worker were the ones used
