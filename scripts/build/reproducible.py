"""Builds that depend on the sources alone, not on when or where they ran.

Two ``properdocs build`` runs of one commit give the same bytes
(``tests/site_build/test_build_output.py`` compares them file by file). Two things in a build would
otherwise carry the clock:

- MkDocs dates every page in ``sitemap.xml`` and stamps ``sitemap.xml.gz`` with the build time,
  unless ``SOURCE_DATE_EPOCH`` is set (https://reproducible-builds.org/specs/source-date-epoch/).
  :func:`pin_build_date` sets it, when the caller has not, to the time of the checkout's last
  commit: the date the sources last changed.
- The ``rules_py`` wheel is a zip file whose entries carry times: the source files' modification
  times (which a fresh clone resets) and the time the build wrote its metadata.
  :data:`WHEEL_EPOCH` is the one time every entry gets, so the wheel's bytes, and the hash in its
  URL, change only when its contents do.
"""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DATE_EPOCH = "SOURCE_DATE_EPOCH"
WHEEL_EPOCH = 315_532_800  # 1980-01-01 00:00 UTC, the earliest time a zip entry can hold


def commit_epoch(root: Path = ROOT) -> str | None:
    """The Unix time of the last commit of the checkout at ``root``; None outside git.

    >>> commit_epoch(Path("/")) is None or commit_epoch(Path("/")).isdigit()
    True
    """
    try:
        finished = subprocess.run(
            ["git", "log", "-1", "--format=%ct"],
            cwd=root,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:  # no git on this machine
        return None
    epoch = finished.stdout.strip()
    return epoch if finished.returncode == 0 and epoch.isdigit() else None


def pin_build_date(root: Path = ROOT) -> None:
    """Set ``SOURCE_DATE_EPOCH`` to the last commit's time unless it is set already (outside a
    git checkout, and without it, MkDocs uses the time of the build)."""
    if SOURCE_DATE_EPOCH not in os.environ:
        epoch = commit_epoch(root)
        if epoch is not None:
            os.environ[SOURCE_DATE_EPOCH] = epoch


def wheel_environment() -> dict[str, str]:
    """The environment for building the wheel: every zip entry dated :data:`WHEEL_EPOCH`."""
    return {**os.environ, SOURCE_DATE_EPOCH: str(WHEEL_EPOCH)}
