"""Numbers as a GM says them, one side rolled at a time, the whole answer copied and the next
round, at 390 and 1280 px: a digit keypad on skill fields, "75-20" read as 55 and a modifier
with steps of 10 and 20 (RuneQuest › Reattempting Ability Rolls: a follow-up at −20%), either
side of an opposed roll rolled alone and logged, Roll both, Copy result giving every band and
outcome, and Next round (RQII House Rules, The Combat Round › Surprise (HR); Wrap-up Step)
reached from the top of the planner, saying what it kept and cleared, the round in the link.

Expected values come from ``rules_py`` (``calculate``) for the inputs the page shows.
"""

import json
import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

from rules_py import numbers
from rules_py.calculators import REGISTRY, calculate
from rules_py.errors import InputError
from rules_py.rq2_combat.calculators.sr_cycles import AFTER_SURPRISE
from rules_py.runequest.results import BEST_FIRST
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import (
    error_for,
    field,
    in_link,
    open_calculator,
    output,
    wait_ready,
    widget,
)

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
SCREENS = pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["390px", "1280px"])
MINUS = numbers.MINUS


def _context(browser: Browser, site: BuiltSite, screen: ViewportSize) -> BrowserContext:
    context = browser.new_context(base_url=site.base_url, viewport=screen)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.base_url[:-1])
    return context


def _rolls(page: Page) -> list[dict[str, str]]:
    kept: list[dict[str, str]] = json.loads(
        page.evaluate("localStorage.getItem('rules-roll-log') ?? '[]'")
    )
    return kept


def _wait_rolls(page: Page, count: int) -> None:
    page.wait_for_function(
        "(n) => JSON.parse(localStorage.getItem('rules-roll-log') ?? '[]').length === n", arg=count
    )


def _refusal(name: str, inputs: dict[str, object]) -> InputError:
    try:
        calculate(name, inputs)
    except InputError as error:
        return error
    raise AssertionError(f"{name} took {inputs}")


