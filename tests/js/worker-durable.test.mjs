// docs/javascripts/worker/durable.js, and verify.js's kept/keepFile over it: a file kept in
// Cache Storage and in IndexedDB until a later worker has seen which of the two keeps it. WebKit,
// in a session whose data lives in memory, loses every entry of a cache once no page holds it
// open (a reload): the reload must find the files all the same.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, test } from "node:test";
import {
  copyOf,
  forgetOld,
  indexedStore,
  keepCopy,
  learn,
  mark,
  whereToKeep,
} from "../../docs/javascripts/worker/durable.js";

const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
const noFetch = () => Promise.reject(new Error("not asked for"));
const WASM = new TextEncoder().encode("pyodide.asm.wasm, as built");
const KEY = "https://site.invalid/pyodide/pyodide.asm.wasm";
const CACHE = "rules-pyodide-x";

/** A Store (durable.js) in a Map; `fail` makes every call reject. */
function mapStore(fail = false) {
  const map = new Map();
  /** `work` done, or refused */
  const guarded = async (work) => {
    if (fail) throw new Error("refused");
    return work();
  };
  return {
    map,
    get: (key) => guarded(() => map.get(key)),
    put: (key, value) => guarded(() => void map.set(key, value)),
    delete: (key) => guarded(() => void map.delete(key)),
    keys: () => guarded(() => [...map.keys()]),
  };
}

/**
 * Cache Storage in memory, as the engines keep it; `lose()` does what WebKit does to an
 * in-memory session's caches when the last page holding them goes: the names stay, every entry
 * is gone, and a put of an address it had is dropped without an error.
 */
function memoryCaches() {
  const caches = new Map();
  const dropped = new Set();
  const cacheNamed = (name) => {
    if (!caches.has(name)) caches.set(name, new Map());
    const entries = caches.get(name);
    return {
      match: async (key) => entries.get(String(key))?.clone(),
      put: async (key, response) => {
        if (!dropped.has(`${name} ${key}`)) entries.set(String(key), response);
      },
      delete: async (key) => entries.delete(String(key)),
    };
  };
  return {
    caches,
    api: { open: async (name) => cacheNamed(name), keys: async () => [...caches.keys()] },
    lose() {
      for (const [name, entries] of caches) {
        for (const key of entries.keys()) dropped.add(`${name} ${key}`);
        entries.clear();
      }
    },
  };
}

/** IndexedDB's API, as much of it as durable.js's indexedStore uses, over one Map per database. */
function memoryIndexedDB() {
  const databases = new Map();
  const request = (compute) => {
    const made = {};
    setTimeout(() => {
      try {
        made.result = compute();
        made.onsuccess?.();
      } catch (error) {
        made.error = error;
        made.onerror?.();
      }
    });
    return made;
  };
  return {
    databases,
    open(name) {
      const fresh = !databases.has(name);
      if (fresh) databases.set(name, new Map());
      const entries = databases.get(name);
      const db = {
        createObjectStore: () => {},
        transaction: () => ({
          objectStore: () => ({
            get: (key) => request(() => entries.get(key)),
            put: (value, key) => request(() => void entries.set(key, value)),
            delete: (key) => request(() => void entries.delete(key)),
            getAllKeys: () => request(() => [...entries.keys()]),
          }),
        }),
      };
      const opening = request(() => db);
      setTimeout(() => fresh && opening.onupgradeneeded?.(), 0);
      opening.result = db; // read by onupgradeneeded, before success
      return opening;
    },
  };
}

// --- what a worker learns from the mark ---------------------------------------------------------

test("a first visit keeps its files in both places", async () => {
  const store = mapStore();
  const { api } = memoryCaches();
  assert.equal(await learn(store, await api.open(CACHE), CACHE), "both");
  assert.equal(await whereToKeep(store), "both");
});

test("a later worker that finds the mark keeps files in Cache Storage only", async () => {
  const store = mapStore();
  const { api } = memoryCaches();
  const cache = await api.open(CACHE);
  await keepCopy(store, CACHE, KEY, WASM);
  await mark(store, cache, CACHE);
  assert.equal(await learn(store, cache, CACHE), "cache"); // Chromium, Firefox: still there
  assert.equal(await copyOf(store, CACHE, KEY), null, "the second copy is let go");
  assert.equal(await whereToKeep(store), "cache");
  // A copy another worker, still learning, kept meanwhile goes at the next start.
  await keepCopy(store, CACHE, KEY, WASM);
  assert.equal(await learn(store, cache, CACHE), "cache");
  assert.equal(await copyOf(store, CACHE, KEY), null);
});

test("a later worker that misses the mark Cache Storage took keeps files in IndexedDB", async () => {
  const store = mapStore();
  const browser = memoryCaches();
  await keepCopy(store, CACHE, KEY, WASM);
  await mark(store, await browser.api.open(CACHE), CACHE);
  browser.lose(); // WebKit's reload, in a session kept in memory
  assert.equal(await learn(store, await browser.api.open(CACHE), CACHE), "durable");
  assert.deepEqual(await copyOf(store, CACHE, KEY), WASM);
  // Learned for good: a cache found full later does not undo it.
  assert.equal(await learn(store, await memoryCaches().api.open(CACHE), CACHE), "durable");
});

test("nothing is learned where the mark was never taken", async () => {
  const store = mapStore();
  const { api } = memoryCaches();
  // No Cache Storage: the mark cannot be put, and nothing is recorded.
  await mark(store, null, CACHE);
  assert.equal(await learn(store, await api.open(CACHE), CACHE), "both");
  assert.equal(await learn(store, null, CACHE), "both");
});

