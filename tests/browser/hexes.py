"""Finding a hex of a board output on the screen (docs/javascripts/rules/board.js draws the hexes
as a few paths, not an element each): from Python's centre for it, through the drawing's own
transform, so a test clicks, measures and reads the board where the reader sees it."""

from playwright.sync_api import Locator

# Python's centre of a hex -> the point in the drawing (standing up, x and y swap), then on screen;
# the board's scroll box first scrolled so that the point is well inside it.
SHOW_JS = """(svg, [x, y]) => {
  const [a, b] = svg.classList.contains("rules-board-upright") ? [y, x] : [x, y];
  const view = svg.closest(".rules-board-view");
  const at = () => new DOMPoint(a, b).matrixTransform(svg.getScreenCTM());
  view.scrollIntoView({ block: "center" });
  const box = view.getBoundingClientRect();
  const point = at();
  view.scrollLeft += point.x - (box.left + box.width / 2);
  view.scrollTop += point.y - (box.top + box.height / 2);
  const shown = at();
  return { x: shown.x, y: shown.y, scale: svg.getScreenCTM().a };
}"""

# Python's centre of a hex -> on screen, as the board is scrolled now.
POINT_JS = """(svg, [x, y]) => {
  const upright = svg.classList.contains("rules-board-upright");
  const point = new DOMPoint(...(upright ? [y, x] : [x, y])).matrixTransform(svg.getScreenCTM());
  return [point.x, point.y];
}"""

# What each of Python's hexes is shaded with: the shading paths whose fill holds its centre.
SHADES_JS = """(svg, centres) => {
  const upright = svg.classList.contains("rules-board-upright");
  const paths = [...svg.querySelectorAll(".rules-board-shade > path")];
  return centres.map(([at, x, y]) => {
    const [a, b] = upright ? [y, x] : [x, y];
    const point = new DOMPoint(a, b);
    return [at, paths.filter((p) => p.isPointInFill(point)).map((p) => [
      p.getAttribute("class"), p.style.getPropertyValue("fill-opacity"),
      p.querySelector("title")?.textContent ?? ""])];
  });
}"""

# How many of the layer's paths hold each of Python's hexes' centres in their fill.
COVER_JS = """(svg, [layer, centres]) => {
  const upright = svg.classList.contains("rules-board-upright");
  const paths = [...svg.querySelectorAll(`.rules-board-${layer} > path`)];
  return centres.map(([x, y]) => {
    const point = new DOMPoint(...(upright ? [y, x] : [x, y]));
    return paths.filter((p) => p.isPointInFill(point)).map((p) => p.getAttribute("class"));
  });
}"""


def centre_of(picture: dict, at: str) -> tuple[float, float]:
    """Python's centre of hex ``at`` ("column.row") on the board ``picture`` (a board output)."""
    for column, row, x, y, *_ in picture["cells"]:
        if f"{column}.{row}" == at:
            return x, y
    raise KeyError(at)


def hex_point(svg: Locator, picture: dict, at: str) -> tuple[float, float]:
    """The centre of hex ``at`` on the screen, the page and the board's box scrolled as they are."""
    x, y = svg.evaluate(POINT_JS, list(centre_of(picture, at)))
    return x, y


def show_hex(svg: Locator, picture: dict, at: str) -> dict[str, float]:
    """Scroll hex ``at`` into the middle of the board's box; its centre on the screen ({x, y})
    and the drawing's scale (screen pixels to a unit: a hex side)."""
    shown: dict[str, float] = svg.evaluate(SHOW_JS, list(centre_of(picture, at)))
    return shown


def click_hex(svg: Locator, picture: dict, at: str) -> None:
    """Click at the centre of hex ``at``, on whatever is drawn there, as a reader does."""
    point = show_hex(svg, picture, at)
    svg.page.mouse.click(point["x"], point["y"])


def shades(svg: Locator, picture: dict) -> dict[str, list[tuple[str, str, str]]]:
    """Every hex of the board: "c.r" -> the shading drawn on it, as (class, fill-opacity,
    tooltip) of each path holding its centre (none for a hex not shaded)."""
    centres = [[f"{c}.{r}", x, y] for c, r, x, y, *_ in picture["cells"]]
    rows = svg.evaluate(SHADES_JS, centres)
    return {at: [tuple(found) for found in paths] for at, paths in rows}


def covering(svg: Locator, picture: dict, layer: str) -> list[list[str]]:
    """For each hex of the board, in Python's order, the classes of the paths of ``layer``
    ("cells", "zones"...) whose fill holds its centre."""
    found: list[list[str]] = svg.evaluate(
        COVER_JS, [layer, [[x, y] for _, _, x, y, *_ in picture["cells"]]]
    )
    return found
