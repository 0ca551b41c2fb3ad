// @ts-check
// The heatmap output (contract kind "heatmap"): A's chance to win for each pair of ratings, rows
// A's rating and columns B's, each cell shaded by the chance Python gave it under the readings
// chosen (rules_py.heatmaps.live_heatmap). The reader's pair is on the map (Python adds
// its row and column when a rating is off the ten-point grid): its cell is outlined, its labels
// stand out, and the line under the map repeats its chance. No rules here.

import { percent } from "./format.js";

/** @typedef {import("../../../types/contract").Heatmap} Heatmap */

const SVG = "http://www.w3.org/2000/svg";
const CELL = 22;
const MARGIN = 34; // room for the rating labels on the left and on top
// The labels' size in the grid's own units (docs/stylesheets/results.css sets the same): on a
// 390 px phone the grid is drawn at about 0.86 of its units, and a label must stay 12 px or more.
// At this size three digits are wider than a column, so the column labels stand upright.
const LABEL = 15;

/**
 * @param {string} name
 * @param {Record<string, string | number>} attributes
 * @param {string} [text]
 */
function svg(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One rating's label: along the top (a column, upright) or down the side (a row).
 * @param {number} rating
 * @param {number} index
 * @param {boolean} column
 * @param {boolean} yours the reader's own rating
 */
function label(rating, index, column, yours) {
  const middle = MARGIN + index * CELL + CELL / 2 + LABEL * 0.35; // centres a digit on its line
  const className = yours ? "rules-heat-label rules-heat-yours" : "rules-heat-label";
  /** @type {Record<string, string | number>} */
  const at = column
    ? { x: middle, y: MARGIN - 4, transform: `rotate(-90 ${middle} ${MARGIN - 4})` }
    : { x: MARGIN - 4, y: middle, "text-anchor": "end" };
  return svg("text", { class: className, ...at, "font-size": LABEL }, String(rating));
}

/**
 * @param {HTMLElement} element
 * @param {Heatmap | null | undefined} map
 */
export function drawHeatmap(element, map) {
  const holder = element.querySelector("[data-heat-grid]");
  const where = element.querySelector("[data-heat-where]");
  if (!holder || !where) throw new Error("a heatmap output has no [data-heat-grid] or where");
  if (!map) {
    holder.replaceChildren();
    where.textContent = "";
    return;
  }
  const { rows, columns } = map;
  const width = MARGIN + columns.length * CELL;
  const height = MARGIN + rows.length * CELL;
  const range = `${Math.min(...rows, ...columns)}% to ${Math.max(...rows, ...columns)}%`;
  const grid = svg("svg", {
    class: "rules-heatmap-grid",
    "data-map": map.map,
    role: "img",
    viewBox: `0 0 ${width} ${height}`,
    "aria-label": `${map.title}, for A's and B's ratings from ${range}`,
  });
  grid.append(svg("title", {}, map.title));
  for (const [index, b] of columns.entries()) grid.append(label(b, index, true, b === map.b));
  for (const [index, a] of rows.entries()) grid.append(label(a, index, false, a === map.a));
  /** @type {SVGElement | null} */
  let yours = null;
  for (const [row, a] of rows.entries()) {
    for (const [column, b] of columns.entries()) {
      const chance = map.a_wins[row][column];
      const cell = svg("rect", {
        class: "rules-heat-cell",
        "data-a": a,
        "data-b": b,
        x: MARGIN + column * CELL,
        y: MARGIN + row * CELL,
        width: CELL - 1,
        height: CELL - 1,
        "fill-opacity": (Math.min(100, Math.max(0, chance)) / 100).toFixed(3),
      });
      cell.append(svg("title", {}, `A ${a}% against B ${b}%: A wins ${percent(chance)}`));
      if (a === map.a && b === map.b) yours = cell;
      else grid.append(cell);
    }
  }
  if (yours) {
    /** @type {SVGElement} */ (yours).classList.add("rules-heat-current");
    grid.append(yours); // drawn last, so its outline is on top
  }
  holder.replaceChildren(grid);
  where.textContent = map.where;
}
