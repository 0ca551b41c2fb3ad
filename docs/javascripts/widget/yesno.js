// @ts-check
// The yes/no input (contract kind "yesno"): a box to tick (scripts/pages/widget/). Python gets
// true or false; the link keeps yes or no, and reads the words Python's parser reads
// (rules_py.parsers.yes_or_no), so older links with tackle=yes or tackle=1 still open.

/** @typedef {import("./permalink.js").Field} Field */

const YES = new Set(["1", "yes", "y", "true"]);
const NO = new Set(["0", "no", "n", "false"]);

/**
 * A word as yes (true) or no (false); null for any other word.
 * @param {string} word
 * @returns {boolean | null}
 */
export function yesOrNo(word) {
  const said = word.trim().toLowerCase();
  return YES.has(said) ? true : NO.has(said) ? false : null;
}

/**
 * `field` if it is a yes/no's box, else null. (Not a type guard: a field that is no box may
 * still be an HTMLInputElement.)
 * @param {Field} field
 * @returns {HTMLInputElement | null}
 */
export function yesNoBox(field) {
  return field instanceof HTMLInputElement && field.type === "checkbox" ? field : null;
}

/**
 * What the form sends Python for `field`: a box's true or false, any other field's text.
 * @param {Field} field
 * @returns {string | boolean}
 */
export function sent(field) {
  return yesNoBox(field)?.checked ?? field.value;
}

/**
 * What the link keeps for `field`: "yes" or "no" for a box, any other field's text.
 * @param {Field} field
 * @returns {string}
 */
export function linkText(field) {
  const box = yesNoBox(field);
  if (box === null) return field.value;
  return box.checked ? "yes" : "no";
}
