// @ts-check
// Starting Python from the checked bytes only, as soon as Pyodide's two JavaScript modules are
// here (imported from blob URLs); the wasm and the standard library are handed to Pyodide from
// memory once they are checked (served.js). From a snapshot of a previous start in this browser
// when there is one (restoring it is several times faster than starting Python); any failure to
// restore deletes it and starts plainly. Starting may take BOOT_MS once every file is here
// (loadPyodide never settles on some failures).

import * as config from "../rules-config.js";
import { durable, forgetOld } from "./durable.js";
import { BOOT_MS } from "./limits.js";
import { downloadAll } from "./obtain.js";
import { keyOf, STDLIB, WHEEL } from "./wanted.js";
import { files } from "./served.js";
import { keep, openCache } from "./verify.js";

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * The module rules_py.calculators, through Pyodide's proxy: what this worker calls of it.
 * @typedef {object} Calculators
 * @property {((line: string) => string) & { destroy(): void }} handle_json
 * @property {() => boolean} import_next imports one more document's rules; false when none is left
 * @property {() => boolean} warm_next works out one more heatmap grid; false when none is left
 * @property {() => void} destroy
 */

/**
 * Python, started: how, from where, and whether a snapshot of it can be kept.
 * @typedef {object} Started
 * @property {import("pyodide").PyodideAPI} pyodide
 * @property {Calculators} calculators
 * @property {"plain" | "snapshot"} mode
 * @property {string[]} sources
 * @property {boolean} [canKeep]
 * @property {string} [stdlib] the digest of the standard library's variant it started from
 * @property {Promise<void>} kept settles once every file downloaded is kept (never rejects)
 */

/**
 * Pyodide's two JavaScript modules, and its lock file, from the checked bytes.
 * @typedef {object} PyodideModules
 * @property {typeof import("pyodide").loadPyodide} loadPyodide
 * @property {import("pyodide").PyodideConfig["createPyodideModule"]} createPyodideModule
 * @property {import("pyodide").Lockfile} lockFile
 */

// Kept in config.cacheNames.python, whose name changes with the wheel and with the standard
// library: a snapshot holds both. The wheel's tag names its deflated variant: the same snapshot
// whichever variant arrived.
const SNAPSHOT_KEY = new URL(`rules-snapshot/${config.wheel.tag}`, config.wheel.deflated.url).href;
// A snapshot holds zipimport's table of the standard library's zip it was made with (where each
// member starts, how it is compressed): it is restored only with that variant of the zip, whose
// digest is kept with it. A browser keeps the variant its host sent, so they differ only when
// the kept zip was lost and came again the other way.
const SNAPSHOT_STDLIB = "X-Rules-Stdlib";

const MARK = "rules:worker:";

/** @param {string} what */
export const mark = (what) => performance.mark(`${MARK}${what}`);

/**
 * Every mark of the start so far, milliseconds from the worker's own start: what the worker
 * reports with "ready" and "snapshot" (engine/engine.js marks it on the page: engine/facts.js;
 * `make bench` prints the pieces).
 * @returns {Record<string, number>}
 */
export function marks() {
  /** @type {Record<string, number>} */
  const found = {};
  for (const entry of performance.getEntriesByType("mark")) {
    if (entry.name.startsWith(MARK))
      found[entry.name.slice(MARK.length)] = Math.round(entry.startTime);
  }
  return found;
}

// The line put in front of Pyodide's checked scripts: within them, `fetch` and `WebAssembly` are
// served.js's, which answer the files this worker has checked from memory.
const SERVED = new URL("./served.js", import.meta.url).href;
const PREFIX = `import { served as fetch, servedWebAssembly as WebAssembly } from ${JSON.stringify(SERVED)};\n`;

/**
 * One of Pyodide's scripts, imported from its checked bytes.
 * @param {Bytes} bytes
 */
