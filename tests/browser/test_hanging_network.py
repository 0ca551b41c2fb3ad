"""A saved site opens on a network that accepts connections and never answers (a venue's Wi-Fi):
the service worker answers from the copy it kept without waiting for the network at all
(docs/sw.js). The server here reads each request and sends nothing back.

The browser test asserts no wall time (the machine is shared): it holds that the page opens at
all while every request made is still unanswered, which a service worker that waits for the
network never does. That a kept page is not even asked of the server is held by
test_saved_first.py.
"""

from playwright.sync_api import Browser, expect

from tests.browser.offline_site import BuiltSite
from tests.browser.slow_server import Behaviour, slow_server
from tests.browser.widgets import wait_service_worker

# Generous: a navigation the service worker leaves waiting on the network never ends at all.
NAVIGATION_LIMIT_MS = 30_000
FIRST = "sources/"  # no calculator: the service worker is registered as soon as it has loaded
CALCULATOR = "resistance"


def test_saved_pages_open_while_the_network_hangs(browser: Browser, site: BuiltSite) -> None:
    with slow_server(site.root) as server:
        context = browser.new_context(base_url=server.base_url)
        try:
            page = context.new_page()
            page.goto(FIRST)
            wait_service_worker(page)

            server.behaviours[""] = Behaviour(hang=True)  # every path, from now on
            asked = len(server.requested(""))
            # A page never opened, kept when the service worker was installed, with its built
            # answer; then the first page again.
            for path, shown in (
                (site.page_for(CALCULATOR), f'[data-calculator="{CALCULATOR}"] [data-output]'),
                (FIRST, "h1"),
            ):
                page.goto(path, wait_until="domcontentloaded", timeout=NAVIGATION_LIMIT_MS)
                expect(page.locator("h1").first).to_be_visible()
                expect(page.locator(shown).first).to_be_visible()
            # The network was asked (sw.js, Pyodide's files; left waiting): the copies answered.
            assert len(server.requested("")) > asked
        finally:
            context.close()


HUNG = "gm-screen/"  # a page of the copy the reader does not open


def test_a_file_that_never_answers_leaves_the_copy_made_without_it(
    browser: Browser, site: BuiltSite
) -> None:
    # One file of the copy is asked of a server that never answers: the install gives it up
    # (docs/sw.js ANSWER_MS) and keeps the rest, and the footer says the copy is saved, where it
    # said "Saving for offline…" for as long as the browser let the install run.
    with slow_server(site.root) as server:
        server.behaviours[HUNG] = Behaviour(hang=True)
        context = browser.new_context(base_url=server.base_url)
        try:
            page = context.new_page()
            page.goto(FIRST)
            wait_service_worker(page)
            expect(page.locator(".rules-offline [role=status]")).to_have_text("Saved for offline ✓")
            kept = page.evaluate(
                """async () => {
                  const name = (await caches.keys()).find((key) => key.startsWith("rules-site-"));
                  const cache = await caches.open(name);
                  return (await cache.keys()).map((request) => new URL(request.url).pathname);
                }"""
            )
            assert f"/{FIRST}" in kept and f"/{HUNG}" not in kept
            assert server.requested(HUNG)  # asked, and never answered
        finally:
            context.close()
