// @ts-check
// A file's packed copy (a gzip member per piece, written by the build: scripts/build/resumable.py),
// read from any piece on and inflated by the browser, member by member (./resume.js asks for it
// when it is the cheapest way to go on with a download that broke off).

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

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
export function join(parts, length) {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
