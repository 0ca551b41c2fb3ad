// @ts-check
// The d100 strip: the hundred faces 01..00, each classed by the result Python gave that face,
// a legend naming every result with all its ranges (colour is never the only sign), and the
// given roll marked on its face and said in words. Python decides every face; this only paints.

/** @typedef {import("../../../types/contract").Strip} Strip Python's strip output */

/**
 * @param {string} level
 * @param {number} number
 * @param {boolean} rolled
 */
function face(level, number, rolled) {
  const cell = document.createElement("span");
  cell.className = `rules-face rules-level-${level}`;
  cell.dataset.face = String(number);
  cell.dataset.level = level;
  if (rolled) cell.classList.add("rules-face-rolled");
  return cell;
}

/**
 * @param {HTMLElement} element
 * @param {Strip | null | undefined} strip
 */
export function drawStrip(element, strip) {
  const faces = strip?.faces ?? [];
  const row = document.createElement("div");
  row.className = "rules-strip-faces";
  row.setAttribute("role", "img");
  row.setAttribute(
    "aria-label",
    (strip?.legend ?? []).map((item) => `${item.label}: ${item.ranges.join(", ")}`).join("; "),
  );
  row.append(...faces.map((level, index) => face(level, index + 1, strip?.roll === index + 1)));

  const scale = document.createElement("div");
  scale.className = "rules-strip-scale";
  scale.setAttribute("aria-hidden", "true");
  for (const mark of ["01", "25", "50", "75", "00"]) {
    const tick = document.createElement("span");
    tick.textContent = mark;
    scale.append(tick);
  }

  const legend = document.createElement("ul");
  legend.className = "rules-strip-legend";
  for (const item of strip?.legend ?? []) {
    const entry = document.createElement("li");
    entry.className = `rules-level-${item.level}`;
    const name = document.createElement("strong");
    name.textContent = item.label;
    entry.append(name, ` ${item.ranges.join(", ")}`);
    legend.append(entry);
  }

  const parts = [row, scale, legend];
  if (strip?.rolled) {
    const said = document.createElement("p");
    said.className = "rules-strip-rolled";
    said.textContent = strip.rolled;
    parts.push(said);
  }
  element.replaceChildren(...parts);
}
