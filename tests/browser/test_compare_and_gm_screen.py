"""The comparison page and the GM screen in a real browser: the one-rating calculator and the
contest show what ``rules_py`` calculates; the GM screen, printed by Chromium, fits four
landscape sheets holding every table it should, and on a phone lists its cards at its top and
never scrolls sideways."""

import importlib
import io
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from pypdf import PdfReader

from rules_py.calculators import REGISTRY, calculate
from rules_py.comparison.contests import System
from rules_py.numbers import percents, shown
from tests.browser.offline_site import ROOT, BuiltSite
from tests.browser.widgets import field, in_link, open_calculator, output, wait_ready

NAME = "compare_levels"
GM_SCREEN = "gm-screen/"
GM_SCREEN_SOURCE = ROOT / "docs" / "gm-screen.md"
TABLES_BY_DOCUMENT = {
    document: importlib.import_module(f"rules_py.{document}.tables").TABLES
    for document in ("runequest", "request", "brp", "runeball", "rq2_combat")
}

# The tables a GM screen must hold: the shortcode and the card's heading.
GM_TABLES = {
    "runequest.ability_results": "Ability results",
    "runequest.opposed_resolution": "Opposed resolution",
    "runequest.resistance_by_difference": "Resistance",
    "runequest.augment_results": "Augment results",
    "runequest.dex_strike_rank": "Strike rank: DEX",
    "runequest.siz_strike_rank": "Strike rank: SIZ",
    "runequest.hit_point_modifiers": "Hit point modifiers",
    "runequest.location_hit_points": "Hit points per location",
    "runequest.healing_rate": "Healing rate",
    "runequest.damage_bonus": "Damage bonus",
    "request.quality_ratings": "Quality Ratings",
    "request.special_numbers": "Special numbers",
    "request.victory_ratings": "Victory Ratings",
    "request.contest_results_short": "Contest results",
    "brp.task_thresholds": "Task thresholds",
    "brp.attack_results": "Attack results",
    "brp.defensive_actions": "Defensive actions",
    "brp.shields": "Shields versus missiles",
    "brp.burst_autofire": "Burst and autofire",
    "brp.movement_actions": "Movement and actions",
    "brp.armour_values": "Armour values",
    "brp.sanity_checks": "Sanity checks",
    "brp.short_insanity": "Short temporary insanity",
    "brp.longer_insanity": "Longer temporary insanity",
    "brp.major_wounds": "Major wounds",
    "runeball.kick": "Kick-off",
    "runeball.maneuvers": "Manoeuvres",
    "runeball.passing_dl": "Passing DL",
    "runeball.pass_result": "Pass result",
    "runeball.blocking": "Blocking",
    "runeball.wounds": "Wounds",
    "runeball.wound_effects": "Wound effects",
    "rq2_combat.round_procedure": "The combat round",
    "rq2_combat.combat_actions": "Combat actions",
    "rq2_combat.conditions": "Surprise and conditions",
}


def expect_levels(page: Page, inputs: dict[str, object]) -> None:
    """Every number of the widget is the one Python gives for ``inputs``."""
    expected = calculate(NAME, inputs)
    rows = output(page, NAME, "levels").locator("tbody tr")
    expect(rows).to_have_count(len(expected["levels"]))
    declared = {item.key: item for item in REGISTRY[NAME].outputs}
    # each document's column adds to 100 (Any success, a sum, apart)
    for index, cells in enumerate(declared["levels"].row_texts(expected["levels"])):
        expect(rows.nth(index).locator("td")).to_have_text(cells)
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
    expect(page).to_have_url(in_link(NAME, "low_chance", "no_chance"))

    # The contest on the same page: three documents side by side, as Python gives them.
    wait_ready(page, "contest")
    field(page, "contest", "a").fill("60")
    field(page, "contest", "b").fill("45")
    expected = calculate("contest", {"a": 60, "b": 45})["side_by_side"]
    rows = output(page, "contest", "side_by_side").locator("tbody tr")
    expect(rows).to_have_count(len(expected))
    side_by_side = next(item for item in REGISTRY["contest"].outputs if item.key == "side_by_side")
    for index, cells in enumerate(side_by_side.row_texts(expected)):
        expect(rows.nth(index).locator("td")).to_have_text(cells)  # each row adds to 100


def _printed(page: Page, paper: str) -> bytes:
    return page.pdf(format=paper, prefer_css_page_size=True)


