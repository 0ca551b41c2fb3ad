// @ts-check
// Drawing a board's hexes, its coordinates along the edges, its marks and its legend, each only
// when what it is drawn from has changed (state.js: changed). The hexes are drawn as a few paths,
// one for each look (a zone), not an element each: a thousand elements fewer on the page, for the
// browser to style, lay out and paint at every change, and their data a third of the size.

import { html, svg } from "./dom.js";
import { EDGE, edgeNumbers, key, outline, placeCells, scrollTo } from "./geometry.js";
import { changed, drawnFrom } from "./state.js";

/** @typedef {import("./state.js").BoardState} BoardState */
/** @typedef {import("./state.js").Shading} Shading */
/** @typedef {import("./state.js").NoShading} NoShading */
/** @typedef {Map<string, { attributes: Record<string, string>, outlines: string[] }>} Groups */

/**
 * @param {Groups} groups
 * @param {string} look what tells the groups apart
 * @param {Record<string, string>} attributes
 * @param {string} path a hex's outline
 */
function addTo(groups, look, attributes, path) {
  const group = groups.get(look) ?? { attributes, outlines: [] };
  group.outlines.push(path);
  groups.set(look, group);
}

/** @param {Groups} groups */
const pathsOf = (groups) =>
  [...groups.values()].map(({ attributes, outlines }) =>
    svg("path", { ...attributes, d: outlines.join("") }),
  );

/**
 * Where each hex is drawn for the board's orientation (centres, cellInfo), and the extent.
 * @param {BoardState} board
 */
export function placeBoard(board) {
  Object.assign(board, placeCells(board.value, board.upright));
}

/**
 * The hexes, drawn anew (a new board, a new orientation): every other part is drawn again after.
 * @param {BoardState} board
 */
export function drawCells(board) {
  placeBoard(board);
  const { picture, view } = board.frame;
  const extent = /** @type {[number, number]} */ (board.extent); // placeBoard has set it
  picture.setAttribute(
    "viewBox",
    `${-EDGE} ${-EDGE} ${extent[0].toFixed(3)} ${extent[1].toFixed(3)}`,
  );
  picture.style.setProperty("--board-units", extent[0].toFixed(3));
  // render has set upright (a boolean) before it draws the cells
  picture.classList.toggle("rules-board-upright", /** @type {boolean} */ (board.upright));
  view.classList.toggle("rules-board-upright", /** @type {boolean} */ (board.upright));
  board.drawn.clear(); // everything else is drawn again at the new places
  board.shadePaths.clear();
  board.layers.shade.replaceChildren();
  board.layers.tags.replaceChildren();
  /** @type {Groups} */
  const cells = new Map();
  /** @type {Groups} */
  const hatched = new Map();
  for (const info of board.cellInfo.values()) {
    const { shape, zone } = info;
    const path = outline(board.upright, info);
    const look = `rules-board-cell rules-board-zone-${zone}${shape === "full" ? "" : " rules-board-half"}`;
    addTo(cells, look, { class: look }, path);
    // Drawn over the shading, so a zone shows whatever band covers it.
    if (zone === "end" || zone === "neutral") {
      const attributes = {
        class: `rules-board-over rules-board-over-${zone}`,
        fill: `url(#${board.hatchId(zone)})`,
      };
      addTo(hatched, zone, attributes, path);
    } else if (zone === "post") {
      addTo(hatched, zone, { class: "rules-board-over rules-board-zone-post" }, path);
    }
  }
  // No tooltip per hex: the edges are numbered (drawEdges), and Python's messages name hexes as
  // the edges do.
  board.layers.cells.replaceChildren(...pathsOf(cells));
  board.layers.zones.replaceChildren(...pathsOf(hatched));
  drawEdges(board);
  board.reveal = true; // once drawn, scroll the box to the ball
}

/**
 * @param {string} name
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
function strip(name, x, y, width, height) {
  const group = svg("g", { class: `rules-board-edge rules-board-edge-${name}` });
  group.append(svg("rect", { x, y, width, height }));
  return group;
}

/**
 * @param {SVGElement} group
 * @param {number} text
 * @param {number} x
 * @param {number} y
 */
function label(group, text, x, y) {
  const node = svg("text", {
    x: x.toFixed(3),
    y: y.toFixed(3),
    "text-anchor": "middle",
    "dominant-baseline": "central",
  });
  node.textContent = String(text);
  group.append(node);
}

/**
 * The coordinates: column numbers along one edge, row numbers (those of column 1; in a column of
 * the other kind a row sits half a hex lower) along the other. Each edge is a strip with a
 * background, moved with the scroll box so that it stays in view.
 * @param {BoardState} board
 */
