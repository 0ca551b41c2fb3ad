"""The Runeball calculators in a real browser (Runeball 2022 Notes).

Each widget reaches ready, shows Python's numbers (from ``rules_py.calculators.calculate``),
shows Python's message at the field for bad input and recovers, and restores its inputs,
reading settings included, from a permalink.
"""

import pytest
from playwright.sync_api import Page, expect

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import InputError
from rules_py.numbers import percent, percents, shown
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


def python_error(name: str, inputs: dict[str, object]) -> InputError:
    with pytest.raises(InputError) as raised:
        calculate(name, inputs)
    return raised.value  # several bad fields: it reads as the first


def form_inputs(name: str, **given: object) -> dict[str, object]:
    """What the widget's form sends: each input's default, then the given values."""
    defaults = {item.name: item.default for item in REGISTRY[name].inputs}
    return {key: value for key, value in (defaults | given).items() if value is not None}


def expect_odds(page: Page, name: str, key: str, odds: dict[str, float]) -> None:
    declared = next(item for item in REGISTRY[name].outputs if item.key == key)
    labels = dict(declared.labels)
    rows = output(page, name, key).locator(".rules-odds-row")
    expect(rows.locator(".rules-odds-label")).to_have_text([labels.get(k, k) for k in odds])
    expect(rows.locator(".rules-odds-value")).to_have_text(percents(odds.values()))


def test_runeball_player(page: Page, site: BuiltSite) -> None:
    name = "runeball_player"
    open_calculator(page, site, name, "?mus=13&spd=14&seed=7&increase=two_plus_one&first=tou")
    expect(field(page, name, "mus")).to_have_value("13")
    expect(field(page, name, "increase")).to_have_value("two_plus_one")
    inputs = form_inputs(name, mus=13, spd=14, seed=7, increase="two_plus_one", first="tou")
    expected = calculate(name, inputs)
    for skill, value in expected["skills"].items():
        expect(output(page, name, f"skills.{skill}")).to_have_text(str(value))
    expect(output(page, name, "hit_points")).to_have_text(str(expected["hit_points"]))
    expect(output(page, name, "wound_number")).to_have_text(str(expected["wound_number"]))
    expect(output(page, name, "kept")).to_have_text(shown(expected["kept"]))

    field(page, name, "stat_bonus").select_option("third")
    third = calculate(name, inputs | {"stat_bonus": "third"})
    expect(output(page, name, "initiative")).to_have_text(shown(third["initiative"], "signed"))
    assert "stat_bonus=third" in page.url

    field(page, name, "increase").select_option("plus_one_and_eight")
    message = python_error(name, inputs | {"increase": "plus_one_and_eight"}).message
    expect(error_for(page, name, "second")).to_have_text(message)
    field(page, name, "increase").select_option("two_plus_one")
    expect(error_for(page, name, "second")).to_be_empty()

    page.reload()
    wait_ready(page, name)
    expect(field(page, name, "stat_bonus")).to_have_value("third")
    expect(output(page, name, "initiative")).to_have_text(shown(third["initiative"], "signed"))


def test_runeball_test(page: Page, site: BuiltSite) -> None:
    name = "runeball_test"
    open_calculator(page, site, name, "?skill=10&dl=14&exertion=1")
    expected = calculate(name, form_inputs(name, skill=10, dl=14, exertion=1))
    expect(output(page, name, "success")).to_have_text(percent(expected["success"]))
    expect(output(page, name, "exertion_cost")).to_have_text(expected["exertion_cost"])
    expect_odds(page, name, "margins", expected["margins"])

    field(page, name, "test_die").select_option("2d6")
    two = calculate(name, form_inputs(name, skill=10, dl=14, exertion=1, test_die="2d6"))
    expect(output(page, name, "success")).to_have_text(percent(two["success"]))
    assert "test_die=2d6" in page.url

    field(page, name, "exertion").fill("3")
    message = python_error(name, {"skill": 10, "dl": 14, "exertion": 3}).message
    expect(error_for(page, name, "exertion")).to_have_text(message)
    field(page, name, "exertion").fill("0")
    expect(error_for(page, name, "exertion")).to_be_empty()


