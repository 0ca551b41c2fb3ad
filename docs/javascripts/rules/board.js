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

import { percent } from "./format.js";

/** @typedef {import("../../../types/contract").Board} Board */
/** @typedef {import("../../../types/contract").Hex} Hex */
/** @typedef {import("../../../types/contract").Piece} Piece */
/** @typedef {import("../../../types/contract").Shading} Shading */
/** @typedef {{ style?: undefined, legend?: undefined }} NoShading a board Python shades not */
/** @typedef {{ role: string, index: number }} PieceRef the index-th piece of a role */
/**
 * A hex as drawn: where it is on the board, its centre in the drawing (Python's x and y), and its
 * outline as drawn (SVG path data, worked out when first asked for: outline()).
 * @typedef {{ column: number, row: number, shape: string, zone: string, x: number, y: number,
 *   outline?: string }} CellInfo
 */
/**
 * One board on the page, kept between answers (mountBoard).
 * @typedef {object} BoardState
 * @property {Board} value Python's value last drawn
 * @property {Map<string, Hex[]>} placed role -> the hexes its pieces stand on
 * @property {PieceRef} selected the piece the arrow keys and clicks move
 * @property {boolean | null} upright drawn standing up (narrow screens); null: not drawn yet
 * @property {Map<string, [number, number]>} centres "c.r" -> [x, y] on screen
 * @property {Map<string, CellInfo>} cellInfo "c.r" -> the hex
 * @property {Map<string, string | { from: unknown }>} drawn part of the drawing -> the JSON text
 *   it last drew, or, on a board taken over, what it was drawn from (made text when first compared)
 * @property {boolean} [takenOver] the board drawn in at build time was taken over as it is
 * @property {Map<string, { path: SVGElement, tip: SVGElement }>} shadePaths the shading's paths,
 *   by look (drawShading)
 * @property {[number, number]} [extent] the drawing's width and height, edges included
 * @property {{ top: SVGElement, left: SVGElement, corner: SVGElement }} [edges] the coordinates
 * @property {boolean} [reveal] drawn anew: scroll the box to the ball
 * @property {() => void} render draws the board from `value`
 */

const SVG = "http://www.w3.org/2000/svg";
const SIDE = 1; // a hex's side in the drawing's units (Python's centres use the same unit)
// A hex's corners from its centre, counted round from the one along the x axis.
const CORNERS = [0, 1, 2, 3, 4, 5].map((k) => [
  SIDE * Math.cos((Math.PI / 3) * k),
  SIDE * Math.sin((Math.PI / 3) * k),
]);
// A half-hex at the top sideline shows its lower half; at the bottom, its upper half.
/** @type {Record<string, number[]>} */
const KEPT = { lower: [0, 1, 2, 3], upper: [3, 4, 5, 0], full: [0, 1, 2, 3, 4, 5] };
const NARROW_PX = 480; // narrower than this, the board is drawn standing up (columns downwards)
const EDGE = 1.5; // the margin on the top and left edges holding the coordinates
let boardCount = 0; // numbers each board's hatchings, so that two boards on a page never share an id
/** @type {WeakMap<HTMLElement, BoardState>} */
const boards = new WeakMap(); // output element -> its board

/**
 * Draw (or update) the board of one output element from Python's value for it.
 * @param {HTMLElement} element
 * @param {Board | null} value Python's board: {cells, size, pieces, input, ...} (rules_py board output)
 * @param {boolean} [asBuilt] `value` is the one the page arrived with, drawn in at build time
 */
export function drawBoard(element, value, asBuilt = false) {
  if (!value || !Array.isArray(value.cells)) return;
  /** @type {BoardState | null | undefined} */
  let board = boards.get(element);
  if (!board) {
    board = mountBoard(element, value, asBuilt);
    if (!board) return;
    boards.set(element, board);
    if (board.takenOver) return; // the built drawing is this answer's, taken over (adopt)
  }
  board.value = value;
  board.render();
}

/**
 * @param {string} name
 * @param {Record<string, string | number>} [attributes]
 */
function svg(name, attributes = {}) {
  const node = document.createElementNS(SVG, name);
  for (const [key, val] of Object.entries(attributes)) node.setAttribute(key, String(val));
  return node;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} name
 * @param {string} [className]
 * @param {string} [text]
 */
