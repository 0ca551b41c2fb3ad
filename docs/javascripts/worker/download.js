// @ts-check
// Downloading one file whatever the network does: a source that gives no answer within
// CONNECT_MS, or whose download stops for STALL_MS without sending anything new, is given up; a
// download that was moving when it broke off goes on from the bytes it has, by the way that
// costs the fewest bytes on the wire (resumeWays): the rest of the file raw (a browser asks for
// a range uncompressed), the rest of the file's packed copy (a gzip member per piece, written by
// the build: scripts/resumable.py) from the first piece it lacks, or the file compressed again
// from its start. No limit counts the time a moving download takes. At most NETWORK_LANES
// downloads run at once, the one Python needs soonest first. The fetch function is passed in:
// nothing here replaces a global.

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

/**
 * What the build tells of a file for going on with its download compressed
 * (scripts/resumable.py): the bytes a host sends of it by encoding, its packed copy.
 * @typedef {object} Resumable
 * @property {number} size the file's own bytes
 * @property {number} pieceBytes
 * @property {Partial<Record<string, number>>} [sent] bytes sent of it with "br", "gzip"
 * @property {{ url: string, offsets: number[] }} [packed] where each gzip member starts
 * @property {number} [elsewhere] bytes of the next address, whole (taken instead when cheaper)
 */

/**
 * One way to go on from byte `have` of a file, and the bytes it would bring over the network.
 * @typedef {{ how: "raw" | "packed" | "again" | "elsewhere", cost: number }} Way
 */

// Thrown when another address of the file costs fewer bytes than the rest of this one.
export const CHEAPER_ELSEWHERE = new Error("cheaper from the next address");

/**
 * The bytes a host sends of the whole file with `encoding` (its own size uncompressed).
 * @param {Resumable} file
 * @param {string} encoding
 */
export const sentWith = (file, encoding) => file.sent?.[encoding] ?? file.size;

/**
 * The ways to go on from byte `have` (> 0) of `file`, the cheapest first (the first of equals as
 * listed: raw, packed, again, elsewhere). `encoding`: how the host sent the file from its start
 * (null: not known; then asking again is not counted on to come compressed).
 * @param {Resumable} file
 * @param {number} have
 * @param {string | null} encoding
 * @param {{ packed: boolean, again: boolean }} usable
 * @returns {Way[]}
 */
export function resumeWays(file, have, encoding, usable) {
  /** @type {Way[]} */
  const ways = [{ how: "raw", cost: file.size - have }];
  const offsets = file.packed?.offsets;
  if (offsets && usable.packed) {
    const first = Math.floor(have / file.pieceBytes);
    ways.push({ how: "packed", cost: offsets[offsets.length - 1] - offsets[first] });
  }
  if (encoding && encoding !== "identity" && usable.again) {
    ways.push({ how: "again", cost: sentWith(file, encoding) });
  }
  if (file.elsewhere !== undefined) ways.push({ how: "elsewhere", cost: file.elsewhere });
  return ways.sort((a, b) => a.cost - b.cost);
}

/**
 * One gzip member, inflated by the browser.
 * @param {Bytes} member
 * @returns {Promise<Bytes>}
 */