def test_runeball_pass(page: Page, site: BuiltSite) -> None:
    name = "runeball_pass"
    query = "?range=8&passer_adjacent=2&passer_adjacent_front=1&interceptor_catch=9"
    open_calculator(page, site, name, query)
    inputs = form_inputs(
        name, range=8, passer_adjacent=2, passer_adjacent_front=1, interceptor_catch=9
    )
    expected = calculate(name, inputs)
    expect(output(page, name, "dl")).to_have_text(str(expected["dl"]))
    expect_odds(page, name, "odds", expected["odds"])
    expect_odds(page, name, "outcomes", expected["outcomes"])
    expect(output(page, name, "bands").locator("tbody tr")).to_have_count(len(expected["bands"]))

    field(page, name, "front_defender").select_option("plus_three")
    other = calculate(name, inputs | {"front_defender": "plus_three"})
    expect(output(page, name, "dl")).to_have_text(str(other["dl"]))
    expect(page).to_have_url(in_link(name, "front_defender", "plus_three"))

    field(page, name, "range").fill("19")
    message = python_error(name, inputs | {"range": 19}).message
    expect(error_for(page, name, "range")).to_have_text(message)
    field(page, name, "range").fill("1")
    expect(error_for(page, name, "range")).to_be_empty()
    handoff = calculate(name, inputs | {"range": 1, "front_defender": "plus_three"})
    expect(output(page, name, "note")).to_have_text(handoff["note"])
    expect(output(page, name, "dl")).to_have_text("–")


def test_runeball_kick(page: Page, site: BuiltSite) -> None:
    name = "runeball_kick"
    open_calculator(page, site, name, "?kick_skill=4&distance=9&adjacent=1")
    expected = calculate(name, form_inputs(name, kick_skill=4, distance=9, adjacent=1))
    expect(output(page, name, "dl")).to_have_text(str(expected["dl"]))
    expect(output(page, name, "success")).to_have_text(percent(expected["success"]))
    expect_odds(page, name, "scatter", expected["scatter"])

    field(page, name, "adjacent_front").fill("2")
    message = python_error(
        name, form_inputs(name, kick_skill=4, distance=9, adjacent=1, adjacent_front=2)
    ).message
    expect(error_for(page, name, "adjacent_front")).to_have_text(message)
    field(page, name, "adjacent_front").fill("1")
    expect(error_for(page, name, "adjacent_front")).to_be_empty()
    front = calculate(
        name, form_inputs(name, kick_skill=4, distance=9, adjacent=1, adjacent_front=1)
    )
    expect(output(page, name, "dl")).to_have_text(str(front["dl"]))
    expect(page).to_have_url(in_link(name, "adjacent_front", "1"))  # once typing pauses


def test_runeball_block(page: Page, site: BuiltSite) -> None:
    name = "runeball_block"
    open_calculator(page, site, name, "?block=11&defence=9&tackle=yes&defences_used=1")
    inputs = form_inputs(name, block=11, defence=9, tackle="yes", defences_used=1)
    expected = calculate(name, inputs)
    expect(output(page, name, "attack")).to_have_text(str(expected["attack"]))
    expect(output(page, name, "defence_now")).to_have_text(str(expected["defence_now"]))
    expect_odds(page, name, "odds", expected["odds"])
    expect_odds(page, name, "consequences", expected["consequences"])

    field(page, name, "opposed_tie").select_option("reroll")
    reroll = calculate(name, inputs | {"opposed_tie": "reroll"})
    expect_odds(page, name, "odds", reroll["odds"])
    assert "opposed_tie=reroll" in page.url

    field(page, name, "counter_exertion").fill("1")
    message = python_error(name, inputs | {"counter_exertion": 1}).message
    expect(error_for(page, name, "counter_exertion")).to_have_text(message)
    field(page, name, "counter_exertion").fill("0")
    expect(error_for(page, name, "counter_exertion")).to_be_empty()


