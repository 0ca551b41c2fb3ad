"""A first visit on a poor network: the calculator waits for a download that keeps moving however
long it takes, resumes one that breaks off still compressed (from the file's packed copy), a
reload half way goes on from the pieces kept, a reload after a failure from the files that had
arrived, and the progress counts the bytes the host sends (docs/javascripts/pyodide-worker.js).

The site is the offline build, served by :mod:`tests.browser.slow_server`, which trickles, cuts
or refuses a file on purpose and records what the browser asked for. Times are never asserted:
the start-up limit is shortened instead, so that a limit that counted download time would fail.
"""

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from rules_py.calculators import calculate
from scripts.build.pyodide_assets import PIECE_BYTES
from scripts.tools.engine_facts import FACTS_NOW
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


# the wasm's packed copy: a gzip member per piece (scripts/build/resumable.py)
PACKED = WASM + ".packed"


def packed_offsets(site: BuiltSite, name: str) -> list[int]:
    """Where each member of a file's packed copy starts, as the build told the worker."""
    config = (site.root / "javascripts" / "rules-config.js").read_text(encoding="utf-8")
    found = re.search(
        rf'"href": "{re.escape(name)}\.packed[^"]*",\s*"offsets": \[(.*?)\]', config, re.S
    )
    assert found, name
    return [int(number) for number in found[1].split(",")]


def range_start(header: str | None) -> int:
    assert header is not None
    return int(header.removeprefix("bytes=").removesuffix("-"))


