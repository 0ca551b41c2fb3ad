"""Where the browser gets Pyodide: the jsDelivr CDN (default) or a copy inside ``site/``.

The Pyodide version is read from ``package.json`` (the npm pin used for the offline build and the
browser tests), so the CDN address and the local copy can never disagree.
"""

import json
import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_JSON = ROOT / "package.json"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

# The one place the CDN layout is spelled out; {version} comes from package.json.
CDN_INDEX_URL = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"

# What loadPyodide fetches to start a bare interpreter (no extra packages).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

SOURCE_ENV = "RULES_PYODIDE"
SOURCES = ("cdn", "local")

# Where the local copy goes, relative to the site root.
LOCAL_DIR = "pyodide"


class PyodideAssetError(RuntimeError):
    """The Pyodide source is misconfigured or its files are missing."""


def pyodide_version() -> str:
    """The pinned Pyodide version, as package.json declares it."""
    declared = json.loads(PACKAGE_JSON.read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    return str(declared).lstrip("=^~v")


def pyodide_source() -> str:
    """``cdn`` or ``local``, from the environment; anything else is an error, not a fallback."""
    source = os.environ.get(SOURCE_ENV, "cdn").strip().lower() or "cdn"
    if source not in SOURCES:
        raise PyodideAssetError(f"{SOURCE_ENV}={source!r}: expected one of {', '.join(SOURCES)}")
    return source


def cdn_index_url() -> str:
    """The CDN folder holding the pinned Pyodide release."""
    return CDN_INDEX_URL.format(version=pyodide_version())


def check_local_runtime(node_pyodide: Path = NODE_PYODIDE) -> None:
    """Raise unless ``node_modules`` holds the pinned Pyodide runtime."""
    missing = [name for name in RUNTIME_FILES if not (node_pyodide / name).is_file()]
    if missing:
        raise PyodideAssetError(
            f"{SOURCE_ENV}=local needs the npm package: {node_pyodide} lacks {', '.join(missing)}."
            " Run `npm ci` (or `make offline`, which does it)."
        )
    installed = json.loads((node_pyodide / "package.json").read_text(encoding="utf-8"))["version"]
    if installed != pyodide_version():
        raise PyodideAssetError(
            f"node_modules has pyodide {installed} but package.json pins {pyodide_version()};"
            " run `npm ci`"
        )


def copy_local_runtime(site_dir: Path, node_pyodide: Path = NODE_PYODIDE) -> Path:
    """Copy the Pyodide runtime from ``node_modules`` into ``site_dir/pyodide``; return that."""
    check_local_runtime(node_pyodide)
    target = site_dir / LOCAL_DIR
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copy2(node_pyodide / name, target / name)
    return target
