// @ts-check
// A board output brought to life: its frame made (or the board drawn in at build time taken
// over), its state kept, drawn from each new answer, redrawn standing up or lying down as the
// screen's width changes, and scrolled to the ball once laid out.

import {
  drawCells,
  drawEdges,
  drawLegend,
  drawMarks,
  pinEdges,
  placeBoard,
  showHex,
} from "./drawing.js";
import { addHatchings, builtFrame, hatchIds, layersOf, newFrame } from "./frame.js";
import { key, NARROW_PX } from "./geometry.js";
import { drawPicker, listen } from "./interaction.js";
import { drawPieces } from "./pieces.js";
import { readPlacement } from "./placement.js";
import { drawShading } from "./shading.js";
import { drawnFrom } from "./state.js";

/** @typedef {import("./state.js").Board} Board */
/** @typedef {import("./state.js").BoardState} BoardState */
/** @typedef {import("./state.js").Piece} Piece */

const GUIDE =
  "Choose a piece above, then click or tap a hex, or use the arrow keys on the board. A hex is " +
  "named column.row, as numbered on the board's edges; in even columns, a row's hex sits between its number and the next.";

/**
 * Draws the board from its value: the hexes anew when the orientation or the board changed, then
 * each part that differs from what it last drew.
 * @param {BoardState} board
 * @param {() => void} settle
 */
function render(board, settle) {
  if (board.narrow !== board.upright || board.cellInfo.size !== board.value.cells.length) {
    board.upright = board.narrow;
    drawCells(board);
  }
  drawShading(board);
  drawMarks(board);
  drawPieces(board);
  drawPicker(board);
  drawLegend(board);
  if (board.reveal) settle();
  const words = board.value.caption ?? "";
  const { caption } = board.frame;
  if (caption.textContent !== words) caption.textContent = words; // read out only when new
}

/**
 * Scrolling to the ball and pinning the edges read the layout: done where the browser lays the
 * page out anyway (the next frame, or a ResizeObserver's report), not in the middle of drawing,
 * where each read would make it lay out the thousands of elements just drawn.
 * @param {BoardState} board
 */
function reveal(board) {
  const { view } = board.frame;
  const ball = board.placed.get(board.pieces[0]?.role)?.[0]; // the first piece: the ball's carrier
  if (board.reveal && ball && view.scrollWidth > view.clientWidth + 1) {
    showHex(board, key(ball), true);
  } else pinEdges(board);
  board.reveal = false;
}

/**
 * The built board as the state drawing it would leave: its hexes placed, its edges found, and its
 * shading, marks, pieces and legend recorded as drawn from this answer (they are; compared as text
 * only when the next answer comes). Only the picker is drawn anew: its buttons carry the handlers.
 * @param {BoardState} board
 */
function adopt(board) {
  board.upright = board.narrow;
  placeBoard(board);
  board.takenOver = true;
  for (const [part, data] of Object.entries(drawnFrom))
    board.drawn.set(part, { from: data(board) });
  // the shading's paths, kept by look as drawShading keeps its own
  for (const path of board.layers.shade.children) {
    const tip = path.firstElementChild; // its title (drawShading)
    const look = path.getAttribute("data-shade");
    if (path instanceof SVGElement && tip instanceof SVGElement && look) {
      board.shadePaths.set(look, { path, tip });
    }
  }
  /** @param {string} name */
  const edge = (name) => board.layers.edges.querySelector(`:scope > .rules-board-edge-${name}`);
  const [top, left, corner] = ["top", "left", "corner"].map(edge);
  if (top instanceof SVGElement && left instanceof SVGElement && corner instanceof SVGElement) {
    board.edges = { top, left, corner };
  } else drawEdges(board);
  board.reveal = true; // scroll the box to the ball, when the ResizeObserver first reports
  drawPicker(board);
}

/**
 * The board's state, its drawing not yet made (render) or taken over (adopt).
 * @param {HTMLElement} element
 * @param {HTMLInputElement} field
 * @param {Board} first
 * @param {boolean} asBuilt
 * @returns {[BoardState, boolean]} the state, and whether the built drawing was taken over
 */
