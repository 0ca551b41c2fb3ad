// @ts-check
// The whole answer as text, for "Copy result": read from the widget as drawn (render/draw.js),
// output by output in the page's order, so it holds no rules and no numbers of its own and
// needs nothing written per calculator. What is hidden on the page (a group with no value, no
// warnings) is left out; so is a value still empty ("–").

import { fieldsShown, shownValue, words } from "./field-text.js";

const EMPTY = "–"; // a value output with no value (scripts/pages/widget/)
export const NOT_FOR_INPUTS =
  "the answer shown is not for the inputs shown. Correct what is marked, or wait for the answer.";
const ANSWER_WAIT_MS = 3000; // Copy or Save waits this long for an edit's answer, no longer

/**
 * Every field of the form with a value, "label value", the reading settings apart.
 * @param {HTMLFormElement} form
 */
function fieldLines(form) {
  const inputs = [];
  const readings = [];
  for (const { field, label, value, reading, unseen } of fieldsShown(form)) {
    if (unseen || !label || !value) continue;
    if (reading) readings.push(`${label}: ${value}`);
    else inputs.push(field.dataset.named ?? `${label} ${value}`); // picked: the character's
  }
  // A rows input reads as its table: a line a row, named by its first cell.
  /** @type {string[]} */
  const rows = [];
  for (const block of form.querySelectorAll(".rules-rows-field")) {
    rows.push(`${words(block.querySelector(".rules-rows-label"))}:`);
    for (const row of block.querySelectorAll(".rules-rows-table tbody tr")) {
      const [first, ...rest] = [...row.querySelectorAll("td")].flatMap((cell) => {
        const control = cell.querySelector("input, select");
        if (!control) return [];
        const value = shownValue(/** @type {HTMLInputElement | HTMLSelectElement} */ (control));
        return [[words(cell.querySelector(".rules-rows-cell-label")), value]];
      });
      if (!first) continue;
      const cells = rest.filter(([, value]) => value).map(([label, value]) => `${label} ${value}`);
      rows.push(`- ${first[1]}: ${cells.join(", ")}`);
    }
  }
  return { inputs, readings, rows };
}

/**
 * One output as lines of text, by its drawn kind; none when it shows nothing.
 * @param {HTMLElement} element an element with data-output
 * @returns {string[]}
 */
function outputLines(element) {
  const kind = element.dataset.kind;
  if (kind === "value") {
    const text = words(element);
    return text && text !== EMPTY ? [text] : [];
  }
  if (kind === "odds") {
    const rows = [...element.querySelectorAll(".rules-odds-row")].map(
      (row) =>
        `${words(row.querySelector(".rules-odds-label"))} ${words(row.querySelector(".rules-odds-value"))}`,
    );
    return rows.length ? [rows.join(", ")] : [];
  }
  if (kind === "records") {
    const headings = [...element.querySelectorAll("thead th")].map((th) => words(th));
    return [...element.querySelectorAll("tbody tr")].map((row) =>
      [...row.children]
        .map((cell, index) => [headings[index], words(cell)])
        .filter(([, text]) => text && text !== EMPTY)
        .map(([heading, text]) => `${heading} ${text}`)
        .join(", "),
    );
  }
  if (kind === "strip") {
    // Its legend, unless the answer lists the same ranges as outputs of their own (the
    // ability roll's "Success: rolls"); then only the roll it marks.
    const legend = [...element.querySelectorAll(".rules-strip-legend li")].map(words);
    const rolled = [...element.querySelectorAll(".rules-strip-rolled")].map(words);
    const listed = [...(element.closest("[data-results]")?.querySelectorAll("[data-output]") ?? [])]
      .filter(
        (other) => other !== element && /** @type {HTMLElement} */ (other).dataset.kind === "value",
      )
      .map((other) => words(other));
    const elsewhere = legend.every((line) =>
      line
        .split(" ")
        .filter((part) => /\d/.test(part))
        .every((range) => listed.some((text) => text.includes(range.replace(/,$/, "")))),
    );
    return elsewhere ? rolled : [...legend, ...rolled];
  }
  if (kind === "warnings" || kind === "cycles") {
    return [...element.querySelectorAll("li")].map(words).filter(Boolean);
  }
  if (kind === "heatmap")
    return [words(element.querySelector("[data-heat-where]"))].filter(Boolean);
  if (kind === "figure") {
    return [
      [...element.querySelectorAll("[data-part]")]
        .map((part) => `${words(part.parentElement?.querySelector("title"))} ${words(part)}`)
        .join(", "),
    ];
  }
  return []; // a board: a picture, its pieces are the inputs
}

