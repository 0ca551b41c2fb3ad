"""A static server for the built site that misbehaves on purpose, the way a poor network does.

Per file (by path suffix) a test can make the server trickle the body over a number of seconds
(never pausing long enough to count as a stall), cut the connection after some bytes (the first
time only), refuse it (HTTP 404) while a flag is set, or accept the request and never answer
(a venue's Wi-Fi that takes connections and forwards nothing) while a flag is set, and send the
build's brotli or gzip copy of it to a browser that accepts one. It answers ``Range: bytes=N-``
requests from the file itself with 206, as most static hosts do, and records every request with
its Range header, so a test can tell what a browser downloaded again.
"""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from scripts.build.precompress import ENCODINGS
from scripts.tools.local_site import HOST, QuietHandler, chosen_encoding, resume_from

CHUNK = 64 * 1024


@dataclass
class Behaviour:
    """What the server does to the files whose path ends with a given suffix."""

    trickle_s: float = 0.0  # spread each body over this many seconds
    cut_after: int | None = None  # close the connection after this many bytes, once
    refuse: bool = False  # answer 404 while set
    hang: bool = False  # read the request, then send nothing until the server stops
    compressed: bool = False  # send the .br or .gz copy where the request accepts it
    delay_s: float = 0.0  # wait this long before answering at all


@dataclass
class SlowServer:
    """The server's base URL, its per-file behaviours and the requests it has seen."""

    base_url: str
    behaviours: dict[str, Behaviour] = field(default_factory=dict)
    requests: list[tuple[str, str | None]] = field(default_factory=list)  # (path, Range header)
    # In the order they happened: ("asked", path) as a request comes, ("sent", path) once its
    # whole answer has gone, for files given a behaviour.
    events: list[tuple[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    stopping: threading.Event = field(default_factory=threading.Event)

    def behaviour(self, path: str) -> Behaviour | None:
        for suffix, behaviour in self.behaviours.items():
            if path.endswith(suffix):
                return behaviour
        return None

    def requested(self, *suffixes: str) -> list[tuple[str, str | None]]:
        """Every request for a path ending with one of ``suffixes``: (path, Range header)."""
        with self.lock:
            return [(path, ranges) for path, ranges in self.requests if path.endswith(suffixes)]

    def asked(self, suffix: str) -> list[str | None]:
        """The Range headers (None: a whole-file request) of every request for ``suffix``."""
        return [ranges for _, ranges in self.requested(suffix)]


class _SlowHandler(QuietHandler):
    server_state: SlowServer

    def __init__(self, *args: Any, state: SlowServer, **kwargs: Any) -> None:
        self.server_state = state
        super().__init__(*args, **kwargs)

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        state = self.server_state
        with state.lock:
            state.requests.append((path, self.headers.get("Range")))
            state.events.append(("asked", path))
        behaviour = state.behaviour(path)
        if behaviour is None:
            super().do_GET()
            return
        if behaviour.refuse:
            self.send_error(404)
            return
        if behaviour.hang:
            state.stopping.wait()
            self.close_connection = True
            return
        if behaviour.delay_s:
            time.sleep(behaviour.delay_s)
        file = Path(self.translate_path(path))
        if file.is_dir():  # a page's address: its index.html, as a static host answers
            file = file / "index.html"
        if not file.is_file():
            self.send_error(404)
            return
        body = file.read_bytes()
        start = resume_from(self.headers.get("Range"), len(body))
        accepts = self.headers.get("Accept-Encoding", "")
        encoding = None
        if start is None and behaviour.compressed:
            encoding = chosen_encoding(accepts, ENCODINGS, file)
        if encoding is not None:
            body = file.with_name(file.name + encoding.suffix).read_bytes()
        if start is not None:
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
        else:
            start = 0
            self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Length", str(len(body) - start))
        self.send_header("Accept-Ranges", "bytes")
        if encoding is not None:
            self.send_header("Content-Encoding", encoding.content_encoding)
        self.end_headers()
        self._send(body[start:], behaviour)
        with state.lock:
            state.events.append(("sent", path))

    def _send(self, body: bytes, behaviour: Behaviour) -> None:
        cut = behaviour.cut_after
        if cut is not None:
            behaviour.cut_after = None  # once
            body = body[:cut]
        pause = behaviour.trickle_s / max(1, len(body) // CHUNK)
        try:
            for at in range(0, len(body), CHUNK):
                self.wfile.write(body[at : at + CHUNK])
                self.wfile.flush()
                if behaviour.trickle_s:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            return
        if cut is not None:
            self.close_connection = True  # the body ends short of its Content-Length


@contextmanager
def slow_server(root: Path) -> Iterator[SlowServer]:
    """Serve the built site in ``root`` on a free port of 127.0.0.1 until the block ends."""
    state = SlowServer("")
    server = ThreadingHTTPServer((HOST, 0), partial(_SlowHandler, state=state, directory=str(root)))
    state.base_url = f"http://{HOST}:{server.server_address[1]}/"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.stopping.set()
        server.shutdown()
        server.server_close()
