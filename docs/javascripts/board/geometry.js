// @ts-check
// The board's geometry, pure: where a hex is drawn, its outline, which hex a point or an arrow
// key lands on, where the coordinates along the edges go. Python's centres are in a hex's side;
// a board drawn standing up (narrow screens) swaps x and y. No DOM here.

/** @typedef {import("../../../types/contract").Board} Board */
/** @typedef {import("../../../types/contract").Hex} Hex */
/**
 * A hex as drawn: where it is on the board, its centre in the drawing (Python's x and y), and its
 * outline as drawn (SVG path data, worked out when first asked for: outline()).
 * @typedef {{ column: number, row: number, shape: string, zone: string, x: number, y: number,
 *   outline?: string }} CellInfo
 */
/** @typedef {Map<string, [number, number]>} Centres "c.r" -> [x, y] on screen */

export const SIDE = 1; // a hex's side in the drawing's units (Python's centres use the same unit)
// A hex's corners from its centre, counted round from the one along the x axis.
const CORNERS = [0, 1, 2, 3, 4, 5].map((k) => [
  SIDE * Math.cos((Math.PI / 3) * k),
  SIDE * Math.sin((Math.PI / 3) * k),
]);
// A half-hex at the top sideline shows its lower half; at the bottom, its upper half.
/** @type {Record<string, number[]>} */
const KEPT = { lower: [0, 1, 2, 3], upper: [3, 4, 5, 0], full: [0, 1, 2, 3, 4, 5] };
export const NARROW_PX = 480; // narrower than this, the board is drawn standing up
export const EDGE = 1.5; // the margin on the top and left edges holding the coordinates

/** @param {Hex} hex */
export const key = ([column, row]) => `${column}.${row}`;

/**
 * Screen position of a point of the drawing (Python's x along the board, y across it).
 * @param {boolean | null} upright
 * @param {number} x
 * @param {number} y
 * @returns {[number, number]}
 */
export const place = (upright, x, y) => (upright ? [y, x] : [x, y]);

/**
 * A hex's outline as SVG path data: corners to three decimals, the adjoining hexes' shared
 * corners the same text.
 * @param {boolean | null} upright
 * @param {[number, number]} centre
 * @param {string} shape
 */
export function hexPath(upright, [x, y], shape) {
  const corners = (KEPT[shape] ?? KEPT.full).map((k) => {
    const [a, b] = place(upright, x + CORNERS[k][0], y + CORNERS[k][1]);
    return `${Number(a.toFixed(3))},${Number(b.toFixed(3))}`;
  });
  return `M${corners.join("L")}Z`;
}

/**
 * A hex's outline, worked out once (a board taken over never needs most of them).
 * @param {boolean | null} upright
 * @param {CellInfo} info
 */
export function outline(upright, info) {
  info.outline ??= hexPath(upright, [info.x, info.y], info.shape);
  return info.outline;
}

/**
 * Where each hex of `value` is drawn for the orientation, and the drawing's extent, edges
 * included.
 * @param {Board} value
 * @param {boolean | null} upright
 * @returns {{ centres: Centres, cellInfo: Map<string, CellInfo>, extent: [number, number] }}
 */
export function placeCells(value, upright) {
  const [width, height] = value.size;
  const [w, h] = upright ? [height, width] : [width, height];
  /** @type {Centres} */
  const centres = new Map();
  /** @type {Map<string, CellInfo>} */
  const cellInfo = new Map();
  for (const [column, row, x, y, shape, zone] of value.cells) {
    const cellKey = `${column}.${row}`;
    centres.set(cellKey, place(upright, x, y));
    cellInfo.set(cellKey, { column, row, shape, zone, x, y });
  }
  return { centres, cellInfo, extent: [w + EDGE + 0.4, h + EDGE + 0.4] };
}

/**
 * The hex a point of the drawing lies in: the one whose centre is nearest, if that is within a
 * hex's reach; else null.
 * @param {Centres} centres
 * @param {{ x: number, y: number }} point
 */
export function hexAtPoint(centres, point) {
  let best = null;
  for (const [cellKey, [x, y]] of centres) {
    const distance = Math.hypot(x - point.x, y - point.y);
    if (!best || distance < best.distance) best = { cellKey, distance };
  }
  return best && best.distance <= SIDE ? best.cellKey : null;
}

/**
 * The neighbouring hex that lies most nearly in `direction` on screen (on a row of hexes, the
 * one in the same `row` first), or null at the edge.
 * @param {Centres} centres
 * @param {Map<string, CellInfo>} cellInfo
 * @param {string} fromKey
 * @param {[number, number]} direction
 * @param {number} row
 */
