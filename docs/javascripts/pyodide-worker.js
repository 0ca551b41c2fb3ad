// The Python side of the calculators, off the main thread: starts Pyodide, installs the rules_py
// wheel and answers {type: "ask", id, line} with rules_py.calculators.handle_json(line).
// Requests and answers are JSON text, so no Python object ever crosses into JavaScript.
//
// Loaded by calculators.js as a module worker (Pyodide 314 supports no classic workers).

import { pyodideIndexUrl, wheelUrl } from "./rules-config.js";

let handleJson = null; // the Python function (and its module, below) live as long as the worker

// loadPyodide never settles when the wasm fetch stalls, so the whole start races a timer.
function timeout(ms) {
  let timer;
  const expired = new Promise((_, reject) => {
    const seconds = Math.round(ms / 1000);
    timer = setTimeout(() => reject(new Error(`Python did not start within ${seconds} s`)), ms);
  });
  return { expired, stop: () => clearTimeout(timer) };
}

async function startPython() {
  const { loadPyodide } = await import(`${pyodideIndexUrl}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: pyodideIndexUrl });
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`could not fetch the rules_py wheel (HTTP ${response.status})`);
  pyodide.unpackArchive(await response.arrayBuffer(), "wheel");
  // Not destroyed: handle_json is borrowed from the module proxy and both serve every request.
  const calculators = pyodide.pyimport("rules_py.calculators");
  handleJson = calculators.handle_json;
}

// When a fetch inside Pyodide fails (the wasm, offline), the rejection goes unhandled instead of
// failing loadPyodide; during start-up such a rejection is the reason Python did not start.
function unhandledFailure() {
  let stop;
  const failure = new Promise((_, reject) => {
    const listener = (event) => {
      event.preventDefault(); // reported to the page as the start failure, not as an uncaught error
      reject(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
    };
    self.addEventListener("unhandledrejection", listener);
    stop = () => self.removeEventListener("unhandledrejection", listener);
  });
  return { failure, stop };
}

async function start(timeoutMs) {
  const began = performance.now();
  const unhandled = unhandledFailure();
  const timer = timeout(timeoutMs);
  try {
    await Promise.race([startPython(), unhandled.failure, timer.expired]);
    postMessage({ type: "ready", seconds: (performance.now() - began) / 1000 });
  } catch (error) {
    postMessage({ type: "failed", message: String(error?.message ?? error) });
  } finally {
    unhandled.stop();
    timer.stop();
  }
}

function answer(id, line) {
  if (handleJson === null) return { type: "answer", id, failure: "Python is not running" };
  try {
    return { type: "answer", id, line: handleJson(line) };
  } catch (error) {
    // handle_json answers bad input itself; reaching here means a bug in rules_py.
    const text = String(error?.message ?? error);
    console.error(text);
    const lines = text.trim().split("\n");
    const reason = lines.filter((line) => !line.startsWith("For more information")).at(-1);
    return { type: "answer", id, failure: reason };
  }
}

self.addEventListener("message", ({ data }) => {
  if (data.type === "start") start(data.timeoutMs);
  else if (data.type === "ask") postMessage(answer(data.id, data.line));
});
