// @ts-check
// The table's house rules in one place ([data-house-rules], scripts/pages/house_rules_html.py, on the
// Sources page): each reading setting's choice as the table plays it (./store.js), kept when
// changed here, every one put back to the site's reading by one button. The calculators' folds
// (../widget/fold.js) follow the same store, on this page's visit and the next.

import {
  chooseHouseRule,
  clearHouseRules,
  HOUSE_KEY,
  houseRulesKept,
  onHouseRules,
  readHouseRules,
  siteChoice,
  tableChoice,
} from "./store.js";
import { showAside } from "../site/set-aside.js";
import { mountHandoff } from "../handoff/qr.js";

const ASIDE_WORDS = {
  what: "House rules",
  file: "house-rules-unreadable.json",
  repair: "Choose the table's readings again below.",
};

const NONE = "Your table plays every reading as the site reads it.";

/**
 * What the list says of the rules in force: how many, which, and whether this browser keeps them.
 * @param {string[]} changed each changed reading as "its words: the table's choice"
 * @param {boolean} [kept] false where the browser refused to keep them (storage full or refused)
 */
export function saidOf(changed, kept = true) {
  if (changed.length === 0) return NONE;
  const count = changed.length === 1 ? "1 house rule" : `${changed.length} house rules`;
  const where = kept
    ? "kept by this browser"
    : "on this page only: this browser refused to keep them (its storage may be full; the roll log's Save as text, then Clear, frees room)";
  return `Your table plays ${count} (${where}): ${changed.join("; ")}.`;
}

/** @param {HTMLElement} root the list */
export function mountHouseRules(root) {
  const said = /** @type {HTMLElement} */ (root.querySelector("[data-house-said]"));
  const aside = document.createElement("div");
  aside.className = "rules-house-aside";
  said.before(aside);
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
    said.textContent = saidOf(changed, houseRulesKept());
    showAside(aside, HOUSE_KEY, ASIDE_WORDS);
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
  mountHandoff(root, "../party/");
}
