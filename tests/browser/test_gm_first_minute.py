"""What a GM notices in the first minute (the smaller things a review saw): heatmap labels legible
on a phone, out-of-date results that keep their contrast, a long list of odds folded into a few
lines, and the left navigation on the Sources page and the GM screen.
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from rules_py.calculators import calculate
from rules_py.numbers import percents
from tests.browser.offline_site import ROOT, BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import READY_TIMEOUT_MS, field, open_calculator, output, widget

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")
PHONE: ViewportSize = {"width": 390, "height": 844}

# Each label's size as drawn: its computed font size (in the grid's units) times the grid's scale.
LABEL_SIZES = """(svg) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll(".rules-heat-label")].map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * scale);
}"""
# Any two labels whose drawn boxes overlap (the column labels must not run into each other).
OVERLAPS = """(svg) => {
    const boxes = [...svg.querySelectorAll(".rules-heat-label")]
        .map((text) => text.getBoundingClientRect());
    let found = 0;
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5
            && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) found += 1;
    }));
    return found;
}"""


def test_heatmap_labels_are_12_px_or_more_on_a_phone(page: Page, site: BuiltSite) -> None:
    page.set_viewport_size(PHONE)
    open_calculator(page, site, "opposed")
    grid = widget(page, "opposed").locator(".rules-heatmap-grid")
    expect(grid).to_have_count(1)
    sizes = grid.evaluate(LABEL_SIZES)
    drawn = calculate("opposed", {"a": 60, "b": 45})["heatmap"]  # the calculator's defaults
    assert len(sizes) == len(drawn["rows"]) + len(drawn["columns"]) == 31  # 45 has its own column
    assert min(sizes) >= 12, sizes
    assert grid.evaluate(OVERLAPS) == 0
    # The box of a label as drawn agrees: a digit's height is most of the font size.
    label = grid.locator(".rules-heat-label").last.bounding_box()
    assert label is not None and label["height"] >= 12


@pytest.fixture
def axe_page(browser: Browser, site: BuiltSite) -> Iterator[Page]:
    """A page that lets the test inject axe (the site's policy rightly refuses its script)."""
    watch = PageWatch()
    context = browser.new_context(
        base_url=site.base_url, viewport={"width": 1280, "height": 800}, bypass_csp=True
    )
    watch.guard(context)
    page = context.new_page()
    watch.listen(page)
    yield page
    context.close()
    assert watch.problems() == []


def _serious(page: Page) -> list[str]:
    found = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{violation['id']} at {node['target']}"
        for violation in found["violations"]
        if violation["impact"] in BLOCKING
        for node in violation["nodes"]
    ]


@pytest.mark.parametrize(
    ("calculator", "name", "bad"),
    [
        pytest.param("opposed", "a", "x", id="RuneQuest opposed roll, heatmap and odds"),
        pytest.param("luck_recovery", "luck", "-3", id="Basic Roleplaying Luck, 25 odds"),
        pytest.param("sr_cycles", "combatants", "Ana:99:1", id="RQII planner, tables"),
    ],
)
def test_results_out_of_date_keep_their_contrast(
    axe_page: Page, site: BuiltSite, calculator: str, name: str, bad: str
) -> None:
    """With an input in error the last answers stay, marked out of date, and axe finds
    no serious or critical violation in either scheme (45% opacity failed contrast 34-50 times)."""
    page = axe_page
    open_calculator(page, site, calculator)
    field(page, calculator, name).evaluate(
        "(input, value) => { input.value = value;"
        " input.dispatchEvent(new Event('input', {bubbles: true})); }",
        bad,
    )
    stale = widget(page, calculator).locator(".rules-results.rules-stale")
    expect(stale).to_have_count(1, timeout=READY_TIMEOUT_MS)
    assert stale.evaluate("(node) => getComputedStyle(node).opacity") == "1"
    page.add_script_tag(path=str(AXE))
    for scheme, material in (("light", "default"), ("dark", "slate")):
        page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
        page.wait_for_function(
            "(scheme) => document.body.dataset.mdColorScheme === scheme", arg=material
        )
        assert _serious(page) == [], scheme


def test_the_luck_gains_fold_into_a_few_lines_on_a_phone(page: Page, site: BuiltSite) -> None:
    """Basic Roleplaying, Luck: Luck 50 gains +6 to +30, 25 odds; on a 390 px phone they take
    less than half a screen, each number beside its gain, every number with two decimals."""
    page.set_viewport_size(PHONE)
    open_calculator(page, site, "luck_recovery")
    odds = calculate("luck_recovery", {"luck": 50})["odds"]
    assert len(odds) == 25
    block = output(page, "luck_recovery", "odds")
    values = block.locator(".rules-odds-value")
    expect(values).to_have_text(percents(odds.values()))
    expect(block).to_have_class("rules-odds rules-odds-many")
    box = block.bounding_box()
    assert box is not None and box["height"] < PHONE["height"] / 2, box
    first = block.locator(".rules-odds-row").first
    label, value = first.locator(".rules-odds-label"), first.locator(".rules-odds-value")
    label_box, value_box = label.bounding_box(), value.bounding_box()
    assert label_box and value_box and abs(label_box["y"] - value_box["y"]) < 4


@pytest.mark.parametrize("path", ["sources/", "gm-screen/"])
def test_sources_and_gm_screen_keep_the_navigation(page: Page, path: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(path)
    navigation = page.locator(".md-sidebar--primary")
    expect(navigation).to_be_visible()
    expect(navigation.get_by_role("link", name="Home", exact=True)).to_be_visible()
    expect(navigation.get_by_role("link", name="The round and its cycles")).to_be_attached()
