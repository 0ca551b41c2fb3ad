"""The comparison page and the GM screen in a real browser: the one-rating calculator and the
contest show what ``rules_py`` calculates, and the GM screen, printed by Chromium, fits two
landscape sheets holding every table it should."""

import io
import re

import pytest
from playwright.sync_api import Page, expect
from pypdf import PdfReader

from rules_py.calculators import REGISTRY, calculate
from rules_py.contests import System
from rules_py.numbers import percents, shown
from rules_py.runequest.tables import TABLES as RUNEQUEST_TABLES
from tests.browser.offline_site import ROOT, BuiltSite
from tests.browser.widgets import field, open_calculator, output, wait_ready

NAME = "compare_levels"
GM_SCREEN = "gm-screen/"
GM_SCREEN_SOURCE = ROOT / "docs" / "gm-screen.md"

# The tables a GM screen must hold: the shortcode and the card's heading.
GM_TABLES = {
    "runequest.ability_results": "Ability results",
    "runequest.resistance": "Resistance table",
    "runequest.location_hit_points": "Hit points per location",
    "runequest.damage_bonus": "Damage bonus",
    "runequest.opposed_resolution": "Opposed resolution",
    "request.quality_ratings": "Quality Ratings",
    "request.victory_ratings": "Victory Ratings",
    "brp.attack_results": "Attack results",
    "brp.defensive_actions": "Defensive actions",
    "brp.sanity_checks": "Sanity checks",
    "brp.major_wounds": "Major wounds",
    "runeball.passing_dl": "Passing DL",
    "runeball.pass_result": "Pass result",
    "runeball.blocking": "Blocking",
    "runeball.wounds": "Wounds",
    "rq2_combat.round_procedure": "The combat round",
    "rq2_combat.conditions": "Surprise and conditions",
}


def expect_levels(page: Page, inputs: dict[str, object]) -> None:
    """Every number of the widget is the one Python gives for ``inputs``."""
    expected = calculate(NAME, inputs)
    rows = output(page, NAME, "levels").locator("tbody tr")
    expect(rows).to_have_count(len(expected["levels"]))
    for index, record in enumerate(expected["levels"]):
        cells = [shown(record["level"])]
        cells += [shown(record[system.value], "percent") for system in System]
        expect(rows.nth(index).locator("td")).to_have_text(cells)
    declared = {item.key: item for item in REGISTRY[NAME].outputs}
    for system in System:
        odds = expected[system.value]["odds"]
        labels = dict(declared[f"{system.value}.odds"].labels)
        bars = output(page, NAME, f"{system.value}.odds").locator(".rules-odds-row")
        expect(bars.locator(".rules-odds-label")).to_have_text([labels[key] for key in odds])
        expect(bars.locator(".rules-odds-value")).to_have_text(percents(odds.values()))
        strip = expected[system.value]["strip"]
        faces = output(page, NAME, f"{system.value}.strip").locator(".rules-face")
        expect(faces).to_have_count(100)
        painted = faces.evaluate_all("(cells) => cells.map((cell) => cell.dataset.level)")
        assert painted == strip["faces"], system
        rolled = output(page, NAME, f"{system.value}.strip").locator(".rules-strip-rolled")
        if strip["rolled"] is None:
            expect(rolled).to_have_count(0)
        else:
            expect(rolled).to_have_text(strip["rolled"])
    expect(output(page, NAME, "request.qr")).to_have_text(shown(expected["request"]["qr"]))


def test_compare_page_calculators_show_what_python_calculates(page: Page, site: BuiltSite) -> None:
    # ReQuest › Very High Skill Tests: 125% rolling 11 is a double critical (QR 3).
    open_calculator(page, site, NAME, "?rating=125&roll=11")
    expect(field(page, NAME, "rating")).to_have_value("125")
    expect_levels(page, {"rating": 125, "roll": 11})
    expect(output(page, NAME, "request.qr")).to_have_text("3")

    # A RuneQuest chance below 0% under the other reading (A000-05), no roll.
    field(page, NAME, "roll").fill("")
    field(page, NAME, "rating").fill("-10")
    field(page, NAME, "low_chance").select_option("no_chance")
    expect_levels(page, {"rating": -10, "low_chance": "no_chance"})
    expect(page).to_have_url(re.compile(r"[?&]low_chance=no_chance(&|$)"))

    # The contest on the same page: three documents side by side, as Python gives them.
    wait_ready(page, "contest")
    field(page, "contest", "a").fill("60")
    field(page, "contest", "b").fill("45")
    expected = calculate("contest", {"a": 60, "b": 45})["side_by_side"]
    rows = output(page, "contest", "side_by_side").locator("tbody tr")
    expect(rows).to_have_count(len(expected))
    for index, record in enumerate(expected):
        cells = [shown(record["system"])]
        cells += [shown(record[key], "percent") for key in ("a_wins", "b_wins", "tie", "neither")]
        expect(rows.nth(index).locator("td")).to_have_text(cells)


def _printed(page: Page, paper: str) -> PdfReader:
    return PdfReader(io.BytesIO(page.pdf(format=paper, prefer_css_page_size=True)))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_gm_screen_prints_on_two_landscape_sheets(page: Page, site: BuiltSite, paper: str) -> None:
    source = GM_SCREEN_SOURCE.read_text(encoding="utf-8")
    for table in GM_TABLES:
        assert f"<!-- table: {table} -->" in source, table
    page.goto(GM_SCREEN)
    # Each card's heading without its permalink sign.
    headings = page.locator(".gm-card h3").evaluate_all(
        "(hs) => hs.map((h) => h.firstChild.textContent.trim())"
    )
    assert set(GM_TABLES.values()) <= set(headings)

    pdf = _printed(page, paper)
    assert 1 <= len(pdf.pages) <= 2, f"{len(pdf.pages)} pages on {paper}"
    for sheet in pdf.pages:
        assert sheet.mediabox.width > sheet.mediabox.height, "not landscape"
    texts = [re.sub(r"\s+", " ", sheet.extract_text()) for sheet in pdf.pages]
    printed = " ".join(texts)
    for heading in headings:
        assert heading in printed, heading
    # Material's header, navigation and footer are not printed.
    for chrome in ("d100 rules, worked out", "Made with", "Compare the systems"):
        assert chrome not in printed, chrome
    # The 21 × 21 resistance table prints whole, on one sheet.
    table = RUNEQUEST_TABLES["resistance"]()
    columns = " ".join(table.columns[1:])
    first_row = " ".join(table.rows[0][1:])
    assert any(columns in text and first_row in text for text in texts)