function html(name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// "passer=5.8;defenders=6.8,7.9" -> Map(role -> [[5, 8]], ...); what cannot be read is skipped
// (Python reports it at the field).
/**
 * @param {string} text
 * @returns {Map<string, [number, number][]>}
 */
export function readPlacement(text) {
  /** @type {Map<string, Hex[]>} */
  const placed = new Map();
  for (const part of String(text).split(";")) {
    const [role, cells] = part.split("=");
    if (!role || cells === undefined) continue;
    const found = cells
      .split(",")
      .map((cell) => cell.trim().match(/^(\d+)\.(\d+)$/))
      .filter((match) => match !== null)
      .map((match) => /** @type {Hex} */ ([Number(match[1]), Number(match[2])]));
    if (found.length) placed.set(role.trim().toLowerCase(), found);
  }
  return placed;
}

/**
 * The pieces' positions as the board input's text, pieces in their declared order.
 * @param {{ role: string }[]} pieces
 * @param {Map<string, [number, number][]>} placed
 * @returns {string}
 */
export function writePlacement(pieces, placed) {
  return pieces
    .filter((piece) => placed.get(piece.role)?.length)
    .map(
      (piece) =>
        `${piece.role}=${(placed.get(piece.role) ?? []).map(([c, r]) => `${c}.${r}`).join(",")}`,
    )
    .join(";");
}

/** @param {Hex} hex */
const key = ([column, row]) => `${column}.${row}`;

/**
 * The parts of a board's output around the drawing.
 * @typedef {{ picker: HTMLElement, picture: SVGSVGElement, help: HTMLElement,
 *   caption: HTMLElement, legend: HTMLElement, view: HTMLElement }} Frame
 */

/**
 * A new, empty frame, put in the output element in place of what it held.
 * @param {HTMLElement} element
 * @param {HTMLInputElement} field the board input
 * @param {string} title
 * @returns {Frame}
 */
function newFrame(element, field, title) {
  const picker = html("div", "rules-board-picker");
  picker.setAttribute("role", "toolbar");
  picker.setAttribute("aria-label", "Pieces: choose one, then click a hex or use the arrow keys");
  const picture = /** @type {SVGSVGElement} */ (
    svg("svg", { class: "rules-board-svg", role: "application", tabindex: "0" })
  );
  const describedId = `${field.id}-board-help`;
  picture.setAttribute("aria-label", `${title}: arrow keys move the chosen piece`);
  picture.setAttribute("aria-describedby", describedId);
  const help = html("p", "rules-board-help");
  help.id = describedId;
  const caption = html("p", "rules-board-caption");
  caption.setAttribute("aria-live", "polite");
  const legend = html("ul", "rules-board-legend");
  const view = html("div", "rules-board-view"); // scrolls the board when it is wider than the page
  view.append(picture);
  element.replaceChildren(picker, view, caption, help, legend);
  return { picker, picture, help, caption, legend, view };
}

/**
 * The frame of the board drawn in at build time (newFrame's, there), or null.
 * @param {HTMLElement} element
 * @returns {Frame | null}
 */
function builtFrame(element) {
  /** @param {string} selector */
  const part = (selector) => element.querySelector(`:scope > ${selector}`);
  const [picker, view, caption, help, legend] = [
    ".rules-board-picker",
    ".rules-board-view",
    ".rules-board-caption",
    ".rules-board-help",
    ".rules-board-legend",
  ].map(part);
  const picture = view?.querySelector(":scope > svg.rules-board-svg");
  const parts = [picker, view, caption, help, legend];
  if (!(picture instanceof SVGSVGElement) || !parts.every((p) => p instanceof HTMLElement)) {
    return null;
  }
  return /** @type {Frame} */ ({ picker, picture, help, caption, legend, view });
}

/**
 * @param {HTMLElement} element
 * @param {Board} first
 * @param {boolean} asBuilt `first` is the board drawn in at build time
 * @returns {BoardState | null}
 */
function mountBoard(element, first, asBuilt) {
  const root = element.closest("[data-calculator]");
  // The board input: the <input> its pieces are written to (scripts/widget_html.py).
  const field = /** @type {HTMLInputElement | null | undefined} */ (
    root?.querySelector(`[name="${CSS.escape(first.input)}"]`)
  );
  if (!field) return null;
  /** @type {Piece[]} */
  const pieces = JSON.parse(field.dataset.boardPieces || "[]");
  const title = element.getAttribute("aria-label") || "Board";

  // The board's width is read when a ResizeObserver reports it, after the browser has laid the
  // page out anyway: read on every answer, it would make the browser lay the page out mid-draw.
  const isNarrow = () => element.clientWidth > 0 && element.clientWidth < NARROW_PX;
  // The board drawn in at build time, standing up as on a phone (scripts/prerender.mjs), is
  // taken over as it is when it shows this answer: drawn again, its hexes and their shading were
  // a phone's longest task after Python's answer. Whether this screen stands it up too is known
  // when the ResizeObserver first reports; if not, it is drawn again then, as when a phone turns.
  // A new board is drawn at once, for the width read before it takes its place (read after, it
  // would make the browser lay out the board it is drawing).
  const built = asBuilt ? builtFrame(element) : null;
  const adopted = built !== null;
  let narrow = built ? built.picture.classList.contains("rules-board-upright") : isNarrow();
  const { picker, picture, help, caption, legend, view } = built ?? newFrame(element, field, title);

  boardCount += 1;
  // A taken over board's zones point at its own hatchings: their ids are read from it.
  const builtHatch = adopted ? picture.querySelector("pattern[id$='-hatch-end']")?.id : undefined;
  const hatchPrefix = builtHatch?.replace(/-hatch-end$/, "") ?? `rules-board-${boardCount}`;
  /** @param {string} zone */
  const hatchId = (zone) => `${hatchPrefix}-hatch-${zone}`;
  if (!adopted) {
    const defs = svg("defs");
    const stripes = svg("pattern", {
      id: hatchId("end"),
      patternUnits: "userSpaceOnUse",
      width: 0.45,
      height: 0.45,
      patternTransform: "rotate(45)",
    });
    stripes.append(svg("rect", { width: 0.13, height: 0.45, class: "rules-board-hatch" }));
    const dots = svg("pattern", {
      id: hatchId("neutral"),
      patternUnits: "userSpaceOnUse",
      width: 0.5,
      height: 0.5,
    });
    dots.append(svg("circle", { cx: 0.25, cy: 0.25, r: 0.1, class: "rules-board-hatch" }));
    defs.append(stripes, dots);
    picture.append(defs);
  }

  /** @type {Record<string, SVGElement>} */
  const layers = {};
  for (const name of ["cells", "shade", "zones", "tags", "marks", "lines", "pieces", "edges"]) {
    const found = adopted ? picture.querySelector(`:scope > g.rules-board-${name}`) : null;
    layers[name] = found instanceof SVGElement ? found : svg("g", { class: `rules-board-${name}` });
    if (!found) picture.append(layers[name]);
  }

  // render is added below, once the drawing it calls is defined.
  const board = /** @type {BoardState} */ ({
    value: first,
    placed: readPlacement(field.value),
    selected: { role: pieces[0]?.role, index: 0 },
    upright: null, // drawn standing up (narrow screens)
    centres: new Map(), // "c.r" -> [x, y] on screen
    cellInfo: new Map(), // "c.r" -> {column, row, shape, zone}
    drawn: new Map(), // part of the drawing -> the JSON text of what it last drew (changed)
    shadePaths: new Map(), // a look of the shading -> {path, tip}, kept between answers
  });
  // Whether `data` differs from what the part `name` last drew (and remember it).
  /**
   * @param {string} name
   * @param {unknown} data
   */
  const changed = (name, data) => {
    const text = JSON.stringify(data);
    const last = board.drawn.get(name);
    if ((typeof last === "object" ? JSON.stringify(last.from) : last) === text) return false;
    board.drawn.set(name, text);
    return true;
  };
  // What each part of the drawing is drawn from, as changed() compares it. A board taken over
  // from the page records them all as drawn (adopt).
  const drawnFrom = {
    shading: () => board.value.shading ?? { values: [] },
    marks: () => [board.value.marks, board.value.lines],
    pieces: () => [[...board.placed], board.selected, board.value.marks ?? {}],
    legend: () => {
      /** @type {Shading | NoShading} */
      const shading = board.value.shading ?? {};
      return [shading.style, shading.legend, board.value.mark_labels, board.value.zones];
    },
  };

  /** @param {string} role */
  const pieceOf = (role) => pieces.find((piece) => piece.role === role);
  /**
   * @param {string} role
   * @param {number} index
   */
  const labelOf = (role, index) => {
    const piece = pieceOf(role);
    if (!piece) throw new Error(`the board declares no piece ${role}`);
    const many = piece.most > 1;
    return {
      name: many ? `${piece.label} ${index + 1}` : piece.label,
      mark: many ? `${piece.mark}${index + 1}` : piece.mark,
    };
  };
  /**
   * The piece standing on a hex (not a marker), other than `except`.
   * @param {string} cellKey
   * @param {PieceRef} [except]
   * @returns {PieceRef | null}
   */
  const standing = (cellKey, except) => {
    for (const [role, cells] of board.placed) {
      if (pieceOf(role)?.marker) continue;
      for (const [index, cell] of cells.entries()) {
        if (key(cell) === cellKey && !(except && except.role === role && except.index === index)) {
          return { role, index };
        }
      }
    }
    return null;
  };

  /** @param {string} [message] */
  const commit = (message) => {
    field.value = writePlacement(pieces, board.placed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    drawPieces();
    drawPicker();
    if (message) help.textContent = message;
  };

  // A hex is named as Python's messages and the board's edges name it: column.row.
  /** @param {Hex} hex */
  const where = ([column, row]) => `hex ${column}.${row}`;

  /**
   * @param {string} cellKey
   * @param {string[]} [passed] the hexes passed over, taken
   */
  const moveSelected = (cellKey, passed = []) => {
    const { role, index } = board.selected;
    const piece = pieceOf(role);
    if (!piece || !board.cellInfo.has(cellKey)) return;
    if (!piece.marker && standing(cellKey, board.selected)) {
      help.textContent = `Hex ${cellKey} is taken.`;
      return;
    }
    const info = /** @type {CellInfo} */ (board.cellInfo.get(cellKey)); // there: checked above
    const cells = board.placed.get(role) ?? [];
    cells[Math.min(index, cells.length)] = [info.column, info.row];
    board.placed.set(role, cells);
    board.selected = { role, index: Math.min(index, cells.length - 1) };
    const over = passed.length ? ` (past ${passed.join(", ")}, taken)` : "";
    commit(
      `${labelOf(role, board.selected.index).name} to ${where(cells[board.selected.index])}${over}.`,
    );
  };

  // A new piece of a role: on the free hex nearest the middle of the board.
  /** @param {string} role */
  const add = (role) => {
    const cells = board.placed.get(role) ?? [];
    const middle = [...board.centres.values()].reduce(
      ([x, y], [a, b], _, all) => [x + a / all.length, y + b / all.length],
      [0, 0],
    );
    let best = null;
    for (const [cellKey, [x, y]] of board.centres) {
      if (standing(cellKey) || board.cellInfo.get(cellKey)?.shape !== "full") continue;
      const d = (x - middle[0]) ** 2 + (y - middle[1]) ** 2;
      if (!best || d < best.d) best = { cellKey, d };
    }
    if (!best) return;
    // centres and cellInfo hold the same hexes
    const info = /** @type {CellInfo} */ (board.cellInfo.get(best.cellKey));
    cells.push([info.column, info.row]);
    board.placed.set(role, cells);
    board.selected = { role, index: cells.length - 1 };
    commit(
      `${labelOf(role, cells.length - 1).name} placed at ${where(/** @type {Hex} */ (cells.at(-1)))}.`,
    );
  };

  const remove = () => {
    const { role, index } = board.selected;
    const piece = pieceOf(role);
    const cells = board.placed.get(role) ?? [];
    if (!piece?.optional && cells.length <= 1) return;
    const { name } = labelOf(role, index);
    cells.splice(index, 1);
    if (cells.length) board.placed.set(role, cells);
    else board.placed.delete(role);
    board.selected = { role: pieces[0].role, index: 0 };
    commit(`${name} removed.`);
  };

  function drawPicker() {
    if (!changed("picker", [[...board.placed], board.selected])) return;
    const buttons = [];
    for (const piece of pieces) {
      const cells = board.placed.get(piece.role) ?? [];
      cells.forEach((cell, index) => {
        const { name, mark } = labelOf(piece.role, index);
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
          drawPicker();
          drawPieces();
          help.textContent = `${name} chosen, at ${where(cell)}: click a hex or use the arrow keys on the board.`;
        });
        buttons.push(button);
      });
      if (cells.length < piece.most) {
        const button = html("button", "rules-board-add", `+ ${piece.label}`);
        button.type = "button";
        button.addEventListener("click", () => add(piece.role));
        buttons.push(button);
      }
    }
    const piece = pieceOf(board.selected.role);
    if (piece && (piece.optional || (board.placed.get(piece.role)?.length ?? 0) > 1)) {
      const { name } = labelOf(board.selected.role, board.selected.index);
      const button = html("button", "rules-board-remove", `Remove ${name}`);
      button.type = "button";
      button.addEventListener("click", remove);
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

  function drawPieces() {
    if (!changed("pieces", drawnFrom.pieces())) return;
    const marks = board.value.marks ?? {};
    /** @type {Map<string, string[]>} */
    const marked = new Map();
    for (const [name, cells] of Object.entries(marks)) {
      for (const cell of cells) marked.set(key(cell), [...(marked.get(key(cell)) ?? []), name]);
    }
    /** @type {SVGElement[]} */
    const nodes = [];
    for (const piece of pieces) {
      (board.placed.get(piece.role) ?? []).forEach((cell, index) => {
        const at = board.centres.get(key(cell));
        if (!at) return;
        const { name, mark } = labelOf(piece.role, index);
        const chosen = board.selected.role === piece.role && board.selected.index === index;
        const classes = [
          "rules-board-piece",
          `rules-board-side-${piece.side}`,
          ...(piece.marker ? [] : (marked.get(key(cell)) ?? []).map((m) => `rules-board-on-${m}`)),
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
        nodes.push(group);
      });
    }
    layers.pieces.replaceChildren(...nodes);
    drawTags(board.value.shading ?? {}); // a tag moves off a hex a piece now stands on
  }

  // Screen position of a point of the drawing (Python's x along the board, y across it).
  /**
   * @param {number} x
   * @param {number} y
   * @returns {[number, number]}
   */
  const place = (x, y) => (board.upright ? [y, x] : [x, y]);

  /**
   * A hex's outline as SVG path data: corners to three decimals, the adjoining hexes' shared
   * corners the same text.
   * @param {[number, number]} centre
   * @param {string} shape
   */
  function hexPath([x, y], shape) {
    const corners = (KEPT[shape] ?? KEPT.full).map((k) => {
      const [a, b] = place(x + CORNERS[k][0], y + CORNERS[k][1]);
      return `${Number(a.toFixed(3))},${Number(b.toFixed(3))}`;
    });
    return `M${corners.join("L")}Z`;
  }

  // A hex's outline, worked out once (a board taken over never needs most of them).
  /** @param {CellInfo} info */
  const outline = (info) => {
    info.outline ??= hexPath([info.x, info.y], info.shape);
    return info.outline;
  };

  // The hexes of a layer drawn as one path for each look (class, fill...) instead of a polygon
  // each: a thousand elements fewer on the page, for the browser to style, lay out and paint at
  // every change, and their data a third of the size.
  /**
   * @param {Map<string, { attributes: Record<string, string>, outlines: string[] }>} groups
   * @param {string} look what tells the groups apart
   * @param {Record<string, string>} attributes
   * @param {string} path a hex's outline
   */
  const addTo = (groups, look, attributes, path) => {
    const group = groups.get(look) ?? { attributes, outlines: [] };
    group.outlines.push(path);
    groups.set(look, group);
  };
  /** @param {Map<string, { attributes: Record<string, string>, outlines: string[] }>} groups */
  const pathsOf = (groups) =>
    [...groups.values()].map(({ attributes, outlines }) =>
      svg("path", { ...attributes, d: outlines.join("") }),
    );

  // Where each hex is drawn for the board's orientation (centres, cellInfo), and the drawing's
  // extent, edges included.
  function placeCells() {
    const [width, height] = board.value.size;
    const [w, h] = board.upright ? [height, width] : [width, height];
    board.extent = [w + EDGE + 0.4, h + EDGE + 0.4];
    board.centres.clear();
    board.cellInfo.clear();
    for (const [column, row, x, y, shape, zone] of board.value.cells) {
      const cellKey = `${column}.${row}`;
      board.centres.set(cellKey, place(x, y));
      board.cellInfo.set(cellKey, { column, row, shape, zone, x, y });
    }
  }

  function drawCells() {
    placeCells();
    const extent = /** @type {[number, number]} */ (board.extent); // placeCells has set it
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
    layers.shade.replaceChildren();
    layers.tags.replaceChildren();
    /** @type {Map<string, { attributes: Record<string, string>, outlines: string[] }>} */
    const cells = new Map();
    /** @type {Map<string, { attributes: Record<string, string>, outlines: string[] }>} */
    const hatched = new Map();
    for (const info of board.cellInfo.values()) {
      const { shape, zone } = info;
      const path = outline(info);
      const look = `rules-board-cell rules-board-zone-${zone}${shape === "full" ? "" : " rules-board-half"}`;
      addTo(cells, look, { class: look }, path);
      // Drawn over the shading, so a zone shows whatever band covers it.
      if (zone === "end" || zone === "neutral") {
        const attributes = {
          class: `rules-board-over rules-board-over-${zone}`,
          fill: `url(#${hatchId(zone)})`,
        };
        addTo(hatched, zone, attributes, path);
      } else if (zone === "post") {
        addTo(hatched, zone, { class: "rules-board-over rules-board-zone-post" }, path);
      }
    }
    // No tooltip per hex: the edges are numbered (drawEdges), and Python's messages name hexes
    // as the edges do.
    layers.cells.replaceChildren(...pathsOf(cells));
    layers.zones.replaceChildren(...pathsOf(hatched));
    drawEdges();
    board.reveal = true; // once drawn, scroll the box to the ball
  }

  // The coordinates: column numbers along one edge, row numbers (those of column 1; in a column
  // of the other kind a row sits half a hex lower) along the other. Each edge is a strip with a
  // background, moved with the scroll box so that it stays in view.
  function drawEdges() {
    const { extent } = board;
    if (!extent) throw new Error("a board's edges are drawn after its cells");
    /** @type {Map<number, number>} */
    const columns = new Map();
    /** @type {Map<number, number>} */
    const rows = new Map();
    const first = Math.min(...[...board.cellInfo.values()].map((info) => info.column));
    const across = board.value.size[1];
    for (const info of board.cellInfo.values()) {
      columns.set(info.column, info.x);
      // a half-hex's number goes by the half drawn, inside the sideline
      if (info.column === first)
        rows.set(info.row, Math.min(Math.max(info.y, 0.45), across - 0.45));
    }
    // Along the screen's x: columns on a wide board, rows on a board standing up.
    const [alongX, alongY] = board.upright ? [rows, columns] : [columns, rows];
    /**
     * @param {string} name
     * @param {number} x
     * @param {number} y
     * @param {number} width
     * @param {number} height
     */
    const strip = (name, x, y, width, height) => {
      const group = svg("g", { class: `rules-board-edge rules-board-edge-${name}` });
      group.append(svg("rect", { x, y, width, height }));
      return group;
    };
    /**
     * @param {SVGElement} group
     * @param {number} text
     * @param {number} x
     * @param {number} y
     */
    const label = (group, text, x, y) => {
      const node = svg("text", {
        x: x.toFixed(3),
        y: y.toFixed(3),
        "text-anchor": "middle",
        "dominant-baseline": "central",
      });
      node.textContent = String(text);
      group.append(node);
    };
    const top = strip("top", -EDGE, -EDGE, extent[0], EDGE);
    for (const [number, at] of alongX) label(top, number, at, -EDGE / 2);
    const left = strip("left", -EDGE, -EDGE, EDGE, extent[1]);
    for (const [number, at] of alongY) label(left, number, -EDGE / 2, at);
    const corner = strip("corner", -EDGE, -EDGE, EDGE, EDGE);
    board.edges = { top, left, corner };
    layers.edges.replaceChildren(left, top, corner); // pinned once laid out (settle)
  }

  // Keep the edges at the top and left of the scroll box's visible part.
  function pinEdges() {
    if (!board.edges || !board.extent) return;
    const scale = picture.getBoundingClientRect().width / board.extent[0];
    if (!scale) return;
    const dx = view.scrollLeft / scale;
    const dy = view.scrollTop / scale;
    board.edges.top.setAttribute("transform", `translate(0 ${dy.toFixed(3)})`);
    board.edges.left.setAttribute("transform", `translate(${dx.toFixed(3)} 0)`);
    board.edges.corner.setAttribute("transform", `translate(${dx.toFixed(3)} ${dy.toFixed(3)})`);
  }
  view.addEventListener("scroll", pinEdges, { passive: true });

  // Scroll the box (if it scrolls) so that a hex is in view, clear of the edges; centred when
  // asked (the ball, once the board is drawn).
  /**
   * @param {string} cellKey
   * @param {boolean} centred
   */
  function showHex(cellKey, centred) {
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
      const start = view[axis];
      if (centred) view[axis] = position - size / 2;
      else if (position < start + margin) view[axis] = position - margin;
      else if (position > start + size - margin / 2) view[axis] = position - size + margin / 2;
    }
    pinEdges();
  }

  // One path for each look of the shading (a band, or a depth of the heat), kept between answers:
  // only an outline, a class, an opacity or a tooltip that differs is written, and looks no longer
  // shown are taken out.
  function drawShading() {
    /** @type {Shading | (NoShading & { values: never[] })} */
    const shading = drawnFrom.shading();
    if (!changed("shading", shading)) return;
    const heat = shading.style === "heat";
    const top = Math.max(0, ...shading.values.map((entry) => entry[2]));
    const legendLabels = new Map((shading.legend ?? []).map(([level, words]) => [level, words]));
    /** @type {Map<string, { className: string, opacity: string, outlines: string[], levels: number[] }>} */
    const looks = new Map();
    for (const [column, row, level] of shading.values) {
      const info = board.cellInfo.get(`${column}.${row}`);
      if (!info || !level) continue;
      const className = heat ? "rules-board-heat" : `rules-board-band rules-board-band-${level}`;
      // The heat in 61 depths, a path each: finer steps are not told apart by eye.
      const opacity = heat ? (0.35 + (0.6 * level) / (top || 1)).toFixed(2) : "";
      const look = opacity ? `${className} ${opacity}` : className;
      const group = looks.get(look) ?? { className, opacity, outlines: [], levels: [] };
      group.outlines.push(outline(info));
      group.levels.push(level);
      looks.set(look, group);
    }
    for (const [look, { className, opacity, outlines, levels }] of looks) {
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
      const [low, high] = [Math.min(...levels), Math.max(...levels)];
      const words = heat
        ? `Where the ball comes down: ${percent(low)}${high > low ? ` to ${percent(high)}` : ""} a hex`
        : String(legendLabels.get(levels[0]) ?? levels[0]);
      if (tip.textContent !== words) tip.textContent = words;
      if (path.parentNode !== layers.shade) layers.shade.append(path);
    }
    for (const [look, { path }] of board.shadePaths) {
      if (looks.has(look)) continue;
      path.remove();
      board.shadePaths.delete(look);
    }
    drawTags(shading);
  }

  // Each band's tag, written in the band on both sides of its centre (the middle of the first
  // band), along the centre's row, on a hex no piece stands on: the band read without its colour.
  /** @param {Shading | NoShading} shading */
  function drawTags(shading) {
    /** @type {Map<number, string | undefined>} */
    const tags = new Map(
      (shading.legend ?? []).filter((entry) => entry[2]).map(([level, , tag]) => [level, tag]),
    );
    /** @type {SVGElement[]} */
    const nodes = [];
    if (shading.style === "bands" && tags.size) {
      /** @type {Map<number, CellInfo[]>} */
      const byLevel = new Map();
      for (const [column, row, level] of shading.values) {
        const info = board.cellInfo.get(`${column}.${row}`);
        if (info && tags.has(level)) byLevel.set(level, [...(byLevel.get(level) ?? []), info]);
      }
      const taken = new Set([...board.placed.values()].flat().map(key)); // not under a piece
      const inner = byLevel.get(Math.min(...byLevel.keys())) ?? [];
      const [cx, cy] = inner.reduce(
        ([a, b], info) => [a + info.x / inner.length, b + info.y / inner.length],
        [0, 0],
      );
      for (const [level, cells] of byLevel) {
        const along = cells.filter(
          (info) =>
            Math.abs(info.y - cy) < 0.9 &&
            info.shape === "full" &&
            !taken.has(`${info.column}.${info.row}`),
        );
        for (const side of [-1, 1]) {
          const ahead = along
            .filter((info) => (info.x - cx) * side > 0.1)
            .sort((a, b) => Math.abs(a.x - cx) - Math.abs(b.x - cx));
          const info = ahead[Math.floor((ahead.length - 1) / 2)];
          if (!info) continue;
          const [x, y] = place(info.x, info.y);
          const text = svg("text", {
            x: x.toFixed(3),
            y: y.toFixed(3),
            class: `rules-board-tag rules-board-tag-${level}`,
            "text-anchor": "middle",
            "dominant-baseline": "central",
            "data-cell": `${info.column}.${info.row}`,
          });
          text.textContent = /** @type {string} */ (tags.get(level)); // byLevel: tagged levels
          nodes.push(text);
        }
      }
    }
    if (
      changed(
        "tags",
        nodes.map((node) => [node.dataset.cell, node.textContent]),
      )
    )
      layers.tags.replaceChildren(...nodes);
  }

  function drawMarks() {
    if (!changed("marks", drawnFrom.marks())) return;
    const nodes = [];
    for (const [name, cells] of Object.entries(board.value.marks ?? {})) {
      for (const cell of cells) {
        const info = board.cellInfo.get(key(cell));
        if (!info) continue;
        nodes.push(
          svg("path", {
            d: outline(info),
            class: `rules-board-mark rules-board-mark-${name}`,
            "data-cell": key(cell),
          }),
        );
      }
    }
    layers.marks.replaceChildren(...nodes);
    const lines = (board.value.lines ?? []).map(([c1, r1, c2, r2]) => {
      const a = board.centres.get(`${c1}.${r1}`);
      const b = board.centres.get(`${c2}.${r2}`);
      return a && b
        ? svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "rules-board-line" })
        : null;
    });
    layers.lines.replaceChildren(...lines.filter((line) => line !== null));
  }

  function drawLegend() {
    /** @type {Shading | NoShading} */
    const shading = board.value.shading ?? {};
    const { mark_labels: markLabels, zones } = board.value;
    if (!changed("legend", drawnFrom.legend())) return;
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
    legend.replaceChildren(...items);
  }

  // Scrolling to the ball and pinning the edges read the layout: done in the next frame, where the
  // browser lays the page out anyway, not in the middle of drawing, where each read would make it
  // lay out the thousands of elements just drawn. (No frames at build time: nothing to scroll.)
  const reveal = () => {
    const ball = board.placed.get(pieces[0]?.role)?.[0]; // the first piece: the ball's carrier
    if (board.reveal && ball && view.scrollWidth > view.clientWidth + 1) showHex(key(ball), true);
    else pinEdges();
    board.reveal = false;
  };
  let settling = false;
  const settle = () => {
    if (settling) return;
    settling = true;
    requestAnimationFrame(() => {
      settling = false;
      reveal();
    });
  };

  board.render = () => {
    if (narrow !== board.upright || board.cellInfo.size !== board.value.cells.length) {
      board.upright = narrow;
      drawCells();
    }
    drawShading();
    drawMarks();
    drawPieces();
    drawPicker();
    drawLegend();
    if (board.reveal) settle();
    const words = board.value.caption ?? "";
    if (caption.textContent !== words) caption.textContent = words; // read out only when new
  };

  // Arrow keys: the neighbouring hex that lies most nearly that way on screen (on a row of
  // hexes, the one in the same row first); a hex a player stands on is passed over, on to the
  // next one that way.
  /** @type {Record<string, [number, number]>} */
  const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  /**
   * @param {string} fromKey
   * @param {[number, number]} direction
   * @param {number} row
   */
  const nextHex = (fromKey, direction, row) => {
    const [x0, y0] = board.centres.get(fromKey) ?? [0, 0];
    let best = null;
    for (const [cellKey, [x, y]] of board.centres) {
      const dx = x - x0;
      const dy = y - y0;
      const length = Math.hypot(dx, dy);
      if (length < 0.1 || length > 2 * SIDE) continue; // neighbours are √3 sides apart
      const along = (dx * direction[0] + dy * direction[1]) / length;
      if (along < 0.5) continue; // within 60° of the arrow
      const score = along + (board.cellInfo.get(cellKey)?.row === row ? 0.01 : 0);
      if (!best || score > best.score) best = { cellKey, score };
    }
    return best?.cellKey ?? null;
  };
  picture.addEventListener("keydown", (event) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const { role, index } = board.selected;
    const from = board.placed.get(role)?.[index];
    if (!from) return;
    const passed = [];
    let to = nextHex(key(from), direction, from[1]);
    while (to && !pieceOf(role)?.marker && standing(to, board.selected)) {
      passed.push(to);
      to = nextHex(to, direction, from[1]);
    }
    if (!to) {
      help.textContent = passed.length
        ? `No free hex that way: ${passed.join(", ")} taken, then the edge.`
        : "The edge of the board.";
      return;
    }
    moveSelected(to, passed);
    showHex(to, false);
  });

  // The hex under a click or tap: the one whose centre is nearest (a point is in the hex of the
  // nearest centre), if that is within a hex's reach; none on the edges' numbers.
  /** @param {MouseEvent} event */
  const hexAt = (event) => {
    const matrix = picture.getScreenCTM();
    if (!matrix || /** @type {Element} */ (event.target).closest(".rules-board-edges")) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    let best = null;
    for (const [cellKey, [x, y]] of board.centres) {
      const distance = Math.hypot(x - point.x, y - point.y);
      if (!best || distance < best.distance) best = { cellKey, distance };
    }
    return best && best.distance <= SIDE ? best.cellKey : null;
  };

  picture.addEventListener("click", (event) => {
    const cellKey = hexAt(event);
    if (!cellKey) return;
    const there = standing(cellKey);
    const chosen = pieceOf(board.selected.role);
    if (there && !chosen?.marker) {
      board.selected = there;
      drawPicker();
      drawPieces();
      help.textContent = `${labelOf(there.role, there.index).name} chosen: click a hex to move it there.`;
      return;
    }
    moveSelected(cellKey);
  });

  field.addEventListener("input", () => {
    board.placed = readPlacement(field.value);
    const cells = board.placed.get(board.selected.role) ?? [];
    if (board.selected.index >= cells.length) board.selected = { role: pieces[0]?.role, index: 0 };
    drawPieces();
    drawPicker();
  });

  // The built board as the state drawing it would leave: its hexes placed, its edges found, and
  // its shading, marks, pieces and legend recorded as drawn from this answer (they are; compared
  // as text only when the next answer comes). Only the picker is drawn anew: its buttons carry
  // the handlers.
  function adopt() {
    board.upright = narrow;
    placeCells();
    board.takenOver = true;
    for (const [part, data] of Object.entries(drawnFrom)) board.drawn.set(part, { from: data() });
    // the shading's paths, kept by look as drawShading keeps its own
    for (const path of layers.shade.children) {
      const tip = path.firstElementChild; // its title (drawShading)
      const look = path.getAttribute("data-shade");
      if (path instanceof SVGElement && tip instanceof SVGElement && look) {
        board.shadePaths.set(look, { path, tip });
      }
    }
    /** @param {string} name */
    const edge = (name) => layers.edges.querySelector(`:scope > .rules-board-edge-${name}`);
    const [top, left, corner] = ["top", "left", "corner"].map(edge);
    if (top instanceof SVGElement && left instanceof SVGElement && corner instanceof SVGElement) {
      board.edges = { top, left, corner };
    } else drawEdges();
    board.reveal = true; // scroll the box to the ball, when the ResizeObserver first reports
    drawPicker();
  }

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
      narrow = isNarrow();
      if (narrow !== board.upright) board.render();
      else if (board.reveal) reveal();
      else pinEdges(); // a new scale moves the edges' strips
    });
  });
  watcher.observe(element);
  if (adopted) adopt();
  const guide =
    "Choose a piece above, then click or tap a hex, or use the arrow keys on the board. A hex is " +
    "named column.row, as numbered on the board's edges; in even columns, a row's hex sits between its number and the next.";
  if (help.textContent !== guide) help.textContent = guide; // a board taken over says it already
  return board;
}
