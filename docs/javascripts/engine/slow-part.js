// @ts-check
// What a start that is taking long waits for, judged from what is pending, not from the time
// alone: bytes still to come while the worker keeps up with them (the connection is the slow
// part), or the worker's own work (checking and compiling what has arrived, starting Python:
// this device's processor). slow-watch.js asks once the start has taken SLOW_MS.

export const SLOW_MS = 12_000; // not ready by then: the reader is told what is slow
export const MOMENT_S = 3; // a download this close to its end is not called slow
// The worker's thread held for more than this share of the last seconds (worker/pulse.js): the
// bytes wait for it, not it for them.
export const BUSY_SHARE = 0.5;
// The worker beats every 250 ms while Python starts: this long without a word, its thread is
// held (a network that stalls leaves the thread free to beat).
export const SILENT_MS = 1_500;

/**
 * What the page has seen of the start so far.
 * @typedef {object} Seen
 * @property {boolean} counted the worker has reported its download at least once
 * @property {number} loaded bytes the host has sent so far
 * @property {number} total bytes it sends in all (0 once reported: every file was kept here)
 * @property {number | null} secondsLeft the download's rest at its recent pace (null: unknown)
 * @property {number} busy the share of the last seconds the worker's thread was held
 * @property {number | null} silentMs since the worker last said anything (null: never yet)
 */

/**
 * The slow part of a start past SLOW_MS: "connection" while bytes are still to come and the
 * worker's thread is mostly free (it waits for them), "processor" once every byte is here (or
 * none was needed) or while the thread is held (what has come waits for it), and null while the
 * download is a moment from its end (not slow: nearly done).
 * @param {Seen} seen
 * @returns {"connection" | "processor" | null}
 */
export function slowPart({ counted, loaded, total, secondsLeft, busy, silentMs }) {
  const arriving = !counted || loaded < total;
  const held = silentMs !== null && (busy > BUSY_SHARE || silentMs >= SILENT_MS);
  if (!arriving || held) return "processor";
  return secondsLeft !== null && secondsLeft < MOMENT_S ? null : "connection";
}