def _page_count(pdf: bytes) -> int:
    # Page objects, not the /Pages tree node.
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_gm_screen_prints_legibly_on_four_landscape_sheets(
    page: Page, site: BuiltSite, paper: str
) -> None:
    source = GM_SCREEN_SOURCE.read_text(encoding="utf-8")
    for table in GM_TABLES:
        assert f"<!-- table: {table} -->" in source, table
    page.goto(GM_SCREEN)
    # Each card's heading without its permalink sign (an abbreviation in it is an <abbr>).
    headings = page.locator(".gm-card h3").evaluate_all(
        """(hs) => hs.map((h) => {
          const copy = h.cloneNode(true);
          copy.querySelector(".headerlink")?.remove();
          return copy.textContent.trim();
        })"""
    )
    assert set(GM_TABLES.values()) <= set(headings)
    # Every card leads to its document on the Sources page.
    sources = page.locator(".gm-card .rules-table-source a").evaluate_all(
        "(links) => links.map((a) => new URL(a.href).hash)"
    )
    assert len(sources) == len(headings)
    assert set(sources) <= {"#runequest", "#request", "#brp", "#runeball", "#rq2_combat"}

    # Printed: no visible text under 8 pt (CSS px are 3/4 pt).
    page.emulate_media(media="print")
    smallest = page.evaluate(
        """() => {
          let least = Infinity;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const node = walker.currentNode;
            if (!node.textContent.trim()) continue;
            const element = node.parentElement;
            if (!element || element.closest("script, style, noscript")) continue;
            if (!element.getClientRects().length) continue;  // not printed
            least = Math.min(least, parseFloat(getComputedStyle(element).fontSize));
          }
          return least * 0.75;
        }"""
    )
    assert smallest >= 8, f"text of {smallest} pt on the printed GM screen"
    # A card never splits: every card is whole within one sheet's height.
    split = page.evaluate(
        """(sheetHeight) => [...document.querySelectorAll(".gm-card")].filter((card) => {
          const box = card.getBoundingClientRect();
          return box.height > sheetHeight;
        }).map((card) => card.querySelector("h3").firstChild.textContent.trim())""",
        700,
    )
    assert not split, f"cards taller than a sheet: {split}"
    # No table runs past its column into the next one.
    overflowing = page.evaluate(
        """() => [...document.querySelectorAll(".gm-card")].filter((card) => {
          const table = card.querySelector("table");
          return table.getBoundingClientRect().right > card.getBoundingClientRect().right + 1;
        }).map((card) => card.querySelector("h3").firstChild.textContent.trim())"""
    )
    assert not overflowing, f"tables wider than their column: {overflowing}"

    pdf_bytes = _printed(page, paper)
    if os.environ.get("GM_SCREEN_PDF"):  # to look at the sheets: pdftoppm -png -r 50
        Path(os.environ["GM_SCREEN_PDF"], f"gm-screen-{paper}.pdf").write_bytes(pdf_bytes)
    assert 1 <= _page_count(pdf_bytes) <= 4, f"{_page_count(pdf_bytes)} pages on {paper}"
    pdf = PdfReader(io.BytesIO(pdf_bytes))
    assert len(pdf.pages) == _page_count(pdf_bytes)
    for sheet in pdf.pages:
        assert sheet.mediabox.width > sheet.mediabox.height, "not landscape"
    texts = [re.sub(r"\s+", " ", sheet.extract_text()) for sheet in pdf.pages]
    printed = " ".join(texts)
    for heading in headings:
        assert heading in printed, heading
    # Material's header, navigation and footer are not printed.
    for chrome in ("d100 rules, worked out", "Made with", "Compare the systems"):
        assert chrome not in printed, chrome
    # No table split between sheets: each card's heading and its table's last row print on the
    # same sheet.
    for table_name, heading in GM_TABLES.items():
        document, _, name = table_name.partition(".")
        table = TABLES_BY_DOCUMENT[document][name]()
        last_row = table.rows[-1][0]  # a row's key never wraps (gm-screen.css)
        sheets = [i for i, text in enumerate(texts) if heading in text]
        assert any(last_row in texts[i] for i in sheets), (heading, last_row)


def test_gm_screen_on_a_phone_lists_its_cards_and_never_scrolls_sideways(
    page: Page, site: BuiltSite
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(GM_SCREEN)
    # At the top, before the first card: every card by its name, under its document's.
    jump = page.get_by_role("navigation", name="Cards on this screen")
    cards = page.locator(".gm-card h3").evaluate_all("(hs) => hs.map((h) => '#' + h.id)")
    assert (
        jump.locator("ul ul a").evaluate_all("(links) => links.map((a) => new URL(a.href).hash)")
        == cards
    )
    documents = jump.locator(".gm-jump-document").all_inner_texts()
    assert documents == page.locator(".gm-screen .gm-document").evaluate_all(
        "(hs) => hs.map((h) => h.firstChild.textContent.trim())"
    )
    first_card = page.locator(".gm-card").first.bounding_box()
    jump_box = jump.bounding_box()
    assert first_card and jump_box and jump_box["y"] + jump_box["height"] <= first_card["y"]
    # A tap on a card's name brings the card up.
    jump.get_by_role("link", name="Passing DL").click()
    expect(page.locator(".gm-card", has=page.locator("#passing-dl"))).to_be_in_viewport()
    # Every card leads to the page explaining its rule, a page other than this one.
    rules = page.locator(".gm-card .gm-rule-link a").evaluate_all(
        "(links) => links.map((a) => new URL(a.href).pathname)"
    )
    assert len(rules) == len(cards)
    assert all(path != "/" + GM_SCREEN for path in rules)
    # Nothing wider than the phone: not the page, not a table in its card.
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    too_wide = page.evaluate(
        """() => [...document.querySelectorAll(".gm-card .rules-table")]
          .filter((region) => region.querySelector("table").scrollWidth > region.clientWidth)
          .map((region) => region.getAttribute("aria-label"))"""
    )
    assert too_wide == []
