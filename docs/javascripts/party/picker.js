// @ts-check
// The party's values beside a calculator's fields: every field whose input declares what a
// character holds for it (Input.holds, as data-holds from scripts/pages/widget/) gets a compact
// list of the party's values ("Vasana: Broadsword 75%"); picking one types the number into the
// field, so the answer and the link are those of the typed value, and names the character beside
// the field ("Vasana · Broadsword") until the field is typed over: the copied result and the
// roll log then name the character too (data-named, read by widget/headline.js), and a roll that
// succeeds ticks that character's experience check of it (data-who, data-what: ./checks.js). A field holding
// a name or a skill's name is the party roll's (./rows.js). No page-specific script.

import { offers, onPartyChanged, readCharacters } from "./store.js";

/**
 * @param {HTMLInputElement} field
 * @param {HTMLSelectElement} pick
 */
function fill(field, pick) {
  const [kind] = (field.dataset.holds ?? "").split(":");
  const percent = kind === "skill" ? "%" : "";
  pick.replaceChildren();
  const first = document.createElement("option");
  first.value = "";
  first.textContent = "Party…";
  pick.append(first);
  for (const character of readCharacters()) {
    for (const [name, value] of offers(character, field.dataset.holds ?? "")) {
      const option = document.createElement("option");
      option.value = String(value);
      option.textContent = `${character.name}: ${name} ${value}${percent}`;
      option.dataset.who = character.name;
      option.dataset.what = name;
      option.dataset.named = `${character.name}, ${name} ${value}${percent}`;
      pick.append(option);
    }
  }
  pick.hidden = pick.options.length === 1; // nothing in the party for this field
}

/**
 * Name the character a field's value was picked from, beside the field; `null` forgets it.
 * @param {HTMLInputElement} field
 * @param {HTMLElement} tag
 * @param {HTMLOptionElement | null} option
 */
function name(field, tag, option) {
  if (option) {
    field.dataset.named = option.dataset.named;
    field.dataset.namedValue = option.value;
    field.dataset.who = option.dataset.who;
    field.dataset.what = option.dataset.what;
    tag.textContent = `${option.dataset.who} · ${option.dataset.what}`;
  } else {
    delete field.dataset.named;
    delete field.dataset.namedValue;
    delete field.dataset.who;
    delete field.dataset.what;
    tag.textContent = "";
  }
  tag.hidden = !option;
}

/**
 * Give each [data-holds] field of `form` its picker; they follow the party as it changes.
 * @param {HTMLFormElement} form
 */
export function mountPickers(form) {
  const fields = /** @type {HTMLInputElement[]} */ ([
    ...form.querySelectorAll("input[data-holds]"),
  ]).filter((field) => !["name", "skill_name"].includes(field.dataset.holds ?? ""));
  /** @type {[HTMLInputElement, HTMLSelectElement][]} */
  const made = fields.map((field) => {
    const pick = document.createElement("select");
    pick.className = "rules-party-pick";
    pick.dataset.pickFor = field.name;
    const label = form.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent ?? "";
    pick.setAttribute("aria-label", `${label}: from the party`);
    const tag = document.createElement("span");
    tag.className = "rules-party-picked";
    tag.dataset.pickedFor = field.name;
    tag.hidden = true;
    pick.addEventListener("change", () => {
      const option = pick.selectedOptions[0];
      if (!pick.value || !option) return;
      field.value = pick.value;
      name(field, tag, option);
      pick.value = "";
      if ((field.dataset.holds ?? "") === "skill") rollForParty(option.dataset.what ?? "");
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    });
    // Typed over (or Reset, Next round): the value is no longer the character's.
    form.addEventListener("input", () => {
      if (field.dataset.named && field.value.trim() !== field.dataset.namedValue)
        name(field, tag, null);
    });
    const after = field.closest(".rules-with-button") ?? field;
    after.after(pick, tag);
    fill(field, pick);
    return [field, pick];
  });
  showPartyOnly();
  if (!made.length) return;
  onPartyChanged(() => {
    for (const [field, pick] of made) fill(field, pick);
    showPartyOnly();
  });
}

/** What a page shows only to a reader with a party ([data-party-roll]: the ability roll's link
 * to the party roll), shown or hidden as the party is. */
function showPartyOnly() {
  const some = readCharacters().length > 0;
  for (const element of document.querySelectorAll("[data-party-roll]"))
    element.toggleAttribute("hidden", !some);
}

/**
 * Point the link to the party roll at the skill just picked ("?skill=Scan").
 * @param {string} skill
 */
function rollForParty(skill) {
  for (const link of document.querySelectorAll("[data-party-roll] a")) {
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    const url = new URL(anchor.href);
    url.searchParams.set("skill", skill);
    anchor.href = url.href;
    anchor.textContent = `Roll ${skill} for the whole party`;
  }
}
