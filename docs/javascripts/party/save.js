// @ts-check
// "Save as a character" on a calculator that makes characters (its declaration's
// CharacterMap, as data-character-map from scripts/pages/widget/): the checked inputs and
// Python's answer go into the party (./store.js) where the map says. No page-specific
// script: which values, and where they go, is declared in Python.

import { nameKey, readCharacters, saveCharacter } from "./store.js";
import { characterFaultOf } from "./kept.js";
import { answeredForInputs, NOT_FOR_INPUTS } from "../widget/answer-text.js";

/**
 * @param {unknown} value
 * @param {string} path dotted
 */
function lookup(value, path) {
  return path
    .split(".")
    .reduce(
      (at, part) =>
        at && typeof at === "object"
          ? /** @type {Record<string, unknown>} */ (at)[part]
          : undefined,
      value,
    );
}

/**
 * Bring a widget's save block to life; returns what the widget tells it of Python's answers.
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 */
export function mountSave(root, form) {
  const block = /** @type {HTMLElement | null} */ (root.querySelector("[data-character-map]"));
  /** @type {unknown} */
  let latest = null; // Python's newest answer; none until it has answered
  if (!block) return { answered: (/** @type {unknown} */ _result) => {} };
  /** @type {{document: string, values: [string, string][]}} */
  const map = JSON.parse(block.dataset.characterMap ?? "{}");
  const name = /** @type {HTMLInputElement} */ (block.querySelector("[data-character-name]"));
  const said = /** @type {HTMLElement} */ (block.querySelector("[data-saved]"));
  block.querySelector('[data-action="save-character"]')?.addEventListener("click", async () => {
    const called = name.value.trim();
    if (!called) {
      said.textContent = "Give the character a name first.";
      name.focus();
      return;
    }
    if (!latest) {
      said.textContent = "Wait for the answer, then save.";
      return;
    }
    // Only what Python accepted: the inputs shown and the answer for them, never an earlier one.
    if (!(await answeredForInputs(root))) {
      said.textContent = `Not saved: ${NOT_FOR_INPUTS}`;
      return;
    }
    /** @type {Record<string, any>} */
    const character = { name: called, document: map.document };
    for (const [source, destination] of map.values) {
      const raw = source.startsWith("input.")
        ? /** @type {HTMLInputElement | null} */ (form.elements.namedItem(source.slice(6)))?.value
        : lookup(latest, source);
      const value = Number.parseInt(String(raw), 10);
      if (Number.isNaN(value)) continue;
      const [head, key] = destination.split(".");
      if (key) character[head] = { ...(character[head] ?? {}), [key]: value };
      else character[head] = value;
    }
    const wrong = characterFaultOf(character);
    if (wrong) {
      said.textContent = `Not saved: the party file refuses it (${wrong}).`;
      return;
    }
    const known = readCharacters().some((c) => nameKey(c.name) === nameKey(called));
    const kept = saveCharacter(/** @type {import("./store.js").Character} */ (character));
    said.textContent = !kept
      ? `Not kept: this browser refused to keep ${called} (its storage may be full). Save the party as a file on the Party page, or remove what it no longer needs.`
      : known
        ? `${called} is updated in the party.`
        : `${called} is added to the party.`;
  });
  return {
    /** @param {unknown} result */
    answered(result) {
      latest = result;
    },
  };
}
