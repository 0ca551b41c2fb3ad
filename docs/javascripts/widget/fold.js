// @ts-check
// A widget's fold ([data-fold], a <details> from scripts/pages/widget/): its reading settings
// follow the table's house rules (../house/store.js), unless the page's link gives a reading of
// its own, which wins for this calculator and is said so; a reading chosen here becomes the
// table's house rule. The fold's one line says what is in force: the readings changed from the
// site's, each named in its few words (its option's data-short, declared with the reading in
// rules_py), those the link set, and the inputs folded with them (rarely used, or typed elsewhere
// too).

import { explained } from "../render/abbr.js";
import { linkHas } from "./permalink.js";
import {
  chooseHouseRule,
  houseRulesKept,
  onHouseRules,
  readHouseRules,
  siteChoice,
  tableChoice,
} from "../house/store.js";

const SITE = "House rules: as the site reads them"; // scripts/pages/widget/ AS_THE_SITE_READS
const SHORT_VALUE = 16; // a folded input's value said in the line up to this long

/**
 * Put `text` in `element`, its abbreviations explained (../render/abbr.js), unless it says so
 * already.
 * @param {HTMLElement} element
 * @param {string} text
 */
function say(element, text) {
  if (element.textContent === text) return;
  element.replaceChildren(...(explained(document, text) ?? [text]));
}

/** @param {HTMLSelectElement} select the words of its chosen option */
const chosenWords = (select) => select.selectedOptions[0]?.textContent?.trim() ?? select.value;

/** @param {HTMLSelectElement} select @param {string} value the words of one of its options */
const wordsOf = (select, value) =>
  [...select.options].find((option) => option.value === value)?.textContent?.trim() ?? value;

/** @param {Element} field its label's words, without "(optional)" or a mark */
const labelWords = (field) =>
  field.closest(".rules-field")?.querySelector(".rules-label-text")?.textContent?.trim() ?? "";

/** @param {HTMLSelectElement} select its chosen reading in a few words (its label if none) */
const shortWords = (select) => select.selectedOptions[0]?.dataset.short || chosenWords(select);

/**
 * The fold's line: the readings in force, each changed one in its few words, and the inputs
 * folded with them.
 * @param {{ changed: string[], fromLink: number, readings: boolean, folded: string[] }} state
 * @returns {string}
 */
export function foldLine({ changed, fromLink, readings, folded }) {
  const parts = [];
  if (readings) {
    let words = changed.length === 0 ? SITE : `House rules: ${changed.join("; ")}`;
    if (fromLink > 0) words += `, ${fromLink} set by this link`;
    parts.push(words);
  }
  if (folded.length) parts.push(readings ? folded.join(", ") : `More: ${folded.join(", ")}`);
  return parts.join(" · ");
}

/**
 * The table's house rules into every setting not in `linked` (the link gives those); whether
 * one changed.
 * @param {HTMLSelectElement[]} selects
 * @param {Set<HTMLSelectElement>} linked
 */
function applyHouseRules(selects, linked) {
  const rules = readHouseRules();
  let changed = false;
  for (const select of selects) {
    if (linked.has(select)) continue;
    const value = tableChoice(select, rules);
    if (select.value !== value) {
      select.value = value;
      changed = true;
    }
  }
  return changed;
}

/**
 * Each setting's mark: set by this link (those in `differ`), the table's house rule, or none.
 * @param {HTMLSelectElement[]} selects
 * @param {HTMLSelectElement[]} differ the link's settings other than the table's
 */
function markSettings(selects, differ) {
  for (const select of selects) {
    const mark = select.closest(".rules-field")?.querySelector("[data-house-mark]");
    if (!(mark instanceof HTMLElement)) continue;
    const words = differ.includes(select)
      ? "set by this link"
      : select.value !== siteChoice(select)
        ? houseRulesKept()
          ? "your table's house rule"
          : "your table's house rule, on this page only: this browser refused to keep it"
        : "";
    mark.textContent = words ? `(${words})` : "";
    mark.hidden = !words;
  }
}

/**
 * The folded inputs in the line: each one's label, and its value where given and short.
 * @param {(HTMLInputElement | HTMLSelectElement)[]} folded
 */
function foldedWords(folded) {
  return folded.map((field) => {
    const label = labelWords(field);
    const value = field instanceof HTMLSelectElement ? chosenWords(field) : field.value.trim();
    const given =
      field instanceof HTMLSelectElement
        ? value !== wordsOf(field, siteChoice(field))
        : value !== field.defaultValue;
    // A seed changes with every roll, a long text says little in a line: their names only.
    const said = given && value && !("seed" in field.dataset) && value.length <= SHORT_VALUE;
    return said ? `${label} ${value}` : label;
  });
}

