// @ts-check
// One renderer per declared output kind (contract.OutputKind): each gets the element built by
// scripts/pages/widget/ and the value Python returned for it, and paints it. No rules here.
// It runs in the browser and, at build time, under Node with a stand-in DOM (happy-dom): it
// uses only the document's standard API, nothing of the window.

import { explain } from "./abbr.js";
import { percents, recordTexts, shown } from "./format.js";
import { drawCycles } from "./cycles.js";
import { drawHeatmap } from "./heatmap.js";
import { drawStrip } from "./strip.js";

/**
 * @param {HTMLElement} element
 * @param {unknown} value
 */
function drawValue(element, value) {
  element.textContent = shown(value, element.dataset.style);
}

/**
 * @param {HTMLElement} element
 * @param {import("../../../types/contract").Odds | null} odds
 */
function drawOdds(element, odds) {
  // Display names come from the calculator's declaration (Python), baked into the page.
  /** @type {Record<string, string>} */
  const labels = JSON.parse(element.dataset.labels || "{}");
  const entries = Object.entries(odds ?? {});
  const numbers = percents(entries.map(([, value]) => Number(value))); // one group, one style
  const rows = entries.map(([key, value], index) => {
    const row = document.createElement("div");
    row.className = "rules-odds-row";
    const name = document.createElement("span");
    name.className = "rules-odds-label";
    name.textContent = labels[key] ?? key;
    const track = document.createElement("span");
    track.className = "rules-odds-track";
    const bar = document.createElement("span");
    bar.className = "rules-odds-bar";
    // Two decimals are finer than a pixel, and read back the same from any browser's style.
    const width = Math.min(100, Math.max(0, Number(value) || 0));
    bar.style.width = `${Math.round(width * 100) / 100}%`;
    track.append(bar);
    const number = document.createElement("span");
    number.className = "rules-odds-value";
    number.textContent = numbers[index];
    row.append(name, track, number);
    return row;
  });
  element.replaceChildren(...rows);
  // A long list (a Luck gain of +6 to +30) folds into a grid of small cells (calculators.css).
  element.classList.toggle("rules-odds-many", rows.length > MANY_ODDS);
}

const MANY_ODDS = 10;

/**
 * @param {HTMLElement} element
 * @param {import("../../../types/contract").Records | null} records
 */
function drawRecords(element, records) {
  // Each th has its data-column (the selector's): the key of its cell in a record.
  const columns = /** @type {{ column: string, style?: string }[]} */ (
    [...element.querySelectorAll("th[data-column]")].map(
      (th) => /** @type {HTMLElement} */ (th).dataset,
    )
  );
  // A distribution's columns (data-distribution) add to 100 down the rows or along each.
  const { distribution, perRow, outside, by } = element.dataset;
  const texts = recordTexts(records ?? [], columns, {
    distribution: distribution ? distribution.split(" ") : [],
    perRow: perRow !== undefined,
    outside: Number(outside ?? 0),
    by: by ?? "",
  });
  const rows = texts.map((cells) => {
    const tr = document.createElement("tr");
    for (const text of cells) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  });
  const body = element.querySelector("tbody");
  if (!body) throw new Error("a records output has no <tbody>");
  body.replaceChildren(...rows);
}

// Warnings next to the numbers they qualify; the list hides itself when there are none.
/**
 * @param {HTMLElement} element
 * @param {string[] | null} warnings
 */
function drawWarnings(element, warnings) {
  const items = (warnings ?? []).map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  });
  element.replaceChildren(...items);
  element.hidden = items.length === 0;
}

// The board's code (render/board.js and board/, a quarter of the site's script) is fetched the
// first time a board is drawn: only the Runeball field's pages hold one (they preload it:
// overrides/main.html), and every other calculator page starts without it.
/** @type {Promise<typeof import("./board.js").drawBoard> | null} */
let boardCode = null;
/**
 * @param {HTMLElement} element
 * @param {import("../../../types/contract").Board | null} value
 * @param {boolean} [asBuilt]
 */
async function drawBoardWhenLoaded(element, value, asBuilt = false) {
  boardCode ??= import("./board.js").then(({ drawBoard }) => drawBoard);
  (await boardCode)(element, value, asBuilt);
}

