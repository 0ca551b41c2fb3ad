"""A saved page shows with no round trip to the server before it, and the offline copy waits its
turn, says what it costs and can be turned off (docs/sw.js, docs/javascripts/site/offline.js).

The server counts what it is asked: a page the service worker kept must show without the server
being asked for it or for any of its files (only ``sw.js``, the browser's background question
whether there is a newer build, and Pyodide's files, which the calculator worker keeps itself).
"""

import json
import re
import shutil
from pathlib import Path
from typing import Literal

from playwright.sync_api import Browser, Page, expect

from tests.browser.offline_site import BuiltSite
from tests.browser.slow_server import Behaviour, SlowServer, slow_server
from tests.browser.widgets import wait_ready

TEXT_PAGE = "sources/"  # no calculator: the copy waits for the page alone
NEVER_OPENED = "glossary/"  # a page only the offline copy asks for
CALCULATOR = "resistance"
CONTROL = ".rules-offline"


def build_sizes(site: BuiltSite) -> dict[str, int]:
    line = re.search(r"^const BUILD = (\{.*\});$", (site.root / "sw.js").read_text(), re.M)
    assert line is not None
    sizes: dict[str, int] = json.loads(line[1])["sizes"]
    return sizes


def megabytes(size: int) -> str:
    tenths = (size + 50_000) // 100_000  # a half up, from the whole bytes (format.js alike)
    return f"{tenths // 10}.{tenths % 10} MB"


def saved(page: Page) -> None:
    expect(page.locator(CONTROL)).to_contain_text("Saved for offline ✓", timeout=90_000)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)


def paths_after(server: SlowServer, start: int) -> list[str]:
    with server.lock:
        return [path for path, _ in server.requests[start:]]


def test_a_saved_page_shows_with_no_request_to_the_server_before_it(
    browser: Browser, site: BuiltSite
) -> None:
    with slow_server(site.root) as server:
        context = browser.new_context(base_url=server.base_url)
        try:
            page = context.new_page()
            page.goto(TEXT_PAGE)
            saved(page)
            for path in (NEVER_OPENED, site.page_for(CALCULATOR)):
                start = len(server.requests)
                page.goto(path)  # a real navigation, not Material's instant one
                expect(page.locator("h1").first).to_be_visible()
                asked = [
                    p
                    for p in paths_after(server, start)
                    if p != "/sw.js" and not p.startswith(("/pyodide/", "/py/"))
                ]
                assert asked == [], f"{path}: the server was asked for {asked}"
            wait_ready(page, CALCULATOR)  # and the kept page works
        finally:
            context.close()


def test_the_offline_copy_waits_until_a_text_page_has_its_own_files(
    browser: Browser, site: BuiltSite
) -> None:
    with slow_server(site.root) as server:
        # The page's own stylesheet arrives late: the copy must not start before it has come.
        server.behaviours["stylesheets/site.css"] = Behaviour(delay_s=3.0)
        context = browser.new_context(base_url=server.base_url)
        try:
            page = context.new_page()
            page.goto(TEXT_PAGE)
            saved(page)
            with server.lock:
                events = list(server.events)
            sent = events.index(("sent", "/stylesheets/site.css"))
            copied = events.index(("asked", f"/{NEVER_OPENED}"))
            assert sent < copied
        finally:
            context.close()


