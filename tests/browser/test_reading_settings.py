"""Reading settings in the browser: shown under "Rules reading", they change the numbers, land in
the permalink and come back from it; warnings about impossible characters show beside them."""

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
