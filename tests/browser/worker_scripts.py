"""The worker's scripts as a test wants them, served in place of the built ones (``route``):
its time limits shortened, or Python made slow. The shipped scripts read no setting meant for
tests (docs/javascripts/worker/limits.js holds the limits as constants)."""

import re
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Route

LIMITS = "javascripts/worker/limits.js"
WORKER = "javascripts/pyodide-worker.js"


def shortened_limits(site_root: Path, **limits: int) -> str:
    """``limits.js`` of the built site with each named constant (``BOOT_MS=3000``) set anew.

    Fails when a name is not one of its constants, so a renamed limit cannot go unnoticed."""
    text = (site_root / LIMITS).read_text(encoding="utf-8")
    for name, ms in limits.items():
        pattern = rf"^export const {name} = [\d_]+;"
        text, found = re.subn(pattern, f"export const {name} = {ms};", text, flags=re.M)
        assert found == 1, f"{LIMITS} has no constant {name}"
    return text


def slow_python_worker(site_root: Path, ask_ms: int) -> str:
    """The worker's script with a listener in front of its own that holds the worker for
    ``ask_ms`` on every request, as a slow Python would (the imports still come first)."""
    script = (site_root / WORKER).read_text(encoding="utf-8")
    slow = (
        'self.addEventListener("message", ({ data }) => {'
        f' if (data.type === "ask") {{ const until = performance.now() + {ask_ms};'
        " while (performance.now() < until); } });\n"
    )
    return slow + script


def serve(target: Page | BrowserContext, path: str, body: str) -> list[str]:
    """Every request for the site's ``path`` answered with ``body`` (JavaScript); returns the
    list of the URLs so answered, for the test to check that its script was the one run."""
    served: list[str] = []

    def answer(route: Route) -> None:
        served.append(route.request.url)
        route.fulfill(body=body, content_type="text/javascript")

    target.route(f"**/{path}", answer)
    return served