def test_the_control_shows_the_cost_and_the_off_switch_stops_the_copy(
    browser: Browser, site: BuiltSite
) -> None:
    sizes = build_sizes(site)
    # The build's figures: brotli under gzip under the files as they are.
    assert 0 < sizes["br"] < sizes["gzip"] < sizes["identity"]
    with slow_server(site.root) as server:
        server.behaviours[""] = Behaviour(compressed=True)  # every file, as nginx would send it
        context = browser.new_context(base_url=server.base_url)
        context.add_init_script("localStorage.setItem('rules-offline', 'off')")
        try:
            page = context.new_page()
            page.goto(TEXT_PAGE)
            control = page.locator(f"{CONTROL}[data-decided]")
            button = control.get_by_role("button")
            # Turned off: the page has been idle, nothing is saved, the server was never asked
            # for the copy, and the size offered is brotli's, as this host sends.
            expect(button).to_have_text(f"Save for offline ({megabytes(sizes['br'])})")
            assert page.evaluate("navigator.serviceWorker.getRegistration()") is None
            assert server.requested(f"/{NEVER_OPENED}") == []

            button.click()  # the reader asks for it
            saved(page)
            assert server.requested(f"/{NEVER_OPENED}") != []

            control.get_by_role("button", name="Turn off").click()
            # The control offers the copy again only once the copy is gone: at that moment the
            # worker is unregistered and no rules-site- cache is left (read once, not waited for).
            expect(button).to_have_text(f"Save for offline ({megabytes(sizes['br'])})")
            state = page.evaluate(
                """async () => ({
                    registrations: (await navigator.serviceWorker.getRegistrations()).length,
                    caches: (await caches.keys()).filter((n) => n.startsWith("rules-site-")),
                })"""
            )
            assert state == {"registrations": 0, "caches": []}
            assert page.evaluate("localStorage.getItem('rules-offline')") == "off"
        finally:
            context.close()


def test_save_data_waits_for_the_reader(browser: Browser, site: BuiltSite) -> None:
    with slow_server(site.root) as server:
        context = browser.new_context(base_url=server.base_url)
        context.add_init_script(
            "Object.defineProperty(navigator, 'connection', {value: {saveData: true}})"
        )
        try:
            page = context.new_page()
            page.goto(TEXT_PAGE)
            button = page.locator(f"{CONTROL}[data-decided]").get_by_role("button")
            expect(button).to_have_text(re.compile(r"^Save for offline \(\d+\.\d MB\)$"))
            assert page.evaluate("navigator.serviceWorker.getRegistration()") is None
            assert server.requested(f"/{NEVER_OPENED}") == []
        finally:
            context.close()


SHOTS = Path("/tmp/shots-sw")
SCHEMES: tuple[Literal["light", "dark"], ...] = ("light", "dark")


def new_build(root: Path, version: str) -> None:
    """The served sw.js as a newer build's (its version changed)."""
    sw = root / "sw.js"
    line = re.search(r"const BUILD = (\{.*\});", sw.read_text())
    assert line is not None
    sw.write_text(sw.read_text().replace(json.loads(line[1])["version"], version))


def test_screenshots_of_the_control_and_the_note(
    browser: Browser, site: BuiltSite, tmp_path: Path
) -> None:
    """Pictures for a person to look at, in /tmp/shots-sw/; and the note says what it should."""
    SHOTS.mkdir(exist_ok=True)
    root = tmp_path / "site"
    shutil.copytree(site.root, root, ignore=shutil.ignore_patterns("pyodide"))
    with slow_server(root) as server:
        for shot, (width, scheme) in enumerate((w, s) for w in (390, 1280) for s in SCHEMES):
            context = browser.new_context(
                base_url=server.base_url,
                viewport={"width": width, "height": 700},
                color_scheme=scheme,
            )
            try:
                page = context.new_page()
                page.goto(TEXT_PAGE)
                saved(page)
                footer = page.locator(".md-footer-meta")
                footer.scroll_into_view_if_needed()
                footer.screenshot(path=str(SHOTS / f"control-saved-{width}-{scheme}.png"))
                new_build(root, f"{shot + 1:016x}")
                page.reload()
                note = page.locator(".rules-update")
                expect(note).to_contain_text(
                    "A newer version of the site is ready.", timeout=60_000
                )
                page.screenshot(path=str(SHOTS / f"update-note-{width}-{scheme}.png"))
                note.get_by_role("button", name="Later").click()  # kept for the next visit
                expect(note).to_have_count(0)
                page.locator(CONTROL).get_by_role("button", name="Turn off").click()
                expect(page.locator(CONTROL).get_by_role("button")).to_contain_text("Save")
                footer.screenshot(path=str(SHOTS / f"control-off-{width}-{scheme}.png"))
            finally:
                context.close()
