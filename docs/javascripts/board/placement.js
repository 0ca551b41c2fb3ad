// @ts-check
// The board input's text: "passer=5.8;defenders=6.8,7.9", each role and the hexes (column.row)
// its pieces stand on.

/** @typedef {import("../../../types/contract").Hex} Hex */

/**
 * The text read into role -> hexes; what cannot be read is skipped (Python reports it at the
 * field).
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
