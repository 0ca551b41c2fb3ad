// @ts-check
// The one Pyodide worker, seen from the page: started once per visit, asked JSON lines, answering
// JSON lines. The loader (calculators.js) creates one engine, on the first page holding a
// calculator; Material's instant navigation keeps the loader alive, so Python starts once.
// On calculator pages the head has started the worker already (overrides/partials/early-start.js):
// the first launch takes that one over, with whatever it said meanwhile (./early-worker.js).
//
// Its state, for the widgets (subscribe): {phase, message, loaded, total, secondsLeft, slowPart},
// where phase is "starting", "slow" (not ready after SLOW_MS: the reader is told which part is
// slow, slowPart: the connection, with bytes still to come, or this device's processor, with
// what has come; ./slow-watch.js), "failed" (with the reason; retry() starts a new worker,
// which goes on from the files kept so far) or "ready". loaded and total count the bytes the host
// sends (compressed, as they cross the network), and secondsLeft estimates the rest of the
// download from the pace they arrive at (./pace.js; null: not known yet).
//
// Typing fast never queues (./requests.js). What the engine tells of itself, for the tests and
// the bench, is marked on the page's performance timeline (./facts.js).

import { takeEarlyWorker } from "./early-worker.js";
import { markFact } from "./facts.js";
import { createPace } from "./pace.js";
import { createRequests } from "./requests.js";
import { createSlowWatch } from "./slow-watch.js";

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

/** @typedef {import("./requests.js").Answer} Answer */

/**
 * @typedef {object} Engine
 * @property {(listener: (state: EngineState) => void) => () => void} subscribe `listener` now
 *   and on every change; returns the function that stops it
 * @property {(line: string, key?: unknown) => Promise<Answer>} ask
 * @property {() => void} retry
 */

/**
 * What an engine is made with; the defaults are the page's (the tests give stand-ins).
 * @typedef {object} EngineParts
 * @property {() => Worker} [newWorker] a fresh Pyodide worker
 * @property {() => import("./early-worker.js").EarlyWorker | null} [takeEarly] the head's
 *   worker, if it started one
 */

/** @typedef {import("../../../types/contract").FromWorker} FromWorker */

/** @returns {Worker} */
const pyodideWorker = () =>
  new Worker(new URL("../pyodide-worker.js", import.meta.url), { type: "module" });

/** @type {EngineState} */
const STARTING = {
  phase: "starting",
  message: "",
  loaded: 0,
  total: 0,
  secondsLeft: null,
  slowPart: null,
};

/**
 * Marks Python ready ("rules:engine:ready"), with its figures and where the worker's clock starts
 * on the page's (the bench places each piece of the start by it).
 * @param {Extract<FromWorker, { type: "ready" }>} data
 */
function markReady({ seconds, mode, sources, marks, timeOrigin }) {
  const workerOrigin = timeOrigin - performance.timeOrigin;
  markFact("ready", { seconds, mode, sources, marks, workerOrigin });
}

/**
 * Hands what `worker` says to `hear`, and why it broke to `broke` (its script did not load, or
 * threw: either way it is of no more use), while `current()`; first what the head's worker said
 * before it was taken over (`early`).
 * @param {Worker} worker
 * @param {import("./early-worker.js").EarlyWorker | null} early
 * @param {() => boolean} current
 * @param {(data: FromWorker) => void} hear
 * @param {(reason: string) => void} broke
 */
function listenTo(worker, early, current, hear, broke) {
  /** @param {MessageEvent<FromWorker>} event */
  const onMessage = ({ data }) => {
    if (current()) hear(data);
  };
  /** @param {ErrorEvent} event */
  const onError = (event) => {
    event.preventDefault();
    if (current()) broke(event.message || "the Python worker script did not load");
  };
  worker.addEventListener("message", onMessage);
  worker.addEventListener("error", onError);
  for (const event of early?.release() ?? []) {
    if (event.type === "error") onError(/** @type {ErrorEvent} */ (event));
    else onMessage(/** @type {MessageEvent} */ (event));
  }
}

/**
 * An engine, its worker started at once.
 * @param {EngineParts} [parts]
 * @returns {Engine}
 */
export function createEngine({ newWorker = pyodideWorker, takeEarly = takeEarlyWorker } = {}) {
  /** @type {EngineState} */
  const state = { ...STARTING };
  /** @type {Set<(state: EngineState) => void>} */
  const listeners = new Set();
  /** @type {Worker | null} */
  let worker = null;
  let pace = createPace();
  let answeredOnce = false; // Python's first answer to this page has come

  /** @param {Partial<EngineState>} change */
  function publish(change) {
    Object.assign(state, change);
    for (const listener of [...listeners]) listener({ ...state });
  }
  const watch = createSlowWatch(
    () => state,
    (part) => publish({ phase: "slow", slowPart: part }),
  );
  const requests = createRequests(
    (id, line) => {
      worker?.postMessage({ type: "ask", id, line });
      return worker !== null;
    },
    () => state.message || "Python is not running",
  );

  /** @param {string} message */
  function fail(message) {
    watch.stop();
    worker?.terminate();
    worker = null;
    requests.failAll(message);
    publish({ phase: "failed", message });
  }

  /** @param {FromWorker} data */
  function hear(data) {
    watch.heard.at = performance.now();
    if (data.type === "progress") {
      watch.heard.counted = true;
      const left = pace.secondsLeft(data.loaded, data.total);
      publish({ loaded: data.loaded, total: data.total, secondsLeft: left });
      watch.judge();
    } else if (data.type === "pulse") {
      watch.heard.busy = data.busy;
    } else if (data.type === "ready") {
      watch.stop();
      markReady(data);
      publish({ phase: "ready", message: "", slowPart: null });
    } else if (data.type === "snapshot") {
      markFact("snapshot", { bytes: data.bytes, marks: data.marks });
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (data.type === "answer") {
      if (!answeredOnce) markFact("first-answer"); // read by the bench
      answeredOnce = true;
      requests.answer(data.id, data);
    }
  }

  function launch() {
    const early = takeEarly();
    markFact("start", { early: early !== null });
    const current = early?.worker ?? newWorker();
    worker = current;
    pace = createPace();
    publish({ ...STARTING });
    // Counted from the worker's start (the head's, if it started it).
    watch.start(early ? performance.now() - early.startedAt : 0, () => worker === current);
    // A worker replaced by retry() may still talk: only the current one is heard.
    listenTo(
      current,
      early,
      () => worker === current,
      hear,
      (reason) => fail(state.phase === "ready" ? `the Python worker stopped: ${reason}` : reason),
    );
  }

  launch();
  return {
    subscribe(listener) {
      listeners.add(listener);
      listener({ ...state });
      return () => listeners.delete(listener);
    },
    ask(line, key = line) {
      return requests.ask(line, key);
    },
    // A new worker, from scratch (after a failure, or when the reader gives up waiting).
    retry() {
      worker?.terminate();
      worker = null;
      requests.failAll("Python restarted");
      launch();
    },
  };
}
