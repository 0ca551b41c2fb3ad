"""What the build gives the Pyodide loader, in both builds: the CDN build (default) and the
offline build. Integrity strings, the copy of Pyodide in the site, the Content-Security-Policy of
every page, the service worker's build line, and no CDN address in the offline build.

The browser side of each is in ``tests/browser/test_loader.py``.
"""

import gzip
import json
import re
import zipfile
from html import unescape
from pathlib import Path
from typing import Any

import pytest

from scripts.build import (
    content_security,
    precompress,
    pyodide_assets,
    resumable,
    service_worker,
    stored_zip,
)
from scripts.build.build_wheel import content_tag
from tests.browser.offline_site import ROOT, build

CONFIG = "javascripts/rules-config.js"
CSP = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


@pytest.fixture(scope="module")
def builds(deployed_site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Both builds, once: {"cdn": the session's deployed site, "local": the offline build}."""
    local = tmp_path_factory.mktemp("local") / "site"
    build(local, {"RULES_PYODIDE": "local"})
    return {"cdn": deployed_site, "local": local}


def test_every_build_ships_the_pyodide_runtime_byte_for_byte(builds: dict[str, Path]) -> None:
    for site in builds.values():
        for name in pyodide_assets.RUNTIME_FILES:
            copy = site / pyodide_assets.LOCAL_DIR / name
            assert copy.read_bytes() == (pyodide_assets.NODE_PYODIDE / name).read_bytes(), copy


@pytest.mark.parametrize("source", ["cdn", "local"])
def test_config_names_each_file_with_its_integrity(builds: dict[str, Path], source: str) -> None:
    config = (builds[source] / CONFIG).read_text()
    found = re.search(r"pyodideFiles = (\{.*?\});", config, re.S)
    assert found is not None
    files = json.loads(found[1])
    assert sorted(files) == sorted(pyodide_assets.RUNTIME_FILES)
    for name, entry in files.items():
        data = (pyodide_assets.NODE_PYODIDE / name).read_bytes()
        expected: dict[str, object] = {
            "integrity": pyodide_assets.subresource_integrity(data),
            "bytes": len(data),
        }
        step = pyodide_assets.PIECE_BYTES
        if len(data) > step:  # the large files are checked a piece at a time, as they come
            pieces = [data[at : at + step] for at in range(0, len(data), step)]
            expected["pieces"] = [pyodide_assets.subresource_integrity(p) for p in pieces]
        packed, sent = entry.pop("packed", None), entry.pop("sent")
        assert entry == expected
        copy = builds[source] / pyodide_assets.LOCAL_DIR / name
        assert_sent_and_packed(copy, data, sent, packed, query="")
    # The standard library comes from the site, compiled, never as Pyodide ships it.
    stdlib = (builds[source] / "py" / pyodide_assets.STDLIB).read_bytes()
    assert stdlib != (pyodide_assets.NODE_PYODIDE / pyodide_assets.STDLIB).read_bytes()
    assert not (builds[source] / pyodide_assets.LOCAL_DIR / pyodide_assets.STDLIB).exists()
    sources = re.findall(r'\{ name: "(\w+)"', config)
    assert sources == (["cdn", "site"] if source == "cdn" else ["site"])


@pytest.mark.parametrize("source", ["cdn", "local"])
def test_config_names_both_variants_of_the_wheel_and_the_stdlib(
    builds: dict[str, Path], source: str
) -> None:
    site = builds[source]
    config = (site / CONFIG).read_text()
    wheel = next((site / "py").glob("*.whl"))
    for name, deflated in (("wheel", wheel), ("stdlib", site / "py" / pyodide_assets.STDLIB)):
        stored = deflated.parent / stored_zip.STORED_DIR / deflated.name
        assert stored_zip.same_members(deflated, stored), stored
        kinds = {entry.compress_type for entry in zipfile.ZipFile(stored).infolist()}
        assert kinds == {zipfile.ZIP_STORED}
        entry = re.search(rf"export const {name} = \{{(.*?)\n\}};", config, re.S)
        assert entry is not None
        tag = content_tag(deflated)  # the file's tag names the deflated zip, for either variant
        assert f'tag: "{tag}",' in entry[1]
        for variant, path in (("stored", stored), ("deflated", deflated)):
            found = re.search(rf"  {variant}: \{{(.*?)\n  \}}", entry[1], re.S)
            assert found is not None, (name, variant)
            data = path.read_bytes()
            url = path.relative_to(site).as_posix()
            assert f'new URL("../{url}?v={tag}", import.meta.url)' in found[1]
            assert f'integrity: "{pyodide_assets.subresource_integrity(data)}"' in found[1]
            assert f"bytes: {len(data)}," in found[1]
            if pieces := pyodide_assets.piece_integrities(data):
                assert f"pieces: {json.dumps(pieces)}" in found[1]
            sent = json.loads(re.search(r"sent: (\{.*\}),", found[1])[1])  # type: ignore[index]
            packed = re.search(r"packed: (\{.*\}),", found[1])
            query = f"?v={tag}"
            assert_sent_and_packed(path, data, sent, packed and json.loads(packed[1]), query)
            if variant == "stored" and name == "stdlib":
                assert packed, "the stored standard library goes on compressed when cut"


def assert_sent_and_packed(
    path: Path, data: bytes, sent: dict[str, int], packed: dict[str, Any] | None, query: str
) -> None:
    """A file's ``sent`` sizes are its .br and .gz copies' (its own where there is none), and its
    packed copy, written beside it for a file checked by pieces where it saves 5 %, inflates
    member by member to the file's pieces (scripts/build/resumable.py)."""
    for encoding in precompress.ENCODINGS:
        copy = path.with_name(path.name + encoding.suffix)
        size = copy.stat().st_size if copy.is_file() else len(data)
        assert sent[encoding.content_encoding] == size, (path, encoding.content_encoding)
    copy = path.with_name(path.name + resumable.PACKED_SUFFIX)
    if packed is None:
        assert not copy.exists(), copy
        return
    assert packed["href"] == copy.name + query
    packed_bytes = copy.read_bytes()
    offsets = packed["offsets"]
    assert offsets[0] == 0 and offsets[-1] == len(packed_bytes) < len(data) * 0.95
    step = pyodide_assets.PIECE_BYTES
    for index in range(len(offsets) - 1):
        member = packed_bytes[offsets[index] : offsets[index + 1]]
        assert gzip.decompress(member) == data[index * step : (index + 1) * step], (path, index)


def test_the_offline_build_refers_to_no_cdn(builds: dict[str, Path]) -> None:
    # Pyodide's own files carry its default CDN address, which this site never lets it use
    # (the worker gives every address itself); nothing else may name a CDN.
    site = builds["local"]
    for path in site.rglob("*"):
        if path.is_file() and pyodide_assets.LOCAL_DIR not in path.relative_to(site).parts[:1]:
            assert b"jsdelivr" not in path.read_bytes(), path
            assert b"cdn." not in path.read_bytes(), path


@pytest.mark.parametrize("source", ["cdn", "local"])
def test_every_page_carries_the_policy_with_its_inline_scripts_hashed(
    builds: dict[str, Path], source: str
) -> None:
    pages = sorted(builds[source].rglob("*.html"))
    assert pages
    for page in pages:
        html = page.read_text(encoding="utf-8")
        policies = CSP.findall(html)
        assert len(policies) == 1, page
        assert html.index("Content-Security-Policy") < html.index("<script"), page
        # An attribute's value, as the browser reads it (its quotes may be written as entities).
        directives = dict(item.split(" ", 1) for item in unescape(policies[0]).split("; "))
        scripts = directives["script-src"].split()
        assert content_security.inline_script_hashes(html) <= set(scripts), page
        assert "'unsafe-inline'" not in scripts and "'unsafe-eval'" not in scripts
        assert "'wasm-unsafe-eval'" in scripts
        remote = {part for part in scripts if part.startswith("http")}
        assert remote == ({pyodide_assets.cdn_index_url()} if source == "cdn" else set())
        assert directives["default-src"] == "'self'"
        assert directives["object-src"] == "'none'"


def test_the_service_worker_keeps_every_page_but_no_pyodide(builds: dict[str, Path]) -> None:
    site = builds["cdn"]
    text = (site / service_worker.SCRIPT).read_text()
    line = re.search(r"^const BUILD = (\{.*\});$", text, re.M)
    assert line is not None, "sw.js's build line was not filled in"
    filled = json.loads(line[1])
    assert re.fullmatch(r"[0-9a-f]{16}", filled["version"])
    pages = {
        page.relative_to(site).as_posix().removesuffix("index.html")
        for page in site.rglob("*.html")
    }
    assert pages <= set(filled["precache"])
    assert "javascripts/pyodide-worker.js" in filled["precache"]
    assert not [url for url in filled["precache"] if url.startswith(("pyodide/", "py/"))]
    assert sorted(filled["caches"]) == ["pyodide", "python"]


def test_the_service_worker_version_follows_the_content(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("one")
    urls = service_worker.precache_list(tmp_path)
    first = service_worker.build_version(tmp_path, urls, "x")
    (tmp_path / "index.html").write_text("two")
    assert service_worker.build_version(tmp_path, urls, "x") != first
    assert service_worker.build_version(tmp_path, urls, "y") != first


def test_the_worker_runs_no_python_source() -> None:
    # Python is only ever called through handle_json with the request's JSON text.
    scripts = [ROOT / "docs" / "javascripts" / "pyodide-worker.js"]
    scripts += sorted((ROOT / "docs" / "javascripts" / "worker").glob("*.js"))
    worker = "\n".join(path.read_text() for path in scripts)
    for risky in ("runPython", "eval(", "new Function", "pyodide.globals"):
        assert risky not in worker, risky