/**
 * The label an output is shown under: a value's term, a block's label line (a heatmap's line
 * says what it is by itself).
 * @param {HTMLElement} element
 */
function outputLabel(element) {
  if (element.dataset.kind === "value") {
    const term = element.closest("dd")?.previousElementSibling;
    return term?.tagName === "DT" ? words(term) : "";
  }
  if (element.dataset.kind === "heatmap") return "";
  const block = element.closest(".rules-odds-block, .rules-strip-block, .rules-cycles-block");
  const label =
    block?.querySelector(".rules-output-label") ??
    element.querySelector(":scope > .rules-output-label");
  return words(label) || element.getAttribute("aria-label") || "";
}

// Outputs of many lines (a table's rows, a list): the label, then a line each.
const LISTS = new Set(["records", "warnings", "cycles", "strip"]);

/**
 * The whole answer as it stands on the page, with the inputs and readings it was worked out
 * from: a title line, the inputs, the readings, then every output that shows something, a
 * group's heading before its outputs.
 * @param {HTMLElement} root the widget
 * @param {HTMLFormElement} form
 */
export function answerText(root, form) {
  const title = words(root.querySelector(".rules-calculator-title"));
  const { inputs, readings, rows } = fieldLines(form);
  const lines = [title];
  if (inputs.length) lines.push(`Inputs: ${inputs.join(", ")}`);
  lines.push(...rows);
  if (readings.length) lines.push(`Readings: ${readings.join("; ")}`);
  const results = root.querySelector("[data-results]") ?? root;
  /** @type {string | null} */
  let group = null;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (
    results.querySelectorAll("[data-output]")
  )) {
    if (element.closest("[hidden]") || element.classList.contains("rules-detail")) continue;
    const shown = outputLines(element);
    if (!shown.length) continue;
    const heading = element.closest("[data-group]")?.getAttribute("data-group") ?? null;
    if (group && heading !== group) lines.push(""); // the group ends
    if (heading && heading !== group) lines.push(`${heading}:`);
    group = heading;
    const label = outputLabel(element);
    if (LISTS.has(element.dataset.kind ?? "")) {
      lines.push(...(label ? [`${label}:`] : []), ...shown.map((line) => `- ${line}`));
      continue;
    }
    const detail = words(element.parentElement?.querySelector(".rules-detail"));
    const text = detail ? `${shown[0]} (${detail})` : shown[0];
    lines.push(label ? `${label}: ${text}` : text);
  }
  return lines.join("\n");
}

/**
 * Whether the answer shown is Python's for the inputs shown: not while an edit waits for its
 * answer (data-out-of-date, set by ./mount.js on each edit and taken off by the answer), nor
 * when Python refused them (rules-stale: the last good numbers, marked out of date). Copy result
 * and Save as a character hold back otherwise.
 * @param {HTMLElement} root the widget
 */
function answerIsCurrent(root) {
  const results = root.querySelector("[data-results]");
  if (!(results instanceof HTMLElement)) return false;
  return !("outOfDate" in results.dataset) && !results.classList.contains("rules-stale");
}

/**
 * Whether the answer is Python's for the inputs shown, once an edit still waiting for its answer
 * has it (at most `ms`): a Copy pressed just after a pick copies the pick's answer, not the one
 * before it, nor one for inputs Python refused.
 * @param {HTMLElement} root the widget
 * @param {number} [ms]
 * @returns {Promise<boolean>}
 */
export function answeredForInputs(root, ms = ANSWER_WAIT_MS) {
  const results = root.querySelector("[data-results]");
  if (
    !(results instanceof HTMLElement) ||
    !("outOfDate" in results.dataset) ||
    results.classList.contains("rules-stale")
  )
    return Promise.resolve(answerIsCurrent(root));
  return new Promise((resolve) => {
    const done = () => {
      watch.disconnect();
      clearTimeout(timer);
      resolve(answerIsCurrent(root));
    };
    const watch = new MutationObserver(() => {
      if (!("outOfDate" in results.dataset) || results.classList.contains("rules-stale")) done();
    });
    watch.observe(results, { attributes: true, attributeFilter: ["data-out-of-date", "class"] });
    const timer = setTimeout(done, ms);
  });
}
