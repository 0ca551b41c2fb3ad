"""The built site as files: two builds of one checkout are byte for byte the same, and every link
inside the site leads to a file that exists and, with a ``#fragment``, to an id on that page.

MkDocs already fails a strict build on a link to a missing page or anchor in the Markdown; the
crawl here reads the HTML as a browser gets it, so it also covers the theme's links and the
generated widgets and tables.
"""

import os
import re
import subprocess
import zipfile
from collections.abc import Iterator
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

from scripts.build import reproducible
from scripts.build.build_wheel import build_wheel
from tests.browser.offline_site import DEPLOYED, ROOT, build_deployed

SITE_URL = DEPLOYED["SITE_URL"]  # the address the crawled build was made for


@pytest.fixture(scope="module")
def builds(deployed_site: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two builds of this checkout, one after the other (so at least a second apart): the
    session's (tests/conftest.py) and one more, made the same way."""
    second = tmp_path_factory.mktemp("second") / "site"
    build_deployed(second)
    return deployed_site, second


def _files(root: Path) -> dict[str, Path]:
    return {path.relative_to(root).as_posix(): path for path in root.rglob("*") if path.is_file()}


# --- the same bytes twice -----------------------------------------------------------------------


def test_two_builds_are_byte_for_byte_the_same(builds: tuple[Path, Path]) -> None:
    first, second = (_files(root) for root in builds)
    assert first.keys() == second.keys()
    differ = [
        name for name in sorted(first) if first[name].read_bytes() != second[name].read_bytes()
    ]
    assert differ == []
    assert "sitemap.xml.gz" in first and any(name.endswith(".whl") for name in first)


def test_the_sitemap_is_dated_by_the_last_commit(builds: tuple[Path, Path]) -> None:
    epoch = reproducible.commit_epoch()
    assert epoch is not None, "the tests run in a git checkout"
    day = datetime.fromtimestamp(int(epoch), UTC).strftime("%Y-%m-%d")
    dates = set(re.findall(r"<lastmod>([^<]+)</lastmod>", (builds[0] / "sitemap.xml").read_text()))
    assert dates == {day}


def test_a_given_build_date_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(reproducible.SOURCE_DATE_EPOCH, "1700000000")
    reproducible.pin_build_date()
    assert os.environ[reproducible.SOURCE_DATE_EPOCH] == "1700000000"


@pytest.mark.build
def test_the_wheel_does_not_depend_on_file_times(tmp_path: Path) -> None:
    # Two copies of the sources whose files carry different times, as two clones would.
    wheels = []
    for name, mtime in (("old", 1_000_000_000), ("new", 1_800_000_000)):
        source = tmp_path / name
        subprocess.run(
            ["git", "archive", "--format=tar", "HEAD", "pyproject.toml", "README.md", "rules_py"],
            cwd=ROOT,
            check=True,
            stdout=(tmp_path / f"{name}.tar").open("wb"),
        )
        source.mkdir()
        subprocess.run(["tar", "-xf", str(tmp_path / f"{name}.tar"), "-C", str(source)], check=True)
        for path in source.rglob("*"):
            os.utime(path, (mtime, mtime))
        wheels.append(build_wheel(tmp_path / f"{name}-wheel", root=source))
    assert wheels[0].read_bytes() == wheels[1].read_bytes()
    times = {entry.date_time for entry in zipfile.ZipFile(wheels[0]).infolist()}
    assert times == {(1980, 1, 1, 0, 0, 0)}


# --- every internal link resolves ---------------------------------------------------------------


class _Page(HTMLParser):
    """The ids a page defines and the addresses it links to."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {key: value for key, value in attrs if value is not None}
        if "id" in found:
            self.ids.add(found["id"])
        if tag == "a" and "name" in found:
            self.ids.add(found["name"])
        for attribute in ("href", "src"):
            if attribute in found and tag in ("a", "link", "script", "img", "iframe", "source"):
                self.links.append(found[attribute])


def _parsed(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _internal_links(
    root: Path, parsed: dict[Path, _Page] | None = None
) -> Iterator[tuple[str, str, str]]:
    """(page, link as written, absolute address) of every link that stays on the site; each page
    read is kept in ``parsed``, so that its ids are not read again (the crawl reads every page)."""
    pages = {} if parsed is None else parsed
    for html in sorted(root.rglob("*.html")):
        page = html.relative_to(root).as_posix()
        here = urljoin(SITE_URL, page)
        if html not in pages:
            pages[html] = _parsed(html)
        for link in pages[html].links:
            address = urljoin(here, link)
            if address.startswith(SITE_URL):
                yield page, link, address


def _file_for(root: Path, address: str) -> Path:
    path = unquote(urlsplit(address).path[len(urlsplit(SITE_URL).path) :])
    target = root / path
    return target / "index.html" if path == "" or path.endswith("/") else target


def test_every_internal_link_and_anchor_resolves(builds: tuple[Path, Path]) -> None:
    root = builds[0]
    pages: dict[Path, _Page] = {}
    broken = []
    checked = 0
    for page, link, address in _internal_links(root, pages):
        target = _file_for(root, address)
        checked += 1
        if not target.is_file():
            broken.append(f"{page}: {link} -> no file {target.relative_to(root)}")
            continue
        fragment = unquote(urlsplit(address).fragment)
        if fragment and target.suffix == ".html":
            ids = pages.setdefault(target, _parsed(target)).ids
            if fragment not in ids:
                broken.append(f"{page}: {link} -> no id '{fragment}' on {target.relative_to(root)}")
    assert checked > 100, checked  # the crawl saw the site's links
    assert broken == [], "\n".join(broken)


def test_the_link_check_finds_a_broken_link_and_a_broken_anchor(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text(
        '<h1 id="top">A</h1><a href="#top">ok</a><a href="../b/">missing page</a>'
        '<a href="./#nowhere">missing anchor</a><a href="https://example.org/">outside</a>'
    )
    links = list(_internal_links(tmp_path))
    assert [link for _, link, _ in links] == ["#top", "../b/", "./#nowhere"]
    targets = [_file_for(tmp_path, address) for _, _, address in links]
    assert [target.is_file() for target in targets] == [True, False, True]
    assert "nowhere" not in _parsed(targets[2]).ids and "top" in _parsed(targets[0]).ids
