// @ts-check
// A widget's start-up as the engine reports it: the status line, the download's bar and, after a
// failure or a long wait, a Retry button (both in the page, hidden: scripts/pages/widget/).

import { megabytes } from "../render/format.js";

const START_FAILED = "The calculator could not start. The tables on this page still work.";
// The page arrives with the answer for the form's defaults drawn in (scripts/build/prerender.py); when
// a link has changed the form, that answer is not the reader's: greyed until Python answers.
const WORKING = "Working out your numbers: starting Python in your browser…";
/** @param {number} seconds */
const roughly = (seconds) =>
  seconds < 90 ? `${Math.max(5, Math.ceil(seconds / 5) * 5)} s` : `${Math.round(seconds / 60)} min`;

/**
 * What the reader is told of a slow start: the part that is slow (bytes still arriving, or this
 * device's processor working through what has arrived) and how far the download is.
 * @param {import("../engine/engine.js").EngineState} state
 */
export function slowly({ slowPart, loaded, total, secondsLeft }) {
  const amount = total ? `${megabytes(loaded)} of ${megabytes(total)}` : "";
  const meanwhile = " The tables on this page work meanwhile";
  if (slowPart === "processor") {
    const here = amount && loaded < total ? `${amount} downloaded` : "every file is here";
    return `Python is still starting (${here}): this device's processor is the slow part.${meanwhile}.`;
  }
  const left = secondsLeft === null ? "" : `about ${roughly(secondsLeft)} left`;
  const progress = [amount, left].filter(Boolean).join(", ");
  return (
    `Python is still downloading${progress ? ` (${progress})` : ""}: the connection is slow.` +
    `${meanwhile}; Retry keeps what has arrived.`
  );
}

/**
 * Follow the engine's start for one widget: `setReady` hears of every state (Python ready or
 * not), `onReady` runs each time Python becomes ready.
 * @param {HTMLElement} root
 * @param {import("../engine/engine.js").Engine} engine
 * @param {{ starting: string, working: boolean, answered: () => boolean,
 *   setReady: (ready: boolean) => void, onReady: () => void }} widget
 */
export function followStart(root, engine, { starting, working, answered, setReady, onReady }) {
  const name = root.dataset.calculator;
  const status = /** @type {HTMLElement} */ (root.querySelector("[data-status]"));
  const retry = root.querySelector("[data-action=retry]");
  const bar = root.querySelector("[data-progress]");
  if (!(retry instanceof HTMLButtonElement) || !(bar instanceof HTMLProgressElement))
    throw new Error(`calculator ${name}: its widget has no Retry button or progress bar`);
  retry.addEventListener("click", () => engine.retry());
  let wasReady = false;
  let slowSaidAt = 0;
  /** @type {string | null} */
  let slowSaid = null; // the slow part last told
  /** @param {string} text */
  const say = (text) => {
    if (status.textContent !== text) status.textContent = text; // no repeats for screen readers
  };
  const stop = engine.subscribe((state) => {
    if (!root.isConnected && root.dataset.state) {
      stop(); // instant navigation took this widget's page away
      return;
    }
    const previous = root.dataset.state;
    const ready = state.phase === "ready";
    setReady(ready);
    /** @type {Record<string, string>} */
    const shown = { ready: answered() ? "ready" : "loading", failed: "error", slow: "slow" };
    root.dataset.state = shown[state.phase] ?? "loading";
    // Retry helps a download (it goes on from what has arrived), not a busy processor.
    const waitsOnBytes = state.phase === "slow" && state.slowPart !== "processor";
    retry.hidden = !(state.phase === "failed" || waitsOnBytes);
    bar.hidden = !["starting", "slow"].includes(state.phase) || !state.total;
    if (!bar.hidden) Object.assign(bar, { max: state.total, value: state.loaded });
    if (state.phase === "ready") {
      if (!wasReady) {
        say("");
        onReady();
      }
    } else if (state.phase === "failed") {
      say(`${START_FAILED} (${state.message})`);
      console.warn(`rules calculator ${name}: ${state.message}`);
    } else if (state.phase === "slow") {
      // Told when the wait begins or its slow part changes, the amount then at most every 10 s.
      const part = state.slowPart;
      if (previous !== "slow" || part !== slowSaid || performance.now() - slowSaidAt >= 10_000) {
        slowSaidAt = performance.now();
        slowSaid = part;
        say(slowly(state));
      }
    } else {
      say(working ? WORKING : starting);
    }
    wasReady = ready;
  });
}
