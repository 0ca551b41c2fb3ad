"""Fixtures for browser tests: the offline site on 127.0.0.1, driven by Debian's Chromium.

Every test in ``tests/browser/`` is marked ``browser`` (``pytest -m "not browser"`` skips them).

Fixtures
--------
``site`` (session)
    :class:`~tests.browser.offline_site.BuiltSite`, built once with ``RULES_PYODIDE=local``
    (Pyodide from ``node_modules``, no CDN) and ``SITE_URL`` set to the test server's address, so
    Material's instant navigation is on. ``site.base_url`` ends in ``/``;
    ``site.page_for("ability")`` is the path of the page holding that calculator.
``browser`` (session)
    One headless ``/usr/bin/chromium`` (Playwright's own browsers are not downloaded).
``watch`` (test)
    :class:`~tests.browser.page_watch.PageWatch`: console errors (workers' included), uncaught
    page errors and requests to any host but 127.0.0.1 (those are aborted). Any of them fails the
    test at teardown; ``watch.allow(regex)`` excuses console errors a test provokes on purpose.
``page`` (test)
    A fresh page in a fresh context (``base_url`` = the site; clipboard allowed), watched by
    ``watch``. Routes a test adds with ``page.route`` run before the 127.0.0.1 guard.

Helpers, in :mod:`tests.browser.widgets`
----------------------------------------
``open_calculator(page, site, "resistance", query="?active=14")`` opens the page holding the
calculator and waits until it is ready; ``wait_ready(page, name)`` only waits (60 s);
``field``, ``output``, ``error_for`` and ``status`` return locators inside one widget. Assert
with ``playwright.sync_api.expect`` (it retries until Python's answer is on the page) and take
expected values from ``rules_py`` itself (``rules_py.calculators.calculate``), never from
hand-typed numbers. A typical test::

    def test_ability_roll(page: Page, site: BuiltSite) -> None:
        open_calculator(page, site, "ability", "?chance=50")
        success = calculate("ability", {"chance": 50})["ranges"]["success"]
        expect(output(page, "ability", "ranges.success")).to_have_text(success)

Each page load starts Pyodide once (about 3 s here), so do related checks on one page load.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from scripts.tools.local_site import CHROMIUM, CHROMIUM_ARGS, HOST
from tests.browser.offline_site import BuiltSite, SiteBuildError, offline_site
from tests.browser.page_watch import PageWatch


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under tests/browser as ``browser``."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BuiltSite]:
    """The offline site, built once per session and served on a free port of 127.0.0.1."""
    try:
        with offline_site(tmp_path_factory.mktemp("offline") / "site") as built:
            yield built
    except SiteBuildError as error:
        pytest.fail(str(error), pytrace=False)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """Playwright's driver, once for the session: a second one started while this one runs
    fails (its sync API refuses to start inside the first one's event loop)."""
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """One Chromium for the whole session."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield chromium
    chromium.close()


@pytest.fixture
def watch() -> PageWatch:
    """The record of this test's page."""
    return PageWatch()


@pytest.fixture
def page(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A fresh, watched page; the test fails on console/page errors or requests off 127.0.0.1."""
    yield from watched_page(browser, site.base_url, watch)


def watched_page(
    browser: Browser, base_url: str, watch: PageWatch, init_script: str = ""
) -> Iterator[Page]:
    """A page in a fresh context on ``base_url`` (``init_script`` run before each document's
    own), watched by ``watch``: the test fails at the end on what the watch recorded."""
    context = browser.new_context(base_url=base_url)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url[:-1])
    if init_script:
        context.add_init_script(init_script)
    watch.guard(context)
    fresh = context.new_page()
    watch.listen(fresh)
    yield fresh
    # A test's route still fetching as the context closes would raise into the next test's
    # first call (TargetClosedError: "Request context disposed"): let it end quietly.
    context.unroute_all(behavior="ignoreErrors")
    context.close()
    problems = watch.problems()
    if problems:
        pytest.fail(f"the page misbehaved (host {HOST}):\n" + "\n".join(problems), pytrace=False)
