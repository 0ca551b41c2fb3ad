"""Pages on paper (docs/stylesheets/print.css): printed A4 portrait, the Resistance page takes at
most three sheets with its 21 × 21 table whole on one of them (RuneQuest, The Game System ›
Resistance Table), the passing page its whole pitch on one sheet (Runeball 2022 Notes › The
Field: 31 hexes long), no sheet ends on a heading, none is left nearly blank, and no printed
text is under 8 pt. A printed calculator shows the values entered
and Python's answer, without the form's buttons, help text or status line.
"""

import io
import re
from collections.abc import Sequence

from playwright.sync_api import Page, expect
from pypdf import PdfReader

from rules_py.calculators import calculate
from rules_py.numbers import percent
from rules_py.rows import parse_rows
from rules_py.rq2_combat.calculators.sr_cycles import COMBATANTS
from rules_py.runeball.calculators.field import DEFAULT_BOARD
from rules_py.runequest.tables import TABLES
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, open_calculator, output, widget


def printed(page: Page) -> PdfReader:
    """The page as Chromium prints it on A4 portrait (its print stylesheet applies)."""
    return PdfReader(io.BytesIO(page.pdf(format="A4")))


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def bottom_lines(pdf: PdfReader) -> list[str]:
    """The lowest line of text on each sheet (PDF y grows upwards)."""
    lines = []
    for sheet in pdf.pages:
        placed: list[tuple[float, str]] = []

        def keep(
            text: str,
            cm: Sequence[float],
            tm: Sequence[float],
            _font: object,
            _size: object,
            placed: list[tuple[float, str]] = placed,
        ) -> None:
            if text.strip():
                placed.append((round(cm[5] + tm[5] * cm[3], 1), text))

        sheet.extract_text(visitor_text=keep)
        assert placed, "a printed sheet holds no text"
        lowest = min(y for y, _ in placed)
        lines.append(flat(" ".join(text for y, text in placed if y == lowest)))
    return lines


SMALLEST_PRINT = 8  # points
# A sheet whose lowest line is in its top quarter is nearly blank (a sheet wasted on a few lines).
NEAR_BLANK = 0.75


def sheet_items(pdf: PdfReader) -> list[list[tuple[float, float, str]]]:
    """Each sheet's pieces of text: (height above the sheet's foot, size in points, text)."""
    sheets = []
    for sheet in pdf.pages:
        items: list[tuple[float, float, str]] = []

        def keep(
            text: str,
            cm: Sequence[float],
            tm: Sequence[float],
            _font: object,
            size: float,
            items: list[tuple[float, float, str]] = items,
        ) -> None:
            if text.strip():
                height = cm[5] + tm[5] * cm[3]
                items.append((height, size * abs(tm[3]) * abs(cm[3]), text.strip()))

        sheet.extract_text(visitor_text=keep)
        sheets.append(items)
    return sheets


def assert_readable_and_no_sheet_nearly_blank(pdf: PdfReader) -> None:
    for number, (sheet, items) in enumerate(zip(pdf.pages, sheet_items(pdf), strict=True), 1):
        assert items, f"sheet {number} holds no text"
        small = sorted({(round(size, 2), text) for _, size, text in items if size < SMALLEST_PRINT})
        assert not small, f"sheet {number}: text under {SMALLEST_PRINT} pt: {small[:5]}"
        lowest = min(height for height, _, _ in items)
        used = 1 - lowest / float(sheet.mediabox.height)
        assert used > 1 - NEAR_BLANK, f"sheet {number} is nearly blank ({used:.0%} used)"


def page_headings(page: Page) -> set[str]:
    found = page.locator(".md-content :is(h1, h2, h3, h4)").evaluate_all(
        """(headings) => headings.map((h) => [...h.childNodes]
            .filter((node) => !node.classList?.contains("headerlink"))  // the ¶ link
            .map((node) => node.textContent).join(""))"""
    )
    return {flat(text) for text in found}


