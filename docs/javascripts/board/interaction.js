// @ts-check
// Placing and moving the pieces by click, touch or keyboard: the picker's buttons choose, add or
// remove a piece; a click on a hex moves the chosen piece there (or chooses the piece standing
// there); the arrow keys move it hex by hex. Every move is written into the board input as text
// (passer=5.8;defenders=6.8,7.9), so the widget calculates and the permalink keeps it.

import { html } from "./dom.js";
import { drawPieces } from "./pieces.js";
import { hexAtPoint, key, middleHex, nextHex } from "./geometry.js";
import { readPlacement, writePlacement } from "./placement.js";
import { changed, labelOf, pieceOf, standing, where } from "./state.js";

/** @typedef {import("./state.js").BoardState} BoardState */
/** @typedef {import("./state.js").CellInfo} CellInfo */
/** @typedef {import("./state.js").Hex} Hex */
/** @typedef {import("./state.js").Piece} Piece */

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The pieces' new places written to the board input (the widget calculates), and drawn.
 * @param {BoardState} board
 * @param {string} [message]
 */
function commit(board, message) {
  board.field.value = writePlacement(board.pieces, board.placed);
  board.field.dispatchEvent(new Event("input", { bubbles: true }));
  drawPieces(board);
  drawPicker(board);
  if (message) board.frame.help.textContent = message;
}

/**
 * The chosen piece to a hex, unless another stands there.
 * @param {BoardState} board
 * @param {string} cellKey
 * @param {string[]} [passed] the hexes passed over, taken
 */
export function moveSelected(board, cellKey, passed = []) {
  const { role, index } = board.selected;
  const piece = pieceOf(board, role);
  if (!piece || !board.cellInfo.has(cellKey)) return;
  if (!piece.marker && standing(board, cellKey, board.selected)) {
    board.frame.help.textContent = `Hex ${cellKey} is taken.`;
    return;
  }
  const info = /** @type {CellInfo} */ (board.cellInfo.get(cellKey)); // there: checked above
  const cells = board.placed.get(role) ?? [];
  cells[Math.min(index, cells.length)] = [info.column, info.row];
  board.placed.set(role, cells);
  board.selected = { role, index: Math.min(index, cells.length - 1) };
  const over = passed.length ? ` (past ${passed.join(", ")}, taken)` : "";
  const { name } = labelOf(board, role, board.selected.index);
  commit(board, `${name} to ${where(cells[board.selected.index])}${over}.`);
}

/**
 * A new piece of a role: on the free hex nearest the middle of the board.
 * @param {BoardState} board
 * @param {string} role
 */
function add(board, role) {
  const cells = board.placed.get(role) ?? [];
  const free = (/** @type {string} */ cellKey) => !standing(board, cellKey);
  const found = middleHex(board.centres, board.cellInfo, free);
  if (!found) return;
  const info = /** @type {CellInfo} */ (board.cellInfo.get(found)); // centres, cellInfo: the same hexes
  cells.push([info.column, info.row]);
  board.placed.set(role, cells);
  board.selected = { role, index: cells.length - 1 };
  const { name } = labelOf(board, role, cells.length - 1);
  commit(board, `${name} placed at ${where(/** @type {Hex} */ (cells.at(-1)))}.`);
}

/**
 * The chosen piece taken off, unless it is the last of a role every board has.
 * @param {BoardState} board
 */
function remove(board) {
  const { role, index } = board.selected;
  const piece = pieceOf(board, role);
  const cells = board.placed.get(role) ?? [];
  if (!piece?.optional && cells.length <= 1) return;
  const { name } = labelOf(board, role, index);
  cells.splice(index, 1);
  if (cells.length) board.placed.set(role, cells);
  else board.placed.delete(role);
  board.selected = { role: board.pieces[0].role, index: 0 };
  commit(board, `${name} removed.`);
}

/**
 * A piece's button in the picker: choosing it.
 * @param {BoardState} board
 * @param {Piece} piece
 * @param {Hex} cell
 * @param {number} index
 */
function choice(board, piece, cell, index) {
  const { name, mark } = labelOf(board, piece.role, index);
  const button = html("button", `rules-board-choice rules-board-side-${piece.side}`);
  button.type = "button";
  const chosen = board.selected.role === piece.role && board.selected.index === index;
  button.setAttribute("aria-pressed", String(chosen));
  button.append(
    html("span", "rules-board-chip", mark),
    html("span", "", name),
    html("span", "rules-board-at", key(cell)),
  );
  button.addEventListener("click", () => {
    board.selected = { role: piece.role, index };
    drawPicker(board);
    drawPieces(board);
    board.frame.help.textContent = `${name} chosen, at ${where(cell)}: click a hex or use the arrow keys on the board.`;
  });
  return button;
}

