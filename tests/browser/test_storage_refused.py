"""When the browser keeps nothing, the calculators still answer: storage refused or evicted, the
site starts Python plainly and never fails (contributing/loader.md, "What a browser keeps").

Safari refuses Cache Storage in some private windows, throws QuotaExceededError when a site's
share is used up, and evicts a site's data after days unvisited. The worker's script is served
here with Cache Storage broken in front of it (its own code runs unchanged after), and the page
must answer each time, Python started plainly. Console warnings are allowed; errors fail the test
(the page watch).
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from rules_py.calculators import calculate
from rules_py.numbers import percent
from scripts.tools.engine_facts import FACTS_NOW
from tests.browser.conftest import watched_page
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import output, wait_ready
from tests.browser.worker_scripts import WORKER, serve

NAME = "resistance"

REFUSED = (  # caches.open rejects, as in a private window that keeps nothing
    "CacheStorage.prototype.open = () =>"
    ' Promise.reject(new DOMException("The operation is insecure.", "SecurityError"));\n'
)
FULL = (  # every write rejects: the origin's share is used up
    "Cache.prototype.put = () =>"
    ' Promise.reject(new DOMException("The quota has been exceeded.", "QuotaExceededError"));\n'
)


@pytest.fixture
def refused_page(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A page whose document cannot open Cache Storage either."""
    yield from watched_page(browser, site.base_url, watch, init_script=REFUSED)


def broken_worker(page: Page, site: BuiltSite, broken: str) -> list[str]:
    """The worker's own script with ``broken`` in front; the URLs it was served at."""
    script = (site.root / WORKER).read_text(encoding="utf-8")
    return serve(page, WORKER, broken + script)


def answers(page: Page, site: BuiltSite, active: int, passive: int) -> dict[str, object]:
    """Open the Resistance page at ``active`` against ``passive``; its answer shown is Python's
    (rules_py's own number); what the engine reports of its start."""
    page.goto(site.page_for(NAME) + f"?active={active}&passive={passive}")
    wait_ready(page, NAME)
    chance = percent(calculate(NAME, {"active": active, "passive": passive})["chance"])
    expect(output(page, NAME, "chance")).to_have_text(chance)
    return dict(page.evaluate(FACTS_NOW))


def test_rules_pages_answer_when_cache_storage_is_refused(
    refused_page: Page, site: BuiltSite
) -> None:
    """RuneQuest › Resistance table: 13 against 10 is 65 %, from Python started plainly, and
    again on a reload (nothing was kept, nothing is expected)."""
    page = refused_page
    served = broken_worker(page, site, REFUSED)
    first = answers(page, site, 13, 10)
    assert served, "the worker with Cache Storage refused was not the one run"
    assert first["mode"] == "plain"
    assert page.evaluate("caches.keys().then(() => 'open', () => 'refused')") == "open"
    assert page.evaluate("caches.open('x').then(() => 'open', () => 'refused')") == "refused"
    page.reload()
    again = answers(page, site, 14, 10)
    assert again["mode"] == "plain"


def test_rules_pages_answer_when_every_cache_write_is_refused(page: Page, site: BuiltSite) -> None:
    """QuotaExceededError on every put: the files and the snapshot are not kept, the reader is
    told nothing (console warnings only) and has the answer all the same, on a reload too."""
    served = broken_worker(page, site, FULL)
    first = answers(page, site, 13, 10)
    assert served and first["mode"] == "plain"
    # The snapshot, made while Python is idle, was offered to the cache (and refused).
    page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0", timeout=60_000)
    page.reload()
    again = answers(page, site, 10, 13)
    assert again["mode"] == "plain"  # no snapshot was kept to restore


def test_an_evicted_cache_means_a_plain_start_not_a_failure(page: Page, site: BuiltSite) -> None:
    """Safari evicts a site's data after days unvisited: every cache deleted under a page that
    had kept the files and Python's snapshot; the reload starts Python plainly and answers."""
    first = answers(page, site, 13, 10)
    assert first["mode"] == "plain"
    page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0", timeout=60_000)
    assert page.evaluate("caches.keys()"), "nothing was kept to evict"
    page.evaluate(
        "async () => { for (const name of await caches.keys()) await caches.delete(name); }"
    )
    page.reload()
    again = answers(page, site, 16, 10)
    assert again["mode"] == "plain"
