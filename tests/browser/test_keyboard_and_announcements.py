"""A calculator used by keyboard alone, with the focus in view, and what a screen reader hears:
one polite region per widget speaks a short summary once per change of the results, and an
error is spoken by its own field's slot instead (shown with the RuneQuest resistance roll)."""

from playwright.sync_api import Locator, Page, expect

from rules_py.calculators import calculate
from rules_py.numbers import percent
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, open_calculator, output, widget

NAME = "resistance"
MOST_TABS = 400  # Material's header and navigation come first

# The look of an element, enough to tell its focused state from its resting one.
LOOK = """(element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow,
            style.backgroundColor, style.borderColor].join(" | ");
}"""


def tab_to(page: Page, target: Locator) -> int:
    """Press Tab until ``target`` has the focus; how many presses it took."""
    for presses in range(1, MOST_TABS + 1):
        page.keyboard.press("Tab")
        if target.evaluate("(element) => element === document.activeElement"):
            return presses
    raise AssertionError(f"{MOST_TABS} presses of Tab never reached {target}")


def assert_focus_shows(target: Locator, resting: str) -> None:
    """``target`` has the keyboard focus and looks it: an outline, or a look unlike at rest."""
    assert target.evaluate("(element) => element.matches(':focus-visible')")
    focused = target.evaluate(LOOK)
    outline_style, outline_width = focused.split(" | ")[:2]
    outlined = outline_style != "none" and outline_width != "0px"
    assert outlined or focused != resting, f"focus not visible: {focused}"


def test_a_calculator_works_by_keyboard_alone(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME)
    active, passive, low = (field(page, NAME, name) for name in ("active", "passive", "low_chance"))
    copy = widget(page, NAME).get_by_role("button", name="Copy link")
    resting = {name: target.evaluate(LOOK) for name, target in [("active", active), ("copy", copy)]}

    tab_to(page, active)  # from the top of the page, through Material's header and navigation
    assert_focus_shows(active, resting["active"])
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("3")
    page.keyboard.press("Tab")
    expect(passive).to_be_focused()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("21")
    five = calculate(NAME, {"active": 3, "passive": 21})
    expect(output(page, NAME, "chance")).to_have_text(percent(five["chance"]))

    # A reading of the rules, changed with the arrow keys: 3 against 21 is where it tells.
    none = calculate(NAME, {"active": 3, "passive": 21, "low_chance": "no_chance"})
    assert five["ranges"]["success"] != none["ranges"]["success"]
    expect(output(page, NAME, "ranges.success")).to_have_text(five["ranges"]["success"])
    tab_to(page, low)
    page.keyboard.press("ArrowDown")
    expect(low).to_have_value("no_chance")
    expect(output(page, NAME, "ranges.success")).to_have_text(none["ranges"]["success"])

    tab_to(page, copy)
    assert_focus_shows(copy, resting["copy"])
    page.keyboard.press("Enter")
    expect(widget(page, NAME).locator("[data-copied]")).not_to_be_empty()


# Every change of a live region's text, in order, as [region, text] (clearing it says nothing).
RECORD_LIVE_REGIONS = """(root) => {
    window.__spoken = [];
    const regions = root.querySelectorAll("[aria-live], [role=status], [role=alert]");
    for (const region of regions) {
        const name = region.dataset.errorFor ? `error:${region.dataset.errorFor}`
            : region.hasAttribute("data-announce") ? "announce" : region.className;
        new MutationObserver(() => {
            if (region.textContent.trim()) window.__spoken.push([name, region.textContent]);
        }).observe(region, {childList: true, subtree: true, characterData: true});
    }
    return regions.length;
}"""


def spoken_after(page: Page, settle: Locator) -> list[list[str]]:
    """What the live regions said, once ``settle`` shows and a while has passed for any more."""
    expect(settle).not_to_be_empty()
    page.wait_for_timeout(1500)  # longer than announce.js waits for the answers to stop coming
    said: list[list[str]] = page.evaluate("window.__spoken.splice(0)")
    return said


def test_each_change_is_spoken_once_by_one_region(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME, "?active=12&passive=10")
    announce = widget(page, NAME).locator("[data-announce]")
    expect(announce).to_have_attribute("aria-live", "polite")
    expect(output(page, NAME, "chance")).to_have_text(
        percent(calculate(NAME, {"active": 12, "passive": 10})["chance"])
    )
    page.wait_for_timeout(1000)
    expect(announce).to_be_empty()  # the result the page opened with is not read out unasked
    assert widget(page, NAME).evaluate(RECORD_LIVE_REGIONS) >= 3

    field(page, NAME, "active").fill("14")
    said = spoken_after(page, announce)
    chance = percent(calculate(NAME, {"active": 14, "passive": 10})["chance"])
    assert [region for region, _ in said] == ["announce"], said
    assert chance in said[0][1], said

    # Typed key by key: Python answers twice, the reader hears the final result once.
    field(page, NAME, "passive").fill("")
    expect(error_for(page, NAME, "passive")).not_to_be_empty()  # spoken there: "give a number"
    page.evaluate("window.__spoken.splice(0)")
    field(page, NAME, "passive").press_sequentially("17", delay=20)
    expect(announce).to_contain_text(
        percent(calculate(NAME, {"active": 14, "passive": 17})["chance"])
    )
    said = spoken_after(page, announce)
    assert [region for region, _ in said] == ["announce"], said

    # An error is spoken by the field's own slot; the summary stays quiet.
    field(page, NAME, "active").fill("abc")
    said = spoken_after(page, error_for(page, NAME, "active"))
    assert [region for region, _ in said] == ["error:active"], said

    # Put right again, even to the same numbers, the result is news and is spoken.
    field(page, NAME, "active").fill("14")
    expect(error_for(page, NAME, "active")).to_be_empty()
    said = spoken_after(page, announce)
    assert [region for region, _ in said] == ["announce"], said
