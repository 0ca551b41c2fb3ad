"""The ReQuest calculators and the three-document contest in a real browser (ReQuest, Core Mechanic:
Skill Rolls).

Each widget reaches ready, shows Python's numbers for a couple of inputs, shows Python's message
for bad input and stays usable, and restores its inputs from a permalink. Expected numbers and
messages come from ``rules_py`` itself.
"""

import pytest
from playwright.sync_api import Page, expect

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import InputError
from rules_py.numbers import percents, shown
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, in_link, open_calculator, output, widget


def bar_values(odds: dict[str, float]) -> list[str]:
    return percents(odds.values())


def python_error(name: str, inputs: dict[str, object]) -> InputError:
    with pytest.raises(InputError) as raised:
        calculate(name, inputs)
    return raised.value


def expect_odds(page: Page, name: str, key: str, odds: dict[str, float]) -> None:
    declared = next(item for item in REGISTRY[name].outputs if item.key == key)
    labels = dict(declared.labels)
    rows = output(page, name, key).locator(".rules-odds-row")
    expect(rows.locator(".rules-odds-label")).to_have_text([labels.get(k, k) for k in odds])
    expect(rows.locator(".rules-odds-value")).to_have_text(bar_values(odds))


def test_request_test(page: Page, site: BuiltSite) -> None:
    name = "request_test"
    open_calculator(
        page, site, name, "?skill=125&roll=11"
    )  # ReQuest › Very High Skill Tests - Additional Criticals: 125%/11 is QR 3
    expect(field(page, name, "skill")).to_have_value("125")
    expect(field(page, name, "roll")).to_have_value("11")
    expected = calculate(name, {"skill": 125, "roll": 11})
    expect(output(page, name, "qr")).to_have_text("3")
    expect(output(page, name, "result_label")).to_have_text(expected["result_label"])
    expect(output(page, name, "additional_criticals")).to_have_text("1")
    expect_odds(page, name, "odds_by_quality", expected["odds_by_quality"])
    expect(output(page, name, "by_quality").locator("tbody tr")).to_have_count(
        len(expected["by_quality"])
    )

    field(page, name, "roll").fill("88")  # ReQuest › Skill test results: 47%/88 is a fumble
    field(page, name, "skill").fill("47")
    expect(output(page, name, "qr")).to_have_text("\u22121")
    expect(output(page, name, "result_label")).to_have_text("Fumble")
    expect(page).to_have_url(in_link(name, "skill", "47"))

    field(page, name, "roll").fill("101")
    message = python_error(name, {"skill": "47", "roll": "101"}).message
    expect(error_for(page, name, "roll")).to_have_text(message)
    expect(output(page, name, "qr")).to_have_text("\u22121")  # the last good answer stays
    field(page, name, "roll").fill("22")
    expect(error_for(page, name, "roll")).to_be_empty()
    expect(output(page, name, "qr")).to_have_text("2")


