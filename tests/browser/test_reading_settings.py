"""Reading settings in the browser: folded under the line that says what is in force, shown under
"Rules reading", they change the numbers, land in the permalink and come back from it; a reading
chosen once is the table's house rule on every calculator that offers it; warnings about
impossible characters show beside them."""

import re

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from rules_py import numbers
from rules_py.calculators import calculate
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import (
    error_for,
    field,
    follow_link,
    open_calculator,
    open_fold,
    output,
    wait_ready,
    widget,
)

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}


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


def _cell_title(page: Page, name: str, a: int, b: int) -> str:
    cell = output(page, name, "heatmap").locator(f'.rules-heat-cell[data-a="{a}"][data-b="{b}"]')
    return str(cell.locator("title").text_content())


def test_the_heatmap_follows_the_reading_chosen_live(page: Page, site: BuiltSite) -> None:
    # RuneQuest, The Game System › Abilities Above 100%: 140% against 60% wins 80.69% with the
    # holder's ranges from the full rating, 79.35% from the reduced one; the map's cell says the
    # same as the line under it, and every other cell above 100% follows the reading too.
    open_calculator(page, site, "opposed", "?a=140&b=60")
    heatmap = output(page, "opposed", "heatmap")
    ours = calculate("opposed", {"a": 140, "b": 60})["heatmap"]
    expect(heatmap.locator("[data-heat-where]")).to_have_text(ours["where"])
    assert _cell_title(page, "opposed", 140, 60).endswith("80.69%")
    field(page, "opposed", "holder_bands").select_option("reduced")
    reduced = calculate("opposed", {"a": 140, "b": 60, "holder_bands": "reduced"})["heatmap"]
    assert "79.35%" in reduced["where"]
    expect(heatmap.locator("[data-heat-where]")).to_have_text(reduced["where"])
    expect(heatmap.locator(".rules-heat-current")).to_have_attribute("data-a", "140")
    expect(heatmap.locator(".rules-heat-current title")).to_contain_text("79.35%")
    row, column = reduced["rows"].index(150), reduced["columns"].index(60)
    other = reduced["a_wins"][row][column]
    assert other != ours["a_wins"][row][column]  # 150 against 60 changes with the reading
    assert _cell_title(page, "opposed", 150, 60).endswith(numbers.percent(other))
    # The contest's map follows its own settings the same way.
    open_calculator(page, site, "contest", "?system=runequest&a=140&b=60&holder_bands=reduced")
    contest = calculate(
        "contest", {"system": "runequest", "a": 140, "b": 60, "holder_bands": "reduced"}
    )
    expect(output(page, "contest", "heatmap").locator("[data-heat-where]")).to_have_text(
        contest["heatmap"]["where"]
    )
    assert _cell_title(page, "contest", 140, 60).endswith("79.35%")


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


def test_the_scale_and_own_language_readings_are_settings(page: Page, site: BuiltSite) -> None:
    # Basic Roleplaying, Edited House Rules › Automatic Skills; Language (Own): on the 3–18 scale
    # DEX 13 is rolled at 65 (Dodge 33), and a DEX of 65 is refused beside its field.
    name = "brp_base_chances"
    open_calculator(page, site, name, "?dex=13&int=12&pow=11&edu=14")
    expect(output(page, name, "dodge")).to_have_text("7%")
    field(page, name, "brp_scale").select_option("3_18")
    expect(output(page, name, "dodge")).to_have_text("33%")
    expect(output(page, name, "language")).to_have_text("70%")
    field(page, name, "dex").fill("65")
    expect(error_for(page, name, "dex")).to_contain_text("at most 18")
    field(page, name, "dex").fill("13")
    field(page, name, "own_language").select_option("int")
    expect(output(page, name, "language")).to_have_text("60%")
    expect(page).to_have_url(re.compile(r"own_language=int"))


