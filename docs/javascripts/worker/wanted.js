// @ts-check
// The files Python needs and where each can come from, as the build lists them
// (../rules-config.js): Pyodide's from each source in turn (the pinned CDN, then the copy in the
// site), the standard library and the rules_py wheel from the site, each with the address it is
// kept under whichever source it came from. ./obtain.js downloads them.

import * as config from "../rules-config.js";

/**
 * One place a file can come from, and what the bytes from there are checked against.
 * @typedef {object} Address
 * @property {string} source
 * @property {string} url
 * @property {string} integrity
 * @property {number} bytes
 * @property {string[]} [pieces] each piece's integrity, for a large file
 * @property {boolean} [ifCompressed] taken only where the host compresses it on the way
 * @property {Partial<Record<string, number>>} [sent] bytes a host sends of it, by encoding
 * @property {{ url: string, offsets: number[] }} [packed] its packed copy (download.js)
 * @property {number} [elsewhere] the next address's bytes, whole: taken when cheaper than the rest
 */

/**
 * A file the worker fetches: its addresses in order and where it is kept.
 * @typedef {object} WantedFile
 * @property {string} name
 * @property {string} key the address it is kept under in Cache Storage
 * @property {string} cacheName
 * @property {Address[]} addresses
 */

export const WHEEL = "the rules_py wheel"; // its name among the files
export const STDLIB = "the standard library";
// The canonical address a file is kept under, whichever source it came from.
/** @param {string} name */
export const keyOf = (name) => config.pyodideIndexUrl + name;

/**
 * A packed copy's address made absolute, against the address of its file in the site.
 * @param {{ href: string, offsets: number[] } | undefined} packed
 * @param {string} base
 */
const packedAt = (packed, base) =>
  packed && { url: new URL(packed.href, base).href, offsets: packed.offsets };

/** @returns {WantedFile[]} */
export function wanted() {
  // Only the site holds packed copies (the CDN's file is the same bytes).
  const site = config.pyodideSources.find(({ name }) => name === "site") ?? { indexUrl: "" };
  const runtime = Object.entries(config.pyodideFiles).map(([name, file]) => ({
    name,
    key: keyOf(name),
    cacheName: config.cacheNames.pyodide,
    addresses: config.pyodideSources.map(({ name: source, indexUrl }) => ({
      ...file, // integrity, bytes, sent and, for a large file, the pieces' integrity
      packed: packedAt(file.packed, site.indexUrl + name),
      source,
      url: indexUrl + name,
    })),
  }));
  // The two zips of the site come in two variants holding the same members: entries stored,
  // which a host that compresses (brotli, gzip) shrinks far below the other, and entries
  // deflated, the smaller as it is. The stored one is asked for first and let go at once when it
  // comes uncompressed. Either is kept under the deflated one's address.
  /** @type {(name: string, file: import("../rules-config.js").SiteFile, cacheName: string) => WantedFile} */
  const fromSite = (name, { stored, deflated }, cacheName) => ({
    name,
    key: deflated.url,
    cacheName,
    addresses: [
      {
        ...stored,
        packed: packedAt(stored.packed, stored.url),
        elsewhere: deflated.bytes, // deflated already: no host shrinks it further
        source: "site",
        ifCompressed: true,
      },
      { ...deflated, packed: packedAt(deflated.packed, deflated.url), source: "site" },
    ],
  });
  return [
    ...runtime,
    fromSite(STDLIB, config.stdlib, config.cacheNames.pyodide),
    fromSite(WHEEL, config.wheel, config.cacheNames.python),
  ];
}
