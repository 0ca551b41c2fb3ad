"""The Runeball pitch in the browser: pieces placed by click and by keyboard, Python's numbers
shown for them, and the permalink bringing the board back (Runeball 2022 Notes › Passing and
Handoffs).

Expected values come from ``rules_py.calculators.calculate`` for the board the page shows.
"""

import re
from typing import Any
from urllib.parse import urlparse

from playwright.sync_api import Locator, Page, expect

from rules_py import numbers
from rules_py.calculators import calculate
from rules_py.runeball.calculators.field import DEFAULT_BOARD, RUNEBALL_FIELD
from tests.browser.hexes import click_hex, covering, shades
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, link_value, open_calculator, output, widget

NAME = "runeball_field"
DEFAULTS = {item.name: item.default for item in RUNEBALL_FIELD.inputs}


def expected(board: str) -> dict[str, Any]:
    return calculate(NAME, {**DEFAULTS, "board": board})


def board_svg(page: Page) -> Locator:
    return widget(page, NAME).locator(".rules-board-svg")


def click(page: Page, at: str, inputs: dict[str, Any] | None = None) -> None:
    """Click hex ``at`` of the board Python draws for these inputs (the defaults'), where the
    reader sees it: on whatever is drawn over the hex."""
    click_hex(board_svg(page), calculate(NAME, {**DEFAULTS, **(inputs or {})})["field"], at)


def piece(page: Page, at: str) -> Locator:
    return widget(page, NAME).locator(f'.rules-board-pieces [data-cell="{at}"]')


def choose(page: Page, label: str) -> None:
    widget(page, NAME).locator(".rules-board-picker button", has_text=label).click()


def expect_pass_numbers(page: Page, board: str) -> None:
    """The DL, the counts and the odds on the page are Python's for this board."""
    result = expected(board)
    expect(field(page, NAME, "board")).to_have_value(board)
    expect(output(page, NAME, "dl")).to_have_text(numbers.shown(result["dl"]))
    expect(output(page, NAME, "passer_adjacent")).to_have_text(str(result["passer_adjacent"]))
    outcomes = output(page, NAME, "outcomes").locator(".rules-odds-value")
    expect(outcomes).to_have_text(numbers.percents(result["outcomes"].values()))
    expect(widget(page, NAME).locator(".rules-board-caption")).to_have_text(
        result["field"]["caption"]
    )


def test_pieces_placed_by_click_change_the_dl_and_the_link_restores_them(
    page: Page, site: BuiltSite
) -> None:
    open_calculator(page, site, NAME)
    expect_pass_numbers(page, DEFAULT_BOARD)
    # Runeball 2022 Notes › The Field: each of the 481 hexes drawn once, in its zone's look
    picture = expected(DEFAULT_BOARD)["field"]
    assert len(picture["cells"]) == 481
    drawn = covering(board_svg(page), picture, "cells")
    assert [len(looks) for looks in drawn] == [1] * 481
    for (*_, shape, zone), [look] in zip(picture["cells"], drawn, strict=True):
        assert f"rules-board-zone-{zone}" in look.split()
        assert ("rules-board-half" in look.split()) == (shape != "full")
    # the defenders who count are ringed: the one behind the passer, the interceptor on the path
    expect(piece(page, "7.8")).to_have_class(re.compile(r"rules-board-on-adjacent"))
    expect(piece(page, "11.8")).to_have_class(re.compile(r"rules-board-on-intercept"))

    # Defender 1 from behind the passer (7.8) to in front of him (9.8): DL 11 -> 12
    choose(page, "Defender 1")
    click(page, "9.8")
    moved = DEFAULT_BOARD.replace("defenders=7.8", "defenders=9.8")
    expect_pass_numbers(page, moved)
    assert expected(moved)["dl"] == expected(DEFAULT_BOARD)["dl"] + 1
    expect(piece(page, "9.8")).to_have_count(1)
    expect(piece(page, "7.8")).to_have_count(0)

    # the permalink holds the board; a fresh page from it shows the same pieces and numbers
    expect(page).to_have_url(re.compile(r"board="))
    assert link_value(page.url, NAME, "board") == [moved]
    open_calculator(page, site, NAME, "?" + urlparse(page.url).query)
    expect(piece(page, "9.8")).to_have_count(1)
    expect_pass_numbers(page, moved)


