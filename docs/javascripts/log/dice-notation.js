// @ts-check
// Dice notation in the pages' prose and tables, tappable: each <button class="rules-dice"> was
// written at build time by scripts/pages/dice_notation.py, which read the notation with Python's
// parse_dice and put what it read in data-dice ({"count", "sides", "modifier"}). A tap draws
// the faces (./dice.js, the browser's cryptographic randomness), adds them up (arithmetic, not
// a rule), shows the total beside the notation for a while and writes it into the roll log.

import { freshSeed } from "./dice.js";
import { addRoll, NOT_LOGGED } from "./store.js";

const SHOWN_MS = 6000; // how long a total stays beside its notation

/**
 * The dice a button carries, or null when its data-dice is not count, sides and a modifier.
 * @param {string | undefined} text
 * @returns {{count: number, sides: number, modifier: number} | null}
 */
export function readDice(text) {
  try {
    const dice = JSON.parse(text ?? "");
    const whole = ["count", "sides", "modifier"].every((key) => Number.isInteger(dice?.[key]));
    return whole && dice.count >= 1 && dice.sides >= 2 ? dice : null;
  } catch {
    return null;
  }
}

/**
 * The faces thrown, the total and the log's "rolled" text: "3 + 4 = 7", "2 + 5 = 7", "6".
 * @param {{count: number, sides: number, modifier: number}} dice
 * @param {(low: number, high: number) => number} [face] a uniform face (tests pass their own)
 */
export function throwDice({ count, sides, modifier }, face = freshSeed) {
  const faces = Array.from({ length: count }, () => face(1, sides));
  const total = faces.reduce((sum, each) => sum + each, modifier);
  let shown = faces.join(" + ");
  if (modifier) shown += modifier > 0 ? ` + ${modifier}` : ` − ${-modifier}`;
  const rolled = faces.length > 1 || modifier ? `${shown} = ${total}` : String(total);
  return { faces, total, rolled };
}

/** @type {WeakMap<HTMLElement, number>} */
const timers = new WeakMap();

/** @param {HTMLButtonElement} button */
function roll(button) {
  const dice = readDice(button.dataset.dice);
  if (!dice) return;
  const { rolled } = throwDice(dice);
  const logged = addRoll({
    calculator: button.textContent?.trim() ?? "",
    inputs: button.dataset.where ?? "",
    rolled,
    result: "",
  });
  let said = button.nextElementSibling;
  if (!(said instanceof HTMLElement && said.classList.contains("rules-dice-total"))) {
    said = document.createElement("output");
    said.className = "rules-dice-total";
    said.setAttribute("aria-live", "polite");
    button.after(said);
  }
  const shown = /** @type {HTMLElement} */ (said);
  shown.textContent = logged ? `→ ${rolled}` : `→ ${rolled}. ${NOT_LOGGED}`;
  clearTimeout(timers.get(shown));
  timers.set(
    shown,
    window.setTimeout(() => shown.remove(), SHOWN_MS),
  );
}

let listening = false;

/** Listen for taps on dice notation, once for the whole visit (instant navigation keeps it). */
export function listenForDice() {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest(".rules-dice") : null;
    if (target instanceof HTMLButtonElement) roll(target);
  });
}
