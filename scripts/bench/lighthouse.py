"""Lighthouse's scores for some pages of a served site, for ``make bench``.

Lighthouse (npm ``lighthouse``, pinned below: 12.3 and later want a newer Node than Debian's)
is installed on first use into ``.cache/lighthouse/``, not with the site's own npm packages:
only the bench needs it. It drives Debian's Chromium with its mobile preset (a slow phone on
a slow network, simulated) and reports performance, accessibility, best practices and SEO.

Each run loads the page once and scores that load twice. Lighthouse times the load at this
host's speed and then simulates the phone: the network, and a processor ``cpuSlowdownMultiplier``
times slower than the host. The preset's 4x stands for a phone a quarter as fast as whatever
host runs it, so the same page scores worse on a slower host (Lighthouse's benchmark index,
which it measures on the host at the start of each run, about 2,900 here when the machine is
quiet, down to 1,000 when it is not). The second score is at the slower setting: the multiplier
scaled to that run's own benchmark index so that the host stands for one of index 1,500
(4 x index / 1,500), a reader's phone rather than this machine's speed.
"""

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]  # the repository (.cache/ is git-ignored there)
HOME = ROOT / ".cache" / "lighthouse"
RUN_S = 300  # one run of Lighthouse (a load, or an audit of it); its install: twice that
VERSION = "12.2.3"
CHROMIUM = "/usr/bin/chromium"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# What each category must reach on every page measured with the preset (the performance target
# is the one the site had before pages carried their answers; the others are full marks).
TARGETS = {"performance": 0.98, "accessibility": 1.0, "best-practices": 1.0, "seo": 1.0}
# The slower setting: the host's benchmark index it stands for, the preset's processor slowdown
# it scales, and what performance must reach there on every page.
SLOWER_INDEX = 1500
PRESET_SLOWDOWN = 4
SLOWER_TARGETS = {"performance": 0.95}
# A calculator page's total blocking time with the preset (the processor 4x slower than the
# host's), in milliseconds: what the bench's summary (contributing/bench.md) holds each page to.
TBT_TARGET_MS = 200
SLOWER = "slower_"  # the prefix of the slower setting's keys
# The measures the performance score is made of (their audits' ids), to see which one moved.
METRICS = {
    "fcp_ms": "first-contentful-paint",
    "lcp_ms": "largest-contentful-paint",
    "tbt_ms": "total-blocking-time",
    "cls": "cumulative-layout-shift",
    "speed_index_ms": "speed-index",
}
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu"
    " --disable-background-networking --disable-component-update --disable-sync"
)


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
            timeout=2 * RUN_S,
        )
        if installed.returncode != 0 or not command.exists():
            raise LighthouseError(f"npm could not install lighthouse:\n{installed.stderr}")
    return command


def slower_slowdown(benchmark_index: float) -> float:
    """The processor slowdown at which a host of this benchmark index stands for one of
    ``SLOWER_INDEX``: the preset's 4x scaled by the host's speed (never below 1: Lighthouse
    cannot make a slow host faster).

    >>> slower_slowdown(3000), slower_slowdown(1500), slower_slowdown(2888), slower_slowdown(300)
    (8.0, 4.0, 7.701, 1.0)
    """
    return round(max(1.0, PRESET_SLOWDOWN * benchmark_index / SLOWER_INDEX), 3)


def _run(arguments: list[str], url: str) -> None:
    command = [
        str(lighthouse()),
        url,
        "--quiet",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={CHROME_FLAGS}",
        *arguments,
    ]
    try:
        finished = subprocess.run(
            command,
            env={**os.environ, "CHROME_PATH": CHROMIUM},
            capture_output=True,
            text=True,
            check=False,
            timeout=RUN_S,
        )
    except subprocess.TimeoutExpired as error:
        mode = arguments[0].split("=")[0] if arguments else "a run"
        raise LighthouseError(f"lighthouse ({mode}) on {url}: no end within {RUN_S} s") from error
    if finished.returncode != 0:
        raise LighthouseError(f"lighthouse failed on {url}:\n{finished.stderr[-2000:]}")


