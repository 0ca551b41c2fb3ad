// docs/javascripts/worker/messaging.js: requests from the page answered with handle_json's line,
// or with why there is none; and the wait for a quiet moment.

import assert from "node:assert/strict";
import { test } from "node:test";
import { answer, idle, listen } from "../../docs/javascripts/worker/messaging.js";

test("before Python runs, every request is answered with that failure", () => {
  assert.deepEqual(answer(null, 3, "{}"), {
    type: "answer",
    id: 3,
    failure: "Python is not running",
  });
});

test("the line goes to handle_json as it came, its answer back with the request's id", () => {
  const lines = [];
  const handleJson = (line) => {
    lines.push(line);
    return '{"result": {"chance": 65}}';
  };
  const request = '{"calculator": "resistance", "inputs": {"active": 13, "passive": 10}}';
  assert.deepEqual(answer(handleJson, 7, request), {
    type: "answer",
    id: 7,
    line: '{"result": {"chance": 65}}',
  });
  assert.deepEqual(lines, [request]);
});

test("a Python error is answered with its last line, not Pyodide's advice", (t) => {
  t.mock.method(console, "error", () => {});
  const handleJson = () => {
    throw new Error(
      "Traceback (most recent call last):\n  File ...\nKeyError: 'dl'\nFor more information, see ...\n",
    );
  };
  assert.deepEqual(answer(handleJson, 1, "{}"), {
    type: "answer",
    id: 1,
    failure: "KeyError: 'dl'",
  });
  assert.equal(console.error.mock.callCount(), 1);
});

/** The worker's global scope as the page talks to it. */
function port() {
  const target = new EventTarget();
  target.sent = [];
  target.postMessage = (message) => target.sent.push(message);
  target.receive = (data) => target.dispatchEvent(new MessageEvent("message", { data }));
  return target;
}

test("every ask is answered by the handle_json Python holds at that moment", () => {
  const scope = port();
  const python = { handleJson: null };
  listen(scope, python);
  scope.receive({ type: "ask", id: 1, line: "a" });
  python.handleJson = (line) => line.toUpperCase();
  scope.receive({ type: "ask", id: 2, line: "b" });
  scope.receive({ type: "other" });
  assert.deepEqual(scope.sent, [
    { type: "answer", id: 1, failure: "Python is not running" },
    { type: "answer", id: 2, line: "B" },
  ]);
});

test("idle waits until no request has come for the time given", async (t) => {
  // Node's stand-in clock: the timers move only when the test says, so a loaded machine that
  // stalls between two steps cannot fire the wait early.
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const scope = port();
  let done = false;
  const waiting = idle(scope, 40).then(() => (done = true));
  t.mock.timers.tick(25);
  scope.receive({ type: "ask", id: 1, line: "" }); // starts the wait again
  t.mock.timers.tick(25);
  await Promise.resolve();
  assert.equal(done, false); // 50 ms since the start, only 25 since the request
  t.mock.timers.tick(15);
  await waiting;
  assert.equal(done, true);
});
