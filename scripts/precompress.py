"""Gzip copies of the site's files for hosts that serve them (nginx ``gzip_static on;``, many CDNs).

Next to each page, script, stylesheet, data file and Pyodide's files larger than
:data:`MIN_BYTES`, the build writes ``<name>.gz``: the same bytes gzipped at the highest level,
dated 0 and with no file name in its header, so two builds give the same ``.gz`` (the build is
reproducible, ``tests/test_build_output.py``). A host that serves ``.gz`` copies sends a reader
that accepts gzip about half the bytes: Pyodide's wasm 9.6 MB as 3.5 MB. Where gzip saves less
than :data:`MIN_SAVING` (already compressed zips: the standard library, the wheel) no copy is
written, and a host sends the file as it is.
"""

import gzip
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Large files (Pyodide's) are the same build after build: their copies are kept here by content.
CACHE = ROOT / ".cache" / "gzip"
CACHE_FROM_BYTES = 256 * 1024

# What browsers fetch and gzip shrinks. Fonts (woff2) and images other than SVG are compressed
# already; source maps are fetched only by a browser's developer tools.
SUFFIXES = frozenset(
    (".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".wasm", ".zip", ".whl")
)
MIN_BYTES = 1024
MIN_SAVING = 0.05


@dataclass(frozen=True)
class Compressed:
    """What :func:`precompress` did: bytes of the files given a copy, and of their copies."""

    files: int
    raw_bytes: int
    gzip_bytes: int
    skipped: tuple[str, ...]  # site-relative paths gzip would not shrink enough


def gzipped(data: bytes) -> bytes:
    """``data`` gzipped, the same bytes on every run (no date, no name in the header).

    >>> gzip.decompress(gzipped(b"d100" * 100)) == b"d100" * 100
    True
    >>> gzipped(b"x") == gzipped(b"x")
    True
    """
    return gzip.compress(data, compresslevel=9, mtime=0)


def wanted(name: str, size: int) -> bool:
    """Whether a file is of a kind a browser fetches and gzip can shrink, and not tiny.

    >>> wanted("pyodide.asm.wasm", 9_598_218), wanted("sitemap.xml.gz", 5000), wanted("a.css", 900)
    (True, False, False)
    """
    return Path(name).suffix in SUFFIXES and size > MIN_BYTES


def cached_gzipped(data: bytes, cache: Path = CACHE) -> bytes:
    """:func:`gzipped`, kept in ``cache`` by the SHA-256 of ``data`` when it is large."""
    if len(data) < CACHE_FROM_BYTES:
        return gzipped(data)
    kept = cache / f"{hashlib.sha256(data).hexdigest()}.gz"
    if kept.is_file():
        return kept.read_bytes()
    compressed = gzipped(data)
    cache.mkdir(parents=True, exist_ok=True)
    partial = kept.with_suffix(f".{os.getpid()}.part")
    partial.write_bytes(compressed)
    partial.replace(kept)  # whole or not at all: another build may read it at the same time
    return compressed


def precompress(site_dir: Path, cache: Path = CACHE) -> Compressed:
    """Write ``<name>.gz`` next to every :func:`wanted` file of ``site_dir`` gzip shrinks by at
    least :data:`MIN_SAVING`; a ``.gz`` already there with the same content is kept as it is
    (MkDocs writes ``sitemap.xml.gz`` itself)."""
    files = raw = packed = 0
    skipped = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or not wanted(path.name, path.stat().st_size):
            continue
        data = path.read_bytes()
        copy = path.with_name(path.name + ".gz")
        if copy.is_file() and _holds(copy, data):
            packed_bytes = copy.stat().st_size
        else:
            compressed = cached_gzipped(data, cache)
            if len(compressed) > len(data) * (1 - MIN_SAVING):
                copy.unlink(missing_ok=True)
                skipped.append(path.relative_to(site_dir).as_posix())
                continue
            copy.write_bytes(compressed)
            packed_bytes = len(compressed)
        # Dated as its file, as nginx asks: both get the same Last-Modified.
        stat = path.stat()
        os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        files += 1
        raw += len(data)
        packed += packed_bytes
    return Compressed(files, raw, packed, tuple(skipped))


def _holds(copy: Path, data: bytes) -> bool:
    try:
        return gzip.decompress(copy.read_bytes()) == data
    except (OSError, EOFError):
        return False
