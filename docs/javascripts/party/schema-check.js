// @ts-check
// A small JSON Schema check: the keywords the party file's schema uses (type, const, enum,
// required, properties, additionalProperties, propertyNames, items, min/max and lengths,
// pattern; of its own: "x-unique-by", a key no two items share, "x-unique", texts told apart by
// nameKey, "x-pattern-says", what a character the pattern refuses is). The schema is Python's
// (rules_py/party.py), put in the page by the build. Says the first fault, where it is:
// "characters[1].skills.Broadsword: is 1000; at most 999".

import { PARTY_SCHEMA } from "./schema.js";

/** @typedef {Record<string, any>} Schema */

/** @param {unknown} value */
function typeOf(value) {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** @type {[unknown, RegExp, RegExp, Record<string, string>]} */
let folding = [null, /$^/, /$^/, {}];

/**
 * A name as the party tells names apart: rules_py.party_names.name_key, from the schema's
 * "x-name-key" (JavaScript has no casefold).
 * @param {unknown} name
 */
export function nameKey(name) {
  const table = PARTY_SCHEMA["x-name-key"] ?? { space: "\\s", upper: "$^", fold: {} };
  if (folding[0] !== table) {
    const space = table.space;
    const ends = new RegExp(`^${space}+|${space}+$`, "gu");
    folding = [table, ends, new RegExp(`^${table.upper}$`, "u"), table.fold];
  }
  const [, ends, upper, fold] = folding;
  return [...String(name ?? "").replace(ends, "")]
    .map((c) => fold[c] ?? (upper.test(c) ? c.toUpperCase() : c.toUpperCase().toLowerCase()))
    .join("");
}

/** @param {string} where @param {string} key */
const join = (where, key) => (where ? `${where}.${key}` : key);

/**
 * The first fault of `value` against `schema`, as "where: what", or "" when there is none.
 * @param {Schema} schema
 * @param {unknown} value
 * @param {string} [where]
 * @returns {string}
 */
export function firstFault(schema, value, where = "") {
  const at = where || "the file";
  const shown = JSON.stringify(value)?.slice(0, 40) ?? String(value);
  if ("const" in schema && value !== schema.const)
    return `${at}: is ${shown}; expected ${JSON.stringify(schema.const)}`;
  if (schema.enum && !schema.enum.includes(value))
    return `${at}: is ${shown}; must be one of ${schema.enum.join(", ")}`;
  const type = typeOf(value);
  if (schema.type && schema.type !== type)
    return `${at}: must be ${schema.type === "integer" ? "a whole number" : `of type ${schema.type}`}, not ${shown}`;
  if (type === "integer") {
    if (schema.minimum !== undefined && /** @type {number} */ (value) < schema.minimum)
      return `${at}: is ${value}; at least ${schema.minimum}`;
    if (schema.maximum !== undefined && /** @type {number} */ (value) > schema.maximum)
      return `${at}: is ${value}; at most ${schema.maximum}`;
  }
  if (type === "string") {
    const text = /** @type {string} */ (value);
    if (schema.minLength !== undefined && text.trim().length < schema.minLength)
      return `${at}: is empty`;
    const long = schema.maxLength !== undefined && text.length > schema.maxLength;
    if (long && [...text].length > schema.maxLength)
      return `${at}: is longer than ${schema.maxLength} characters`;
    if (schema.pattern !== undefined) return patternFault(schema, text, at);
  }
  if (type === "array") return arrayFault(schema, /** @type {unknown[]} */ (value), where);
  if (type === "object")
    return objectFault(schema, /** @type {Record<string, unknown>} */ (value), where);
  return "";
}

/**
 * Where `text` breaks the schema's pattern: the first character the pattern refuses on its own,
 * as "holds U+202E, " and what the schema says of it, or "" when the text matches.
 * @param {Schema} schema @param {string} text @param {string} at
 */
function patternFault(schema, text, at) {
  const pattern = new RegExp(schema.pattern, "u");
  if (pattern.test(text)) return "";
  const refused = [...text].find((character) => !pattern.test(character)) ?? "";
  const code = refused.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");
  const says = schema["x-pattern-says"] ?? "which this place does not take";
  return code ? `${at}: holds U+${code}, ${says}` : `${at}: does not match ${schema.pattern}`;
}

/** @param {Schema} schema @param {unknown[]} items @param {string} where */
function arrayFault(schema, items, where) {
  if (schema.maxItems !== undefined && items.length > schema.maxItems)
    return `${where}: has ${items.length}; at most ${schema.maxItems}`;
  const seen = new Set();
  for (const [index, item] of items.entries()) {
    const fault = schema.items ? firstFault(schema.items, item, `${where}[${index}]`) : "";
    if (fault) return fault;
    if (schema["x-unique"]) {
      const key = nameKey(item);
      if (seen.has(key)) return `${where}[${index}]: ${String(item).trim()} is ticked twice`;
      seen.add(key);
    }
    const by = schema["x-unique-by"];
    if (by) {
      const key = nameKey(/** @type {Record<string, unknown>} */ (item)[by]);
      if (seen.has(key)) return `${where}[${index}].${by}: is named twice`;
      seen.add(key);
    }
  }
  return "";
}

/** @param {Schema} schema @param {Record<string, unknown>} object @param {string} where */
function objectFault(schema, object, where) {
  const keys = Object.keys(object);
  for (const key of schema.required ?? [])
    if (!(key in object)) return `${join(where, key)}: is missing`;
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties)
    return `${where}: has ${keys.length} entries; at most ${schema.maxProperties}`;
  for (const key of keys) {
    const place = join(where, key);
    if (schema.propertyNames) {
      const fault = firstFault(schema.propertyNames, key, place);
      if (fault) return fault.replace(/: is .*?;/, ": is not a name it takes;");
    }
    const own = schema.properties?.[key];
    const other = schema.additionalProperties;
    if (!own && other === false) return `${place}: is not a field it takes`;
    const fault = firstFault(own ?? (typeof other === "object" ? other : {}), object[key], place);
    if (fault) return fault;
  }
  return "";
}
