"""Where the browser gets Pyodide: the jsDelivr CDN first (default) or only the copy in ``site/``.

The Pyodide version is read from ``package.json`` (the npm pin used for the offline build and the
browser tests), so the CDN address and the local copy can never disagree. Every build ships the
local copy (``site/pyodide/``): the CDN build falls back to it when the CDN fails or stalls, the
offline build (``RULES_PYODIDE=local``) uses nothing else. The worker checks each file it loads
against the SHA-384 digest computed here from ``node_modules`` (the CDN serves the same bytes).
"""

import base64
import gzip
import hashlib
import json
import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE_JSON = ROOT / "package.json"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

# The one place the CDN layout is spelled out; {version} comes from package.json.
CDN_INDEX_URL = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"

# What loadPyodide fetches from Pyodide's folder to start a bare interpreter (no extra packages).
# The worker downloads (and checks) each of these itself and hands them to Pyodide.
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
# Pyodide's standard library (sources only). The site ships it with bytecode added
# (scripts/build/compiled_stdlib.py), so it is not among the runtime files the site copies.
STDLIB = "python_stdlib.zip"

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
    missing = [name for name in (*RUNTIME_FILES, STDLIB) if not (node_pyodide / name).is_file()]
    if missing:
        raise PyodideAssetError(
            f"the site ships Pyodide from the npm package: {node_pyodide} lacks"
            f" {', '.join(missing)}. Run `npm ci` (`make serve` and `make offline` do it)."
        )
    installed = json.loads((node_pyodide / "package.json").read_text(encoding="utf-8"))["version"]
    if installed != pyodide_version():
        raise PyodideAssetError(
            f"node_modules has pyodide {installed} but package.json pins {pyodide_version()};"
            " run `npm ci`"
        )


def copy_local_runtime(site_dir: Path, node_pyodide: Path = NODE_PYODIDE) -> Path:
    """Copy the Pyodide runtime from ``node_modules`` into ``site_dir/pyodide``; return that.

    A file already there with the same size and time is kept (``properdocs serve`` rebuilds often).
    """
    check_local_runtime(node_pyodide)
    target = site_dir / LOCAL_DIR
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        source, copy = node_pyodide / name, target / name
        if copy.is_file():
            have, want = copy.stat(), source.stat()
            if have.st_size == want.st_size and int(have.st_mtime) == int(want.st_mtime):
                continue
        shutil.copy2(source, copy)
    return target


def subresource_integrity(data: bytes) -> str:
    """The Subresource Integrity string (SHA-384) of ``data``.

    >>> subresource_integrity(b"")
    'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb'
    """
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode("ascii")


# The worker checks a large file a piece at a time while the rest is still coming, so checking
# it adds the time of one piece, not of the whole file, to the start; it keeps each checked piece,
# so a reload goes on from the last one, and a resumed download asks again for no more than one
# piece (a quarter of a MiB: at most about 90 kB gzipped of Pyodide's wasm).
PIECE_BYTES = 1 << 18


def piece_integrities(data: bytes) -> list[str]:
    """The integrity string of each ``PIECE_BYTES`` piece of ``data`` (none for a smaller file).

    >>> len(piece_integrities(bytes(PIECE_BYTES + 1))), piece_integrities(b"x")
    (2, [])
    """
    if len(data) <= PIECE_BYTES:
        return []
    return [
        subresource_integrity(data[start : start + PIECE_BYTES])
        for start in range(0, len(data), PIECE_BYTES)
    ]


def packed(data: bytes) -> tuple[bytes, list[int]]:
    """``data`` as gzip members, one per ``PIECE_BYTES`` piece, each compressed on its own, and
    where each member starts (and the end): the copy a download resumes from, at any piece,
    still compressed. A browser asks for a range of a file uncompressed (``Accept-Encoding:
    identity``), so a download the host sent compressed would otherwise go on raw; gzip's window
    is 32 kB, so members of a piece each lose almost nothing. Each member is read with the
    browser's own ``DecompressionStream("gzip")``; the same bytes on every build (dated 0).

    >>> import gzip
    >>> data = bytes(range(256)) * 2048  # two pieces
    >>> copy, offsets = packed(data)
    >>> len(offsets), offsets[0], offsets[-1] == len(copy)
    (3, 0, True)
    >>> gzip.decompress(copy[offsets[1] :]) == data[PIECE_BYTES:], gzip.decompress(copy) == data
    (True, True)
    """
    members = [
        gzip.compress(data[start : start + PIECE_BYTES], compresslevel=9, mtime=0)
        for start in range(0, len(data), PIECE_BYTES)
    ]
    offsets = [0]
    for member in members:
        offsets.append(offsets[-1] + len(member))
    return b"".join(members), offsets


def checked_file(data: bytes) -> dict[str, str | int | list[str]]:
    """What the worker checks a file against: its integrity string, its size and, for a large
    file, its pieces' integrity.

    >>> sorted(checked_file(b"x")), len(checked_file(bytes(PIECE_BYTES + 1))["pieces"])
    (['bytes', 'integrity'], 2)
    """
    entry: dict[str, str | int | list[str]] = {
        "integrity": subresource_integrity(data),
        "bytes": len(data),
    }
    if pieces := piece_integrities(data):
        entry["pieces"] = pieces
    return entry


def runtime_manifest(
    node_pyodide: Path = NODE_PYODIDE,
) -> dict[str, dict[str, str | int | list[str]]]:
    """Each runtime file's :func:`checked_file` entry, from ``node_modules``."""
    check_local_runtime(node_pyodide)
    return {name: checked_file((node_pyodide / name).read_bytes()) for name in RUNTIME_FILES}
