// @ts-check
// What the Party page says of the party: counts, a character's values on one line, and what
// reading a version 1 file changed (./store.js upgradeParty).

import { shortTitle } from "./form.js";
import { partyOf } from "./kept.js";

/** @typedef {import("./store.js").Character} Character */

/** @param {number} count @param {string} one @param {string} [many] "1 character", "2 characters" */
export const counted = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * One line of what a character holds.
 * @param {Character} c
 * @param {Map<string, string>} [titles] each document's title, by key
 */
export function summary(c, titles = new Map()) {
  const short = (/** @type {string} */ game) => shortTitle(titles.get(game) ?? game);
  const parts = [
    ...Object.entries(c.characteristics ?? {}).map(([k, v]) => `${k} ${v}`),
    ...Object.entries(c.skills ?? {}).map(([k, v]) => `${k} ${v}%`),
    ...(c.hit_points === undefined ? [] : [`HP ${c.hit_points}`]),
    ...Object.entries(c.strike_ranks ?? {}).map(([game, v]) => `SR ${v} (${short(game)})`),
    ...Object.entries(c.runeball ?? {}).map(([k, v]) => `${k.toUpperCase()} ${v}`),
  ];
  return parts.join(" · ") || "no values yet";
}

/**
 * What reading a version 1 file changed: each strike rank and the game it is now kept for.
 * @param {unknown} before the file as read
 * @param {Character[]} after as the version written now
 * @param {Map<string, string>} titles
 */
export function upgradeNote(before, after, titles) {
  const old = /** @type {{version?: unknown, characters?: unknown}} */ (before);
  if (old?.version !== 1) return "";
  const moved = after.flatMap((c) =>
    Object.entries(c.strike_ranks ?? {}).map(
      ([game, v]) => `${c.name}'s ${v} as ${shortTitle(titles.get(game) ?? game)}'s`,
    ),
  );
  const ranks = moved.length
    ? ` Its strike ranks are read as the game's: ${moved.join("; ")}.`
    : "";
  return `A version 1 file, read as version ${partyOf([]).version}.${ranks}`;
}
