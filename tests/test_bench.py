"""``make bench`` works: ``scripts/bench.py --quick`` builds, serves and measures the offline site
and prints one JSON object with every figure. Times are machine-dependent, so no test asserts on
them; only that each is there and is a number (and that a page without a calculator fetches no
Pyodide)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
KEYS = {
    "samples",
    "pyodide_bare_ms",
    "first_result_ms",
    "first_result_ratio",
    "return_visit_ms",
    "return_visit_ratio",
    "instant_nav_ms",
    "recompute",
    "text_page_pyodide_bytes",
    "calculator_page_bytes",
    "build_s",
}


@pytest.mark.browser
def test_quick_bench_prints_every_figure() -> None:
    finished = subprocess.run(
        [sys.executable, "-m", "scripts.bench", "--quick"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    assert finished.returncode == 0, finished.stderr
    report = json.loads(finished.stdout)
    assert set(report) == KEYS
    for key in KEYS - {"recompute", "calculator_page_bytes"}:
        assert isinstance(report[key], int | float) and report[key] >= 0, key
    assert set(report["recompute"]) == {"ability", "multi_contest"}
    for figures in report["recompute"].values():
        assert figures["changes"] == 5
        assert 0 < figures["p50"] <= figures["p95"]
    assert report["text_page_pyodide_bytes"] == 0
    assert 0 < report["calculator_page_bytes"]["gzip"] < report["calculator_page_bytes"]["raw"]