@SCREENS
def test_skill_fields_open_a_digit_keypad_and_the_steps_fit(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    context = _context(browser, site, screen)
    try:
        page = context.new_page()
        for name, chances in (("ability", ("chance",)), ("opposed", ("a", "b"))):
            open_calculator(page, site, name)
            for chance in chances:
                for typed in (chance, f"{chance}_modifier"):
                    expect(field(page, name, typed)).to_have_attribute("inputmode", "numeric")
                steps = widget(page, name).locator(f'[data-for="{chance}_modifier"]')
                expect(steps).to_have_text(["±", f"{MINUS}20", f"{MINUS}10", "+10", "+20"])
                field(page, name, f"{chance}_modifier").focus()  # the steps show while in use
                for index in range(5):
                    box = steps.nth(index).bounding_box()
                    assert box is not None
                    # a thumb's target, inside the screen
                    assert box["width"] >= 24 and box["height"] >= 40, (name, index, box)
                    assert box["x"] >= 0 and box["x"] + box["width"] <= screen["width"]
            expect(field(page, name, chances[0])).not_to_have_attribute("type", "number")
    finally:
        context.close()


@SCREENS
def test_75_minus_20_reads_as_55_typed_or_stepped(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    # RuneQuest › Reattempting Ability Rolls: a follow-up attempt at −20%.
    context = _context(browser, site, screen)
    try:
        page = context.new_page()
        name = "ability"
        open_calculator(page, site, name)
        sums, success = output(page, name, "sums.chance"), output(page, name, "ranges.success")
        expect(sums).to_be_hidden()  # nothing worked out yet: the group is left out
        field(page, name, "chance").fill("75-20")
        expect(sums).to_have_text(f"75 {MINUS} 20 = 55")
        expect(success).to_have_text(calculate(name, {"chance": 55})["ranges"]["success"])
        expect(error_for(page, name, "chance")).to_have_text("")

        field(page, name, "chance").fill("75")
        step = widget(page, name).locator('[data-for="chance_modifier"]')
        field(page, name, "chance_modifier").focus()  # its steps show while it is in use
        step.get_by_text(f"{MINUS}20").click()
        expect(field(page, name, "chance_modifier")).to_have_value("-20")
        expect(sums).to_have_text(f"75 {MINUS} 20 = 55")
        expect(success).to_have_text(calculate(name, {"chance": 55})["ranges"]["success"])
        step.get_by_text(f"{MINUS}10").click()
        expect(sums).to_have_text(f"75 {MINUS} 30 = 45")
        step.get_by_text("±").click()
        expect(field(page, name, "chance_modifier")).to_have_value("30")
        expect(sums).to_have_text("75 + 30 = 105")
        expect(page).to_have_url(in_link(name, "chance_modifier", "30"))
        expect(field(page, name, "chance")).not_to_be_focused()  # no keyboard over the answer

        # Bad input: a clear message beside its own field, the rest kept.
        for typed, bad in (("chance", "75--"), ("chance", "abc"), ("chance_modifier", "950")):
            field(page, name, typed).fill(bad)
            inputs = {"chance": 75, "chance_modifier": 30, typed: bad}
            expect(error_for(page, name, typed)).to_have_text(_refusal(name, inputs).message)
            field(page, name, typed).fill({"chance": "75", "chance_modifier": "30"}[typed])
            expect(error_for(page, name, typed)).to_have_text("")
        expect(sums).to_have_text("75 + 30 = 105")
    finally:
        context.close()


@SCREENS
def test_one_side_of_the_opposed_roll_at_a_time_then_roll_both(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    context = _context(browser, site, screen)
    try:
        page = context.new_page()
        name = "opposed"
        open_calculator(page, site, name, "?a=75&b=60&a_modifier=-20")
        inputs: dict[str, object] = {"a": 75, "b": 60, "a_modifier": -20}
        odds = output(page, name, "odds").locator(".rules-odds-value")
        before = numbers.percents(calculate(name, inputs)["odds"].values())
        expect(odds).to_have_text(before)

        # A rolls first: A's result shows and is logged; the outcome waits for B.
        widget(page, name).locator('[data-action="roll"][data-for="a_roll"]').click()
        _wait_rolls(page, 1)
        inputs["a_roll"] = field(page, name, "a_roll").input_value()
        alone = calculate(name, inputs)
        expect(output(page, name, "a_result_label")).to_have_text(alone["a_result_label"])
        expect(output(page, name, "outcome_label")).to_have_text("–")
        expect(odds).to_have_text(before)  # the odds before the rolls stay
        [entry] = _rolls(page)
        assert entry["rolled"] == f"{inputs['a_roll']} (A's roll)", entry
        assert entry["result"] == f"A's result: {alone['a_result_label']}", entry
        assert "B's roll" not in entry["inputs"], entry

        # B's roll completes the outcome, logged as the outcome.
        widget(page, name).locator('[data-action="roll"][data-for="b_roll"]').click()
        _wait_rolls(page, 2)
        inputs["b_roll"] = field(page, name, "b_roll").input_value()
        both = calculate(name, inputs)
        expect(output(page, name, "outcome_label")).to_have_text(both["outcome_label"])
        entry = _rolls(page)[0]
        assert entry["rolled"] == f"{inputs['b_roll']} (B's roll)", entry
        assert entry["result"] == both["outcome_label"], entry

        # Roll both: two fresh faces, one line in the log.
        widget(page, name).locator('[data-action="roll-both"]').click()
        _wait_rolls(page, 3)
        inputs["a_roll"] = field(page, name, "a_roll").input_value()
        inputs["b_roll"] = field(page, name, "b_roll").input_value()
        again = calculate(name, inputs)
        expect(output(page, name, "outcome_label")).to_have_text(again["outcome_label"])
        expect(output(page, name, "b_result_label")).to_have_text(again["b_result_label"])
        entry = _rolls(page)[0]
        assert entry["rolled"] == (
            f"{inputs['a_roll']} (A's roll), {inputs['b_roll']} (B's roll)"
        ), entry
        assert entry["result"] == again["outcome_label"], entry
    finally:
        context.close()


def test_copy_result_gives_the_whole_answer_with_its_inputs_and_readings(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest › Reattempting Ability Rolls at −20%, then Results Table: 11 is a special.
    name = "ability"
    open_calculator(page, site, name, "?chance=75&chance_modifier=-20&roll=11")
    answer = calculate(name, {"chance": 75, "chance_modifier": -20, "roll": 11})
    expect(output(page, name, "result_label")).to_have_text(answer["result_label"])
    widget(page, name).locator('[data-action="copy-result"]').click()
    expect(widget(page, name).locator("[data-copied]")).to_have_text("Result copied.")
    lines = page.evaluate("navigator.clipboard.readText()").splitlines()
    assert lines[0] == REGISTRY[name].title
    assert lines[1] == "Inputs: Chance (%) 75, Modifier (%) -20, Roll 11"
    readings = [
        f"{setting.label}: {setting.choice_labels[0]}" for setting in REGISTRY[name].settings
    ]
    assert lines[2] == f"Readings: {'; '.join(readings)}"
    assert "Chance (%): 75 − 20 = 55" in lines
    for level in BEST_FIRST:  # every band
        assert f"{level.label}: rolls: {answer['ranges'][level.key]}" in lines
    shown = numbers.percents(answer["odds"].values())
    labels = [level.label for level in BEST_FIRST]
    every = ", ".join(f"{label} {percent}" for label, percent in zip(labels, shown, strict=True))
    assert f"Odds of each result: {every}" in lines  # every outcome with its percentage
    assert f"Result of the roll: {answer['result_label']}" in lines
    assert "Experience check: yes" in lines


# RQII House Rules, The Combat Round › Surprise (HR): the Scout is surprised and keeps one action
# to defend; the broo is overextended.
SURPRISED = "Fahir:14:3:0:none:0;Broo:9:2:0:overextended:0;Scout:13:2:1:none:1"


@SCREENS
def test_next_round_from_the_top_says_what_it_kept_and_keeps_the_round_in_the_link(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    context = _context(browser, site, screen)
    try:
        page = context.new_page()
        name = "sr_cycles"
        open_calculator(page, site, name, f"?combatants={SURPRISED}")
        first = calculate(name, {"combatants": SURPRISED})
        top = widget(page, name).locator('[data-action="next-round"]').first
        box = top.bounding_box()  # after the jump to the planner, in the first screen
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= screen["height"]
        expect(field(page, name, "round")).to_have_value("1")
        top.click()
        expect(field(page, name, "round")).to_have_value("2")
        expect(page).to_have_url(in_link(name, "round", "2"))
        expect(field(page, name, "after_surprise")).to_be_checked()
        expect(field(page, name, "combatants")).to_have_value(first["next"]["combatants"])
        note = widget(page, name).locator("[data-round-note]")
        expect(note).to_have_text(first["carried"])
        assert (
            "Cleared: Broo's condition" in first["carried"]
            or "Scout's surprise" in (first["carried"])
        )
        # The surprise round's reminder, said again in the round after it.
        expect(output(page, name, "notes")).to_contain_text(AFTER_SURPRISE)
        [entry] = _rolls(page)
        assert entry["inputs"] == "Round 1" and entry["result"] == first["spent"], entry
        assert "Scout 2 of 2 actions, 1 kept to defend" in entry["result"]  # kept actions logged

        page.reload()  # the link keeps the round
        wait_ready(page, name)
        expect(field(page, name, "round")).to_have_value("2")
        expect(field(page, name, "after_surprise")).to_be_checked()
        second = calculate(
            name, {"round": 2, "after_surprise": True, "combatants": first["next"]["combatants"]}
        )
        expect(output(page, name, "cycle_count")).to_have_text(str(second["cycle_count"]))
        widget(page, name).locator('[data-action="next-round"]').last.click()  # the foot's
        expect(field(page, name, "round")).to_have_value("3")
        expect(field(page, name, "after_surprise")).not_to_be_checked()  # no one surprised now
        expect(output(page, name, "notes")).not_to_contain_text(re.compile("surprise round"))
        assert _rolls(page)[0]["inputs"] == "Round 2"
    finally:
        context.close()
