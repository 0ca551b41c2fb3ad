"""The RuneQuest II combat calculators in a real browser (RuneQuest II House Rules, The Combat
Round › Strike Rank Cycle(s); Surprise (HR); Interrupting Combat Actions).

The strike rank planner's editable table: rows added and removed, the cycles shown always those
Python computes for the table's rows, a bad cell's message in that cell, a name shown as text,
and a permalink that brings the rows back. The interrupt calculator on the page's example.
"""

import re
from urllib.parse import quote

from playwright.sync_api import Locator, Page, expect

from rules_py.calculators import calculate
from rules_py.numbers import percents
from rules_py.rq2_combat.calculators import COMBATANTS
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, open_calculator, output, widget

NAME = "sr_cycles"


def cycle_lines(inputs: dict[str, object]) -> list[str]:
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

    # Add a fifth combatant, fastest of all and surprised.
    widget(page, NAME).get_by_role("button", name="Add row").click()
    expect(rows).to_have_count(5)
    expect(cell(page, 5, "name")).to_be_focused()
    cell(page, 5, "name").fill("Dara")
    cell(page, 5, "sr").fill("22")
    cell(page, 5, "actions").fill("4")
    cell(page, 5, "surprised").check()
    cell(page, 5, "condition").select_option("vulnerable")
    table = f"{COMBATANTS.default};Dara:22:4:1:vulnerable"
    expect(field(page, NAME, "combatants")).to_have_value(table)
    expect(shown).to_have_text(cycle_lines({"combatants": table}))
    expect(output(page, NAME, "cycle_count")).to_have_text("4")

    # Remove Mikolos (row 2): the rows below move up and keep their values.
    widget(page, NAME).get_by_role("button", name="Remove row 2").click()
    expect(rows).to_have_count(4)
    expect(cell(page, 2, "name")).to_have_value("Broo")
    table = "Fahir:14:3:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none;Dara:22:4:1:vulnerable"
    expect(field(page, NAME, "combatants")).to_have_value(table)
    expect(shown).to_have_text(cycle_lines({"combatants": table}))
    expect(page).to_have_url(re.compile(r"[?&]combatants=Fahir"))

    # The other reading of surprise changes the plan.
    field(page, NAME, "surprise_turn").select_option("no_action")
    expect(shown).to_have_text(cycle_lines({"combatants": table, "surprise_turn": "no_action"}))


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

    field(page, name, "actor_roll").fill("")
    field(page, name, "actor_roll").blur()
    expect(error_for(page, name, "actor_roll")).to_have_text(
        "give both rolls, or neither for the odds alone"
    )
