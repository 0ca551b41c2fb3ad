// @ts-check
// Every file Python needs, obtained: from this browser's Cache Storage if kept there, else from
// each source in turn (Pyodide's files from the pinned CDN, then the copy in the site; the
// standard library and the wheel from the site), two at a time, the wasm first, each checked
// (verify.js) and kept at once. The wasm is compiled as it arrives.

import * as config from "../rules-config.js";
import { downloadWhole, laneQueue, UNCOMPRESSED } from "./download.js";
import { keep, kept, pieceChecker, verify } from "./verify.js";

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

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * A file's checked bytes, where they came from and, for the wasm, its module compiled on the way.
 * @typedef {object} Obtained
 * @property {Bytes} bytes
 * @property {string} integrity the digest they passed (of the variant that arrived)
 * @property {string} source
 * @property {Promise<WebAssembly.Module>} [compiled]
 */

export const WHEEL = "the rules_py wheel"; // its name among the files
export const STDLIB = "the standard library";
/** @type {Record<string, string>} */
const SOURCE_NAMES = { cdn: "from the CDN", site: "from this site" };
// The canonical address a file is kept under, whichever source it came from.
/** @param {string} name */
export const keyOf = (name) => config.pyodideIndexUrl + name;

/** @param {string} what */
const mark = (what) => performance.mark(`rules:worker:${what}`);

const inLane = laneQueue(2, [
  "pyodide.asm.wasm",
  "pyodide.mjs",
  "pyodide.asm.mjs",
  "pyodide-lock.json",
  STDLIB,
  WHEEL,
]);

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

/**
 * One address of a file, downloaded and checked.
 * @param {string} name
 * @param {Address} address
 * @param {(bytes: number) => void} onBytes
 * @param {typeof fetch} fetcher
 */
async function fromAddress(name, address, onBytes, fetcher) {
  const { source, url, integrity, pieces } = address;
  const what = `${name} from ${source}`;
  let checker = pieceChecker(pieces, what, config.pieceBytes);
  let compiler = streamingCompiler(name);
  try {
    mark(`asked ${name}`);
    /** @type {import("./download.js").Request} */
    const request = {
      fetcher,
      url,
      ifCompressed: Boolean(address.ifCompressed),
      onPart: (part) => {
        checker?.take(part);
        compiler?.take(part);
      },
      onRestart: () => {
        // Sent again from the start: check it afresh; compile it from the whole bytes.
        checker = pieceChecker(pieces, what, config.pieceBytes);
        compiler?.fail(new Error("restarted"));
        compiler = null;
      },
    };
    const bytes = await inLane(name, () => downloadWhole(request, onBytes));
    compiler?.end();
    mark(`downloaded ${name}`);
    await (checker ? checker.finish() : verify(bytes, integrity, what, fetcher));
    mark(`checked ${name}`);
    return { bytes, integrity, source, compiled: compiler?.module };
  } catch (error) {
    compiler?.fail(error);
    throw error;
  }
}

/**
 * The checked bytes of one file: kept copy, else each address in turn. `onBytes` is told how much
 * of how many bytes has arrived (the size of the variant coming).
 * @param {WantedFile} file
 * @param {(bytes: number, size: number) => void} onBytes
 * @param {typeof fetch} fetcher
 * @returns {Promise<Obtained>}
 */
async function obtain({ name, addresses, key, cacheName }, onBytes, fetcher) {
  const integrities = addresses.map(({ integrity }) => integrity);
  const copy = await kept(cacheName, key, integrities, fetcher);
  if (copy) {
    onBytes(copy.bytes.length, copy.bytes.length);
    return { ...copy, source: "cache" };
  }
  const failures = [];
  for (const address of addresses) {
    const size = address.bytes;
    try {
      const got = await fromAddress(name, address, (bytes) => onBytes(bytes, size), fetcher);
      keep(cacheName, key, got.bytes);
      return got;
    } catch (error) {
      onBytes(0, size);
      if (error === UNCOMPRESSED) continue; // the next variant suits this host
      const { message } = /** @type {Error} */ (error);
      failures.push(`${SOURCE_NAMES[address.source] ?? address.source}: ${message}`);
      console.warn(`rules worker: ${name} from ${address.url}: ${message}`);
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
  /** @type {(name: string, file: import("../rules-config.js").SiteFile, cacheName: string) => WantedFile} */
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

/**
 * Every file, each as a promise of its checked bytes (`got`, by name); `all` settles when all
 * have (or one failed). Progress is posted to the page every 250 ms at most.
 * @param {typeof fetch} fetcher
 */
export function downloadAll(fetcher) {
  const list = wanted();
  const sizes = new Map(list.map(({ name, addresses }) => [name, addresses[0].bytes]));
  const loaded = new Map();
  let lastReport = -Infinity; // the first report goes at once, however early the worker is
  /** @param {Map<string, number>} map */
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const report = () => {
    const now = performance.now();
    if (now - lastReport < 250) return;
    lastReport = now;
    const total = sum(sizes);
    postMessage({ type: "progress", loaded: Math.min(sum(loaded), total), total });
  };
  /** @param {WantedFile} file */
  const one = (file) =>
    obtain(
      file,
      (bytes, size) => {
        loaded.set(file.name, bytes);
        sizes.set(file.name, size);
        report();
      },
      fetcher,
    );
  const promises = list.map(one);
  /** @type {Record<string, Promise<Obtained>>} */
  const got = Object.fromEntries(list.map((file, index) => [file.name, promises[index]]));
  const all = Promise.all(promises);
  all.catch(() => {}); // its failure is reported where it is awaited
  return { got, all };
}
