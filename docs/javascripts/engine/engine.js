// @ts-check
// The one Pyodide worker, seen from the page: started once per visit, asked JSON lines, answering
// JSON lines. Material's instant navigation keeps this module alive, so Python starts once.
// On calculator pages the head has started the worker already (overrides/partials/early-start.js):
// the first launch takes that one over, with whatever it said meanwhile.
//
// Its state, for the widgets (subscribe): {phase, message, loaded, total, secondsLeft, slowPart},
// where phase is "starting", "slow" (not ready after SLOW_MS: the reader is told which part is
// slow, slowPart: the connection, with bytes still to come, or this device's processor, with
// what has come; engine/slow-part.js), "failed" (with the reason; retry() starts a new worker,
// which goes on from the files kept so far) or "ready". loaded and total count the bytes the host
// sends (compressed, as they cross the network), and secondsLeft estimates the rest of the
// download from the pace they arrive at (null: not known yet).
//
// Typing fast never queues: per widget (the `key` of ask) at most one request is with Python and
// one waits, the newest; a waiting request replaced by a newer one is answered {superseded: true}.

import { SLOW_MS, slowPart } from "./slow-part.js";

/**
 * The worker's start as the widgets see it (subscribe).
 * @typedef {object} EngineState
 * @property {"starting" | "slow" | "failed" | "ready"} phase
 * @property {string} message why it failed
 * @property {number} loaded bytes the host has sent so far
 * @property {number} total bytes it sends in all, as far as known (0: not known yet, or none
 *   to send: every file was kept)
 * @property {number | null} secondsLeft
 * @property {"connection" | "processor" | null} slowPart what a "slow" start waits for
 */

/**
 * Python's answer to one request: its JSON line, or why there is none.
 * @typedef {{ line?: string, failure?: string, superseded?: boolean }} Answer
 */

/**
 * @typedef {object} Engine
 * @property {(listener: (state: EngineState) => void) => () => void} subscribe `listener` now
 *   and on every change; returns the function that stops it
 * @property {(line: string, key?: unknown) => Promise<Answer>} ask
 * @property {() => void} retry
 */

/**
 * One widget's requests (the `key` of ask): whether one is with Python, and the newest waiting.
 * @typedef {object} Slot
 * @property {boolean} busy
 * @property {{ line: string, resolve: (answer: Answer) => void } | null} waiting
 */

/** @typedef {import("../../../types/contract").FromWorker} FromWorker */

const RATE_WINDOW_MS = 8_000; // the download's speed, for the estimate, over this last stretch
const JUDGE_MS = 1_000; // past SLOW_MS, what is slow is judged again this often

/** @type {EngineState} */
const state = {
  phase: "starting",
  message: "",
  loaded: 0,
  total: 0,
  secondsLeft: null,
  slowPart: null,
};
/** @type {[number, number][]} */
let samples = []; // [time, bytes] of the recent progress reports

// Seconds the download still needs at its recent speed, or null while that is not known.
/**
 * @param {number} loaded
 * @param {number} total
 * @returns {number | null}
 */
function secondsLeft(loaded, total) {
  const now = performance.now();
  samples.push([now, loaded]);
  samples = samples.filter(([time]) => now - time <= RATE_WINDOW_MS);
  const [firstTime, firstBytes] = samples[0];
  if (now - firstTime < 1_000 || loaded <= firstBytes) return null;
  const perMs = (loaded - firstBytes) / (now - firstTime);
  return Math.max(0, (total - loaded) / perMs / 1000);
}
/** @type {Set<(state: EngineState) => void>} */
const listeners = new Set();
/** @type {Worker | null} */
let worker = null;
let nextId = 0;
/** @type {Map<number, (answer: Answer) => void>} */
const pending = new Map(); // id -> resolve, for requests with Python
/** @type {Map<unknown, Slot>} */
const slots = new Map(); // key -> {busy, waiting: {line, resolve} | null}
/** @type {ReturnType<typeof setTimeout> | undefined} */
let slowTimer;
/** @type {ReturnType<typeof setInterval> | undefined} */
let judgeTimer;
let slowDue = false; // SLOW_MS have passed since the worker started
let answeredOnce = false; // Python's first answer to this page has come
// What the worker has said of its start: whether it has counted its download yet, how busy its
// thread is (worker/pulse.js), and when it last said anything (its silence is a held thread).
/** @type {{ counted: boolean, busy: number, at: number | null }} */
const heard = { counted: false, busy: 0, at: null };

/**
 * Past SLOW_MS (and again every JUDGE_MS), the start is called slow, naming the slow part, unless
 * the download is a moment from its end.
 */
function judgeSlow() {
  if (!slowDue || (state.phase !== "starting" && state.phase !== "slow")) return;
  const silentMs = heard.at === null ? null : performance.now() - heard.at;
  const part = slowPart({ ...state, ...heard, silentMs });
  if (part !== null && (state.phase !== "slow" || state.slowPart !== part))
    publish({ phase: "slow", slowPart: part });
}

let tickedAt = 0;
// Each JUDGE_MS: the worker's silence counts, unless the page's own thread was held meanwhile
// (the worker's words may be waiting for it).
function tick() {
  const now = performance.now();
  const onTime = now - tickedAt < JUDGE_MS + 500;
  tickedAt = now;
  if (onTime) judgeSlow();
}

function stopJudging() {
  clearTimeout(slowTimer);
  clearInterval(judgeTimer);
}

