"""After the site is rebuilt with a changed rule, a returning reader first sees the saved build
whole, then a note that a newer one is ready; its reload gives the new pages with the new Python
(wheel, kept files, snapshot), never new pages with old Python or the reverse, and the old caches
go (docs/sw.js, docs/javascripts/site/offline.js, docs/javascripts/pyodide-worker.js).

The changed rule is built for real: a copy of the repository whose resistance table reads 5
points higher, built into the same folder the server serves.
"""

import os
import shutil
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from rules_py.calculators import calculate
from scripts.tools.engine_facts import FACTS_NOW
from tests.browser.offline_site import ROOT, BuiltSite, build
from tests.browser.slow_server import slow_server
from tests.browser.widgets import output, wait_ready, wait_service_worker

NAME = "resistance"
QUERY = "?active=13&passive=10"
CHANGED_RULE = ("return RESISTANCE_BASE + ", "return 5 + RESISTANCE_BASE + ")


def changed_copy(target: Path) -> Path:
    """A copy of what the build reads, with the resistance table 5 points higher."""
    for name in ("docs", "overrides", "rules_py", "scripts", "mkdocs.yml", "pyproject.toml"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target / name)
    for name in ("node_modules", "package.json", ".git"):
        (target / name).symlink_to(ROOT / name)
    rule = target / "rules_py" / "runequest" / "resistance.py"
    text = rule.read_text()
    assert CHANGED_RULE[0] in text
    rule.write_text(text.replace(*CHANGED_RULE))
    return target


def snapshot_kept(page: Page) -> None:
    page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0", timeout=90_000)


def test_a_rebuilt_rule_reaches_a_returning_reader_whole(
    browser: Browser, site: BuiltSite, tmp_path: Path
) -> None:
    served = tmp_path / "served"
    shutil.copytree(site.root, served)
    # Built an hour ago: the browser's HTTP cache may then keep its files for minutes unasked
    # (a tenth of their age), as it would a real host's, so a stale script would show.
    hour_ago = time.time() - 3600
    for path in served.rglob("*"):
        os.utime(path, (hour_ago, hour_ago))
    chance = calculate(NAME, {"active": 13, "passive": 10})["chance"]
    with slow_server(served) as server:
        context = browser.new_context(base_url=server.base_url)
        try:
            page = context.new_page()
            page.goto(site.page_for(NAME) + QUERY)
            wait_ready(page, NAME)
            expect(output(page, NAME, "chance")).to_have_text(f"{chance}%")
            snapshot_kept(page)
            wait_service_worker(page)
            old = page.evaluate("caches.keys()")

            # The same address, rebuilt with the changed rule (site_url as the first build's).
            repository = changed_copy(tmp_path / "repository")
            rebuilt = tmp_path / "rebuilt"
            settings = {"RULES_PYODIDE": "local", "SITE_URL": site.base_url}
            build(rebuilt, settings, repository=repository)
            shutil.rmtree(served)
            shutil.copytree(rebuilt, served)

            # The saved copy first, whole (its old answer, from its own Python); the browser finds
            # the newer build in the background and a note offers it; the reload brings it whole.
            page.goto(site.page_for(NAME) + QUERY)
            wait_ready(page, NAME)
            expect(output(page, NAME, "chance")).to_have_text(f"{chance}%")
            note = page.locator(".rules-update")
            expect(note).to_contain_text("A newer version of the site is ready.", timeout=90_000)
            note.get_by_role("button", name="Reload").click()
            expect(output(page, NAME, "chance")).to_have_text(f"{chance + 5}%", timeout=90_000)
            wait_ready(page, NAME)
            assert page.evaluate(FACTS_NOW)["mode"] == "plain"  # not the old snapshot
            snapshot_kept(page)
            page.reload()  # and the next visit restores the new Python, not the old
            wait_ready(page, NAME)
            expect(output(page, NAME, "chance")).to_have_text(f"{chance + 5}%")
            assert page.evaluate(FACTS_NOW)["mode"] == "snapshot"
            page.wait_for_function(
                "(old) => caches.keys().then((names) =>"
                " names.filter((name) => name.startsWith('rules-python-'))"
                ".every((name) => !old.includes(name)))",
                arg=old,
                timeout=60_000,
            )
        finally:
            context.close()
