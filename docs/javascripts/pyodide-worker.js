// @ts-check
// The Python side of the calculators, off the main thread: starts Pyodide, installs the rules_py
// wheel and answers {type: "ask", id, line} with rules_py.calculators.handle_json(line). It starts
// as soon as it is loaded; {type: "settings"} only tunes it for tests.
// Requests and answers are JSON text, so no Python object ever crosses into JavaScript, and no
// Python source is ever built from what the reader types (the worker runs no Python source at all).
//
// Started as a module worker (Pyodide 314 supports no classic workers) by the head of a
// calculator page (overrides/partials/early-start.js) or by rules/engine.js.
//
// Start-up, in order:
// 1. Download Pyodide's runtime files, the standard library and the wheel: from this browser's
//    Cache Storage if kept there, else from each source in turn (Pyodide's files from the pinned
//    CDN, then the copy in the site; the other two from the site), two at a time, the wasm
//    first. The standard library and the wheel are zips in two variants (wanted()): the one
//    whose entries are stored is asked for first, and let go at once for the deflated one when
//    the host sends it uncompressed. A source that gives no answer within CONNECT_MS, or whose
//    download stops for STALL_MS without having sent anything new, is left for the next; a
//    download that was moving when it broke off resumes where it stopped (a Range request). No
//    limit counts the time a moving download takes. Every file is checked against SHA-384
//    digests from the build (Subresource Integrity; a large file piece by piece as it arrives):
//    a file that differs is refused, wherever it came from. The wasm is compiled as it arrives.
//    Each checked file is kept in Cache Storage at once, so a Retry or a reload goes on from
//    what has arrived.
// 2. Start Python from the checked bytes only, as soon as its two JavaScript modules are here
//    (imported from blob URLs); the wasm and the standard library are handed to Pyodide through
//    a fetch() that answers from memory once they are checked. From a snapshot of a previous
//    start in this browser when there is one (restoring it is several times faster than
//    starting Python); any failure to restore deletes it and starts plainly. The standard
//    library is Pyodide's with the modules Python imports already compiled, at build time
//    (scripts/compiled_stdlib.py): a start no longer compiles them from source. Starting may
//    take bootMs once every file is here (loadPyodide never settles on some failures).
// 3. Report {type: "ready"} with the seconds it took, how (plain or snapshot) and from where.
//    The first request imports only its own document's rules.
// 4. Then, while Python is idle: import every document's rules and keep a snapshot of Python
//    for the next visit.

import * as config from "./rules-config.js";

/**
 * One place a file can come from, and what the bytes from there are checked against.
 * @typedef {object} Address
 * @property {string} source
 * @property {string} url
 * @property {string} integrity
 * @property {number} bytes
 * @property {string[]} [pieces] each piece's integrity, for a large file
 * @property {boolean} [ifCompressed] taken only where the host compresses it on the way
 */

/**
 * A file the worker fetches: its addresses in order and where it is kept.
 * @typedef {object} WantedFile
 * @property {string} name
 * @property {string} key the address it is kept under in Cache Storage
 * @property {string} cacheName
 * @property {Address[]} addresses
 */

/** @typedef {import("../../types/contract").ToWorker} ToWorker */
/** @typedef {Uint8Array<ArrayBuffer>} Bytes bytes in the worker's own memory (not shared) */

/**
 * A file's checked bytes, where they came from and, for the wasm, its module compiled on the way.
 * @typedef {object} Obtained
 * @property {Bytes} bytes
 * @property {string} integrity the digest they passed (of the variant that arrived)
 * @property {string} source
 * @property {Promise<WebAssembly.Module>} [compiled]
 */

/**
 * The module rules_py.calculators, through Pyodide's proxy: what this worker calls of it.
 * @typedef {object} Calculators
 * @property {((line: string) => string) & { destroy(): void }} handle_json
 * @property {() => boolean} import_next imports one more document's rules; false when none is left
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
 */

