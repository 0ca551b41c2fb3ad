// @ts-check
// A kept character the schema refuses is that character's fault alone (./kept.js readParty): the
// Party page lists it with its fault, to be edited (the form shows what it holds, and the check
// names what is still wrong) or removed (with a few seconds' Undo), while the others are added
// and edited as ever. A character being kept is checked alone, against the schema's character
// and the names of the others: a fault named is always its own.

import { firstFault } from "./schema-check.js";
import { nameKey, readParty } from "./kept.js";
import { writeEntries } from "./store.js";
import { button, make } from "./make.js";
import { offerUndo } from "../log/undo.js";

/** @typedef {import("./kept.js").Character} Character */
/** @typedef {import("./kept.js").Damaged} Damaged */

const SHOWN_NAME = 40; // a damaged character's name shown up to this long

/** @param {unknown} entry @returns {Record<string, unknown>} */
const asObject = (entry) =>
  entry && typeof entry === "object" && !Array.isArray(entry)
    ? /** @type {Record<string, unknown>} */ (entry)
    : {};

/**
 * Where the character the form edited is in `entries`: `was` is its name (a readable one) or
 * `{text}` (a damaged one, as it was kept); -1 for a new one, or one gone meanwhile.
 * @param {unknown[]} entries
 * @param {unknown} was
 */
function indexOf(entries, was) {
  if (typeof was === "string") return entries.findIndex((entry) => asObject(entry).name === was);
  const text = /** @type {{text?: string} | null} */ (was)?.text;
  if (text === undefined) return -1;
  return entries.findIndex((entry) => JSON.stringify(entry) === text);
}

/**
 * What is wrong with keeping `character` in place of the one the form edited (`was`): its own
 * first fault against the schema's character, a name another has, or a party already full; ""
 * when nothing is.
 * @param {Record<string, any>} schema the party file's
 * @param {unknown[]} entries every character kept, damaged ones too
 * @param {Character} character
 * @param {unknown} was
 */
export function characterFault(schema, entries, character, was) {
  const list = schema.properties?.characters ?? {};
  const fault = firstFault(list.items ?? {}, character, "").replace(/^the file: /, "");
  if (fault) return fault;
  const at = indexOf(entries, was);
  const key = nameKey(character.name);
  const same = entries.find(
    (entry, index) => index !== at && nameKey(asObject(entry).name) === key,
  );
  if (same !== undefined) return `name: another character is called ${character.name}`;
  if (at < 0 && list.maxItems !== undefined && entries.length >= list.maxItems)
    return `The party holds at most ${list.maxItems} characters: remove one first.`;
  return "";
}

/**
 * `entries` with `character` in place of the one the form edited, or after them.
 * @param {unknown[]} entries
 * @param {Character} character
 * @param {unknown} was
 */
export function placed(entries, character, was) {
  const at = indexOf(entries, was);
  const next = [...entries];
  // The form has no place for experience checks (the list ticks them): an edit keeps them.
  const checks = at < 0 ? undefined : asObject(entries[at]).experience;
  const kept = Array.isArray(checks) && checks.every((each) => typeof each === "string");
  if (at < 0) next.push(character);
  else next[at] = kept && !character.experience ? { ...character, experience: checks } : character;
  return next;
}

/**
 * A damaged character's name as the list shows it: its own where it is text, cut short.
 * @param {Damaged} damaged
 */
export function damagedName({ at, entry }) {
  const name = asObject(entry).name;
  if (typeof name !== "string" || !name.trim()) return `Character ${at + 1}`;
  return name.length > SHOWN_NAME ? `${name.slice(0, SHOWN_NAME)}…` : name;
}

/**
 * A damaged character's line: its name, its fault, Edit and Remove.
 * @param {Damaged} damaged
 * @param {{ said: HTMLElement, edit: (c: Record<string, unknown>, token: unknown) => void }} page
 */
export function damagedLine(damaged, { said, edit }) {
  const item = make("li", "", "rules-party-damaged");
  item.dataset.damaged = String(damaged.at);
  const name = damagedName(damaged);
  const fault = make(
    "span",
    `Cannot be used as kept: ${damaged.fault}. Edit it to mend it, or remove it.`,
    "rules-error",
  );
  const text = JSON.stringify(damaged.entry) ?? "null";
  const editButton = button("Edit", "edit");
  editButton.addEventListener("click", () => edit(asObject(damaged.entry), { text }));
  const remove = button("Remove", "remove");
  remove.addEventListener("click", () => {
    const { entries } = readParty();
    const at = indexOf(entries, { text });
    if (at < 0) return;
    if (!writeEntries(entries.filter((_, index) => index !== at))) {
      said.textContent = `${name} is not removed: this browser refused to keep the change (its storage may be full).`;
      return;
    }
    offerUndo(said, `${name} removed.`, () => {
      const now = readParty().entries;
      now.splice(Math.min(at, now.length), 0, damaged.entry);
      writeEntries(now);
      return `${name} is back.`;
    }).focus();
  });
  const buttons = make("span", "", "rules-party-buttons");
  buttons.append(editButton, remove);
  item.append(make("strong", name), make("br"), fault, buttons);
  return item;
}
