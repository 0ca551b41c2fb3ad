// @ts-check
// How much of the last few seconds the worker's own thread was held (checking files, compiling,
// starting Python), measured by how late a steady timer fires. The worker beats with it until
// Python is ready, so the page can tell a slow connection (the thread waits for bytes) from a
// slow processor (the bytes wait for the thread): engine/slow-part.js. A thread held for seconds
// cannot beat meanwhile; the page reads that silence the same way.

export const BEAT_MS = 250;
export const WINDOW_MS = 3_000; // the share is of this last stretch

/**
 * Calls `onBeat(busy)` every BEAT_MS or as soon after as the thread is free, `busy` being the
 * share (0 to 1) of the last WINDOW_MS the thread was held; returns the function that stops it.
 * @param {(busy: number) => void} onBeat
 * @param {{ now?: () => number, setTimer?: (run: () => void, ms: number) => number,
 *   clearTimer?: (timer: number) => void }} [clock] a test's own clock
 * @returns {() => void}
 */
export function pulse(onBeat, clock = {}) {
  const {
    now = () => performance.now(),
    setTimer = (run, ms) => Number(setTimeout(run, ms)),
    clearTimer = clearTimeout,
  } = clock;
  /** @type {[number, number][]} */
  let late = []; // [time, ms late] of the beats within the window
  let due = now() + BEAT_MS;
  /** @type {number} */
  let timer;
  const beat = () => {
    const at = now();
    late.push([at, Math.max(0, at - due)]);
    late = late.filter(([time]) => at - time < WINDOW_MS);
    const held = late.reduce((sum, [, ms]) => sum + ms, 0);
    onBeat(Math.min(1, held / WINDOW_MS));
    due = at + BEAT_MS;
    timer = setTimer(beat, BEAT_MS);
  };
  timer = setTimer(beat, BEAT_MS);
  return () => clearTimer(timer);
}
