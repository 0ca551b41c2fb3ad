// The one Pyodide worker, seen from the page: started once per visit, asked JSON lines, answering
// JSON lines. Material's instant navigation keeps this module alive, so Python starts once.

const START_TIMEOUT_MS = 60_000; // loadPyodide never settles if the wasm fetch fails

export function startEngine() {
  // Tests read this to prove the worker is started once per visit.
  window.__rulesWorkerStarts = (window.__rulesWorkerStarts ?? 0) + 1;
  const worker = new Worker(new URL("../pyodide-worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 0;
  let started, failed;
  const ready = new Promise((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  const fail = (message) => {
    failed(new Error(message));
    worker.terminate();
    for (const answer of pending.values()) answer({ failure: message });
    pending.clear();
  };
  worker.addEventListener("message", ({ data }) => {
    if (data.type === "ready") {
      window.__rulesStartSeconds = data.seconds; // how long Python took to start, for tests
      started(data);
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (data.type === "answer") {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    fail(event.message || "the Python worker script did not load");
  });
  // Tests may shorten the start timeout (window.__rulesPyodideTimeoutMs) to check failure fast.
  const timeoutMs = Number(window.__rulesPyodideTimeoutMs) || START_TIMEOUT_MS;
  worker.postMessage({ type: "start", timeoutMs });
  ready.catch(() => {}); // a failed start is reported by each widget, not as an unhandled rejection
  return {
    ready,
    ask(line) {
      const id = ++nextId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ type: "ask", id, line });
      });
    },
  };
}
