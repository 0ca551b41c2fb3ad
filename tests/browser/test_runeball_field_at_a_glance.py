"""The Runeball pitch reads at a glance: the legend shows the colours the board shows, light and
dark, and tells the bands apart by their tags as well as by colour; on a phone the pieces are big
enough to read and to tap; the board's edges carry the coordinates Python's messages use; the arrow
keys pass over a taken hex (Runeball 2022 Notes › The Field; Passing and Handoffs).

Expected values come from ``rules_py.calculators.calculate`` for the board the page shows.
"""

import math
import struct
import zlib
from typing import Any

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from rules_py.calculators import calculate
from rules_py.runeball.calculators.field import DEFAULT_BOARD, RUNEBALL_FIELD
from tests.browser.hexes import covering, hex_point, show_hex
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, open_calculator, widget

NAME = "runeball_field"
DEFAULTS = {item.name: item.default for item in RUNEBALL_FIELD.inputs}
PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 1100}  # the pitch and its legend in one screen


def board_to_top(page: Page) -> None:
    widget(page, NAME).locator(".rules-board-picker").evaluate("(p) => p.scrollIntoView()")


def pixel(page: Page, x: float, y: float) -> tuple[int, int, int]:
    """The colour the page shows at (x, y) of the viewport, from a 1×1 screenshot (a PNG of
    one pixel: whatever its row filter, the first pixel's bytes are the colour)."""
    png = page.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1}, animations="disabled")
    chunks: dict[str, bytes] = {}
    at = 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind = png[at + 4 : at + 8].decode("ascii")
        chunks[kind] = chunks.get(kind, b"") + png[at + 8 : at + 8 + length]
        at += 12 + length
    assert chunks["IHDR"][8:10] in (b"\x08\x02", b"\x08\x06"), "8-bit RGB or RGBA expected"
    row = zlib.decompress(chunks["IDAT"])
    return row[1], row[2], row[3]