def test_the_resistance_page_prints_on_three_sheets_with_its_table_whole(
    page: Page, site: BuiltSite
) -> None:
    open_calculator(page, site, "resistance")
    answer = calculate("resistance", {"active": 12, "passive": 10})
    expect(output(page, "resistance", "chance")).to_have_text(percent(answer["chance"]))
    expect(widget(page, "resistance").locator(".rules-face")).to_have_count(100)
    pdf = printed(page)
    texts = [flat(sheet.extract_text()) for sheet in pdf.pages]
    assert len(texts) <= 3, f"{len(texts)} sheets"

    # Chromium repeats a split table's heading row on the next sheet, so the proof that the
    # table is whole is its first and its last row on one sheet.
    table = TABLES["resistance"]()
    first_row = " ".join(table.rows[0][1:])  # passive 1: "50 55 … 150"
    last_row = " ".join(table.rows[-1][1:])  # passive 21: "— — … 45 50"
    assert first_row.endswith("150") and last_row.endswith("50")
    holding = [number for number, text in enumerate(texts, 1) if first_row in text]
    assert len(holding) == 1, f"the first row is on sheets {holding}"
    assert last_row in texts[holding[0] - 1], "the table is split across sheets"

    headings = page_headings(page)
    assert {"Resistance rolls", "The resistance table", "Calculator"} <= headings
    for number, line in enumerate(bottom_lines(pdf), 1):
        assert line not in headings, f"sheet {number} ends on the heading {line!r}"
    assert_readable_and_no_sheet_nearly_blank(pdf)


def test_the_passing_page_prints_the_whole_pitch_on_one_sheet_and_the_whole_board_value(
    page: Page, site: BuiltSite
) -> None:
    """Runeball 2022 Notes › The Field: the pitch is 31 hexes long; printed, all 31 columns'
    labels are on the sheet with the board's caption (the screen's 75vh window cut it at 21), the
    pieces' value prints whole (it was cut at "…;in"), and no sheet is left nearly blank."""
    name = "runeball_field"
    open_calculator(page, site, name)
    skills = dict.fromkeys(("pass_skill", "catch_skill", "interceptor_catch", "kick_skill"), 10)
    caption = calculate(name, {"board": DEFAULT_BOARD, **skills})["field"]["caption"]
    expect(widget(page, name).locator(".rules-board-caption")).to_have_text(caption)
    marker = caption.split(" · ")[0]  # "Range 6 hexes": the caption's first part
    page.emulate_media(media="print")
    pieces = field(page, name, "board")
    assert pieces.evaluate("(input) => input.scrollWidth <= input.clientWidth"), pieces.evaluate(
        "(input) => [input.scrollWidth, input.clientWidth]"
    )
    pdf = printed(page)
    sheets = sheet_items(pdf)
    texts = [flat(" ".join(text for _, _, text in items)) for items in sheets]
    holding = [number for number, text in enumerate(texts) if marker in text]
    assert len(holding) == 1, f"the caption is on sheets {holding}"
    labels = {text for _, _, text in sheets[holding[0]]}
    missing = [column for column in range(1, 32) if str(column) not in labels]
    assert not missing, f"columns {missing} are not on the board's sheet"
    assert len(pdf.pages) <= 9, f"{len(pdf.pages)} sheets"
    assert_readable_and_no_sheet_nearly_blank(pdf)


def test_a_printed_calculator_shows_the_values_entered_and_the_answer(
    page: Page, site: BuiltSite
) -> None:
    page.emulate_media(media="print")
    inputs = {"active": 9, "passive": 14, "roll": 7}
    open_calculator(page, site, "resistance", "?active=9&passive=14&roll=7")
    answer = calculate("resistance", inputs)
    expect(output(page, "resistance", "result_label")).to_have_text(answer["result_label"])
    expect(output(page, "resistance", "chance")).to_be_visible()
    expect(output(page, "resistance", "ranges.fumble")).to_have_text(answer["ranges"]["fumble"])
    expect(output(page, "resistance", "ranges.fumble")).to_be_visible()
    for name, value in inputs.items():
        shown = field(page, "resistance", name)
        expect(shown).to_be_visible()
        expect(shown).to_have_value(str(value))
        # A value on paper, not a box to type in.
        assert shown.evaluate("(input) => getComputedStyle(input).borderTopWidth") == "0px"
    setting = field(page, "resistance", "low_chance")
    expect(setting).to_be_visible()
    assert setting.evaluate("(select) => getComputedStyle(select).appearance") == "none"

    root = widget(page, "resistance")
    chrome = {
        "Copy link": root.locator('[data-action="copy-link"]'),
        "Retry": root.locator('[data-action="retry"]'),
        "status line": root.locator("[data-status]"),
        "help text": root.locator(".rules-help"),
        "(optional)": root.locator(".rules-optional"),
    }
    for name, part in chrome.items():
        expect(part, name).to_have_count(1)
        expect(part, name).to_be_hidden()
    # The same widget on screen, for contrast: its controls are there.
    page.emulate_media(media="screen")
    expect(chrome["Copy link"]).to_be_visible()
    expect(chrome["help text"]).to_be_visible()


