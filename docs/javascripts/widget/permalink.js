// @ts-check
// The permalink: field values in the query string, and the widget's id as the fragment, so a link
// opens the page scrolled to the calculator, in the same state.
//
// Each widget has its own keys: on a page holding several calculators, a field's key is
// prefixed by its calculator's name (?contest.ties=reroll&multi_contest.ties=nobody), so one
// widget's setting never changes another's. On a page with one calculator the key is the input's
// name alone (?chance=50&roll=7). A link's bare key is still read where no prefixed one is
// given (links made before the prefixes), and an input's older names (data-aliases, from its
// declared aliases) where its own is not. A choice the list does not offer is never added to
// it, nor a word other than yes or no taken for a box: the field keeps its default and the
// answer is an error {input, message} for that field.

import { linkText, yesNoBox, yesOrNo } from "./yesno.js";

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
    const key = keys(field, prefix).find((each) => params.has(each));
    const value = key === undefined ? null : params.get(key);
    if (value === null) continue;
    const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
    if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) {
      const offered = [...field.options].map((o) => o.textContent).join(", ");
      errors.push({ input: field.name, message: `the link's '${shown}' is not one of ${offered}` });
      continue;
    }
    const box = yesNoBox(field);
    if (box) {
      const ticked = yesOrNo(value);
      if (ticked === null) {
        errors.push({ input: field.name, message: `the link's '${shown}' is not yes or no` });
      } else box.checked = ticked;
      continue;
    }
    field.value = value;
  }
  return errors;
}

/**
 * The keys a link may give `field`'s value under, the one it writes first: the prefixed name,
 * the bare name, then each older name (prefixed, then bare).
 * @param {Field} field
 * @param {string} prefix
 * @returns {string[]}
 */
function keys(field, prefix) {
  const names = [field.name, ...(field.dataset.aliases?.split(" ") ?? [])];
  return names.flatMap((name) => (prefix ? [prefix + name, name] : [name]));
}

/** Whether the link names a value for `field` (under any of its keys).
 * @param {Field} field
 * @param {string} prefix
 */
export function linkHas(field, prefix) {
  const params = new URLSearchParams(location.search);
  return keys(field, prefix).some((key) => params.has(key));
}

/**
 * @param {HTMLElement} root
 * @param {Field[]} fields
 * @param {string} prefix
 */
function writeUrl(root, fields, prefix) {
  const url = new URL(location.href);
  for (const field of fields) {
    const [own, ...older] = keys(field, prefix);
    for (const key of older) url.searchParams.delete(key); // now under this widget's own key
    const text = linkText(field);
    if (text === "") url.searchParams.delete(own);
    else url.searchParams.set(own, text);
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
