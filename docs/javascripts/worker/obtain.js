// @ts-check
// Every file Python needs, obtained: from this browser's Cache Storage if kept there, else from
// each source in turn (Pyodide's files from the pinned CDN, then the copy in the site; the
// standard library and the wheel from the site), two at a time, the wasm first, each checked
// (verify.js) and kept at once; a large file's pieces are kept as they pass their check, and a
// later visit goes on after the last one kept. The wasm is compiled as it arrives. The page is
// told the bytes sent over the network, not the files' own (a host's brotli sends a third).

import * as config from "../rules-config.js";
import { UNCOMPRESSED } from "./download.js";
import { laneQueue } from "./lanes.js";
import { CHEAPER_ELSEWHERE, downloadWhole } from "./resume.js";
import {
  forgetPieces,
  keepFile,
  keepPiece,
  kept,
  keptPieces,
  pieceChecker,
  verify,
} from "./verify.js";
import { STDLIB, WHEEL, wanted } from "./wanted.js";

/** @typedef {import("./wanted.js").Address} Address */
/** @typedef {import("./wanted.js").WantedFile} WantedFile */

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * A file's checked bytes, where they came from and, for the wasm, its module compiled on the way.
 * @typedef {object} Obtained
 * @property {Bytes} bytes
 * @property {string} integrity the digest they passed (of the variant that arrived)
 * @property {string} source
 * @property {Promise<WebAssembly.Module>} [compiled]
 * @property {Promise<void>} [keeping] settles once they are kept (never rejects)
 */

/** @type {Record<string, string>} */
const SOURCE_NAMES = { cdn: "from the CDN", site: "from this site" };

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
 * The bytes an address is expected to send of its file whole: brotli's where the build knows
 * it (the host's encoding is not known before its first answer).
 * @param {Address} address
 */
const expectedWire = (address) => address.sent?.br ?? address.bytes;

/**
 * One address of a file, downloaded (after the pieces an earlier visit kept) and checked; each
 * piece is kept as it passes its check.
 * @param {WantedFile} file
 * @param {Address} address
 * @param {(sent: number, wire: number) => void} onWire
 * @param {typeof fetch} fetcher
 */
async function fromAddress(file, address, onWire, fetcher) {
  const { name, key, cacheName } = file;
  const { source, url, integrity, pieces } = address;
  const what = `${name} from ${source}`;
  const earlier = await keptPieces(cacheName, key, integrity, pieces);
  let encoding = earlier.encoding ?? "identity";
  /** @type {(index: number, piece: Bytes) => void} */
  const keepIt = (index, piece) => {
    if (index >= earlier.have.length) keepPiece(cacheName, key, integrity, index, piece, encoding);
  };
  let checker = pieceChecker(pieces, what, config.pieceBytes, keepIt);
  let compiler = streamingCompiler(name);
  try {
    mark(`asked ${name}`);
    /** @type {import("./download.js").Request} */
    const request = {
      fetcher,
      url,
      ifCompressed: Boolean(address.ifCompressed),
      onEncoding: (seen) => (encoding = seen),
      onPart: (part) => {
        checker?.take(part);
        compiler?.take(part);
      },
      onRestart: () => {
        // Sent again from the start: check it afresh; compile it from the whole bytes.
        checker = pieceChecker(pieces, what, config.pieceBytes, keepIt);
        compiler?.fail(new Error("restarted"));
        compiler = null;
      },
    };
    /** @type {import("./resume.js").Resumable} */
    const resumable = {
      size: address.bytes,
      pieceBytes: config.pieceBytes,
      sent: address.sent,
      packed: address.packed,
      elsewhere: address.elsewhere,
    };
    const more = { file: resumable, have: earlier.have, encoding: earlier.encoding, onWire };
    const bytes = await inLane(name, () => downloadWhole(request, () => {}, more));
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
 * The checked bytes of one file: kept copy, else each address in turn. `onWire` is told how
 * many bytes the host has sent of it and is expected to send in all (none for a kept copy).
 * @param {WantedFile} file
 * @param {(sent: number, wire: number) => void} onWire
 * @param {typeof fetch} fetcher
 * @returns {Promise<Obtained>}
 */
async function obtain(file, onWire, fetcher) {
  const { name, addresses, key, cacheName } = file;
  const integrities = addresses.map(({ integrity }) => integrity);
  const copy = await kept(cacheName, key, integrities, fetcher);
  if (copy) {
    onWire(0, 0);
    return { ...copy, source: "cache" };
  }
  const failures = [];
  for (const address of addresses) {
    onWire(0, expectedWire(address));
    try {
      const got = await fromAddress(file, address, onWire, fetcher);
      const keeping = keepFile(cacheName, key, got.bytes).then(() => {
        mark(`kept ${name}`);
        forgetPieces(cacheName, key, address.integrity, address.pieces?.length ?? 0);
      });
      return { ...got, keeping };
    } catch (error) {
      if (error === UNCOMPRESSED || error === CHEAPER_ELSEWHERE) continue; // the next variant
      const { message } = /** @type {Error} */ (error);
      failures.push(`${SOURCE_NAMES[address.source] ?? address.source}: ${message}`);
      console.warn(`rules worker: ${name} from ${address.url}: ${message}`);
    }
  }
  throw new Error(`could not load ${name} (${failures.join("; ")})`);
}

/**
 * Every file, each as a promise of its checked bytes (`got`, by name); `all` settles when all
 * have (or one failed); `kept` when every file downloaded is kept (never rejects). Progress is
 * posted to the page every 250 ms at most: the bytes the host has sent so far (`loaded`) of all
 * it is expected to send for this visit (`total`; a kept file counts for nothing).
 * @param {typeof fetch} fetcher
 */
export function downloadAll(fetcher) {
  const list = wanted();
  const wires = new Map(list.map(({ name, addresses }) => [name, expectedWire(addresses[0])]));
  const loaded = new Map();
  let lastReport = -Infinity; // the first report goes at once, however early the worker is
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let trailing; // a report held back goes once the 250 ms are up: the page sees the last bytes
  /** @param {Map<string, number>} map */
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const report = (last = false) => {
    const now = performance.now();
    clearTimeout(trailing);
    if (now - lastReport < 250 && !last) {
      trailing = setTimeout(() => report(true), 250 - (now - lastReport));
      return;
    }
    lastReport = now;
    const total = sum(wires);
    postMessage({ type: "progress", loaded: Math.min(sum(loaded), total), total });
  };
  /** @param {WantedFile} file */
  const one = (file) =>
    obtain(
      file,
      (sent, wire) => {
        loaded.set(file.name, sent);
        wires.set(file.name, wire);
        report();
      },
      fetcher,
    );
  const promises = list.map(one);
  /** @type {Record<string, Promise<Obtained>>} */
  const got = Object.fromEntries(list.map((file, index) => [file.name, promises[index]]));
  const all = Promise.all(promises);
  all.then(() => report(true)).catch(() => {}); // a failure is reported where it is awaited
  const keeping = promises.map((file) =>
    file.then(
      (obtained) => obtained.keeping,
      () => {},
    ),
  );
  return { got, all, kept: Promise.all(keeping).then(() => {}) };
}
