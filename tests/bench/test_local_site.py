"""The bench's server sends what a host serving the build's compressed copies sends: the ``.br``
copy to a browser that accepts brotli, else the ``.gz`` one, else the file, with the file's
content type and ``Vary: Accept-Encoding``; a ``Range: bytes=N-`` request (the calculator worker
resuming a download) is answered from the file itself, so its bytes count as the worker's do.
No browser: plain HTTP requests to a server on 127.0.0.1."""

import gzip
import http.client
import threading
from collections.abc import Iterator
from functools import partial

import brotli
import pytest

from scripts.bench.site import BenchServer, CompressingHandler
from scripts.build import precompress

CHROMIUM_ACCEPTS = "gzip, deflate, br, zstd"  # Debian's Chromium, to http://127.0.0.1 too
WASM = bytes(range(256)) * 64  # 16 KiB that both compressors shrink
PAGE = "<p>d100</p>" * 300


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BenchServer]:
    """The bench's own server over a small built site with its copies."""
    root = tmp_path_factory.mktemp("site")
    (root / "pyodide").mkdir()
    (root / "pyodide" / "pyodide.asm.wasm").write_bytes(WASM)
    (root / "page").mkdir()
    (root / "page" / "index.html").write_text(PAGE, encoding="utf-8")
    (root / "icon.png").write_bytes(bytes(2000))  # a kind of file given no copy
    precompress.precompress(root, cache=root.parent / "cache")
    served = BenchServer(("127.0.0.1", 0), partial(CompressingHandler, directory=str(root)))
    served.compressed = True
    thread = threading.Thread(target=served.serve_forever, daemon=True)
    thread.start()
    try:
        yield served
    finally:
        served.shutdown()
        served.server_close()


def get(server: BenchServer, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        connection.request(
            "GET", path, headers={k.replace("_", "-"): v for k, v in headers.items()}
        )
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def test_a_browser_accepting_brotli_gets_the_br_copy(server: BenchServer) -> None:
    status, headers, body = get(
        server, "/pyodide/pyodide.asm.wasm", Accept_Encoding=CHROMIUM_ACCEPTS
    )
    assert status == 200
    assert headers["content-encoding"] == "br"
    assert headers["content-type"] == "application/wasm"  # the file's, not the copy's
    assert headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(WASM)
    assert brotli.decompress(body) == WASM


def test_a_page_folder_is_sent_compressed_as_its_index(server: BenchServer) -> None:
    status, headers, body = get(server, "/page/", Accept_Encoding="br")
    assert (status, headers["content-encoding"]) == (200, "br")
    assert headers["content-type"].startswith("text/html")
    assert brotli.decompress(body).decode() == PAGE


@pytest.mark.parametrize("accepts", ["gzip, deflate", "gzip, br;q=0", "GZIP"])
def test_a_browser_without_brotli_gets_the_gz_copy(server: BenchServer, accepts: str) -> None:
    status, headers, body = get(server, "/pyodide/pyodide.asm.wasm", Accept_Encoding=accepts)
    assert (status, headers["content-encoding"], headers["vary"]) == (
        200,
        "gzip",
        "Accept-Encoding",
    )
    assert gzip.decompress(body) == WASM


@pytest.mark.parametrize("accepts", [None, "identity", "zstd", "gzip;q=0"])
def test_a_browser_accepting_neither_gets_the_file(
    server: BenchServer, accepts: str | None
) -> None:
    headers_sent = {} if accepts is None else {"Accept_Encoding": accepts}
    status, headers, body = get(server, "/pyodide/pyodide.asm.wasm", **headers_sent)
    assert (status, body) == (200, WASM)
    assert "content-encoding" not in headers
    assert headers["vary"] == "Accept-Encoding"  # another browser would get a copy


def test_a_file_without_copies_is_sent_as_it_is(server: BenchServer) -> None:
    status, headers, body = get(server, "/icon.png", Accept_Encoding=CHROMIUM_ACCEPTS)
    assert (status, len(body)) == (200, 2000)
    assert "content-encoding" not in headers and "vary" not in headers


def test_a_gzip_only_host_never_sends_brotli(server: BenchServer) -> None:
    server.gzip_only = True
    try:
        _, headers, body = get(
            server, "/pyodide/pyodide.asm.wasm", Accept_Encoding=CHROMIUM_ACCEPTS
        )
    finally:
        server.gzip_only = False
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == WASM


def test_uncompressed_the_server_sends_every_file_as_it_is(server: BenchServer) -> None:
    server.compressed = False
    try:
        _, headers, body = get(
            server, "/pyodide/pyodide.asm.wasm", Accept_Encoding=CHROMIUM_ACCEPTS
        )
    finally:
        server.compressed = True
    assert body == WASM and "content-encoding" not in headers


def test_a_resumed_download_gets_the_rest_of_the_file_itself(server: BenchServer) -> None:
    # The worker counts the bytes it has of the file (decompressed) and asks for the rest: a
    # range of the compressed copy would be another file's bytes.
    status, headers, body = get(
        server, "/pyodide/pyodide.asm.wasm", Accept_Encoding=CHROMIUM_ACCEPTS, Range="bytes=1000-"
    )
    assert status == 206
    assert headers["content-range"] == f"bytes 1000-{len(WASM) - 1}/{len(WASM)}"
    assert "content-encoding" not in headers
    assert body == WASM[1000:] and int(headers["content-length"]) == len(WASM) - 1000


@pytest.mark.parametrize("asked", ["bytes=0-99", f"bytes={len(WASM)}-", "bytes=5-9, 20-"])
def test_a_range_it_does_not_resume_gets_the_whole_file(server: BenchServer, asked: str) -> None:
    # As HTTP lets a server do; the worker then starts the file again.
    status, headers, body = get(
        server, "/pyodide/pyodide.asm.wasm", Accept_Encoding="br", Range=asked
    )
    assert (status, headers["content-encoding"]) == (200, "br")
    assert brotli.decompress(body) == WASM


def test_each_answer_is_counted_with_who_asked(server: BenchServer) -> None:
    # The bench reads the service worker's bytes here, not from the browser (Playwright's
    # Request.response and sizes waited for good on the service worker's request of its script).
    server.forget()
    get(server, "/page/")
    get(server, "/icon.png", Referer=f"http://127.0.0.1:{server.server_address[1]}/sw.js")
    get(server, "/icon.png", Service_Worker="script")  # (a service worker's script asked for)
    get(server, "/nowhere/")  # a 404 has no body from a file: not an answer counted
    answers = server.answered()
    assert [answer.by_service_worker for answer in answers] == [False, True, True]
    page, icon = answers[0], answers[1]
    assert (page.path, page.body, icon.body) == ("/page/", len(PAGE), 2000)
    assert 100 < page.head < 1000 and 100 < icon.head < 1000  # status line and headers