def test_keyboard_moves_the_chosen_piece_and_adds_a_defender(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, NAME)
    expect_pass_numbers(page, DEFAULT_BOARD)
    choose(page, "Receiver")
    board = widget(page, NAME).locator(".rules-board-svg")
    board.focus()
    # along the row: 14.8 -> 15.8 (15.9 holds a defender); range 6 -> 7, DL 11 -> 15
    board.press("ArrowRight")
    moved = DEFAULT_BOARD.replace("receiver=14.8", "receiver=15.8")
    expect_pass_numbers(page, moved)
    board.press("ArrowUp")  # up the column: 15.8 -> 15.7
    moved = moved.replace("receiver=15.8", "receiver=15.7")
    expect_pass_numbers(page, moved)

    # a new defender goes on a free hex and is chosen; the field text names it
    choose(page, "+ Defender")
    expect(field(page, NAME, "board")).to_have_value(re.compile(r"defenders=7\.8,15\.9,\d+\.\d+;"))
    added = field(page, NAME, "board").input_value()
    expect_pass_numbers(page, added)


def test_kick_mode_shades_where_the_ball_comes_down(page: Page, site: BuiltSite) -> None:
    open_calculator(
        page, site, NAME, "?play=kick&board=passer%3D22.8%3Bdefenders%3D23.8%3Btarget%3D30.8"
    )
    board = "passer=22.8;defenders=23.8;target=30.8"
    result = calculate(NAME, {**DEFAULTS, "play": "kick", "board": board})
    expect(output(page, NAME, "fg_dl")).to_have_text(str(result["fg_dl"]))
    expect(output(page, NAME, "fg_success")).to_have_text(
        numbers.shown(result["fg_success"], "percent")
    )
    heated = {f"{c}.{r}" for c, r, level in result["field"]["shading"]["values"] if level}

    def shown_heat() -> set[str]:
        found = shades(board_svg(page), result["field"])
        return {at for at, paths in found.items() if [p[0] for p in paths] == ["rules-board-heat"]}

    expect(
        widget(page, NAME).locator(".rules-board-shade .rules-board-heat").first
    ).to_be_attached()
    assert shown_heat() == heated
    # typing a bad board leaves a message at the field and keeps the drawing
    field(page, NAME, "board").fill("passer=40.8")
    expect(widget(page, NAME).locator('[data-error-for="board"]')).to_contain_text("off the board")
    assert shown_heat() == heated


