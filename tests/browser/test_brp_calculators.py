"""The Basic Roleplaying calculators in a real browser (Basic Roleplaying, Edited House Rules).

Each widget reaches ready from a permalink that sets its fields, shows Python's numbers, shows
Python's message for bad input at the field to blame, and writes its fields back into the address
so that reloading it restores the same state. Expected numbers come from ``rules_py``.
"""

import pytest
from playwright.sync_api import Page, expect

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import InputError
from rules_py.numbers import percent, percents, shown
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, in_link, open_calculator, output, wait_ready


def python_error(name: str, inputs: dict[str, object]) -> str:
    with pytest.raises(InputError) as raised:
        calculate(name, inputs)
    return raised.value.message


def expect_odds(page: Page, name: str, key: str, odds: dict[str, float]) -> None:
    declared = next(item for item in REGISTRY[name].outputs if item.key == key)
    labels = dict(declared.labels)
    rows = output(page, name, key).locator(".rules-odds-row")
    expect(rows.locator(".rules-odds-label")).to_have_text([labels.get(k, k) for k in odds])
    expect(rows.locator(".rules-odds-value")).to_have_text(percents(odds.values()))


def expect_records(page: Page, name: str, key: str, records: list[dict[str, object]]) -> None:
    declared = next(item for item in REGISTRY[name].outputs if item.key == key)
    rows = output(page, name, key).locator("tbody tr")
    expect(rows).to_have_count(len(records))
    for index, cells in enumerate(declared.row_texts(records)):
        expect(rows.nth(index).locator("td")).to_have_text(cells)


def reload_and_wait(page: Page, name: str) -> None:
    # The reader leaves the field first: the address then holds what they typed at once (while
    # they are still typing, it follows only once they pause).
    page.evaluate("document.activeElement?.blur()")
    page.reload()
    wait_ready(page, name)


def test_brp_task(page: Page, site: BuiltSite) -> None:
    name = "brp_task"
    # Advantage and Disadvantage: 72 and 31 against 50
    open_calculator(page, site, name, "?rating=50&mode=advantage&roll=72&roll2=31")
    inputs = {"rating": 50, "mode": "advantage", "roll": 72, "roll2": 31}
    expected = calculate(name, inputs)
    expect_odds(page, name, "odds", expected["odds"])
    expect(output(page, name, "success")).to_have_text(percent(expected["success"]))
    expect(output(page, name, "result_label")).to_have_text(expected["result_label"])
    expect(output(page, name, "result_detail")).to_have_text(expected["result_detail"])

    # Basic Characteristics, Luck: 67 against 60 needs 7
    field(page, name, "mode").select_option("normal")
    field(page, name, "roll2").fill("")
    field(page, name, "rating").fill("60")
    field(page, name, "roll").fill("67")
    expect(output(page, name, "luck_needed")).to_have_text("7")
    expect(page).to_have_url(in_link(name, "roll", "67"))

    field(page, name, "rating").fill("sixty")
    message = python_error(name, {"rating": "sixty", "roll": 67})
    expect(error_for(page, name, "rating")).to_have_text(message)
    field(page, name, "rating").fill("60")
    expect(error_for(page, name, "rating")).to_be_empty()

    field(page, name, "brp_special").select_option("by_25_points")
    field(page, name, "roll").fill("35")
    quick = calculate(name, {"rating": 60, "roll": 35, "brp_special": "by_25_points"})
    expect(output(page, name, "result_label")).to_have_text(quick["result_label"])
    reload_and_wait(page, name)
    expect(field(page, name, "brp_special")).to_have_value("by_25_points")
    expect(output(page, name, "result_label")).to_have_text(quick["result_label"])


def test_brp_attack(page: Page, site: BuiltSite) -> None:
    name = "brp_attack"
    query = "?attack=40&defence=30&missile=yes&shield=full&fire=burst"
    open_calculator(page, site, name, query)
    inputs = {"attack": 40, "defence": 30, "missile": "yes", "shield": "full", "fire": "burst"}
    expected = calculate(name, inputs)
    expect_odds(page, name, "odds", expected["odds"])
    expect(output(page, name, "attack_chance")).to_have_text("70%")
    expect(output(page, name, "shield_block")).to_have_text("30%")
    expect(output(page, name, "notes").locator("li")).to_have_text(expected["notes"])
    expect_records(page, name, "hits", expected["hits"])

    field(page, name, "missile").uncheck()
    message = python_error(name, {**inputs, "missile": "no"})
    expect(error_for(page, name, "fire")).to_have_text(message)
    field(page, name, "fire").select_option("single")
    expect(error_for(page, name, "fire")).to_be_empty()
    field(page, name, "defence_number").select_option("2")
    melee = {**inputs, "missile": "no", "fire": "single", "defence_number": "2"}
    expect_odds(page, name, "odds", calculate(name, melee)["odds"])

    reload_and_wait(page, name)
    expect(field(page, name, "defence_number")).to_have_value("2")
    expect(field(page, name, "missile")).not_to_be_checked()
    expect_odds(page, name, "odds", calculate(name, melee)["odds"])


