// @ts-check
// The table's house rules, kept on this device: for each reading setting a calculator declares
// (rules_py.contract.reading_setting: its reading's id and its name, on the page as a select's
// data-reading and name), the choice the table plays by where it is not the site's own reading.
// One entry for every calculator that offers the same setting, on every page, across reloads.
// Nothing here names a reading: the pages' selects do (scripts/pages/widget/, from the
// declarations). What is kept is read through readHouse alone; what it cannot read is set aside,
// never overwritten.

import { setAside } from "../site/set-aside.js";

export const HOUSE_KEY = "rules-house-rules";
const VERSION = 1;
const CHANGED = "rules-house-rules-changed"; // on window, for the widgets of this page

/** @typedef {Record<string, string>} Rules the setting's key to the choice the table plays by */

/** @type {Rules} where storage is refused, the rules live as long as the page */
let unkept = {};
let refused = false; // the browser refused to keep them once: this page's own are the ones

/**
 * The key of a reading setting's select: its reading's id and the setting's name ("A000-01:
 * fumbles"): one reading may have two settings (a scale and a rounding), each its own rule.
 * @param {HTMLSelectElement} select
 */
const ruleKey = (select) => `${select.dataset.reading}:${select.name}`;

/**
 * The choice a setting's select starts from in the page's HTML: the site's own reading.
 * @param {HTMLSelectElement} select
 */
export const siteChoice = (select) =>
  ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? "";

/**
 * The house rules as kept: the readable rules, and `safe` false where what is kept could not be
 * read nor set aside (then it is not overwritten). The one reader of the stored house rules: an
 * entry of another shape or version is set aside whole, a rule that is not a choice's text set
 * aside alone (../site/set-aside.js). Never throws.
 * @returns {{rules: Rules, safe: boolean}}
 */
function readHouse() {
  if (refused) return { rules: unkept, safe: true };
  /** @type {string | null} */
  let raw;
  try {
    raw = localStorage.getItem(HOUSE_KEY);
  } catch {
    refused = true;
    return { rules: unkept, safe: true };
  }
  if (raw === null) return { rules: {}, safe: true };
  /** @type {any} */
  let kept;
  try {
    kept = JSON.parse(raw);
  } catch {
    return { rules: {}, safe: setAside(HOUSE_KEY, raw, "it is not JSON: it may be cut short") };
  }
  if (kept?.version !== VERSION)
    return {
      rules: {},
      safe: setAside(HOUSE_KEY, raw, "it is not house rules of a version this site reads"),
    };
  const listed = kept.rules;
  if (typeof listed !== "object" || listed === null || Array.isArray(listed))
    return { rules: {}, safe: setAside(HOUSE_KEY, raw, "its rules are not a list of choices") };
  /** @type {Rules} */
  const rules = {};
  /** @type {Record<string, unknown>} */
  const others = {};
  for (const [key, value] of Object.entries(listed)) {
    if (typeof value === "string") rules[key] = value;
    else others[key] = value;
  }
  const many = Object.keys(others).length;
  if (!many) return { rules, safe: true };
  const why = `${many} of its rules ${many === 1 ? "is" : "are"} not a choice's text`;
  return {
    rules,
    safe: setAside(HOUSE_KEY, JSON.stringify({ version: VERSION, rules: others }), why),
  };
}

/** The table's house rules (none where storage is refused or the entry is not one). */
export const readHouseRules = () => readHouse().rules;

/** Whether the house rules are kept by this browser (false once it refused them). */
export const houseRulesKept = () => !refused;

/**
 * Keep `rules` as the table's; tell this page's widgets. False when the browser refused (private
 * mode, storage full), or what is kept could not be read nor set aside (it is not overwritten):
 * the rules then hold until the page is left.
 * @param {Rules} rules
 */
export function writeHouseRules(rules) {
  const safe = readHouse().safe;
  unkept = rules;
  let kept = safe;
  try {
    if (!safe) refused = true;
    else if (Object.keys(rules).length === 0) localStorage.removeItem(HOUSE_KEY);
    else localStorage.setItem(HOUSE_KEY, JSON.stringify({ version: VERSION, rules }));
  } catch {
    kept = false;
    refused = true;
  }
  window.dispatchEvent(new CustomEvent(CHANGED));
  return kept;
}

/**
 * The table now plays `select`'s setting as it shows: kept when it is not the site's reading,
 * forgotten when it is.
 * @param {HTMLSelectElement} select
 */
export function chooseHouseRule(select) {
  const rules = { ...readHouseRules() };
  if (select.value === siteChoice(select)) delete rules[ruleKey(select)];
  else rules[ruleKey(select)] = select.value;
  return writeHouseRules(rules);
}

/** Every house rule forgotten: the table plays the site's readings. */
export const clearHouseRules = () => writeHouseRules({});

/**
 * The choice the table plays `select`'s setting by: its house rule where the select offers it,
 * else the site's reading.
 * @param {HTMLSelectElement} select
 * @param {Rules} [rules]
 */
export function tableChoice(select, rules = readHouseRules()) {
  const chosen = rules[ruleKey(select)];
  const offered = [...select.options].some((option) => option.value === chosen);
  return chosen !== undefined && offered ? chosen : siteChoice(select);
}

/**
 * Call `changed` whenever the house rules change, on this page or in another tab; returns the
 * way to stop.
 * @param {() => void} changed
 */
export function onHouseRules(changed) {
  /** @param {StorageEvent} event */
  const fromTab = (event) => {
    if (event.key === HOUSE_KEY || event.key === null) changed();
  };
  window.addEventListener(CHANGED, changed);
  window.addEventListener("storage", fromTab);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener("storage", fromTab);
  };
}
