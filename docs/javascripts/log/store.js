// @ts-check
// The one roll log of the whole site: every roll a reader asks for, on any page, with when, which
// calculator, its inputs in short (a character picked from the party by name: "Vasana,
// Broadsword 75%"), what was rolled and what came of it, and whether the roll was hidden (the
// GM's eyes only: shown here, left out of what is copied or saved). Kept in the browser's local
// storage, so it survives reloads, Material's instant navigation and the site's updates; the
// newest first. The panel that shows it is ./panel.js. What is kept is read through readLog alone;
// what it cannot read is set aside, never overwritten, and a roll the browser refused to keep is
// said where it was rolled (addRoll's answer, NOT_LOGGED).

import { setAside } from "../site/set-aside.js";

export const LOG_KEY = "rules-roll-log";
const LOG_SIZE = 100;
const CHANGED = "rules-roll-log-changed"; // on window, for a panel open on this page

/**
 * @typedef {{at: string, calculator: string, inputs: string, rolled: string, result: string,
 *   hidden?: boolean}} Roll
 */

/**
 * One roll as a line of text: "18:52 Ability roll (Vasana, Broadsword 75%): rolled 07 →
 * Special success"; a hidden roll says so first.
 * @param {Roll} roll
 */
export function rollLine({ at, calculator, inputs, rolled, result, hidden }) {
  const time = new Date(at);
  const when = Number.isNaN(time.getTime())
    ? at
    : time.toLocaleString([], { dateStyle: "short", timeStyle: "short" });
  const what = inputs ? `${calculator} (${inputs})` : calculator;
  return `${when} ${hidden ? "Hidden: " : ""}${what}: rolled ${rolled}${result ? ` → ${result}` : ""}`;
}

/** @param {unknown} item @returns {item is Roll} */
const isRoll = (item) => {
  if (typeof item !== "object" || item === null) return false;
  const kept = /** @type {Record<string, unknown>} */ (item);
  return (
    ["at", "calculator", "inputs", "rolled", "result"].every(
      (key) => typeof kept[key] === "string",
    ) && ["undefined", "boolean"].includes(typeof kept.hidden)
  );
};

/**
 * The log as kept, read: its rolls, newest first; `safe` false where what is kept could not be
 * read nor set aside (then it is not overwritten). The one reader of the stored log: rolls of
 * another shape, and a log that is not a list of rolls, are set aside (../site/set-aside.js).
 * Never throws.
 * @returns {{rolls: Roll[], safe: boolean}}
 */
export function readLog() {
  /** @type {string | null} */
  let raw;
  try {
    raw = localStorage.getItem(LOG_KEY);
  } catch {
    return { rolls: [], safe: true }; // storage refused: nothing kept, nothing to keep
  }
  if (raw === null) return { rolls: [], safe: true };
  /** @type {unknown} */
  let kept;
  try {
    kept = JSON.parse(raw);
  } catch {
    return { rolls: [], safe: setAside(LOG_KEY, raw, "it is not JSON: it may be cut short") };
  }
  if (!Array.isArray(kept))
    return { rolls: [], safe: setAside(LOG_KEY, raw, "it is not a list of rolls") };
  const rolls = kept.filter(isRoll);
  if (rolls.length === kept.length) return { rolls, safe: true };
  const others = JSON.stringify(kept.filter((item) => !isRoll(item)));
  const many = kept.length - rolls.length;
  const why = `${many} ${many === 1 ? "entry is" : "entries are"} not a roll this site reads`;
  return { rolls, safe: setAside(LOG_KEY, others, why) };
}

/** The rolls kept, newest first (none where storage is refused or the entry is damaged). */
export const readRolls = () => readLog().rolls;

/**
 * Keep `rolls` as the log; false where the browser refused (private mode, storage full) or what
 * was kept could not be read nor set aside (it is not overwritten). This page's panel hears of
 * the rolls either way.
 * @param {Roll[]} rolls
 */
function writeRolls(rolls) {
  let kept = readLog().safe;
  try {
    if (kept && rolls.length) localStorage.setItem(LOG_KEY, JSON.stringify(rolls));
    else if (kept) localStorage.removeItem(LOG_KEY);
  } catch {
    kept = false;
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: rolls }));
  return kept;
}

/** What a widget says where a roll was not kept in the log (addRoll answered false). */
export const NOT_LOGGED =
  "Not in the roll log: this browser refused to keep it (its storage may be full). To free room, open the log, Save as text, then Clear.";

/**
 * Note a roll that happened (its answer is on the page); stamped with the time now. Whether it
 * was kept (false: say NOT_LOGGED where it was rolled).
 * @param {Omit<Roll, "at">} roll
 */
export function addRoll(roll) {
  return writeRolls([{ at: new Date().toISOString(), ...roll }, ...readRolls()].slice(0, LOG_SIZE));
}

/**
 * Note several rolls made at once (a party roll), one stamp for all: the panel lists them in the
 * order given, the party's.
 * @param {Omit<Roll, "at">[]} rolls
 */
export function addRolls(rolls) {
  const at = new Date().toISOString();
  const made = rolls.map((roll) => ({ at, ...roll }));
  return writeRolls([...made, ...readRolls()].slice(0, LOG_SIZE));
}

/** Empty the log; returns the rolls it held, for an Undo (./undo.js). */
export function clearRolls() {
  const cleared = readRolls();
  writeRolls([]);
  return cleared;
}

/**
 * Put cleared rolls back, after any made since (Undo of Clear).
 * @param {Roll[]} cleared
 */
export function restoreRolls(cleared) {
  writeRolls([...readRolls(), ...cleared].slice(0, LOG_SIZE));
}

/**
 * The log as text, oldest first, one roll a line: for a chat or a file. Hidden rolls are left
 * out (the panel says how many).
 */
export function logText() {
  return readRolls()
    .filter((roll) => !roll.hidden)
    .reverse()
    .map((roll) => `${rollLine(roll)}\n`)
    .join("");
}

/** How many hidden rolls the log holds (left out of its text). */
export function hiddenCount() {
  return readRolls().filter((roll) => roll.hidden).length;
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
