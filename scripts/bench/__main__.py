"""``make bench``: how fast the calculators are in a real browser; prints ONE JSON object.

Builds the offline site (``RULES_PYODIDE=local``, ``SITE_URL`` = its own server), serves it on
127.0.0.1 and drives Debian's ``/usr/bin/chromium`` through Playwright, a cold browser context
per sample, the conditions interleaved, medians of the samples; each part's module says what its
figures are (contributing/bench.md gathers them). Every wait has a limit that names its stage.

Usage: .venv/bin/python -m scripts.bench [--quick] [--samples N] [--changes N] [--only NAME ...]
       [--phone-samples N] [--no-lighthouse] [--lighthouse-runs N]
       [--parts desktop phone resume lighthouse engines]
"""

import argparse
import json
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from scripts.bench import parts
from scripts.bench.cases import CHANGES, QUICK_CALCULATORS
from scripts.bench.page import log, stage
from scripts.bench.phone import PHONE_SAMPLES
from scripts.bench.site import BenchServer, calculator_pages, served_site
from scripts.tools.local_site import CHROMIUM, CHROMIUM_ARGS


def _parser() -> argparse.ArgumentParser:
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
        "--lighthouse-runs", type=int, default=parts.LIGHTHOUSE_RUNS, help="runs per page (medians)"
    )
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=parts.PARTS,
        default=parts.PARTS,
        help=(
            "measure only these (all by default): desktop timings, the phone, the bytes of a"
            " cut or reloaded download, Lighthouse, each engine's start"
        ),
    )
    parser.add_argument(
        "--phone-samples", type=int, help=f"phone first visits ({PHONE_SAMPLES}; --quick: 1)"
    )
    return parser


def options(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line, with what ``--quick`` implies filled in.

    >>> quick = options(["--quick"])
    >>> quick.parts, quick.samples, quick.changes, quick.phone_samples, quick.lighthouse
    (('desktop', 'phone', 'lighthouse'), 1, 5, 1, False)
    >>> options(["--parts", "engines"]).parts, options([]).phone_samples
    (['engines'], 5)
    """
    chosen = _parser().parse_args(argv)
    if chosen.quick:
        chosen.lighthouse = False
        # Not asked for by name: --quick leaves out the resume part and the other engines (a
        # WebKit start alone takes minutes here).
        if chosen.parts == parts.PARTS:
            chosen.parts = tuple(part for part in parts.PARTS if part not in ("resume", "engines"))
        chosen.samples, chosen.changes = 1, 5
    chosen.samples = max(1, chosen.samples)
    if chosen.phone_samples is None:
        chosen.phone_samples = 1 if chosen.quick else PHONE_SAMPLES
    return chosen


def _in_chromium(
    chosen: argparse.Namespace, root: Path, base_url: str, server: BenchServer
) -> dict[str, Any]:
    """The parts measured in Chromium through Playwright, in order."""
    report: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if "desktop" in chosen.parts:
            pages = calculator_pages(root, list(CHANGES))
            wanted = chosen.only or (QUICK_CALCULATORS if chosen.quick else CHANGES)
            recomputed = {name: pages[name] for name in wanted if name in pages}
            report |= parts.desktop(
                browser, base_url, server, chosen.samples, (recomputed, chosen.changes)
            )
        if "phone" in chosen.parts:
            report["phone"] = parts.phone(browser, base_url, server, chosen.phone_samples)
        if "resume" in chosen.parts:
            report["resume"] = parts.resume(browser, base_url, server, chosen.phone_samples)
        if "lighthouse" in chosen.parts:
            runs = chosen.lighthouse_runs
            report["lighthouse"] = (
                parts.scored(base_url, server, runs) if chosen.lighthouse else None
            )
        with stage("closing Chromium", 60):
            browser.close()
    return report


def main(argv: list[str] | None = None) -> None:
    chosen = options(argv)
    with tempfile.TemporaryDirectory(prefix="rules-bench-") as temporary:
        root = Path(temporary) / "site"
        log("building the offline site ...")
        with served_site(root) as (base_url, build_s, server):
            report: dict[str, Any] = {"build_s": round(build_s, 1)}
            report |= _in_chromium(chosen, root, base_url, server)
            if "engines" in chosen.parts:
                report["engines"] = parts.each_engine(base_url)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
