"""Build the pure-Python ``rules_py`` wheel that the browser installs into Pyodide.

The build runs on a copy of the sources in a temporary folder, so setuptools' ``build/`` and
``*.egg-info`` never land in the working tree. Every entry of the zip carries one fixed time
(``scripts/build/reproducible.py``), so the same sources always give the same bytes.
"""

import hashlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from scripts.build.reproducible import wheel_environment

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "rules_py"
# pyproject.toml may refer to these (readme, license); copy them when present.
PROJECT_FILES = ("pyproject.toml", "README.md", "LICENSE")


class WheelBuildError(RuntimeError):
    """pip could not build the wheel; carries pip's output."""


def build_wheel(destination: Path, root: Path = ROOT) -> Path:
    """Build the wheel into ``destination`` (created if needed) and return its path."""
    destination.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="rules-py-wheel-") as scratch:
        source = Path(scratch) / "source"
        built = Path(scratch) / "built"
        source.mkdir()
        for name in PROJECT_FILES:
            if (root / name).is_file():
                shutil.copy2(root / name, source / name)
        shutil.copytree(
            root / PACKAGE,
            source / PACKAGE,
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"),
        )
        command = [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--no-build-isolation",  # setuptools comes from requirements.txt; no network needed
            "--wheel-dir",
            str(built),
            str(source),
        ]
        finished = subprocess.run(
            command, capture_output=True, text=True, check=False, env=wheel_environment()
        )
        wheels = sorted(built.glob(f"{PACKAGE}-*.whl"))
        if finished.returncode != 0 or len(wheels) != 1:
            raise WheelBuildError(
                f"building the {PACKAGE} wheel failed ({' '.join(command)}):\n"
                f"{finished.stdout}{finished.stderr}"
            )
        target = destination / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def content_tag(path: Path) -> str:
    """A short hash of a file, used in URLs so browsers never keep a stale copy."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]