def test_contest_side_by_side(page: Page, site: BuiltSite) -> None:
    name = "contest"
    # ReQuest › Contests and special numbers: Bob and Throg
    query = "?system=request&a=286&b=20&a_roll=32&b_roll=01"
    open_calculator(page, site, name, query)
    expect(field(page, name, "system")).to_have_value("request")
    expect(field(page, name, "b_roll")).to_have_value("01")
    inputs = {"system": "request", "a": 286, "b": 20, "a_roll": 32, "b_roll": 1}
    expected = calculate(name, inputs)
    expect(output(page, name, "outcome_label")).to_have_text("B wins")
    expect(output(page, name, "victory")).to_have_text("Partial victory")
    expect(output(page, name, "vr")).to_have_text("0")
    rows = output(page, name, "side_by_side").locator("tbody tr")
    expect(rows).to_have_count(3)
    side_by_side = next(item for item in REGISTRY[name].outputs if item.key == "side_by_side")
    for row, cells in enumerate(side_by_side.row_texts(expected["side_by_side"])):
        expect(rows.nth(row).locator("td")).to_have_text(cells)
    expect_odds(page, name, "victories", expected["victories"])

    field(page, name, "system").select_option("brp")
    brp = calculate(name, inputs | {"system": "brp"})
    expect_odds(page, name, "odds", brp["odds"])
    expect(output(page, name, "vr")).to_have_text("–")

    # Throg's roll alone (Basic Roleplaying now): his result, the outcome waiting for Bob's.
    field(page, name, "b_roll").fill("")
    alone = calculate(name, inputs | {"system": "brp", "b_roll": None})
    expect(output(page, name, "a_result")).to_have_text(alone["a_result"])
    expect(output(page, name, "outcome_label")).to_have_text("–")
    expect(error_for(page, name, "b_roll")).to_be_empty()
    field(page, name, "a_roll").fill("")
    expect(output(page, name, "a_result")).to_have_text("–")
    expect(output(page, name, "outcome_label")).to_have_text("–")

    # ReQuest › Justification for failed victories, the GM's option that nobody wins when all
    # fail: 77% against 7% leaves 21.40498...% with no result; its row adds to 100 (76.07% +
    # 2.52% + 21.41%, each rounded alone 99.99), and the victory bars show that share too.
    field(page, name, "a").fill("77")
    field(page, name, "b").fill("7")
    field(page, name, "all_fail").select_option("nobody_wins")
    field(page, name, "system").select_option("request")
    expect(rows.nth(1).locator("td")).to_have_text(["ReQuest", "76.07%", "2.52%", "–", "21.41%"])
    nobody = calculate(name, {"system": "request", "a": 77, "b": 7, "all_fail": "nobody_wins"})
    expect_odds(page, name, "victories", nobody["victories"])
    expect(output(page, name, "victories").locator(".rules-odds-label").last).to_have_text(
        "No result"
    )


def test_multi_contest(page: Page, site: BuiltSite) -> None:
    name = "multi_contest"
    open_calculator(page, site, name, "?ratings=40%2C%2065%2C%2080")
    expect(field(page, name, "ratings")).to_have_value("40, 65, 80")
    expect_odds(page, name, "odds", calculate(name, {"ratings": "40, 65, 80"})["odds"])

    field(page, name, "ratings").fill("40")
    message = python_error(name, {"ratings": "40"}).message
    expect(error_for(page, name, "ratings")).to_have_text(message)
    field(page, name, "ratings").fill("50 50")
    expect(error_for(page, name, "ratings")).to_be_empty()
    expect_odds(page, name, "odds", {"A (50%)": 50.0, "B (50%)": 50.0})


def test_extended_contest(page: Page, site: BuiltSite) -> None:
    name = "extended_contest"
    query = "?a=60&b=45&target=3&mode=relative&seed=3"
    open_calculator(page, site, name, query)
    expect(field(page, name, "mode")).to_have_value("relative")
    inputs = {"a": 60, "b": 45, "target": 3, "mode": "relative", "seed": 3}
    expected = calculate(name, inputs)
    expect_odds(page, name, "odds", expected["odds"])
    expect(output(page, name, "expected_rounds")).to_have_text(shown(expected["expected_rounds"]))
    expect(output(page, name, "example").locator("tbody tr")).to_have_count(
        len(expected["example"])
    )
    expect(output(page, name, "example_ending")).to_have_text(expected["example_ending"])

    field(page, name, "target").fill("0")
    message = python_error(name, inputs | {"target": 0}).message
    expect(error_for(page, name, "target")).to_have_text(message)
    field(page, name, "target").fill("1")
    expect(error_for(page, name, "target")).to_be_empty()
    again = calculate(name, inputs | {"target": 1})
    expect(output(page, name, "expected_rounds")).to_have_text(shown(again["expected_rounds"]))
    expect(page).to_have_url(in_link(name, "target", "1"))  # once typing pauses
    expect(widget(page, name)).to_have_attribute("data-state", "ready")
