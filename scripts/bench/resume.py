"""A download cut or left by a reload half way, the site served compressed (brotli; then gzip
only: ``_gzip_only``), the bytes as the server sent them (bodies of the worker's files:
Pyodide's, the zips, their packed copies), in cold contexts at this machine's speed, the wasm
paced to 1 MB/s (a network a reader can lose; the phone's is 0.2 MB/s).

``uncut_bytes`` (a first visit to its first answer), ``cut_bytes`` (the wasm's answer cut once at
half its compressed copy; the worker goes on), ``reload_bytes`` (the page reloaded once the
server has sent half the wasm's compressed copy; both visits counted), their ratios to the uncut
visit against the targets (1.15, 1.25), and ``progress_total_bytes``: the whole the progress bar
showed in the uncut visit, over the bytes sent (``progress_over_sent``)."""

import statistics
from typing import Any

from playwright.sync_api import Browser

from scripts.bench.page import TIMEOUT_MS, closed, first_result, fresh_page, stage
from scripts.bench.site import BenchServer

FIRST_PAGE = "runequest/abilities/"
WASM_PATH = "/pyodide/pyodide.asm.wasm"
# Bytes/s of the wasm in the cut and reload visits: slow enough to reload half way, and as a
# network a reader can lose sends it. Unpaced, the whole half came at once and Chromium dropped
# what the worker had not yet read when the connection broke: up to 1.6 MB of the wasm.
RESUME_PACE = 1_000_000
CUT_TARGET = 1.15  # a cut visit's bytes over an uncut one's
RELOAD_TARGET = 1.25  # a visit reloaded half way, both loads, over an uncut one's
WAYS = ("uncut", "cut", "reload")
# The bar's last value and whole, as the page showed them while Python downloaded.
PROGRESS_JS = """(() => {
  const look = () => {
    const bar = document.querySelector('[data-calculator="ability"] progress.rules-progress');
    if (bar && !bar.hidden && bar.max > 1) window.__rulesProgress = [bar.value, bar.max];
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()"""


def worker_bytes(server: BenchServer) -> int:
    """Body bytes the server sent of the worker's files (Pyodide's, the zips, packed copies)."""
    with server.lock:
        return sum(n for path, n in server.sent.items() if path.startswith(("/pyodide/", "/py/")))


def resume_sample(browser: Browser, base_url: str, server: BenchServer, how: str) -> dict[str, Any]:
    """One cold first visit of the abilities page ("uncut", "cut" or "reload"): the worker's
    bytes as sent, and the progress bar's last value and whole."""
    compressed = f"{WASM_PATH}.{'gz' if server.gzip_only else 'br'}"
    copy = (server.root / compressed.lstrip("/")).stat().st_size
    server.forget()
    with server.lock:
        server.cut = (WASM_PATH, copy // 2) if how == "cut" else None
        server.pace = (WASM_PATH, RESUME_PACE) if how in ("cut", "reload") else None
        server.halfway.clear()
    page = fresh_page(browser, base_url)
    page.add_init_script(PROGRESS_JS)
    try:
        with stage(f"resume: a first visit ({how})", page=page):
            page.goto(FIRST_PAGE)
            if how == "reload":
                if not server.halfway.wait(TIMEOUT_MS / 1000):
                    raise TimeoutError("the server never sent half the wasm")
                with server.lock:
                    server.pace = None
                page.reload()
            first_result(page, "ability")
        progress = page.evaluate("window.__rulesProgress ?? null")
        return {"bytes": worker_bytes(server), "progress": progress}
    finally:
        with server.lock:
            server.cut = server.pace = None
        closed(page)


def resume_report(samples: dict[str, list[dict[str, Any]]], suffix: str) -> dict[str, Any]:
    """Medians of the resume samples of one kind of host; ratios to the uncut visit.

    >>> samples = {"uncut": [{"bytes": 100, "progress": [100, 100]}],
    ...            "cut": [{"bytes": 110}], "reload": [{"bytes": 120}]}
    >>> report = resume_report(samples, "_gzip_only")
    >>> report["cut_over_uncut_gzip_only"], report["reload_over_uncut_gzip_only"]
    (1.1, 1.2)
    >>> report["progress_total_bytes_gzip_only"], report["progress_over_sent_gzip_only"]
    (100, 1.0)
    """
    uncut, cut, reload = (
        int(statistics.median(sample["bytes"] for sample in samples[how])) for how in WAYS
    )
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