// Read by tests: how often a worker started, how many requests reached it, how Python started.
/**
 * @type {{ starts: number, asked: number, mostWithPython: number, snapshotBytes?: number,
 *   early?: boolean, seconds?: number, mode?: string, sources?: string[],
 *   marks?: Record<string, number>, workerOrigin?: number }}
 */
const stats = { starts: 0, asked: 0, mostWithPython: 0 };
window.__rulesEngine = stats;

/** @param {Partial<EngineState>} change */
function publish(change) {
  Object.assign(state, change);
  for (const listener of [...listeners]) listener({ ...state });
}

/** @param {string} failure */
function answerAll(failure) {
  for (const resolve of pending.values()) resolve({ failure });
  pending.clear();
  for (const slot of slots.values()) slot.waiting?.resolve({ failure });
  slots.clear();
}

/** @param {string} message */
function fail(message) {
  stopJudging();
  worker?.terminate();
  worker = null;
  answerAll(message);
  publish({ phase: "failed", message });
}

function launch() {
  stats.starts += 1;
  const early = window.__rulesEarlyWorker;
  window.__rulesEarlyWorker = null;
  const current =
    early?.worker ??
    new Worker(new URL("../pyodide-worker.js", import.meta.url), { type: "module" });
  worker = current;
  samples = [];
  Object.assign(heard, { counted: false, busy: 0, at: null });
  publish({
    phase: "starting",
    message: "",
    loaded: 0,
    total: 0,
    secondsLeft: null,
    slowPart: null,
  });
  stopJudging();
  // Counted from the worker's start (the head's, if it started it).
  const waited = early ? performance.now() - early.startedAt : 0;
  const slowMs = SLOW_MS - waited;
  slowDue = false;
  slowTimer = setTimeout(
    () => {
      if (worker !== current) return;
      slowDue = true;
      judgeSlow();
      tickedAt = performance.now();
      judgeTimer = setInterval(tick, JUDGE_MS);
    },
    Math.max(0, slowMs),
  );
  /** @param {MessageEvent<FromWorker>} event */
  const onMessage = ({ data }) => {
    if (worker !== current) return; // a worker replaced by retry() may still talk
    heard.at = performance.now();
    if (data.type === "progress") {
      heard.counted = true;
      const left = secondsLeft(data.loaded, data.total);
      publish({ loaded: data.loaded, total: data.total, secondsLeft: left });
      judgeSlow();
    } else if (data.type === "pulse") {
      heard.busy = data.busy;
    } else if (data.type === "ready") {
      performance.mark("rules:engine:ready");
      stopJudging();
      const { seconds, mode, sources, marks } = data;
      // Where the worker's clock starts on the page's: the bench places each piece of the start.
      const workerOrigin = data.timeOrigin - performance.timeOrigin;
      Object.assign(stats, { seconds, mode, sources, marks, workerOrigin });
      publish({ phase: "ready", message: "", slowPart: null });
    } else if (data.type === "snapshot") {
      Object.assign(stats, { snapshotBytes: data.bytes, marks: data.marks });
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (data.type === "answer") {
      if (!answeredOnce) performance.mark("rules:engine:first-answer"); // read by the bench
      answeredOnce = true;
      const resolve = pending.get(data.id);
      pending.delete(data.id); // first: resolving may send the waiting request
      resolve?.(data);
    }
  };
  // The worker script did not load, or threw: either way it is of no more use.
  /** @param {ErrorEvent} event */
  const onError = (event) => {
    event.preventDefault();
    if (worker !== current) return;
    const reason = event.message || "the Python worker script did not load";
    fail(state.phase === "ready" ? `the Python worker stopped: ${reason}` : reason);
  };
  current.addEventListener("message", onMessage);
  current.addEventListener("error", onError);
  if (early) {
    stats.early = true;
    for (const event of early.release()) {
      if (event.type === "error") onError(/** @type {ErrorEvent} */ (event));
      else onMessage(/** @type {MessageEvent} */ (event));
    }
  }
}

/**
 * @param {Slot} slot
 * @param {string} line
 * @param {(answer: Answer) => void} resolve
 */
function send(slot, line, resolve) {
  if (worker === null) {
    resolve({ failure: state.message || "Python is not running" });
    return;
  }
  slot.busy = true;
  const id = ++nextId;
  stats.asked += 1;
  pending.set(id, (answer) => {
    resolve(answer);
    slot.busy = false;
    const next = slot.waiting;
    slot.waiting = null;
    if (next) send(slot, next.line, next.resolve);
  });
  stats.mostWithPython = Math.max(stats.mostWithPython, pending.size);
  worker.postMessage({ type: "ask", id, line });
}

/** @type {Engine} */
const engine = {
  // listener(state) now and on every change; returns the function that stops it
  subscribe(listener) {
    listeners.add(listener);
    listener({ ...state });
    return () => listeners.delete(listener);
  },
  ask(line, key = line) {
    return new Promise((resolve) => {
      let slot = slots.get(key);
      if (!slot) {
        slot = { busy: false, waiting: null };
        slots.set(key, slot);
      }
      if (slot.busy) {
        slot.waiting?.resolve({ superseded: true });
        slot.waiting = { line, resolve };
      } else send(slot, line, resolve);
    });
  },
  // A new worker, from scratch (after a failure, or when the reader gives up waiting).
  retry() {
    worker?.terminate();
    worker = null;
    answerAll("Python restarted");
    launch();
  },
};

/** @returns {Engine} */
export function startEngine() {
  if (worker === null && stats.starts === 0) launch();
  return engine;
}
