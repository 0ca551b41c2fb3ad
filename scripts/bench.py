"""How fast the calculators are in a real browser (``make bench``): prints ONE JSON object.

Builds the offline site (``RULES_PYODIDE=local``, ``SITE_URL`` = its own server), serves it on
127.0.0.1 and drives Debian's ``/usr/bin/chromium`` through Playwright, a cold browser context per
sample, the conditions interleaved, medians of the samples:

``pyodide_bare_ms``          navigation start -> exactly the site's Pyodide files (from the site's
                             addresses: its runtime, its trimmed compiled standard library, the
                             rules wheel) started in a module worker that then imports rules_py
                             and its facade and answers the abilities page's first question (its
                             document's rules imported), no checks, no cache, no snapshot, on a
                             bench page that does nothing else (not part of the site: written
                             next to the build in ``__bench__/``); ``pyodide_npm_ms`` the same
                             for Pyodide as npm ships it (its standard library as source),
                             importing nothing
``first_result_ms``          navigation start -> first result drawn on the RuneQuest abilities
                             page (the widget marks ``rules:result`` when it draws one), cold;
                             ``first_result_ratio`` the same over ``pyodide_bare_ms``
``return_visit_ms``          the same page loaded again in the same context, once the first visit
                             has kept its snapshot of Python; ``_ratio`` over bare
``start_pieces_ms``          the pieces of each start, medians (``START_PIECES``, ``BARE_PIECES``):
                             ``bare``, ``first`` (the cold visit) and ``return``; the phone's
                             first visit has its own
``instant_nav_ms``           a click on the navigation link to another calculator page -> its
                             first result (Material's instant navigation, no page load);
                             ``instant_nav_pieces_ms``: the click to the new page's content
                             (``to_page``: Material's part, the loader's ``rules:page`` mark), and
                             from there to the result (``to_result``)
``recompute``                per calculator on a page: p50 and p95 (ms) of input event -> result
                             drawn, over N changes of one input to values not asked before
``offline_copy_bytes``       bytes the service worker fetched for the offline copy on a cold visit
                             of the abilities page (as served here, uncompressed): before the
                             first result (``before_first_answer``, should be 0: the copy waits)
                             and once it is saved (``saved``); medians
``text_page_pyodide_bytes``  bytes of Pyodide (and the rules wheel and standard library) fetched
                             by a page without a calculator: must be 0
``calculator_page_bytes``    raw and gzip bytes of everything the abilities page fetches
``build_s``                  wall time of the site's build (``properdocs build``)
``phone``                    a first visit of the abilities page on a phone's profile (below),
                             the site served compressed (its ``.br`` copies to a browser that
                             accepts brotli, else ``.gz``, as nginx's ``brotli_static`` and
                             ``gzip_static`` do): ``first_paint_ms`` (first contentful paint),
                             ``first_correct_number_ms`` (navigation start -> the first frame
                             showing a number of the calculator equal to Python's answer: the
                             answer drawn into the page at build time),
                             ``first_live_answer_ms`` (navigation start -> the first result
                             Python draws), ``wire_bytes`` (what had crossed the network by then,
                             as sent: compressed bodies and response headers, the worker's too),
                             ``download_floor_ms`` (those bytes at the profile's bandwidth), their
                             ratios against the targets, and how many samples ended in an answer;
                             the same visit from a host that sends gzip only, interleaved:
                             ``wire_bytes_gzip_only``, ``download_floor_ms_gzip_only``,
                             ``first_live_answer_ms_gzip_only``, ``answered_gzip_only``

The phone profile is Chromium's own emulation through the DevTools protocol, as Lighthouse's mobile
preset: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (``Network.emulateNetworkConditions``, which
throttles the bytes on the wire, so compressed ones count as such), the processor slowed 4 times
(``Emulation.setCPUThrottlingRate``), a 390 x 844 touch screen. Chromium slows only the page's
own thread that way, not its workers: Python, which runs in a worker, runs at this machine's speed
(a busy loop at rate 20 took several times longer on the page, no longer in a worker).

``resume``                   a download cut or left by a reload, the site served compressed
                             (brotli; then ``_gzip_only``), bytes as the server sent them
                             (bodies, for the worker's files: Pyodide's, the zips, their packed
                             copies), in cold contexts at this machine's speed, the wasm paced
                             to 1 MB/s (a network a reader can lose; the phone's is 0.2 MB/s):
                             ``uncut_bytes`` (a first visit to its first answer), ``cut_bytes``
                             (the wasm's answer cut once at half its compressed copy; the worker
                             goes on), ``reload_bytes`` (the page reloaded once the server has
                             sent half the wasm's compressed copy; both visits counted), their
                             ratios to the uncut visit against the targets (1.15, 1.25), and
                             ``progress_total_bytes``: the whole the progress bar
                             showed in the uncut visit, over the bytes sent
                             (``progress_over_sent``)
``lighthouse``               Lighthouse's mobile scores (scripts/lighthouse.py) for the home page,
                             a text page, three calculator pages and the GM screen, the site
                             served compressed (not with ``--quick`` or ``--no-lighthouse``):
                             medians of 5 runs, with the measures the performance score is
                             made of (first and largest contentful paint, total blocking time,
                             layout shift, speed index); each load scored again at the slower
                             setting (``slower_...`` keys): the processor slowed so that the host
                             stands for one of Lighthouse's benchmark index 1,500
                             (``cpu_slowdown`` = 4 x the index Lighthouse took in that load /
                             1,500), against performance 0.95

Usage: .venv/bin/python -m scripts.bench [--quick] [--samples N] [--changes N] [--only NAME ...]
       [--phone-samples N] [--no-lighthouse] [--lighthouse-runs N]
       [--parts desktop phone resume lighthouse]
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
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, Request, Response, ViewportSize, sync_playwright

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator, Input
from scripts import engines, lighthouse
from scripts.local_site import BUILD, CHROMIUM, CHROMIUM_ARGS, HOST, PrecompressedHandler
from scripts.precompress import ENCODINGS, Encoding
from scripts.pyodide_assets import NODE_PYODIDE, RUNTIME_FILES, STDLIB

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_MS = 120_000
FIRST_PAGE = "runequest/abilities/"  # the RuneQuest abilities page: the ability calculator
NAV_TARGET = "runequest/opposed/"  # reached from it by its navigation link
TEXT_PAGE = "sources/"  # a page without a calculator
# Lighthouse's pages: the home page, a text page, three calculator pages and the GM screen.
LIGHTHOUSE_PAGES = {
    "home": "",
    "text": TEXT_PAGE,
    "abilities": "runequest/abilities/",
    "passing": "runeball/passing/",
    "round": "rq2/the-round/",
    "gm_screen": "gm-screen/",
}
LIGHTHOUSE_RUNS = 5  # per page: its scores move with the machine's load
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
        if item.kind == "integer"
        and item.minimum is not None
        and item.maximum is not None
        and not item.modifies  # a modifier's range is wider than the sum it may make
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

# Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower.
PHONE_NETWORK = {
    "offline": False,
    "latency": 150,  # ms
    "downloadThroughput": 200_000,  # bytes/s: 1.6 Mbit/s
    "uploadThroughput": 93_750,  # bytes/s: 750 kbit/s
}
PHONE_CPU_SLOWDOWN = 4
PHONE_SCREEN: ViewportSize = {"width": 390, "height": 844}
PHONE_TIMEOUT_MS = 300_000  # a first visit on this profile takes about 20-60 s
PHONE_SAMPLES = 5  # the first visit must answer in 5 of 5; --quick: 1
PhoneSample = dict[str, Any]  # one first visit's figures and start pieces (phone_sample)
# Targets: the first answer close to the link's physical limit; the bytes of a first
# visit of a calculator page (MB = 10^6 bytes).
LIVE_OVER_FLOOR_TARGET = 1.15
CORRECT_OVER_PAINT_TARGET = 1.05
WIRE_BYTES_TARGET = 4_500_000
# The number watched for the phone's first correct number: an output of the abilities page's
# calculator, in the page as built (scripts/prerender.py) and as Python draws it.
WATCHED_OUTPUT = ("ability", "ranges.success")
# Records, from the page's first frames on, the first frame whose watched output shows the right
# text: that frame's time (requestAnimationFrame's), as first contentful paint counts its frame,
# not when a main thread busy with the page's scripts got round to running the callback.
CORRECT_NUMBER_JS = """([name, key, expected]) => {
  const look = (frame) => {
    const element = document.querySelector(
      `[data-calculator="${name}"] [data-output="${key}"]`);
    if (element && element.textContent.trim() === expected
        && element.getBoundingClientRect().height > 0) {
      window.__rulesCorrectAt ??= frame;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""

# The bare pages: a module worker that does nothing else, and the page notes when it answers.
BARE_PAGE = """<!doctype html>
<meta charset="utf-8"><title>Pyodide alone</title>
<script type="module">
  const worker = new Worker(new URL("WORKER", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    window.__bareReady = performance.now();
    window.__bare = { ...data, origin: data.timeOrigin - performance.timeOrigin };
  };
</script>
"""
# Pyodide as npm ships it, its standard library as source (the bench's first bare figure).
NPM_BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage({ result: pyodide.runPython("1 + 1"), timeOrigin: performance.timeOrigin, marks: {} });
"""
# Exactly the site's files, from the site's own addresses (rules-config.js): its Pyodide, its
# trimmed compiled standard library and the rules wheel (the deflated variants, which the site's
# worker takes from a host that sends them as they are); the wheel asked for at once, as the
# site's worker asks for every file; then rules_py and its facade imported, and the abilities
# page's first question answered, which imports that document's rules (the facade imports a
# document's rules on its first question). No checks, no cache, no snapshot: what any page that
# starts these files and answers with the rules must spend.
SITE_BARE_WORKER = """import * as config from "../javascripts/rules-config.js";
import { loadPyodide } from "../pyodide/pyodide.mjs";
const marks = {};
const mark = (name) => (marks[name] = Math.round(performance.now()));
mark("begin");
const wheel = fetch(config.wheel.deflated.url).then((response) => response.arrayBuffer());
const pyodide = await loadPyodide({
  indexURL: config.pyodideIndexUrl,
  stdLibURL: config.stdlib.deflated.url,
});
mark("booted");
pyodide.unpackArchive(new Uint8Array(await wheel), "wheel");
const calculators = pyodide.pyimport("rules_py.calculators");
mark("installed");
const answered = calculators.handle_json(FIRST_QUESTION).startsWith('{"result"');
mark("answered");
postMessage({ timeOrigin: performance.timeOrigin, marks, answered });
""".replace(
    "FIRST_QUESTION",  # the abilities page's first question: its calculator at its defaults
    json.dumps(json.dumps({"calculator": "ability", "inputs": REGISTRY["ability"].defaults()})),
)
BARE_PAGES = {  # file name -> its worker's script
    "bare.html": ("bare-worker.js", SITE_BARE_WORKER),
    "npm-bare.html": ("npm-bare-worker.js", NPM_BARE_WORKER),
}

# In the page: resolves with the time (performance.now()) of the next rules:result mark of
# ``name`` after ``since``.
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
  const result = await drawn;
  const mounted = performance.getEntriesByName("rules:page").at(-1)?.startTime ?? result;
  return [result - started, mounted - started];
}"""


class _Server(ThreadingHTTPServer):
    compressed = False  # send a file's .br or .gz copy to a browser that accepts it
    gzip_only = False  # ... its .gz copy only, as a host without brotli does

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lock = threading.Lock()
        self.sent: dict[str, int] = {}  # path -> body bytes written (the resume part counts)
        self.cut: tuple[str, int] | None = None  # (path, bytes): that answer cut short, once
        self.pace: tuple[str, float] | None = None  # (path, bytes/s): that file sent slowly
        self.halfway = threading.Event()  # set once the paced file's half is sent
        self.root = Path()  # the site served

    def count(self, path: str, size: int) -> None:
        with self.lock:
            self.sent[path] = self.sent.get(path, 0) + size


CHUNK = 16 * 1024


class _CompressingHandler(PrecompressedHandler):
    server: _Server

    def offered(self) -> Sequence[Encoding]:
        if not self.server.compressed:
            return ()
        return [e for e in ENCODINGS if e.content_encoding == "gzip" or not self.server.gzip_only]

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """The body, counted; cut short or paced where the resume part asks."""
        server = self.server
        path = urlsplit(self.path).path
        limit = None
        with server.lock:
            if server.cut and server.cut[0] == path and "Range" not in self.headers:
                limit = server.cut[1]
                server.cut = None  # once
        pace = server.pace[1] if server.pace and server.pace[0] == path else 0.0
        half = None
        if pace:
            half = (os.fstat(source.fileno()).st_size) // 2
        written = 0
        try:
            while chunk := source.read(CHUNK):
                if limit is not None:
                    chunk = chunk[: max(0, limit - written)]
                if not chunk:
                    break
                outputfile.write(chunk)
                written += len(chunk)
                server.count(path, len(chunk))
                if half is not None and written >= half:
                    server.halfway.set()
                if pace:
                    time.sleep(len(chunk) / pace)
        except (BrokenPipeError, ConnectionResetError):
            return
        if limit is not None:
            self.close_connection = True  # the body ends short of its Content-Length


@contextmanager
def served_site(root: Path) -> Iterator[tuple[str, float, _Server]]:
    """Build the offline site into ``root`` (timed), add the bench pages, serve it; yields the
    base URL, the build's wall time in seconds and the server (to switch compression on)."""
    server = _Server((HOST, 0), partial(_CompressingHandler, directory=str(root)))
    server.root = root
    base_url = f"http://{HOST}:{server.server_address[1]}/"
    environment = {
        **os.environ,
        "RULES_PYODIDE": "local",
        "SITE_URL": base_url,
    }
    started = time.perf_counter()
    subprocess.run(
        [*BUILD, "--strict", "--quiet", "--site-dir", str(root)],
        cwd=ROOT,
        env=environment,
        check=True,
    )
    build_s = time.perf_counter() - started
    bench = root / "__bench__"
    bench.mkdir()
    for page, (worker, script) in BARE_PAGES.items():
        (bench / page).write_text(BARE_PAGE.replace("WORKER", worker), encoding="utf-8")
        (bench / worker).write_text(script, encoding="utf-8")
    (bench / "pyodide").mkdir()
    for name in (*RUNTIME_FILES, STDLIB):  # Pyodide as npm ships it
        shutil.copyfile(NODE_PYODIDE / name, bench / "pyodide" / name)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base_url, build_s, server
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


def first_result(page: Page, name: str, timeout_ms: float = TIMEOUT_MS) -> float:
    """Navigation start -> the first result of ``name`` on the page just opened (ms); a
    ``TimeoutError`` naming what the widget says when none comes in ``timeout_ms`` (Playwright's
    ``evaluate`` has no time limit of its own: a start that never answers hung the bench)."""
    found = page.evaluate(
        """([name, ms]) => Promise.race([
          window.__nextResult(name, -1), new Promise((done) => setTimeout(done, ms, null))])""",
        [name, timeout_ms],
    )
    if found is None:
        status = page.evaluate(
            """(name) => [...document.querySelectorAll(`[data-calculator="${name}"]`)]
              .map((root) => `${root.dataset.state}: ${root.querySelector("[role=status]")
              ?.textContent.trim()}`).join(" / ")""",
            name,
        )
        raise TimeoutError(f"no result from {name} in {timeout_ms:.0f} ms ({status})")
    return float(found)


BareSample = tuple[float, dict[str, float]]  # ms to the bare answer, and its pieces


def bare_sample(browser: Browser, base_url: str, page_name: str = "bare.html") -> BareSample:
    """Navigation start -> the bare worker's answer on the page (ms), and its pieces."""
    page = fresh_page(browser, base_url)
    try:
        page.goto(f"__bench__/{page_name}")
        page.wait_for_function("window.__bareReady !== undefined", timeout=TIMEOUT_MS)
        ready = float(page.evaluate("window.__bareReady"))
        bare = page.evaluate("window.__bare")
        if bare.get("answered") is False:
            raise RuntimeError(f"{page_name}: the bare worker's first question got no result")
        origin, marks = float(bare["origin"]), bare["marks"]
        at = {name: origin + float(ms) for name, ms in marks.items()} | {"ready": ready}
        return ready, {
            piece: round(at[end] - (at[start] if start else 0.0), 1)
            for piece, (start, end) in BARE_PIECES.items()
            if (start is None or start in at) and end in at
        }
    finally:
        page.context.close()


# The pieces of a bare start (ms): from the page's navigation start (None) or a mark to a mark.
BARE_PIECES: dict[str, tuple[str | None, str]] = {
    "to_worker": (None, "begin"),  # the page, then the worker's script and its imports
    "boot": ("begin", "booted"),  # loadPyodide: the files, the wasm, Python initialised
    "install": ("booted", "installed"),  # the wheel unpacked, rules_py's facade imported
    "first_answer": ("installed", "answered"),  # the page's first question, its rules imported
    "to_page": ("answered", "ready"),  # the worker's message handled by the page
}
# The pieces of the site's start (ms), on the page's clock: each from a mark (None: the page's
# navigation start) to a mark. The worker's marks (docs/javascripts/worker/boot.js, served.js)
# are placed by the worker's clock's origin, which it reports; the page's are engine.js's and
# the widget's.
START_PIECES: dict[str, tuple[str | None, str]] = {
    "to_worker": (None, "begin"),  # the page to the worker's start: its script, its modules
    "files": ("begin", "files"),  # every file here and checked (network or Cache Storage)
    "to_boot": ("begin", "boot"),  # Pyodide's modules imported (and a kept snapshot read)
    "wasm_wait": ("boot", "instantiate"),  # loadPyodide's own start, then the wasm awaited
    "instantiate": ("instantiate", "instantiated"),  # the wasm, compiled on the way, instantiated
    "python": ("instantiated", "booted"),  # Python initialised, or restored from the snapshot
    "install": ("booted", "installed"),  # the wheel unpacked, rules_py's facade imported
    "keep": ("installed", "kept"),  # the files' last writes to this browser's storage awaited
    "to_page": ("kept", "ready"),  # "ready" handled by the page's thread
    "first_answer": ("ready", "answer"),  # asked and answered (the document's rules imported)
    "draw": ("answer", "result"),  # the answer drawn into the page
    "total": (None, "result"),
}
# What the page knows of its start once it has drawn its first result (see START_PIECES).
START_JS = """() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const stats = window.__rulesEngine || {};
  return { origin: stats.workerOrigin ?? null, marks: stats.marks || {}, mode: stats.mode ?? null,
    ready: at("rules:engine:ready"), answer: at("rules:engine:first-answer"),
    result: at("rules:result"), longTasks: window.__longTasks || [] };
}"""


def start_pieces(seen: dict[str, Any]) -> dict[str, float]:
    """The pieces of a start (:data:`START_PIECES`) from what :data:`START_JS` read: ms, each
    whose two ends were seen. A wasm compiled at instantiation counts its compile in
    ``instantiate``.

    >>> seen = {"origin": 100.0, "ready": 5320.0, "answer": 5400.0, "result": 5460.0,
    ...         "marks": {"begin": 10, "here a": 900, "here b": 2000, "boot": 950,
    ...                   "instantiate": 2100, "compiled and instantiated": 2600,
    ...                   "booted": 4900, "installed": 5200, "kept": 5210}}
    >>> pieces = start_pieces(seen)
    >>> pieces["to_worker"], pieces["files"], pieces["python"], pieces["keep"], pieces["to_page"]
    (110.0, 1990.0, 2300.0, 10.0, 10.0)
    >>> pieces["first_answer"], pieces["draw"], pieces["total"]
    (80.0, 60.0, 5460.0)
    >>> start_pieces({"origin": None, "marks": {}, "result": 9.0})
    {'total': 9.0}
    >>> start_pieces({"result": 900.0, "longTasks": [[10.0, 60.5], [400.0, 70.0], [950, 99]]})
    {'total': 900.0, 'page_busy': 130.5}
    """
    at: dict[str, float] = {}
    origin, marks = seen.get("origin"), dict(seen.get("marks") or {})
    if origin is not None:
        here = [ms for name, ms in marks.items() if name.startswith("here ")]
        if here:
            marks["files"] = max(here)
        if "instantiated" not in marks and "compiled and instantiated" in marks:
            marks["instantiated"] = marks["compiled and instantiated"]
        at = {name: float(origin) + float(ms) for name, ms in marks.items()}
    for name in ("ready", "answer", "result"):
        if seen.get(name) is not None:
            at[name] = float(seen[name])
    pieces = {
        piece: round(at[end] - (at[start] if start else 0.0), 1)
        for piece, (start, end) in START_PIECES.items()
        if (start is None or start in at) and end in at
    }
    if "result" in at and "longTasks" in seen:
        # The page's own thread: its long tasks (50 ms and more) begun before the first result.
        busy = sum(duration for begun, duration in seen["longTasks"] if begun < at["result"])
        pieces["page_busy"] = round(busy, 1)
    return pieces


def median_pieces(samples: Sequence[dict[str, float]]) -> dict[str, float]:
    """Each piece's median over the samples that have it, in the order first seen.

    >>> median_pieces([{"a": 1.0, "b": 4.0}, {"a": 3.0}, {"a": 2.0, "b": 6.0}])
    {'a': 2.0, 'b': 5.0}
    """
    names = list(dict.fromkeys(name for sample in samples for name in sample))
    return {
        name: round(statistics.median(s[name] for s in samples if name in s), 1) for name in names
    }


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
        page.goto(FIRST_PAGE)
        first = first_result(page, "ability")
        first_pieces = start_pieces(page.evaluate(START_JS))
        # A return visit comes after the first one has finished: Python's snapshot is kept.
        page.wait_for_function("() => window.__rulesEngine?.snapshotBytes > 0")
        page.goto(FIRST_PAGE)
        again = first_result(page, "ability")
        again_pieces = start_pieces(page.evaluate(START_JS))
        nav, nav_pieces = float("nan"), {}
        if with_nav:
            nav, mounted = page.evaluate(INSTANT_NAV_JS, [base_url + NAV_TARGET, "opposed"])
            # Material's part (the click to the new page's content) and the widget's.
            nav_pieces = {"to_page": round(mounted, 1), "to_result": round(nav - mounted, 1)}
        return Visit(first, again, float(nav), first_pieces, again_pieces, nav_pieces)
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


def offline_copy_sample(browser: Browser, base_url: str) -> tuple[int, int]:
    """The service worker's bytes on a cold visit of the abilities page: (before its first
    result, once the copy is saved)."""
    page = fresh_page(browser, base_url)
    finished: list[Request] = []

    def keep(request: Request) -> None:
        finished.append(request)

    page.context.on("requestfinished", keep)  # the service worker's too
    try:
        page.goto(FIRST_PAGE)
        first_result(page, "ability")
        before = sum(wire_bytes(r) for r in list(finished) if r.service_worker is not None)
        page.wait_for_function(
            "() => navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS
        )
        page.wait_for_timeout(1000)  # the last kept files' events
        after = sum(wire_bytes(r) for r in finished if r.service_worker is not None)
        return before, after
    finally:
        page.context.close()


PAINT_JS = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""


def phone_sample(browser: Browser, base_url: str) -> PhoneSample:
    """A cold first visit of the abilities page on the phone profile: first paint, first live
    answer (ms, None when none came), and the bytes on the wire until that answer."""
    context = browser.new_context(
        base_url=base_url,
        viewport=PHONE_SCREEN,
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
    )
    finished: list[Request] = []

    def keep(request: Request) -> None:
        finished.append(request)

    context.on("requestfinished", keep)  # the context's: the worker's requests too
    page = context.new_page()
    page.add_init_script(NEXT_RESULT_JS)
    page.add_init_script(f"({CORRECT_NUMBER_JS})({json.dumps([*WATCHED_OUTPUT, watched_text()])})")
    page.set_default_timeout(PHONE_TIMEOUT_MS)
    devtools = context.new_cdp_session(page)
    devtools.send("Network.enable")
    devtools.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    try:
        page.goto(FIRST_PAGE, wait_until="commit")
        # Again for the page's own process, which may not be the blank page's one.
        devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
        live: float | None
        try:
            live = first_result(page, "ability", PHONE_TIMEOUT_MS)
        except Exception as error:  # no answer in time: the error says what the widget shows
            log(f"phone: no answer ({str(error).splitlines()[0]})")
            live = None
        arrived = list(finished)
        pieces = start_pieces(page.evaluate(START_JS)) if live is not None else {}
        paint = page.evaluate(PAINT_JS)
        correct = page.evaluate("window.__rulesCorrectAt ?? null")
        wire = sum(wire_bytes(request) for request in arrived)
        return {
            "first_paint_ms": None if paint is None else float(paint),
            "first_live_answer_ms": live,
            "first_correct_number_ms": None if correct is None else float(correct),
            "wire_bytes": wire,
            "requests": len(arrived),
            "pieces": pieces,
        }
    finally:
        context.close()


def watched_text() -> str:
    """The watched output's text for the calculator's defaults, as Python works it out."""
    from rules_py.calculators import REGISTRY, calculate
    from rules_py.numbers import shown

    name, key = WATCHED_OUTPUT
    value: Any = calculate(name, REGISTRY[name].defaults())
    for part in key.split("."):
        value = value[part]
    return shown(value)


def wire_bytes(request: Request) -> int:
    """The bytes a finished request brought over the network: its response's headers and body as
    sent (compressed). Chromium reports no body size for a worker's own script: its
    Content-Length (the bytes the server sent) stands in."""
    if not request.url.startswith(("http:", "https:")):
        return 0  # blob: and data: URLs cross no network
    sizes = request.sizes()
    body = sizes["responseBodySize"]
    response = request.response()
    if body <= 0 and response is not None:
        body = int(response.headers.get("content-length") or 0)
    return max(0, body) + max(0, sizes["responseHeadersSize"])


WASM_PATH = "/pyodide/pyodide.asm.wasm"
# Bytes/s of the wasm in the cut and reload visits: slow enough to reload half way, and as a
# network a reader can lose sends it. Unpaced, the whole half came at once and Chromium dropped
# what the worker had not yet read when the connection broke: up to 1.6 MB of the wasm.
RESUME_PACE = 1_000_000
CUT_TARGET = 1.15  # a cut visit's bytes over an uncut one's
RELOAD_TARGET = 1.25  # a visit reloaded half way, both loads, over an uncut one's
# The bar's last value and whole, as the page showed them while Python downloaded.
PROGRESS_JS = """(() => {
  const look = () => {
    const bar = document.querySelector('[data-calculator="ability"] progress.rules-progress');
    if (bar && !bar.hidden && bar.max > 1) window.__rulesProgress = [bar.value, bar.max];
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()"""


def worker_bytes(server: _Server) -> int:
    """Body bytes the server sent of the worker's files (Pyodide's, the zips, packed copies)."""
    with server.lock:
        return sum(n for path, n in server.sent.items() if path.startswith(("/pyodide/", "/py/")))


def resume_sample(browser: Browser, base_url: str, server: _Server, how: str) -> dict[str, Any]:
    """One cold first visit of the abilities page ("uncut", "cut" or "reload"): the worker's
    bytes as sent, and the progress bar's last value and whole."""
    compressed = f"{WASM_PATH}.{'gz' if server.gzip_only else 'br'}"
    copy = (server.root / compressed.lstrip("/")).stat().st_size
    with server.lock:
        server.sent = {}
        server.cut = (WASM_PATH, copy // 2) if how == "cut" else None
        server.pace = (WASM_PATH, RESUME_PACE) if how in ("cut", "reload") else None
        server.halfway.clear()
    page = fresh_page(browser, base_url)
    page.add_init_script(PROGRESS_JS)
    try:
        page.goto(FIRST_PAGE)
        if how == "reload":
            server.halfway.wait(TIMEOUT_MS / 1000)
            with server.lock:
                server.pace = None
            page.reload()
        first_result(page, "ability")
        progress = page.evaluate("window.__rulesProgress ?? null")
        return {"bytes": worker_bytes(server), "progress": progress}
    finally:
        with server.lock:
            server.cut = server.pace = None
        page.context.close()


def resume_report(samples: dict[str, list[dict[str, Any]]], suffix: str) -> dict[str, Any]:
    """Medians of the resume samples of one kind of host; ratios to the uncut visit."""

    def median(how: str) -> int:
        return int(statistics.median(sample["bytes"] for sample in samples[how]))

    uncut, cut, reload = median("uncut"), median("cut"), median("reload")
    totals = [s["progress"][1] for s in samples["uncut"] if s["progress"]]
    report = {
        f"uncut_bytes{suffix}": uncut,
        f"cut_bytes{suffix}": cut,
        f"cut_over_uncut{suffix}": round(cut / uncut, 3),
        f"reload_bytes{suffix}": reload,
        f"reload_over_uncut{suffix}": round(reload / uncut, 3),
    }
    if totals:
        total = statistics.median(totals)
        report[f"progress_total_bytes{suffix}"] = int(total)
        report[f"progress_over_sent{suffix}"] = round(total / uncut, 3)
    return report


def phone_report(samples: list[PhoneSample], gzip_only: list[PhoneSample]) -> dict[str, Any]:
    """Medians of the phone samples that ended in an answer, with the targets' ratios; then the
    same visit from a host that sends gzip only (``_gzip_only``), when it was measured."""
    answered = [sample for sample in samples if sample["first_live_answer_ms"] is not None]
    report: dict[str, Any] = {
        "samples": len(samples),
        "answered": len(answered),
        "profile": {
            "latency_ms": PHONE_NETWORK["latency"],
            "download_bytes_per_s": PHONE_NETWORK["downloadThroughput"],
            "upload_bytes_per_s": PHONE_NETWORK["uploadThroughput"],
            "cpu_slowdown": PHONE_CPU_SLOWDOWN,
            "screen": f"{PHONE_SCREEN['width']}x{PHONE_SCREEN['height']}",
            "served": "brotli, else gzip (.br and .gz copies)",
        },
        "page": FIRST_PAGE,
        "watched_output": ".".join(WATCHED_OUTPUT),
    }
    if gzip_only:
        report |= gzip_only_report(gzip_only)
    if not answered:
        report["wire_bytes"] = int(statistics.median(int(s["wire_bytes"] or 0) for s in samples))
        return report

    def median(key: str) -> float:
        return statistics.median(float(sample[key] or 0) for sample in answered)

    live, wire = median("first_live_answer_ms"), int(median("wire_bytes"))
    floor = wire / PHONE_NETWORK["downloadThroughput"] * 1000
    paint, correct = median("first_paint_ms"), median("first_correct_number_ms")
    report |= {
        "first_paint_ms": round(paint, 1),
        "first_correct_number_ms": round(correct, 1),
        "first_correct_number_over_paint": round(correct / paint, 3),
        "first_correct_number_over_paint_target": CORRECT_OVER_PAINT_TARGET,
        "first_live_answer_ms": round(live, 1),
        "wire_bytes": wire,
        "requests": int(median("requests")),
        "download_floor_ms": round(floor, 1),
        "first_live_answer_over_floor": round(live / floor, 3),
        "first_live_answer_over_floor_target": LIVE_OVER_FLOOR_TARGET,
        "wire_bytes_target": WIRE_BYTES_TARGET,
        "wire_bytes_over_target": round(wire / WIRE_BYTES_TARGET, 3),
        "start_pieces_ms": median_pieces([sample["pieces"] for sample in answered]),
    }
    return report


def gzip_only_report(samples: list[PhoneSample]) -> dict[str, Any]:
    """The first visit as a host without brotli sends it (``.gz`` copies): bytes, the time they
    need on the profile's link and the first live answer, medians of the answered samples."""
    answered = [sample for sample in samples if sample["first_live_answer_ms"] is not None]
    counted = answered or samples
    wire = int(statistics.median(int(sample["wire_bytes"] or 0) for sample in counted))
    live = [float(sample["first_live_answer_ms"] or 0) for sample in answered]
    return {
        "answered_gzip_only": len(answered),
        "first_live_answer_ms_gzip_only": round(statistics.median(live), 1) if live else None,
        "wire_bytes_gzip_only": wire,
        "download_floor_ms_gzip_only": round(wire / PHONE_NETWORK["downloadThroughput"] * 1000, 1),
    }


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


# The desktop's targets: the first answer within 1.25 times the bare start of the same
# files, an instant navigation within 100 ms, every recompute's p50 within 16 ms.
FIRST_RESULT_TARGET = 1.25
RETURN_VISIT_TARGET = 0.35
INSTANT_NAV_TARGET_MS = 100
RECOMPUTE_P50_TARGET_MS = 16


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


# The bench's parts: --parts measures some only.
PARTS = ("desktop", "phone", "resume", "lighthouse", "engines")


def engines_report(starts: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Each engine's first visit (cold start) and return visit (from the snapshot), seconds
    from asking for the page to the ability calculator's answer, their ratios to Chromium's,
    how Python started on each, the pieces of each start in milliseconds (the worker's own
    marks: scripts.engines.pieces), the snapshot's size and what the origin keeps
    (navigator.storage.estimate()) after the first visit.

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


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 sample, 5 changes, 2 calculators")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--changes", type=int, default=200)
    parser.add_argument("--only", nargs="*", metavar="CALCULATOR", help="recompute only these")
    parser.add_argument(
        "--no-lighthouse",
        dest="lighthouse",
        action="store_false",
        help="skip Lighthouse (run by default; --quick skips it too)",
    )
    parser.add_argument(
        "--lighthouse-runs", type=int, default=LIGHTHOUSE_RUNS, help="runs per page (medians)"
    )
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=PARTS,
        default=PARTS,
        help=(
            "measure only these (all by default): desktop timings, the phone, the bytes of a"
            " cut or reloaded download, Lighthouse"
        ),
    )
    parser.add_argument(
        "--phone-samples", type=int, help=f"phone first visits ({PHONE_SAMPLES}; --quick: 1)"
    )
    options = parser.parse_args()
    if options.quick:
        options.lighthouse = False
        # Not asked for by name: --quick leaves out the resume part and the other engines (a
        # WebKit start alone takes minutes here).
        if options.parts == PARTS:
            options.parts = tuple(part for part in PARTS if part not in ("resume", "engines"))
    samples = 1 if options.quick else max(1, options.samples)
    phone_samples = options.phone_samples
    if phone_samples is None:
        phone_samples = 1 if options.quick else PHONE_SAMPLES
    changes = 5 if options.quick else options.changes
    with tempfile.TemporaryDirectory(prefix="rules-bench-") as temporary:
        root = Path(temporary) / "site"
        log("building the offline site ...")
        with served_site(root) as (base_url, build_s, server):
            pages = calculator_pages(root)
            wanted = options.only or (QUICK_CALCULATORS if options.quick else CHANGES)
            names = [n for n in wanted if n in pages and "desktop" in options.parts]
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                bare: list[BareSample] = []
                npm_bare: list[float] = []
                visits: list[Visit] = []
                timings: dict[str, list[float]] = {name: [] for name in names}
                text_bytes: list[int] = []
                page_raw: list[int] = []
                page_gzip: list[int] = []
                copy_before: list[int] = []
                copy_saved: list[int] = []
                # Interleaved: each round takes one sample of every condition.
                desktop_samples = samples if "desktop" in options.parts else 0
                for sample in range(desktop_samples):
                    log(f"sample {sample + 1}/{samples}: bare, first result, text page ...")
                    bare.append(bare_sample(browser, base_url))
                    npm_bare.append(bare_sample(browser, base_url, "npm-bare.html")[0])
                    visits.append(visit_sample(browser, base_url, NAV_TARGET != FIRST_PAGE))
                    log(f"bare {bare[-1]}, first {visits[-1].first_pieces}")
                    fetched = fetched_bytes(browser, base_url, TEXT_PAGE, None)
                    text_bytes.append(sum(len(body) for url, body in fetched if is_pyodide(url)))
                    fetched = fetched_bytes(browser, base_url, FIRST_PAGE, "ability")
                    page_raw.append(sum(len(body) for _, body in fetched))
                    page_gzip.append(sum(len(gzip.compress(body)) for _, body in fetched))
                    copy = offline_copy_sample(browser, base_url)
                    copy_before.append(copy[0])
                    copy_saved.append(copy[1])
                # Recompute: the same number of changes for each calculator, split over the
                # samples (a cold context each), calculators interleaved.
                per_sample = max(1, changes // samples)
                for sample in range(desktop_samples):
                    for name in names:
                        log(f"recompute {name} ({sample + 1}/{samples}) ...")
                        timings[name] += recompute(browser, base_url, name, pages[name], per_sample)
                # The phone: the site served compressed, on a slow network and processor; each
                # round with brotli, then as a host without it sends it.
                server.compressed = True
                phone: list[PhoneSample] = []
                phone_gzip: list[PhoneSample] = []
                for sample in range(phone_samples if "phone" in options.parts else 0):
                    for gzip_only, kept in ((False, phone), (True, phone_gzip)):
                        server.gzip_only = gzip_only
                        served = "gzip only" if gzip_only else "brotli"
                        log(f"phone first visit ({sample + 1}/{phone_samples}, {served}) ...")
                        kept.append(phone_sample(browser, base_url))
                        log(f"phone: {kept[-1]}")
                server.gzip_only = False
                # Downloads cut or reloaded half way: the bytes sent, brotli then gzip only.
                resume: dict[str, Any] = {}
                for gzip_only in (False, True) if "resume" in options.parts else ():
                    server.gzip_only = gzip_only
                    taken: dict[str, list[dict[str, Any]]] = {}
                    for sample in range(phone_samples):
                        for how in ("uncut", "cut", "reload"):
                            log(f"resume: {how} ({sample + 1}/{phone_samples}, gzip {gzip_only})")
                            taken.setdefault(how, []).append(
                                resume_sample(browser, base_url, server, how)
                            )
                            log(f"resume: {taken[how][-1]}")
                    resume |= resume_report(taken, "_gzip_only" if gzip_only else "")
                if resume:
                    resume |= {"cut_target": CUT_TARGET, "reload_target": RELOAD_TARGET}
                server.gzip_only = False
                lighthouse_report = None
                if options.lighthouse and "lighthouse" in options.parts:
                    log("lighthouse (mobile preset, the site served compressed) ...")
                    lighthouse_report = lighthouse.report(
                        base_url, LIGHTHOUSE_PAGES, options.lighthouse_runs
                    )
                server.compressed = False
                browser.close()
            # Python's start in each engine, one after another in this run, on the same site.
            starts: dict[str, list[dict[str, Any]]] = {}
            for engine in engines.ENGINES if "engines" in options.parts else ():
                log(f"{engine}: first visit and return visit ...")
                starts[engine] = engines.start_visits(engine, base_url, FIRST_PAGE, "ability")
                log(f"{engine}: {json.dumps(starts[engine])}")
    report: dict[str, Any] = {"build_s": round(build_s, 1)}
    if "desktop" in options.parts:
        report |= desktop_report(bare, npm_bare, visits, timings, pages)
        report["text_page_pyodide_bytes"] = max(text_bytes)
        report["calculator_page_bytes"] = {
            "raw": int(statistics.median(page_raw)),
            "gzip": int(statistics.median(page_gzip)),
        }
        report["offline_copy_bytes"] = {
            "before_first_answer": int(statistics.median(copy_before)),
            "saved": int(statistics.median(copy_saved)),
        }
        report["samples"] = samples
    if "phone" in options.parts:
        report["phone"] = phone_report(phone, phone_gzip)
    if "resume" in options.parts:
        report["resume"] = resume
    if "lighthouse" in options.parts:
        report["lighthouse"] = lighthouse_report
    if "engines" in options.parts:
        report["engines"] = engines_report(starts)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
