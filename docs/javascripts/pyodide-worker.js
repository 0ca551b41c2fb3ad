// The Python side of the calculators, off the main thread: starts Pyodide, installs the rules_py
// wheel and answers {type: "ask", id, line} with rules_py.calculators.handle_json(line).
// Requests and answers are JSON text, so no Python object ever crosses into JavaScript, and no
// Python source is ever built from what the reader types (the worker runs no Python source at all).
//
// Loaded by rules/engine.js as a module worker (Pyodide 314 supports no classic workers).
//
// Start-up, in order:
// 1. Download Pyodide's runtime files and the wheel, all at once: from this browser's Cache
//    Storage if kept there, else from each source in turn (the pinned CDN, then the copy in the
//    site), moving to the next when one fails, gives no answer within CONNECT_MS or stops sending
//    for STALL_MS. Every file is checked against its SHA-384 digest from the build (Subresource
//    Integrity): a file that differs is refused, wherever it came from.
// 2. Start Python from the checked bytes only: the two JavaScript modules are imported from blob
//    URLs, the wasm and the standard library are handed to Pyodide through a fetch() that answers
//    from memory. From a snapshot of a previous start in this browser when there is one (restoring
//    it is several times faster than starting Python); any failure to restore deletes it and
//    starts plainly, and a plain start leaves a new snapshot behind.
// 3. Report {type: "ready"} with the seconds it took, how (plain or snapshot) and from where.

import * as config from "./rules-config.js";

const CONNECT_MS = 5_000; // a source that sends nothing for this long is given up for the next
const STALL_MS = 8_000; // so is one whose download stops this long in the middle
const BOOT_MS = 30_000; // loadPyodide never settles on some failures: starting Python races this
const SNAPSHOT_KEY = new URL(`rules-snapshot/${config.wheel.tag}`, config.wheel.url).href;
// The canonical address a file is kept under, whichever source it came from.
const keyOf = (name) => config.pyodideIndexUrl + name;
const SOURCE_NAMES = { cdn: "from the CDN", site: "from this site" };
const TYPES = { ".wasm": "application/wasm", ".mjs": "text/javascript", ".json": "application/json" };

let handleJson = null; // the Python function lives as long as the worker
let askDelayMs = 0; // tests only: pretend Python is slow, to show coalescing of requests

const realFetch = self.fetch.bind(self);
const files = new Map(); // URL -> checked bytes, answered by the fetch() Pyodide calls

self.fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const bytes = files.get(url);
  if (!bytes) return realFetch(input, init);
  const type = Object.entries(TYPES).find(([end]) => url.endsWith(end))?.[1];
  const headers = { "Content-Type": type ?? "application/octet-stream" };
  return Promise.resolve(new Response(bytes, { headers }));
};

// --- checking and keeping files -----------------------------------------------------------------

function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

