// docs/javascripts/engine/engine.js: one engine per visit, its worker started at once (the head's
// taken over, with what it said meanwhile), requests per widget that never queue, a failure that
// answers every request, retry() from scratch, and the facts it marks for the tests and the bench
// (engine/facts.js). The worker is a stand-in that records what it is sent and says what the test
// makes it say.

import assert from "node:assert/strict";
import { afterEach, beforeEach, mock, test } from "node:test";
import { createEngine } from "../../docs/javascripts/engine/engine.js";
import { SLOW_MS } from "../../docs/javascripts/engine/slow-part.js";

class FakeWorker extends EventTarget {
  constructor() {
    super();
    /** @type {unknown[]} */
    this.sent = [];
    this.terminated = false;
  }
  postMessage(message) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker says `data` (a message from its thread). */
  say(data) {
    const event = new Event("message");
    event.data = data;
    this.dispatchEvent(event);
  }
  /** The worker's script fails to load, or throws. */
  fail(message) {
    const event = new Event("error", { cancelable: true });
    event.message = message;
    this.dispatchEvent(event);
    return event;
  }
  asked() {
    return this.sent.filter((message) => message.type === "ask");
  }
}

/** An engine on stand-in workers (no head's worker unless `early`); returns it and its workers. */
function engineOn(early = null) {
  const workers = [];
  const engine = createEngine({
    newWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    takeEarly: () => {
      const taken = early;
      early = null;
      return taken;
    },
  });
  const states = [];
  engine.subscribe((state) => states.push(state));
  return { engine, workers, states, last: () => states.at(-1) };
}

const facts = (name) => performance.getEntriesByName(`rules:engine:${name}`);
const READY = { type: "ready", seconds: 2.5, mode: "plain", sources: ["cdn"], marks: { begin: 1 } };

// The clock is the test's: no engine's timer outlives its test.
beforeEach(() => {
  performance.clearMarks();
  mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
});
afterEach(() => mock.timers.reset());

test("an engine starts its worker at once and tells its listeners it is starting", () => {
  const { workers, last } = engineOn();
  assert.equal(workers.length, 1);
  assert.deepEqual(last(), {
    phase: "starting",
    message: "",
    loaded: 0,
    total: 0,
    secondsLeft: null,
    slowPart: null,
  });
  assert.deepEqual(
    facts("start").map((mark) => mark.detail),
    [{ early: false }],
  );
});

test("the head's worker is taken over, with what it said before the engine listened", () => {
  const head = new FakeWorker();
  const held = [new Event("message"), new Event("message")];
  held[0].data = { type: "progress", loaded: 10, total: 100 };
  held[1].data = { ...READY, timeOrigin: performance.timeOrigin - 40 };
  let released = 0;
  const { workers, states, last } = engineOn({
    worker: head,
    startedAt: performance.now() - 500,
    release: () => {
      released += 1;
      return held;
    },
  });
  assert.equal(workers.length, 0, "no second worker started");
  assert.equal(released, 1);
  assert.ok(states.some((state) => state.loaded === 10 && state.total === 100));
  assert.equal(last().phase, "ready");
  assert.deepEqual(facts("start")[0].detail, { early: true });
  const ready = facts("ready")[0].detail;
  assert.equal(ready.mode, "plain");
  assert.deepEqual(ready.sources, ["cdn"]);
  assert.equal(Math.round(ready.workerOrigin), -40); // the worker's clock started 40 ms earlier
});

test("a question goes to Python as a JSON line and its answer comes back to the asker", async () => {
  const { engine, workers } = engineOn();
  const [worker] = workers;
  const answer = engine.ask('{"calculator":"ability"}', "ability");
  assert.deepEqual(worker.asked(), [{ type: "ask", id: 1, line: '{"calculator":"ability"}' }]);
  worker.say({ type: "answer", id: 1, line: '{"ok":true}' });
  assert.deepEqual(await answer, { type: "answer", id: 1, line: '{"ok":true}' });
  engine.ask("again", "ability");
  worker.say({ type: "answer", id: 2, line: "{}" });
  assert.equal(facts("first-answer").length, 1, "only the first answer is marked");
  assert.deepEqual(
    facts("ask").map((mark) => mark.detail.withPython),
    [1, 1],
  );
});

test("typing fast: one request per widget with Python, the newest waiting, the others superseded", async () => {
  const { engine, workers } = engineOn();
  const [worker] = workers;
  const first = engine.ask("a=1", "widget");
  const second = engine.ask("a=12", "widget");
  const third = engine.ask("a=123", "widget");
  const other = engine.ask("b=5", "other widget"); // another widget is not held back
  assert.deepEqual(await second, { superseded: true });
  assert.deepEqual(
    worker.asked().map((message) => message.line),
    ["a=1", "b=5"],
  );
  worker.say({ type: "answer", id: 1, line: "one" });
  assert.equal((await first).line, "one");
  // The newest waiting request goes as soon as its widget's first is answered.
  assert.deepEqual(worker.asked().at(-1), { type: "ask", id: 3, line: "a=123" });
  worker.say({ type: "answer", id: 3, line: "three" });
  worker.say({ type: "answer", id: 2, line: "five" });
  assert.equal((await third).line, "three");
  assert.equal((await other).line, "five");
  assert.equal(facts("ask").length, 3);
  assert.equal(Math.max(...facts("ask").map((mark) => mark.detail.withPython)), 2);
});

