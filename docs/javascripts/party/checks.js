// @ts-check
// Experience checks kept on the party (RuneQuest, The Game System › Ability Results: a success
// with an ability ticks its box). Which rolls give one is Python's: a calculator that rolls an
// ability declares the result that lists them (its declaration's experience, as data-experience
// from scripts/pages/widget/), either by the field whose value was picked from the party
// ({field}: the character and ability the picker named, ./picker.js) or by name ({name,
// ability}: the party roll). This module ticks them on the characters kept (./store.js) and
// clears them, one or all, once the improvement rolls are made.

import { nameKey, readCharacters, writeCharacters } from "./store.js";

/** @typedef {import("./store.js").Character} Character */
/** @typedef {{who: string, ability: string}} Check */

/**
 * The checks a roll's answer gives party characters: each entry of the declared result, as the
 * character and the ability (a field's from what was picked for it; none where it was typed).
 * @param {HTMLElement} root the widget
 * @param {HTMLFormElement} form
 * @param {unknown} result Python's answer
 * @returns {Check[]}
 */
export function checksOf(root, form, result) {
  const key = root.dataset.experience;
  if (!key || typeof result !== "object" || result === null) return [];
  const entries = /** @type {Record<string, unknown>} */ (result)[key];
  if (!Array.isArray(entries)) return [];
  /** @type {Check[]} */
  const found = [];
  for (const entry of entries) {
    if (typeof entry?.field === "string") {
      const field = form.elements.namedItem(entry.field);
      if (field instanceof HTMLInputElement && field.dataset.who && field.dataset.what)
        found.push({ who: field.dataset.who, ability: field.dataset.what });
    } else if (typeof entry?.name === "string" && typeof entry?.ability === "string") {
      found.push({ who: entry.name, ability: entry.ability });
    }
  }
  return found;
}

/**
 * Whether the character's box for `ability` is ticked (abilities told apart without case).
 * @param {Character} character @param {string} ability
 */
export const ticked = (character, ability) =>
  (character.experience ?? []).some((each) => nameKey(each) === nameKey(ability));

/**
 * Tick `checks` on the party's characters (one the party does not hold is passed over); the
 * ones newly ticked, and whether the browser kept them.
 * @param {Check[]} checks
 * @returns {{done: Check[], kept: boolean}}
 */
export function tick(checks) {
  const characters = readCharacters();
  /** @type {Check[]} */
  const done = [];
  for (const { who, ability } of checks) {
    const character = characters.find((each) => nameKey(each.name) === nameKey(who));
    if (!character || ticked(character, ability)) continue;
    character.experience = [...(character.experience ?? []), ability];
    done.push({ who: character.name, ability });
  }
  return { done, kept: done.length === 0 || writeCharacters(characters) };
}

/**
 * Clear one character's check (`ability`), or every check of the party (no arguments); the
 * party as it was (for Undo), or null when the browser refused to keep the change.
 * @param {string} [who] @param {string} [ability]
 * @returns {Character[] | null}
 */
export function clear(who, ability) {
  const before = readCharacters();
  const after = before.map((character) => {
    if (who !== undefined && nameKey(character.name) !== nameKey(who)) return character;
    const left = (character.experience ?? []).filter(
      (each) => ability !== undefined && nameKey(each) !== nameKey(ability),
    );
    const { experience: _, ...rest } = character;
    return left.length ? { ...rest, experience: left } : rest;
  });
  return writeCharacters(after) ? before : null;
}

/**
 * The checks as a line says them: "Experience check: Vasana, Scan; Kallyr, Scan."
 * @param {Check[]} done
 */
export const saidOf = (done) =>
  done.length
    ? `Experience check${done.length > 1 ? "s" : ""}: ${done.map(({ who, ability }) => `${who}, ${ability}`).join("; ")}.`
    : "";