async function importPyodide(bytes) {
  const url = URL.createObjectURL(new Blob([PREFIX, bytes], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * `promise`, or a failure: loadPyodide never settles when the wasm cannot be instantiated, and
 * some failures inside it surface only as unhandled rejections: both end the attempt here. The
 * time limit counts from the moment every file has arrived and passed its check, never while one
 * is still coming: on a slow connection the download alone takes minutes, and it is watched for
 * stalls already.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @param {Promise<unknown>} downloads
 * @returns {Promise<T>}
 */
export async function guarded(promise, ms, what, downloads) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {((event: PromiseRejectionEvent) => void) | undefined} */
  let listener;
  let settled = false;
  const failure = new Promise((_, reject) => {
    const late = new Error(`${what} did not finish within ${ms / 1000} s of the download`);
    downloads.then(
      () => {
        if (!settled) timer = setTimeout(() => reject(late), ms);
      },
      reject, // a file that could not be had ends the start at once
    );
    listener = (event) => {
      event.preventDefault(); // reported as this failure, not as an uncaught error
      reject(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
    };
    globalThis.addEventListener?.("unhandledrejection", listener);
  });
  failure.catch(() => {}); // a failure after the start has settled concerns nobody
  try {
    return await Promise.race([promise, failure]);
  } finally {
    settled = true;
    clearTimeout(timer);
    // listener: set by the promise's executor, which has run
    globalThis.removeEventListener?.(
      "unhandledrejection",
      /** @type {(event: PromiseRejectionEvent) => void} */ (listener),
    );
  }
}

/**
 * @param {PyodideModules} modules
 * @param {import("pyodide").PyodideConfig} options
 * @param {Promise<unknown>} downloads
 */
function boot(modules, options, downloads) {
  mark("boot");
  const started = modules.loadPyodide({
    indexURL: config.pyodideIndexUrl,
    lockFileContents: modules.lockFile,
    packageBaseUrl: config.pyodideIndexUrl,
    stdLibURL: config.stdlib.deflated.url, // answered by either variant (served.js)
    createPyodideModule: modules.createPyodideModule,
    ...options,
  });
  return guarded(started, BOOT_MS, "starting Python", downloads);
}

/**
 * @param {import("pyodide").PyodideAPI} pyodide
 * @param {Bytes} wheel
 */
function install(pyodide, wheel) {
  pyodide.unpackArchive(wheel, "wheel");
  /** @type {Calculators} */
  const calculators = pyodide.pyimport("rules_py.calculators");
  return calculators;
}

async function keptSnapshot() {
  const cache = await openCache(config.cacheNames.python);
  const response = await cache?.match(SNAPSHOT_KEY);
  if (!response) return null;
  const stdlib = response.headers.get(SNAPSHOT_STDLIB);
  return { bytes: new Uint8Array(await response.arrayBuffer()), stdlib };
}

async function forgetSnapshot() {
  await (await openCache(config.cacheNames.python))?.delete(SNAPSHOT_KEY);
}

/**
 * Kept after the reader has Python, so they never wait for it.
 * @param {Bytes} bytes
 * @param {string} stdlib the digest of the standard library's variant Python started from
 */
export async function keepSnapshot(bytes, stdlib) {
  await keep(config.cacheNames.python, SNAPSHOT_KEY, bytes, { [SNAPSHOT_STDLIB]: stdlib });
  mark("snapshot-kept");
  postMessage({ type: "snapshot", bytes: bytes.length, marks: marks() });
}

/**
 * Pyodide's modules from their checked bytes, once here; the wasm and the standard library are
 * waited for inside, where Pyodide fetches them.
 * @param {Record<string, Promise<import("./obtain.js").Obtained>>} got
 * @returns {Promise<PyodideModules>}
 */
async function pyodideModules(got) {
  /** @param {string} name */
  const bytesOf = async (name) => (await got[name]).bytes;
  files.set(keyOf("pyodide.asm.wasm"), got["pyodide.asm.wasm"]);
  // When each file was here, checked, from the network or this browser's cache.
  for (const [name, file] of Object.entries(got))
    file.then(
      () => mark(`here ${name}`),
      () => {},
    );
  // When the wasm's compile, begun as it arrived, was done (or failed).
  // A wasm that never came is reported by the start (below), not as an unhandled rejection.
  got["pyodide.asm.wasm"].then(
    ({ compiled }) =>
      compiled?.then(
        () => mark("wasm compiled"),
        () => mark("wasm not compiled"),
      ),
    () => {},
  );
  files.set(config.stdlib.deflated.url, got[STDLIB]);
  const [{ loadPyodide }, { default: createPyodideModule }, lockText] = await Promise.all([
    bytesOf("pyodide.mjs").then(importPyodide),
    bytesOf("pyodide.asm.mjs").then(importPyodide),
    bytesOf("pyodide-lock.json"),
  ]);
  const lockFile = JSON.parse(new TextDecoder().decode(lockText));
  mark("modules");
  return { loadPyodide, createPyodideModule, lockFile };
}

/**
 * Python, started from the files `fetcher` downloads (each checked).
 * @param {typeof fetch} fetcher
 * @returns {Promise<Started>}
 */
export async function startPython(fetcher) {
  mark("begin");
  const snapshotRead = keptSnapshot().catch(() => null); // read while the files come
  const { got, all, kept } = downloadAll(fetcher);
  let missing = false; // a file could not be had: no start can work, with a snapshot or without
  all.catch(() => (missing = true));
  const wheel = async () => (await got[WHEEL]).bytes;
  const modules = await pyodideModules(got);
  const sourcesOf = async () => [...new Set((await all).map(({ source }) => source))].sort();
  const snapshot = await snapshotRead;
  mark("snapshot-read");
  // Waited for only with a snapshot, kept as the zip was: from this browser's cache.
  const fits = snapshot !== null && snapshot.stdlib === (await got[STDLIB]).integrity;
  if (snapshot && !fits) await forgetSnapshot(); // made with the other variant of the zip
  if (snapshot && fits) {
    try {
      const pyodide = await boot(modules, { _loadSnapshot: snapshot.bytes }, all);
      mark("booted");
      // The snapshot holds every module imported already, but not the files (Pyodide keeps them
      // outside the memory it snapshots): unpacked again for any import still to come.
      const calculators = install(pyodide, await wheel());
      mark("installed");
      return { pyodide, calculators, mode: "snapshot", sources: await sourcesOf(), kept };
    } catch (error) {
      if (missing) throw error;
      const { message } = /** @type {Error} */ (error);
      console.warn(`rules worker: the kept Python snapshot did not restore (${message})`);
      await forgetSnapshot();
    }
  }
  const canKeep = Boolean(await openCache(config.cacheNames.python));
  const pyodide = await boot(modules, canKeep ? { _makeSnapshot: true } : {}, all);
  mark("booted");
  const calculators = install(pyodide, await wheel());
  mark("installed");
  const stdlib = (await got[STDLIB]).integrity; // here: Python started from it
  const sources = await sourcesOf();
  return { pyodide, calculators, mode: "plain", sources, canKeep, stdlib, kept };
}

/**
 * Older Pyodide versions and wheels this browser kept (where no service worker tidies up), and
 * their second copies (durable.js).
 */
export async function forgetOldCaches() {
  const current = new Set(Object.values(config.cacheNames));
  await forgetOld(await durable(), current);
  if (!globalThis.caches) return;
  try {
    for (const name of await caches.keys()) {
      const ours = name.startsWith("rules-pyodide-") || name.startsWith("rules-python-");
      if (ours && !current.has(name)) await caches.delete(name);
    }
  } catch {
    // nothing kept to tidy
  }
}
