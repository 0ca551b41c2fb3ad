"""The offline site for browser tests: built with Pyodide from node_modules, served on 127.0.0.1."""

import os
import re
import subprocess
import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path

from scripts.build.reproducible import SOURCE_DATE_EPOCH
from scripts.tools.local_site import BUILD, HOST, QuietHandler

ROOT = Path(__file__).resolve().parents[2]
CALCULATOR_ROOT = re.compile(r'<div class="rules-calculator"[^>]* data-calculator="([^"]+)"')


@dataclass(frozen=True)
class BuiltSite:
    """The built site and the address it is served at (``base_url`` ends in ``/``)."""

    root: Path
    base_url: str

    def calculators_by_page(self) -> dict[str, list[str]]:
        """Every page holding calculators (site-relative path) and their names, in page order."""
        found: dict[str, list[str]] = {}
        for html in sorted(self.root.rglob("*.html")):
            names = CALCULATOR_ROOT.findall(html.read_text(encoding="utf-8"))
            if names:
                found[html.relative_to(self.root).as_posix().removesuffix("index.html")] = names
        return found

    def page_for(self, calculator: str) -> str:
        """The site-relative path of the first page (in path order) holding ``calculator``."""
        marker = f'data-calculator="{calculator}"'
        for html in sorted(self.root.rglob("*.html")):
            if marker in html.read_text(encoding="utf-8"):
                return html.relative_to(self.root).as_posix().removesuffix("index.html")
        raise LookupError(f"no page of the built site holds the calculator '{calculator}'")


class SiteBuildError(RuntimeError):
    """The site's build (``properdocs build``) failed; carries its output."""


@contextmanager
def offline_site(root: Path) -> Iterator[BuiltSite]:
    """Build the offline site into ``root`` and serve it on a free port until the block ends."""
    with served_site(root, "local") as built:
        yield built


@contextmanager
def served_site(root: Path, pyodide: str) -> Iterator[BuiltSite]:
    """Build the site with ``RULES_PYODIDE=pyodide`` into ``root`` and serve it on a free port."""
    # Bind first: the port must be known before the build, because SITE_URL has to match it.
    server = ThreadingHTTPServer((HOST, 0), partial(QuietHandler, directory=str(root)))
    try:
        base_url = f"http://{HOST}:{server.server_address[1]}/"
        build(root, {"RULES_PYODIDE": pyodide, "SITE_URL": base_url})
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield BuiltSite(root, base_url)
        finally:
            server.shutdown()
    finally:
        server.server_close()


def build(
    site_dir: Path,
    settings: Mapping[str, str],
    *,
    unset: Iterable[str] = (),
    repository: Path = ROOT,
) -> None:
    """``properdocs build --strict`` of ``repository`` into ``site_dir`` with extra environment
    ``settings``, and without the environment variables named in ``unset``."""
    environment = {**os.environ, **settings}
    for name in unset:
        environment.pop(name, None)
    command = [*BUILD, "--strict", "--quiet"]
    finished = subprocess.run(
        [*command, "--site-dir", str(site_dir)],
        cwd=repository,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if finished.returncode != 0:
        raise SiteBuildError(f"properdocs build failed:\n{finished.stdout}{finished.stderr}")


@contextmanager
def static_server(root: Path) -> Iterator[str]:
    """Serve an already built ``root`` on a free port of 127.0.0.1; yields its base URL."""
    server = ThreadingHTTPServer((HOST, 0), partial(QuietHandler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{HOST}:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


# The site as deployed (tests/conftest.py ``deployed_site``): Pyodide from the CDN, the default
# address, and no build date given.
DEPLOYED = {"RULES_PYODIDE": "cdn", "SITE_URL": "http://127.0.0.1:8000/"}


def build_deployed(site_dir: Path) -> None:
    """Build the site into ``site_dir`` as deployed (the same way each time)."""
    build(site_dir, DEPLOYED, unset=[SOURCE_DATE_EPOCH])
