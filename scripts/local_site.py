"""A built site served on 127.0.0.1 and the headless Chromium that visits it: the one definition
shared by ``make bench`` (scripts/bench.py) and the browser tests (tests/browser/)."""

import os
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"
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

    def log_message(self, format: str, *args: Any) -> None:
        pass
