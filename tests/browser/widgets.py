"""Opening pages, finding calculator widgets in them and waiting for Python (the markup comes
from scripts/pages/widget/)."""

import re

from playwright.sync_api import Locator, Page, TimeoutError

from tests.browser.offline_site import BuiltSite

# Generous: the first Pyodide start on a slow CI machine can take far longer than the usual ~3 s.
READY_TIMEOUT_MS = 60_000


def wait_ready(page: Page, calculator: str, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until the widget of ``calculator`` has Python running (``data-state="ready"``);
    on a timeout, fail with the widget's state and status line."""
    try:
        page.wait_for_selector(
            f'[data-calculator="{calculator}"][data-state="ready"]', timeout=timeout_ms
        )
    except TimeoutError as error:
        root = widget(page, calculator)
        state = root.get_attribute("data-state", timeout=1_000)
        said = status(page, calculator).text_content(timeout=1_000)
        raise AssertionError(f"{calculator} not ready: state {state!r}, status {said!r}") from error


def open_calculator(page: Page, site: BuiltSite, calculator: str, query: str = "") -> None:
    """Open the page holding ``calculator`` (``query`` like ``?chance=50``); wait until ready."""
    page.goto(site.page_for(calculator) + query)
    wait_ready(page, calculator)


def follow_link(page: Page, site: BuiltSite, path: str) -> None:
    """Go to the site page ``path`` by clicking its navigation link, as a reader does, so that
    Material's instant navigation (not a new page load) brings it in."""
    target = site.base_url + path
    clicked = page.evaluate(
        """(target) => {
            const link = [...document.querySelectorAll("a.md-nav__link")]
                .find((a) => a.href === target);
            link?.click();
            return Boolean(link);
        }""",
        target,
    )
    assert clicked, f"no navigation link to {target}"
    page.wait_for_url(target)


def widget(page: Page, calculator: str) -> Locator:
    """The widget of ``calculator``."""
    return page.locator(f'[data-calculator="{calculator}"]')


def field(page: Page, calculator: str, name: str) -> Locator:
    """The form field of input ``name``; one folded away (a reading, a dice seed) is shown
    first, its fold opened as a reader opens it to reach the field."""
    found = widget(page, calculator).locator(f'[name="{name}"]')
    folded = "(field) => Boolean(field.closest('details[data-fold]:not([open])'))"
    if found.count() == 1 and found.evaluate(folded):
        open_fold(page, calculator)
    return found


def open_fold(page: Page, calculator: str) -> Locator:
    """Open the widget's fold (its readings and folded inputs, scripts/pages/widget/), as a
    reader taps its line; returns the fold."""
    fold = widget(page, calculator).locator("details[data-fold]")
    if fold.get_attribute("open") is None:
        fold.locator("summary").click()
    return fold


def output(page: Page, calculator: str, key: str) -> Locator:
    """The element showing output ``key`` (dotted, as declared)."""
    return widget(page, calculator).locator(f'[data-output="{key}"]')


def error_for(page: Page, calculator: str, name: str) -> Locator:
    """The slot where Python's message about input ``name`` appears."""
    return widget(page, calculator).locator(f'[data-error-for="{name}"]')


def status(page: Page, calculator: str) -> Locator:
    """The widget's general line: start-up state, start failure, errors naming no input."""
    return widget(page, calculator).locator("[data-status]")


def in_link(calculator: str, name: str, value: str) -> re.Pattern[str]:
    """The page address holding ``name=value`` for ``calculator``: under the input's name, or
    under ``calculator.name`` on a page holding several calculators (docs/javascripts/widget/
    permalink.js); the calculator's id follows as the fragment."""
    key = rf"(?:{re.escape(calculator)}\.)?{re.escape(name)}"
    return re.compile(rf"[?&]{key}={value}(&|#|$)")


def link_value(url: str, calculator: str, name: str) -> list[str]:
    """The values the address ``url`` holds for ``calculator``'s input ``name``."""
    from urllib.parse import parse_qs, urlparse

    query = parse_qs(urlparse(url).query)
    return query.get(f"{calculator}.{name}", query.get(name, []))


def wait_service_worker(page: Page) -> None:
    """Until the service worker controls the page (its install, and so its copy, is complete)."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)


def seeded_query(calculator: str, prefixed: bool = False) -> str:
    """A query giving each of ``calculator``'s seeds its declared default (``seed=1``): the dice
    the build's answer was drawn with, as a page opened without one shows (nothing is rolled on
    load). ``prefixed``: the page holds other calculators, which a bare key would seed too (a
    seed declared with no default, such as the Runeball block's, would then throw its dice)."""
    from rules_py.calculators import REGISTRY

    seeds = [item for item in REGISTRY[calculator].inputs if item.seed and item.default is not None]
    prefix = f"{calculator}." if prefixed else ""
    return "&".join(f"{prefix}{item.name}={item.default}" for item in seeds)
