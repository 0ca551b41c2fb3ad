// @ts-check
// A second place for the files the worker keeps, for the browsers whose Cache Storage forgets
// them: IndexedDB, which every engine keeps for the whole session.
//
// What WebKit does (WebKitGTK 2.50, and Safari in a private window: any session whose website
// data lives in memory): a cache's entries are kept only as long as some page or worker of the
// site holds that cache open. When the last one goes (a reload ends the old page and its worker
// before the new page starts), WebKit closes the cache and, opening it again, no longer finds
// any of its entries: `caches.keys()` still lists the cache, `cache.keys()` is empty and stays
// empty, and a `put` of the same address afterwards is dropped without an error. A write is not
// late: it is lost. IndexedDB written the same moment is there after the reload.
//
// So a file is kept in both places until this browser has shown which keeps it. With the
// files, the first worker puts a small mark in each cache and, once Cache Storage has taken it,
// records that in IndexedDB. A later worker that finds the mark has seen Cache Storage keep
// (learned "cache": the second copies are deleted and files are kept there only); one that does
// not find it though it was taken has seen Cache Storage forget (learned "durable": files come
// from IndexedDB and are kept there only). Nothing waits for a write to show; reading the mark
// costs one lookup in each store, and any failure of IndexedDB only means a download.

import { OPEN_MS } from "./limits.js";

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * The few operations the worker needs of a key-value store (IndexedDB's, or a test's Map).
 * @typedef {object} Store
 * @property {(key: string) => Promise<unknown>} get
 * @property {(key: string, value: unknown) => Promise<void>} put
 * @property {(key: string) => Promise<void>} delete
 * @property {() => Promise<string[]>} keys
 */

/** @typedef {"both" | "cache" | "durable"} Where where a new file is kept */

const DATABASE = "rules-worker";
const STORE = "kept";
const WHERE = "where";
/** @param {string} cacheName @param {string} key */
const copyKey = (cacheName, key) => `copy ${cacheName} ${key}`;
/** @param {string} cacheName */
const markedKey = (cacheName) => `marked ${cacheName}`;
// The mark's address in each cache (never a file's).
const MARK = new URL("rules-kept-mark", import.meta.url).href;

/**
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
const settled = (request) =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * A Store over IndexedDB's database `name`, or null where there is none, it refuses, or it has
 * not opened within `openMs` (a store that never opens must not hold the start; one that opens
 * later is closed).
 * @param {string} [name]
 * @param {number} [openMs]
 * @returns {Promise<Store | null>}
 */
export async function indexedStore(name = DATABASE, openMs = OPEN_MS) {
  if (!globalThis.indexedDB) return null;
  try {
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    const open = settled(opening);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, openMs, null)));
    const db = await Promise.race([open, late]).finally(() => clearTimeout(timer));
    if (db === null) {
      open.then((opened) => opened.close()).catch(() => {});
      console.warn(`rules worker: IndexedDB did not open within ${openMs / 1000} s`);
      return null;
    }
    /** @param {IDBTransactionMode} mode */
    const store = (mode) => db.transaction(STORE, mode).objectStore(STORE);
    return {
      get: (key) => settled(store("readonly").get(key)),
      put: async (key, value) => void (await settled(store("readwrite").put(value, key))),
      delete: async (key) => void (await settled(store("readwrite").delete(key))),
      keys: async () => (await settled(store("readonly").getAllKeys())).map(String),
    };
  } catch {
    return null;
  }
}

/** @type {Promise<Store | null> | null} */
let opened = null;
/** This worker's store, opened once. */
export const durable = () => (opened ??= indexedStore());

/**
 * Where a new file is kept: in both places until a new worker has seen which keeps it.
 * @param {Store | null} store
 * @returns {Promise<Where>}
 */
export async function whereToKeep(store) {
  if (!store) return "cache";
  try {
    const where = await store.get(WHERE);
    return where === "cache" || where === "durable" ? where : "both";
  } catch {
    return "cache";
  }
}

/**
 * Keeps `bytes` as a second copy of the file `key` of `cacheName`. A failure is only a file to
 * download again.
 * @param {Store | null} store
 * @param {string} cacheName
 * @param {string} key
 * @param {Bytes} bytes
 */
export async function keepCopy(store, cacheName, key, bytes) {
  try {
    await store?.put(copyKey(cacheName, key), bytes);
  } catch (error) {
    console.warn(`rules worker: could not keep ${key}: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * The second copy of a file, if kept.
 * @param {Store | null} store
 * @param {string} cacheName
 * @param {string} key
 * @returns {Promise<Bytes | null>}
 */
export async function copyOf(store, cacheName, key) {
  try {
    const bytes = await store?.get(copyKey(cacheName, key));
    return bytes instanceof Uint8Array ? /** @type {Bytes} */ (bytes) : null;
  } catch {
    return null;
  }
}

/**
 * Deletes the second copy of a file (it failed its check).
 * @param {Store | null} store
 * @param {string} cacheName
 * @param {string} key
 */
export async function forgetCopy(store, cacheName, key) {
  try {
    await store?.delete(copyKey(cacheName, key));
  } catch {
    // left for forgetOld
  }
}

/**
 * Where this worker keeps new files and may read second copies, learned from the mark in
 * `cache` (see above): "both" until a worker has seen Cache Storage keep or forget.
 * @param {Store | null} store
 * @param {Cache | null} cache
 * @param {string} cacheName
 * @returns {Promise<Where>}
 */
export async function learn(store, cache, cacheName) {
  const where = await whereToKeep(store);
  if (!store || where === "durable") return where;
  try {
    if (!cache) return where; // no Cache Storage here: nothing to learn of it
    if (await cache.match(MARK)) {
      if (where === "both") await store.put(WHERE, "cache");
      // Every second copy goes, those a worker still learning kept meanwhile too.
      for (const name of await store.keys()) if (name.startsWith("copy ")) await store.delete(name);
      return "cache";
    }
    if (!(await store.get(markedKey(cacheName)))) return where; // never marked: nothing shown
    await store.put(WHERE, "durable");
    return "durable";
  } catch {
    return where;
  }
}

/**
 * Puts the mark in `cache`, and records in `store` that Cache Storage took it.
 * @param {Store | null} store
 * @param {Cache | null} cache
 * @param {string} cacheName
 */
export async function mark(store, cache, cacheName) {
  try {
    if (!store || !cache || (await store.get(markedKey(cacheName)))) return;
    await cache.put(MARK, new Response("kept"));
    await store.put(markedKey(cacheName), true);
  } catch {
    // nothing to learn from on the next start: files stay kept in both places
  }
}

/**
 * Deletes every copy and record of a cache not in `current` (an older Pyodide or wheel).
 * @param {Store | null} store
 * @param {Set<string>} current the cache names in use
 */
export async function forgetOld(store, current) {
  try {
    for (const name of (await store?.keys()) ?? []) {
      const cacheName = /^(?:copy|marked) ([^ ]+)/.exec(name)?.[1];
      if (cacheName && !current.has(cacheName)) await store?.delete(name);
    }
  } catch {
    // left for the next start
  }
}
