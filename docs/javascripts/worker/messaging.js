// @ts-check
// The worker's side of the conversation with the page: {type: "ask", id, line} is answered with
// rules_py.calculators.handle_json(line), as {type: "answer", id, line} or, when there is no
// answer, {type: "answer", id, failure}. Requests and answers are JSON text: no Python object
// ever crosses into JavaScript, and no Python source is ever built from what the reader types.

/** @typedef {import("../../../types/contract").ToWorker} ToWorker */
/** @typedef {import("../../../types/contract").WorkerAnswer} WorkerAnswer */
/** @typedef {(line: string) => string} HandleJson */
/** @typedef {{ handleJson: HandleJson | null }} Python Python's handle_json, once started */

/**
 * The answer to one request.
 * @param {HandleJson | null} handleJson null: Python is not running
 * @param {number} id
 * @param {string} line
 * @returns {WorkerAnswer}
 */
export function answer(handleJson, id, line) {
  if (handleJson === null) return { type: "answer", id, failure: "Python is not running" };
  try {
    return { type: "answer", id, line: handleJson(line) };
  } catch (error) {
    // handle_json answers bad input itself; reaching here means a bug in rules_py.
    const text = String(/** @type {Error | null | undefined} */ (error)?.message ?? error);
    console.error(text);
    const lines = text.trim().split("\n");
    const reason = lines.filter((line) => !line.startsWith("For more information")).at(-1);
    return { type: "answer", id, failure: reason };
  }
}

/**
 * Answers every request that comes to `port` (the worker's global scope) with the handle_json
 * `python` holds at that moment.
 * @param {Pick<DedicatedWorkerGlobalScope, "addEventListener" | "postMessage">} port
 * @param {Python} python
 */
export function listen(port, python) {
  port.addEventListener("message", (/** @type {MessageEvent<ToWorker>} */ { data }) => {
    if (data.type === "ask") port.postMessage(answer(python.handleJson, data.id, data.line));
  });
}

/**
 * Resolves once no message has come to `port` for `ms`.
 * @param {Pick<EventTarget, "addEventListener" | "removeEventListener">} port
 * @param {number} ms
 * @returns {Promise<void>}
 */
export function idle(port, ms) {
  return new Promise((resolve) => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        port.removeEventListener("message", later);
        resolve();
      }, ms);
    };
    port.addEventListener("message", later);
    later();
  });
}
