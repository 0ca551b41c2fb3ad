// @ts-check
// The Party page's form and a character, both ways: a kept character's values put in the form's
// fields (a damaged character's as far as they go, ./damaged.js), and the character the fields
// hold. A value that is not a whole number is passed on as typed, so that the schema's check
// names it.

/** @typedef {import("./store.js").Character} Character */

/** @param {string} text a whole number, or the text as typed */
const number = (text) => (/^[+-]?\d+%?$/.test(text.trim()) ? Number.parseInt(text, 10) : text);

/** A kept value as a field shows it: text as it is, anything else as JSON. @param {unknown} v */
export const shown = (v) =>
  typeof v === "string" ? v : v === undefined || v === null ? "" : JSON.stringify(v);

/** A kept object's entries, none for anything else (a damaged character's). @param {unknown} v */
const pairs = (v) =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.entries(v)
    : /** @type {[string, unknown][]} */ ([]);

/**
 * A character's values put in the form's fields; a damaged character's as far as they go (what
 * is not a value shown as it is kept, for the check to name when kept again).
 * @param {(name: string) => HTMLInputElement | null} field the form's field by name
 * @param {Record<string, unknown>} character
 */
export function fill(field, character) {
  const put = (/** @type {string} */ name, /** @type {unknown} */ value) => {
    const control = field(name);
    if (control) control.value = shown(value);
  };
  put("name", character.name);
  put("document", character.document);
  for (const [prefix, kept] of /** @type {const} */ ([
    ["c-", character.characteristics],
    ["r-", character.runeball],
    ["sr-", character.strike_ranks],
  ])) {
    for (const [k, v] of pairs(kept)) put(`${prefix}${k}`, v);
  }
  put(
    "skills",
    pairs(character.skills)
      .map(([k, v]) => `${k} ${shown(v)}${typeof v === "number" ? "%" : ""}`)
      .join("\n"),
  );
  put("hit_points", character.hit_points);
}

/**
 * The character the form's fields hold.
 * @param {(name: string) => HTMLInputElement} field the form's field by name
 * @param {{ characteristics: string[], stats: string[], ranks: string[] }} names
 * @returns {Character}
 */
export function read(field, { characteristics, stats, ranks }) {
  /** @param {string[]} keys @param {string} prefix */
  const valuesOf = (keys, prefix) =>
    Object.fromEntries(
      keys
        .filter((k) => field(`${prefix}${k}`).value.trim())
        .map((k) => [k, number(field(`${prefix}${k}`).value)]),
    );
  const lines = field("skills")
    .value.split("\n")
    .filter((line) => line.trim());
  /** @type {Record<string, any>} */
  const character = {
    name: field("name").value.trim(),
    document: field("document").value,
    characteristics: valuesOf(characteristics, "c-"),
    skills: Object.fromEntries(
      lines.map((line) => {
        const found = line.trim().match(/^(.*?)[\s:]+(\S+)$/);
        return found ? [found[1], number(found[2])] : [line.trim(), "(no percentage)"];
      }),
    ),
    runeball: valuesOf(stats, "r-"),
  };
  const strikeRanks = valuesOf(ranks, "sr-");
  if (Object.keys(strikeRanks).length) character.strike_ranks = strikeRanks;
  if (field("hit_points").value.trim()) character.hit_points = number(field("hit_points").value);
  return /** @type {Character} */ (character);
}
