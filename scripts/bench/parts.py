"""The bench's parts, each run in turn on one served site: its samples interleaved (each round
takes one sample of every condition), then its figures."""

import json
import statistics
from typing import Any

from playwright.sync_api import Browser

from scripts.bench import engines, lighthouse
from scripts.bench.bare import BareSample, bare_sample
from scripts.bench.desktop import (
    FIRST_PAGE,
    NAV_TARGET,
    TEXT_PAGE,
    Visit,
    desktop_report,
    fetched_bytes,
    gzipped,
    is_pyodide,
    offline_copy_sample,
    recompute,
    visit_sample,
)
from scripts.bench.page import log, stage
from scripts.bench.phone import PhoneSample, phone_report, phone_sample
from scripts.bench.resume import CUT_TARGET, RELOAD_TARGET, WAYS, resume_report, resume_sample
from scripts.bench.site import BenchServer
from scripts.tools.engines import ENGINES

PARTS = ("desktop", "phone", "resume", "lighthouse", "engines")
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


def _desktop_round(
    browser: Browser, base_url: str, server: BenchServer, kept: dict[str, list[Any]]
) -> None:
    """One sample of every desktop condition, added to ``kept``'s lists."""
    bare: BareSample = bare_sample(browser, base_url)
    kept["bare"].append(bare)
    kept["npm_bare"].append(bare_sample(browser, base_url, "npm-bare.html")[0])
    visit: Visit = visit_sample(browser, base_url, NAV_TARGET != FIRST_PAGE)
    kept["visits"].append(visit)
    log(f"bare {bare}, first {visit.first_pieces}")
    text = fetched_bytes(browser, base_url, server, TEXT_PAGE, None)
    kept["text_bytes"].append(sum(answer.body for answer in text if is_pyodide(answer.path)))
    page = fetched_bytes(browser, base_url, server, FIRST_PAGE, "ability")
    kept["page_raw"].append(sum(answer.body for answer in page))
    kept["page_gzip"].append(gzipped(server.root, page))
    kept["copy"].append(offline_copy_sample(browser, base_url, server))


def desktop(
    browser: Browser,
    base_url: str,
    server: BenchServer,
    samples: int,
    recomputed: tuple[dict[str, str], int],
) -> dict[str, Any]:
    """The desktop part: ``samples`` rounds of its conditions, then the recomputes
    (``recomputed``: the calculators' pages by name, and the changes for each), the changes
    split over the samples (a cold context each), calculators interleaved."""
    names, changes = recomputed
    kept: dict[str, list[Any]] = {
        key: []
        for key in ("bare", "npm_bare", "visits", "text_bytes", "page_raw", "page_gzip", "copy")
    }
    for sample in range(samples):
        log(f"sample {sample + 1}/{samples}: bare, first result, text page ...")
        _desktop_round(browser, base_url, server, kept)
    timings: dict[str, list[float]] = {name: [] for name in names}
    per_sample = max(1, changes // samples)
    for sample in range(samples):
        for name, page in names.items():
            log(f"recompute {name} ({sample + 1}/{samples}) ...")
            timings[name] += recompute(browser, base_url, name, page, per_sample)
    return desktop_report(kept["bare"], kept["npm_bare"], kept["visits"], timings, names) | {
        "text_page_pyodide_bytes": max(kept["text_bytes"]),
        "calculator_page_bytes": {
            "raw": int(statistics.median(kept["page_raw"])),
            "gzip": int(statistics.median(kept["page_gzip"])),
        },
        "offline_copy_bytes": {
            "before_first_answer": int(statistics.median(before for before, _ in kept["copy"])),
            "saved": int(statistics.median(saved for _, saved in kept["copy"])),
        },
        "samples": samples,
    }


def phone(browser: Browser, base_url: str, server: BenchServer, samples: int) -> dict[str, Any]:
    """The phone's first visits, the site served compressed: each round with brotli, then as a
    host without it sends it."""
    with_brotli: list[PhoneSample] = []
    gzip_only: list[PhoneSample] = []
    server.compressed = True
    try:
        for sample in range(samples):
            for only_gzip, kept in ((False, with_brotli), (True, gzip_only)):
                server.gzip_only = only_gzip
                served = "gzip only" if only_gzip else "brotli"
                log(f"phone first visit ({sample + 1}/{samples}, {served}) ...")
                kept.append(phone_sample(browser, base_url))
                log(f"phone: {kept[-1]}")
    finally:
        server.compressed = server.gzip_only = False
    return phone_report(with_brotli, gzip_only)


def resume(browser: Browser, base_url: str, server: BenchServer, samples: int) -> dict[str, Any]:
    """Downloads cut or reloaded half way: the bytes sent, brotli then gzip only."""
    report: dict[str, Any] = {}
    server.compressed = True
    try:
        for only_gzip in (False, True):
            server.gzip_only = only_gzip
            taken: dict[str, list[dict[str, Any]]] = {how: [] for how in WAYS}
            for sample in range(samples):
                for how in WAYS:
                    log(f"resume: {how} ({sample + 1}/{samples}, gzip {only_gzip})")
                    taken[how].append(resume_sample(browser, base_url, server, how))
                    log(f"resume: {taken[how][-1]}")
            report |= resume_report(taken, "_gzip_only" if only_gzip else "")
    finally:
        server.compressed = server.gzip_only = False
    return report | {"cut_target": CUT_TARGET, "reload_target": RELOAD_TARGET}


def scored(base_url: str, server: BenchServer, runs: int) -> dict[str, object]:
    """Lighthouse's scores, the site served compressed."""
    log("lighthouse (mobile preset, the site served compressed) ...")
    server.compressed = True
    try:
        return lighthouse.report(base_url, LIGHTHOUSE_PAGES, runs)
    finally:
        server.compressed = False


def each_engine(base_url: str) -> dict[str, Any]:
    """Python's start in each engine, one after another, on the same site."""
    starts: dict[str, list[dict[str, Any]]] = {}
    for engine in ENGINES:
        log(f"{engine}: first visit and return visit ...")
        with stage(f"engines: {engine}, its browser and both visits", 3 * engines.VISIT_S * 2):
            starts[engine] = engines.start_visits(engine, base_url, FIRST_PAGE, "ability")
        log(f"{engine}: {json.dumps(starts[engine])}")
    return engines.engines_report(starts)