def close(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    return all(abs(x - y) <= 2 for x, y in zip(a, b, strict=True))


SHOWN_JS = """(root) => {
  const colour = (node, property) => getComputedStyle(node)[property];
  const box = (node) => { const r = node.getBoundingClientRect();
    return [r.left, r.top, r.width, r.height]; };
  const bands = {};
  for (const swatch of root.querySelectorAll(".rules-board-legend .rules-board-band")) {
    const level = [...swatch.classList].find((c) => /^rules-board-band-\\d+$/.test(c))
      .replace("rules-board-band-", "");
    const tags = [...root.querySelectorAll(`.rules-board-tags .rules-board-tag-${level}`)];
    bands[level] = { swatch: colour(swatch, "backgroundColor"), swatchText: swatch.textContent,
      swatchBox: box(swatch), tags: tags.map((t) => t.textContent),
      tagged: tags.map((t) => t.dataset.cell),
      fills: [...new Set([...root.querySelectorAll(`.rules-board-shade .rules-board-band-${level}`)]
        .map((p) => colour(p, "fill")))] };
  }
  const zones = {};
  for (const zone of ["end", "neutral", "post"]) {
    const swatch = root.querySelector(`.rules-board-legend .rules-board-zone-${zone}`);
    zones[zone] = { swatch: swatch && colour(swatch, "backgroundColor"),
      fills: [...new Set([...root.querySelectorAll(`.rules-board-cells .rules-board-zone-${zone}`)]
        .map((p) => colour(p, "fill")))] };
  }
  return { bands, zones };
}"""


def hex_centre(page: Page, picture: dict[str, Any], at: str) -> tuple[float, float]:
    return hex_point(widget(page, NAME).locator(".rules-board-svg"), picture, at)


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_the_legend_shows_the_colours_the_board_shows(
    page: Page, site: BuiltSite, scheme: str
) -> None:
    """Passing DL (Pass vs. Range): each band's hexes are drawn in its legend swatch's colour,
    opaque, so the colour seen on the pitch (a pixel of a band hex, read from a screenshot) is the
    swatch's, in the light and in the dark scheme; each band's tag (its DL) is written in the band
    and in its swatch; each zone's hexes have its swatch's colour and carry its hatching."""
    page.set_viewport_size(DESKTOP)
    open_calculator(page, site, NAME)
    picture = calculate(NAME, DEFAULTS)["field"]
    expect(widget(page, NAME).locator(".rules-board-caption")).to_have_text(picture["caption"])
    page.evaluate(f"document.body.setAttribute('data-md-color-scheme', '{scheme}')")
    root = widget(page, NAME)
    board_to_top(page)
    shown = root.evaluate(SHOWN_JS)
    legend = picture["shading"]["legend"]
    assert sorted(shown["bands"]) == sorted(str(level) for level, _, _ in legend)
    for level, _words, tag in legend:
        band = shown["bands"][str(level)]
        assert band["fills"] == [band["swatch"]], (level, band)
        assert band["swatch"].startswith("rgb("), f"band {level} is see-through: {band['swatch']}"
        assert band["swatchText"] == tag
        assert band["tags"] and set(band["tags"]) == {tag}, (level, band["tags"])
    swatches = [shown["bands"][str(level)]["swatch"] for level, _, _ in legend]
    assert len(set(swatches)) == len(swatches), "two bands look alike"

    # a pixel in the middle of a band hex (no piece, mark, tag or hatching on it) is the colour
    # of a pixel of the band's swatch, beside its tag
    zone_of = {f"{c}.{r}": zone for c, r, _, _, _, zone in picture["cells"]}
    whole = {f"{c}.{r}" for c, r, _, _, shape, _ in picture["cells"] if shape == "full"}
    covered = {f"{c}.{r}" for cells in picture["marks"].values() for c, r in cells}
    covered |= {cell for part in DEFAULT_BOARD.split(";") for cell in part.split("=")[1].split(",")}
    for level, _words, _tag in legend:
        band = shown["bands"][str(level)]
        plain = [
            f"{c}.{r}"
            for c, r, value in picture["shading"]["values"]
            if value == level
            and zone_of[f"{c}.{r}"] == "play"
            and f"{c}.{r}" in whole  # a half hex's centre is on the sideline
            and f"{c}.{r}" not in covered | set(band["tagged"])
        ]
        assert plain, level
        x, y = hex_centre(page, picture, plain[len(plain) // 2])
        left, top, _, height = band["swatchBox"]
        on_board, in_legend = pixel(page, x, y), pixel(page, left + 4, top + height / 2)
        assert close(on_board, in_legend), (level, on_board, in_legend)

    zones = dict(picture["zones"])
    for zone in zones:
        drawn = shown["zones"][zone]
        assert drawn["fills"] == [drawn["swatch"]], (zone, drawn)
    # each end-zone and neutral-zone hex, and no other, under its zone's hatching
    hatched = covering(root.locator(".rules-board-svg"), picture, "zones")
    for (*_, zone), over in zip(picture["cells"], hatched, strict=True):
        wanted = [f"rules-board-over rules-board-over-{zone}"] if zone in ("end", "neutral") else []
        assert [look for look in over if "rules-board-over-" in look] == wanted, (zone, over)


EDGE_LABEL_JS = """(root, [edge, number]) =>
  [...root.querySelectorAll(`.rules-board-edge-${edge} text`)]
    .filter((t) => t.textContent === number)
    .map((t) => t.getBoundingClientRect())
    .map((r) => [r.x + r.width / 2, r.y + r.height / 2])"""

PIECES_JS = """(root) => [...root.querySelectorAll(".rules-board-pieces text")].map((t) =>
  parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)"""


def test_on_a_phone_pieces_are_readable_and_tappable_and_the_edges_name_the_hexes(
    page: Page, site: BuiltSite
) -> None:
    """At 390 px the pitch stands up in its own scroll box (the page never scrolls sideways):
    every piece's label is at least 12 px, every piece's hex (where a tap chooses it) at least
    40 px across, a tap near the edge of a piece's hex chooses it, and the coordinates on the
    box's edges line up with the hexes Python's messages name (the interceptor at 11.8)."""
    page.set_viewport_size(PHONE)
    open_calculator(page, site, NAME)
    root = widget(page, NAME)
    expect(root.locator(".rules-board-pieces text")).to_have_count(
        sum(len(part.split(",")) for part in DEFAULT_BOARD.split(";"))
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert min(root.evaluate(PIECES_JS)) >= 12

    # a hex is √3 sides across its flats, its side the drawing's unit
    picture = calculate(NAME, DEFAULTS)["field"]
    svg = root.locator(".rules-board-svg")
    for at in ("8.8", "14.8", "7.8", "15.9", "11.8"):
        shown = show_hex(svg, picture, at)
        assert math.sqrt(3) * shown["scale"] >= 40, (at, shown)
        assert 0 <= shown["x"] <= PHONE["width"] and 0 <= shown["y"] <= PHONE["height"], at

    # a tap 18 px beside the receiver's centre (still inside his hex) chooses him
    receiver = root.locator('.rules-board-pieces [data-cell="14.8"]')
    receiver.scroll_into_view_if_needed()
    box = receiver.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2 + 18, box["y"] + box["height"] / 2)
    chosen = root.locator('.rules-board-picker [aria-pressed="true"]')
    expect(chosen).to_contain_text("Receiver")
    expect(chosen).to_contain_text("14.8")

    # the interceptor at 11.8 (Python's words) is found from the edges: "11" on the left edge at
    # his height, "8" on the top edge over him (column 11 is a column of whole rows 1-15 plus
    # halves, whose rows the edge numbers), both in view in the scroll box
    warning = calculate(NAME, {**DEFAULTS, "board": DEFAULT_BOARD.replace("11.8", "11.3")})
    assert any("at 11.3" in line for line in warning["warnings"])
    interceptor = root.locator('.rules-board-pieces [data-cell="11.8"]')
    interceptor.scroll_into_view_if_needed()
    box = interceptor.bounding_box()
    view = root.locator(".rules-board-view").bounding_box()
    assert box is not None and view is not None
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for edge, number in (("left", "11"), ("top", "8")):
        boxes = root.evaluate(EDGE_LABEL_JS, [edge, number])
        assert len(boxes) == 1, (edge, number, boxes)
        x, y = boxes[0]
        if edge == "left":  # the column: at the hex's height, at the box's left
            assert abs(y - centre[1]) < 2 and x < view["x"] + 40, (x, y, centre)
        else:  # the row: straight above the hex, at the box's top
            assert abs(x - centre[0]) < 2 and y < view["y"] + 40, (x, y, centre)
        assert view["x"] <= x <= view["x"] + view["width"]
        assert view["y"] <= y <= view["y"] + view["height"]


def test_on_a_wide_screen_the_edges_number_every_column_and_row(
    page: Page, site: BuiltSite
) -> None:
    """Runeball 2022 Notes › The Field: 31 columns along the top edge, 16 rows down the left (the
    rows of column 1, which has half-hexes), all in view; the pieces' labels at least 12 px."""
    page.set_viewport_size(DESKTOP)
    open_calculator(page, site, NAME)
    root = widget(page, NAME)
    board_to_top(page)
    picture = calculate(NAME, DEFAULTS)["field"]
    columns = sorted({c for c, *_ in picture["cells"]})
    rows = sorted({r for c, r, *_ in picture["cells"] if c == columns[0]})
    top = root.locator(".rules-board-edge-top text")
    left = root.locator(".rules-board-edge-left text")
    expect(top).to_have_text([str(c) for c in columns])
    expect(left).to_have_text([str(r) for r in rows])
    view = root.locator(".rules-board-view")
    assert view.evaluate("(v) => v.scrollWidth <= v.clientWidth")  # no scrolling needed
    for found in (top, left):
        for i in (0, found.count() - 1):
            expect(found.nth(i)).to_be_in_viewport()
    assert min(root.evaluate(PIECES_JS)) >= 12


def test_the_arrow_keys_pass_over_a_taken_hex(page: Page, site: BuiltSite) -> None:
    """Defender 1 at 7.8, behind the passer at 8.8: the arrow to the right passes over the
    passer's hex to 9.8, in front of him, and the DL goes up by one (Passing DL: +2 for a
    defender in front of the passer instead of +1 beside him); the message names both hexes."""
    open_calculator(page, site, NAME)
    root = widget(page, NAME)
    root.locator(".rules-board-picker button", has_text="Defender 1").click()
    board = root.locator(".rules-board-svg")
    board.focus()
    board.press("ArrowRight")
    moved = DEFAULT_BOARD.replace("defenders=7.8", "defenders=9.8")
    expect(field(page, NAME, "board")).to_have_value(moved)
    expect(root.locator(".rules-board-help")).to_have_text(
        "Defender 1 to hex 9.8 (past 8.8, taken)."
    )
    before, after = calculate(NAME, DEFAULTS), calculate(NAME, {**DEFAULTS, "board": moved})
    assert after["dl"] == before["dl"] + 1
    expect(root.locator('.rules-board-pieces [data-cell="9.8"]')).to_contain_text("D1")
    # no band's tag is left under a piece
    tagged = root.evaluate(
        """(root) => [...root.querySelectorAll(".rules-board-tags [data-cell]")]
          .map((t) => t.dataset.cell)"""
    )
    standing = {cell for part in moved.split(";") for cell in part.split("=")[1].split(",")}
    assert tagged and not standing & set(tagged), (standing, tagged)
