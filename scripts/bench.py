"""How fast the calculators are in a real browser (``make bench``): prints ONE JSON object.

Builds the offline site (``RULES_PYODIDE=local``, ``SITE_URL`` = its own server), serves it on
127.0.0.1 and drives Debian's ``/usr/bin/chromium`` through Playwright, a cold browser context per
sample, the conditions interleaved, medians of the samples:

``pyodide_bare_ms``          navigation start -> the same self-hosted Pyodide started in a module
                             worker, as npm ships it (its standard library as source), on a bench
                             page that does nothing else (not part of the site: written next to
                             the build in ``__bench__/``)
``first_result_ms``          navigation start -> first result drawn on the RuneQuest abilities
                             page (the widget marks ``rules:result`` when it draws one), cold;
                             ``first_result_ratio`` the same over ``pyodide_bare_ms``
``return_visit_ms``          the same page loaded again in the same context, once the first visit
                             has kept its snapshot of Python; ``_ratio`` over bare
``instant_nav_ms``           a click on the navigation link to another calculator page -> its
                             first result (Material's instant navigation, no page load)
``recompute``                per calculator on a page: p50 and p95 (ms) of input event -> result
                             drawn, over N changes of one input to values not asked before
``text_page_pyodide_bytes``  bytes of Pyodide (and the rules wheel and standard library) fetched
                             by a page without a calculator: must be 0
``calculator_page_bytes``    raw and gzip bytes of everything the abilities page fetches
``build_s``                  wall time of ``mkdocs build``

Usage: .venv/bin/python -m scripts.bench [--quick] [--samples N] [--changes N] [--only NAME ...]
"""

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Response, sync_playwright

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator, Input
from scripts.pyodide_assets import NODE_PYODIDE, RUNTIME_FILES, STDLIB

ROOT = Path(__file__).resolve().parents[1]
HOST = "127.0.0.1"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [  # as in tests/browser/conftest.py
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CONTENT_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
}
TIMEOUT_MS = 120_000
FIRST_PAGE = "runequest/abilities/"  # the RuneQuest abilities page: the ability calculator
NAV_TARGET = "runequest/opposed/"  # reached from it by its navigation link
TEXT_PAGE = "sources/"  # a page without a calculator
SIX = "10, 30, 50, 70, 90"

# A bench case: the page query that sets a calculator up, the input changed on each recompute,
# and the value of change number i (all different where the input's range allows).
Change = tuple[str, str, Callable[[int], str]]

# Calculators benched on a page set up for their slow case (the extended contest to 20 VP, six
# participants, advantage, autofire, the longest Sanity check), or whose changing input is not a
# whole number. Every other calculator's case comes from its declaration (:func:`derived_change`).
SCENARIOS: dict[str, Change] = {
    "extended_contest": ("?target=20", "a", lambda i: str(i - 10)),
    "multi_contest": ("", "ratings", lambda i: f"{SIX}, {i - 10}"),
    "brp_task": ("?mode=advantage", "rating", lambda i: str(i - 10)),
    "brp_attack": ("?missile=yes&fire=autofire", "attack", lambda i: str(i - 10)),
    "sanity": ("?check=1D10/1D100", "int_save", lambda i: str(i - 10)),
    "major_wound": ("", "seed", lambda i: str(i + 1)),
    "sr_cycles": ("", "combatants", lambda i: f"Ana:{i % 41}:3:0:none;Bo:9:2:0:none;Cy:9:2:1:none"),
}


def _span(item: Input) -> int:
    return (item.maximum or 0) - (item.minimum or 0) + 1


def derived_change(calculator: Calculator, changes: int = 200) -> Change | None:
    """The bench case a declaration gives: its whole-number input with the widest range (the
    first of equals; the dice seed only when no other input has ``changes`` values), its values
    running round that range from 10 below the default; None when it has no whole-number input
    with a range.

    >>> from rules_py.calculators import REGISTRY
    >>> query, name, value_of = derived_change(REGISTRY["runeball_test"])
    >>> name, [value_of(i) for i in (1, 2, 40, 41)]
    ('skill', ['1', '2', '40', '-20'])
    >>> derived_change(REGISTRY["runeball_wound"])[1], derived_change(REGISTRY["ability"])[1]
    ('seed', 'chance')
    """
    ranged = [
        item
        for item in calculator.inputs
        if item.kind == "integer" and item.minimum is not None and item.maximum is not None
    ]
    rolled = [item for item in ranged if not item.seed]
    if not rolled or (_span(max(rolled, key=_span)) < changes and len(rolled) < len(ranged)):
        rolled = ranged
    if not rolled:
        return None
    widest = max(rolled, key=_span)
    low = widest.minimum or 0
    default = widest.default if isinstance(widest.default, int) else low
    span, start = _span(widest), default - 10 - low

    def value_of(i: int) -> str:
        return str(low + (start + i) % span)

    return ("", widest.name, value_of)


