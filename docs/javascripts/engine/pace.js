// @ts-check
// How long the download still needs, from the pace its bytes have arrived at over the last few
// seconds: what the widgets show as "about N s left" while Python starts (engine.js).

export const RATE_WINDOW_MS = 8_000; // the download's speed, for the estimate, over this last stretch
export const FIRST_ESTIMATE_MS = 1_000; // no estimate from less than this much of it

/**
 * A download's pace, from the progress reports it is given.
 * @returns {{ secondsLeft(loaded: number, total: number, now?: number): number | null }}
 */
export function createPace() {
  /** @type {[number, number][]} */
  let samples = []; // [time, bytes] of the recent progress reports
  return {
    // Seconds the download still needs at its recent speed, or null while that is not known.
    secondsLeft(loaded, total, now = performance.now()) {
      samples.push([now, loaded]);
      samples = samples.filter(([time]) => now - time <= RATE_WINDOW_MS);
      const [firstTime, firstBytes] = samples[0];
      if (now - firstTime < FIRST_ESTIMATE_MS || loaded <= firstBytes) return null;
      const perMs = (loaded - firstBytes) / (now - firstTime);
      return Math.max(0, (total - loaded) / perMs / 1000);
    },
  };
}
