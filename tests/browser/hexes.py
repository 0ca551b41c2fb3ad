"""Finding a hex of a board output on the screen (docs/javascripts/render/board.js draws the hexes
as a few paths, not an element each): from Python's centre for it, through the drawing's own
transform, so a test clicks, measures and reads the board where the reader sees it."""

from typing import Any

from playwright.sync_api import Locator

# A point of the drawing on the screen; with a box, the board's scroll box first scrolled so that
# the point is in its middle.
SCREEN_JS = """(svg, [[a, b], scroll]) => {
  const at = () => new DOMPoint(a, b).matrixTransform(svg.getScreenCTM());
  if (scroll) {
    const view = svg.closest(".rules-board-view");
    view.scrollIntoView({ block: "center" });
    const box = view.getBoundingClientRect();
    const point = at();
    view.scrollLeft += point.x - (box.left + box.width / 2);
    view.scrollTop += point.y - (box.top + box.height / 2);
  }
  const shown = at();
  return { x: shown.x, y: shown.y, scale: svg.getScreenCTM().a };
}"""

# For each point of the drawing, the paths of a layer whose fill holds it: their class,
# fill-opacity and tooltip.
HOLDING_JS = """(svg, [layer, points]) => {
  const paths = [...svg.querySelectorAll(`.rules-board-${layer} > path`)];
  return points.map(([a, b]) => paths
    .filter((path) => path.isPointInFill(new DOMPoint(a, b)))
    .map((path) => [path.getAttribute("class"), path.style.getPropertyValue("fill-opacity"),
      path.querySelector("title")?.textContent ?? ""]));
}"""


def drawn_centres(svg: Locator, picture: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Each hex of the board ``picture`` (a board output), "c.r" -> its centre in the drawing:
    Python's, its x and y swapped on a board drawn standing up."""
    upright = "rules-board-upright" in (svg.get_attribute("class") or "").split()
    return {
        f"{column}.{row}": (y, x) if upright else (x, y)
        for column, row, x, y, *_ in picture["cells"]
    }


def hex_point(svg: Locator, picture: dict[str, Any], at: str) -> tuple[float, float]:
    """The centre of hex ``at`` on the screen, the page and the board's box scrolled as they are."""
    shown = svg.evaluate(SCREEN_JS, [drawn_centres(svg, picture)[at], False])
    return shown["x"], shown["y"]


def show_hex(svg: Locator, picture: dict[str, Any], at: str) -> dict[str, float]:
    """Scroll hex ``at`` into the middle of the board's box; its centre on the screen ({x, y})
    and the drawing's scale (screen pixels to a unit: a hex side)."""
    shown: dict[str, float] = svg.evaluate(SCREEN_JS, [drawn_centres(svg, picture)[at], True])
    return shown


def click_hex(svg: Locator, picture: dict[str, Any], at: str) -> None:
    """Click at the centre of hex ``at``, on whatever is drawn there, as a reader does."""
    point = show_hex(svg, picture, at)
    svg.page.mouse.click(point["x"], point["y"])


def holding(
    svg: Locator, picture: dict[str, Any], layer: str
) -> dict[str, list[tuple[str, str, str]]]:
    """Every hex of the board: "c.r" -> the paths of ``layer`` ("cells", "shade", "zones"...)
    drawn over its centre, as (class, fill-opacity, tooltip), in Python's order of the hexes."""
    centres = drawn_centres(svg, picture)
    found = svg.evaluate(HOLDING_JS, [layer, list(centres.values())])
    return {
        at: [(look, opacity, tip) for look, opacity, tip in paths]
        for at, paths in zip(centres, found, strict=True)
    }


def shades(svg: Locator, picture: dict[str, Any]) -> dict[str, list[tuple[str, str, str]]]:
    """Every hex of the board: "c.r" -> the shading drawn on it, as (class, fill-opacity,
    tooltip) of each path holding its centre (none for a hex not shaded)."""
    return holding(svg, picture, "shade")


def covering(svg: Locator, picture: dict[str, Any], layer: str) -> list[list[str]]:
    """For each hex of the board, in Python's order, the classes of the paths of ``layer``
    ("cells", "zones"...) whose fill holds its centre."""
    return [[look for look, _, _ in paths] for paths in holding(svg, picture, layer).values()]
