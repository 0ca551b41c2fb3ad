"""The service worker (``sw.js`` at the site root): every page and the files they need, kept in
the reader's browser so the site and its calculators work offline after one visit.

``docs/sw.js`` is copied by MkDocs; here its ``BUILD`` line is filled in with a version (a hash
of every file it keeps and of the Pyodide and wheel versions, so any change of the site gives a
new ``sw.js``, which the browser installs in place of the old one, dropping the old caches) and
the list of files to keep at install. Pyodide's files and the wheel are not on that list: the
calculator worker keeps them itself, the first time a calculator page starts Python, so pages
without a calculator never fetch a byte of Pyodide.

What that copy costs a reader is the kept files' bytes as a host sends them: raw, gzip or brotli
(:func:`copy_sizes`, the copies :mod:`scripts.build.precompress` writes, or the file itself where a
copy would not save enough). They go into ``BUILD`` and into the page's offline control
(``javascripts/site/offline-size.js``, filled in the same way), which shows the figure before the
reader lets the copy be made.
"""

import hashlib
import json
from pathlib import Path

from scripts.build import precompress
from scripts.build.placeholder import fill_line

SCRIPT = "sw.js"
BUILD_LINE = "const BUILD = {}; // filled in by scripts/build/service_worker.py"
SIZE_MODULE = "javascripts/site/offline-size.js"
SIZE_LINE = "export const OFFLINE_BYTES = {}; // filled in by scripts/build/service_worker.py"
# Kept at install, besides every page: the site's own scripts and styles and Material's.
KEEP = (
    "assets/stylesheets/*.css",
    "assets/javascripts/bundle.*.js",
    "assets/javascripts/workers/*.js",
    "assets/images/*",
    "javascripts/**/*.js",
    "stylesheets/*.css",
    "search/search_index.json",
    "sitemap.xml",  # Material's instant navigation reads it on every page load
    "manifest.webmanifest",  # the site as an app on a phone's home screen, and its icons
    "images/icon-*.png",
)


def precache_list(site_dir: Path) -> list[str]:
    """Site-relative URLs to keep at install: pages as the browser asks for them (``a/b/``)."""
    urls = set()
    for page in site_dir.rglob("*.html"):
        relative = page.relative_to(site_dir).as_posix()
        urls.add(relative.removesuffix("index.html"))
    for pattern in KEEP:
        urls.update(path.relative_to(site_dir).as_posix() for path in site_dir.glob(pattern))
    return sorted(urls)


def build_version(site_dir: Path, urls: list[str], extra: str) -> str:
    """A short hash of the kept files' contents and ``extra`` (Pyodide version, wheel tag)."""
    digest = hashlib.sha256(extra.encode("utf-8"))
    for url in urls:
        path = _path(site_dir, url)
        digest.update(url.encode("utf-8") + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def _path(site_dir: Path, url: str) -> Path:
    return site_dir / url / "index.html" if url == "" or url.endswith("/") else site_dir / url


def sent_size(data: bytes, encoding: precompress.Encoding | None) -> int:
    """The bytes a host sends for a file of ``data``: its copy in ``encoding`` where the build
    writes one (:func:`scripts.build.precompress.wanted`, saving enough), else the file as it is.

    >>> sent_size(b"d100 " * 1000, None), sent_size(b"d100 " * 1000, precompress.ENCODINGS[1]) < 100
    (5000, True)
    >>> sent_size(b"tiny", precompress.ENCODINGS[0])
    4
    """
    if encoding is None or len(data) <= precompress.MIN_BYTES:
        return len(data)
    packed = len(precompress.cached(data, encoding))
    return packed if packed <= len(data) * (1 - precompress.MIN_SAVING) else len(data)


def copy_sizes(site_dir: Path, urls: list[str]) -> dict[str, int]:
    """The offline copy's bytes on the wire, by ``Content-Encoding`` ("identity": none)."""
    sizes = {"identity": 0, **{encoding.content_encoding: 0 for encoding in precompress.ENCODINGS}}
    for url in urls:
        path = _path(site_dir, url)
        data = path.read_bytes()
        compressible = precompress.wanted(path.name, len(data))
        sizes["identity"] += len(data)
        for encoding in precompress.ENCODINGS:
            chosen = encoding if compressible else None
            sizes[encoding.content_encoding] += sent_size(data, chosen)
    return sizes


def write_size_module(site_dir: Path, sizes: dict[str, int]) -> None:
    """Fill in the offline control's size line (``javascripts/site/offline-size.js``)."""
    line = f"export const OFFLINE_BYTES = {json.dumps(sizes, sort_keys=True)};"
    fill_line(site_dir / SIZE_MODULE, SIZE_LINE, line)


def write_service_worker(site_dir: Path, caches: dict[str, str]) -> str:
    """Fill in ``sw.js``'s build line; ``caches`` names the other caches of this build (Pyodide's
    and the wheel's, kept by the worker) so the service worker drops every older one. Returns the
    version."""
    target = site_dir / SCRIPT
    text = target.read_text(encoding="utf-8")
    if BUILD_LINE not in text:
        raise ValueError(f"{target} lacks the line {BUILD_LINE!r}")
    urls = precache_list(site_dir)
    # The size module is one of the kept files: its own few hundred bytes are left out of it.
    sizes = copy_sizes(site_dir, [url for url in urls if url != SIZE_MODULE])
    write_size_module(site_dir, sizes)
    version = build_version(site_dir, urls, json.dumps(caches, sort_keys=True))
    build = {"version": version, "precache": urls, "caches": caches, "sizes": sizes}
    line = f"const BUILD = {json.dumps(build, sort_keys=True)};"
    target.write_text(text.replace(BUILD_LINE, line, 1), encoding="utf-8")
    return version
