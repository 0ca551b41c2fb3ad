// @ts-check
// Watching a start for slowness: past SLOW_MS from the worker's start, and again every JUDGE_MS,
// the start is called slow, naming the slow part (./slow-part.js), unless the download is a
// moment from its end. What the worker has said of its start feeds the judgement: whether it has
// counted its download yet, how busy its thread is (worker/pulse.js), and when it last said
// anything (its silence is a held thread).

import { SLOW_MS, slowPart } from "./slow-part.js";

const JUDGE_MS = 1_000; // past SLOW_MS, what is slow is judged again this often

/** @typedef {import("./engine.js").EngineState} EngineState */

/**
 * @param {() => EngineState} read the engine's state now
 * @param {(part: "connection" | "processor") => void} onSlow called when the start is found slow
 *   (or its slow part changes)
 */
export function createSlowWatch(read, onSlow) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let slowTimer;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let judgeTimer;
  let slowDue = false; // SLOW_MS have passed since the worker started
  let tickedAt = 0;
  /** @type {{ counted: boolean, busy: number, at: number | null }} */
  const heard = { counted: false, busy: 0, at: null };

  function judge() {
    const state = read();
    if (!slowDue || (state.phase !== "starting" && state.phase !== "slow")) return;
    const silentMs = heard.at === null ? null : performance.now() - heard.at;
    const part = slowPart({ ...state, ...heard, silentMs });
    if (part !== null && (state.phase !== "slow" || state.slowPart !== part)) onSlow(part);
  }

  // Each JUDGE_MS: the worker's silence counts, unless the page's own thread was held meanwhile
  // (the worker's words may be waiting for it).
  function tick() {
    const now = performance.now();
    const onTime = now - tickedAt < JUDGE_MS + 500;
    tickedAt = now;
    if (onTime) judge();
  }

  function stop() {
    clearTimeout(slowTimer);
    clearInterval(judgeTimer);
  }

  return {
    /** What the worker has said: updated by the engine as it hears it. */
    heard,
    judge,
    stop,
    /**
     * A new worker's start, `waitedMs` old already (the head's, taken over), watched until
     * stop(); `current()` is false once that worker has been replaced.
     * @param {number} waitedMs
     * @param {() => boolean} current
     */
    start(waitedMs, current) {
      Object.assign(heard, { counted: false, busy: 0, at: null });
      stop();
      slowDue = false;
      slowTimer = setTimeout(
        () => {
          if (!current()) return;
          slowDue = true;
          judge();
          tickedAt = performance.now();
          judgeTimer = setInterval(tick, JUDGE_MS);
        },
        Math.max(0, SLOW_MS - waitedMs),
      );
    },
  };
}
