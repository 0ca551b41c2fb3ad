"""Compressed copies of the site's files for hosts that serve them: ``<name>.br`` (brotli) for a
browser that accepts it, else ``<name>.gz`` (gzip), as nginx's ``brotli_static``/``gzip_static``
and Caddy's ``precompressed br gzip`` send them.

Next to each page, script, stylesheet, data file and Pyodide's files larger than
:data:`MIN_BYTES`, the build writes both copies (:func:`gzipped`, :func:`brotlied`), each where
it saves at least :data:`MIN_SAVING` (no copy of an already compressed zip, which a host then
sends as it is). Each copy is the same bytes on every build (gzip dated 0 with no file name;
brotli from the version pinned in ``requirements.txt``), so the build stays reproducible
(``tests/site_build/test_build_output.py``). Pyodide's wasm, 9.6 MB, goes over the wire as 3.5 MB
gzipped, 2.7 MB with brotli.

Brotli's highest quality takes about half a minute for the wasm: the copies of large files, the
same build after build, are kept under ``.cache/precompressed/`` by the SHA-256 of the file and of
the compressor's version and setting, and the others are compressed on the machine's cores at
once (both compressors let go of Python's lock while they work).
"""

import gzip
import hashlib
import os
import threading
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parents[2]
# Large files (Pyodide's) are the same build after build: their copies are kept here by content.
CACHE = ROOT / ".cache" / "precompressed"
CACHE_FROM_BYTES = 256 * 1024

