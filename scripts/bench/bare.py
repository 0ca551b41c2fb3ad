"""The bare starts, on bench pages written next to the build (``__bench__/``, not part of the
site): a module worker that starts Pyodide and does nothing else, the page noting when it
answers.

``pyodide_bare_ms``: exactly the site's Pyodide files, from the site's addresses (its runtime,
its trimmed compiled standard library, the rules wheel), started in a module worker that then
imports rules_py and its facade and answers the abilities page's first question (its document's
rules imported); no checks, no cache, no snapshot. ``pyodide_npm_ms``: Pyodide as npm ships it
(its standard library as source), importing nothing."""

import json
import shutil
from pathlib import Path

from playwright.sync_api import Browser

from rules_py.calculators import REGISTRY
from scripts.bench.page import TIMEOUT_MS, closed, fresh_page, stage
from scripts.bench.pieces import BARE_PIECES
from scripts.build.pyodide_assets import NODE_PYODIDE, RUNTIME_FILES, STDLIB

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
NPM_BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage({ result: pyodide.runPython("1 + 1"), timeOrigin: performance.timeOrigin, marks: {} });
"""
# The site's files (rules-config.js; the deflated variants of the zips, which the site's worker
# takes from a host that sends them as they are), the wheel asked for at once, as the site's
# worker asks for every file; then rules_py and its facade imported and the abilities page's
# first question answered (the facade imports a document's rules on its first question). What
# any page that starts these files and answers with the rules must spend.
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

BareSample = tuple[float, dict[str, float]]  # ms to the bare answer, and its pieces


def write_bare_pages(root: Path) -> None:
    """The bare pages, their workers and Pyodide as npm ships it, in ``root/__bench__/``."""
    bench = root / "__bench__"
    bench.mkdir()
    for page, (worker, script) in BARE_PAGES.items():
        (bench / page).write_text(BARE_PAGE.replace("WORKER", worker), encoding="utf-8")
        (bench / worker).write_text(script, encoding="utf-8")
    (bench / "pyodide").mkdir()
    for name in (*RUNTIME_FILES, STDLIB):
        shutil.copyfile(NODE_PYODIDE / name, bench / "pyodide" / name)


def bare_sample(browser: Browser, base_url: str, page_name: str = "bare.html") -> BareSample:
    """Navigation start -> the bare worker's answer on the page (ms), and its pieces."""
    page = fresh_page(browser, base_url)
    try:
        with stage(f"desktop: the bare start ({page_name})", page=page):
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
        closed(page)
