// @ts-check
// One board on the page, kept between answers: what it was drawn from, where its pieces stand,
// which is chosen, and the parts of its drawing. Also what every part reads of it: which piece a
// role declares, what a piece is called, who stands on a hex, whether a part must be drawn anew.

/** @typedef {import("../../../types/contract").Board} Board */
/** @typedef {import("../../../types/contract").Hex} Hex */
/** @typedef {import("../../../types/contract").Piece} Piece */
/** @typedef {import("../../../types/contract").Shading} Shading */
/** @typedef {import("./geometry.js").CellInfo} CellInfo */
/** @typedef {{ style?: undefined, legend?: undefined }} NoShading a board Python shades not */
/** @typedef {{ role: string, index: number }} PieceRef the index-th piece of a role */

/**
 * The parts of a board's output around the drawing.
 * @typedef {{ picker: HTMLElement, picture: SVGSVGElement, help: HTMLElement,
 *   caption: HTMLElement, legend: HTMLElement, view: HTMLElement }} Frame
 */

/**
 * @typedef {object} BoardState
 * @property {HTMLInputElement} field the board input its pieces are written to
 * @property {Piece[]} pieces the pieces the input declares
 * @property {Frame} frame
 * @property {Record<string, SVGElement>} layers the drawing's groups, by name (frame.js)
 * @property {(zone: string) => string} hatchId the id of a zone's hatching
 * @property {Board} value Python's value last drawn
 * @property {Map<string, Hex[]>} placed role -> the hexes its pieces stand on
 * @property {PieceRef} selected the piece the arrow keys and clicks move
 * @property {boolean} narrow whether the screen is narrow, as last read
 * @property {boolean | null} upright drawn standing up (narrow screens); null: not drawn yet
 * @property {Map<string, [number, number]>} centres "c.r" -> [x, y] on screen
 * @property {Map<string, CellInfo>} cellInfo "c.r" -> the hex
 * @property {Map<string, string | { from: unknown }>} drawn part of the drawing -> the JSON text
 *   it last drew, or, on a board taken over, what it was drawn from (made text when first compared)
 * @property {boolean} [takenOver] the board drawn in at build time was taken over as it is
 * @property {Map<string, { path: SVGElement, tip: SVGElement }>} shadePaths the shading's paths,
 *   by look (shading.js)
 * @property {[number, number]} [extent] the drawing's width and height, edges included
 * @property {{ top: SVGElement, left: SVGElement, corner: SVGElement }} [edges] the coordinates
 * @property {boolean} [reveal] drawn anew: scroll the box to the ball
 * @property {() => void} render draws the board from `value`
 */

/**
 * Whether `data` differs from what the part `name` last drew (and remember it).
 * @param {BoardState} board
 * @param {string} name
 * @param {unknown} data
 */
export function changed(board, name, data) {
  const text = JSON.stringify(data);
  const last = board.drawn.get(name);
  if ((typeof last === "object" ? JSON.stringify(last.from) : last) === text) return false;
  board.drawn.set(name, text);
  return true;
}

/**
 * What each part of the drawing is drawn from, as changed() compares it. A board taken over from
 * the page records them all as drawn (mount.js: adopt).
 * @type {Record<string, (board: BoardState) => unknown>}
 */
export const drawnFrom = {
  shading: (board) => board.value.shading ?? { values: [] },
  marks: (board) => [board.value.marks, board.value.lines],
  pieces: (board) => [[...board.placed], board.selected, board.value.marks ?? {}],
  legend: (board) => {
    /** @type {Shading | NoShading} */
    const shading = board.value.shading ?? {};
    return [shading.style, shading.legend, board.value.mark_labels, board.value.zones];
  },
};

/**
 * @param {BoardState} board
 * @param {string} role
 */
export const pieceOf = (board, role) => board.pieces.find((piece) => piece.role === role);

/**
 * A piece's name and the mark on its counter ("Defender 2", "D2" when a role has several).
 * @param {BoardState} board
 * @param {string} role
 * @param {number} index
 */
export function labelOf(board, role, index) {
  const piece = pieceOf(board, role);
  if (!piece) throw new Error(`the board declares no piece ${role}`);
  const many = piece.most > 1;
  return {
    name: many ? `${piece.label} ${index + 1}` : piece.label,
    mark: many ? `${piece.mark}${index + 1}` : piece.mark,
  };
}

/**
 * The piece standing on a hex (not a marker), other than `except`.
 * @param {BoardState} board
 * @param {string} cellKey
 * @param {PieceRef} [except]
 * @returns {PieceRef | null}
 */
export function standing(board, cellKey, except) {
  for (const [role, cells] of board.placed) {
    if (pieceOf(board, role)?.marker) continue;
    for (const [index, cell] of cells.entries()) {
      if (
        `${cell[0]}.${cell[1]}` === cellKey &&
        !(except?.role === role && except.index === index)
      ) {
        return { role, index };
      }
    }
  }
  return null;
}

// A hex is named as Python's messages and the board's edges name it: column.row.
/** @param {Hex} hex */
export const where = ([column, row]) => `hex ${column}.${row}`;
