"""A first visit on a poor network: the calculator waits for a download that keeps moving however
long it takes, resumes one that breaks off, and a reload after a failure goes on from the files
that had arrived (docs/javascripts/pyodide-worker.js).

The site is the offline build, served by :mod:`tests.browser.slow_server`, which trickles, cuts
or refuses a file on purpose and records what the browser asked for. Times are never asserted:
the start-up limit is shortened instead, so that a limit that counted download time would fail.
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from rules_py.calculators import calculate
from tests.browser.conftest import watched_page
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.slow_server import Behaviour, SlowServer, slow_server
from tests.browser.widgets import output, status, wait_ready, widget
from tests.browser.worker_scripts import LIMITS, serve, shortened_limits

NAME = "resistance"
WASM = "pyodide/pyodide.asm.wasm"
STDLIB = "python_stdlib.zip"
STORED = "py/stored/"  # the variants of the zips whose entries are stored
BOOT_MS = 3_000  # the start-up limit these tests give Python once every file is here


@pytest.fixture
def server(site: BuiltSite) -> Iterator[SlowServer]:
    """The built site on a server of its own (its own origin, so its own caches)."""
    with slow_server(site.root) as state:
        yield state


@pytest.fixture
def slow_page(
    browser: Browser, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> Iterator[Page]:
    """A watched page on the slow server with the start-up limit shortened to BOOT_MS (the
    worker's limits.js served with it)."""
    for page in watched_page(browser, server.base_url, watch):
        served = serve(page.context, LIMITS, shortened_limits(site.root, BOOT_MS=BOOT_MS))
        yield page
        assert served, "the worker never asked for its limits: the shortened ones went unused"


def expect_answer(page: Page, site: BuiltSite) -> None:
    wait_ready(page, NAME, timeout_ms=120_000)
    chance = calculate(NAME, {"active": 13, "passive": 10})["chance"]
    expect(output(page, NAME, "chance")).to_have_text(f"{chance}%")


def test_a_wasm_trickled_over_60_s_still_ends_in_an_answer(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    server.behaviours[WASM] = Behaviour(trickle_s=60)  # 20 times the limit, never stalled
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    # While it comes, a bar shows the download.
    expect(widget(slow_page, NAME).locator("progress.rules-progress")).to_be_visible()
    expect_answer(slow_page, site)
    expect(widget(slow_page, NAME).locator("progress.rules-progress")).to_be_hidden()
    assert server.asked(WASM) == [None]


def test_a_download_cut_half_way_resumes_where_it_stopped(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    half = (site.root / WASM).stat().st_size // 2
    server.behaviours[WASM] = Behaviour(cut_after=half)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    asked = server.asked(WASM)
    assert asked[0] is None and len(asked) == 2, asked
    assert asked[1] is not None
    resumed_at = int(asked[1].removeprefix("bytes=").removesuffix("-"))
    assert 0 < resumed_at <= half


def test_a_brotli_download_cut_half_way_resumes_from_the_files_own_bytes(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    # A host sending the .br copy breaks off: the worker has the bytes the browser decoded so far
    # and asks for the rest of the file itself (Range counts the file's bytes, not the copy's).
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    copy = (site.root / (WASM + ".br")).stat().st_size
    server.behaviours[WASM] = Behaviour(compressed=True, cut_after=copy // 2)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)  # every piece of the wasm passed its check
    asked = server.asked(WASM)
    assert asked[0] is None and len(asked) == 2, asked
    resumed_at = int((asked[1] or "").removeprefix("bytes=").removesuffix("-"))
    # Past half the copy's length: more of the file had arrived than of the copy.
    assert copy // 2 < resumed_at < (site.root / WASM).stat().st_size


def test_a_reload_after_a_failure_downloads_only_what_had_not_arrived(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    watch.allow(r"404|could not load|could not start")
    # Python starts before the standard library is due, and prints its own failure to find it.
    watch.allow(r"\(blob:")
    server.behaviours[STDLIB] = Behaviour(refuse=True)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect(widget(slow_page, NAME)).to_have_attribute("data-state", "error", timeout=60_000)
    expect(status(slow_page, NAME)).to_contain_text("the standard library")
    # Everything else arrived and was kept.
    slow_page.wait_for_function(
        """async () => {
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                for (const request of await cache.keys()) {
                    if (request.url.endsWith("pyodide.asm.wasm")) return true;
                }
            }
            return false;
        }""",
        timeout=30_000,
        polling=250,
    )
    server.behaviours[STDLIB].refuse = False
    slow_page.reload()
    expect_answer(slow_page, site)
    assert server.asked(WASM) == [None]  # not downloaded again
    # Each visit asks for both variants: the stored one (refused, then sent uncompressed and let
    # go), then the deflated one.
    asked = [path for path, _ in server.requested(STDLIB)]
    assert asked == [f"/{STORED}{STDLIB}", f"/py/{STDLIB}"] * 2


# --- the two variants of the zips (scripts/stored_zip.py) ---------------------------------------


def zip_names(site: BuiltSite) -> list[str]:
    """The standard library's and the wheel's file names."""
    return [STDLIB, next((site.root / "py").glob("*.whl")).name]


def visit_with_zips(
    slow_page: Page, server: SlowServer, site: BuiltSite, compressed: bool
) -> list[str]:
    """A first visit from a host that compresses both zips on the way, or neither; the zips'
    names."""
    names = zip_names(site)
    for name in names:
        server.behaviours[name] = Behaviour(compressed=compressed)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    return names


def test_a_host_that_compresses_sends_only_the_zips_of_stored_entries(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    names = visit_with_zips(slow_page, server, site, compressed=True)
    assert sorted(server.requested(*names)) == sorted((f"/{STORED}{name}", None) for name in names)
    # Kept whole, whichever variant came: a reload asks for neither again.
    slow_page.reload()
    expect_answer(slow_page, site)
    assert len(server.requested(*names)) == len(names)


def test_a_host_that_compresses_nothing_ends_with_the_deflated_zips(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    names = visit_with_zips(slow_page, server, site, compressed=False)
    for name in names:  # the stored variant came as it is: let go, for the deflated one
        assert server.requested(name) == [(f"/{STORED}{name}", None), (f"/py/{name}", None)]


def test_a_cut_brotli_download_of_stored_entries_resumes_from_the_stored_zip(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    # The resumed request asks for a range of the file itself, uncompressed: the worker keeps
    # the variant it started with, and every piece passes the stored zip's check.
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    stored = site.root / STORED / STDLIB
    copy = stored.with_name(STDLIB + ".br").stat().st_size
    # Trickled, as a real network brings it: sent at once, the cut body can reach a busy worker
    # as an error alone, with nothing to resume, and the worker rightly takes the deflated zip.
    server.behaviours[STDLIB] = Behaviour(compressed=True, cut_after=copy // 2, trickle_s=3)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    asked = server.requested(STDLIB)
    assert [path for path, _ in asked] == [f"/{STORED}{STDLIB}"] * 2, asked
    assert asked[0][1] is None
    resumed_at = int((asked[1][1] or "").removeprefix("bytes=").removesuffix("-"))
    assert copy // 2 < resumed_at < stored.stat().st_size


def test_a_snapshot_is_restored_only_with_the_variant_of_the_zip_it_was_made_with(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    # The snapshot holds zipimport's table of the standard library's zip (where each member
    # starts): with the other variant it could not import a module it had not imported yet.
    names = zip_names(site)
    for name in names:
        server.behaviours[name] = Behaviour(compressed=True)
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    slow_page.wait_for_function("() => window.__rulesEngine.snapshotBytes > 0", timeout=60_000)
    # The kept standard library is lost, and the host now sends the zips as they are.
    lost = slow_page.evaluate(
        """async () => {
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                for (const request of await cache.keys()) {
                    if (request.url.includes("python_stdlib.zip")) return cache.delete(request);
                }
            }
            return false;
        }"""
    )
    assert lost
    for name in names:
        server.behaviours[name].compressed = False
    slow_page.reload()
    expect_answer(slow_page, site)
    assert slow_page.evaluate("window.__rulesEngine.mode") == "plain"
    assert server.requested(STDLIB)[-1] == (f"/py/{STDLIB}", None)  # the deflated zip
    # A snapshot made with the deflated zip is kept in its place and restored next time.
    slow_page.wait_for_function("() => window.__rulesEngine.snapshotBytes > 0", timeout=60_000)
    slow_page.reload()
    expect_answer(slow_page, site)
    assert slow_page.evaluate("window.__rulesEngine.mode") == "snapshot"
