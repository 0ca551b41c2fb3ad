// @ts-check
// "Add from the party" under a rows input whose columns declare what a character holds
// (Input.holds on a column: "name", "strike_rank"...): a row for the picked character, its held
// cells filled from the party, the others as the declaration's new row starts them.

import { offers, onPartyChanged, readCharacters } from "./store.js";
import { joinRows, rebuildRows, splitRows } from "../widget/rows.js";

/** @typedef {import("../../../types/contract").InputDeclaration} Column */

/**
 * @param {HTMLFormElement} form
 */
export function mountPartyRows(form) {
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (
    form.querySelectorAll("[data-rows-for]")
  )) {
    /** @type {Column[]} */
    const columns = JSON.parse(block.dataset.columns ?? "[]");
    const held = columns.filter((column) => column.holds && column.holds !== "name");
    if (!held.length) continue;
    const name = /** @type {string} */ (block.dataset.rowsFor);
    const hidden = /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
    const pick = document.createElement("select");
    pick.className = "rules-party-pick rules-party-rows";
    pick.dataset.pickRowsFor = name;
    pick.setAttribute("aria-label", "Add a row from the party");
    /** @param {import("./store.js").Character} c whether it has every held value */
    const fits = (c) => held.every((column) => offers(c, column.holds).length === 1);
    const fill = () => {
      pick.replaceChildren(new Option("Add from the party…", ""));
      for (const c of readCharacters().filter(fits)) pick.append(new Option(c.name, c.name));
      pick.hidden = pick.options.length === 1;
    };
    pick.addEventListener("change", () => {
      const character = readCharacters().find((c) => c.name === pick.value);
      pick.value = "";
      if (!character) return;
      const start = splitRows(block.dataset.newRow ?? "")[0] ?? [];
      const row = columns.map((column, at) => {
        if (column.holds === "name") return character.name;
        const found = column.holds ? offers(character, column.holds) : [];
        return found.length ? String(found[0][1]) : (start[at] ?? String(column.default ?? ""));
      });
      hidden.value = joinRows([...splitRows(hidden.value), row]);
      rebuildRows(form);
      hidden.dispatchEvent(new Event("input", { bubbles: true }));
      hidden.dispatchEvent(new Event("change", { bubbles: true }));
    });
    block.after(pick);
    fill();
    onPartyChanged(fill);
  }
}
