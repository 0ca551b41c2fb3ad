// @ts-check
// The board output kind (contract "board"): draws the grid of hexes Python describes (each cell's
// centre, shape and zone), its shading and marks, and lets the reader place and move the pieces
// of the board input it names (value.input) by click, touch or keyboard. The pieces' positions
// are written into that input as text (passer=5.8;defenders=6.8,7.9), so the widget calculates
// and the permalink keeps them as for any field. No rules here: Python says what every cell is.
//
// The hexes are drawn as a few paths, one for each look (a zone, a band of the shading), not an
// element each; a click finds its hex from where it lands. A new answer redraws only what differs
// from the last one drawn (each part compared as JSON text), and the shading keeps its paths,
// updated in place: a change of a skill, which moves no piece, leaves the board untouched.
//
// What the reader must tell apart is never told by colour alone: each range band carries its tag
// (Python's, e.g. its DL) in the band and in its legend swatch, the zones a hatching drawn over
// whatever shades them. Every colour is one custom property (board.css), the fill on the board
// and the swatch in the legend. The board is never drawn smaller than a size at which a piece's
// label is 12 px (and, standing up on a phone, a hex 40 px across, a finger's width): narrower,
// it scrolls in its own box, the coordinates on its top and left edges staying in view.
//
// Its modules (board/): geometry.js (pure: where hexes are, which one a point or a key lands on),
// placement.js (the input's text), state.js (one board's state), frame.js, dom.js, drawing.js
// (hexes, edges, marks, legend), shading.js, pieces.js, interaction.js (picker, clicks, keys) and
// mount.js (a board brought to life, or the one drawn at build time taken over).

import { mountBoard } from "../board/mount.js";

/** @typedef {import("../../../types/contract").Board} Board */
/** @type {WeakMap<HTMLElement, import("../board/state.js").BoardState>} */
const boards = new WeakMap(); // output element -> its board

/**
 * Draw (or update) the board of one output element from Python's value for it.
 * @param {HTMLElement} element
 * @param {Board | null} value Python's board: {cells, size, pieces, input, ...} (rules_py board output)
 * @param {boolean} [asBuilt] `value` is the one the page arrived with, drawn in at build time
 */
export function drawBoard(element, value, asBuilt = false) {
  if (!value || !Array.isArray(value.cells)) return;
  let board = boards.get(element);
  if (!board) {
    const mounted = mountBoard(element, value, asBuilt);
    if (!mounted) return;
    board = mounted;
    boards.set(element, board);
    if (board.takenOver) return; // the built drawing is this answer's, taken over (adopt)
  }
  board.value = value;
  board.render();
}
