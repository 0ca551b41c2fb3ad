"""Every wait of ``make bench`` has a limit that names its stage (scripts/bench/page.py): a wait
that times out says which stage, and a call that never ends is cut by the stage's watchdog, which
ends the run saying where it stood instead of leaving it idle (it was, twice, for 14 minutes)."""

import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from scripts.bench.page import GAVE_UP, StageTimeout, stage

ROOT = Path(__file__).resolve().parents[2]


def test_a_wait_that_times_out_is_named_by_its_stage() -> None:
    named = pytest.raises(StageTimeout, match=r"^desktop: a return visit: Timeout 9ms exceeded")
    with named, stage("desktop: a return visit", 5):
        raise PlaywrightTimeout("Timeout 9ms exceeded.\nCall log: ...")
    within = pytest.raises(StageTimeout, match=r"^resume: the server never sent half")
    with within, stage("resume", 5):
        raise StageTimeout("resume: the server never sent half the wasm")  # named within


def test_other_failures_pass_unchanged() -> None:
    with pytest.raises(ValueError, match="not a timeout"), stage("desktop: a first visit", 5):
        raise ValueError("not a timeout")


NEVER_ENDS = """
import time
from scripts.bench import page
page.GRACE_S = 0.5
with page.stage("engines: a call that never returns", 0.5):
    time.sleep(60)
"""


def test_a_call_that_never_ends_ends_the_run_naming_its_stage() -> None:
    finished = subprocess.run(
        [sys.executable, "-c", NEVER_ENDS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert finished.returncode == GAVE_UP
    assert "engines: a call that never returns: no end within 1 s" in finished.stderr
    assert 'File "<string>", line 6' in finished.stderr  # where it stood: the sleep