def test_a_download_cut_half_way_goes_on_from_the_packed_copy(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    # Sent as it is and cut half way: the rest of the packed copy (gzipped, a third of the rest
    # raw) from the first piece that had not arrived whole.
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    half = (site.root / WASM).stat().st_size // 2
    server.behaviours[WASM] = Behaviour(cut_after=half)
    server.behaviours[PACKED] = Behaviour()  # ranges answered
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    assert server.asked(WASM) == [None]
    asked = server.asked(PACKED)
    assert len(asked) == 1, asked
    offsets = packed_offsets(site, "pyodide.asm.wasm")
    # From the start of a member: the first piece that had not arrived whole (the cut fell in
    # it, or a little before where the browser had not handed on the last bytes).
    resumed = range_start(asked[0])
    assert resumed in offsets[1:-1]
    assert resumed <= offsets[half // PIECE_BYTES]


def test_a_brotli_download_cut_half_way_goes_on_compressed(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    # A host sending the .br copy breaks off. Asked for a range, a browser takes it uncompressed
    # (5.3 MB of the wasm's rest): the worker asks for the rest of the packed copy instead, from
    # the first piece it lacks, and every piece passes its check.
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    copy = (site.root / (WASM + ".br")).stat().st_size
    server.behaviours[WASM] = Behaviour(compressed=True, cut_after=copy // 2)
    server.behaviours[PACKED] = Behaviour()
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    assert server.asked(WASM) == [None]  # never a range of the wasm itself
    (asked,) = server.asked(PACKED)
    offsets = packed_offsets(site, "pyodide.asm.wasm")
    resumed = range_start(asked)
    assert resumed in offsets[1:-1]
    # Past half the copy's length: more of the file had arrived than of the copy.
    assert offsets.index(resumed) * PIECE_BYTES > copy // 2
    # What the rest cost: less than the rest raw by more than half.
    rest_raw = (site.root / WASM).stat().st_size - offsets.index(resumed) * PIECE_BYTES
    assert offsets[-1] - resumed < rest_raw / 2


# How many pieces of the wasm this browser has kept (worker/verify.js: pieceKey).
KEPT_PIECES_JS = """async () => {
    let count = 0;
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
            if (request.url.includes("pyodide.asm.wasm?rules-piece=")) count += 1;
        }
    }
    return count;
}"""


def test_a_reload_half_way_goes_on_from_the_pieces_kept(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    # Each piece of the wasm is kept as it passes its check; a reload (or a second page) goes on
    # after the last one kept, compressed, instead of from byte 0. Half the pieces: the rest of
    # the packed copy then costs less than brotli's whole wasm (with fewer kept, the worker
    # rightly asks for the wasm again, compressed, from its start).
    server.behaviours[WASM] = Behaviour(compressed=True, trickle_s=40)
    server.behaviours[PACKED] = Behaviour()
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    kept = 0
    while kept < 19:  # polled from here: evaluate awaits the page's promise
        slow_page.wait_for_timeout(250)
        kept = slow_page.evaluate(KEPT_PIECES_JS)
    server.behaviours[WASM].trickle_s = 0
    slow_page.reload()
    expect_answer(slow_page, site)
    assert server.asked(WASM) == [None]  # the first visit's only: never from byte 0 again
    (asked,) = server.asked(PACKED)
    offsets = packed_offsets(site, "pyodide.asm.wasm")
    assert range_start(asked) >= offsets[kept]  # after every piece kept by then (or later)
    # Once whole, the file is kept as one and its pieces let go.
    slow_page.wait_for_function(
        """async () => {
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                for (const request of await cache.keys()) {
                    if (request.url.includes("rules-piece=")) return false;
                }
            }
            return true;
        }""",
        timeout=30_000,
        polling=250,
    )


def test_the_progress_counts_the_bytes_sent(
    slow_page: Page, server: SlowServer, site: BuiltSite
) -> None:
    # A host sending brotli: the bar's whole is what the host sends of every file (the build's
    # sizes of its .br copies), a third of the files' own bytes, not their own bytes.
    names = ["pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "pyodide-lock.json"]
    for name in [*names, *zip_names(site)]:
        server.behaviours[name] = Behaviour(compressed=True)
    server.behaviours["pyodide.asm.wasm"].trickle_s = 20
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    bar = widget(slow_page, NAME).locator("progress.rules-progress")
    expect(bar).to_be_visible()
    slow_page.wait_for_function(
        f"""() => document.querySelector(
            '[data-calculator="{NAME}"] progress.rules-progress').value > 1e6""",
        timeout=60_000,
    )
    total = float(bar.get_attribute("max") or bar.evaluate("bar => bar.max"))
    pyodide = site.root / "pyodide"
    stored = site.root / STORED
    sent = [pyodide / f"{name}.br" for name in names] + [
        stored / f"{name}.br" for name in zip_names(site)
    ]
    expected = sum(path.stat().st_size for path in sent)
    own = sum((pyodide / name).stat().st_size for name in names) + sum(
        (stored / name).stat().st_size for name in zip_names(site)
    )
    assert abs(total - expected) <= 16, (total, expected)
    assert total < own / 3
    expect_answer(slow_page, site)


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


# --- the two variants of the zips (scripts/build/stored_zip.py)
# ---------------------------------------


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


def test_a_cut_brotli_download_of_stored_entries_goes_on_from_its_packed_copy(
    slow_page: Page, server: SlowServer, site: BuiltSite, watch: PageWatch
) -> None:
    # A range of the stored zip would come uncompressed: the worker keeps the variant it started
    # with and asks for the rest of its packed copy, and every piece passes the stored zip's
    # check.
    watch.allow(r"ERR_CONTENT_LENGTH_MISMATCH|resumes at byte")
    stored = site.root / STORED / STDLIB
    copy = stored.with_name(STDLIB + ".br").stat().st_size
    # Trickled, as a real network brings it: sent at once, the cut body can reach a busy worker
    # as an error alone, with nothing to resume, and the worker rightly takes the deflated zip.
    server.behaviours[f"{STORED}{STDLIB}"] = Behaviour(
        compressed=True, cut_after=copy // 2, trickle_s=3
    )
    server.behaviours[f"{STORED}{STDLIB}.packed"] = Behaviour()
    slow_page.goto(site.page_for(NAME) + "?active=13&passive=10")
    expect_answer(slow_page, site)
    asked = server.requested(STDLIB, STDLIB + ".packed")
    assert [path for path, _ in asked] == [f"/{STORED}{STDLIB}", f"/{STORED}{STDLIB}.packed"]
    assert asked[0][1] is None
    offsets = packed_offsets(site, "python_stdlib.zip")
    assert range_start(asked[1][1]) in offsets[1:-1]


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
    slow_page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0", timeout=60_000)
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
    assert slow_page.evaluate(FACTS_NOW)["mode"] == "plain"
    assert server.requested(STDLIB)[-1] == (f"/py/{STDLIB}", None)  # the deflated zip
    # A snapshot made with the deflated zip is kept in its place and restored next time.
    slow_page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0", timeout=60_000)
    slow_page.reload()
    expect_answer(slow_page, site)
    assert slow_page.evaluate(FACTS_NOW)["mode"] == "snapshot"