export function nextHex(centres, cellInfo, fromKey, direction, row) {
  const [x0, y0] = centres.get(fromKey) ?? [0, 0];
  let best = null;
  for (const [cellKey, [x, y]] of centres) {
    const dx = x - x0;
    const dy = y - y0;
    const length = Math.hypot(dx, dy);
    if (length < 0.1 || length > 2 * SIDE) continue; // neighbours are √3 sides apart
    const along = (dx * direction[0] + dy * direction[1]) / length;
    if (along < 0.5) continue; // within 60° of the arrow
    const score = along + (cellInfo.get(cellKey)?.row === row ? 0.01 : 0);
    if (!best || score > best.score) best = { cellKey, score };
  }
  return best?.cellKey ?? null;
}

/**
 * The whole hex nearest the middle of the board for which `free` holds, or null.
 * @param {Centres} centres
 * @param {Map<string, CellInfo>} cellInfo
 * @param {(cellKey: string) => boolean} free
 */
export function middleHex(centres, cellInfo, free) {
  const middle = [...centres.values()].reduce(
    ([x, y], [a, b], _, all) => [x + a / all.length, y + b / all.length],
    [0, 0],
  );
  let best = null;
  for (const [cellKey, [x, y]] of centres) {
    if (!free(cellKey) || cellInfo.get(cellKey)?.shape !== "full") continue;
    const d = (x - middle[0]) ** 2 + (y - middle[1]) ** 2;
    if (!best || d < best.d) best = { cellKey, d };
  }
  return best?.cellKey ?? null;
}

/**
 * The numbers along the edges: each column's x, and each row's y (those of the first column; a
 * half-hex's number goes by the half drawn, inside the sideline). Along the screen's x: columns
 * on a wide board, rows on a board standing up.
 * @param {Map<string, CellInfo>} cellInfo
 * @param {number} across the board's width (Python's size[1])
 * @param {boolean | null} upright
 * @returns {{ alongX: Map<number, number>, alongY: Map<number, number> }}
 */
export function edgeNumbers(cellInfo, across, upright) {
  /** @type {Map<number, number>} */
  const columns = new Map();
  /** @type {Map<number, number>} */
  const rows = new Map();
  const first = Math.min(...[...cellInfo.values()].map((info) => info.column));
  for (const info of cellInfo.values()) {
    columns.set(info.column, info.x);
    if (info.column === first) rows.set(info.row, Math.min(Math.max(info.y, 0.45), across - 0.45));
  }
  const [alongX, alongY] = upright ? [rows, columns] : [columns, rows];
  return { alongX, alongY };
}

/**
 * Where each band's tag is written: in the band on both sides of its centre (the middle of the
 * innermost band), along the centre's row, on a whole hex not in `taken`.
 * @param {[number, number, number][]} values (column, row, level) of each shaded hex
 * @param {Set<number>} tagged the levels that have a tag
 * @param {Map<string, CellInfo>} cellInfo
 * @param {Set<string>} taken hexes under a piece
 * @returns {{ level: number, info: CellInfo }[]}
 */
export function tagPlaces(values, tagged, cellInfo, taken) {
  /** @type {Map<number, CellInfo[]>} */
  const byLevel = new Map();
  for (const [column, row, level] of values) {
    const info = cellInfo.get(`${column}.${row}`);
    if (info && tagged.has(level)) byLevel.set(level, [...(byLevel.get(level) ?? []), info]);
  }
  const inner = byLevel.get(Math.min(...byLevel.keys())) ?? [];
  const [cx, cy] = inner.reduce(
    ([a, b], info) => [a + info.x / inner.length, b + info.y / inner.length],
    [0, 0],
  );
  /** @type {{ level: number, info: CellInfo }[]} */
  const found = [];
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
      if (info) found.push({ level, info });
    }
  }
  return found;
}

/**
 * The scroll box's new scrollLeft or scrollTop that brings a point into view, clear of the edges:
 * centred when asked, else moved only as far as needed; null: no move.
 * @param {number} position the point's offset in the box's content, in pixels
 * @param {number} start the box's scroll offset now
 * @param {number} size the box's visible size
 * @param {number} margin kept clear at the start (half of it at the end)
 * @param {boolean} centred
 * @returns {number | null}
 */
export function scrollTo(position, start, size, margin, centred) {
  if (centred) return position - size / 2;
  if (position < start + margin) return position - margin;
  if (position > start + size - margin / 2) return position - size + margin / 2;
  return null;
}
