"""A saved site opens on a network that accepts connections and never answers (a venue's Wi-Fi):
the service worker waits for the network a short time only, then answers from the copy it kept
(docs/sw.js). The server here reads each request and sends nothing back.

The 3 s is the issue's own promise to a reader at the table (a page kept once opens within 3 s on
such a network), so it is the navigation's time limit here; the service worker gives the network
1.5 s of it.
"""

from playwright.sync_api import Browser, expect

from tests.browser.offline_site import BuiltSite
from tests.browser.slow_server import Behaviour, slow_server
from tests.browser.widgets import wait_service_worker

PROMISED_MS = 3_000
FIRST = "sources/"  # no calculator: the service worker is registered as soon as it has loaded
CALCULATOR = "resistance"


def test_saved_pages_open_within_3_s_when_the_network_hangs(
    browser: Browser, site: BuiltSite
) -> None:
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
                page.goto(path, wait_until="domcontentloaded", timeout=PROMISED_MS)
                expect(page.locator("h1").first).to_be_visible()
                expect(page.locator(shown).first).to_be_visible()
            # The network was asked (and kept the requests waiting): the copies answered instead.
            assert len(server.requested("")) > asked
        finally:
            context.close()
