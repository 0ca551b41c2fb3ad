// @ts-check
// A widget's fields as the page shows them, in words: each field's label (without its
// "(optional)" mark), its value (a choice's words, a box's yes or no, the text typed) and what
// it is (a reading setting, a field out of sight). The one reading of the form for the answer in
// short (./headline.js inputsInShort), the whole answer as text (./answer-text.js) and the
// dice's words (./actions.js).

/** @param {Node | null | undefined} node its text, its white space collapsed */
export const words = (node) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

/**
 * A field's label without its "(optional)" mark ("" when it has none).
 * @param {HTMLFormElement} form
 * @param {Element} field
 */
export function labelOf(form, field) {
  const label = form.querySelector(`label[for="${CSS.escape(field.id)}"]`);
  return words(label?.firstChild ?? label);
}

/**
 * A field's value as the page shows it: a choice's words, a box's yes or no, the text typed.
 * @param {HTMLInputElement | HTMLSelectElement} field
 */
export function shownValue(field) {
  if (field instanceof HTMLSelectElement) return words(field.selectedOptions[0]);
  if (field.type === "checkbox") return field.checked ? "yes" : "no";
  return field.value.trim();
}

/**
 * One field of a widget's form, read.
 * @typedef {object} FieldShown
 * @property {HTMLInputElement | HTMLSelectElement} field
 * @property {string} label
 * @property {string} value
 * @property {boolean} reading a reading setting (under .rules-settings), not an input
 * @property {boolean} unseen a hidden input, or one in a hidden part of the form
 */

/**
 * Every named field of the form's .rules-field blocks, in the page's order.
 * @param {HTMLFormElement} form
 * @returns {FieldShown[]}
 */
export function fieldsShown(form) {
  const found = [];
  for (const element of form.querySelectorAll(".rules-field input, .rules-field select")) {
    const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (element);
    if (!field.name) continue;
    found.push({
      field,
      label: labelOf(form, field),
      value: shownValue(field),
      reading: field.closest(".rules-settings") !== null,
      unseen: field.type === "hidden" || field.closest("[hidden]") !== null,
    });
  }
  return found;
}