/**
 * The link's note: the readings it sets that the table's differ from, and a button to use the
 * table's (`use`); hidden when there are none.
 * @param {HTMLElement} note
 * @param {HTMLSelectElement[]} differ
 * @param {ReturnType<typeof readHouseRules>} rules
 * @param {() => void} use
 */
function noteTheLink(note, differ, rules, use) {
  note.hidden = differ.length === 0;
  if (note.hidden) {
    note.replaceChildren();
    return;
  }
  const told = differ.map(
    (select) =>
      `${labelWords(select)}: ${chosenWords(select)} (your table: ${wordsOf(select, tableChoice(select, rules))})`,
  );
  const button = document.createElement("button");
  button.type = "button";
  button.className = "md-button rules-fold-use";
  button.textContent = "Use your table's house rules";
  button.addEventListener("click", use);
  note.replaceChildren(`This link reads the rules its own way here: ${told.join("; ")}. `, button);
}

/**
 * Bring one widget's fold to life: the table's house rules are put into its settings at once
 * (before the widget's first answer, so a page whose drawn answer is for other readings greys
 * it until Python answers). Returns nothing to call: it listens to the form and the store.
 * @param {HTMLElement} root the widget
 * @param {HTMLFormElement} form
 * @param {string} prefix this widget's keys in the link (./permalink.js)
 */
export function mountFold(root, form, prefix) {
  const fold = root.querySelector("[data-fold]");
  if (!fold) return;
  const line = /** @type {HTMLElement} */ (fold.querySelector("[data-fold-line]"));
  const note = /** @type {HTMLElement | null} */ (fold.querySelector("[data-fold-link]"));
  const selects = /** @type {HTMLSelectElement[]} */ ([
    ...fold.querySelectorAll("select[data-reading]"),
  ]);
  const folded = /** @type {(HTMLInputElement | HTMLSelectElement)[]} */ ([
    ...fold.querySelectorAll(".rules-fold-inputs input[name], .rules-fold-inputs select[name]"),
  ]);
  /** @type {Set<HTMLSelectElement>} settings the page's link gave, still as it gave them */
  const linked = new Set(selects.filter((select) => linkHas(select, prefix)));

  /** The table's house rules into every setting the link does not give; whether one changed. */
  const apply = () => applyHouseRules(selects, linked);

  /** The line, each setting's mark and the link's note, as the form is now. */
  const describe = () => {
    const rules = readHouseRules();
    const differ = selects.filter(
      (select) => linked.has(select) && select.value !== tableChoice(select, rules),
    );
    markSettings(selects, differ);
    say(
      line,
      foldLine({
        changed: selects.filter((select) => select.value !== siteChoice(select)).map(shortWords),
        fromLink: differ.length,
        readings: selects.length > 0,
        folded: foldedWords(folded),
      }),
    );
    if (note) noteTheLink(note, differ, rules, useTable);
  };

  /** The link's readings dropped for the table's, on the reader's word. */
  const useTable = () => {
    linked.clear();
    apply();
    describe();
    form.dispatchEvent(new Event("input", { bubbles: true }));
    form.dispatchEvent(new Event("change", { bubbles: true }));
  };

  apply();
  describe();
  form.addEventListener("change", (event) => {
    const select = /** @type {HTMLSelectElement} */ (event.target);
    if (selects.includes(select)) {
      // A reading chosen by the reader: the table's house rule from now on, here and elsewhere.
      linked.delete(select);
      chooseHouseRule(select);
    }
    describe();
  });
  form.addEventListener("input", (event) => {
    if (folded.includes(/** @type {HTMLInputElement} */ (event.target))) describe();
  });
  // Reset (widget/actions.js) puts back the page's first values, the site's readings among
  // them: the table's own go back in once its handler has run (a click reaches the widget after
  // the button), and the link's are dropped with the rest of what it gave.
  root.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-action="reset"]'))
      return;
    linked.clear();
    if (apply()) form.dispatchEvent(new Event("input", { bubbles: true }));
    describe();
  });
  const stop = onHouseRules(() => {
    if (!root.isConnected) {
      stop(); // instant navigation took this widget's page away
      return;
    }
    if (apply()) form.dispatchEvent(new Event("input", { bubbles: true }));
    describe();
  });
}
