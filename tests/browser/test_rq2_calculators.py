"""The RuneQuest II combat calculators in a real browser (RuneQuest II House Rules, The Combat
Round › Strike Rank Cycle(s); Surprise (HR); Interrupting Combat Actions).

The strike rank planner's editable table: rows added and removed, the cycles shown always those
Python computes for the table's rows, a bad cell's message in that cell, a name shown as text,
and a permalink that brings the rows back. The interrupt calculator on the page's example.
"""

import re
from collections.abc import Mapping
from urllib.parse import quote

from playwright.sync_api import Locator, Page, expect

from rules_py.calculators import calculate
from rules_py.numbers import percents
from rules_py.rq2_combat.calculators.sr_cycles import COMBATANTS
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, open_calculator, output, widget

NAME = "sr_cycles"


def cycle_lines(inputs: Mapping[str, object]) -> list[str]:
    """The planner's lines for ``inputs``, from Python's answer."""
    cycles = calculate(NAME, inputs)["cycles"]
    return [
        f"Cycle {number}: " + " → ".join(" + ".join(group) for group in cycle)
        for number, cycle in enumerate(cycles, start=1)
    ]


def cell(page: Page, row: int, column: str) -> Locator:
    return widget(page, NAME).locator(f'[data-cell="combatants[{row}].{column}"]')


def test_planner_rows_added_and_removed_match_python(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME)
    shown = output(page, NAME, "cycles").locator("li")
    expect(shown).to_have_text(cycle_lines({"combatants": COMBATANTS.default}))
    rows = widget(page, NAME).locator(".rules-rows-table tbody tr")
    expect(rows).to_have_count(4)

    # Add a fifth combatant, fastest of all and surprised. The rows written before the column of
    # kept actions show its default, and the hidden field now carries it.
    widget(page, NAME).get_by_role("button", name="Add row").click()
    expect(rows).to_have_count(5)
    expect(cell(page, 5, "name")).to_be_focused()
    cell(page, 5, "name").fill("Dara")
    cell(page, 5, "sr").fill("22")
    cell(page, 5, "actions").fill("4")
    cell(page, 5, "surprised").check()
    cell(page, 5, "condition").select_option("vulnerable")
    with_kept = ";".join(f"{row}:0" for row in str(COMBATANTS.default).split(";"))
    table = f"{with_kept};Dara:22:4:1:vulnerable:0"
    expect(field(page, NAME, "combatants")).to_have_value(table)
    expect(shown).to_have_text(cycle_lines({"combatants": table}))
    expect(output(page, NAME, "cycle_count")).to_have_text("4")

    # Remove Mikolos (row 2): the rows below move up and keep their values.
    widget(page, NAME).get_by_role("button", name="Remove row 2").click()
    expect(rows).to_have_count(4)
    expect(cell(page, 2, "name")).to_have_value("Broo")
    table = (
        "Fahir:14:3:0:none:0;Broo:9:2:0:overextended:0;Scout:13:2:1:none:0;Dara:22:4:1:vulnerable:0"
    )
    expect(field(page, NAME, "combatants")).to_have_value(table)
    expect(shown).to_have_text(cycle_lines({"combatants": table}))
    expect(page).to_have_url(re.compile(r"[?&]combatants=Fahir"))

    # The other reading of surprise changes the plan.
    field(page, NAME, "surprise_turn").select_option("no_action")
    expect(shown).to_have_text(cycle_lines({"combatants": table, "surprise_turn": "no_action"}))