function newState(element, field, first, asBuilt) {
  /** @type {Piece[]} */
  const pieces = JSON.parse(field.dataset.boardPieces || "[]");
  const title = element.getAttribute("aria-label") || "Board";
  // The board drawn in at build time, standing up as on a phone (scripts/build/prerender.mjs), is
  // taken over as it is when it shows this answer: drawn again, its hexes and their shading were
  // a phone's longest task after Python's answer. Whether this screen stands it up too is known
  // when the ResizeObserver first reports; if not, it is drawn again then, as when a phone turns.
  // A new board is drawn at once, for the width read before it takes its place (read after, it
  // would make the browser lay out the board it is drawing).
  const built = asBuilt ? builtFrame(element) : null;
  const adopted = built !== null;
  const narrow = built
    ? built.picture.classList.contains("rules-board-upright")
    : isNarrow(element);
  const frame = built ?? newFrame(element, field, title);
  const hatchId = hatchIds(frame.picture, adopted);
  if (!adopted) addHatchings(frame.picture, hatchId);
  const board = /** @type {BoardState} */ ({
    field,
    pieces,
    frame,
    layers: layersOf(frame.picture, adopted),
    hatchId,
    value: first,
    placed: readPlacement(field.value),
    selected: { role: pieces[0]?.role, index: 0 },
    narrow,
    upright: null,
    centres: new Map(),
    cellInfo: new Map(),
    drawn: new Map(),
    shadePaths: new Map(),
  });
  return [board, adopted];
}

// The board's width is read when a ResizeObserver reports it, after the browser has laid the page
// out anyway: read on every answer, it would make the browser lay the page out mid-draw.
/** @param {HTMLElement} element */
const isNarrow = (element) => element.clientWidth > 0 && element.clientWidth < NARROW_PX;

/**
 * @param {HTMLElement} element
 * @param {Board} first
 * @param {boolean} asBuilt `first` is the board drawn in at build time
 * @returns {BoardState | null}
 */
export function mountBoard(element, first, asBuilt) {
  const root = element.closest("[data-calculator]");
  // The board input: the <input> its pieces are written to (scripts/pages/widget/).
  const field = /** @type {HTMLInputElement | null | undefined} */ (
    root?.querySelector(`[name="${CSS.escape(first.input)}"]`)
  );
  if (!field) return null;
  const [board, adopted] = newState(element, field, first, asBuilt);
  let settling = false;
  const settle = () => {
    if (settling) return;
    settling = true;
    requestAnimationFrame(() => {
      settling = false;
      reveal(board);
    });
  };
  board.render = () => render(board, settle);
  board.frame.view.addEventListener("scroll", () => pinEdges(board), { passive: true });
  listen(board, (cellKey) => showHex(board, cellKey, false));
  // Every browser that runs the worker (module workers, wasm) has ResizeObserver. It also reports
  // the board taken off the page (instant navigation), which ends the watch.
  // What a report changes is done in the next frame, not in the observer's callback: a board
  // redrawn upright (or its edges moved) there changes the size of what is observed within the
  // same delivery, and Firefox, WebKit and Chromium then raise "ResizeObserver loop completed
  // with undelivered notifications" as an uncaught error on the page.
  let pending = 0;
  const watcher = new ResizeObserver(() => {
    if (!element.isConnected) {
      watcher.disconnect();
      return;
    }
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => {
      if (!element.isConnected) return;
      // A board taken over is scrolled to the ball here: laid out just now, its reads are cheap.
      board.narrow = isNarrow(element);
      if (board.narrow !== board.upright) board.render();
      else if (board.reveal) reveal(board);
      else pinEdges(board); // a new scale moves the edges' strips
    });
  });
  watcher.observe(element);
  if (adopted) adopt(board);
  const { help } = board.frame;
  if (help.textContent !== GUIDE) help.textContent = GUIDE; // a board taken over says it already
  return board;
}