// The body figure: each part's number from the value Python gave that hit location.
/**
 * @param {HTMLElement} element
 * @param {import("../../../types/contract").Figure | null} values
 */
function drawFigure(element, values) {
  for (const part of /** @type {NodeListOf<SVGElement>} */ (
    element.querySelectorAll("[data-part]")
  )) {
    part.textContent = shown(values?.[/** @type {string} */ (part.dataset.part)]); // [data-part]
  }
}

/**
 * One renderer per declared output kind: (element, Python's value for it). The value is `any`:
 * each renderer takes its own kind's shape (types/contract.d.ts), which the output's declaration
 * in Python settles; the page has no way to tell the shapes apart.
 * `asBuilt`: the value is the one drawn in at build time (the board takes its drawing over).
 * A renderer whose code comes on demand returns the promise of its drawing.
 * @type {Record<string, (element: HTMLElement, value: any, asBuilt?: boolean) => void | Promise<void>>}
 */
const DRAW = {
  heatmap: drawHeatmap,
  figure: drawFigure,
  warnings: drawWarnings,
  value: drawValue,
  odds: drawOdds,
  records: drawRecords,
  strip: drawStrip,
  cycles: drawCycles,
  board: drawBoardWhenLoaded,
};

// "location_hp.head" -> result.location_hp.head
/**
 * @param {unknown} result
 * @param {string} key
 * @returns {unknown}
 */
function lookUp(result, key) {
  return key.split(".").reduce(
    // Any JSON value may be indexed: a key it lacks reads undefined.
    (node, part) =>
      node == null ? undefined : /** @type {Record<string, unknown>} */ (node)[part],
    result,
  );
}

// Outputs drawn as words, whose abbreviations get the glossary's <abbr> (./abbr.js); the
// drawings (strip, heat map, figure, board) name none.
const WORDS = new Set(["value", "odds", "records", "warnings", "cycles"]);

// Outputs that are more than their markup: the board answers the reader's clicks and keys and
// follows the screen's width, so it is handed even the answer it shows (render/board.js then
// takes the built drawing over, or draws it anew for a wide screen).
const LIVE = '[data-kind="board"]';

// Python's answer into every output of one widget: what the live widget does on each answer,
// and what the build does for each calculator's defaults (scripts/build/prerender.mjs), so the page
// arrives with the answer already drawn. `asBuilt`: the answer is the one the page arrived with,
// only the live outputs are drawn. Resolves once the outputs whose code comes on demand (the
// board) are drawn too: the build waits for it; a live answer need not.
/**
 * @param {ParentNode} root the widget
 * @param {unknown} result Python's result
 * @param {boolean} [asBuilt]
 * @returns {Promise<void>}
 */
export async function drawResult(root, result, asBuilt = false) {
  /** @type {HTMLElement[]} */
  const words = [];
  /** @type {Promise<void>[]} */
  const later = [];
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (
    root.querySelectorAll(asBuilt ? `[data-output]${LIVE}` : "[data-output]")
  )) {
    // Selected by [data-output], so the attribute (its key in the result) is there.
    const kind = element.dataset.kind ?? "value";
    const drawn = DRAW[kind](
      element,
      lookUp(result, /** @type {string} */ (element.dataset.output)),
      asBuilt,
    );
    if (drawn) later.push(drawn);
    if (WORDS.has(kind)) words.push(element);
  }
  explain(root, words); // their abbreviations, as the prose explains them
  if (!asBuilt) leaveOutEmptyGroups(root, result); // else: as left out at build time
  await Promise.all(later);
}

// A group none of whose outputs has a value in this answer (null, {} or []) is left out.
/**
 * @param {ParentNode} root
 * @param {unknown} result
 */
function leaveOutEmptyGroups(root, result) {
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (
    root.querySelectorAll("[data-group]")
  )) {
    const outputs = [
      .../** @type {NodeListOf<HTMLElement>} */ (block.querySelectorAll("[data-output]")),
    ];
    block.hidden = outputs.every((element) =>
      empty(lookUp(result, /** @type {string} */ (element.dataset.output))),
    );
  }
}

/** @param {unknown} value */
const empty = (value) =>
  value == null || (typeof value === "object" && Object.keys(value).length === 0);
