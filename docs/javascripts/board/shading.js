// @ts-check
// The board's shading: one path for each look (a range band, or a depth of the heat), kept
// between answers: only an outline, a class, an opacity or a tooltip that differs is written, and
// looks no longer shown are taken out; a change of a skill, which moves no piece, leaves the rest
// of the board untouched. Each band carries its tag (Python's, e.g. its DL), so that the band is
// read without its colour.

import { percent } from "../render/format.js";
import { svg } from "./dom.js";
import { key, outline, place, tagPlaces } from "./geometry.js";
import { changed, drawnFrom } from "./state.js";

/** @typedef {import("./state.js").BoardState} BoardState */
/** @typedef {import("./state.js").Shading} Shading */
/** @typedef {import("./state.js").NoShading} NoShading */
/** @typedef {{ className: string, opacity: string, outlines: string[], levels: number[] }} Look */

/**
 * The shaded hexes grouped by look.
 * @param {BoardState} board
 * @param {Shading | (NoShading & { values: never[] })} shading
 * @returns {Map<string, Look>}
 */
function looksOf(board, shading) {
  const heat = shading.style === "heat";
  const top = Math.max(0, ...shading.values.map((entry) => entry[2]));
  /** @type {Map<string, Look>} */
  const looks = new Map();
  for (const [column, row, level] of shading.values) {
    const info = board.cellInfo.get(`${column}.${row}`);
    if (!info || !level) continue;
    const className = heat ? "rules-board-heat" : `rules-board-band rules-board-band-${level}`;
    // The heat in 61 depths, a path each: finer steps are not told apart by eye.
    const opacity = heat ? (0.35 + (0.6 * level) / (top || 1)).toFixed(2) : "";
    const look = opacity ? `${className} ${opacity}` : className;
    const group = looks.get(look) ?? { className, opacity, outlines: [], levels: [] };
    group.outlines.push(outline(board.upright, info));
    group.levels.push(level);
    looks.set(look, group);
  }
  return looks;
}

/**
 * The path of one look, kept (or made) and brought up to date.
 * @param {BoardState} board
 * @param {string} look
 * @param {Look} group
 * @param {string} words its tooltip
 */
function drawLook(board, look, { className, opacity, outlines }, words) {
  let node = board.shadePaths.get(look);
  if (!node) {
    const path = svg("path", { "data-shade": look });
    node = { path, tip: svg("title") };
    path.append(node.tip);
    board.shadePaths.set(look, node);
  }
  const { path, tip } = node;
  const d = outlines.join("");
  if (path.getAttribute("d") !== d) path.setAttribute("d", d);
  if (path.getAttribute("class") !== className) path.setAttribute("class", className);
  if (path.style.getPropertyValue("fill-opacity") !== opacity) {
    if (opacity) path.style.setProperty("fill-opacity", opacity);
    else path.style.removeProperty("fill-opacity");
  }
  if (tip.textContent !== words) tip.textContent = words;
  if (path.parentNode !== board.layers.shade) board.layers.shade.append(path);
}

/** @param {BoardState} board */
export function drawShading(board) {
  /** @type {Shading | (NoShading & { values: never[] })} */
  const shading = /** @type {Shading} */ (drawnFrom.shading(board));
  if (!changed(board, "shading", shading)) return;
  const heat = shading.style === "heat";
  const legendLabels = new Map((shading.legend ?? []).map(([level, words]) => [level, words]));
  const looks = looksOf(board, shading);
  for (const [look, group] of looks) {
    const { levels } = group;
    const [low, high] = [Math.min(...levels), Math.max(...levels)];
    const words = heat
      ? `Where the ball comes down: ${percent(low)}${high > low ? ` to ${percent(high)}` : ""} a hex`
      : String(legendLabels.get(levels[0]) ?? levels[0]);
    drawLook(board, look, group, words);
  }
  for (const [look, { path }] of board.shadePaths) {
    if (looks.has(look)) continue;
    path.remove();
    board.shadePaths.delete(look);
  }
  drawTags(board, shading);
}

/**
 * Each band's tag, written in the band on both sides of its centre, on a hex no piece stands on.
 * @param {BoardState} board
 * @param {Shading | NoShading} shading
 */
export function drawTags(board, shading) {
  /** @type {Map<number, string | undefined>} */
  const tags = new Map(
    (shading.legend ?? []).filter((entry) => entry[2]).map(([level, , tag]) => [level, tag]),
  );
  /** @type {SVGElement[]} */
  const nodes = [];
  if (shading.style === "bands" && tags.size) {
    const taken = new Set([...board.placed.values()].flat().map(key)); // not under a piece
    const tagged = new Set(tags.keys());
    for (const { level, info } of tagPlaces(shading.values, tagged, board.cellInfo, taken)) {
      const [x, y] = place(board.upright, info.x, info.y);
      const text = svg("text", {
        x: x.toFixed(3),
        y: y.toFixed(3),
        class: `rules-board-tag rules-board-tag-${level}`,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "data-cell": `${info.column}.${info.row}`,
      });
      text.textContent = /** @type {string} */ (tags.get(level)); // tagPlaces: tagged levels
      nodes.push(text);
    }
  }
  const drawn = nodes.map((node) => [node.dataset.cell, node.textContent]);
  if (changed(board, "tags", drawn)) board.layers.tags.replaceChildren(...nodes);
}
