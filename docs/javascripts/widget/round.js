// @ts-check
// "Next round" (declared next_round, round_log, round_number, round_note: data-next, data-log,
// data-for, data-note; a button at the form's top and foot). Python's answer holds the next
// round's inputs, what this round spent and what is kept and cleared: the button logs the round,
// fills those inputs, says what it kept, and brings the new answer into view (./inview.js).

import { addRoll, NOT_LOGGED } from "../log/store.js";
import { answeredForInputs, NOT_FOR_INPUTS } from "./answer-text.js";
import { bringIntoView } from "./inview.js";
import { rebuildRows } from "./rows.js";
import { yesNoBox, yesOrNo } from "./yesno.js";

/**
 * Fill the form's inputs from Python's next round (by input name; a yes/no box ticked or not).
 * @param {HTMLFormElement} form
 * @param {Record<string, unknown>} next
 */
function fillNext(form, next) {
  for (const [input, value] of Object.entries(next)) {
    const field = form.elements.namedItem(input);
    if (!(field instanceof HTMLInputElement)) continue;
    const box = yesNoBox(field);
    if (box) box.checked = yesOrNo(String(value)) ?? box.checked;
    else field.value = String(value);
  }
}

/**
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 */
export function mountRound(root, form) {
  const buttons = /** @type {HTMLButtonElement[]} */ ([
    ...root.querySelectorAll('[data-action="next-round"]'),
  ]);
  /** @type {Record<string, unknown> | null} */
  let latest = null;
  let moved = false; // Next round pressed: its answer is the new round's, brought into view
  const [first] = buttons;
  if (!first) return { answered: (/** @type {unknown} */ _result) => {} };
  const { next = "", log = "", note = "", for: counted = "" } = first.dataset;
  const said = root.querySelector("[data-round-note]");
  const title = root.querySelector(".rules-calculator-title")?.textContent?.trim() ?? "";
  const numbered = form.elements.namedItem(counted);
  let asking = false; // a second press while one waits is the same press
  const nextRound = async () => {
    if (!latest || asking) return;
    // Pressed just after an edit (a pick from the party), it waits for that edit's answer.
    asking = true;
    const current = await answeredForInputs(root, 10_000);
    asking = false;
    if (!current || !latest) {
      if (said) said.textContent = `Not started: ${NOT_FOR_INPUTS}`;
      return;
    }
    const round = numbered instanceof HTMLInputElement ? numbered.value.trim() : "";
    const spent = String(latest[log] ?? "");
    const logged = addRoll({
      calculator: title,
      inputs: round ? `Round ${round}` : "",
      rolled: "round over",
      result: spent,
    });
    const carried = [String(latest[note] ?? ""), logged ? "" : NOT_LOGGED].join(" ").trim();
    fillNext(form, /** @type {Record<string, unknown>} */ (latest[next] ?? {}));
    rebuildRows(form);
    if (said) said.textContent = carried;
    moved = true;
    form.dispatchEvent(new Event("input", { bubbles: true }));
    form.dispatchEvent(new Event("change", { bubbles: true }));
  };
  for (const button of buttons) button.addEventListener("click", nextRound);
  root.querySelector('[data-action="reset"]')?.addEventListener("click", () => {
    if (said) said.textContent = "";
  });
  return {
    /** @param {unknown} result */
    answered(result) {
      latest = /** @type {Record<string, unknown>} */ (result);
      if (moved) bringIntoView(root);
      moved = false;
    },
  };
}
