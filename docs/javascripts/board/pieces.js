// @ts-check
// The pieces on the board: a counter each, its mark in it, the chosen one set apart; a piece on a
// marked hex carries the mark's class (the mark is never told by colour alone).

import { svg } from "./dom.js";
import { key } from "./geometry.js";
import { drawTags } from "./shading.js";
import { changed, drawnFrom, labelOf, where } from "./state.js";

/** @typedef {import("./state.js").BoardState} BoardState */
/** @typedef {import("./state.js").Piece} Piece */
/** @typedef {import("./state.js").Hex} Hex */

/**
 * One piece's counter.
 * @param {BoardState} board
 * @param {Piece} piece
 * @param {number} index
 * @param {Hex} cell
 * @param {string[]} marks the marks on its hex
 */
function counter(board, piece, index, cell, marks) {
  const at = board.centres.get(key(cell));
  if (!at) return null;
  const { name, mark } = labelOf(board, piece.role, index);
  const chosen = board.selected.role === piece.role && board.selected.index === index;
  const classes = [
    "rules-board-piece",
    `rules-board-side-${piece.side}`,
    ...(piece.marker ? [] : marks.map((m) => `rules-board-on-${m}`)),
  ];
  if (chosen) classes.push("rules-board-chosen");
  const group = svg("g", { class: classes.join(" "), "data-cell": key(cell) });
  const radius = piece.marker ? 0.6 : 0.8;
  group.append(svg("circle", { cx: at[0], cy: at[1], r: radius }));
  const text = svg("text", {
    x: at[0],
    y: at[1],
    "text-anchor": "middle",
    "dominant-baseline": "central",
  });
  text.textContent = mark;
  const tip = svg("title");
  tip.textContent = `${name}, ${where(cell)}`; // also names the hex the piece hides
  group.append(text, tip);
  return group;
}

/** @param {BoardState} board */
export function drawPieces(board) {
  if (!changed(board, "pieces", drawnFrom.pieces(board))) return;
  /** @type {Map<string, string[]>} */
  const marked = new Map();
  for (const [name, cells] of Object.entries(board.value.marks ?? {})) {
    for (const cell of cells) marked.set(key(cell), [...(marked.get(key(cell)) ?? []), name]);
  }
  /** @type {SVGElement[]} */
  const nodes = [];
  for (const piece of board.pieces) {
    (board.placed.get(piece.role) ?? []).forEach((cell, index) => {
      const group = counter(board, piece, index, cell, marked.get(key(cell)) ?? []);
      if (group) nodes.push(group);
    });
  }
  board.layers.pieces.replaceChildren(...nodes);
  drawTags(board, board.value.shading ?? {}); // a tag moves off a hex a piece now stands on
}
