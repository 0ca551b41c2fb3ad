"""The pages restate the documents in our own words: no run of 12+ words is shared with a seed.

Runs the project's shared checker (``../shared/tools/prose_overlap.py``), as CI has it beside the
checkout. Table rows and numbers do not count; only prose does.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKER = ROOT.parent / "shared" / "tools" / "prose_overlap.py"


@pytest.mark.skipif(not CHECKER.exists(), reason="shared/ is not beside this checkout")
def test_no_page_copies_a_sentence_from_the_seeds() -> None:
    done = subprocess.run(
        [sys.executable, str(CHECKER), str(ROOT / "docs")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip().endswith("0 shared run(s) of 12+ words"), done.stdout