/**
 * Pyodide's two JavaScript modules, and its lock file, from the checked bytes.
 * @typedef {object} PyodideModules
 * @property {typeof import("pyodide").loadPyodide} loadPyodide
 * @property {import("pyodide").PyodideConfig["createPyodideModule"]} createPyodideModule
 * @property {import("pyodide").Lockfile} lockFile
 */

const CONNECT_MS = 5_000; // a source that sends nothing for this long is given up for the next
const STALL_MS = 8_000; // so is one whose download stops this long in the middle
// loadPyodide never settles on some failures: starting Python races this, counted from the
// moment every file is here (a test may shorten it).
let bootMs = 30_000;
const SNAPSHOT_IDLE_MS = 400; // Python idle this long after it started: time to prepare a snapshot
const IMPORT_IDLE_MS = 30; // and between the modules it imports for it
// Kept in config.cacheNames.python, whose name changes with the wheel and with the standard
// library: a snapshot holds both.
// The wheel's tag names its deflated variant: the same snapshot whichever variant arrived.
const SNAPSHOT_KEY = new URL(`rules-snapshot/${config.wheel.tag}`, config.wheel.deflated.url).href;
// The canonical address a file is kept under, whichever source it came from.
/** @param {string} name */
const keyOf = (name) => config.pyodideIndexUrl + name;
/** @type {Record<string, string>} */
const SOURCE_NAMES = { cdn: "from the CDN", site: "from this site" };
const WHEEL = "the rules_py wheel"; // its name among the files
const STDLIB = "the standard library";
const TYPES = {
  ".wasm": "application/wasm",
  ".mjs": "text/javascript",
  ".json": "application/json",
};

// Marks for scripts/bench.py and the tests: where the start-up time goes.
/** @param {string} what */
const mark = (what) => performance.mark(`rules:worker:${what}`);

/** @type {Calculators["handle_json"] | null} */
let handleJson = null; // the Python function lives as long as the worker
let askDelayMs = 0; // tests only: pretend Python is slow, to show coalescing of requests

const realFetch = self.fetch.bind(self);
// URL -> promise of {bytes, compiled}, checked, answered by the fetch() Pyodide calls: Python may
// start before the largest files are here; it waits for them at its fetch.
/** @type {Map<string, Promise<Obtained>>} */
const files = new Map();

self.fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const file = files.get(url);
  if (!file) return realFetch(input, init);
  const type = Object.entries(TYPES).find(([end]) => url.endsWith(end))?.[1];
  const headers = { "Content-Type": type ?? "application/octet-stream" };
  return file.then(({ bytes, compiled }) => {
    const response = new Response(bytes, { headers });
    if (compiled) compiledFor.set(response, compiled);
    return response;
  });
};

// --- checking and keeping files -----------------------------------------------------------------

/** @param {ArrayBuffer} buffer */
function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** @param {string} what */
const refused = (what) => new Error(`${what} failed its integrity check (refused)`);

// Throws unless `bytes` has the SHA-384 digest `integrity` ("sha384-<base64>").
/**
 * @param {Bytes} bytes
 * @param {string} integrity
 * @param {string} what
 */
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
  if (actual !== integrity) throw refused(what);
}

/**
 * @param {string} name
 * @returns {Promise<Cache | null>}
 */
async function openCache(name) {
  try {
    return self.caches ? await caches.open(name) : null;
  } catch {
    return null; // no Cache Storage here (private mode, file quota): work without it
  }
}

// The kept copy of a file and the digest it passed: the first of `integrities` (one per variant,
// whichever arrived) it matches.
/**
 * @param {string} cacheName
 * @param {string} key
 * @param {string[]} integrities
 * @returns {Promise<{ bytes: Bytes, integrity: string } | null>}
 */
