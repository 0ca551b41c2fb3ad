// @ts-check
// The party's values beside a calculator's fields: every field whose input declares what a
// character holds for it (Input.holds, as data-holds from scripts/widget_html.py) gets a compact
// list of the party's values ("Vasana: Broadsword 75%"); picking one types the number into the
// field, so the answer and the link are those of the typed value. No page-specific script.

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
      pick.append(option);
    }
  }
  pick.hidden = pick.options.length === 1; // nothing in the party for this field
}

/**
 * Give each [data-holds] field of `form` its picker; they follow the party as it changes.
 * @param {HTMLFormElement} form
 */
export function mountPickers(form) {
  const fields = /** @type {HTMLInputElement[]} */ ([
    ...form.querySelectorAll("input[data-holds]"),
  ]);
  /** @type {[HTMLInputElement, HTMLSelectElement][]} */
  const made = fields.map((field) => {
    const pick = document.createElement("select");
    pick.className = "rules-party-pick";
    pick.dataset.pickFor = field.name;
    const label = form.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent ?? "";
    pick.setAttribute("aria-label", `${label}: from the party`);
    pick.addEventListener("change", () => {
      if (!pick.value) return;
      field.value = pick.value;
      pick.value = "";
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const after = field.closest(".rules-with-button") ?? field;
    after.after(pick);
    fill(field, pick);
    return [field, pick];
  });
  if (!made.length) return;
  onPartyChanged(() => {
    for (const [field, pick] of made) fill(field, pick);
  });
}
