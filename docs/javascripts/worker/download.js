// @ts-check
// Downloading one file whatever the network does: a source that gives no answer within
// CONNECT_MS, or whose download stops for STALL_MS without sending anything new, is given up; a
// download that was moving when it broke off resumes where it stopped (a Range request). No limit
// counts the time a moving download takes. At most NETWORK_LANES downloads run at once, the one
// Python needs soonest first. The fetch function is passed in: nothing here replaces a global.

import { CONNECT_MS, STALL_MS } from "./limits.js";

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * One download: from where, from which byte on, what to do with each part as it comes.
 * @typedef {object} Request
 * @property {typeof fetch} fetcher
 * @property {string} url
 * @property {(part: Bytes) => void} onPart
 * @property {() => void} onRestart called when a server answers a Range request with the whole
 *   file: the parts then start again from byte 0
 * @property {boolean} [ifCompressed] a first answer without a Content-Encoding throws UNCOMPRESSED
 * @property {number} [connectMs]
 * @property {number} [stallMs]
 */

// Thrown when the first answer for a variant taken only where the host compresses it comes
// uncompressed: its body is let go at once, for the next variant.
export const UNCOMPRESSED = new Error("sent uncompressed");

/**
 * The first byte of a 206 answer ("Content-Range: bytes 1000-1999/2000"), or -1.
 * @param {Response} response
 */
export function rangeStart(response) {
  const match = /^bytes (\d+)-/.exec(response.headers.get("Content-Range") ?? "");
  return match ? Number(match[1]) : -1;
}

/**
 * Fetches the request's url from byte `from` on (a Range request when `from` > 0), handing each
 * part to onPart as it comes; gives up on silence, never on a download that keeps moving. A
 * resumed answer never has a Content-Encoding (browsers ask for a range of the file itself) and
 * goes on: the bytes so far were of the same file, decoded.
 * @param {Request} request
 * @param {number} from
 */
export async function download(request, from) {
  const { fetcher, url, onPart, onRestart, ifCompressed } = request;
  const { connectMs = CONNECT_MS, stallMs = STALL_MS } = request;
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
  wait(connectMs, `no answer within ${connectMs / 1000} s`);
  try {
    /** @type {Record<string, string>} */
    const headers = from > 0 ? { Range: `bytes=${from}-` } : {};
    const response = await fetcher(url, { signal: abort.signal, headers });
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
      wait(stallMs, `the download stalled for ${stallMs / 1000} s`);
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

/**
 * Fetches the request's url whole: a download cut off after some bytes arrived resumes where it
 * stopped (a Range request, or from the start where the server does not do ranges), as long as
 * every attempt brings new bytes; one that brings none is given up, for the next source.
 * @param {Request} request
 * @param {(bytes: number) => void} onBytes told how many bytes have arrived
 * @returns {Promise<Bytes>}
 */
export async function downloadWhole(request, onBytes) {
  /** @type {Bytes[]} */
  const parts = [];
  let length = 0;
  /** @type {Request} */
  const collecting = {
    ...request,
    onPart: (part) => {
      request.onPart(part);
      parts.push(part);
      length += part.length;
      onBytes(length);
    },
    onRestart: () => {
      parts.length = 0;
      length = 0;
      onBytes(0);
      request.onRestart();
    },
  };
  for (;;) {
    const before = length;
    try {
      await download(collecting, length);
      break;
    } catch (error) {
      if (length === before) throw error; // nothing new arrived: no use asking this source again
      const { message } = /** @type {Error} */ (error);
      console.warn(`rules worker: ${request.url} resumes at byte ${length} (${message})`);
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

/**
 * A queue running at most `lanes` tasks at once, the lowest rank first (-1: after all others);
 * tasks asked for in the same moment are ranked together. A browser opens few connections to one
 * server, and the page's own styles and scripts need some of them.
 * @param {number} lanes
 * @param {string[]} order names in the order they are needed
 */
export function laneQueue(lanes, order) {
  /**
   * @typedef {object} Waiting
   * @property {number} rank
   * @property {() => Promise<Bytes>} task
   * @property {(bytes: Bytes) => void} resolve
   * @property {(reason: unknown) => void} reject
   */
  let busy = 0;
  /** @type {Waiting[]} */
  const waiting = [];
  const next = () => {
    while (busy < lanes && waiting.length) {
      const { task, resolve, reject } = /** @type {Waiting} */ (waiting.shift()); // length > 0
      busy += 1;
      task()
        .then(resolve, reject)
        .finally(() => {
          busy -= 1;
          next();
        });
    }
  };
  /**
   * @param {string} name
   * @param {() => Promise<Bytes>} task
   * @returns {Promise<Bytes>}
   */
  return (name, task) =>
    new Promise((resolve, reject) => {
      const rank = order.indexOf(name);
      waiting.push({ rank: rank < 0 ? order.length : rank, task, resolve, reject });
      waiting.sort((a, b) => a.rank - b.rank);
      setTimeout(next); // those asking at the same moment are all in the queue by then
    });
}
