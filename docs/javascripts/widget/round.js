// @ts-check
// "Next round" on a calculator played round after round (its declaration's next_round and
// round_log, as data-next and data-log from scripts/widget_html.py): Python's answer holds the
// inputs the next round starts from and what this round spent; the button writes the round's
// line into the roll log (../log/store.js), fills those inputs and counts the round. The round
// number is kept beside the roll log, so it survives reloads.

import { addRoll } from "../log/store.js";
import { rebuildRows } from "./rows.js";

export const ROUND_KEY = "rules-round";

/** @param {string} calculator */
export function readRound(calculator) {
  try {
    const rounds = JSON.parse(localStorage.getItem(ROUND_KEY) ?? "{}");
    return Number.isInteger(rounds?.[calculator]) ? rounds[calculator] : 1;
  } catch {
    return 1;
  }
}

/** @param {string} calculator @param {number} round */
function writeRound(calculator, round) {
  try {
    const rounds = JSON.parse(localStorage.getItem(ROUND_KEY) ?? "{}");
    localStorage.setItem(ROUND_KEY, JSON.stringify({ ...rounds, [calculator]: round }));
  } catch {
    // not kept (private mode): the page still counts
  }
}

/**
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 */
export function mountRound(root, form) {
  const button = /** @type {HTMLButtonElement | null} */ (
    root.querySelector('[data-action="next-round"]')
  );
  /** @type {Record<string, unknown> | null} */
  let latest = null;
  if (!button) return { answered: (/** @type {unknown} */ _result) => {} };
  const name = root.dataset.calculator ?? "";
  const shown = /** @type {HTMLElement} */ (root.querySelector("[data-round]"));
  const title = root.querySelector(".rules-calculator-title")?.textContent?.trim() ?? "";
  let round = readRound(name);
  const show = () => {
    shown.textContent = `Round ${round}`;
  };
  show();
  button.addEventListener("click", () => {
    if (!latest) return;
    const next = /** @type {Record<string, string>} */ (latest[button.dataset.next ?? ""] ?? {});
    const spent = String(latest[button.dataset.log ?? ""] ?? "");
    addRoll({ calculator: title, inputs: `Round ${round}`, rolled: "round over", result: spent });
    for (const [input, value] of Object.entries(next)) {
      const field = form.elements.namedItem(input);
      if (field instanceof HTMLInputElement) field.value = value;
    }
    rebuildRows(form);
    round += 1;
    writeRound(name, round);
    show();
    form.dispatchEvent(new Event("input", { bubbles: true }));
    form.dispatchEvent(new Event("change", { bubbles: true }));
  });
  root.querySelector('[data-action="reset"]')?.addEventListener("click", () => {
    round = 1;
    writeRound(name, round);
    show();
  });
  return {
    /** @param {unknown} result */
    answered(result) {
      latest = /** @type {Record<string, unknown>} */ (result);
    },
  };
}
