// @ts-check
// The party in a rows input, from what its columns declare a character holds (Input.holds on a
// column: "name", "strike_rank:rq2_combat", "skill"...):
// - "Add from the party" under a table whose columns take a character's values: a row for the
//   picked character, its held cells filled from the party, the others as the declaration's new
//   row starts them. A character who has such a value only for another game (a RuneQuest strike
//   rank, where the planner takes a RuneQuest II one) is not offered, and a line under the list
//   says why, in the column's declared help.
// - A table of names and a skill's chances (the party roll): a list of the party's skills beside
//   the field naming the skill (holds "skill_name"); picking one puts everyone who has it in the
//   table, by name. A party with the skill already named fills the table as the page opens,
//   unless the link holds the table.

import { nameKey, offers, onPartyChanged, readCharacters, skillsOfParty } from "./store.js";
import { joinRows, rebuildRows, splitRows } from "../widget/rows.js";
import { keyPrefix, linkHas } from "../widget/permalink.js";

/** @typedef {import("../../../types/contract").InputDeclaration} Column */
/** @typedef {import("./store.js").Character} Character */

/**
 * Put `rows` in the rows field `hidden` and its table, as if typed.
 * @param {HTMLFormElement} form
 * @param {HTMLInputElement} hidden
 * @param {string[][]} rows
 */
function putRows(form, hidden, rows) {
  hidden.value = joinRows(rows);
  rebuildRows(form);
  hidden.dispatchEvent(new Event("input", { bubbles: true }));
  hidden.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * A row for `character`: its held cells from the party, the others as a new row starts them.
 * @param {Column[]} columns
 * @param {HTMLElement} block
 * @param {Character} character
 * @param {string} [skill] the skill a column holding skills takes
 */
function rowOf(columns, block, character, skill) {
  const start = splitRows(block.dataset.newRow ?? "")[0] ?? [];
  return columns.map((column, at) => {
    if (column.holds === "name") return character.name;
    const found = column.holds ? offers(character, column.holds) : [];
    const wanted =
      column.holds === "skill" ? found.filter(([name]) => nameKey(name) === nameKey(skill)) : found;
    return wanted.length ? String(wanted[0][1]) : (start[at] ?? String(column.default ?? ""));
  });
}

/**
 * "Add from the party" under a table whose columns take a character's values.
 * @param {HTMLFormElement} form
 * @param {HTMLElement} block
 * @param {HTMLInputElement} hidden
 * @param {Column[]} columns
 * @param {Column[]} held the columns holding a value (not a name)
 */
function addFromParty(form, block, hidden, columns, held) {
  const name = /** @type {string} */ (block.dataset.rowsFor);
  const pick = document.createElement("select");
  pick.className = "rules-party-pick rules-party-rows";
  pick.dataset.pickRowsFor = name;
  pick.setAttribute("aria-label", "Add a row from the party");
  const note = document.createElement("p");
  note.className = "rules-party-note";
  note.dataset.partyNoteFor = name;
  /** @param {Character} c whether it has every held value */
  const fits = (c) => held.every((column) => offers(c, column.holds).length === 1);
  /** @param {Character} c whether it has a strike rank, but for another game only */
  const otherGame = (c) =>
    held.some(
      (column) =>
        column.holds.startsWith("strike_rank:") &&
        !offers(c, column.holds).length &&
        Object.keys(c.strike_ranks ?? {}).length > 0,
    );
  const fill = () => {
    const characters = readCharacters();
    pick.replaceChildren(new Option("Add from the party…", ""));
    for (const c of characters.filter(fits)) pick.append(new Option(c.name, c.name));
    const left = characters.filter((c) => !fits(c) && otherGame(c)).map((c) => c.name);
    const why = held.map((column) => column.help).filter(Boolean);
    note.textContent = left.length
      ? `Not offered: ${left.join(", ")} (a strike rank for another game only). ${why.join(" ")}`
      : "";
    note.hidden = !left.length;
    pick.hidden = pick.options.length === 1;
  };
  pick.addEventListener("change", () => {
    const character = readCharacters().find((c) => c.name === pick.value);
    pick.value = "";
    if (character)
      putRows(form, hidden, [...splitRows(hidden.value), rowOf(columns, block, character)]);
  });
  block.after(pick, note);
  fill();
  onPartyChanged(fill);
}

/**
 * The party roll's table: everyone with the skill named in the form's skill_name field.
 * @param {HTMLFormElement} form
 * @param {HTMLElement} block
 * @param {HTMLInputElement} hidden
 * @param {Column[]} columns
 */
function everyoneWith(form, block, hidden, columns) {
  const skillField = /** @type {HTMLInputElement | null} */ (
    form.querySelector('input[data-holds="skill_name"]')
  );
  if (!skillField) return;
  const pick = document.createElement("select");
  pick.className = "rules-party-pick";
  pick.dataset.pickSkillFor = block.dataset.rowsFor;
  pick.setAttribute("aria-label", "A skill of the party: everyone who has it");
  /** @param {string} skill */
  const fillWith = (skill) => {
    const characters = readCharacters().filter((c) =>
      Object.keys(c.skills ?? {}).some((k) => nameKey(k) === nameKey(skill)),
    );
    if (!characters.length) return false;
    putRows(
      form,
      hidden,
      characters.map((c) => rowOf(columns, block, c, skill)),
    );
    return true;
  };
  const fill = () => {
    pick.replaceChildren(new Option("A skill of the party…", ""));
    for (const { name, who } of skillsOfParty(readCharacters()).values()) {
      const option = new Option(
        `${name}: ${who.length === 1 ? who[0][0] : `${who.length} characters`}`,
        name,
      );
      pick.append(option);
    }
    pick.hidden = pick.options.length === 1;
  };
  pick.addEventListener("change", () => {
    const skill = pick.value;
    pick.value = "";
    if (!skill) return;
    skillField.value = skill;
    skillField.dispatchEvent(new Event("input", { bubbles: true }));
    fillWith(skill);
  });
  (skillField.closest(".rules-with-button") ?? skillField).after(pick);
  fill();
  onPartyChanged(fill);
  // As the page opens: the party's own characters for the skill named, unless the link holds
  // the table (a link is someone's own table, the party's or not).
  const root = /** @type {HTMLElement} */ (form.closest("[data-calculator]") ?? form);
  const skill = skillField.value.trim();
  if (skill && !linkHas(hidden, keyPrefix(root)) && fillWith(skill)) {
    // The answer drawn at build time is the example's: greyed until Python answers for these.
    root.querySelector("[data-results]")?.classList.add("rules-stale", "rules-working");
  }
}

/**
 * @param {HTMLFormElement} form
 */
export function mountPartyRows(form) {
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (
    form.querySelectorAll("[data-rows-for]")
  )) {
    /** @type {Column[]} */
    const columns = JSON.parse(block.dataset.columns ?? "[]");
    const hidden = /** @type {HTMLInputElement} */ (
      form.elements.namedItem(/** @type {string} */ (block.dataset.rowsFor))
    );
    const holds = columns.map((column) => column.holds);
    if (holds.includes("name") && holds.includes("skill")) {
      everyoneWith(form, block, hidden, columns);
      continue;
    }
    const held = columns.filter((column) => column.holds && column.holds !== "name");
    if (held.length) addFromParty(form, block, hidden, columns, held);
  }
}