def test_a_check_takes_no_more_than_the_sanity_left(page: Page, site: BuiltSite) -> None:
    # Basic Roleplaying, Edited House Rules › Basic Characteristics (Sanity): permanently insane
    # at 0. Sanity 3 and 0/1D6: a failed check (95%) empties it on 3–6, 63.33%, an outcome of its
    # own; the average loss counts only the 3 points there are.
    name = "sanity"
    inputs = {"sanity": 3, "check": "0/1D6", "int_save": 65}
    open_calculator(page, site, name, "?sanity=3&check=0%2F1D6&int_save=65")
    expected = calculate(name, inputs)
    assert expected["odds"]["permanent"] == expected["emptied"]
    odds = output(page, name, "odds").locator(".rules-odds-row", has_text="Permanently insane")
    expect(odds.locator(".rules-odds-value")).to_have_text("63.33%")
    expect(output(page, name, "expected_loss")).to_have_text(
        numbers.shown(expected["expected_loss"])
    )
    # Full Sanity read as the maximum: at 40 of 60, a loss of 8 is no longer a fifth.
    page_inputs = "?sanity=40&check=8%2F8&int_save=60&maximum_sanity=60&full_sanity=maximum"
    open_calculator(page, site, name, page_inputs)
    expect(output(page, name, "fifth")).to_have_text("0%")


@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["390px", "1280px"])
def test_a_reading_chosen_once_is_the_tables_house_rule(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    """RuneQuest, The Game System › Results (reading A000-01): a roll in both the failure and the
    fumble range, "96–00 is a plain failure" as a table may play it. Chosen once on the opposed
    roll, it is the ability roll's reading too, on another page and after a reload, said in its
    fold's line; a link's own reading wins for its calculator, which says so; the Sources page
    lists the table's house rules and puts them back."""
    context = browser.new_context(base_url=site.base_url, viewport=screen)
    try:
        page = context.new_page()
        open_calculator(page, site, "opposed")
        line = widget(page, "opposed").locator("[data-fold-line]")
        expect(line).to_have_text("House rules: as the site reads them")
        field(page, "opposed", "fumbles").select_option("failure")
        expect(line).to_have_text("House rules: fumbles count as failures")

        # Another page: the ability roll at 50%, rolled 99 (fumble range 98–00 at 50%).
        follow_link(page, site, site.page_for("ability"))
        wait_ready(page, "ability")
        ability = widget(page, "ability")
        expect(ability.locator("[data-fold-line]")).to_have_text(
            "House rules: fumbles count as failures"
        )
        field(page, "ability", "chance").fill("50")
        field(page, "ability", "roll").fill("99")
        house = calculate("ability", {"chance": 50, "roll": 99, "fumbles": "failure"})
        site_reading = calculate("ability", {"chance": 50, "roll": 99})
        assert house["result_label"] != site_reading["result_label"]
        expect(output(page, "ability", "result_label")).to_have_text(house["result_label"])
        expect(field(page, "ability", "fumbles")).to_have_value("failure")
        expect(ability.locator("[data-house-mark]:visible")).to_have_text(
            "(your table's house rule)"
        )

        # A reload of the page without a link: the table's rule still holds.
        page.goto(site.page_for("ability"))
        wait_ready(page, "ability")
        expect(ability.locator("[data-fold-line]")).to_have_text(
            "House rules: fumbles count as failures"
        )
        expect(field(page, "ability", "fumbles")).to_have_value("failure")

        # A link made with the site's reading: it wins here, and the widget says so.
        page.goto(site.page_for("ability") + "?chance=50&roll=99&fumbles=fumble")
        wait_ready(page, "ability")
        expect(output(page, "ability", "result_label")).to_have_text(site_reading["result_label"])
        expect(ability.locator("[data-fold-line]")).to_have_text(
            "House rules: as the site reads them, 1 set by this link"
        )
        note = ability.locator("[data-fold-link]")
        open_fold(page, "ability")
        expect(note).to_contain_text("This link reads the rules its own way here")
        expect(ability.locator("[data-house-mark]:visible")).to_have_text("(set by this link)")

        # One place lists the table's house rules and puts them back.
        page.goto("sources/#house-rules")
        said = page.locator("[data-house-said]")
        expect(said).to_contain_text("Your table plays 1 house rule")
        expect(page.locator('[data-house-rules] select[name="fumbles"]')).to_have_value("failure")
        page.get_by_role("button", name="Back to the site's readings").click()
        expect(said).to_have_text("Your table plays every reading as the site reads it.")
        page.goto(site.page_for("ability"))
        wait_ready(page, "ability")
        expect(ability.locator("[data-fold-line]")).to_have_text(
            "House rules: as the site reads them"
        )
        expect(field(page, "ability", "fumbles")).to_have_value("fumble")
    finally:
        context.close()
