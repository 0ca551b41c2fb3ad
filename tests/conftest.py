"""What the whole suite shares: Hypothesis without deadlines, and one build of the site.

Hypothesis: no per-example deadline. Tests never assert on wall time (CI and the developers'
machine are shared and noisy); a slow example on a loaded machine is slow, not wrong.

``deployed_site`` (session): the site as deployed, built once for every build test that only
reads it (in tests/site_build/ and tests/pages/): ``properdocs build --strict``, Pyodide from the
CDN, ``SITE_URL`` the default address and no ``SOURCE_DATE_EPOCH`` (no date given). A test that
needs another build (the offline one, or a second build to compare with) makes its own; the
browser tests build and serve the offline site once for themselves (tests/browser/conftest.py).

A test that asks for ``deployed_site`` (or ``site``) is marked ``build``, as is a module that
builds for itself (``pytestmark = pytest.mark.build``): ``make quick`` leaves them out.
"""

from pathlib import Path

import pytest
from hypothesis import settings

from tests.browser.offline_site import ROOT, SiteBuildError, build_deployed

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``build`` every test that needs the session's build of the site."""
    for item in items:
        if "deployed_site" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.build)


@pytest.fixture(scope="session")
def deployed_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as deployed, built once per session; tests must not change it."""
    site_dir = tmp_path_factory.mktemp("deployed") / "site"
    leftovers = [ROOT / "build", *ROOT.glob("*.egg-info")]
    present_before = {path for path in leftovers if path.exists()}
    try:
        build_deployed(site_dir)
    except SiteBuildError as error:
        pytest.fail(str(error), pytrace=False)
    created = {path for path in leftovers if path.exists()} - present_before
    assert not created, f"the wheel build left {created} in the working tree"
    return site_dir


@pytest.fixture
def site(deployed_site: Path) -> Path:
    """The site as deployed: the session's one build, strict, Pyodide from the CDN (the browser
    tests' own ``site``, tests/browser/conftest.py, is the offline build they serve)."""
    return deployed_site