def test_the_printed_planner_shows_its_rows_and_ticks_without_buttons(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest II House Rules, The Combat Round › Surprise (HR): the page's own four
    # combatants, of whom the scout is surprised.
    page.emulate_media(media="print")
    open_calculator(page, site, "sr_cycles")
    combatants = parse_rows(COMBATANTS, COMBATANTS.default)
    root = widget(page, "sr_cycles")
    names = root.locator('.rules-rows-table [data-cell$=".name"]')
    expect(names).to_have_count(len(combatants))
    boxes = root.locator('.rules-rows-table input[type="checkbox"]')
    expect(boxes).to_have_count(len(combatants))
    for number, combatant in enumerate(combatants):
        expect(names.nth(number)).to_be_visible()
        expect(names.nth(number)).to_have_value(str(combatant["name"]))
        box = boxes.nth(number)
        expect(box).to_be_visible()
        assert box.is_checked() is combatant["surprised"]
        # A box the print drew bare would show no tick at all.
        assert box.evaluate("(box) => getComputedStyle(box).appearance") != "none"
    removes = root.locator(".rules-rows-remove")
    expect(removes).to_have_count(len(combatants))
    for remove in removes.all():
        expect(remove).to_be_hidden()
    expect(root.locator(".rules-rows-add")).to_have_count(1)
    expect(root.locator(".rules-rows-add")).to_be_hidden()
    expect(root.locator('[data-output="cycles"] li').first).to_be_visible()


def test_a_printed_yes_no_is_its_box_ticked_or_not_beside_its_label(
    page: Page, site: BuiltSite
) -> None:
    page.emulate_media(media="print")
    open_calculator(page, site, "runeball_block", "?tackle=yes")
    for name, ticked in (("tackle", True), ("sprint", False)):
        box = field(page, "runeball_block", name)
        expect(box).to_be_visible()
        assert box.is_checked() is ticked
        # A box the print drew bare would show no tick at all.
        assert box.evaluate("(box) => getComputedStyle(box).appearance") != "none"
    label = widget(page, "runeball_block").locator('label[for$="-tackle"]')
    expect(label).to_have_text("Tackle")
    expect(label).to_be_visible()


# What a dark screen changes that paper must not: the board's, the results' and the errors'
# colours, and a dark scheme's button text (docs/stylesheets/*.css keep them to the screen).
PRINTED_COLOURS = """() => {
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  return {
    board: ["--board-play", "--board-band-1", "--board-heat"].map(
      (name) => style(".rules-board").getPropertyValue(name)),
    mark: style(".rules-board-mark").getPropertyValue("--swatch"),
    results: ["--rules-critical", "--rules-fumble", "--rules-error-color"].map(
      (name) => style("body").getPropertyValue(name)),
    text: style(".md-typeset").color,
  };
}"""


def test_a_page_printed_from_a_dark_screen_prints_in_the_light_colours(
    page: Page, site: BuiltSite
) -> None:
    path = site.page_for("runeball_field")  # the board, its marks, the odds' levels
    seen = {}
    for scheme in ("dark", "light"):
        page.emulate_media(media="screen", color_scheme=scheme)
        page.goto(path)
        # On screen the page follows the system (Material's "slate" is its dark scheme) ...
        expected = {"dark": "slate", "light": "default"}[scheme]
        assert page.evaluate("document.body.dataset.mdColorScheme") == expected
        on_screen = page.evaluate(PRINTED_COLOURS)
        page.emulate_media(media="print")
        seen[scheme] = (on_screen, page.evaluate(PRINTED_COLOURS))
    # ... and on paper it is the light page, whichever the screen was.
    assert seen["dark"][1] == seen["light"][1]
    assert seen["dark"][0] != seen["light"][0]  # the screens did differ


def test_a_printed_page_keeps_its_tables_titles(page: Page, site: BuiltSite) -> None:
    """ReQuest, Core Mechanic: Skill Rolls › Multiple skills used in one test, › Specialising in
    Skills: each table's title is its caption, on screen and on paper (the roll the four skills
    are read against, the characteristics the parent's base comes from)."""
    from rules_py.request.tables import one_roll_several_skills, specialism_base_scores

    titles = [one_roll_several_skills().title, specialism_base_scores().title]
    page.goto("request/skills/")
    for title in titles:
        expect(page.locator("table caption", has_text=title)).to_be_visible()
    page.emulate_media(media="print")
    for title in titles:
        expect(page.locator("table caption", has_text=title)).to_be_visible()
    words = "".join(sheet.extract_text() for sheet in printed(page).pages)
    for title in titles:  # the PDF's text runs may drop the spaces between small words
        assert re.sub(r"\s", "", title) in re.sub(r"\s", "", words), title
