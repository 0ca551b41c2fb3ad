"""Lighthouse's scores for some pages of a served site, for ``make bench``.

Lighthouse (npm ``lighthouse``, pinned below: 12.3 and later want a newer Node than Debian's)
is installed on first use into ``.cache/lighthouse/``, not with the site's own npm packages:
only the bench needs it. It drives Debian's Chromium with its mobile preset (a slow phone on
a slow network, simulated) and reports performance, accessibility, best practices and SEO.
"""

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOME = ROOT / ".cache" / "lighthouse"
VERSION = "12.2.3"
CHROMIUM = "/usr/bin/chromium"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# What each category must reach on every page measured (the performance target is the one the
# site had before pages carried their answers; the others are full marks).
TARGETS = {"performance": 0.98, "accessibility": 1.0, "best-practices": 1.0, "seo": 1.0}
# The measures the performance score is made of (their audits' ids), to see which one moved.
METRICS = {
    "fcp_ms": "first-contentful-paint",
    "lcp_ms": "largest-contentful-paint",
    "tbt_ms": "total-blocking-time",
    "cls": "cumulative-layout-shift",
    "speed_index_ms": "speed-index",
}


class LighthouseError(RuntimeError):
    """Lighthouse could not be installed or did not report."""


def lighthouse() -> Path:
    """The Lighthouse command, installed first if need be."""
    command = HOME / "node_modules" / ".bin" / "lighthouse"
    if not command.exists():
        HOME.mkdir(parents=True, exist_ok=True)
        npm = ["npm", "install", "--prefix", str(HOME), "--no-audit", "--no-fund", "--save-exact"]
        installed = subprocess.run(
            [*npm, f"lighthouse@{VERSION}"],
            capture_output=True,
            text=True,
            check=False,
        )
        if installed.returncode != 0 or not command.exists():
            raise LighthouseError(f"npm could not install lighthouse:\n{installed.stderr}")
    return command


def scores(url: str) -> dict[str, float | None]:
    """Lighthouse's mobile scores (0 to 1) for one page, and the measures of its performance."""
    with tempfile.TemporaryDirectory(prefix="rules-lighthouse-") as temporary:
        report = Path(temporary) / "report.json"
        finished = subprocess.run(
            [
                str(lighthouse()),
                url,
                "--quiet",
                "--output=json",
                f"--output-path={report}",
                f"--only-categories={','.join(CATEGORIES)}",
                "--chrome-flags=--headless --no-sandbox --disable-gpu"
                " --disable-background-networking --disable-component-update --disable-sync",
            ],
            env={**os.environ, "CHROME_PATH": CHROMIUM},
            capture_output=True,
            text=True,
            check=False,
        )
        if finished.returncode != 0 or not report.exists():
            raise LighthouseError(f"lighthouse failed on {url}:\n{finished.stderr[-2000:]}")
        found = json.loads(report.read_text())
    measured: dict[str, float | None] = {
        name: float(found["categories"][name]["score"] or 0) for name in CATEGORIES
    }
    for key, audit in METRICS.items():
        value = found["audits"][audit].get("numericValue")  # none when Lighthouse could not tell
        measured[key] = None if value is None else round(float(value), 3)
    # Lighthouse's own measure of the host's speed: its simulation multiplies the long tasks it
    # saw by 4, so the same page's blocking time follows it (about 2,800 here when the host is
    # quiet, down to 1,300 when it is not).
    measured["benchmark_index"] = float(found["environment"]["benchmarkIndex"])
    return measured


def median_scores(url: str, runs: int) -> dict[str, float | None]:
    """Each score and measure's median over ``runs`` runs (of those that gave it): one run's
    move with the machine's load, as much as a page's change, can cross a target."""
    measured = [scores(url) for _ in range(runs)]
    medians: dict[str, float | None] = {}
    for key in measured[0]:
        values = [value for run in measured if (value := run[key]) is not None]
        medians[key] = statistics.median(values) if values else None
    return medians


def report(base_url: str, pages: dict[str, str], runs: int = 1) -> dict[str, object]:
    """Scores of each named page (name -> site path), medians of ``runs``, and whether every
    target holds."""
    measured = {name: median_scores(base_url + path, runs) for name, path in pages.items()}
    held = all(
        (page[category] or 0) >= target
        for page in measured.values()
        for category, target in TARGETS.items()
    )
    return {
        "version": VERSION,
        "runs": runs,
        "pages": measured,
        "targets": TARGETS,
        "every_target_met": held,
    }