def test_runeball_block_boxes(page: Page, site: BuiltSite) -> None:
    # Runeball 2022 Notes › Basic Maneuvers: a Tackle is −1 to the attack roll, sprinting into it
    # a further −2; › Blitzing: all actions of a blitzing player are at −2.
    name = "runeball_block"
    open_calculator(page, site, name, "?block=10")
    attack = output(page, name, "attack")
    expect(attack).to_have_text("10")
    tackle = page.get_by_role("checkbox", name="Tackle")
    expect(tackle).not_to_be_checked()
    tackle.check()
    expect(attack).to_have_text("9")
    expect(page).to_have_url(in_link(name, "tackle", "yes"))
    field(page, name, "sprint").focus()
    page.keyboard.press("Space")  # a box is ticked by keyboard too
    expect(attack).to_have_text("7")
    both = form_inputs(name, block=10, tackle=True, sprint=True)
    expect_odds(page, name, "odds", calculate(name, both)["odds"])
    expect(page).to_have_url(in_link(name, "sprint", "yes"))

    page.goto(page.url)  # the link reproduces it
    wait_ready(page, name)
    expect(field(page, name, "tackle")).to_be_checked()
    expect(field(page, name, "sprint")).to_be_checked()
    expect(field(page, name, "blitz")).not_to_be_checked()
    expect(attack).to_have_text("7")
    expect_odds(page, name, "odds", calculate(name, both)["odds"])

    widget(page, name).get_by_text("Sprinted into it", exact=True).click()  # the label ticks
    widget(page, name).get_by_text("Blitzing", exact=True).click()
    expect(field(page, name, "sprint")).not_to_be_checked()
    expect(attack).to_have_text("7")  # 10 − 1 (tackle) − 2 (blitz)
    expect(page).to_have_url(in_link(name, "blitz", "yes"))


def test_runeball_block_link_words(page: Page, site: BuiltSite) -> None:
    # Older links said yes or no, or 1 or 0; a word that is neither is named at its box.
    name = "runeball_block"
    open_calculator(page, site, name, "?block=10&tackle=1&sprint=no&blitz=maybe")
    expect(field(page, name, "tackle")).to_be_checked()
    expect(field(page, name, "sprint")).not_to_be_checked()
    expect(field(page, name, "blitz")).not_to_be_checked()
    expect(error_for(page, name, "blitz")).to_have_text("the link's 'maybe' is not yes or no")
    expect(output(page, name, "attack")).to_have_text("9")
    field(page, name, "blitz").check()
    expect(error_for(page, name, "blitz")).to_be_empty()
    expect(output(page, name, "attack")).to_have_text("7")


def test_runeball_wound(page: Page, site: BuiltSite) -> None:
    name = "runeball_wound"
    open_calculator(page, site, name, "?roll=11&second_roll=9")
    expected = calculate(name, form_inputs(name, roll=11, second_roll=9))
    expect(output(page, name, "wound")).to_have_text(expected["wound"])
    expect(output(page, name, "chain").locator("tbody tr")).to_have_count(len(expected["chain"]))
    expect(output(page, name, "skill_penalty")).to_have_text(
        shown(expected["skill_penalty"], "signed")
    )
    expect(output(page, name, "hp_per_action")).to_have_text(expected["hp_per_action"])

    field(page, name, "roll").fill("4")
    message = python_error(name, form_inputs(name, roll=4, second_roll=9)).message
    expect(error_for(page, name, "second_roll")).to_have_text(message)
    field(page, name, "second_roll").fill("")
    expect(error_for(page, name, "second_roll")).to_be_empty()
    expect(output(page, name, "wound")).to_have_text("Bleed")
    expect(page).to_have_url(in_link(name, "roll", "4"))  # once typing pauses
