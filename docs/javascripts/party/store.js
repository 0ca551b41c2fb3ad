// @ts-check
// The party kept on this device: characters in the browser's local storage (nothing leaves the
// device unless the reader exports it), as the party file rules_py/party.py declares. Survives
// reloads and updates of the site (the key and the file's version are the contract).

export const PARTY_KEY = "rules-party";
export const FORMAT = "d100-rules-party";
export const VERSION = 1;
const CHANGED = "rules-party-changed"; // on window, for pickers on this page

/**
 * @typedef {{name: string, document: string, characteristics?: Record<string, number>,
 *   skills?: Record<string, number>, hit_points?: number, strike_rank?: number,
 *   runeball?: Record<string, number>}} Character
 * @typedef {{format: string, version: number, characters: Character[]}} Party
 */

/** @param {Character[]} characters @returns {Party} */
export const partyOf = (characters) => ({ format: FORMAT, version: VERSION, characters });

/** The characters kept (none where storage is refused or the entry is not a party). */
export function readCharacters() {
  try {
    const party = JSON.parse(localStorage.getItem(PARTY_KEY) ?? "null");
    if (party?.format !== FORMAT || !Array.isArray(party.characters)) return [];
    return /** @type {Character[]} */ (party.characters);
  } catch {
    return [];
  }
}

/**
 * Keep `characters` as the party; false when the browser refused (private mode, storage full).
 * @param {Character[]} characters
 */
export function writeCharacters(characters) {
  let kept = true;
  try {
    localStorage.setItem(PARTY_KEY, JSON.stringify(partyOf(characters)));
  } catch {
    kept = false;
  }
  window.dispatchEvent(new CustomEvent(CHANGED));
  return kept;
}

/**
 * Add `character`, or put it in place of the one of the same name (names are told apart
 * without case, as the party file does).
 * @param {Character} character
 */
export function saveCharacter(character) {
  const key = character.name.trim().toLowerCase();
  const others = readCharacters();
  const at = others.findIndex((each) => each.name.trim().toLowerCase() === key);
  if (at < 0) others.push(character);
  else others[at] = character;
  return writeCharacters(others);
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
 * What `character` gives an input that holds `holds` (an input's declared Input.holds:
 * "skill", "characteristic", "characteristic:POW", "hit_points", "strike_rank",
 * "runeball:mus"): its values by name, as rules_py.party.offers reads the same file.
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
  const value = kind === "hit_points" ? character.hit_points : character.strike_rank;
  return value === undefined ? [] : [[kind.replace("_", " "), value]];
}