async function kept(cacheName, key, integrities) {
  const cache = await openCache(cacheName);
  const response = await cache?.match(key);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  for (const integrity of new Set(integrities)) {
    try {
      await verify(bytes, integrity, key);
      return { bytes, integrity };
    } catch {
      // perhaps the other variant
    }
  }
  await cache?.delete(key); // there: it answered
  return null;
}

/**
 * @param {string} cacheName
 * @param {string} key
 * @param {Bytes} bytes
 * @param {Record<string, string>} [headers]
 */
async function keep(cacheName, key, bytes, headers) {
  try {
    await (await openCache(cacheName))?.put(key, new Response(bytes, { headers }));
  } catch (error) {
    console.warn(`rules worker: could not keep ${key}: ${/** @type {Error} */ (error).message}`);
  }
}

// --- downloading --------------------------------------------------------------------------------

// Thrown when the first answer for a variant taken only where the host compresses it comes
// uncompressed: its body is let go at once, for the next variant.
const UNCOMPRESSED = new Error("sent uncompressed");

// Fetches `url` from byte `from` on (a Range request when `from` > 0), handing each part to
// `onPart` as it comes; gives up on silence (CONNECT_MS before the answer, STALL_MS between
// parts), never on a download that keeps moving, however slowly. A server that answers a Range
// request with the whole file calls `onRestart` first: the parts then start again from byte 0.
// With `ifCompressed`, a first answer without a Content-Encoding throws UNCOMPRESSED. A resumed
// one never has one (browsers ask for a range of the file itself) and goes on: the bytes so far
// were of the same file, decoded.
/**
 * @param {string} url
 * @param {number} from
 * @param {(part: Bytes) => void} onPart
 * @param {() => void} onRestart
 * @param {boolean} ifCompressed
 */