def _measured(found: dict[str, Any], categories: tuple[str, ...]) -> dict[str, float | None]:
    """The categories' scores and the performance measures of one Lighthouse report."""
    measured: dict[str, float | None] = {
        name: float(found["categories"][name]["score"] or 0) for name in categories
    }
    for key, audit in METRICS.items():
        value = found["audits"][audit].get("numericValue")  # none when Lighthouse could not tell
        measured[key] = None if value is None else round(float(value), 3)
    return measured


def scores(url: str) -> dict[str, float | None]:
    """Lighthouse's mobile scores (0 to 1) for one load of a page and the measures of its
    performance, with the preset and (keys ``slower_...``) at the slower setting; the host's
    benchmark index and the slower setting's processor slowdown (``cpu_slowdown``)."""
    with tempfile.TemporaryDirectory(prefix="rules-lighthouse-") as temporary:
        gathered = Path(temporary) / "gathered"
        _run([f"--gather-mode={gathered}"], url)  # loads the page once; saves what it saw
        artifacts_file = gathered / "artifacts.json"
        artifacts = json.loads(artifacts_file.read_text(encoding="utf-8"))
        # The simulated throttling slows the load's trace in the audits only: the load itself ran
        # at the host's speed, so the same load can be scored at another slowdown.
        if artifacts["settings"]["throttlingMethod"] != "simulate":
            raise LighthouseError(f"lighthouse did not simulate the phone on {url}")
        index = float(artifacts["BenchmarkIndex"])
        setting = slower_slowdown(index)
        reports: dict[str, dict[str, Any]] = {}
        for name, slowdown in (("preset", None), ("slower", setting)):
            output = Path(temporary) / f"{name}.json"
            arguments = [f"--audit-mode={gathered}", "--output=json", f"--output-path={output}"]
            if slowdown is not None:
                # Lighthouse audits only with the settings it gathered with: the load's saved
                # settings are given the slowdown the audit is asked for.
                artifacts["settings"]["throttling"]["cpuSlowdownMultiplier"] = slowdown
                artifacts_file.write_text(json.dumps(artifacts), encoding="utf-8")
                arguments.append(f"--throttling.cpuSlowdownMultiplier={slowdown}")
            _run(arguments, url)
            if not output.exists():
                raise LighthouseError(f"lighthouse did not report on {url}")
            reports[name] = json.loads(output.read_text(encoding="utf-8"))
    slower = reports["slower"]
    if slower["configSettings"]["throttling"]["cpuSlowdownMultiplier"] != setting:
        raise LighthouseError(f"lighthouse did not take the slower setting on {url}")
    measured = _measured(reports["preset"], CATEGORIES)
    measured |= {SLOWER + key: value for key, value in _measured(slower, ("performance",)).items()}
    # Lighthouse's own measure of the host's speed, taken at the start of this load.
    measured["benchmark_index"] = index
    measured["cpu_slowdown"] = setting
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


def targets_met(pages: dict[str, dict[str, float | None]]) -> bool:
    """Whether every page reaches every target, with the preset and at the slower setting.

    >>> page = {"performance": 1.0, "accessibility": 1.0, "best-practices": 1.0, "seo": 1.0}
    >>> targets_met({"a": page | {"slower_performance": 0.95}})
    True
    >>> targets_met({"a": page | {"slower_performance": 0.94}}), targets_met({"a": page})
    (False, False)
    """
    wanted = TARGETS | {SLOWER + key: target for key, target in SLOWER_TARGETS.items()}
    return all(
        (page.get(key) or 0) >= target for page in pages.values() for key, target in wanted.items()
    )


def report(base_url: str, pages: dict[str, str], runs: int = 1) -> dict[str, object]:
    """Scores of each named page (name -> site path), medians of ``runs``, and whether every
    target holds."""
    measured = {name: median_scores(base_url + path, runs) for name, path in pages.items()}
    return {
        "version": VERSION,
        "runs": runs,
        "pages": measured,
        "targets": TARGETS,
        "slower": {
            "benchmark_index": SLOWER_INDEX,
            "cpu_slowdown": f"{PRESET_SLOWDOWN} x the run's benchmark index / {SLOWER_INDEX:,}",
            "targets": SLOWER_TARGETS,
        },
        "every_target_met": targets_met(measured),
    }
