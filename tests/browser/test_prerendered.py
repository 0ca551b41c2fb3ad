"""Pages arrive with the answer for their calculators' defaults drawn in
(scripts/build/prerender.py), by the same drawing code as live answers: the built HTML must equal
what the live widget draws once Python answers for the same inputs, a link with other inputs must
never pass the defaults' answer off as the reader's, and the page's first paint shows that answer.
"""

import json
import time

from playwright.sync_api import Browser, Page, Route, expect

from rules_py.calculators import REGISTRY, calculate
from scripts.bench.phone import PHONE_CPU_SLOWDOWN, WATCHED_OUTPUT, watched_text
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import output, seeded_query, status, wait_ready, widget

# The results of one widget in a page's HTML, read through the browser's own parser so that both
# sides are written out the same way.
# The board is the exception: its edges and its scrolling follow the reader's screen, so only
# its presence is compared (its pieces and numbers are outputs of their own).
STATIC_RESULTS = """([html, name]) => {
    const page = new DOMParser().parseFromString(html, "text/html");
    const results = page.querySelector(`[data-calculator="${name}"] [data-results]`);
    for (const board of results.querySelectorAll('[data-kind="board"]')) {
        board.replaceChildren(String(board.childElementCount > 0));
    }
    return results.innerHTML;
}"""
LIVE_RESULTS = """(name) => {
    const results = document.querySelector(`[data-calculator="${name}"] [data-results]`)
        .cloneNode(true);
    for (const board of results.querySelectorAll('[data-kind="board"]')) {
        board.replaceChildren(String(board.childElementCount > 0));
    }
    return results.innerHTML;
}"""
# The frame that can first show the watched output of the first calculator: once the parser has
# added it (with its text), the next animation frame's time (its frame's start). A first paint
# held for the answer is that frame or a later one; a paint before the answer was parsed is an
# earlier frame. Frames compared with frames, not the parser's clock with a paint's (a paint's
# time is its frame's, which on a busy machine can fall well inside the parser's task that the
# frame waited for).
ANSWER_FRAME = """([name, key, text]) => new MutationObserver((_, observer) => {
    const shown = document.querySelector(`[data-calculator="${name}"] [data-output="${key}"]`);
    if (shown?.textContent.trim() === text) {
        observer.disconnect();
        requestAnimationFrame((frame) => (window.__rulesAnswerFrame = frame));
    }
}).observe(document, { childList: true, subtree: true })"""
FIRST_PAINT = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime"""
ANSWERED = """(name) => performance.getEntriesByName("rules:result")
    .some((entry) => entry.detail === name)"""


def without_digests(route: Route) -> None:
    """The page without its answers' digests: Python's first answer is drawn even where it is the
    one the page arrived with (widget/mount.js)."""
    if route.request.resource_type != "document":
        route.fallback()
        return
    response = route.fetch()
    body = response.text().replace(" data-prerendered-digest=", " data-digest-taken-off=")
    route.fulfill(response=response, body=body)


def test_the_built_answer_equals_the_live_one_for_every_calculator(
    page: Page, site: BuiltSite
) -> None:
    page.route("**/*", without_digests)
    for path, names in site.calculators_by_page().items():
        html = (site.root / path / "index.html").read_text(encoding="utf-8")
        several = len(names) > 1
        query = "&".join(filter(None, (seeded_query(name, several) for name in names)))
        page.goto(path + (f"?{query}" if query else ""))
        for name in names:
            assert "data-prerendered" in widget(page, name).evaluate("(w) => w.outerHTML")
            built = page.evaluate(STATIC_RESULTS, [html, name])
            assert 'data-output="' in built
            wait_ready(page, name)
            page.wait_for_function(ANSWERED, arg=name, timeout=30_000)
            live = page.evaluate(LIVE_RESULTS, name)
            assert live == built, f"{path}: {name} drew another answer live than at build time"


def test_a_link_with_other_inputs_shows_them_as_working_until_python_answers(
    page: Page, site: BuiltSite
) -> None:
    name = "resistance"  # RuneQuest, The Game System › The Resistance Table
    held: list[Route] = []
    page.route("**/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site.page_for(name) + "?active=16&passive=8")
    results = widget(page, name).locator("[data-results]")
    expect(results).to_have_class("rules-results rules-stale rules-working")
    expect(status(page, name)).to_contain_text("Working out your numbers")
    for route in held:
        route.continue_()
    page.unroute("**/pyodide/pyodide.asm.wasm")
    wait_ready(page, name)
    chance = calculate(name, {"active": 16, "passive": 8})["chance"]
    expect(output(page, name, "chance")).to_have_text(f"{chance}%")
    expect(results).to_have_class("rules-results")


def test_without_javascript_the_defaults_answer_is_on_the_page(
    browser: Browser, site: BuiltSite
) -> None:
    name = "resistance"
    context = browser.new_context(base_url=site.base_url, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site.page_for(name))
        defaults = REGISTRY[name].defaults()
        chance = calculate(name, defaults)["chance"]
        expect(output(page, name, "chance")).to_have_text(f"{chance}%")
    finally:
        context.close()


def test_the_first_paint_holds_the_first_calculators_answer(page: Page, site: BuiltSite) -> None:
    # A phone's processor, and a stylesheet late enough that the page's whole HTML has arrived:
    # without the page holding its paint for it, Chromium paints the header and title, then the
    # calculator once it has parsed the tens of kB of navigation above it.
    name, key = WATCHED_OUTPUT
    page.add_init_script(f"({ANSWER_FRAME})({json.dumps([name, key, watched_text()])})")

    def late(route: Route) -> None:
        time.sleep(0.2)
        route.continue_()

    page.route("**/stylesheets/site.css", late)
    page.context.new_cdp_session(page).send(
        "Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN}
    )
    page.goto(site.page_for(name))
    page.wait_for_function(
        f"() => ({FIRST_PAINT})() !== undefined && window.__rulesAnswerFrame !== undefined"
    )
    frame, painted = page.evaluate(f"() => [window.__rulesAnswerFrame, ({FIRST_PAINT})()]")
    assert painted >= frame, f"first paint at {painted:.0f} ms, the answer's frame at {frame:.0f}"