test("without IndexedDB, or with one that refuses, files go to Cache Storage alone", async () => {
  const { api } = memoryCaches();
  assert.equal(await learn(null, await api.open(CACHE), CACHE), "cache");
  const refusing = mapStore(true);
  assert.equal(await whereToKeep(refusing), "cache");
  assert.equal(await learn(refusing, await api.open(CACHE), CACHE), "cache");
  await keepCopy(refusing, CACHE, KEY, WASM); // a warning, no failure
  assert.equal(await copyOf(refusing, CACHE, KEY), null);
});

test("an older Pyodide's or wheel's copies and marks are deleted, the current ones kept", async () => {
  const store = mapStore();
  const { api } = memoryCaches();
  await keepCopy(store, "rules-pyodide-old", KEY, WASM);
  await mark(store, await api.open("rules-pyodide-old"), "rules-pyodide-old");
  await keepCopy(store, CACHE, KEY, WASM);
  await mark(store, await api.open(CACHE), CACHE);
  await store.put("where", "durable");
  await forgetOld(store, new Set([CACHE]));
  assert.deepEqual([...store.map.keys()].sort(), [
    `copy ${CACHE} ${KEY}`,
    `marked ${CACHE}`,
    "where",
  ]);
});

test("an IndexedDB that never opens is done without, and closed if it opens late", async () => {
  // Safari 14.1 and iOS 14.6 left a page's first open pending for good (WebKit bug 226547):
  // the worker's first visit waited with it.
  const shared = globalThis.indexedDB;
  let opening = null;
  globalThis.indexedDB = { open: () => (opening = {}) }; // no answer, until the test gives one
  try {
    assert.equal(await indexedStore("rules-test", 20), null);
    let closed = false;
    opening.result = { close: () => (closed = true) };
    opening.onsuccess();
    await new Promise((done) => setTimeout(done));
    assert.equal(closed, true);
  } finally {
    globalThis.indexedDB = shared;
  }
});

test("indexedStore keeps values over IndexedDB's requests; none where there is no IndexedDB", async () => {
  const shared = globalThis.indexedDB;
  delete globalThis.indexedDB;
  try {
    assert.equal(await indexedStore(), null);
    globalThis.indexedDB = memoryIndexedDB();
    const store = await indexedStore("rules-test");
    await store.put("a", WASM);
    assert.deepEqual(await store.get("a"), WASM);
    assert.deepEqual(await store.keys(), ["a"]);
    await store.delete("a");
    assert.equal(await store.get("a"), undefined);
  } finally {
    globalThis.indexedDB = shared;
  }
});

// --- verify.js over it: each worker a fresh module, one browser's storage under them ----------

let worker = 0;
/** verify.js as a new worker has it (its own memory of what it learned). */
const newWorker = () => {
  worker += 1;
  return import(`../../docs/javascripts/worker/verify.js?worker=${worker}`);
};

let browser;
beforeEach(() => {
  browser = memoryCaches();
  globalThis.caches = browser.api;
  globalThis.indexedDB ??= memoryIndexedDB(); // durable.js opens its database once per process
});
afterEach(async () => {
  delete globalThis.caches;
  const store = await indexedStore(); // as the next test's browser: nothing kept
  for (const key of await store.keys()) await store.delete(key);
});

test("a reload after WebKit lost the caches finds the files: from their second copies", async () => {
  const first = await newWorker();
  assert.equal(await first.kept(CACHE, KEY, [sri(WASM)], noFetch), null); // a first visit
  await first.keepFile(CACHE, KEY, WASM);
  browser.lose();
  const second = await newWorker();
  assert.deepEqual(await second.kept(CACHE, KEY, [sri(WASM)], noFetch), {
    bytes: WASM,
    integrity: sri(WASM),
  });
  // From now on, kept in IndexedDB only: Cache Storage here drops them.
  const lock = new TextEncoder().encode("pyodide-lock.json");
  const lockKey = "https://site.invalid/pyodide/pyodide-lock.json";
  await second.keepFile(CACHE, lockKey, lock);
  assert.equal(browser.caches.get(CACHE).has(lockKey), false);
  browser.lose();
  const third = await newWorker();
  assert.deepEqual((await third.kept(CACHE, lockKey, [sri(lock)], noFetch))?.bytes, lock);
});

test("where Cache Storage keeps the files, a reload reads them there and the copies go", async () => {
  const first = await newWorker();
  await first.keepFile(CACHE, KEY, WASM);
  const second = await newWorker();
  const back = await second.kept(CACHE, KEY, [sri(WASM)], noFetch);
  assert.deepEqual(back?.bytes, WASM);
  const store = await indexedStore();
  // Learned while the file was read: wait for the copies to be let go.
  for (let tries = 0; (await store.keys()).some((k) => k.startsWith("copy ")); tries += 1) {
    assert.ok(tries < 100, "the second copies were never let go");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.equal(await store.get("where"), "cache");
  // Lost from Cache Storage now (evicted): downloaded again, not read from a copy.
  browser.caches.get(CACHE).delete(KEY);
  assert.equal(await (await newWorker()).kept(CACHE, KEY, [sri(WASM)], noFetch), null);
});

test("a second copy that fails its check is deleted and the file downloaded", async (t) => {
  t.mock.method(console, "warn", () => {});
  const first = await newWorker();
  await first.keepFile(CACHE, KEY, WASM);
  browser.lose();
  const second = await newWorker();
  assert.equal(await second.kept(CACHE, KEY, ["sha384-another"], noFetch), null);
  const store = await indexedStore();
  assert.equal(await store.get(`copy ${CACHE} ${KEY}`), undefined);
});