// Throws unless `bytes` has the SHA-384 digest `integrity` ("sha384-<base64>").
async function verify(bytes, integrity, what) {
  let actual;
  if (self.crypto?.subtle) {
    actual = `sha384-${base64(await crypto.subtle.digest("SHA-384", bytes))}`;
  } else {
    // Not a secure context (no crypto.subtle): the browser's own integrity check, over a blob.
    const url = URL.createObjectURL(new Blob([bytes]));
    try {
      await realFetch(url, { integrity });
      actual = integrity;
    } catch {
      actual = "a different digest";
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  if (actual !== integrity) {
    throw new Error(`${what} failed its integrity check (refused)`);
  }
}

async function openCache(name) {
  try {
    return self.caches ? await caches.open(name) : null;
  } catch {
    return null; // no Cache Storage here (private mode, file quota): work without it
  }
}

async function kept(cacheName, key, integrity) {
  const cache = await openCache(cacheName);
  const response = await cache?.match(key);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    await verify(bytes, integrity, key);
    return bytes;
  } catch {
    await cache.delete(key);
    return null;
  }
}

async function keep(cacheName, key, bytes) {
  try {
    await (await openCache(cacheName))?.put(key, new Response(bytes));
  } catch (error) {
    console.warn(`rules worker: could not keep ${key}: ${error.message}`);
  }
}

// --- downloading --------------------------------------------------------------------------------

// Fetches `url` whole, reporting bytes as they come; gives up on silence (CONNECT_MS before the
// answer, STALL_MS between pieces).
async function download(url, onBytes) {
  const abort = new AbortController();
  let timer;
  const wait = (ms, why) => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(new Error(why)), ms);
  };
  wait(CONNECT_MS, `no answer within ${CONNECT_MS / 1000} s`);
  try {
    const response = await realFetch(url, { signal: abort.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    const pieces = [];
    let length = 0;
    for (;;) {
      wait(STALL_MS, `the download stalled for ${STALL_MS / 1000} s`);
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
      length += value.length;
      onBytes(length);
    }
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const piece of pieces) {
      bytes.set(piece, at);
      at += piece.length;
    }
    return bytes;
  } catch (error) {
    throw abort.signal.aborted ? abort.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

// The checked bytes of one file: kept copy, else each address in turn.
async function obtain({ name, addresses, key, cacheName, integrity }, onBytes) {
  const copy = await kept(cacheName, key, integrity);
  if (copy) {
    onBytes(copy.length);
    return { bytes: copy, source: "cache" };
  }
  const failures = [];
  for (const { source, url } of addresses) {
    try {
      const bytes = await download(url, onBytes);
      await verify(bytes, integrity, `${name} from ${source}`);
      await keep(cacheName, key, bytes);
      return { bytes, source };
    } catch (error) {
      onBytes(0);
      failures.push(`${SOURCE_NAMES[source] ?? source}: ${error.message}`);
      console.warn(`rules worker: ${name} from ${url}: ${error.message}`);
    }
  }
  throw new Error(`could not load ${name} (${failures.join("; ")})`);
}

function wanted() {
  const runtime = Object.entries(config.pyodideFiles).map(([name, { integrity, bytes }]) => ({
    name,
    integrity,
    bytes,
    key: keyOf(name),
    cacheName: config.cacheNames.pyodide,
    addresses: config.pyodideSources.map(({ name: source, indexUrl }) => ({
      source,
      url: indexUrl + name,
    })),
  }));
  const { url, integrity, bytes } = config.wheel;
  const wheel = {
    name: "the rules_py wheel",
    integrity,
    bytes,
    key: url,
    cacheName: config.cacheNames.python,
    addresses: [{ source: "site", url }],
  };
  return [...runtime, wheel];
}

async function downloadAll() {
  const list = wanted();
  const total = list.reduce((sum, file) => sum + file.bytes, 0);
  const loaded = new Map();
  let lastReport = 0;
  const report = () => {
    const now = performance.now();
    if (now - lastReport < 250) return;
    lastReport = now;
    const sum = [...loaded.values()].reduce((a, b) => a + b, 0);
    postMessage({ type: "progress", loaded: Math.min(sum, total), total });
  };
  const results = await Promise.all(
    list.map((file) =>
      obtain(file, (bytes) => {
        loaded.set(file.name, bytes);
        report();
      }),
    ),
  );
  const got = Object.fromEntries(list.map((file, index) => [file.name, results[index]]));
  const sources = new Set(results.map((result) => result.source));
  return { got, wheel: got["the rules_py wheel"].bytes, sources: [...sources].sort() };
}

// --- starting Python ----------------------------------------------------------------------------

async function importBytes(bytes) {
  const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// loadPyodide never settles when the wasm cannot be instantiated, and some failures inside it
// surface only as unhandled rejections: both end the attempt here.
async function guarded(promise, ms, what) {
  let timer, listener;
  const failure = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    listener = (event) => {
      event.preventDefault(); // reported as this failure, not as an uncaught error
      reject(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
    };
    self.addEventListener("unhandledrejection", listener);
  });
  try {
    return await Promise.race([promise, failure]);
  } finally {
    clearTimeout(timer);
    self.removeEventListener("unhandledrejection", listener);
  }
}

async function boot(modules, options) {
  const pyodide = await guarded(
    modules.loadPyodide({
      indexURL: config.pyodideIndexUrl,
      lockFileContents: modules.lockFile,
      packageBaseUrl: config.pyodideIndexUrl,
      createPyodideModule: modules.createPyodideModule,
      ...options,
    }),
    BOOT_MS,
    "starting Python",
  );
  return pyodide;
}

function install(pyodide, wheel) {
  pyodide.unpackArchive(wheel, "wheel");
  const calculators = pyodide.pyimport("rules_py.calculators");
  return calculators;
}

async function keptSnapshot() {
  const cache = await openCache(config.cacheNames.python);
  const response = await cache?.match(SNAPSHOT_KEY);
  return response ? new Uint8Array(await response.arrayBuffer()) : null;
}

async function forgetSnapshot() {
  await (await openCache(config.cacheNames.python))?.delete(SNAPSHOT_KEY);
}

async function startPython() {
  const { got, wheel, sources } = await downloadAll();
  const bytesOf = (name) => got[name].bytes;
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip"]) files.set(keyOf(name), bytesOf(name));
  const { loadPyodide } = await importBytes(bytesOf("pyodide.mjs"));
  const { default: createPyodideModule } = await importBytes(bytesOf("pyodide.asm.mjs"));
  const lockFile = JSON.parse(new TextDecoder().decode(bytesOf("pyodide-lock.json")));
  const modules = { loadPyodide, createPyodideModule, lockFile };

  const snapshot = await keptSnapshot();
  if (snapshot) {
    try {
      const pyodide = await boot(modules, { _loadSnapshot: snapshot });
      return { calculators: install(pyodide, wheel), mode: "snapshot", sources };
    } catch (error) {
      console.warn(`rules worker: the kept Python snapshot did not restore (${error.message})`);
      await forgetSnapshot();
    }
  }
  const canKeep = Boolean(await openCache(config.cacheNames.python));
  const pyodide = await boot(modules, canKeep ? { _makeSnapshot: true } : {});
  // The snapshot is taken after the wheel is unpacked and imported, while JavaScript holds no
  // Python object (one taken straight after loadPyodide with packages does not restore).
  install(pyodide, wheel).destroy();
  let snapshotBytes = null;
  if (canKeep) {
    try {
      snapshotBytes = pyodide.makeMemorySnapshot();
    } catch (error) {
      console.warn(`rules worker: no snapshot made (${error.message})`);
    }
  }
  return { calculators: pyodide.pyimport("rules_py.calculators"), mode: "plain", sources, snapshotBytes };
}

// Kept after the reader has Python, so they never wait for it.
async function keepSnapshot(bytes) {
  await keep(config.cacheNames.python, SNAPSHOT_KEY, bytes);
  postMessage({ type: "snapshot", bytes: bytes.length });
}

// Older Pyodide versions and wheels this browser kept (where no service worker tidies up).
async function forgetOldCaches() {
  if (!self.caches) return;
  try {
    const current = new Set(Object.values(config.cacheNames));
    for (const name of await caches.keys()) {
      const ours = name.startsWith("rules-pyodide-") || name.startsWith("rules-python-");
      if (ours && !current.has(name)) await caches.delete(name);
    }
  } catch {
    // nothing kept to tidy
  }
}

async function start() {
  const began = performance.now();
  try {
    const started = await startPython();
    handleJson = started.calculators.handle_json;
    postMessage({
      type: "ready",
      seconds: (performance.now() - began) / 1000,
      mode: started.mode,
      sources: started.sources,
    });
    if (started.snapshotBytes) await keepSnapshot(started.snapshotBytes);
  } catch (error) {
    postMessage({ type: "failed", message: String(error?.message ?? error) });
  }
  forgetOldCaches();
}

// --- answering ----------------------------------------------------------------------------------

function answer(id, line) {
  if (handleJson === null) return { type: "answer", id, failure: "Python is not running" };
  if (askDelayMs) {
    const until = performance.now() + askDelayMs;
    while (performance.now() < until); // tests only: a slow Python, blocking this worker
  }
  try {
    return { type: "answer", id, line: handleJson(line) };
  } catch (error) {
    // handle_json answers bad input itself; reaching here means a bug in rules_py.
    const text = String(error?.message ?? error);
    console.error(text);
    const lines = text.trim().split("\n");
    const reason = lines.filter((line) => !line.startsWith("For more information")).at(-1);
    return { type: "answer", id, failure: reason };
  }
}

self.addEventListener("message", ({ data }) => {
  if (data.type === "start") {
    askDelayMs = Number(data.askDelayMs) || 0;
    start();
  } else if (data.type === "ask") postMessage(answer(data.id, data.line));
});
