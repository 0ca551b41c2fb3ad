"""Every page of the built site checked by axe-core (``node_modules/axe-core``) in the light and
the dark scheme once its calculators are ready: no serious or critical violation, Material's own
included. The same page load then narrows to 360 px: nothing makes the page scroll sideways, and
what scrolls inside the page (wide tables) can be reached and scrolled by keyboard.

Each page is loaded once (calculators started once) for all of its checks; the schemes are
switched by the system setting, which Material's palette follows until the reader picks one.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Browser

from tests.browser.offline_site import ROOT, BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import READY_TIMEOUT_MS

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
DOCS = ROOT / "docs"
SCHEMES = {"light": "default", "dark": "slate"}  # system setting -> Material's scheme
BLOCKING = ("serious", "critical")
PHONE_WIDTH = 360


def _site_path(page: str) -> str:
    """``runequest/index.md`` -> ``runequest/``; ``sources.md`` -> ``sources/``."""
    stem = page.removesuffix(".md")
    if stem == "index" or stem.endswith("/index"):
        return stem.removesuffix("index")
    return stem + "/"


# From the sources, so the tests can be listed before the build; the first test checks that the
# built site holds exactly these pages.
PAGES = [
    *sorted(_site_path(md.relative_to(DOCS).as_posix()) for md in DOCS.rglob("*.md")),
    "404.html",
]


@dataclass
class Audit:
    """What one page load of one page found."""

    violations: dict[str, list[str]] = field(default_factory=dict)  # scheme -> one line each
    schemes_seen: dict[str, str] = field(default_factory=dict)  # scheme -> data-md-color-scheme
    phone_scroll_width: int = 0
    too_wide: list[str] = field(default_factory=list)  # what sticks out at 360 px
    phone_violations: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # console and page errors


def _lines(violations: list[dict[str, Any]]) -> list[str]:
    """axe's serious and critical violations, one line each: rule, impact, where, why."""
    lines = []
    for violation in violations:
        if violation["impact"] not in BLOCKING:
            continue
        for node in violation["nodes"]:
            why = " ".join(node["failureSummary"].split())
            lines.append(f"{violation['id']} ({violation['impact']}) at {node['target']}: {why}")
    return lines


TOO_WIDE = """(width) => [...document.querySelectorAll("body *")]
    .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // inside something that scrolls (or clips) sideways, the page itself does not widen
        for (let up = element.parentElement; up; up = up.parentElement) {
            const overflow = getComputedStyle(up).overflowX;
            if (overflow !== "visible") return false;
        }
        return true;
    })
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)"""


def _audit(browser: Browser, site: BuiltSite, path: str) -> Audit:
    audit = Audit()
    watch = PageWatch()
    # bypass_csp: axe is injected as a script of the test's own, which the site's
    # Content-Security-Policy rightly refuses (the policy has tests of its own).
    context = browser.new_context(
        base_url=site.base_url,
        color_scheme="light",
        viewport={"width": 1280, "height": 800},
        bypass_csp=True,
    )
    try:
        watch.guard(context)
        page = context.new_page()
        watch.listen(page)
        page.goto(path)
        if page.locator("[data-calculator]").count():
            page.wait_for_function(
                """() => [...document.querySelectorAll("[data-calculator]")]
                    .every((root) => root.dataset.state === "ready")""",
                timeout=READY_TIMEOUT_MS,
            )
        page.add_script_tag(path=str(AXE))
        for scheme, material in SCHEMES.items():
            page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
            page.wait_for_function(
                "(scheme) => document.body.dataset.mdColorScheme === scheme", arg=material
            )
            audit.schemes_seen[scheme] = material
            found = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
            audit.violations[scheme] = _lines(found["violations"])
        page.set_viewport_size({"width": PHONE_WIDTH, "height": 740})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")
        audit.phone_scroll_width = page.evaluate("document.documentElement.scrollWidth")
        audit.too_wide = page.evaluate(TOO_WIDE, PHONE_WIDTH)
        found = page.evaluate(
            """axe.run(document, {runOnly: ["scrollable-region-focusable"],
                                  resultTypes: ["violations"]})"""
        )
        audit.phone_violations = _lines(found["violations"])
    finally:
        context.close()
    audit.problems = watch.problems()
    return audit


@pytest.fixture(scope="module")
def audit(browser: Browser, site: BuiltSite) -> Iterator[Callable[[str], Audit]]:
    """``audit(path)``: the page's findings, from one page load shared by the tests below."""
    cached = cache(lambda path: _audit(browser, site, path))
    yield cached
    cached.cache_clear()


def test_the_pages_checked_are_the_pages_built(site: BuiltSite) -> None:
    built = {
        html.relative_to(site.root).as_posix().removesuffix("index.html")
        for html in site.root.rglob("*.html")
        if html.relative_to(site.root).parts[0] != "pyodide"  # Pyodide's own console pages
    }
    assert built == set(PAGES)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", PAGES)
def test_axe_finds_no_serious_violation(
    audit: Callable[[str], Audit], path: str, scheme: str
) -> None:
    found = audit(path)
    assert found.schemes_seen[scheme] == SCHEMES[scheme]
    assert found.violations[scheme] == [], "\n".join(found.violations[scheme])
    assert found.problems == [], "\n".join(found.problems)


@pytest.mark.parametrize("path", PAGES)
def test_no_sideways_scroll_at_360_px(audit: Callable[[str], Audit], path: str) -> None:
    found = audit(path)
    assert found.phone_scroll_width <= PHONE_WIDTH, f"too wide: {found.too_wide}"
    assert found.too_wide == []
    # What scrolls inside the page (wide tables) is a focusable region the keyboard can scroll.
    assert found.phone_violations == [], "\n".join(found.phone_violations)
