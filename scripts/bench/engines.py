"""Python's start in each engine a reader brings (Chromium, Firefox ESR, WebKitGTK: driven alike
by scripts/tools/engines.py, which the browser tests share): a first visit, then a return visit that
restores the kept snapshot, each piece by piece."""

import json
import time
from typing import Any

from scripts.bench.page import stage
from scripts.bench.pieces import worker_pieces
from scripts.tools.engine_facts import FACTS_NOW
from scripts.tools.engines import (
    PlaywrightTab,
    SeleniumTab,
    Tab,
    launch_playwright,
    wait,
    webkit_driver,
    xvfb_display,
)

VISIT_S = 180  # one visit's limit: WebKit's start takes a minute here under load
SNAPSHOT_S = 60  # then the snapshot kept, or the visit is measured without one
# What a visit reads of the page once its calculator answers: how Python started, its marks,
# the snapshot's size (once kept) and what this origin keeps (navigator.storage.estimate()).
VISIT_STATS = (
    f"const stats = {FACTS_NOW};"
    + """
const estimate = navigator.storage && navigator.storage.estimate
  ? navigator.storage.estimate().catch(() => null) : Promise.resolve(null);
return estimate.then((storage) => JSON.stringify({
  mode: stats.mode, worker_seconds: stats.seconds, marks: stats.marks || {},
  snapshot_bytes: stats.snapshotBytes || null,
  storage_used: storage ? storage.usage : null, storage_quota: storage ? storage.quota : null,
}));
"""
)


def visit_stats(tab: Tab) -> dict[str, Any]:
    """:data:`VISIT_STATS` of the page open in ``tab``."""
    if isinstance(tab, SeleniumTab):  # WebDriver's execute_async_script: the last argument
        body = f"const done = arguments[0]; (() => {{ {VISIT_STATS} }})().then(done);"
        return dict(json.loads(tab.driver.execute_async_script(body)))
    return dict(json.loads(tab.js(VISIT_STATS)))  # Playwright awaits the promise


def _visit(tab: Tab, path: str, name: str) -> dict[str, Any]:
    """One visit to ``path`` until ``name`` is ready with Python's answer: ``seconds`` from
    asking for the page, how Python started (``mode``), the worker's ``pieces``, and, read once
    the snapshot is kept (or :data:`SNAPSHOT_S` on), its size and what the origin keeps."""
    ready = f'return document.querySelector(\'[data-calculator="{name}"][data-state="ready"]\')'
    kept = f"return {FACTS_NOW}.snapshotBytes"
    with stage(f"engines: {tab.engine}, a visit until {name} is ready", VISIT_S + SNAPSHOT_S):
        started = time.monotonic()
        tab.goto(path)
        wait(tab, ready, timeout=VISIT_S, what=f"{name} ready")
        seconds = time.monotonic() - started
        try:  # a plain start keeps a snapshot after the first answer, while Python is idle
            if tab.js(f"return {FACTS_NOW}.mode") == "plain":
                wait(tab, kept, timeout=SNAPSHOT_S, what="the snapshot kept")
        except AssertionError:
            pass  # none kept (storage refused or full): the visit is measured all the same
        stats = visit_stats(tab)
    return {"seconds": seconds, "pieces": worker_pieces(stats.pop("marks")), **stats}


def start_visits(
    engine: str, base_url: str, path: str, name: str, visits: int = 2
) -> list[dict[str, Any]]:
    """Each visit to ``path`` in a fresh profile of ``engine`` (:func:`_visit`): the first
    (Python downloaded, started cold), then return visits (kept files, Python restored from its
    snapshot where one was kept)."""

    def visits_in(tab: Tab) -> list[dict[str, Any]]:
        done = [_visit(tab, path, name)]
        for _ in range(visits - 1):
            tab.goto("about:blank")
            done.append(_visit(tab, path, name))
        return done

    if engine == "webkit":
        with xvfb_display() as display:
            driver = webkit_driver(display)
            try:
                return visits_in(SeleniumTab(driver, base_url))
            finally:
                driver.quit()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch_playwright(playwright, engine)
        try:
            context = browser.new_context(base_url=base_url)
            return visits_in(PlaywrightTab(engine, context.new_page()))
        finally:
            browser.close()


def engines_report(starts: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Each engine's first visit (cold start) and return visit (from the snapshot), seconds
    from asking for the page to the ability calculator's answer, their ratios to Chromium's,
    how Python started on each, the pieces of each start in milliseconds (the worker's own
    marks), the snapshot's size and what the origin keeps after the first visit.

    >>> visit = {"mode": "plain", "pieces": {"python": 900}, "snapshot_bytes": 9,
    ...          "storage_used": 30, "storage_quota": 900}
    >>> report = engines_report({"chromium": [{**visit, "seconds": 4.0}, {"seconds": 2.0}],
    ...                          "webkit": [{**visit, "seconds": 14.0}, {"seconds": 9.0}]})
    >>> {key: report["webkit"][key] for key in ("first_s", "return_s", "return_to_chromium")}
    {'first_s': 14.0, 'return_s': 9.0, 'return_to_chromium': 4.5}
    >>> report["webkit"]["first"]
    {'mode': 'plain', 'pieces_ms': {'python': 900}}
    >>> report["webkit"]["snapshot_bytes"], report["webkit"]["storage_used"]
    (9, 30)
    """
    base = starts.get("chromium")
    report: dict[str, Any] = {}
    for engine, (first, again) in starts.items():
        report[engine] = {
            "first_s": round(first["seconds"], 1),
            "return_s": round(again["seconds"], 1),
        }
        if base:
            report[engine] |= {
                "first_to_chromium": round(first["seconds"] / base[0]["seconds"], 1),
                "return_to_chromium": round(again["seconds"] / base[1]["seconds"], 1),
            }
        for name, visit in (("first", first), ("return", again)):
            report[engine][name] = {"mode": visit.get("mode"), "pieces_ms": visit.get("pieces", {})}
        for key in ("snapshot_bytes", "storage_used", "storage_quota"):
            report[engine][key] = first.get(key)
    return report
