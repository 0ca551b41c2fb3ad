"""Reading settings in the browser: shown under "Rules reading", they change the numbers, land in
the permalink and come back from it; warnings about impossible characters show beside them."""

import re

from playwright.sync_api import Page, expect

from rules_py.calculators import calculate
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, open_calculator, output, wait_ready, widget


def test_the_broadsword_reading_is_a_setting_kept_in_the_permalink(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest, The Game System › Abilities Above 100%: Broadsword 135% rolls 27, the parry 20.
    rolls = {"a": 135, "b": 60, "a_roll": 27, "b_roll": 20}
    open_calculator(page, site, "opposed", "?a=135&b=60&a_roll=27&b_roll=20")
    settings = widget(page, "opposed").locator("fieldset.rules-settings")
    expect(settings.locator("legend")).to_have_text("Rules reading")
    expect(settings.locator('[name="holder_bands"]')).to_have_value("full")
    ours = calculate("opposed", rolls)["outcome_label"]
    expect(output(page, "opposed", "outcome_label")).to_have_text(ours)

    field(page, "opposed", "holder_bands").select_option("reduced")
    other = calculate("opposed", {**rolls, "holder_bands": "reduced"})["outcome_label"]
    assert other != ours
    expect(output(page, "opposed", "outcome_label")).to_have_text(other)
    assert "holder_bands=reduced" in page.url

    page.reload()
    wait_ready(page, "opposed")
    expect(field(page, "opposed", "holder_bands")).to_have_value("reduced")
    expect(output(page, "opposed", "outcome_label")).to_have_text(other)


def test_a_dead_character_is_flagged_beside_its_numbers(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, "characteristics", "?str=0&con=1&siz=1&pow=1")
    inputs = {"str": 0, "con": 1, "siz": 1, "dex": 12, "int": 13, "pow": 1, "cha": 10}
    warnings = calculate("characteristics", inputs)["warnings"]
    shown = output(page, "characteristics", "warnings")
    expect(shown).to_be_visible()
    expect(shown.locator("li")).to_have_text(warnings)
    field(page, "characteristics", "str").fill("13")
    field(page, "characteristics", "con").fill("11")
    expect(shown).to_be_hidden()


def test_the_heatmap_says_what_the_reader_s_own_pair_gives_under_the_reading_chosen(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest, The Game System › Abilities Above 100%: 140% against 60%. The map is drawn
    # under the site's reading; the line under it gives the pair's chance under the one chosen.
    open_calculator(page, site, "opposed", "?a=140&b=60")
    heatmap = output(page, "opposed", "heatmap")
    ours = calculate("opposed", {"a": 140, "b": 60})
    expect(heatmap.locator("[data-heat-where]")).to_have_text(ours["heatmap"]["where"])
    field(page, "opposed", "holder_bands").select_option("reduced")
    reduced = calculate("opposed", {"a": 140, "b": 60, "holder_bands": "reduced"})
    where = reduced["heatmap"]["where"]
    assert "79.35%" in where and "80.69%" in where  # the pair, then the map's cell
    expect(heatmap.locator("[data-heat-where]")).to_have_text(where)
    expect(heatmap.locator(".rules-heat-current")).to_have_attribute("data-a", "140")
    # A pair between cells: the line names the pair itself and the nearest cell apart.
    field(page, "opposed", "a").fill("62")
    near = calculate("opposed", {"a": 62, "b": 60, "holder_bands": "reduced"})["heatmap"]
    expect(heatmap.locator("[data-heat-where]")).to_have_text(near["where"])


def test_characteristic_roll_bars_give_the_chance_of_success(page: Page, site: BuiltSite) -> None:
    # RuneQuest, The Game System › Characteristic Rolls: CHA 40 × 5 = 200%, which still fails on
    # 96–00, so its bar reads 95%, not 200%.
    open_calculator(page, site, "characteristics", "?cha=40")
    bars = output(page, "characteristics", "characteristic_rolls")
    cha = bars.locator(".rules-odds-row", has_text="CHA")
    expect(cha.locator(".rules-odds-value")).to_have_text("95%")


def test_a_new_reading_setting_changes_the_base_chances(page: Page, site: BuiltSite) -> None:
    # Basic Roleplaying, Edited House Rules › Automatic Skills: Dodge is DEX/2; DEX 65.
    open_calculator(page, site, "brp_base_chances", "?dex=65&int=60&pow=55&edu=70")
    expect(output(page, "brp_base_chances", "dodge")).to_have_text("33%")
    field(page, "brp_base_chances", "brp_halves").select_option("down")
    expect(output(page, "brp_base_chances", "dodge")).to_have_text("32%")
    expect(page).to_have_url(re.compile(r"brp_halves=down"))