test("a failed start answers every request with its reason, and later ones at once", async () => {
  const { engine, workers, last } = engineOn();
  const [worker] = workers;
  const sent = engine.ask("x", "one");
  const waiting = engine.ask("y", "one");
  worker.say({ type: "failed", message: "the network failed" });
  assert.deepEqual(await sent, { failure: "the network failed" });
  // The widget's waiting request is sent on as the first is answered, to no worker.
  assert.deepEqual(await waiting, { failure: "Python is not running" });
  assert.equal(worker.terminated, true);
  assert.equal(last().phase, "failed");
  assert.equal(last().message, "the network failed");
  assert.deepEqual(await engine.ask("z", "one"), { failure: "the network failed" });
  assert.equal(worker.asked().length, 1, "nothing more was sent to a dead worker");
});

test("a worker script that does not load, or stops once ready, fails with why", () => {
  const { workers, last } = engineOn();
  const event = workers[0].fail("");
  assert.equal(event.defaultPrevented, true);
  assert.equal(last().message, "the Python worker script did not load");

  const ready = engineOn();
  ready.workers[0].say({ ...READY, timeOrigin: performance.timeOrigin });
  ready.workers[0].fail("out of memory");
  assert.equal(ready.last().phase, "failed");
  assert.equal(ready.last().message, "the Python worker stopped: out of memory");
});

test("retry() starts a new worker; the old one's words no longer count", async () => {
  const { engine, workers, last } = engineOn();
  const pending = engine.ask("x", "w");
  engine.retry();
  assert.deepEqual(await pending, { failure: "Python restarted" });
  assert.equal(workers.length, 2);
  assert.equal(workers[0].terminated, true);
  assert.equal(facts("start").length, 2);
  workers[0].say({ ...READY, timeOrigin: performance.timeOrigin });
  assert.equal(last().phase, "starting", "the replaced worker's ready is ignored");
  workers[1].say({ ...READY, timeOrigin: performance.timeOrigin });
  assert.equal(last().phase, "ready");
  const answer = engine.ask("y", "w");
  assert.equal(workers[1].asked()[0].id, 2, "request ids go on across workers");
  workers[1].say({ type: "answer", id: 2, line: "ok" });
  assert.equal((await answer).line, "ok");
});

test("progress is published; a kept snapshot is marked with its size", () => {
  const { workers, last } = engineOn();
  workers[0].say({ type: "progress", loaded: 1_000, total: 4_000 });
  assert.equal(last().loaded, 1_000);
  assert.equal(last().total, 4_000);
  assert.equal(last().secondsLeft, null, "no pace known from one report");
  workers[0].say({ type: "snapshot", bytes: 12_345, marks: { kept: 9 } });
  assert.deepEqual(facts("snapshot")[0].detail, { bytes: 12_345, marks: { kept: 9 } });
});

test("past SLOW_MS a start is called slow, naming the part it waits for", () => {
  const { workers, last, engine } = engineOn();
  workers[0].say({ type: "progress", loaded: 1_000, total: 4_000_000 });
  mock.timers.tick(SLOW_MS - 1);
  assert.equal(last().phase, "starting");
  mock.timers.tick(1);
  assert.equal(last().phase, "slow");
  assert.equal(last().slowPart, "connection"); // bytes still to come, the worker's thread free
  workers[0].say({ type: "pulse", busy: 0.9 });
  mock.timers.tick(1_000);
  assert.equal(last().slowPart, "processor"); // now its thread is held
  workers[0].say({ ...READY, timeOrigin: performance.timeOrigin });
  assert.deepEqual([last().phase, last().slowPart], ["ready", null]);
  engine.retry(); // a new start is judged afresh, from its own start
  mock.timers.tick(SLOW_MS - 1);
  assert.equal(last().phase, "starting");
});

test("the head's worker counts from its own start: slow sooner by as long as it has run", () => {
  const head = new FakeWorker();
  const { last } = engineOn({
    worker: head,
    startedAt: performance.now() - 5_000,
    release: () => [],
  });
  mock.timers.tick(SLOW_MS - 5_000 + 50);
  assert.equal(last().phase, "slow");
});

test("unsubscribing stops a listener", () => {
  const { engine, workers } = engineOn();
  const seen = [];
  const stop = engine.subscribe((state) => seen.push(state.phase));
  stop();
  workers[0].say({ ...READY, timeOrigin: performance.timeOrigin });
  assert.deepEqual(seen, ["starting"]);
});
