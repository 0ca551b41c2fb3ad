// @ts-check
// The one roll log of the whole site: every roll a reader asks for, on any page, with when, which
// calculator, its inputs in short, what was rolled and what came of it. Kept in the browser's
// local storage, so it survives reloads and Material's instant navigation; the newest first.
// The panel that shows it is ./panel.js.

export const LOG_KEY = "rules-roll-log";
export const LOG_SIZE = 100;
const CHANGED = "rules-roll-log-changed"; // on window, for a panel open on this page

/**
 * @typedef {{at: string, calculator: string, inputs: string, rolled: string, result: string}} Roll
 */

/**
 * One roll as a line of text: "18:52 Ability (Modified chance 75): rolled 12 → Special success".
 * @param {Roll} roll
 */
export function rollLine({ at, calculator, inputs, rolled, result }) {
  const time = new Date(at);
  const when = Number.isNaN(time.getTime())
    ? at
    : time.toLocaleString([], { dateStyle: "short", timeStyle: "short" });
  const what = inputs ? `${calculator} (${inputs})` : calculator;
  return `${when} ${what}: rolled ${rolled}${result ? ` → ${result}` : ""}`;
}

/** @param {unknown} item @returns {item is Roll} */
const isRoll = (item) =>
  typeof item === "object" &&
  item !== null &&
  ["at", "calculator", "inputs", "rolled", "result"].every(
    (key) => typeof (/** @type {Record<string, unknown>} */ (item)[key]) === "string",
  );

/** The rolls kept, newest first (none where storage is refused or the entry is damaged). */
export function readRolls() {
  try {
    const rolls = JSON.parse(localStorage.getItem(LOG_KEY) ?? "[]");
    return Array.isArray(rolls) ? rolls.filter(isRoll) : [];
  } catch {
    return [];
  }
}

/** @param {Roll[]} rolls */
function writeRolls(rolls) {
  try {
    if (rolls.length) localStorage.setItem(LOG_KEY, JSON.stringify(rolls));
    else localStorage.removeItem(LOG_KEY);
  } catch {
    // not kept (private mode, storage full): this page's panel still hears of it
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: rolls }));
}

/**
 * Note a roll that happened (its answer is on the page); stamped with the time now.
 * @param {Omit<Roll, "at">} roll
 */
export function addRoll(roll) {
  writeRolls([{ at: new Date().toISOString(), ...roll }, ...readRolls()].slice(0, LOG_SIZE));
}

export function clearRolls() {
  writeRolls([]);
}

/** The whole log as text, oldest first, one roll a line: for a chat or a file. */
export function logText() {
  return readRolls()
    .reverse()
    .map((roll) => `${rollLine(roll)}\n`)
    .join("");
}

/**
 * Call `redraw` whenever the log changes, here or in another tab; returns the way to stop.
 * @param {() => void} redraw
 */
export function onRollsChanged(redraw) {
  /** @param {StorageEvent} event */
  const fromTab = (event) => {
    if (event.key === LOG_KEY || event.key === null) redraw();
  };
  window.addEventListener(CHANGED, redraw);
  window.addEventListener("storage", fromTab);
  return () => {
    window.removeEventListener(CHANGED, redraw);
    window.removeEventListener("storage", fromTab);
  };
}