def bench_cases() -> dict[str, Change]:
    """Every calculator's bench case, in the registry's order; a calculator with neither a
    scenario nor a derivable case is an error (the bench would silently leave it out)."""
    cases: dict[str, Change] = {}
    for name, calculator in REGISTRY.items():
        case = SCENARIOS.get(name) or derived_change(calculator)
        if case is None:
            raise ValueError(f"{name}: no bench case (add a scenario to SCENARIOS)")
        cases[name] = case
    return cases


CHANGES = bench_cases()
QUICK_CALCULATORS = ("ability", "multi_contest")

BARE_PAGE = """<!doctype html>
<meta charset="utf-8"><title>Pyodide alone</title>
<script type="module">
  const worker = new Worker(new URL("bare-worker.js", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    window.__bareReady = performance.now();
    window.__bare = data;
  };
</script>
"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage(pyodide.runPython("1 + 1"));
"""

# In the page: resolves with the time (performance.now()) of the next rules:result mark of
# ``name`` after ``since``.
NEXT_RESULT_JS = """
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
"""

RECOMPUTE_JS = """async ([name, field, values]) => {
  const root = document.querySelector(`[data-calculator="${name}"]`);
  const input = root.querySelector(`[name="${field}"]`);
  const times = [];
  for (const value of values) {
    input.value = value;
    const started = performance.now();
    const drawn = window.__nextResult(name, started);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    times.push((await drawn) - started);
  }
  return times;
}"""

INSTANT_NAV_JS = """async ([target, name]) => {
  const link = [...document.querySelectorAll("a.md-nav__link")].find((a) => a.href === target);
  if (!link) throw new Error(`no navigation link to ${target}`);
  const started = performance.now();
  const drawn = window.__nextResult(name, started);
  link.click();
  return (await drawn) - started;
}"""