/**
 * The picker: a button for each piece on the board, one to add a piece of each role that may
 * have more, one to remove the chosen piece where it may go; the focus kept on its place.
 * @param {BoardState} board
 */
export function drawPicker(board) {
  if (!changed(board, "picker", [[...board.placed], board.selected])) return;
  const { picker } = board.frame;
  const buttons = [];
  for (const piece of board.pieces) {
    const cells = board.placed.get(piece.role) ?? [];
    cells.forEach((cell, index) => {
      buttons.push(choice(board, piece, cell, index));
    });
    if (cells.length < piece.most) {
      const button = html("button", "rules-board-add", `+ ${piece.label}`);
      button.type = "button";
      button.addEventListener("click", () => add(board, piece.role));
      buttons.push(button);
    }
  }
  const piece = pieceOf(board, board.selected.role);
  if (piece && (piece.optional || (board.placed.get(piece.role)?.length ?? 0) > 1)) {
    const { name } = labelOf(board, board.selected.role, board.selected.index);
    const button = html("button", "rules-board-remove", `Remove ${name}`);
    button.type = "button";
    button.addEventListener("click", () => remove(board));
    buttons.push(button);
  }
  const focused = picker.contains(document.activeElement)
    ? [...picker.children].indexOf(/** @type {Element} */ (document.activeElement))
    : -1;
  picker.replaceChildren(...buttons);
  if (focused >= 0) {
    /** @type {HTMLElement | undefined} */ (
      picker.children[Math.min(focused, buttons.length - 1)]
    )?.focus();
  }
}

/**
 * Where an arrow key takes the chosen piece: the neighbouring hex that way, passing over a hex a
 * player stands on, on to the next one that way. `to` null: the edge.
 * @param {BoardState} board
 * @param {[number, number]} direction
 * @returns {{ to: string | null, passed: string[] } | null} null: no chosen piece on the board
 */
function arrowMove(board, direction) {
  const { role, index } = board.selected;
  const from = board.placed.get(role)?.[index];
  if (!from) return null;
  const passed = [];
  const step = (/** @type {string} */ at) =>
    nextHex(board.centres, board.cellInfo, at, direction, from[1]);
  let to = step(key(from));
  while (to && !pieceOf(board, role)?.marker && standing(board, to, board.selected)) {
    passed.push(to);
    to = step(to);
  }
  return { to, passed };
}

/**
 * The board's keys, clicks and the input's own edits (typed, or a permalink's).
 * @param {BoardState} board
 * @param {(cellKey: string) => void} show scrolls a hex into view
 */
export function listen(board, show) {
  const { picture, help } = board.frame;
  picture.addEventListener("keydown", (event) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const move = arrowMove(board, direction);
    if (!move) return;
    const { to, passed } = move;
    if (!to) {
      help.textContent = passed.length
        ? `No free hex that way: ${passed.join(", ")} taken, then the edge.`
        : "The edge of the board.";
      return;
    }
    moveSelected(board, to, passed);
    show(to);
  });
  picture.addEventListener("click", (event) => {
    const cellKey = hexAt(board, event);
    if (!cellKey) return;
    const there = standing(board, cellKey);
    const chosen = pieceOf(board, board.selected.role);
    if (there && !chosen?.marker) {
      board.selected = there;
      drawPicker(board);
      drawPieces(board);
      help.textContent = `${labelOf(board, there.role, there.index).name} chosen: click a hex to move it there.`;
      return;
    }
    moveSelected(board, cellKey);
  });
  board.field.addEventListener("input", () => {
    board.placed = readPlacement(board.field.value);
    const cells = board.placed.get(board.selected.role) ?? [];
    if (board.selected.index >= cells.length) {
      board.selected = { role: board.pieces[0]?.role, index: 0 };
    }
    drawPieces(board);
    drawPicker(board);
  });
}

/**
 * The hex under a click or tap, through the drawing's transform; none on the edges' numbers.
 * @param {BoardState} board
 * @param {MouseEvent} event
 */
function hexAt(board, event) {
  const matrix = board.frame.picture.getScreenCTM();
  if (!matrix || /** @type {Element} */ (event.target).closest(".rules-board-edges")) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return hexAtPoint(board.centres, point);
}
