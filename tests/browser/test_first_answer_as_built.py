"""When Python's first answer is the one the page arrived with (its line's SHA-256 is the digest
the build recorded, scripts/build/prerender.py), the widget leaves its drawing alone: only the
board, which answers the reader's clicks and follows the screen, is drawn live. Any other answer, or
a digest that does not match, is drawn as always.

Each test holds Python's download until a MutationObserver watches the widgets' results, so that
every change Python's first answer makes to them is seen.
"""

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Page, Route, expect

from rules_py.calculators import calculate
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import output, wait_ready, widget

WASM = "**/pyodide/pyodide.asm.wasm"
# Per widget, the changes to its results: outside a board, and inside one.
WATCH = """(names) => {
    window.__rulesChanges = {};
    for (const name of names) {
        const changes = { outside: 0, board: 0 };
        window.__rulesChanges[name] = changes;
        const results = document.querySelector(`[data-calculator="${name}"] [data-results]`);
        new MutationObserver((records) => {
            for (const { target } of records) {
                const element = target instanceof Element ? target : target.parentElement;
                changes[element?.closest('[data-kind="board"]') ? "board" : "outside"] += 1;
            }
        }).observe(results, { childList: true, subtree: true, characterData: true });
    }
}"""
CHANGES = "(name) => window.__rulesChanges[name]"
ANSWERED = """(name) => performance.getEntriesByName("rules:result")
    .some((entry) => entry.detail === name)"""


@contextmanager
def python_held(page: Page) -> Iterator[None]:
    """Python's download waits until the block ends."""
    held: list[Route] = []
    page.route(WASM, lambda route: held.append(route))
    yield
    for route in held:
        route.continue_()
    page.unroute(WASM)


def answered(page: Page, name: str) -> dict[str, int]:
    """Wait for Python's first answer to widget ``name``; the changes it made to its results."""
    wait_ready(page, name)
    page.wait_for_function(ANSWERED, arg=name)
    expect(widget(page, name).locator("[data-results]")).to_have_class("rules-results")
    changes: dict[str, int] = page.evaluate(CHANGES, name)
    return changes


def test_the_passing_page_keeps_the_answers_it_arrived_with(page: Page, site: BuiltSite) -> None:
    # Runeball, Passing › Calculator: the pass, the field and the kick calculators at their
    # defaults; the field's board is drawn live, so that its pieces move.
    names = ["runeball_pass", "runeball_field", "runeball_kick"]
    with python_held(page):
        page.goto(site.page_for("runeball_field"))
        page.evaluate(WATCH, names)
    for name in names:
        changes = answered(page, name)
        assert changes["outside"] == 0, f"{name}: the answer it arrived with was drawn again"
    assert answered(page, "runeball_field")["board"] > 0, "the board was not brought to life"
    second = widget(page, "runeball_field").locator(".rules-board-choice").nth(1)
    expect(second).to_have_attribute("aria-pressed", "false")
    second.click()
    expect(second).to_have_attribute("aria-pressed", "true")


def test_a_calculator_at_its_defaults_is_not_drawn_again(page: Page, site: BuiltSite) -> None:
    name = "resistance"  # RuneQuest, The Game System › The Resistance Table
    with python_held(page):
        page.goto(site.page_for(name))
        page.evaluate(WATCH, [name])
    assert answered(page, name) == {"outside": 0, "board": 0}


def test_a_link_with_other_inputs_is_drawn_with_pythons_answer(page: Page, site: BuiltSite) -> None:
    name = "resistance"
    with python_held(page):
        page.goto(site.page_for(name) + "?active=16&passive=8")
        page.evaluate(WATCH, [name])
    assert answered(page, name)["outside"] > 0
    chance = calculate(name, {"active": 16, "passive": 8})["chance"]
    expect(output(page, name, "chance")).to_have_text(f"{chance}%")


def test_a_digest_that_does_not_match_is_drawn_again(page: Page, site: BuiltSite) -> None:
    name = "resistance"
    with python_held(page):
        page.goto(site.page_for(name))
        page.evaluate(WATCH, [name])
        widget(page, name).evaluate("(root) => { root.dataset.prerenderedDigest = '0'.repeat(64) }")
    assert answered(page, name)["outside"] > 0


def test_without_crypto_subtle_the_answer_is_drawn_again(page: Page, site: BuiltSite) -> None:
    # As on a page served over plain http from another host: no secure context, no digests.
    page.add_init_script(
        "Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined })"
    )
    name = "resistance"
    with python_held(page):
        page.goto(site.page_for(name))
        page.evaluate(WATCH, [name])
    assert answered(page, name)["outside"] > 0


# The board's hexes and shading: the same nodes before and after Python's first answer?
HEXES = ".rules-board-cells > path, .rules-board-shade > path"
MARK_HEXES = f"""(name) => {{
    const board = document.querySelector(`[data-calculator="${{name}}"] .rules-board-svg`);
    window.__builtHexes = [...board.querySelectorAll("{HEXES}")];
    return window.__builtHexes.length;
}}"""
SAME_HEXES = f"""(name) => {{
    const board = document.querySelector(`[data-calculator="${{name}}"] .rules-board-svg`);
    const now = [...board.querySelectorAll("{HEXES}")];
    const built = window.__builtHexes;
    return now.length === built.length && now.every((node, i) => node === built[i]);
}}"""
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
SHADES = """(name) => [...document.querySelectorAll(
    `[data-calculator="${name}"] .rules-board-shade > path`)]
    .map((p) => p.getAttribute("d")).join()"""


def test_a_phone_takes_the_built_board_over(page: Page, site: BuiltSite) -> None:
    # Runeball, Passing › Calculator: built standing up, as a phone shows it; at 390 px Python's
    # first answer, the same, leaves its hexes and shading as they are, and the board still plays.
    name = "runeball_field"
    page.set_viewport_size({"width": 390, "height": 844})
    with python_held(page):
        page.goto(site.page_for(name))
        assert page.evaluate(MARK_HEXES, name) >= 8  # the zones' and the bands' paths
        page.evaluate(WATCH, [name])
    answered(page, name)
    page.evaluate(TWO_FRAMES)  # the board's width is read in the next frame (a ResizeObserver)
    assert page.evaluate(SAME_HEXES, name), "the built board was drawn again"
    svg = widget(page, name).locator(".rules-board-svg")
    expect(svg).to_have_class("rules-board-svg rules-board-upright")
    # Moving the passer moves the shading: Python's new answer is drawn over the built board's
    # shading (the defaults' passer stands at 8.8; up the standing board is down the columns).
    before = page.evaluate(SHADES, name)
    svg.focus()
    svg.press("ArrowUp")
    expect(widget(page, name).locator(".rules-board-choice").first).not_to_contain_text("8.8")
    page.wait_for_function(f"(name) => ({SHADES})(name) !== {before!r}", arg=name)


def test_a_wide_screen_draws_the_board_lying_wide(page: Page, site: BuiltSite) -> None:
    name = "runeball_field"
    page.set_viewport_size({"width": 1280, "height": 900})
    with python_held(page):
        page.goto(site.page_for(name))
        page.evaluate(MARK_HEXES, name)
        page.evaluate(WATCH, [name])
    answered(page, name)
    page.wait_for_function(f"(name) => !({SAME_HEXES})(name)", arg=name)
    svg = widget(page, name).locator(".rules-board-svg")
    expect(svg).to_have_class("rules-board-svg")  # no longer standing up
