// @ts-check
// Dice that really roll: a seed field ([data-seed], from scripts/widget_html.py) gets fresh
// randomness from the browser (crypto.getRandomValues), handed to Python as the seed, so the
// rules still roll through their one injected random.Random and a link with the seed rolls the
// same again. A page opened without a seed in its link rolls its own (where the field has a
// default: a seed that is empty by default means "roll nothing" until the reader asks).
//
// The roll log: the last LOG_SIZE rolls of a widget, with what they gave (the summary a screen
// reader hears, read from the page as drawn), kept in the browser's local storage per page.

const LOG_SIZE = 20;

/**
 * A whole number in [low, high], uniformly, from the browser's cryptographic randomness.
 * @param {number} low
 * @param {number} high
 */
export function freshSeed(low, high) {
  const span = high - low + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span; // no modulo bias
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return low + (word[0] % span);
}

/** @param {HTMLInputElement} field */
export function rollInto(field) {
  field.value = String(freshSeed(Number(field.dataset.min), Number(field.dataset.max)));
}

/**
 * @typedef {{at: string, seed: string, summary: string}} Roll
 */

/** @param {string} calculator */
const storageKey = (calculator) => `rules-roll-log:${location.pathname}:${calculator}`;

/** @param {string} calculator @returns {Roll[]} */
function readLog(calculator) {
  try {
    const rolls = JSON.parse(localStorage.getItem(storageKey(calculator)) ?? "[]");
    return Array.isArray(rolls) ? rolls : [];
  } catch {
    return []; // no storage here (private mode), or a damaged entry: start afresh
  }
}

/** @param {string} calculator @param {Roll[]} rolls */
function writeLog(calculator, rolls) {
  try {
    if (rolls.length) localStorage.setItem(storageKey(calculator), JSON.stringify(rolls));
    else localStorage.removeItem(storageKey(calculator));
  } catch {
    // not kept: the log still shows this visit's rolls
  }
}

/**
 * The roll log of one widget, drawn after its actions; returns `add(seed, summary)`.
 * @param {HTMLElement} root
 */
export function rollLog(root) {
  const calculator = root.dataset.calculator ?? "";
  let rolls = readLog(calculator);
  const box = document.createElement("details");
  box.className = "rules-roll-log";
  const title = document.createElement("summary");
  const list = document.createElement("ol");
  const clear = document.createElement("button");
  clear.type = "button";
  clear.className = "md-button rules-clear-log";
  clear.textContent = "Clear the log";
  box.append(title, list, clear);
  root.querySelector(".rules-actions")?.after(box);

  const draw = () => {
    title.textContent = `Last rolls (${rolls.length})`;
    box.hidden = rolls.length === 0;
    list.replaceChildren(
      ...rolls.map(({ at, seed, summary }) => {
        const item = document.createElement("li");
        const time = document.createElement("time");
        time.textContent = at;
        item.append(time, ` seed ${seed}: ${summary}`);
        return item;
      }),
    );
  };
  clear.addEventListener("click", () => {
    rolls = [];
    writeLog(calculator, rolls);
    draw();
  });
  draw();
  return {
    /** @param {string} seed @param {string} summary */
    add(seed, summary) {
      const at = new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      rolls = [{ at, seed, summary }, ...readLog(calculator)].slice(0, LOG_SIZE);
      writeLog(calculator, rolls);
      draw();
    },
  };
}
