// @ts-check
// The party kept on this device (local storage; nothing leaves it unless exported), as
// rules_py/party.py declares the file; read only through ./kept.js readParty.

import { PARTY_KEY, nameKey, partyOf, readParty } from "./kept.js";

export { nameKey, partyOf, readParty, upgradeParty } from "./kept.js";

// The party as last saved to a file (a digest of its text), for the Party page's reminder.
const EXPORTED_KEY = "rules-party-exported";
const CHANGED = "rules-party-changed"; // on window, for pickers on this page

/** @typedef {import("./kept.js").Character} Character */
/** @typedef {import("./kept.js").Party} Party */

/** The characters kept that the schema reads. Never throws. */
export const readCharacters = () => readParty().characters;

/**
 * Keep `entries` (damaged ones as they were) as the party; false when the browser refused, or
 * what is kept is unread and could not be set aside (then it is not overwritten).
 * @param {unknown[]} entries
 */
export function writeEntries(entries) {
  let kept = readParty().safe;
  try {
    if (kept)
      localStorage.setItem(PARTY_KEY, JSON.stringify(partyOf(/** @type {any} */ (entries))));
  } catch {
    kept = false;
  }
  window.dispatchEvent(new CustomEvent(CHANGED));
  return kept;
}

/**
 * Keep `characters` as the party, the damaged characters kept with them (after them) unless one
 * of `characters` has the same name; false when the browser refused (private mode, storage full).
 * @param {Character[]} characters
 */
export function writeCharacters(characters) {
  const names = new Set(characters.map((c) => nameKey(c.name)));
  const damaged = readParty()
    .damaged.map(({ entry }) => entry)
    .filter((entry) => !names.has(nameKey(/** @type {Record<string, unknown>} */ (entry)?.name)));
  return writeEntries([...characters, ...damaged]);
}

/**
 * Ask the browser to keep the site's storage when it makes room (Safari clears it after seven
 * days without a visit otherwise). Resolves to whether it is kept.
 * @returns {Promise<boolean>}
 */
export async function keepStorage() {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * Whether the site's storage is kept (null where the browser cannot say).
 * @returns {Promise<boolean | null>}
 */
export async function storageKept() {
  try {
    return (await navigator.storage?.persisted?.()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Add `character`, or put it in place of the one of the same name (names are told apart
 * without case, as the party file does); asks the browser to keep the storage.
 * @param {Character} character
 */
export function saveCharacter(character) {
  const key = nameKey(character.name);
  const others = readCharacters();
  const at = others.findIndex((each) => nameKey(each.name) === key);
  if (at < 0) others.push(character);
  else others[at] = character;
  const kept = writeCharacters(others);
  if (kept) keepStorage();
  return kept;
}

/**
 * A short digest of a text (FNV-1a, 32 bits): enough to tell a changed party from the one saved.
 * @param {string} text
 */
function digest(text) {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The party as a file's text (what "Save as a file" writes). */
export const partyText = () => `${JSON.stringify(partyOf(readCharacters()), null, 2)}\n`;

/** Note that the party as it is now was saved to a file. */
export function markExported() {
  try {
    localStorage.setItem(EXPORTED_KEY, digest(partyText()));
  } catch {
    // not kept: the reminder shows again, which errs the safe way
  }
}

/**
 * The party against the last file it was saved to: "saved" (as it is now), "changed" (since),
 * or "never" saved (nor where the browser cannot say, which errs the safe way).
 * @returns {"saved" | "changed" | "never"}
 */
export function exportState() {
  try {
    const saved = localStorage.getItem(EXPORTED_KEY);
    if (saved === null) return "never";
    return saved === digest(partyText()) ? "saved" : "changed";
  } catch {
    return "never";
  }
}

/**
 * Call `redraw` whenever the party changes, here or in another tab; returns the way to stop.
 * @param {() => void} redraw
 */
export function onPartyChanged(redraw) {
  /** @param {StorageEvent} event */
  const fromTab = (event) => {
    if (event.key === PARTY_KEY || event.key === null) redraw();
  };
  window.addEventListener(CHANGED, redraw);
  window.addEventListener("storage", fromTab);
  return () => {
    window.removeEventListener(CHANGED, redraw);
    window.removeEventListener("storage", fromTab);
  };
}

/**
 * What `character` gives an input holding `holds` (Input.holds): its values by name, as
 * rules_py.party_holds.offers.
 * @param {Character} character
 * @param {string} holds
 * @returns {[string, number][]}
 */
export function offers(character, holds) {
  const [kind, key] = holds.split(":");
  if (kind === "skill") return Object.entries(character.skills ?? {});
  if (kind === "characteristic") {
    const all = Object.entries(character.characteristics ?? {});
    return key ? all.filter(([name]) => name === key) : all;
  }
  if (kind === "runeball") {
    const value = character.runeball?.[key];
    return value === undefined ? [] : [[key.toUpperCase(), value]];
  }
  if (kind === "strike_rank") {
    const value = character.strike_ranks?.[key];
    return value === undefined ? [] : [["strike rank", value]];
  }
  if (kind === "hit_points" && character.hit_points !== undefined)
    return [["hit points", character.hit_points]];
  return [];
}

/**
 * The party's skills by nameKey (rules_py.party_holds.with_skill): each as first spelled, with
 * who has it and their value.
 * @param {Character[]} characters
 * @returns {Map<string, {name: string, who: [string, number][]}>} keyed by nameKey
 */
export function skillsOfParty(characters) {
  /** @type {Map<string, {name: string, who: [string, number][]}>} */
  const skills = new Map();
  for (const character of characters) {
    for (const [name, value] of Object.entries(character.skills ?? {})) {
      const key = nameKey(name);
      const entry = skills.get(key) ?? { name: name.trim(), who: [] };
      entry.who.push([character.name, value]);
      skills.set(key, entry);
    }
  }
  return skills;
}
