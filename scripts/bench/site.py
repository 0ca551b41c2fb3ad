"""The site the bench measures: the offline build (``RULES_PYODIDE=local``, ``SITE_URL`` its own
server), served on 127.0.0.1 by a server that can send the build's compressed copies (as nginx's
``brotli_static`` and ``gzip_static`` do, or as a host with gzip only), counts every body it
sends, and cuts or paces one file's answer where the resume part asks."""

import os
import subprocess
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from scripts.bench.bare import write_bare_pages
from scripts.build.precompress import ENCODINGS, Encoding
from scripts.tools.local_site import BUILD, HOST, PrecompressedHandler

ROOT = Path(__file__).resolve().parents[2]
CHUNK = 16 * 1024
BUILD_S = 1_800  # the site's build (a cold one compresses Pyodide anew: about a minute)


class Answer(NamedTuple):
    """One answer the server sent: the path asked for, its body's and its headers' bytes, and
    whether the service worker asked (its script, or a fetch of its own: they name it as their
    referrer). Counted here, not read back from the browser: Playwright's ``Request.response``
    and ``Request.sizes`` have no time limit, and for a service worker's request they have
    waited for good (make bench idle for 14 minutes)."""

    path: str
    body: int
    head: int
    by_service_worker: bool


class BenchServer(ThreadingHTTPServer):
    """The site's server, with what the bench switches and counts."""

    compressed = False  # send a file's .br or .gz copy to a browser that accepts it
    gzip_only = False  # ... its .gz copy only, as a host without brotli does

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lock = threading.Lock()
        self.sent: dict[str, int] = {}  # path -> body bytes written (the resume part counts)
        self.answers: list[Answer] = []  # every answer with a body, in order
        self.epoch = 0  # counts forget(): an answer begun before it is not counted after
        self.cut: tuple[str, int] | None = None  # (path, bytes): that answer cut short, once
        self.pace: tuple[str, float] | None = None  # (path, bytes/s): that file sent slowly
        self.halfway = threading.Event()  # set once the paced file's half is sent
        self.root = Path()  # the site served

    def count(self, path: str, size: int) -> None:
        with self.lock:
            self.sent[path] = self.sent.get(path, 0) + size

    def forget(self) -> None:
        """Starts the counts again (before a visit whose bytes are counted)."""
        with self.lock:
            self.sent = {}
            self.answers = []
            self.epoch += 1

    def answered(self) -> list[Answer]:
        with self.lock:
            return list(self.answers)


class CompressingHandler(PrecompressedHandler):
    server: BenchServer
    head = 0  # the bytes of this answer's status line and headers

    def flush_headers(self) -> None:
        self.head = sum(len(line) for line in getattr(self, "_headers_buffer", []))
        super().flush_headers()

    def by_service_worker(self) -> bool:
        """Whether the service worker asked: its script, or a fetch it made itself."""
        referrer = urlsplit(self.headers.get("Referer") or "").path
        return self.headers.get("Service-Worker") == "script" or referrer.endswith("/sw.js")

    def offered(self) -> Sequence[Encoding]:
        if not self.server.compressed:
            return ()
        return [e for e in ENCODINGS if e.content_encoding == "gzip" or not self.server.gzip_only]

    def _limits(self, path: str, size: int) -> tuple[int | None, float, int | None]:
        """This answer's cut (bytes), pace (bytes/s) and the byte that marks its half."""
        server = self.server
        limit = None
        with server.lock:
            if server.cut and server.cut[0] == path and "Range" not in self.headers:
                limit = server.cut[1]
                server.cut = None  # once
        pace = server.pace[1] if server.pace and server.pace[0] == path else 0.0
        return limit, pace, size // 2 if pace else None

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """The body, counted; cut short or paced where the resume part asks."""
        path = urlsplit(self.path).path
        limit, pace, half = self._limits(path, os.fstat(source.fileno()).st_size)
        epoch = self.server.epoch
        written = 0
        try:
            while chunk := source.read(CHUNK):
                if limit is not None:
                    chunk = chunk[: max(0, limit - written)]
                if not chunk:
                    break
                outputfile.write(chunk)
                written += len(chunk)
                self.server.count(path, len(chunk))
                if half is not None and written >= half:
                    self.server.halfway.set()
                if pace:
                    time.sleep(len(chunk) / pace)
        except (BrokenPipeError, ConnectionResetError):
            return
        finally:
            answer = Answer(path, written, self.head, self.by_service_worker())
            with self.server.lock:
                if self.server.epoch == epoch:  # (a closed context's late answers are not)
                    self.server.answers.append(answer)
        if limit is not None:
            self.close_connection = True  # the body ends short of its Content-Length


@contextmanager
def served_site(root: Path) -> Iterator[tuple[str, float, BenchServer]]:
    """Build the offline site into ``root`` (timed), add the bench's bare pages, serve it;
    yields the base URL, the build's wall time in seconds and the server."""
    server = BenchServer((HOST, 0), partial(CompressingHandler, directory=str(root)))
    server.root = root
    base_url = f"http://{HOST}:{server.server_address[1]}/"
    environment = {**os.environ, "RULES_PYODIDE": "local", "SITE_URL": base_url}
    started = time.perf_counter()
    subprocess.run(
        [*BUILD, "--strict", "--quiet", "--site-dir", str(root)],
        cwd=ROOT,
        env=environment,
        check=True,
        timeout=BUILD_S,
    )
    build_s = time.perf_counter() - started
    write_bare_pages(root)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base_url, build_s, server
    finally:
        server.shutdown()
        server.server_close()


def calculator_pages(root: Path, names: Sequence[str]) -> dict[str, str]:
    """Each calculator of ``names`` on a page of the build, with the first page (path order)
    holding it."""
    found: dict[str, str] = {}
    for html in sorted(root.rglob("*.html")):
        text = html.read_text(encoding="utf-8")
        for name in names:
            if name not in found and f'data-calculator="{name}"' in text:
                found[name] = html.relative_to(root).as_posix().removesuffix("index.html")
    return found
