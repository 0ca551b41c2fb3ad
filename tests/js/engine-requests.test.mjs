// docs/javascripts/engine/requests.js: per widget, one request with Python and the newest
// waiting (an older waiting one answered {superseded}); an answer sends the widget's waiting
// request; no Python: answered at once with why; failAll answers every one; each request sent
// marked "rules:engine:ask" with how many were with Python then.

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { createRequests } from "../../docs/javascripts/engine/requests.js";

/** Requests whose posts are recorded; `running` says whether there is a Python to post to. */
function requestsOn(running = true) {
  const posted = [];
  const requests = createRequests(
    (id, line) => {
      if (running) posted.push({ id, line });
      return running;
    },
    () => "Python is not running",
  );
  return { requests, posted };
}
const asks = () =>
  performance.getEntriesByName("rules:engine:ask").map(({ detail }) => detail.withPython);

beforeEach(() => performance.clearMarks());

test("a request goes to Python with a fresh id, and its answer comes back to the asker", async () => {
  const { requests, posted } = requestsOn();
  const first = requests.ask('{"a":1}', "widget-1");
  const second = requests.ask('{"b":2}', "widget-2");
  assert.deepEqual(posted, [
    { id: 1, line: '{"a":1}' },
    { id: 2, line: '{"b":2}' },
  ]);
  assert.deepEqual(asks(), [1, 2]);
  requests.answer(2, { line: "two" });
  requests.answer(1, { line: "one" });
  assert.deepEqual(await first, { line: "one" });
  assert.deepEqual(await second, { line: "two" });
});

test("one widget typing fast: the newest waits, the one it replaced is superseded", async () => {
  const { requests, posted } = requestsOn();
  const first = requests.ask("1", "w");
  const second = requests.ask("12", "w");
  const third = requests.ask("123", "w");
  assert.deepEqual(await second, { superseded: true });
  assert.equal(posted.length, 1, "nothing more sent while the first is with Python");
  requests.answer(1, { line: "for 1" });
  assert.deepEqual(await first, { line: "for 1" });
  assert.deepEqual(posted.at(-1), { id: 2, line: "123" }, "the waiting one sent on the answer");
  requests.answer(2, { line: "for 123" });
  assert.deepEqual(await third, { line: "for 123" });
  assert.deepEqual(asks(), [1, 1]);
});

test("no Python to send to: answered at once with why, and the id not used up", async () => {
  const { requests } = requestsOn(false);
  assert.deepEqual(await requests.ask("1", "w"), { failure: "Python is not running" });
  assert.deepEqual(asks(), []);
});

test("failAll answers those with Python and those waiting; the widgets start afresh", async () => {
  const { requests, posted } = requestsOn();
  const sent = requests.ask("1", "w");
  const waiting = requests.ask("2", "w");
  requests.failAll("Python restarted");
  assert.deepEqual(await sent, { failure: "Python restarted" });
  assert.deepEqual(await waiting, { failure: "Python restarted" });
  requests.answer(1, { line: "late" }); // an answer to a request failed already changes nothing
  const before = posted.length;
  requests.ask("3", "w");
  assert.equal(posted.length, before + 1, "sent at once: the widget is not busy");
  assert.equal(posted.at(-1).line, "3");
});