def test_add_row_gives_a_whole_row_and_no_error(page: Page, site: BuiltSite) -> None:
    """Add row brings a name no other row has, a strike rank and actions (the row
    Python declares), and no red message until the reader types something wrong."""
    open_calculator(page, site, NAME)
    add = widget(page, NAME).get_by_role("button", name="Add row")
    start = COMBATANTS.new_row.split(":")
    for number in (5, 6):
        add.click()
        expect(cell(page, number, "name")).to_have_value(f"{start[0]} {number}")
        expect(cell(page, number, "sr")).to_have_value(start[1])
        expect(cell(page, number, "actions")).to_have_value(start[2])
    table = field(page, NAME, "combatants").input_value()
    expect(output(page, NAME, "cycles").locator("li")).to_have_text(
        cycle_lines({"combatants": table})
    )
    errors = widget(page, NAME).locator(".rules-error")
    expect(errors.filter(has_text=re.compile(r"\S"))).to_have_count(0)
    expect(widget(page, NAME).locator("[aria-invalid=true]")).to_have_count(0)
    expect(widget(page, NAME).locator(".rules-results.rules-stale")).to_have_count(0)
    # A name taken by hand is skipped: the next row takes the next free number.
    cell(page, 6, "name").fill("Combatant 7")
    add.click()
    expect(cell(page, 7, "name")).to_have_value("Combatant 8")
    # Something wrong typed is still told, in its cell.
    cell(page, 7, "sr").fill("x")
    expect(error_for(page, NAME, "combatants[7].sr")).to_have_text(
        "must be a whole number, not 'x'"
    )


def test_remove_buttons_stay_inside_the_card_at_every_width(page: Page, site: BuiltSite) -> None:
    """At a phone's 360 px, a tablet's and a desktop's width, the table fits its card
    (it folds into labelled cells when it would not) and every Remove button is inside."""
    open_calculator(page, site, NAME)
    widget(page, NAME).get_by_role("button", name="Add row").click()
    cell(page, 5, "name").fill("Someone with a long name")
    for width in (360, 600, 800, 1024, 1280, 1600):
        page.set_viewport_size({"width": width, "height": 900})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")
        card = widget(page, NAME).bounding_box()
        assert card is not None
        buttons = widget(page, NAME).locator(".rules-rows-remove")
        expect(buttons).to_have_count(5)
        for button in buttons.all():
            box = button.bounding_box()
            assert box is not None
            assert card["x"] <= box["x"] and box["x"] + box["width"] <= card["x"] + card["width"], (
                width,
                box,
                card,
            )
        fits = (
            widget(page, NAME)
            .locator(".rules-rows")
            .evaluate("(block) => block.querySelector('table').scrollWidth <= block.clientWidth")
        )
        assert fits, width


def test_surprised_defender_keeping_its_actions_and_what_changed_its_strike_rank(
    page: Page, site: BuiltSite
) -> None:
    """RQII Combat Round › Surprise (HR); Action Step: the scout keeping both actions to parry and
    evade still has the turn that ends surprise, and the results say "Scout: 13 → 3, surprised"."""
    open_calculator(page, site, NAME)
    cell(page, 4, "actions").fill("0")
    cell(page, 4, "kept").fill("2")
    table = field(page, NAME, "combatants").input_value()
    assert table.endswith("Scout:13:0:1:none:2")
    expected = calculate(NAME, {"combatants": table})
    scout = expected["order"][3]
    assert scout["surprise_lifts_cycle"] == 1
    records = output(page, NAME, "order").locator("tbody tr")
    expect(records.nth(3).locator("td").nth(1)).to_have_text("13 → 3, surprised")
    expect(records.nth(3).locator("td").nth(3)).to_have_text("2")
    expect(records.nth(3).locator("td").last).to_have_text(scout["surprise"])
    expect(output(page, NAME, "notes").locator("li").first).to_have_text(
        "Strike ranks changed: Scout: 13 → 3, surprised."
    )
    expect(output(page, NAME, "cycles").locator("li")).to_have_text(
        cycle_lines({"combatants": table})
    )


