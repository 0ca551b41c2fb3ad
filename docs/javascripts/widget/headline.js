// @ts-check
// The answer in words, read from the page as drawn (so no rules and no numbers of its own): the
// outputs the calculator declares as its headline (data-headline, from the declaration's
// `headline`), the inputs in short, and the result as one line of text to copy.

import { fieldsShown } from "./field-text.js";

const EMPTY = "–"; // a value output with no value (scripts/pages/widget/)
const MOST_ODDS = 4;

/**
 * An output's text: a value as shown, odds as "label value, …", a table as the last cell of each
 * row, anything else its words.
 * @param {Element} element
 */
function outputText(element) {
  const bars = [...element.querySelectorAll(".rules-odds-row")];
  if (bars.length) {
    return bars
      .slice(0, MOST_ODDS)
      .map((row) => {
        const label = row.querySelector(".rules-odds-label")?.textContent?.trim();
        return `${label} ${row.querySelector(".rules-odds-value")?.textContent?.trim()}`;
      })
      .join(", ");
  }
  const rows = [...element.querySelectorAll("tbody tr")];
  if (rows.length) {
    // A table (a check rolled step by step): the last cell of each row, what each step came to.
    return rows
      .map((row) => row.lastElementChild?.textContent?.trim() ?? "")
      .filter((cell) => cell && cell !== EMPTY)
      .join("; ");
  }
  const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
  return text === EMPTY ? "" : text;
}

/**
 * The declared headline outputs that have a value now, each as {label, text}.
 * @param {HTMLElement} root the widget
 */
export function headlines(root) {
  const keys = (root.querySelector("[data-headline]")?.getAttribute("data-headline") ?? "")
    .split(" ")
    .filter(Boolean);
  return keys.flatMap((key) => {
    const element = root.querySelector(`[data-output="${CSS.escape(key)}"]`);
    const text = element ? outputText(element) : "";
    if (!element || !text) return [];
    const label =
      element.closest("div")?.querySelector("dt")?.textContent ??
      element.closest(".rules-odds-block")?.querySelector(".rules-output-label")?.textContent ??
      "";
    return [{ label: label.trim(), text }];
  });
}

/**
 * The form's inputs in short, "Modified chance (%) 75, Roll 12": the inputs a reader gives (not
 * the reading settings, not `leaveOut`), those with a value; a value picked from the party names
 * its character instead ("Vasana, Broadsword 75%": data-named, from party/picker.js).
 * @param {HTMLFormElement} form
 * @param {string[]} [leaveOut] names of fields not to name
 */
export function inputsInShort(form, leaveOut = []) {
  const parts = [];
  for (const { field, label, value, reading } of fieldsShown(form)) {
    if (leaveOut.includes(field.name) || reading) continue;
    if (field.dataset.named) parts.push(field.dataset.named);
    else if (label && value) parts.push(`${label} ${value}`);
  }
  return parts.join(", ");
}

/**
 * Write the first headline with a value into the widget's answer line, first under its form,
 * and into its sticky line, kept in view while a field has the focus (calculators.css). Also at
 * build time (scripts/build/prerender.mjs), so the page arrives with both.
 * @param {ParentNode} root
 */
export function drawHeadline(root) {
  const [first] = headlines(/** @type {HTMLElement} */ (root));
  const text = first ? (first.label ? `${first.label}: ${first.text}` : first.text) : "";
  for (const line of root.querySelectorAll("[data-headline], [data-answer]")) {
    if (line.textContent !== text) line.textContent = text;
  }
}

/**
 * How much of the layout viewport's foot the on-screen keyboard hides, in CSS pixels: on iOS
 * Safari the keyboard shrinks only the visual viewport, so a line fixed to the foot of the layout
 * viewport would sit under the keyboard while the reader types.
 * @param {number} layoutHeight `innerHeight`
 * @param {{height: number, offsetTop: number}} visual `visualViewport`
 * @returns {number} never negative, whole pixels
 */
export function keyboardInset(layoutHeight, visual) {
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}

/** @type {WeakSet<object>} windows already watched (a page may hold several widgets) */
const watched = new WeakSet();

/**
 * Keep `--rules-keyboard-inset` on the root element up to date (calculators.css lifts the
 * headline line by it). Once per page; the root is touched only once a keyboard shows (a style
 * set on it at start would restyle the whole page: tests/browser/test_quiet_start.py). A browser
 * without `visualViewport` keeps 0.
 * @param {Window} view
 */
export function watchKeyboard(view) {
  const visual = view.visualViewport;
  if (!visual || watched.has(view)) return;
  watched.add(view);
  const root = view.document.documentElement;
  let shown = 0;
  const update = () => {
    const inset = keyboardInset(view.innerHeight, visual);
    if (inset === shown) return;
    shown = inset;
    root.style.setProperty("--rules-keyboard-inset", `${inset}px`);
  };
  visual.addEventListener("resize", update);
  visual.addEventListener("scroll", update);
}
