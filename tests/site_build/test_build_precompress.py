"""The brotli and gzip copies the build writes for hosts that serve them
(scripts/build/precompress.py): each holds its file's bytes, every page, script, style and the wasm
has both, and a copy is written only where it saves enough.
"""

import gzip
import os
from pathlib import Path

import pytest

from scripts.build import precompress, pyodide_assets, rules_config

# --- brotli and gzip copies for hosts that serve them (scripts/build/precompress.py)
# -------------------

GZIP, BROTLI = (next(e for e in precompress.ENCODINGS if e.suffix == s) for s in (".gz", ".br"))


@pytest.mark.parametrize("encoding", precompress.ENCODINGS, ids=lambda e: e.content_encoding)
def test_every_copy_holds_its_files_bytes(site: Path, encoding: precompress.Encoding) -> None:
    copies = sorted(site.rglob("*" + encoding.suffix))
    assert copies
    for copy in copies:
        packed = copy.read_bytes()
        original = copy.with_name(copy.name.removesuffix(encoding.suffix))
        assert encoding.decompress(packed) == original.read_bytes(), copy
        if encoding is GZIP and copy.name != "sitemap.xml.gz":  # MkDocs's own, dated by the epoch
            assert packed[4:8] == bytes(4), copy  # MTIME 0: the same bytes on every build


def test_pages_scripts_styles_and_the_wasm_have_both_copies(site: Path) -> None:
    for path in (
        "index.html",
        "runequest/abilities/index.html",
        "pyodide/pyodide.asm.wasm",
        "pyodide/pyodide.asm.mjs",
        "pyodide/pyodide-lock.json",
        "search/search_index.json",
        rules_config.CONFIG_PATH,
        "sw.js",
    ):
        original = site / path
        gzipped, brotlied = (site / (path + e.suffix) for e in (GZIP, BROTLI))
        assert gzipped.is_file() and brotlied.is_file(), path
        assert len(gzipped.read_bytes()) < 0.95 * original.stat().st_size, path
        # Brotli at its highest quality beats gzip at its highest level on every kind of file.
        assert len(brotlied.read_bytes()) < len(gzipped.read_bytes()), path
    wasm = site / "pyodide/pyodide.asm.wasm"
    assert wasm.with_name(wasm.name + ".br").stat().st_size < 0.3 * wasm.stat().st_size
    bundles = list((site / "assets" / "javascripts").glob("bundle.*.min.js"))
    assert bundles and all(bundle.with_name(bundle.name + ".br").is_file() for bundle in bundles)


@pytest.mark.parametrize("encoding", precompress.ENCODINGS, ids=lambda e: e.content_encoding)
def test_a_copy_is_written_where_it_saves_enough(
    site: Path, encoding: precompress.Encoding
) -> None:
    # Zips of deflated entries are compressed already: a copy only where it still saves
    # MIN_SAVING. Their variants of stored entries (in py/stored/) get both copies.
    zips = [*(site / "py").rglob("*.whl"), *(site / "py").rglob(pyodide_assets.STDLIB)]
    assert len(zips) == 4, zips
    for zipped in zips:
        copy = zipped.with_name(zipped.name + encoding.suffix)
        saving = 1 - len(encoding.compress(zipped.read_bytes())) / zipped.stat().st_size
        assert copy.is_file() == (saving >= precompress.MIN_SAVING), (zipped, saving)
    # Nothing too small to gain, nothing compressed already.
    for copy in site.rglob("*" + encoding.suffix):
        original = copy.with_name(copy.name.removesuffix(encoding.suffix))
        assert original.suffix in precompress.SUFFIXES, copy
        assert copy.name == "sitemap.xml.gz" or original.stat().st_size > precompress.MIN_BYTES


def test_precompress_writes_only_copies_worth_having(tmp_path: Path) -> None:
    text, random_bytes = b"<p>d100</p>" * 500, os.urandom(4000)
    (tmp_path / "page.html").write_bytes(text)
    (tmp_path / "small.css").write_bytes(b"a{}" * 10)
    (tmp_path / "noise.js").write_bytes(random_bytes)
    (tmp_path / "noise.js.gz").write_bytes(precompress.gzipped(b"an older build's"))
    (tmp_path / "noise.js.br").write_bytes(precompress.brotlied(b"an older build's"))
    done = precompress.precompress(tmp_path, cache=tmp_path / "cache")
    assert gzip.decompress((tmp_path / "page.html.gz").read_bytes()) == text
    assert BROTLI.decompress((tmp_path / "page.html.br").read_bytes()) == text
    assert not (tmp_path / "small.css.gz").exists() and not (tmp_path / "small.css.br").exists()
    # Neither can shrink random bytes: the stale copies go.
    assert not (tmp_path / "noise.js.gz").exists() and not (tmp_path / "noise.js.br").exists()
    for encoding in precompress.ENCODINGS:
        report = done[encoding.content_encoding]
        assert (report.files, report.raw_bytes, report.skipped) == (1, len(text), ("noise.js",))
        copy = tmp_path / ("page.html" + encoding.suffix)
        assert report.packed_bytes == copy.stat().st_size
        # Dated as its file (nginx's gzip_static sends the same Last-Modified for both).
        assert copy.stat().st_mtime_ns == (tmp_path / "page.html").stat().st_mtime_ns


def test_large_files_copies_are_kept_by_content_and_compressor(tmp_path: Path) -> None:
    """The wasm's brotli copy takes half a minute: a build makes it once, later ones read it."""
    data = b"".join(n.to_bytes(4, "little") for n in range(precompress.CACHE_FROM_BYTES // 3))
    cache = tmp_path / "cache"
    first = precompress.cached(data, BROTLI, cache)
    (kept,) = cache.iterdir()
    assert kept.suffix == ".br" and kept.read_bytes() == first
    kept.write_bytes(b"kept")  # read back, not made again
    assert precompress.cached(data, BROTLI, cache) == b"kept"
    assert precompress.cached(data, GZIP, cache) == precompress.gzipped(data)  # its own key
    assert len(list(cache.iterdir())) == 2
    # The newest few are kept; the copies used last count as new.
    for n in range(precompress.KEPT):
        (cache / f"{n:064x}.br").write_bytes(b"older")
        os.utime(cache / f"{n:064x}.br", ns=(n, n))
    precompress.cached(data, BROTLI, cache)
    precompress.forget_old(cache)
    assert len(list(cache.iterdir())) == precompress.KEPT
    assert kept.is_file() and not (cache / f"{0:064x}.br").exists()