def test_brp_attack_missile_box(page: Page, site: BuiltSite) -> None:
    # Basic Roleplaying, Edited House Rules › Shields versus missile fire: a full shield has a
    # 30% chance to block a missile, and none in melee; › Defensive actions: missile attacks may
    # not be parried.
    name = "brp_attack"
    open_calculator(page, site, name, "?attack=40&defence=30&shield=full")
    box = page.get_by_role("checkbox", name="Missile attack")
    expect(box).not_to_be_checked()
    expect(output(page, name, "shield_block")).to_have_text("–")
    box.check()
    expect(output(page, name, "shield_block")).to_have_text("30%")
    thrown = calculate(name, {"attack": 40, "defence": 30, "shield": "full", "missile": True})
    assert thrown["shield_block"] == 30
    expect(output(page, name, "notes").locator("li")).to_have_text(thrown["notes"])
    expect_odds(page, name, "odds", thrown["odds"])
    expect(page).to_have_url(in_link(name, "missile", "yes"))

    reload_and_wait(page, name)  # the link reproduces it
    expect(field(page, name, "missile")).to_be_checked()
    expect(output(page, name, "shield_block")).to_have_text("30%")
    expect_odds(page, name, "odds", thrown["odds"])
    box.press("Space")  # the keyboard unticks it
    expect(box).not_to_be_checked()
    expect(output(page, name, "shield_block")).to_have_text("–")
    expect(page).to_have_url(in_link(name, "missile", "no"))


def test_sanity(page: Page, site: BuiltSite) -> None:
    name = "sanity"
    open_calculator(page, site, name, "?sanity=60&check=1%2F1D4%2B1&int_save=70&seed=5")
    expect(field(page, name, "check")).to_have_value("1/1D4+1")
    inputs = {"sanity": 60, "check": "1/1D4+1", "int_save": 70, "seed": 5}
    expected = calculate(name, inputs)
    expect(output(page, name, "situations")).to_have_text(expected["situations"])
    expect_records(page, name, "losses", expected["losses"])
    expect_odds(page, name, "odds", expected["odds"])
    expect_records(page, name, "walk", expected["walk"])

    field(page, name, "check").fill("1D6")
    message = python_error(name, {**inputs, "check": "1D6"})
    expect(error_for(page, name, "check")).to_have_text(message)
    field(page, name, "check").fill("1D10/1D100")
    expect(error_for(page, name, "check")).to_be_empty()
    field(page, name, "insanity_procedure").select_option("loss_size")
    other = {**inputs, "check": "1D10/1D100", "insanity_procedure": "loss_size"}
    expect_odds(page, name, "odds", calculate(name, other)["odds"])

    reload_and_wait(page, name)
    expect(field(page, name, "check")).to_have_value("1D10/1D100")
    expect(field(page, name, "insanity_procedure")).to_have_value("loss_size")
    expect_records(page, name, "walk", calculate(name, other)["walk"])


def test_major_wound(page: Page, site: BuiltSite) -> None:
    name = "major_wound"
    open_calculator(page, site, name, "?roll=55&damage=7&hit_points=13&seed=1")
    expected = calculate(name, {"roll": 55, "damage": 7, "hit_points": 13, "seed": 1})
    expect(output(page, name, "wound")).to_have_text(expected["wound"])
    expect(output(page, name, "permanent")).to_have_text("yes")
    expect(output(page, name, "calls")).to_have_text("yes")
    expect(output(page, name, "reroll")).to_have_text(expected["reroll"])

    field(page, name, "roll").fill("101")
    message = python_error(name, {"roll": 101, "damage": 7, "hit_points": 13})
    expect(error_for(page, name, "roll")).to_have_text(message)
    field(page, name, "roll").fill("")
    field(page, name, "seed").fill("8")
    seeded = calculate(name, {"seed": 8, "damage": 7, "hit_points": 13})
    expect(output(page, name, "wound")).to_have_text(seeded["wound"])

    reload_and_wait(page, name)
    expect(field(page, name, "seed")).to_have_value("8")
    expect(output(page, name, "wound")).to_have_text(seeded["wound"])
    expect(output(page, name, "reroll")).to_have_text(seeded["reroll"])


def test_insanity(page: Page, site: BuiltSite) -> None:
    name = "insanity"
    open_calculator(page, site, name, "?table=longer&roll=00")
    expected = calculate(name, {"table": "longer", "roll": "00"})
    expect(output(page, name, "effect")).to_have_text(expected["effect"])
    expect(output(page, name, "duration_dice")).to_have_text("1D10×10 hours")
    expect(output(page, name, "permanent")).to_have_text("no")

    field(page, name, "seed").fill("0")
    message = python_error(name, {"table": "longer", "roll": "00", "seed": 0})
    expect(error_for(page, name, "seed")).to_have_text(message)
    field(page, name, "seed").fill("4")
    field(page, name, "roll").fill("")
    field(page, name, "table").select_option("short")
    seeded = calculate(name, {"table": "short", "seed": 4})
    expect(output(page, name, "effect")).to_have_text(seeded["effect"])

    reload_and_wait(page, name)
    expect(field(page, name, "table")).to_have_value("short")
    expect(output(page, name, "duration")).to_have_text(seeded["duration"])


def test_luck_recovery(page: Page, site: BuiltSite) -> None:
    name = "luck_recovery"
    open_calculator(page, site, name, "?luck=60")
    expected = calculate(name, {"luck": 60})
    expect(output(page, name, "high_chance")).to_have_text("41%")
    expect(output(page, name, "expected_gain")).to_have_text(shown(expected["expected_gain"]))
    expect_odds(page, name, "odds", expected["odds"])

    field(page, name, "luck").fill("-3")
    message = python_error(name, {"luck": -3})
    expect(error_for(page, name, "luck")).to_have_text(message)
    field(page, name, "luck").fill("95")
    field(page, name, "luck_cap").select_option("at_99")
    capped = calculate(name, {"luck": 95, "luck_cap": "at_99"})
    expect(output(page, name, "expected_gain")).to_have_text(shown(capped["expected_gain"]))

    reload_and_wait(page, name)
    expect(field(page, name, "luck_cap")).to_have_value("at_99")
    expect_odds(page, name, "odds", capped["odds"])