async function inflate(member) {
  const stream = new Blob([member]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The reader of a packed copy from member `first` on: splits what arrives into whole members
 * (`offsets`), inflates each in turn and hands on the part of each the file does not have yet
 * (`have()`), so a member that overlaps the bytes so far, or a server that sends the copy from
 * its start, costs no byte twice in the file.
 * @param {number[]} offsets
 * @param {number} pieceBytes
 * @param {number} first
 * @param {() => number} have
 * @param {(part: Bytes) => void} emit
 */
export function packedReader(offsets, pieceBytes, first, have, emit) {
  let member = first;
  /** @type {Bytes[]} */
  let buffer = [];
  let buffered = 0;
  let inflated = Promise.resolve();
  /** @type {unknown} */
  let failure = null;
  /** @param {Bytes} bytes @param {number} index */
  const hand = (bytes, index) => {
    inflated = inflated
      .then(() => inflate(bytes))
      .then((plain) => {
        const skip = have() - index * pieceBytes;
        if (skip < plain.length) emit(plain.subarray(Math.max(0, skip)));
      })
      .catch((error) => {
        failure ??= error;
      });
  };
  return {
    /** @param {Bytes} part */
    take(part) {
      if (failure) throw failure;
      buffer.push(part);
      buffered += part.length;
      for (;;) {
        const length = offsets[member + 1] - offsets[member];
        if (!(member + 1 < offsets.length) || buffered < length) break;
        const joined = join(buffer, buffered);
        hand(joined.slice(0, length), member);
        buffer = [joined.slice(length)];
        buffered -= length;
        member += 1;
      }
    },
    restart() {
      member = 0;
      buffer = [];
      buffered = 0;
    },
    /** Settles once every whole member taken is handed on; throws what went wrong. */
    async settled() {
      await inflated;
      if (failure) throw failure;
    },
  };
}

/**
 * @param {Bytes[]} parts
 * @param {number} length
 */
function join(parts, length) {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * Fetches the request's url whole: a download cut off after some bytes arrived goes on by the
 * cheapest of resumeWays, as long as every attempt brings new bytes; one that brings none is
 * given up, for the next source (a packed copy that cannot be had only leaves the other ways).
 * `have` are the file's first pieces, checked and kept by an earlier visit: the download goes on
 * after them. `onWire` is told the bytes the host has sent so far and all it is expected to send
 * (estimated from the build's sizes where the browser decodes what it gets).
 * @param {Request} request
 * @param {(bytes: number) => void} onBytes told how many bytes of the file have arrived
 * @param {{ file?: Resumable, have?: Bytes[], encoding?: string | null,
 *   onWire?: (sent: number, wire: number) => void }} [more]
 * @returns {Promise<Bytes>}
 */
export async function downloadWhole(request, onBytes, more = {}) {
  const { file, onWire = () => {} } = more;
  /** @type {Bytes[]} */
  const parts = [];
  let length = 0;
  let arrived = 0; // every byte of the file ever handed on: grows with every attempt that helps
  let encoding = more.encoding ?? null; // how the host sent the file from its start
  let sent = 0; // bytes on the wire, of the attempts before this one
  let attempt = () => 0; // ... of this one
  let rest = () => 0; // bytes still to come by this attempt's way
  const tell = () => onWire(sent + attempt(), sent + attempt() + rest());
  /** @type {Request} */
  const collecting = {
    ...request,
    onPart: (part) => {
      request.onPart(part);
      parts.push(part);
      length += part.length;
      arrived += part.length;
      onBytes(length);
      tell();
    },
    onRestart: () => {
      parts.length = 0;
      length = 0;
      onBytes(0);
      request.onRestart();
    },
  };
  for (const piece of more.have ?? []) collecting.onPart(piece);
  const size = file?.size ?? 0;
  const usable = { packed: true, again: true };
  for (;;) {
    if (file && size > 0 && length >= size) break; // every piece was kept
    const before = arrived;
    const start = length;
    /** @type {Way} */
    let way = { how: "raw", cost: size - length }; // from byte 0: the file as the host sends it
    if (length > 0 && file) [way] = resumeWays(file, length, encoding, usable);
    try {
      if (way.how === "elsewhere") throw CHEAPER_ELSEWHERE;
      if (way.how === "packed" && file?.packed) {
        usable.packed = false; // one go: if it breaks off, the others are weighed again
        const { url, offsets } = file.packed;
        const from = Math.floor(length / file.pieceBytes);
        let got = 0;
        attempt = () => got;
        rest = () => offsets[offsets.length - 1] - offsets[from] - got;
        const reader = packedReader(
          offsets,
          file.pieceBytes,
          from,
          () => length,
          collecting.onPart,
        );
        const packedRequest = {
          ...collecting,
          url,
          ifCompressed: false,
          /** @param {Bytes} part */
          onPart: (part) => {
            got += part.length;
            reader.take(part);
          },
          onRestart: () => reader.restart(),
        };
        try {
          await download(packedRequest, offsets[from]);
        } finally {
          sent += got;
          attempt = () => 0;
          await reader.settled();
        }
        if (length < size) throw new Error("the packed copy ended early");
      } else {
        if (way.how === "again") {
          usable.again = false;
          collecting.onRestart();
        }
        const from = way.how === "again" ? 0 : length;
        const ratio = () =>
          from === 0 && file ? sentWith(file, encoding ?? "identity") / size : 1;
        // (A server that answers a range with the whole file starts `length` again from 0.)
        attempt = () => Math.round(Math.max(0, length - (from === 0 ? 0 : start)) * ratio());
        rest = () => Math.round(Math.max(0, size - length) * ratio());
        try {
          await download(
            {
              ...collecting,
              onEncoding: (seen) => {
                if (from !== 0) return; // a range is always sent as it is
                encoding = seen;
                request.onEncoding?.(seen);
                tell();
              },
            },
            from,
          );
        } finally {
          sent += attempt();
          attempt = () => 0;
        }
      }
      break;
    } catch (error) {
      if (error === CHEAPER_ELSEWHERE) throw error;
      const { message } = /** @type {Error} */ (error);
      if (way.how === "packed") {
        usable.packed = arrived > before; // worth asking again only if it brought something
        if (!usable.packed) {
          console.warn(`rules worker: ${request.url}: not from its packed copy (${message})`);
          continue; // the other ways are left
        }
      }
      if (arrived === before) throw error; // nothing new arrived: no use asking this source again
      console.warn(`rules worker: ${request.url} resumes at byte ${length} (${message})`);
    }
  }
  rest = () => 0;
  tell();
  return join(parts, length);
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
