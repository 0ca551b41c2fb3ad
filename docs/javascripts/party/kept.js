// @ts-check
// The one reader of the party kept on this device (its writer is ./store.js), against the
// schema Python declares (./schema.js).

import { firstFault, nameKey } from "./schema-check.js";
import { PARTY_SCHEMA } from "./schema.js";
import { setAside } from "../site/set-aside.js";

export const PARTY_KEY = "rules-party";
const FORMAT = "d100-rules-party";
// The version written, and those read (older ones upgraded as they are read): the schema's.
const VERSION = () => PARTY_SCHEMA.properties?.version?.const ?? 3;
const READS = () => /** @type {number[]} */ (PARTY_SCHEMA.properties?.version?.["x-reads"] ?? []);
// rules_py.party.STRIKE_RANK_GAMES and VERSION_1_STRIKE_RANK: the games with strike ranks, and
// the one a version 1 strike rank of any other game's character belongs to.
const STRIKE_RANK_GAMES = ["runequest", "rq2_combat"];
const VERSION_1_STRIKE_RANK = "rq2_combat";

/**
 * @typedef {{name: string, document: string, characteristics?: Record<string, number>,
 *   skills?: Record<string, number>, hit_points?: number,
 *   strike_ranks?: Record<string, number>, runeball?: Record<string, number>,
 *   experience?: string[]}} Character
 * @typedef {{format: string, version: number, characters: Character[]}} Party
 */

/** @param {Character[]} characters @returns {Party} */
export const partyOf = (characters) => ({ format: FORMAT, version: VERSION(), characters });

/**
 * An older party as the version written now, anything else as it is: rules_py.party.upgrade
 * (tests/fixtures/party_cases.json).
 * @param {unknown} party
 * @returns {unknown}
 */
export function upgradeParty(party) {
  const old = /** @type {Record<string, unknown> | null} */ (party);
  if (typeof old !== "object" || old === null || Array.isArray(old)) return party;
  if (old.version === VERSION() || !READS().includes(/** @type {number} */ (old.version)))
    return party;
  if (old.version !== 1 || !Array.isArray(old.characters)) return { ...old, version: VERSION() };
  const characters = old.characters.map((/** @type {unknown} */ each) => {
    const character = /** @type {Record<string, unknown>} */ (each);
    if (typeof each !== "object" || each === null || !("strike_rank" in character)) return each;
    const { strike_rank: rank, ...rest } = character;
    const game = STRIKE_RANK_GAMES.find((g) => g === character.document) ?? VERSION_1_STRIKE_RANK;
    return { ...rest, strike_ranks: { [game]: rank } };
  });
  return { ...old, version: VERSION(), characters };
}

/**
 * @typedef {{at: number, entry: unknown, fault: string}} Damaged a kept character the schema
 *   refuses: its place, as it is kept, its first fault
 * @typedef {{characters: Character[], damaged: Damaged[], entries: unknown[], unread: string,
 *   safe: boolean}} Kept the party as read: `characters` the readable ones, `entries` every one
 *   kept (damaged included, in order); `unread` why the whole entry could not be read ("" when it
 *   could); `safe` false where such an entry could not be set aside (then it is not overwritten)
 */

/** @param {string} why @param {boolean} [safe] @returns {Kept} */
const nothing = (why = "", safe = true) => ({
  characters: [],
  damaged: [],
  entries: [],
  unread: why,
  safe,
});

/**
 * The party kept, read against the schema: a character it refuses is kept in its place, named
 * with its fault; an entry that is no party this site reads (not JSON, cut short, newer, another
 * format) is set aside whole (../site/set-aside.js), never overwritten. Never throws.
 * @returns {Kept}
 */
export function readParty() {
  /** @type {string | null} */
  let raw;
  try {
    raw = localStorage.getItem(PARTY_KEY);
  } catch {
    return nothing(); // storage refused: no party
  }
  if (raw === null) return nothing();
  /** @type {unknown} */
  let party;
  try {
    party = upgradeParty(JSON.parse(raw));
  } catch {
    const why = "it is not JSON: it may be cut short";
    return nothing(why, setAside(PARTY_KEY, raw, why));
  }
  try {
    const whole = partyFault(party);
    if (whole) return nothing(whole, setAside(PARTY_KEY, raw, whole));
    const entries = /** @type {unknown[]} */ (/** @type {Party} */ (party).characters);
    return { ...sortEntries(entries), entries, unread: "", safe: true };
  } catch {
    // a shape the check itself cannot walk (nested past the stack): not a party
    const why = "it is nested too deep to read";
    return nothing(why, setAside(PARTY_KEY, raw, why));
  }
}

/** The schema of the party file, less its characters' own (each is read on its own). */
function partyFault(/** @type {unknown} */ party) {
  const properties = PARTY_SCHEMA.properties ?? {};
  /** @type {Record<string, any>} */
  const shell = { ...PARTY_SCHEMA, properties: { ...properties, characters: { type: "array" } } };
  if (!PARTY_SCHEMA.properties) shell.required = []; // no schema in the page: any party reads
  const fault = firstFault(shell, party);
  if (fault) return fault;
  const kept = /** @type {Record<string, unknown>} */ (party);
  if (kept?.format !== FORMAT || !Array.isArray(kept.characters)) return "it is not a party";
  return "";
}

/**
 * The kept characters, each read against the schema's character, in order: a name the party
 * already holds (told apart without case) makes the later one damaged, as does one past the most
 * a party holds.
 * @param {unknown[]} entries
 */
function sortEntries(entries) {
  const list = PARTY_SCHEMA.properties?.characters ?? {};
  const unique = list["x-unique-by"];
  const most = list.maxItems ?? Number.POSITIVE_INFINITY;
  /** @type {Character[]} */
  const characters = [];
  /** @type {Damaged[]} */
  const damaged = [];
  const names = new Set();
  for (const [at, entry] of entries.entries()) {
    let fault = characterFaultOf(entry);
    const key = unique ? nameKey(/** @type {Record<string, unknown>} */ (entry)?.[unique]) : "";
    if (!fault && typeof entry !== "object") fault = "is not a character";
    if (!fault && unique && names.has(key)) fault = `${unique}: another character has it`;
    if (!fault && characters.length >= most) fault = `is past the ${most} a party holds`;
    if (fault) damaged.push({ at, entry, fault });
    else characters.push(/** @type {Character} */ (entry));
    if (!fault && unique) names.add(key);
  }
  return { characters, damaged };
}

/**
 * The first fault of one character against the schema's character ("" when it has none).
 * @param {unknown} entry
 */
export const characterFaultOf = (entry) =>
  firstFault(PARTY_SCHEMA.properties?.characters?.items ?? {}, entry, "").replace(
    /^the file: /,
    "",
  );

export { nameKey };
