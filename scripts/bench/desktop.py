"""The desktop part: this machine's speed, a cold browser context per sample.

``first_result_ms`` (navigation start -> the first result drawn on the RuneQuest abilities page,
cold; over the bare start: ``first_result_ratio``), ``return_visit_ms`` (the same page again in
that context once the first visit has kept its snapshot of Python), ``instant_nav_ms`` (a click
on the navigation link to the opposed page -> its first result, with Material's part and the
widget's: ``instant_nav_pieces_ms``), ``recompute`` (per calculator: p50 and p95 of input event
-> result drawn), ``text_page_pyodide_bytes`` (Pyodide's bytes fetched by a page without a
calculator: 0), ``calculator_page_bytes`` (raw and gzipped, everything the abilities page
fetches), ``offline_copy_bytes`` (the service worker's bytes before the first result, 0, and
once the copy is saved)."""

import gzip
import statistics
from collections import Counter
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Request

from scripts.bench.bare import BareSample
from scripts.bench.cases import CHANGES
from scripts.bench.page import TIMEOUT_MS, closed, first_result, fresh_page, stage, within
from scripts.bench.pieces import START_JS, median_pieces, start_pieces
from scripts.bench.site import Answer, BenchServer
from scripts.tools.engine_facts import FACTS_NOW

FIRST_PAGE = "runequest/abilities/"  # the RuneQuest abilities page: the ability calculator
NAV_TARGET = "runequest/opposed/"  # reached from it by its navigation link
TEXT_PAGE = "sources/"  # a page without a calculator
# The desktop's targets: the first answer within 1.25 times the bare start of the same
# files, an instant navigation within 100 ms, every recompute's p50 within 16 ms.
FIRST_RESULT_TARGET = 1.25
RETURN_VISIT_TARGET = 0.35
INSTANT_NAV_TARGET_MS = 100
RECOMPUTE_P50_TARGET_MS = 16
CHANGE_MS = 30_000  # one recompute: an answer that never comes is a stage that never ends

# Types each value into the calculator's field and times each result drawn: the times, or
# {late: value} for a change whose result did not come within the limit.
RECOMPUTE_JS = """async ([name, field, values, ms]) => {
  const root = document.querySelector(`[data-calculator="${name}"]`);
  const input = root.querySelector(`[name="${field}"]`);
  const times = [];
  for (const value of values) {
    input.value = value;
    const started = performance.now();
    const drawn = window.__within(window.__nextResult(name, started), ms);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const at = await drawn;
    if (at === null) return { late: value };
    times.push(at - started);
  }
  return { times };
}"""
INSTANT_NAV_JS = """async ([target, name]) => {
  const link = [...document.querySelectorAll("a.md-nav__link")].find((a) => a.href === target);
  if (!link) throw new Error(`no navigation link to ${target}`);
  const started = performance.now();
  const drawn = window.__nextResult(name, started);
  link.click();
  const result = await drawn;
  const mounted = performance.getEntriesByName("rules:page").at(-1)?.startTime ?? result;
  return [result - started, mounted - started];
}"""


class Visit(NamedTuple):
    """One cold context's desktop visits (ms) and the pieces of both starts."""

    first: float
    again: float
    nav: float
    first_pieces: dict[str, float]
    again_pieces: dict[str, float]
    nav_pieces: dict[str, float]


def visit_sample(browser: Browser, base_url: str, with_nav: bool) -> Visit:
    """The first result, the return visit's and an instant navigation's, in one cold context."""
    page = fresh_page(browser, base_url)
    try:
        with stage("desktop: a first visit", page=page):
            page.goto(FIRST_PAGE)
            first = first_result(page, "ability")
        first_pieces = start_pieces(page.evaluate(START_JS))
        # A return visit comes after the first one has finished: Python's snapshot is kept.
        with stage("desktop: the first visit's snapshot kept", page=page):
            page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0")
        with stage("desktop: a return visit", page=page):
            page.goto(FIRST_PAGE)
            again = first_result(page, "ability")
        again_pieces = start_pieces(page.evaluate(START_JS))
        nav, nav_pieces = float("nan"), {}
        if with_nav:
            with stage("desktop: instant navigation", page=page):
                arg = [base_url + NAV_TARGET, "opposed"]
                nav, mounted = within(page, INSTANT_NAV_JS, arg, TIMEOUT_MS, "instant navigation")
            # Material's part (the click to the new page's content) and the widget's.
            nav_pieces = {"to_page": round(mounted, 1), "to_result": round(nav - mounted, 1)}
        return Visit(first, again, float(nav), first_pieces, again_pieces, nav_pieces)
    finally:
        closed(page)


def is_pyodide(path: str) -> bool:
    return "/pyodide/" in path or "/py/" in path or "pyodide" in path.rsplit("/", 1)[-1]


