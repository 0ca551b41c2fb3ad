"""A page of the site inside another site's frame does not run there (its buttons would take
clicks meant for the framing site): a host sending the build's ``_headers`` refuses the frame
(``frame-ancestors 'self'``); where a host sends no headers, the page puts a link to open it on
its own in place of its content. A page on its own is untouched.
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from scripts.build.content_security import headers
from tests.browser.offline_site import BuiltSite

# Another origin than the site's (127.0.0.1): the same machine, by another name.
FRAMER = "http://localhost:9/framer.html"


@pytest.fixture
def framer(browser: Browser, site: BuiltSite) -> Iterator[Page]:
    """A page of another origin holding the site's ability page in a frame."""
    context = browser.new_context()
    page = context.new_page()
    framed = site.base_url + site.page_for("ability").lstrip("/")
    body = f'<!doctype html><title>Another site</title><iframe src="{framed}"></iframe>'
    page.route(FRAMER, lambda route: route.fulfill(body=body, content_type="text/html"))
    yield page
    # A route's fetch still under way as the context closes (the framed page's Python start)
    # would raise into the next test's first call: let it end quietly.
    context.unroute_all(behavior="ignoreErrors")
    context.close()


def test_the_host_headers_refuse_a_frame_of_another_site(framer: Page, site: BuiltSite) -> None:
    sent = framer.request.get(site.base_url).headers
    assert "frame-ancestors 'self'" in sent["content-security-policy"]
    assert sent["x-content-type-options"] == "nosniff"
    framer.goto(FRAMER, wait_until="load")  # the frame's load too, refused or not
    frame = framer.frames[-1]
    assert frame != framer.main_frame
    shown = frame.content()
    assert ".md-header" not in shown, f"the frame shows the site: {frame.url}"
    assert "rules-framed" not in shown, "the page was let in (its own refusal showed)"


def test_without_headers_the_page_refuses_to_run_framed(framer: Page, site: BuiltSite) -> None:
    # A host that sends no headers: the site's files as they are, without _headers' lines.
    sent = {name.lower() for name in headers()}

    def bare(route: Route) -> None:
        response = route.fetch()
        kept = {k: v for k, v in response.headers.items() if k.lower() not in sent}
        route.fulfill(response=response, headers=kept)

    framer.context.route(site.base_url + "**", bare)
    framer.goto(FRAMER)
    frame = framer.frame_locator("iframe")
    expect(frame.locator(".rules-framed")).to_contain_text("shown inside another site")
    expect(frame.get_by_role("link", name="Open it on its own")).to_have_attribute("target", "_top")
    expect(frame.locator("[data-calculator]")).to_have_count(0)


def test_a_page_on_its_own_runs(page: Page, site: BuiltSite) -> None:
    page.goto(site.page_for("ability"))
    expect(page.locator("[data-calculator]").first).to_be_visible()
    assert page.evaluate("'framed' in document.documentElement.dataset") is False
