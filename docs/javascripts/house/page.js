// @ts-check
// The table's house rules in one place ([data-house-rules], scripts/house_rules_html.py, on the
// Sources page): each reading setting's choice as the table plays it (./store.js), kept when
// changed here, every one put back to the site's reading by one button. The calculators' folds
// (../widget/fold.js) follow the same store, on this page's visit and the next.

import {
  chooseHouseRule,
  clearHouseRules,
  onHouseRules,
  readHouseRules,
  siteChoice,
  tableChoice,
} from "./store.js";

const NONE = "Your table plays every reading as the site reads it.";

/**
 * What the list says of the rules in force: how many, and which.
 * @param {string[]} changed each changed reading as "its words: the table's choice"
 */
export function saidOf(changed) {
  if (changed.length === 0) return NONE;
  const count = changed.length === 1 ? "1 house rule" : `${changed.length} house rules`;
  return `Your table plays ${count} (kept by this browser): ${changed.join("; ")}.`;
}

/** @param {HTMLElement} root the list */
export function mountHouseRules(root) {
  const said = /** @type {HTMLElement} */ (root.querySelector("[data-house-said]"));
  const selects = /** @type {HTMLSelectElement[]} */ ([
    ...root.querySelectorAll("select[data-reading]"),
  ]);
  const show = () => {
    const rules = readHouseRules();
    const changed = [];
    for (const select of selects) {
      select.value = tableChoice(select, rules);
      const house = select.value !== siteChoice(select);
      const mark = select.closest(".rules-field")?.querySelector("[data-house-mark]");
      if (mark instanceof HTMLElement) {
        mark.textContent = house ? "(your table's house rule)" : "";
        mark.hidden = !house;
      }
      if (house) {
        const label = select
          .closest(".rules-field")
          ?.querySelector(".rules-label-text")
          ?.textContent?.trim();
        changed.push(`${label}: ${select.selectedOptions[0]?.textContent?.trim()}`);
      }
    }
    said.textContent = saidOf(changed);
  };
  for (const select of selects) select.addEventListener("change", () => chooseHouseRule(select));
  root
    .querySelector('[data-action="reset-house-rules"]')
    ?.addEventListener("click", clearHouseRules);
  const stop = onHouseRules(() => {
    if (!root.isConnected) {
      stop(); // instant navigation took the page away
      return;
    }
    show();
  });
  show();
}