class _QuietHandler(SimpleHTTPRequestHandler):
    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return CONTENT_TYPES.get(Path(path).suffix) or super().guess_type(path)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def served_site(root: Path) -> Iterator[tuple[str, float]]:
    """Build the offline site into ``root`` (timed), add the bench pages, serve it; yields the
    base URL and the build's wall time in seconds."""
    server = ThreadingHTTPServer((HOST, 0), partial(_QuietHandler, directory=str(root)))
    base_url = f"http://{HOST}:{server.server_address[1]}/"
    environment = {
        **os.environ,
        "NO_MKDOCS_2_WARNING": "1",
        "RULES_PYODIDE": "local",
        "SITE_URL": base_url,
    }
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(root)],
        cwd=ROOT,
        env=environment,
        check=True,
    )
    build_s = time.perf_counter() - started
    bench = root / "__bench__"
    bench.mkdir()
    (bench / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    (bench / "bare-worker.js").write_text(BARE_WORKER, encoding="utf-8")
    (bench / "pyodide").mkdir()
    for name in (*RUNTIME_FILES, STDLIB):  # Pyodide as npm ships it
        shutil.copyfile(NODE_PYODIDE / name, bench / "pyodide" / name)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base_url, build_s
    finally:
        server.shutdown()
        server.server_close()


def calculator_pages(root: Path) -> dict[str, str]:
    """Each calculator on a page of the build, with the first page (path order) holding it."""
    found: dict[str, str] = {}
    for html in sorted(root.rglob("*.html")):
        text = html.read_text(encoding="utf-8")
        for name in CHANGES:
            if name not in found and f'data-calculator="{name}"' in text:
                found[name] = html.relative_to(root).as_posix().removesuffix("index.html")
    return found


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def fresh_page(browser: Browser, base_url: str) -> Page:
    context = browser.new_context(base_url=base_url)
    page = context.new_page()
    page.add_init_script(NEXT_RESULT_JS)
    page.set_default_timeout(TIMEOUT_MS)
    return page


def first_result(page: Page, name: str) -> float:
    """Navigation start -> the first result of ``name`` on the page just opened (ms)."""
    return float(page.evaluate("(name) => window.__nextResult(name, -1)", name))


def bare_sample(browser: Browser, base_url: str) -> float:
    page = fresh_page(browser, base_url)
    try:
        page.goto("__bench__/bare.html")
        page.wait_for_function("window.__bareReady !== undefined", timeout=TIMEOUT_MS)
        return float(page.evaluate("window.__bareReady"))
    finally:
        page.context.close()


def visit_sample(browser: Browser, base_url: str, with_nav: bool) -> tuple[float, float, float]:
    """(first result, return visit, instant navigation) in one cold context, ms."""
    page = fresh_page(browser, base_url)
    try:
        page.goto(FIRST_PAGE)
        first = first_result(page, "ability")
        # A return visit comes after the first one has finished: Python's snapshot is kept.
        page.wait_for_function("() => window.__rulesEngine?.snapshotBytes > 0")
        page.goto(FIRST_PAGE)
        again = first_result(page, "ability")
        nav = float("nan")
        if with_nav:
            nav = float(page.evaluate(INSTANT_NAV_JS, [base_url + NAV_TARGET, "opposed"]))
        return first, again, nav
    finally:
        page.context.close()


def fetched_bytes(
    browser: Browser, base_url: str, path: str, wait_for: str | None
) -> list[tuple[str, bytes]]:
    """Every response body a cold visit of ``path`` fetched (after its first result, or a quiet
    network), as (url, body)."""
    page = fresh_page(browser, base_url)
    responses: list[Response] = []

    def keep(response: Response) -> None:
        responses.append(response)

    page.context.on("response", keep)  # the context's: the page's, its workers' too
    try:
        page.goto(path)
        if wait_for:
            first_result(page, wait_for)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(1000)  # anything started late (a prefetch) shows up here
        bodies = []
        for response in responses:
            try:
                bodies.append((response.url, response.body()))
            except Exception:  # a redirect or aborted fetch has no body
                bodies.append((response.url, b""))
        return bodies
    finally:
        page.context.close()


def is_pyodide(url: str) -> bool:
    return "/pyodide/" in url or "/py/" in url or "pyodide" in url.rsplit("/", 1)[-1]


def recompute(
    browser: Browser, base_url: str, name: str, page_path: str, changes: int
) -> list[float]:
    query, field, value_of = CHANGES[name]
    page = fresh_page(browser, base_url)
    try:
        page.goto(page_path + query)
        first_result(page, name)
        values = [value_of(i) for i in range(1, changes + 1)]
        return [float(t) for t in page.evaluate(RECOMPUTE_JS, [name, field, values])]
    finally:
        page.context.close()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 sample, 5 changes, 2 calculators")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--changes", type=int, default=200)
    parser.add_argument("--only", nargs="*", metavar="CALCULATOR", help="recompute only these")
    options = parser.parse_args()
    samples = 1 if options.quick else max(1, options.samples)
    changes = 5 if options.quick else options.changes
    with tempfile.TemporaryDirectory(prefix="rules-bench-") as temporary:
        root = Path(temporary) / "site"
        log("building the offline site ...")
        with served_site(root) as (base_url, build_s):
            pages = calculator_pages(root)
            wanted = options.only or (QUICK_CALCULATORS if options.quick else CHANGES)
            names = [n for n in wanted if n in pages]
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                bare: list[float] = []
                first: list[float] = []
                again: list[float] = []
                nav: list[float] = []
                timings: dict[str, list[float]] = {name: [] for name in names}
                text_bytes: list[int] = []
                page_raw: list[int] = []
                page_gzip: list[int] = []
                # Interleaved: each round takes one sample of every condition.
                for sample in range(samples):
                    log(f"sample {sample + 1}/{samples}: bare, first result, text page ...")
                    bare.append(bare_sample(browser, base_url))
                    visit = visit_sample(browser, base_url, NAV_TARGET != FIRST_PAGE)
                    first.append(visit[0])
                    again.append(visit[1])
                    nav.append(visit[2])
                    fetched = fetched_bytes(browser, base_url, TEXT_PAGE, None)
                    text_bytes.append(sum(len(body) for url, body in fetched if is_pyodide(url)))
                    fetched = fetched_bytes(browser, base_url, FIRST_PAGE, "ability")
                    page_raw.append(sum(len(body) for _, body in fetched))
                    page_gzip.append(sum(len(gzip.compress(body)) for _, body in fetched))
                # Recompute: the same number of changes for each calculator, split over the
                # samples (a cold context each), calculators interleaved.
                per_sample = max(1, changes // samples)
                for sample in range(samples):
                    for name in names:
                        log(f"recompute {name} ({sample + 1}/{samples}) ...")
                        timings[name] += recompute(browser, base_url, name, pages[name], per_sample)
                browser.close()
    bare_ms = statistics.median(bare)
    first_ms = statistics.median(first)
    again_ms = statistics.median(again)
    report = {
        "samples": samples,
        "pyodide_bare_ms": round(bare_ms, 1),
        "first_result_ms": round(first_ms, 1),
        "first_result_ratio": round(first_ms / bare_ms, 3),
        "return_visit_ms": round(again_ms, 1),
        "return_visit_ratio": round(again_ms / bare_ms, 3),
        "instant_nav_ms": round(statistics.median(nav), 1),
        "recompute": {
            name: {
                "p50": round(percentile(values, 0.5), 1),
                "p95": round(percentile(values, 0.95), 1),
                "changes": len(values),
                "page": pages[name] + CHANGES[name][0],
            }
            for name, values in timings.items()
        },
        "text_page_pyodide_bytes": max(text_bytes),
        "calculator_page_bytes": {
            "raw": int(statistics.median(page_raw)),
            "gzip": int(statistics.median(page_gzip)),
        },
        "build_s": round(build_s, 1),
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
