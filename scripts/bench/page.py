"""A cold page of the site, its first result, and the limits every wait of the bench runs under.

Every step that waits runs in a :func:`stage`: a wait that times out (Playwright's own limits,
or the page's, raced with a timer in the page: Playwright's ``evaluate`` has none) raises
:class:`StageTimeout` naming the stage and what each calculator on the page shows. A call that
Playwright never ends at all is cut by the stage's watchdog: it prints the stage and where each
thread stood, and ends the run (exit status 3) rather than leave it idle for good.
"""

import faulthandler
import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

TIMEOUT_MS = 120_000  # any one wait of a desktop visit
GRACE_S = 60  # past its limit, a stage's watchdog ends the run
GAVE_UP = 3  # the exit status of a run its watchdog ended

# In the page: resolves with the time (performance.now()) of the next rules:result mark of
# ``name`` after ``since``; the page's long tasks are recorded from the start.
NEXT_RESULT_JS = """
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch {}
window.__nextResult = (name, since) => new Promise((resolve) => {
  const found = () => performance.getEntriesByName("rules:result")
    .find((entry) => entry.detail === name && entry.startTime > since);
  const seen = found();
  if (seen) { resolve(seen.startTime); return; }
  const observer = new PerformanceObserver(() => {
    const entry = found();
    if (entry) { observer.disconnect(); resolve(entry.startTime); }
  });
  observer.observe({ type: "mark" });
});
window.__within = (promise, ms) =>
  Promise.race([promise, new Promise((done) => setTimeout(done, ms, null))]);
"""
# What each calculator on the page shows: its state and its status line.
STATUS_JS = """() => [...document.querySelectorAll("[data-calculator]")]
  .map((root) => `${root.dataset.calculator} ${root.dataset.state}: `
    + `${root.querySelector("[role=status]")?.textContent.trim() || "(no status)"}`)
  .join(" / ")"""


class StageTimeout(TimeoutError):
    """A step of the bench did not end within its limit; the message names the step."""


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def shown(page: Page | None) -> str:
    """What the page's calculators show (a few words; empty when the page cannot tell)."""
    if page is None:
        return ""
    try:
        return f" (the page shows: {page.evaluate(STATUS_JS) or 'no calculator'})"
    except PlaywrightError:
        return ""


def _children() -> list[int]:
    """This process's children (Playwright's driver, Xvfb, WebKitWebDriver)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        if int(fields[1]) == os.getpid():
            found.append(int(stat.parent.name))
    return found


def _give_up(name: str, seconds: float) -> None:
    log(f"bench: {name}: no end within {seconds:.0f} s; where each thread stood:")
    faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
    for child in _children():  # Playwright's driver closes its browsers as it goes
        with suppress(OSError):
            os.kill(child, signal.SIGTERM)
    os._exit(GAVE_UP)


@contextmanager
def stage(
    name: str, seconds: float = TIMEOUT_MS / 1000, page: Page | None = None
) -> Iterator[None]:
    """Run a step of the bench within ``seconds``: a timeout in it becomes a
    :class:`StageTimeout` naming ``name`` and what ``page`` shows; a call that outlives the limit
    by :data:`GRACE_S` ends the run. A stage within a stage keeps both watchdogs."""
    watchdog = threading.Timer(seconds + GRACE_S, _give_up, (name, seconds + GRACE_S))
    watchdog.daemon = True
    watchdog.start()
    try:
        yield
    except StageTimeout:
        raise  # named by the stage within
    except (TimeoutError, PlaywrightTimeout) as error:
        raise StageTimeout(f"{name}: {str(error).splitlines()[0]}{shown(page)}") from error
    finally:
        watchdog.cancel()


def within(page: Page, script: str, arg: Any, ms: float, name: str) -> Any:
    """``script`` (a function of ``arg`` returning a promise) evaluated in the page, raced with a
    timer of ``ms``: its value, or a :class:`StageTimeout` naming ``name`` when the timer won."""
    found = page.evaluate(f"([arg, ms]) => window.__within(({script})(arg), ms)", [arg, ms])
    if found is None:
        raise StageTimeout(f"{name}: no end within {ms / 1000:.0f} s{shown(page)}")
    return found


def fresh_page(browser: Browser, base_url: str) -> Page:
    """A page in a new context: no cache, no service worker, nothing kept."""
    context = browser.new_context(base_url=base_url)
    page = context.new_page()
    page.add_init_script(NEXT_RESULT_JS)
    page.set_default_timeout(TIMEOUT_MS)
    return page


def first_result(page: Page, name: str, timeout_ms: float = TIMEOUT_MS) -> float:
    """Navigation start -> the first result of ``name`` on the page just opened (ms); a
    :class:`StageTimeout` naming what the page shows when none comes in ``timeout_ms``."""
    script = "(name) => window.__nextResult(name, -1)"
    return float(within(page, script, name, timeout_ms, f"the first result of {name}"))


def closed(page: Page) -> None:
    """Closes the page's context, within a limit (a service worker's context has hung here)."""
    with stage("closing the browser context", 30):
        page.context.close()