async function download(url, from, onPart, onRestart, ifCompressed) {
  const abort = new AbortController();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /**
   * @param {number} ms
   * @param {string} why
   */
  const wait = (ms, why) => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(new Error(why)), ms);
  };
  wait(CONNECT_MS, `no answer within ${CONNECT_MS / 1000} s`);
  try {
    /** @type {Record<string, string>} */
    const headers = from > 0 ? { Range: `bytes=${from}-` } : {};
    const response = await realFetch(url, { signal: abort.signal, headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const encoding = response.headers.get("Content-Encoding") ?? "identity";
    if (ifCompressed && from === 0 && encoding === "identity") abort.abort(UNCOMPRESSED);
    abort.signal.throwIfAborted();
    const resumed = response.status === 206 && rangeStart(response) === from;
    if (from > 0 && !resumed) {
      if (response.status === 206) throw new Error("the server sent another range");
      onRestart();
    }
    if (!response.body) throw new Error(`HTTP ${response.status} without a body`);
    const reader = response.body.getReader();
    for (;;) {
      wait(STALL_MS, `the download stalled for ${STALL_MS / 1000} s`);
      const { done, value } = await reader.read();
      if (done) break;
      onPart(value);
    }
  } catch (error) {
    throw abort.signal.aborted ? abort.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

// The first byte of a 206 answer ("Content-Range: bytes 1000-1999/2000"), or -1.
/** @param {Response} response */
function rangeStart(response) {
  const match = /^bytes (\d+)-/.exec(response.headers.get("Content-Range") ?? "");
  return match ? Number(match[1]) : -1;
}

// Fetches `url` whole: a download cut off after some bytes arrived resumes where it stopped (a
// Range request, or from the start where the server does not do ranges), as long as every
// attempt brings new bytes; one that brings none is given up, for the next source.
/**
 * @param {string} url
 * @param {(bytes: number) => void} onBytes
 * @param {(part: Bytes) => void} onPart
 * @param {() => void} onRestart
 * @param {boolean} ifCompressed see download()
 */
async function downloadWhole(url, onBytes, onPart, onRestart, ifCompressed) {
  /** @type {Bytes[]} */
  const parts = [];
  let length = 0;
  for (;;) {
    const before = length;
    try {
      await download(
        url,
        length,
        (part) => {
          onPart(part);
          parts.push(part);
          length += part.length;
          onBytes(length);
        },
        () => {
          parts.length = 0;
          length = 0;
          onBytes(0);
          onRestart();
        },
        ifCompressed,
      );
      break;
    } catch (error) {
      if (length === before) throw error; // nothing new arrived: no use asking this source again
      console.warn(
        `rules worker: ${url} resumes at byte ${length} (${/** @type {Error} */ (error).message})`,
      );
    }
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

// Checks a file against the digests of its pieces (config.pieceBytes each) while it downloads:
// each piece is digested as soon as it is whole, so at the end only the last one is left to wait
// for. Without crypto.subtle (not a secure context) nothing is done here: `verify` checks the
// whole file at the end instead.
/**
 * @param {string[] | undefined} pieces each piece's integrity
 * @param {string} what
 */
function pieceChecker(pieces, what) {
  if (!pieces || !self.crypto?.subtle) return null;
  const size = config.pieceBytes;
  /** @type {Promise<void>[]} */
  const digests = [];
  let piece = new Uint8Array(size);
  let filled = 0;
  /** @param {Bytes} bytes */
  const digest = (bytes) => {
    const index = digests.length;
    const check = crypto.subtle.digest("SHA-384", bytes).then((hash) => {
      if (`sha384-${base64(hash)}` !== pieces[index]) throw refused(what);
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

// Pyodide's wasm is compiled while it downloads (compiling runs none of it); Python is started
// from it only once the file has passed its check. Pyodide instantiates with
// instantiateStreaming(response): for the response this worker hands it, the compiled module is
// used instead of compiling the bytes again.
/** @type {WeakMap<Response, Promise<WebAssembly.Module>>} */
const compiledFor = new WeakMap(); // Response -> promise of its WebAssembly.Module
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming?.bind(WebAssembly);
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  const module = await compiledFor.get(response)?.catch(() => null);
  if (!module) return nativeInstantiateStreaming(response, imports);
  mark("compiled while downloading");
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};

/** @param {string} name */
function streamingCompiler(name) {
  if (!name.endsWith(".wasm") || !WebAssembly.compileStreaming) return null;
  /** @type {ReadableStreamDefaultController<Bytes>} */
  let controller;
  const stream = new ReadableStream({ start: (c) => (controller = c) });
  const headers = { "Content-Type": "application/wasm" };
  const module = WebAssembly.compileStreaming(new Response(stream, { headers }));
  module.catch(() => {}); // a failed compile only means compiling again from the checked bytes
  return {
    module,
    /** @param {Bytes} part */
    take: (part) => controller.enqueue(part.slice()),
    end: () => controller.close(),
    /** @param {unknown} error */
    fail: (error) => controller.error(error),
  };
}

// At most NETWORK_LANES downloads at once, the one Python needs soonest first: a browser opens
// few connections to one server, and the page's own styles and scripts need some of them.
const NETWORK_LANES = 2;
const FIRST_NEEDED = [
  "pyodide.asm.wasm",
  "pyodide.mjs",
  "pyodide.asm.mjs",
  "pyodide-lock.json",
  STDLIB,
  WHEEL,
];
/**
 * A download waiting for a lane: its rank in FIRST_NEEDED (-1: after those), and its promise's.
 * @typedef {object} Waiting
 * @property {number} rank
 * @property {() => Promise<Bytes>} task
 * @property {(bytes: Bytes) => void} resolve
 * @property {(reason: unknown) => void} reject
 */
/** @type {{ busy: number, waiting: Waiting[] }} */
const lanes = { busy: 0, waiting: [] };

/**
 * @param {string} name
 * @param {() => Promise<Bytes>} task
 * @returns {Promise<Bytes>}
 */
function inLane(name, task) {
  return new Promise((resolve, reject) => {
    lanes.waiting.push({ rank: FIRST_NEEDED.indexOf(name), task, resolve, reject });
    lanes.waiting.sort((a, b) => a.rank - b.rank);
    setTimeout(nextInLane); // those asking at the same moment are all in the queue by then
  });
}

function nextInLane() {
  while (lanes.busy < NETWORK_LANES && lanes.waiting.length) {
    const { task, resolve, reject } = /** @type {Waiting} */ (lanes.waiting.shift()); // length > 0
    lanes.busy += 1;
    task()
      .then(resolve, reject)
      .finally(() => {
        lanes.busy -= 1;
        nextInLane();
      });
  }
}

// The checked bytes of one file: kept copy, else each address in turn. A file is kept in Cache
// Storage as soon as it has arrived and passed its check, so a Retry, a reload or the next page
// starts from what has arrived, not from nothing. `onBytes` is told how much of how many bytes
// has arrived (the size of the variant coming).
/**
 * @param {WantedFile} file
 * @param {(bytes: number, size: number) => void} onBytes
 * @returns {Promise<Obtained>}
 */
async function obtain({ name, addresses, key, cacheName }, onBytes) {
  const copy = await kept(
    cacheName,
    key,
    addresses.map(({ integrity }) => integrity),
  );
  if (copy) {
    onBytes(copy.bytes.length, copy.bytes.length);
    return { ...copy, source: "cache" };
  }
  const failures = [];
  for (const { source, url, integrity, pieces, bytes: size, ifCompressed } of addresses) {
    const what = `${name} from ${source}`;
    let checker = pieceChecker(pieces, what);
    let compiler = streamingCompiler(name);
    try {
      mark(`asked ${name}`);
      const bytes = await inLane(name, () =>
        downloadWhole(
          url,
          (bytes) => onBytes(bytes, size),
          (part) => {
            checker?.take(part);
            compiler?.take(part);
          },
          () => {
            // Sent again from the start: check it afresh; compile it from the whole bytes.
            checker = pieceChecker(pieces, what);
            compiler?.fail(new Error("restarted"));
            compiler = null;
          },
          Boolean(ifCompressed),
        ),
      );
      compiler?.end();
      mark(`downloaded ${name}`);
      await (checker ? checker.finish() : verify(bytes, integrity, what));
      mark(`checked ${name}`);
      keep(cacheName, key, bytes);
      return { bytes, integrity, source, compiled: compiler?.module };
    } catch (error) {
      compiler?.fail(error);
      onBytes(0, size);
      if (error === UNCOMPRESSED) continue; // the next variant suits this host
      const { message } = /** @type {Error} */ (error);
      failures.push(`${SOURCE_NAMES[source] ?? source}: ${message}`);
      console.warn(`rules worker: ${name} from ${url}: ${message}`);
    }
  }
  throw new Error(`could not load ${name} (${failures.join("; ")})`);
}

/** @returns {WantedFile[]} */
function wanted() {
  const runtime = Object.entries(config.pyodideFiles).map(([name, file]) => ({
    name,
    key: keyOf(name),
    cacheName: config.cacheNames.pyodide,
    addresses: config.pyodideSources.map(({ name: source, indexUrl }) => ({
      ...file, // integrity, bytes and, for a large file, the pieces' integrity
      source,
      url: indexUrl + name,
    })),
  }));
  // The two zips of the site come in two variants holding the same members: entries stored,
  // which a host that compresses (brotli, gzip) shrinks far below the other, and entries
  // deflated, the smaller as it is. The stored one is asked for first and let go at once when it
  // comes uncompressed. Either is kept under the deflated one's address.
  /** @type {(name: string, file: import("./rules-config.js").SiteFile, cacheName: string) => WantedFile} */
  const fromSite = (name, { stored, deflated }, cacheName) => ({
    name,
    key: deflated.url,
    cacheName,
    addresses: [
      { ...stored, source: "site", ifCompressed: true },
      { ...deflated, source: "site" },
    ],
  });
  return [
    ...runtime,
    fromSite(STDLIB, config.stdlib, config.cacheNames.pyodide),
    fromSite(WHEEL, config.wheel, config.cacheNames.python),
  ];
}

// Every file, each as a promise of {bytes, source}; `all` settles when all have (or one failed).
function downloadAll() {
  const list = wanted();
  const sizes = new Map(list.map(({ name, addresses }) => [name, addresses[0].bytes]));
  const loaded = new Map();
  let lastReport = 0;
  /** @param {Map<string, number>} map */
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const report = () => {
    const now = performance.now();
    if (now - lastReport < 250) return;
    lastReport = now;
    const total = sum(sizes);
    postMessage({ type: "progress", loaded: Math.min(sum(loaded), total), total });
  };
  const promises = list.map((file) =>
    obtain(file, (bytes, size) => {
      loaded.set(file.name, bytes);
      sizes.set(file.name, size);
      report();
    }),
  );
  const got = Object.fromEntries(list.map((file, index) => [file.name, promises[index]]));
  const all = Promise.all(promises);
  all.catch(() => {}); // its failure is reported where it is awaited
  return { got, all };
}

// --- starting Python ----------------------------------------------------------------------------

/** @param {Bytes} bytes */
async function importBytes(bytes) {
  const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// loadPyodide never settles when the wasm cannot be instantiated, and some failures inside it
// surface only as unhandled rejections: both end the attempt here. The time limit counts from
// the moment every file has arrived and passed its check, never while one is still coming: on a
// slow connection the download alone takes minutes, and it is watched for stalls already.
/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @param {Promise<unknown>} downloads
 * @returns {Promise<T>}
 */
async function guarded(promise, ms, what, downloads) {
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
    self.addEventListener("unhandledrejection", listener);
  });
  failure.catch(() => {}); // a failure after the start has settled concerns nobody
  try {
    return await Promise.race([promise, failure]);
  } finally {
    settled = true;
    clearTimeout(timer);
    // listener: set by the promise's executor, which has run
    self.removeEventListener(
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
async function boot(modules, options, downloads) {
  return guarded(
    modules.loadPyodide({
      indexURL: config.pyodideIndexUrl,
      lockFileContents: modules.lockFile,
      packageBaseUrl: config.pyodideIndexUrl,
      stdLibURL: config.stdlib.deflated.url, // answered by either variant (self.fetch above)
      createPyodideModule: modules.createPyodideModule,
      ...options,
    }),
    bootMs,
    "starting Python",
    downloads,
  );
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

// A snapshot holds zipimport's table of the standard library's zip it was made with (where each
// member starts, how it is compressed): it is restored only with that variant of the zip, whose
// digest is kept with it. A browser keeps the variant its host sent, so they differ only when
// the kept zip was lost and came again the other way.
const SNAPSHOT_STDLIB = "X-Rules-Stdlib";

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

/** @returns {Promise<Started>} */
async function startPython() {
  mark("begin");
  const snapshotRead = keptSnapshot().catch(() => null); // read while the files come
  const { got, all } = downloadAll();
  let missing = false; // a file could not be had: no start can work, with a snapshot or without
  all.catch(() => (missing = true));
  /** @param {string} name */
  const bytesOf = async (name) => (await got[name]).bytes;
  files.set(keyOf("pyodide.asm.wasm"), got["pyodide.asm.wasm"]);
  files.set(config.stdlib.deflated.url, got[STDLIB]);
  // Python starts once its two JavaScript modules are here and checked; the wasm and the standard
  // library are waited for inside, where Pyodide fetches them.
  const [{ loadPyodide }, { default: createPyodideModule }, lockText] = await Promise.all([
    bytesOf("pyodide.mjs").then(importBytes),
    bytesOf("pyodide.asm.mjs").then(importBytes),
    bytesOf("pyodide-lock.json"),
  ]);
  const lockFile = JSON.parse(new TextDecoder().decode(lockText));
  const modules = { loadPyodide, createPyodideModule, lockFile };
  mark("modules");
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
      const calculators = install(pyodide, await bytesOf(WHEEL));
      return { pyodide, calculators, mode: "snapshot", sources: await sourcesOf() };
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
  const calculators = install(pyodide, await bytesOf(WHEEL));
  mark("installed");
  const stdlib = (await got[STDLIB]).integrity; // here: Python started from it
  return { pyodide, calculators, mode: "plain", sources: await sourcesOf(), canKeep, stdlib };
}

// Resolves once no request has come for `ms`.
/** @param {number} ms @returns {Promise<void>} */
function idle(ms) {
  return new Promise((resolve) => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        self.removeEventListener("message", later);
        resolve();
      }, ms);
    };
    self.addEventListener("message", later);
    later();
  });
}

// A snapshot of this Python for the next visit, with every calculator's rules imported (the
// first answer needed only its own document's). Done while Python is idle, a module at a time,
// so a reader's requests wait at most for one import. The snapshot is taken while JavaScript
// holds no Python object (one taken straight after loadPyodide with packages does not
// restore), so the calculators are let go and fetched again after.
/** @param {Started} started */
async function snapshotWhenIdle(started) {
  await idle(SNAPSHOT_IDLE_MS);
  while (started.calculators.import_next()) await idle(IMPORT_IDLE_MS);
  await idle(IMPORT_IDLE_MS);
  handleJson?.destroy(); // set when Python started
  started.calculators.destroy();
  /** @type {Bytes | null} */
  let bytes = null;
  try {
    // A copy of Python's memory (Pyodide runs no threads here: no memory is shared).
    bytes = /** @type {Bytes} */ (started.pyodide.makeMemorySnapshot());
    mark("snapshot-made");
  } catch (error) {
    console.warn(`rules worker: no snapshot made (${/** @type {Error} */ (error).message})`);
  }
  started.calculators = started.pyodide.pyimport("rules_py.calculators");
  handleJson = started.calculators.handle_json;
  return bytes;
}

// Kept after the reader has Python, so they never wait for it.
/**
 * @param {Bytes} bytes
 * @param {string} stdlib the digest of the standard library's variant Python started from
 */
async function keepSnapshot(bytes, stdlib) {
  await keep(config.cacheNames.python, SNAPSHOT_KEY, bytes, { [SNAPSHOT_STDLIB]: stdlib });
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
  /** @type {Started | undefined} */
  let started;
  try {
    started = await startPython();
    handleJson = started.calculators.handle_json;
    postMessage({
      type: "ready",
      seconds: (performance.now() - began) / 1000,
      mode: started.mode,
      sources: started.sources,
    });
  } catch (error) {
    const message = String(/** @type {Error | null | undefined} */ (error)?.message ?? error);
    postMessage({ type: "failed", message });
  }
  if (started?.canKeep) {
    const bytes = await snapshotWhenIdle(started);
    if (bytes && started.stdlib) await keepSnapshot(bytes, started.stdlib);
  }
  forgetOldCaches();
}

// --- answering ----------------------------------------------------------------------------------

/**
 * @param {number} id
 * @param {string} line
 * @returns {import("../../types/contract").WorkerAnswer} (the message sent back)
 */
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
    const text = String(/** @type {Error | null | undefined} */ (error)?.message ?? error);
    console.error(text);
    const lines = text.trim().split("\n");
    const reason = lines.filter((line) => !line.startsWith("For more information")).at(-1);
    return { type: "answer", id, failure: reason };
  }
}

self.addEventListener("message", (/** @type {MessageEvent<ToWorker>} */ { data }) => {
  if (data.type === "settings") {
    askDelayMs = Number(data.askDelayMs) || 0;
    bootMs = Number(data.bootMs) || bootMs;
  } else if (data.type === "ask") postMessage(answer(data.id, data.line));
});
start(); // at once: the page has nothing to tell before Python starts
