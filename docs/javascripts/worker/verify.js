// @ts-check
// Checking files and keeping them: every file the worker takes is checked against a SHA-384
// digest from the build (Subresource Integrity), a large one piece by piece as it arrives, and
// kept in Cache Storage once checked, so that a Retry or a reload goes on from what has arrived
// (and a whole file in IndexedDB too where Cache Storage may forget it: durable.js).

import { copyOf, durable, forgetCopy, keepCopy, learn, mark } from "./durable.js";

/** @typedef {Uint8Array<ArrayBuffer>} Bytes bytes in the worker's own memory (not shared) */

/** @param {ArrayBuffer} buffer */
export function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** @param {string} what */
const refused = (what) => new Error(`${what} failed its integrity check (refused)`);

/**
 * Throws unless `bytes` has the SHA-384 digest `integrity` ("sha384-<base64>"). Without
 * crypto.subtle (not a secure context), the browser's own integrity check of `fetcher`, over a
 * blob.
 * @param {Bytes} bytes
 * @param {string} integrity
 * @param {string} what
 * @param {typeof fetch} fetcher
 */
export async function verify(bytes, integrity, what, fetcher) {
  let actual;
  if (globalThis.crypto?.subtle) {
    actual = `sha384-${base64(await crypto.subtle.digest("SHA-384", bytes))}`;
  } else {
    const url = URL.createObjectURL(new Blob([bytes]));
    try {
      await fetcher(url, { integrity });
      actual = integrity;
    } catch {
      actual = "a different digest";
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  if (actual !== integrity) throw refused(what);
}

/**
 * The checker of a file against the digests of its pieces (`size` bytes each) while it downloads:
 * each piece is digested as soon as it is whole, so at the end only the last one is left to wait
 * for. Null without pieces or without crypto.subtle: `verify` checks the whole file at the end.
 * `onChecked` is handed each piece that passed, with its index (to keep it).
 * @param {string[] | undefined} pieces each piece's integrity
 * @param {string} what
 * @param {number} size
 * @param {(index: number, piece: Bytes) => void} [onChecked]
 */
export function pieceChecker(pieces, what, size, onChecked) {
  if (!pieces || !globalThis.crypto?.subtle) return null;
  /** @type {Promise<void>[]} */
  const digests = [];
  let piece = new Uint8Array(size);
  let filled = 0;
  /** @param {Bytes} bytes */
  const digest = (bytes) => {
    const index = digests.length;
    const check = crypto.subtle.digest("SHA-384", bytes).then((hash) => {
      if (`sha384-${base64(hash)}` !== pieces[index]) throw refused(what);
      onChecked?.(index, bytes);
    });
    check.catch(() => {}); // reported by finish()
    digests.push(check);
  };
  return {
    /** @param {Bytes} part */
    take(part) {
      for (let at = 0; at < part.length; ) {
        const taken = Math.min(size - filled, part.length - at);
        piece.set(part.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === size) {
          digest(piece);
          piece = new Uint8Array(size);
          filled = 0;
        }
      }
    },
    async finish() {
      if (filled) digest(piece.subarray(0, filled));
      if (digests.length !== pieces.length) throw refused(what);
      await Promise.all(digests);
    },
  };
}

/**
 * @param {string} name
 * @returns {Promise<Cache | null>}
 */
export async function openCache(name) {
  try {
    return globalThis.caches ? await caches.open(name) : null;
  } catch {
    return null; // no Cache Storage here (private mode, file quota): work without it
  }
}

/**
 * Where this worker keeps files and may read their second copies (durable.js), learned once per
 * cache from the mark an earlier worker left in it.
 * @type {Map<string, Promise<import("./durable.js").Where>>}
 */
const learned = new Map();
/** @param {string} cacheName */
const placement = (cacheName) => {
  let where = learned.get(cacheName);
  if (!where) {
    where = (async () => learn(await durable(), await openCache(cacheName), cacheName))();
    learned.set(cacheName, where);
  }
  return where;
};

/**
 * The kept copy of a file and the digest it passed: the first of `integrities` (one per variant,
 * whichever arrived) it matches. From Cache Storage, else from its second copy where this
 * browser's Cache Storage has not shown that it keeps files (durable.js). A copy that matches
 * none is deleted.
 * @param {string} cacheName
 * @param {string} key
 * @param {string[]} integrities
 * @param {typeof fetch} fetcher
 * @returns {Promise<{ bytes: Bytes, integrity: string } | null>}
 */
export async function kept(cacheName, key, integrities, fetcher) {
  const where = placement(cacheName); // learned while Cache Storage is read
  where.catch(() => {});
  const cache = await openCache(cacheName);
  const response = await cache?.match(key);
  /** @type {Bytes | null} */
  let bytes = response ? new Uint8Array(await response.arrayBuffer()) : null;
  const fromCache = bytes !== null;
  if (!bytes && (await where) !== "cache") {
    bytes = await copyOf(await durable(), cacheName, key);
  }
  if (!bytes) return null;
  for (const integrity of new Set(integrities)) {
    try {
      await verify(bytes, integrity, key, fetcher);
      return { bytes, integrity };
    } catch {
      // perhaps the other variant
    }
  }
  if (fromCache)
    await cache?.delete(key); // there: it answered
  else await forgetCopy(await durable(), cacheName, key);
  return null;
}

/**
 * Keeps the checked bytes of a file where this browser keeps them (durable.js): in Cache Storage,
 * in IndexedDB, or in both until a later worker has seen which keeps them. Failures are warned of
 * only: the file is downloaded again next time.
 * @param {string} cacheName
 * @param {string} key
 * @param {Bytes} bytes
 */
export async function keepFile(cacheName, key, bytes) {
  const where = await placement(cacheName);
  const store = await durable();
  const inCache = async () => {
    if (await keep(cacheName, key, bytes)) await mark(store, await openCache(cacheName), cacheName);
  };
  await Promise.all([
    where !== "durable" ? inCache() : null,
    where !== "cache" ? keepCopy(store, cacheName, key, bytes) : null,
  ]);
}

/**
 * @param {string} cacheName
 * @param {string} key
 * @param {Bytes} bytes
 * @param {Record<string, string>} [headers]
 * @returns {Promise<boolean>} whether Cache Storage took it
 */
export async function keep(cacheName, key, bytes, headers) {
  try {
    const cache = await openCache(cacheName);
    await cache?.put(key, new Response(bytes, { headers }));
    return Boolean(cache);
  } catch (error) {
    console.warn(`rules worker: could not keep ${key}: ${/** @type {Error} */ (error).message}`);
    return false;
  }
}

// --- pieces kept as they arrive: a reload or a second page goes on from the last one ----------

/**
 * The address piece `index` of a file is kept under: the file's own, with the piece and the
 * file's digest (the pieces of one variant never stand in for another's).
 * @param {string} key
 * @param {string} integrity the whole file's
 * @param {number} index
 */
function pieceKey(key, integrity, index) {
  const url = new URL(key);
  url.searchParams.set("rules-piece", `${index}`);
  url.searchParams.set("of", integrity.slice(7, 23));
  return url.href;
}

/**
 * Keeps one checked piece. A failure only means the piece is downloaded again on a reload.
 * @param {string} cacheName
 * @param {string} key
 * @param {string} integrity
 * @param {number} index
 * @param {Bytes} piece
 * @param {string} encoding how the host sent the file (the way to ask for the rest)
 */
export function keepPiece(cacheName, key, integrity, index, piece, encoding) {
  return keep(cacheName, pieceKey(key, integrity, index), piece, { "X-Rules-Encoding": encoding });
}

/**
 * The file's first pieces kept by an earlier visit, each checked again, up to the first one
 * missing (or failing its check), and how the host sent them. A piece not found is only a
 * piece to download: a write may be gone (WebKit loses a cache's entries once no page holds it
 * open: durable.js), and nothing here throws.
 * @param {string} cacheName
 * @param {string} key
 * @param {string} integrity
 * @param {string[] | undefined} pieces each piece's integrity
 * @returns {Promise<{ have: Bytes[], encoding: string | null }>}
 */
export async function keptPieces(cacheName, key, integrity, pieces) {
  /** @type {Bytes[]} */
  const have = [];
  let encoding = null;
  if (!pieces || !globalThis.crypto?.subtle) return { have, encoding };
  try {
    const cache = await openCache(cacheName);
    for (const [index, expected] of pieces.entries()) {
      const response = await cache?.match(pieceKey(key, integrity, index));
      if (!response) break;
      const piece = new Uint8Array(await response.arrayBuffer());
      const hash = await crypto.subtle.digest("SHA-384", piece);
      if (`sha384-${base64(hash)}` !== expected) break;
      encoding ??= response.headers.get("X-Rules-Encoding");
      have.push(piece);
    }
  } catch {
    // what was read so far stands; the rest comes from the network
  }
  return { have, encoding };
}

/**
 * Deletes the kept pieces of a file now kept whole.
 * @param {string} cacheName
 * @param {string} key
 * @param {string} integrity
 * @param {number} count
 */
export async function forgetPieces(cacheName, key, integrity, count) {
  try {
    const cache = await openCache(cacheName);
    for (let index = 0; index < count; index += 1) {
      await cache?.delete(pieceKey(key, integrity, index));
    }
  } catch {
    // left to the next build's new cache names
  }
}
