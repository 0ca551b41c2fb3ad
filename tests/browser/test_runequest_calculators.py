"""The RuneQuest calculators in the browser, against numbers printed in RuneQuest, The Game System.

Each test is one page load (one Pyodide start): permalink in, the document's numbers out, then bad
input, which must leave a message by the field and keep everything else usable.
"""

import re

from playwright.sync_api import Page, expect

from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, open_calculator, output, widget

EXAMPLE = "?str=13&con=11&siz=14&dex=12&int=13&pow=16&cha=10"


def test_characteristics_example_and_bad_input(page: Page, site: BuiltSite) -> None:
    name = "characteristics"
    open_calculator(page, site, name, EXAMPLE)
    expect(field(page, name, "siz")).to_have_value("14")
    # RuneQuest › Hit Points; Healing Rate; Damage Bonus; Strike Rank; Hit Points per Hit Location
    # Table
    expect(output(page, name, "hit_points")).to_have_text("12")
    expect(output(page, name, "work.hit_points")).to_contain_text("row 13–16")
    expect(output(page, name, "healing_rate")).to_have_text("2")
    expect(output(page, name, "damage_bonus")).to_have_text("+1D4")
    expect(output(page, name, "dex_sr")).to_have_text("3")
    expect(output(page, name, "siz_sr")).to_have_text("2")
    expect(output(page, name, "location_hp.chest")).to_have_text("5")
    expect(output(page, name, "location_hp.left_arm")).to_have_text("3")
    expect(output(page, name, "location_hp.right_arm")).to_have_text("3")

    field(page, name, "con").fill("eleven")
    expect(error_for(page, name, "con")).to_contain_text("whole number")
    expect(field(page, name, "con")).to_have_attribute("aria-invalid", "true")
    expect(output(page, name, "damage_bonus")).to_have_text("+1D4")  # last good result stays
    expect(field(page, name, "siz")).to_have_value("14")  # nothing else is lost

    field(page, name, "con").fill("18")  # RuneQuest › Healing Rate: 13 to 18 → 3
    expect(error_for(page, name, "con")).to_have_text("")
    expect(output(page, name, "healing_rate")).to_have_text("3")
    # the permalink follows the fields, each key under the calculator's name (the page holds the
    # melee order too)
    expect(page).to_have_url(
        re.compile(r"\?characteristics\.str=13&characteristics\.con=18&characteristics\.siz=14&")
    )


def test_ability_135_and_50(page: Page, site: BuiltSite) -> None:
    name = "ability"
    open_calculator(page, site, name, "?chance=135&roll=27")
    # RuneQuest › Abilities Above 100%: 135% → special on 27 or less, critical on 01–07
    expect(output(page, name, "ranges.critical")).to_have_text("01–07")
    expect(output(page, name, "ranges.special")).to_have_text("08–27")
    expect(output(page, name, "result_label")).to_have_text("Special success")

    field(page, name, "chance").fill("50")  # RuneQuest › Ability Result Table, row 50
    expect(output(page, name, "ranges.critical")).to_have_text("01–03")
    expect(output(page, name, "ranges.special")).to_have_text("04–10")
    expect(output(page, name, "ranges.fumble")).to_have_text("98–00")
    expect(output(page, name, "result_label")).to_have_text("Success")

    field(page, name, "roll").fill("00")  # 00 reads as 100: a fumble at 50%
    expect(output(page, name, "result_label")).to_have_text("Fumble")

    field(page, name, "chance").fill("")
    expect(error_for(page, name, "chance")).to_contain_text("required")
    field(page, name, "chance").fill("100000")
    expect(error_for(page, name, "chance")).to_contain_text("between")
    field(page, name, "chance").fill("30")  # row 30: critical 1–2, fumble 97–00
    expect(output(page, name, "ranges.critical")).to_have_text("01–02")
    expect(output(page, name, "ranges.fumble")).to_have_text("97–00")
    expect(widget(page, name)).to_have_attribute("data-state", "ready")


def test_opposed_broadsword_135_against_parry(page: Page, site: BuiltSite) -> None:
    name = "opposed"
    open_calculator(page, site, name, "?a=135&b=60")
    # RuneQuest › Abilities Above 100%: 135 − 100 = 35 is taken from everyone, the holder included
    expect(output(page, name, "reduction")).to_have_text("35%")
    expect(output(page, name, "a_effective")).to_have_text("100%")
    expect(output(page, name, "b_effective")).to_have_text("25%")
    expect(output(page, name, "odds").locator(".rules-odds-label")).to_have_text(
        ["A wins", "B wins", "Tie", "Two losers"]
    )
    field(page, name, "a_roll").fill("3")  # A rolls first: its result shows, the outcome waits
    expect(output(page, name, "a_result_label")).to_have_text("Critical success")
    expect(output(page, name, "outcome_label")).to_have_text("–")
    expect(error_for(page, name, "b_roll")).to_have_text("")
    field(page, name, "b_roll").fill("50")
    expect(output(page, name, "a_result_label")).to_have_text("Critical success")
    expect(output(page, name, "outcome_label")).to_have_text("A wins")


def test_augment_50_helping_60(page: Page, site: BuiltSite) -> None:
    name = "augment"
    open_calculator(page, site, name, "?augmenting=50&ability=60")
    # RuneQuest › Augment Result Table: +50/+30/+20/−20/−50 → chances 110, 90, 80, 40, 10
    rows = output(page, name, "branches").locator("tbody tr")
    expect(rows).to_have_count(5)
    expect(rows.nth(0)).to_contain_text("110")
    expect(rows.nth(4)).to_contain_text("10")
    expect(output(page, name, "success")).to_have_text("60.25%")
    field(page, name, "low_chance").select_option("no_chance")
    field(page, name, "augmenting").fill("0")
    expect(error_for(page, name, "augmenting")).to_contain_text("cannot augment")
