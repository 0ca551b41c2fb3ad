// @ts-check
// Downloading one file whatever the network does: a source that gives no answer within
// CONNECT_MS, or whose download stops for STALL_MS without sending anything new, is given up; a
// download that was moving when it broke off goes on from the bytes it has, by the way that
// costs the fewest bytes on the wire (./resume.js). No limit counts the time a moving download
// takes. At most NETWORK_LANES downloads run at once, the one Python needs soonest first
// (./lanes.js). The fetch function is passed in: nothing here replaces a global.
// This module: one download, from one byte on.

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
 * @property {(encoding: string) => void} [onEncoding] told the answer's Content-Encoding
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
    request.onEncoding?.(encoding);
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