def test_a_guard_keeping_his_actions_has_a_turn_in_every_cycle_and_acts_with_nobody(
    page: Page, site: BuiltSite
) -> None:
    """RQII Combat Round › Action Step; Strike Rank Cycle(s): the guard keeps his 2 actions to
    defend, so he takes a turn in each of the axeman's 4 cycles, which passes; on strike rank 40
    with the axeman he does not act at the same time (the page once showed him in cycle 1 only,
    with a note that both acted together)."""
    table = "Guard:40:0:0:none:2;Axe:40:4:0:none:0"
    open_calculator(page, site, NAME, f"?combatants={quote(table)}")
    lines = [f"Cycle {number}: Axe + Guard (turn passes)" for number in range(1, 5)]
    assert cycle_lines({"combatants": table}) == lines
    expect(output(page, NAME, "cycles").locator("li")).to_have_text(lines)
    expect(output(page, NAME, "cycle_count")).to_have_text("4")
    notes = output(page, NAME, "notes")
    expect(notes.locator("li", has_text="Acting at the same time")).to_have_count(0)


def test_planner_bad_cell_message_in_that_cell(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME)
    before = cycle_lines({"combatants": COMBATANTS.default})
    cycles = output(page, NAME, "cycles").locator("li")
    expect(cycles).to_have_text(before)  # the first answer is in before a cell goes bad
    cell(page, 3, "sr").fill("41")
    slot = error_for(page, NAME, "combatants[3].sr")
    expect(slot).to_have_text("must be between 0 and 40, not 41")
    expect(cell(page, 3, "sr")).to_have_attribute("aria-invalid", "true")
    expect(cycles).to_have_text(before)  # the last good answer stays
    cell(page, 3, "sr").fill("30")
    expect(slot).to_be_empty()
    expect(cell(page, 3, "sr")).not_to_have_attribute("aria-invalid", "true")
    # A name given twice: the message sits in the second one's name cell.
    cell(page, 4, "name").fill("fahir")
    expect(error_for(page, NAME, "combatants[4].name")).to_contain_text("row 1 already")


def test_planner_permalink_restores_rows_and_shows_names_as_text(
    page: Page, site: BuiltSite
) -> None:
    table = "<b>Ana</b>:12:3:0:none;Bo\\:the bold:8:2:1:dazed;Cy:8:1:0:vulnerable"
    query = f"?combatants={quote(table)}&surprise_turn=no_action"
    open_calculator(page, site, NAME, query)
    rows = widget(page, NAME).locator(".rules-rows-table tbody tr")
    expect(rows).to_have_count(3)
    expect(cell(page, 1, "name")).to_have_value("<b>Ana</b>")
    expect(cell(page, 2, "name")).to_have_value("Bo:the bold")
    expect(cell(page, 2, "surprised")).to_be_checked()
    expect(cell(page, 2, "condition")).to_have_value("dazed")
    expect(field(page, NAME, "surprise_turn")).to_have_value("no_action")
    inputs = {"combatants": table, "surprise_turn": "no_action"}
    expect(output(page, NAME, "cycles").locator("li")).to_have_text(cycle_lines(inputs))
    expect(output(page, NAME, "cycles").locator("b")).to_have_count(0)  # text, never markup


def test_interrupt_example(page: Page, site: BuiltSite) -> None:
    name = "interrupt"
    open_calculator(page, site, name, "?interrupter=78&actor=45&interrupter_roll=32&actor_roll=21")
    inputs = {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21}
    expected = calculate(name, inputs)
    expect(output(page, name, "first_label")).to_have_text("The interrupter goes first")
    expect(output(page, name, "interrupter_result")).to_have_text(expected["interrupter_result"])
    values = output(page, name, "odds").locator(".rules-odds-value")
    expect(values).to_have_text(percents(expected["odds"].values()))

    field(page, name, "comparison").select_option("runequest")
    other = calculate(name, {**inputs, "comparison": "runequest"})
    expect(output(page, name, "first_label")).to_have_text("Both at once")
    expect(values).to_have_text(percents(other["odds"].values()))

    # The interrupter's roll alone: its result, and no order until the actor rolls.
    field(page, name, "actor_roll").fill("")
    field(page, name, "actor_roll").blur()
    alone = calculate(name, {**inputs, "actor_roll": None, "comparison": "runequest"})
    expect(output(page, name, "interrupter_result")).to_have_text(alone["interrupter_result"])
    expect(output(page, name, "first_label")).to_have_text("–")
    expect(error_for(page, name, "actor_roll")).to_have_text("")