def test_phone_width_draws_the_pitch_upright(page: Page, site: BuiltSite) -> None:
    page.set_viewport_size({"width": 360, "height": 780})
    open_calculator(page, site, NAME)
    svg = widget(page, NAME).locator(".rules-board-svg")
    expect(svg).to_have_class(re.compile(r"rules-board-upright"))
    box = svg.bounding_box()
    assert box is not None and box["height"] > box["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # arrow keys follow the screen: down the upright pitch is along it (14.8 -> 15.8)
    choose(page, "Receiver")
    svg.focus()
    svg.press("ArrowDown")
    expect_pass_numbers(page, DEFAULT_BOARD.replace("receiver=14.8", "receiver=15.8"))


def shown_shading(page: Page, picture: dict[str, Any]) -> dict[str, tuple[str, str, str]]:
    """Every shaded hex on the page: "c.r" -> (class, fill-opacity, tooltip) of the one shading
    path over it."""
    found = shades(board_svg(page), picture)
    assert all(len(paths) <= 1 for paths in found.values()), "a hex shaded twice"
    return {at: paths[0] for at, paths in found.items() if paths}


def expect_bands_of(page: Page, inputs: dict[str, Any]) -> None:
    """The range bands drawn are Python's for these inputs: each shaded hex once, its class and
    tooltip from Python's band and legend, no heat left over (Passing DL: Pass vs. Range)."""
    picture = calculate(NAME, {**DEFAULTS, **inputs})["field"]
    words = {level: text for level, text, _ in picture["shading"]["legend"]}
    wanted = {
        f"{c}.{r}": (f"rules-board-band rules-board-band-{band}", "", words[band])
        for c, r, band in picture["shading"]["values"]
        if band
    }
    expect(widget(page, NAME).locator(".rules-board-caption")).to_have_text(picture["caption"])
    assert shown_shading(page, picture) == wanted


KEEP_JS = """(svg) => { for (const path of svg.querySelectorAll(
  ".rules-board-cells > path, .rules-board-shade > path")) path.__kept = true; }"""
# Each path of a layer: its look (a shading path's data-shade, a cell path's class) and whether
# it is a node marked by KEEP_JS.
PATHS_JS = """(svg, layer) => [...svg.querySelectorAll(`.rules-board-${layer} > path`)].map(
  (path) => [path.dataset.shade ?? path.getAttribute("class"), path.__kept === true])"""


def test_a_new_skill_keeps_the_drawn_hexes_and_a_move_reshades_them(
    page: Page, site: BuiltSite
) -> None:
    """board.js redraws only what changed: a new Pass skill leaves the hexes' paths in place (the
    same nodes), moving the passer re-shades the board with the same paths, a kick turns them
    into the heat map and back, and each time the drawing is Python's."""
    open_calculator(page, site, NAME)
    expect_pass_numbers(page, DEFAULT_BOARD)
    expect_bands_of(page, {})
    svg = board_svg(page)
    svg.evaluate(KEEP_JS)
    cells, bands = svg.evaluate(PATHS_JS, "cells"), svg.evaluate(PATHS_JS, "shade")
    assert len(cells) >= 4 and len(bands) >= 4  # the zones and halves; the range bands

    field(page, NAME, "pass_skill").fill("17")
    result = calculate(NAME, {**DEFAULTS, "pass_skill": 17})
    outcomes = output(page, NAME, "outcomes").locator(".rules-odds-value")
    expect(outcomes).to_have_text(numbers.percents(result["outcomes"].values()))
    assert svg.evaluate(PATHS_JS, "cells") == cells
    assert svg.evaluate(PATHS_JS, "shade") == bands
    expect_bands_of(page, {"pass_skill": 17})

    choose(page, "Passer")
    click(page, "5.3", {"pass_skill": 17})
    moved = DEFAULT_BOARD.replace("passer=8.8", "passer=5.3")
    expect(field(page, NAME, "board")).to_have_value(moved)
    expect_bands_of(page, {"pass_skill": 17, "board": moved})
    before = {look for look, _ in bands}
    reshaded = svg.evaluate(PATHS_JS, "shade")
    assert [kept for look, kept in reshaded if look in before] == [True] * len(
        before & {look for look, _ in reshaded}
    ), "a band drawn before was drawn again as a new path"

    field(page, NAME, "play").select_option("kick")
    kicked = calculate(NAME, {**DEFAULTS, "pass_skill": 17, "board": moved, "play": "kick"})
    expect(widget(page, NAME).locator(".rules-board-caption")).to_have_text(
        kicked["field"]["caption"]
    )
    heat = shown_shading(page, kicked["field"])
    assert set(heat) == {
        f"{c}.{r}" for c, r, level in kicked["field"]["shading"]["values"] if level
    }
    assert all(classes == "rules-board-heat" and opacity for classes, opacity, _ in heat.values())

    field(page, NAME, "play").select_option("pass")
    expect_bands_of(page, {"pass_skill": 17, "board": moved})


def test_a_pass_shows_the_pass_and_a_kick_the_kick(page: Page, site: BuiltSite) -> None:
    """Runeball 2022 › Passing and Handoffs; The Kickoff: the answer to a pass has nothing for
    the kick's group of outputs, so the page leaves that group out (and the other way round)."""
    open_calculator(page, site, NAME)
    group = widget(page, NAME).locator
    expect_pass_numbers(page, DEFAULT_BOARD)
    expect(group('[data-group="The pass"]')).to_be_visible()
    expect(group('[data-group="The kick"]')).to_be_hidden()
    field(page, NAME, "play").select_option("kick")
    kicked = calculate(NAME, {**DEFAULTS, "play": "kick", "board": DEFAULT_BOARD})
    expect(output(page, NAME, "kick_kind")).to_have_text(kicked["kick_kind"])
    expect(group('[data-group="The kick"]')).to_be_visible()
    expect(group('[data-group="The pass"]')).to_be_hidden()


def test_a_link_with_the_inputs_older_names_still_opens(page: Page, site: BuiltSite) -> None:
    """Links written before the inputs took their own names (declared as their aliases)."""
    older = "runeball_field.passer_pass=17&runeball_field.receiver_catch=5"
    open_calculator(page, site, NAME, f"?{older}&runeball_pass.pass_exertion=2")
    expect(field(page, NAME, "pass_skill")).to_have_value("17")
    expect(field(page, NAME, "catch_skill")).to_have_value("5")
    expect(field(page, "runeball_pass", "exertion")).to_have_value("2")
    result = calculate(NAME, {**DEFAULTS, "pass_skill": 17, "catch_skill": 5})
    outcomes = output(page, NAME, "outcomes").locator(".rules-odds-value")
    expect(outcomes).to_have_text(numbers.percents(result["outcomes"].values()))

    field(page, NAME, "pass_skill").fill("16")
    field(page, NAME, "pass_skill").blur()  # the address follows at once
    expect(page).to_have_url(re.compile(r"runeball_field\.pass_skill=16"))
    assert link_value(page.url, NAME, "catch_skill") == ["5"]
    assert "passer_pass" not in page.url and "receiver_catch" not in page.url