export function drawEdges(board) {
  const { extent } = board;
  if (!extent) throw new Error("a board's edges are drawn after its cells");
  const { alongX, alongY } = edgeNumbers(board.cellInfo, board.value.size[1], board.upright);
  const top = strip("top", -EDGE, -EDGE, extent[0], EDGE);
  for (const [number, at] of alongX) label(top, number, at, -EDGE / 2);
  const left = strip("left", -EDGE, -EDGE, EDGE, extent[1]);
  for (const [number, at] of alongY) label(left, number, -EDGE / 2, at);
  const corner = strip("corner", -EDGE, -EDGE, EDGE, EDGE);
  board.edges = { top, left, corner };
  board.layers.edges.replaceChildren(left, top, corner); // pinned once laid out (mount.js)
}

/**
 * Keep the edges at the top and left of the scroll box's visible part.
 * @param {BoardState} board
 */
export function pinEdges(board) {
  const { picture, view } = board.frame;
  if (!board.edges || !board.extent) return;
  const scale = picture.getBoundingClientRect().width / board.extent[0];
  if (!scale) return;
  const dx = view.scrollLeft / scale;
  const dy = view.scrollTop / scale;
  board.edges.top.setAttribute("transform", `translate(0 ${dy.toFixed(3)})`);
  board.edges.left.setAttribute("transform", `translate(${dx.toFixed(3)} 0)`);
  board.edges.corner.setAttribute("transform", `translate(${dx.toFixed(3)} ${dy.toFixed(3)})`);
}

/**
 * Scroll the box (if it scrolls) so that a hex is in view, clear of the edges; centred when
 * asked (the ball, once the board is drawn).
 * @param {BoardState} board
 * @param {string} cellKey
 * @param {boolean} centred
 */
export function showHex(board, cellKey, centred) {
  const { picture, view } = board.frame;
  const at = board.centres.get(cellKey);
  if (!at || !board.extent) return;
  const scale = picture.getBoundingClientRect().width / board.extent[0];
  const [x, y] = [(at[0] + EDGE) * scale, (at[1] + EDGE) * scale];
  const margin = (EDGE + 1.5) * scale;
  /** @type {["scrollLeft" | "scrollTop", number, number][]} */
  const axes = [
    ["scrollLeft", x, view.clientWidth],
    ["scrollTop", y, view.clientHeight],
  ];
  for (const [axis, position, size] of axes) {
    const to = scrollTo(position, view[axis], size, margin, centred);
    if (to !== null) view[axis] = to;
  }
  pinEdges(board);
}

/**
 * The marked hexes (Python's marks, each an outline) and the lines from hex to hex.
 * @param {BoardState} board
 */
export function drawMarks(board) {
  if (!changed(board, "marks", drawnFrom.marks(board))) return;
  const nodes = [];
  for (const [name, cells] of Object.entries(board.value.marks ?? {})) {
    for (const cell of cells) {
      const info = board.cellInfo.get(key(cell));
      if (!info) continue;
      nodes.push(
        svg("path", {
          d: outline(board.upright, info),
          class: `rules-board-mark rules-board-mark-${name}`,
          "data-cell": key(cell),
        }),
      );
    }
  }
  board.layers.marks.replaceChildren(...nodes);
  const lines = (board.value.lines ?? []).map(([c1, r1, c2, r2]) => {
    const a = board.centres.get(`${c1}.${r1}`);
    const b = board.centres.get(`${c2}.${r2}`);
    return a && b
      ? svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "rules-board-line" })
      : null;
  });
  board.layers.lines.replaceChildren(...lines.filter((line) => line !== null));
}

/**
 * The legend: a swatch for each look of the shading, each mark and each zone, with its words
 * (and a band's tag in its swatch, as in the band).
 * @param {BoardState} board
 */
export function drawLegend(board) {
  /** @type {Shading | NoShading} */
  const shading = board.value.shading ?? {};
  const { mark_labels: markLabels, zones } = board.value;
  if (!changed(board, "legend", drawnFrom.legend(board))) return;
  /** @type {HTMLElement[]} */
  const items = [];
  /**
   * @param {string} className
   * @param {string} words
   * @param {string} [tag]
   */
  const swatch = (className, words, tag = "") => {
    const item = html("li");
    const box = html("span", `rules-board-swatch ${className}`, tag);
    box.setAttribute("aria-hidden", "true");
    item.append(box, html("span", "", words));
    items.push(item);
  };
  if (shading.style === "heat")
    swatch("rules-board-heat", "Where the ball comes down (darker: likelier)");
  for (const [level, words, tag] of shading.legend ?? [])
    swatch(`rules-board-band rules-board-band-${level}`, words, tag);
  for (const [name, words] of markLabels ?? []) swatch(`rules-board-mark-${name}`, words);
  for (const [zone, words] of zones ?? []) swatch(`rules-board-zone-${zone}`, words);
  board.frame.legend.replaceChildren(...items);
}