def fetched_bytes(
    browser: Browser, base_url: str, server: BenchServer, path: str, wait_for: str | None
) -> list[Answer]:
    """The answers a cold visit of ``path`` fetched, the page's and its workers' (after its
    first result, or a quiet network): the server's count of each request the browser saw
    finish (one it let go, as the worker lets go of a zip sent uncompressed, is not). Counted
    by the server: Playwright's ``Response.body`` has no time limit."""
    page = fresh_page(browser, base_url)
    finished: list[str] = []

    def keep(request: Request) -> None:
        if request.service_worker is None:  # the offline copy's are counted on their own
            finished.append(urlsplit(request.url).path)

    page.context.on("requestfinished", keep)  # the context's: the workers' too
    try:
        server.forget()
        with stage(f"desktop: the bytes of {path}", page=page):
            page.goto(path)
            if wait_for:
                first_result(page, wait_for)
            page.wait_for_load_state("networkidle")
            page.wait_for_timeout(1000)  # anything started late (a prefetch) shows up here
        return finished_answers(server.answered(), finished)
    finally:
        closed(page)


def finished_answers(answers: list[Answer], finished: list[str]) -> list[Answer]:
    """The answers to the requests the browser saw finish (by path, each answer once), not the
    service worker's.

    >>> answers = [Answer("/a", 5, 1, False), Answer("/zip", 9, 1, False), Answer("/a", 5, 1, True)]
    >>> [answer.path for answer in finished_answers(answers, ["/a", "/a", "/b"])]
    ['/a']
    """
    wanted = Counter(finished)
    found = []
    for answer in answers:
        if not answer.by_service_worker and wanted[answer.path] > 0:
            wanted[answer.path] -= 1
            found.append(answer)
    return found


def gzipped(root: Path, answers: list[Answer]) -> int:
    """The bytes of those answers' bodies gzipped, each on its own (the files as they are: the
    desktop's site is served uncompressed)."""
    total = 0
    for path, size, _, _ in answers:
        file = root / path.lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        total += len(gzip.compress(file.read_bytes()[:size])) if file.is_file() else size
    return total


def service_worker_bytes(answers: list[Answer]) -> int:
    """The bytes the service worker was sent (headers and bodies).

    >>> service_worker_bytes([Answer("/sw.js", 900, 200, True), Answer("/", 50, 150, False)])
    1100
    """
    return sum(answer.body + answer.head for answer in answers if answer.by_service_worker)


def offline_copy_sample(browser: Browser, base_url: str, server: BenchServer) -> tuple[int, int]:
    """The service worker's bytes on a cold visit of the abilities page: (before its first
    result, once the copy is saved)."""
    page = fresh_page(browser, base_url)
    try:
        server.forget()
        with stage("desktop: the offline copy, a first visit", page=page):
            page.goto(FIRST_PAGE)
            first_result(page, "ability")
        before = service_worker_bytes(server.answered())
        with stage("desktop: the offline copy saved", page=page):
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            page.wait_for_timeout(1000)  # the last kept files' answers
        return before, service_worker_bytes(server.answered())
    finally:
        closed(page)


def recompute(
    browser: Browser, base_url: str, name: str, page_path: str, changes: int
) -> list[float]:
    """The times (ms) of ``changes`` recomputes of ``name``, input event to result drawn."""
    query, field, value_of = CHANGES[name]
    page = fresh_page(browser, base_url)
    try:
        with stage(f"recompute: {name}", TIMEOUT_MS / 1000 + changes * CHANGE_MS / 1000, page):
            page.goto(page_path + query)
            first_result(page, name)
            values = [value_of(i) for i in range(1, changes + 1)]
            timed = page.evaluate(RECOMPUTE_JS, [name, field, values, CHANGE_MS])
        if "late" in timed:
            raise RuntimeError(f"recompute: {name}: no result for {field}={timed['late']}")
        return [float(t) for t in timed["times"]]
    finally:
        closed(page)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def desktop_report(
    bare: list[BareSample],
    npm_bare: list[float],
    visits: list[Visit],
    timings: dict[str, list[float]],
    pages: dict[str, str],
) -> dict[str, Any]:
    """Medians of the desktop samples, their ratios over the bare start of the site's files,
    the pieces of each start, and each calculator's recompute percentiles."""
    bare_ms = statistics.median(ms for ms, _ in bare)
    first_ms = statistics.median(visit.first for visit in visits)
    again_ms = statistics.median(visit.again for visit in visits)
    return {
        "pyodide_bare_ms": round(bare_ms, 1),
        "pyodide_npm_ms": round(statistics.median(npm_bare), 1),
        "first_result_ms": round(first_ms, 1),
        "first_result_ratio": round(first_ms / bare_ms, 3),
        "first_result_target": FIRST_RESULT_TARGET,
        "return_visit_ms": round(again_ms, 1),
        "return_visit_ratio": round(again_ms / bare_ms, 3),
        "return_visit_target": RETURN_VISIT_TARGET,
        "instant_nav_ms": round(statistics.median(visit.nav for visit in visits), 1),
        "instant_nav_target_ms": INSTANT_NAV_TARGET_MS,
        "instant_nav_pieces_ms": median_pieces([visit.nav_pieces for visit in visits]),
        "start_pieces_ms": {
            "bare": median_pieces([pieces for _, pieces in bare]),
            "first": median_pieces([visit.first_pieces for visit in visits]),
            "return": median_pieces([visit.again_pieces for visit in visits]),
        },
        "recompute_p50_target_ms": RECOMPUTE_P50_TARGET_MS,
        "recompute": {
            name: {
                "p50": round(percentile(values, 0.5), 1),
                "p95": round(percentile(values, 0.95), 1),
                "changes": len(values),
                "page": pages[name] + CHANGES[name][0],
            }
            for name, values in timings.items()
        },
    }
