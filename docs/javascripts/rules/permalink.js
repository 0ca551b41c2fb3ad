// @ts-check
// The permalink: field values in the query string, and the widget's id as the fragment, so a link
// opens the page scrolled to the calculator, in the same state.
//
// Each widget has its own keys: on a page holding several calculators, a field's key is
// prefixed by its calculator's name (?contest.ties=reroll&multi_contest.ties=nobody), so one
// widget's setting never changes another's. On a page with one calculator the key is the input's
// name alone (?chance=50&roll=7). A link's bare key is still read where no prefixed one is
// given (links made before the prefixes). A choice the list does not offer is never added to
// it: the field keeps its default and the answer is an error {input, message} for that field.

/** @typedef {HTMLInputElement | HTMLSelectElement} Field */

/**
 * The prefix of this widget's keys: its name and a dot where the page holds other widgets.
 * @param {HTMLElement} root
 * @returns {string}
 */
export function keyPrefix(root) {
  const widgets = document.querySelectorAll("[data-calculator]").length;
  return widgets > 1 ? `${root.dataset.calculator}.` : "";
}

/**
 * @param {Field[]} fields
 * @param {string} prefix
 * @returns {{input: string, message: string}[]}
 */
export function fillFromUrl(fields, prefix) {
  const params = new URLSearchParams(location.search);
  const errors = [];
  for (const field of fields) {
    const key = params.has(prefix + field.name) ? prefix + field.name : field.name;
    const value = params.get(key);
    if (value === null) continue;
    if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) {
      const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
      const offered = [...field.options].map((o) => o.textContent).join(", ");
      errors.push({ input: field.name, message: `the link's '${shown}' is not one of ${offered}` });
      continue;
    }
    field.value = value;
  }
  return errors;
}

/** Whether the link names a value for `field` (under either key).
 * @param {Field} field
 * @param {string} prefix
 */
export function linkHas(field, prefix) {
  const params = new URLSearchParams(location.search);
  return params.has(prefix + field.name) || params.has(field.name);
}

/**
 * @param {HTMLElement} root
 * @param {Field[]} fields
 * @param {string} prefix
 */
function writeUrl(root, fields, prefix) {
  const url = new URL(location.href);
  for (const field of fields) {
    if (prefix) url.searchParams.delete(field.name); // now under this widget's own key
    if (field.value === "") url.searchParams.delete(prefix + field.name);
    else url.searchParams.set(prefix + field.name, field.value);
  }
  if (root.id) url.hash = root.id;
  history.replaceState(history.state, "", url); // keep Material's state for instant navigation
}

// Each write of the address costs the browser several milliseconds in its own process, taken from
// the processor Python is answering on: while the reader types, the address follows once they
// pause, or leave the field (a choice in a list is written at once). A write still waiting when
// instant navigation leaves the page is dropped: Material has put the next page's address in
// place (before its content), and the field's value was written when the reader left it.
const SETTLE_MS = 300;

/**
 * @param {HTMLElement} root
 * @param {Field[]} fields
 * @param {string} prefix
 */
export function urlWriter(root, fields, prefix) {
  const page = location.pathname;
  let pending = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const flush = () => {
    clearTimeout(timer);
    if (pending && root.isConnected && location.pathname === page) writeUrl(root, fields, prefix);
    pending = false;
  };
  const soon = () => {
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };
  return { soon, flush };
}

/** @param {HTMLElement} root */
export async function copyLink(root) {
  const note = /** @type {HTMLElement} */ (root.querySelector("[data-copied]"));
  try {
    await navigator.clipboard.writeText(location.href);
    note.textContent = "Link copied.";
  } catch {
    note.textContent = "Copying failed: the link is in the address bar.";
  }
}
