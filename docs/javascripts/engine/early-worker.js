// @ts-check
// The worker the head started (overrides/partials/early-start.js, inline on calculator pages),
// taken over once. The head's script listens for "rules:early-worker" on the document and hands
// its worker to the event's detail (a function), then stops listening: a second ask, or a page
// whose head started none, gets null.

/**
 * The head's worker, with when it started and what it said meanwhile.
 * @typedef {object} EarlyWorker
 * @property {Worker} worker
 * @property {number} startedAt performance.now() when the head started it
 * @property {() => Event[]} release stops holding its messages and errors; returns those held
 */

/** @returns {EarlyWorker | null} */
export function takeEarlyWorker() {
  /** @type {EarlyWorker | null} */
  let taken = null;
  document.dispatchEvent(
    new CustomEvent("rules:early-worker", {
      /** @param {EarlyWorker} early */
      detail: (early) => {
        taken = early;
      },
    }),
  );
  return taken;
}
