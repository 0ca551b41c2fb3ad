// @ts-check
// A whole file, whatever the network does: a download that was moving when it broke off goes on
// from the bytes it has, by the way that costs the fewest bytes on the wire (resumeWays): the
// rest of the file raw (a browser asks for a range uncompressed), the rest of the file's packed
// copy (./packed.js) from the first piece it lacks, or the file compressed again from its start.

import { download } from "./download.js";
import { join, packedReader } from "./packed.js";

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */
/** @typedef {import("./download.js").Request} Request */

/**
 * What the build tells of a file for going on with its download compressed
 * (scripts/build/resumable.py): the bytes a host sends of it by encoding, its packed copy.
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
const sentWith = (file, encoding) => file.sent?.[encoding] ?? file.size;

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
 * One file's download across its attempts: what has arrived, and the bytes on the wire.
 * @typedef {object} Job
 * @property {Request} request the caller's
 * @property {Request} collecting the caller's, each part also kept here
 * @property {Bytes[]} parts
 * @property {number} length bytes of the file kept, from its start
 * @property {number} arrived every byte of the file ever handed on: grows with every attempt
 *   that helps
 * @property {string | null} encoding how the host sent the file from its start
 * @property {number} sent bytes on the wire, of the attempts before this one
 * @property {() => number} attempt ... of this one
 * @property {() => number} rest bytes still to come by this attempt's way
 * @property {() => void} tell onWire told the bytes sent so far and all expected
 */

/**
 * @param {Request} request
 * @param {(bytes: number) => void} onBytes
 * @param {(sent: number, wire: number) => void} onWire
 * @param {string | null} encoding
 * @returns {Job}
 */
function startJob(request, onBytes, onWire, encoding) {
  /** @type {Job} */
  const job = {
    request,
    parts: [],
    length: 0,
    arrived: 0,
    encoding,
    sent: 0,
    attempt: () => 0,
    rest: () => 0,
    tell: () => onWire(job.sent + job.attempt(), job.sent + job.attempt() + job.rest()),
    collecting: {
      ...request,
      onPart: (part) => {
        request.onPart(part);
        job.parts.push(part);
        job.length += part.length;
        job.arrived += part.length;
        onBytes(job.length);
        job.tell();
      },
      onRestart: () => {
        job.parts.length = 0;
        job.length = 0;
        onBytes(0);
        request.onRestart();
      },
    },
  };
  return job;
}

/**
 * One attempt by the packed copy, from the first piece the file lacks.
 * @param {Job} job
 * @param {Resumable} file
 * @param {{ url: string, offsets: number[] }} packed
 */
async function fromPacked(job, file, { url, offsets }) {
  const from = Math.floor(job.length / file.pieceBytes);
  let got = 0;
  job.attempt = () => got;
  job.rest = () => offsets[offsets.length - 1] - offsets[from] - got;
  const reader = packedReader(
    offsets,
    file.pieceBytes,
    from,
    () => job.length,
    job.collecting.onPart,
  );
  const packedRequest = {
    ...job.collecting,
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
    job.sent += got;
    job.attempt = () => 0;
    await reader.settled();
  }
  if (job.length < file.size) throw new Error("the packed copy ended early");
}

/**
 * One attempt from the host: the rest raw, or (`again`) the whole file again from its start.
 * @param {Job} job
 * @param {Resumable | undefined} file
 * @param {boolean} again
 */
async function fromHost(job, file, again) {
  const size = file?.size ?? 0;
  const start = job.length;
  if (again) job.collecting.onRestart();
  const from = again ? 0 : job.length;
  const ratio = () => (from === 0 && file ? sentWith(file, job.encoding ?? "identity") / size : 1);
  // (A server that answers a range with the whole file starts `length` again from 0.)
  job.attempt = () => Math.round(Math.max(0, job.length - (from === 0 ? 0 : start)) * ratio());
  job.rest = () => Math.round(Math.max(0, size - job.length) * ratio());
  try {
    await download(
      {
        ...job.collecting,
        onEncoding: (seen) => {
          if (from !== 0) return; // a range is always sent as it is
          job.encoding = seen;
          job.request.onEncoding?.(seen);
          job.tell();
        },
      },
      from,
    );
  } finally {
    job.sent += job.attempt();
    job.attempt = () => 0;
  }
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
  const job = startJob(request, onBytes, onWire, more.encoding ?? null);
  for (const piece of more.have ?? []) job.collecting.onPart(piece);
  const size = file?.size ?? 0;
  const usable = { packed: true, again: true };
  for (;;) {
    if (file && size > 0 && job.length >= size) break; // every piece was kept
    const before = job.arrived;
    /** @type {Way} */
    let way = { how: "raw", cost: size - job.length }; // from byte 0: the file as the host sends it
    if (job.length > 0 && file) [way] = resumeWays(file, job.length, job.encoding, usable);
    try {
      if (way.how === "elsewhere") throw CHEAPER_ELSEWHERE;
      if (way.how === "packed" && file?.packed) {
        usable.packed = false; // one go: if it breaks off, the others are weighed again
        await fromPacked(job, file, file.packed);
      } else {
        if (way.how === "again") usable.again = false;
        await fromHost(job, file, way.how === "again");
      }
      break;
    } catch (error) {
      if (error === CHEAPER_ELSEWHERE) throw error;
      const { message } = /** @type {Error} */ (error);
      if (way.how === "packed") {
        usable.packed = job.arrived > before; // worth asking again only if it brought something
        if (!usable.packed) {
          console.warn(`rules worker: ${request.url}: not from its packed copy (${message})`);
          continue; // the other ways are left
        }
      }
      if (job.arrived === before) throw error; // nothing new arrived: no use asking this source again
      console.warn(`rules worker: ${request.url} resumes at byte ${job.length} (${message})`);
    }
  }
  job.rest = () => 0;
  job.tell();
  return join(job.parts, job.length);
}
