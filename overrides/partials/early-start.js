// @ts-check
// Put inline into the <head> of every page holding a calculator (overrides/main.html), before
// the stylesheets, which would hold back any later script until they are loaded.
//
// It starts the Python worker at once, so Pyodide's downloads begin while the page is still
// being parsed. What it says before engine/engine.js takes it over is held for the engine, which
// asks for the worker with a "rules:early-worker" event (engine/early-worker.js): its detail is
// the function to hand it to, once.
// (Material's search waits for the reader: overrides/partials/hold-search.js.)
(() => {
  const script = document.currentScript;
  if (!window.Worker || location.protocol === "file:") return;
  if (!script?.dataset.worker) throw new Error("early-start.js: its <script> has no data-worker");
  performance.mark("rules:early-worker");
  /** @type {Event[]} */
  const held = [];
  /** @param {Event} event */
  const hold = (event) => held.push(event);
  const worker = new Worker(script.dataset.worker, { type: "module" });
  worker.addEventListener("message", hold);
  worker.addEventListener("error", hold);
  const early = {
    worker,
    startedAt: performance.now(),
    release() {
      worker.removeEventListener("message", hold);
      worker.removeEventListener("error", hold);
      return held;
    },
  };
  /** @param {Event} event */
  const handOver = (event) =>
    /** @type {CustomEvent<(given: typeof early) => void>} */ (event).detail(early);
  document.addEventListener("rules:early-worker", handOver, { once: true });
})();