# What browsers fetch and compression shrinks. Fonts (woff2) and images other than SVG are
# compressed already; source maps are fetched only by a browser's developer tools.
SUFFIXES = frozenset(
    (".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".wasm", ".zip", ".whl")
)
MIN_BYTES = 1024
MIN_SAVING = 0.05


@dataclass(frozen=True)
class Encoding:
    """One kind of copy: its suffix, the HTTP ``Content-Encoding`` that names it, how it is made
    (``recipe`` names the compressor's version and setting, part of the cache's key) and read."""

    suffix: str
    content_encoding: str
    recipe: str
    compress: Callable[[bytes], bytes]
    decompress: Callable[[bytes], bytes]


def gzipped(data: bytes) -> bytes:
    """``data`` gzipped, the same bytes on every run (no date, no name in the header).

    >>> gzip.decompress(gzipped(b"d100" * 100)) == b"d100" * 100
    True
    >>> gzipped(b"x") == gzipped(b"x")
    True
    """
    return gzip.compress(data, compresslevel=9, mtime=0)


def brotlied(data: bytes) -> bytes:
    """``data`` compressed with brotli (the same bytes for the same version of the compressor):
    at its highest quality where the copy is kept in the cache, made once (Pyodide's files), and
    one below for the smaller files, made on every build: on this site's pages, scripts and
    styles a third of the time, for 2 % more bytes.

    >>> brotli.decompress(brotlied(b"d100" * 100)) == b"d100" * 100
    True
    """
    return bytes(brotli.compress(data, quality=11 if len(data) >= CACHE_FROM_BYTES else 10))


# In the order a server prefers them: the smaller first.
ENCODINGS = (
    Encoding(".br", "br", f"brotli {brotli.__version__} quality 11", brotlied, brotli.decompress),
    Encoding(".gz", "gzip", f"zlib {zlib.ZLIB_VERSION} level 9", gzipped, gzip.decompress),
)


@dataclass(frozen=True)
class Compressed:
    """What :func:`precompress` did for one encoding: the files given a copy, their bytes and
    their copies' bytes, and the files it would not shrink enough."""

    files: int
    raw_bytes: int
    packed_bytes: int
    skipped: tuple[str, ...]  # site-relative paths


def wanted(name: str, size: int) -> bool:
    """Whether a file is of a kind a browser fetches and compression can shrink, and not tiny.

    >>> wanted("pyodide.asm.wasm", 9_598_218), wanted("sitemap.xml.gz", 5000), wanted("a.css", 900)
    (True, False, False)
    """
    return Path(name).suffix in SUFFIXES and size > MIN_BYTES


def cached(data: bytes, encoding: Encoding, cache: Path = CACHE) -> bytes:
    """``encoding``'s copy of ``data``, kept in ``cache`` by content when ``data`` is large."""
    if len(data) < CACHE_FROM_BYTES:
        return encoding.compress(data)
    key = hashlib.sha256(data)
    key.update(encoding.recipe.encode("utf-8"))
    kept = cache / f"{key.hexdigest()}{encoding.suffix}"
    try:
        os.utime(kept)  # used: the newest are kept (forget_old)
        return kept.read_bytes()
    except FileNotFoundError:  # not made yet, or just forgotten by another build
        pass
    compressed = encoding.compress(data)
    cache.mkdir(parents=True, exist_ok=True)
    # Its own name per thread: two equal files would otherwise write one partial copy at once.
    partial = kept.with_suffix(f".{os.getpid()}.{threading.get_ident()}.part")
    partial.write_bytes(compressed)
    partial.replace(kept)  # whole or not at all: another build may read it at the same time
    return compressed


def precompress(site_dir: Path, cache: Path = CACHE) -> dict[str, Compressed]:
    """Write each encoding's copy next to every :func:`wanted` file of ``site_dir`` it shrinks by
    at least :data:`MIN_SAVING`, and remove a stale one it would not write; a copy already there
    with the same content is kept as it is (MkDocs writes ``sitemap.xml.gz`` itself). Returns
    what was done, by ``Content-Encoding``."""
    paths = [
        path
        for path in sorted(site_dir.rglob("*"))
        if path.is_file() and wanted(path.name, path.stat().st_size)
    ]
    jobs = [(path, encoding) for encoding in ENCODINGS for path in paths]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        sizes = list(pool.map(lambda job: _write_copy(job[0], job[1], cache), jobs))
    forget_old(cache)
    report = {}
    for encoding in ENCODINGS:
        done = [
            (path, size) for (path, kind), size in zip(jobs, sizes, strict=True) if kind is encoding
        ]
        given = [(path, size) for path, size in done if size is not None]
        report[encoding.content_encoding] = Compressed(
            len(given),
            sum(path.stat().st_size for path, _ in given),
            sum(size or 0 for _, size in given),
            tuple(path.relative_to(site_dir).as_posix() for path, size in done if size is None),
        )
    return report


# A change of the rules or the pages gives new large files (the standard library, the search
# index): the cache keeps the copies used most recently, a few builds' worth.
KEPT = 40


def forget_old(cache: Path) -> None:
    """Delete all but the :data:`KEPT` copies of ``cache`` made or used last."""
    if not cache.is_dir():
        return
    copies = sorted(cache.iterdir(), key=lambda path: path.stat().st_mtime_ns)
    for old in copies[:-KEPT]:
        old.unlink(missing_ok=True)


def _write_copy(path: Path, encoding: Encoding, cache: Path) -> int | None:
    """Write ``path``'s copy in ``encoding``; its size, or None where it would not save enough."""
    data = path.read_bytes()
    copy = path.with_name(path.name + encoding.suffix)
    if copy.is_file() and _holds(copy, data, encoding):
        size = copy.stat().st_size
    else:
        compressed = cached(data, encoding, cache)
        if len(compressed) > len(data) * (1 - MIN_SAVING):
            copy.unlink(missing_ok=True)
            return None
        copy.write_bytes(compressed)
        size = len(compressed)
    # Dated as its file, as nginx asks: both get the same Last-Modified.
    stat = path.stat()
    os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return size


def _holds(copy: Path, data: bytes, encoding: Encoding) -> bool:
    try:
        return encoding.decompress(copy.read_bytes()) == data
    except (OSError, EOFError, brotli.error):
        return False
