"""What went wrong in a page during one test: console errors, page errors, foreign requests."""

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Route

HOST = "127.0.0.1"


@dataclass
class PageWatch:
    """Collects a page's problems; :meth:`problems` lists those not excused."""

    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    foreign_requests: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)

    def allow(self, pattern: str) -> None:
        """Excuse console errors matching ``pattern`` (a regex searched in the message)."""
        self.allowed.append(re.compile(pattern))

    def guard(self, context: BrowserContext) -> None:
        """Abort (and record) every request of ``context`` to a host other than 127.0.0.1."""

        def check(route: Route) -> None:
            url = route.request.url
            if urlsplit(url).hostname == HOST:
                route.continue_()
            else:
                self.foreign_requests.append(url)
                route.abort()

        context.route("**/*", check)

    def listen(self, page: Page) -> None:
        """Record ``page``'s console errors (its workers' included) and uncaught errors."""
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            location = message.location.get("url", "")
            self.console_errors.append(f"{message.text} ({location})" if location else message.text)

    def problems(self) -> list[str]:
        """Everything not excused, one line each."""
        found = [f"page error: {text}" for text in self.page_errors]
        found += [
            f"console error: {text}"
            for text in self.console_errors
            if not any(pattern.search(text) for pattern in self.allowed)
        ]
        found += [f"request left {HOST}: {url}" for url in self.foreign_requests]
        return found


def phone_at(browser: Browser, base_url: str, watch: PageWatch) -> Iterator[Page]:
    """A watched page on a phone (390 x 844, a touch screen: taps, no mouse) of the site served at
    ``base_url``; for a fixture to ``yield from``. What the page did wrong fails the test once it
    is closed."""
    context: BrowserContext = browser.new_context(
        base_url=base_url,
        viewport={"width": 390, "height": 844},
        has_touch=True,
        is_mobile=True,
    )
    watch.guard(context)
    page = context.new_page()
    watch.listen(page)
    yield page
    context.close()
    problems = watch.problems()
    if problems:
        pytest.fail("the page misbehaved:\n" + "\n".join(problems), pytrace=False)
