"""Running the command line as a user does, for the CLI tests."""

import subprocess
import sys


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m rules_py ARGS`` with ``stdin``; never raises on a non-zero exit."""
    return subprocess.run(
        [sys.executable, "-m", "rules_py", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )
