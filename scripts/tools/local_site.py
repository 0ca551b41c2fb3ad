"""A built site served on 127.0.0.1 and the headless Chromium that visits it: the one definition
shared by ``make bench`` (scripts/bench/) and the browser tests (tests/browser/)."""

import os
import re
import sys
from collections.abc import Sequence
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import urlsplit

from scripts.build import content_security
from scripts.build.precompress import ENCODINGS, Encoding

HOST = "127.0.0.1"
# The site's build, run from the repository's root: ProperDocs (MkDocs 1.x continued), the
# configuration named: it keeps MkDocs' file name, which ProperDocs otherwise reads as a fallback
# it announces on every run and means to drop.
BUILD = (sys.executable, "-m", "properdocs", "build", "-f", "mkdocs.yml")
CHROMIUM = "/usr/bin/chromium"  # Debian's (Playwright's own browsers are not downloaded)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",  # run as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Independent of /etc/mime.types: module scripts and wasm streaming need these exact types.
CONTENT_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
}


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves files with the content types above, and logs nothing (one line per request would
    bury pytest's output and the bench's JSON)."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return CONTENT_TYPES.get(Path(path).suffix) or super().guess_type(path)

    def end_headers(self) -> None:
        # The build's _headers (scripts/build/content_security.py), as a host configured so sends
        # them.
        for name, value in content_security.read_headers(Path(self.directory)).items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


def accepted_codings(accept_encoding: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (those not given ``q=0``).

    >>> sorted(accepted_codings("gzip, deflate, br, zstd"))
    ['br', 'deflate', 'gzip', 'zstd']
    >>> sorted(accepted_codings("br;q=0, GZIP;q=0.5, identity")), accepted_codings("")
    (['gzip', 'identity'], set())
    """
    codings = set()
    for item in accept_encoding.split(","):
        name, _, parameters = item.partition(";")
        quality = re.search(r"q\s*=\s*([0-9.]+)", parameters)
        if name.strip() and (quality is None or float(quality[1] or 0) > 0):
            codings.add(name.strip().lower())
    return codings


def chosen_encoding(
    accept_encoding: str, offered: Sequence[Encoding], file: Path
) -> Encoding | None:
    """The first of ``offered`` that the request accepts and whose copy of ``file`` the build
    wrote; None: the file as it is."""
    codings = accepted_codings(accept_encoding)
    for encoding in offered:
        if (
            encoding.content_encoding in codings
            and file.with_name(file.name + encoding.suffix).is_file()
        ):
            return encoding
    return None


_RESUME = re.compile(r"bytes=(\d+)-$")


def resume_from(range_header: str | None, size: int) -> int | None:
    """The first byte asked by a ``Range: bytes=N-`` request that a file of ``size`` bytes holds;
    None for no Range, or one answered with the whole file (as HTTP lets a server do).

    >>> resume_from("bytes=1000-", 2000), resume_from("bytes=2000-", 2000)
    (1000, None)
    >>> resume_from("bytes=0-99", 2000), resume_from(None, 2000)
    (None, None)
    """
    match = _RESUME.match(range_header or "")
    return int(match[1]) if match and int(match[1]) < size else None


class PrecompressedHandler(QuietHandler):
    """Serves a file's ``.br`` or ``.gz`` copy, where the build wrote one, to a browser that
    accepts it (brotli first), as nginx's ``brotli_static``/``gzip_static`` and Caddy's
    ``precompressed br gzip`` do, with ``Vary: Accept-Encoding``. A ``Range: bytes=N-`` request
    (the calculator worker resuming a download that broke off) counts the bytes of the file itself,
    as the worker does: it is answered from the file, uncompressed, with 206."""

    def offered(self) -> Sequence[Encoding]:
        """The encodings this server sends (all of them; the bench can turn them off)."""
        return ENCODINGS

    def send_head(self) -> BinaryIO | None:
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"  # (a folder without its "/" is redirected first)
        if not path.is_file():
            return super().send_head()
        size = path.stat().st_size
        start = resume_from(self.headers.get("Range"), size)
        encoding = None
        if start is None:
            encoding = chosen_encoding(
                self.headers.get("Accept-Encoding", ""), self.offered(), path
            )
        body = path if encoding is None else path.with_name(path.name + encoding.suffix)
        file = body.open("rb")
        length = body.stat().st_size
        if start is None:
            self.send_response(HTTPStatus.OK)
        else:
            file.seek(start)
            self.send_response(HTTPStatus.PARTIAL_CONTENT)
            self.send_header("Content-Range", f"bytes {start}-{size - 1}/{size}")
            length -= start
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(length))
        self.send_header("Accept-Ranges", "bytes")
        if encoding is not None:
            self.send_header("Content-Encoding", encoding.content_encoding)
        if any(path.with_name(path.name + each.suffix).is_file() for each in ENCODINGS):
            self.send_header("Vary", "Accept-Encoding")  # for caches on the way
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return file
