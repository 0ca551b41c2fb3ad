// docs/javascripts/engine/slow-watch.js: nothing is called slow before SLOW_MS from the worker's
// start (less what the head's worker had waited already); then the slow part is told, once per
// change, judged again each second: the connection while bytes come, the processor once the
// worker's thread is held or every byte is here; nothing once stopped or the worker replaced.

import assert from "node:assert/strict";
import { afterEach, beforeEach, mock, test } from "node:test";
import { createSlowWatch } from "../../docs/javascripts/engine/slow-watch.js";
import { SLOW_MS } from "../../docs/javascripts/engine/slow-part.js";

beforeEach(() => mock.timers.enable({ apis: ["setTimeout", "setInterval"] }));
afterEach(() => mock.timers.reset());

/** A watch on a stand-in engine's state; the engine's slow state follows what the watch tells. */
function watching(state = {}) {
  const engine = {
    phase: "starting",
    message: "",
    loaded: 100,
    total: 1_000,
    secondsLeft: 60,
    slowPart: null,
    ...state,
  };
  const told = [];
  const watch = createSlowWatch(
    () => engine,
    (part) => {
      told.push(part);
      Object.assign(engine, { phase: "slow", slowPart: part });
    },
  );
  return { engine, told, watch };
}

test("slow after SLOW_MS, and told once: the connection, with bytes still to come", () => {
  const { told, watch } = watching();
  watch.start(0, () => true);
  watch.heard.counted = true;
  mock.timers.tick(SLOW_MS - 1);
  assert.deepEqual(told, []);
  mock.timers.tick(1);
  assert.deepEqual(told, ["connection"]);
  mock.timers.tick(5_000); // judged again each second: nothing new to tell
  assert.deepEqual(told, ["connection"]);
  watch.stop();
});

test("the head's worker's wait counts: slow SLOW_MS after it started, not after the take-over", () => {
  const { told, watch } = watching();
  watch.start(SLOW_MS - 2_000, () => true);
  mock.timers.tick(2_000);
  assert.deepEqual(told, ["connection"]);
  watch.stop();
});

test("the part changes to the processor once every byte is here, or the thread is held", () => {
  const { engine, told, watch } = watching();
  watch.start(0, () => true);
  watch.heard.counted = true;
  mock.timers.tick(SLOW_MS);
  watch.heard.busy = 0.9; // the worker's thread held most of the last seconds
  watch.heard.at = performance.now();
  mock.timers.tick(1_000);
  assert.deepEqual(told, ["connection", "processor"]);
  watch.heard.busy = 0;
  engine.loaded = engine.total; // every byte here: still the processor, not told again
  mock.timers.tick(3_000);
  assert.deepEqual(told, ["connection", "processor"]);
  watch.stop();
});

test("a download a moment from its end is not called slow", () => {
  const { told, watch } = watching({ secondsLeft: 2 });
  watch.start(0, () => true);
  watch.heard.counted = true;
  mock.timers.tick(SLOW_MS + 3_000);
  assert.deepEqual(told, []);
  watch.stop();
});

test("nothing told once stopped, once the worker is replaced, or once Python is ready", () => {
  const stopped = watching();
  stopped.watch.start(0, () => true);
  stopped.watch.stop();
  mock.timers.tick(SLOW_MS * 2);
  assert.deepEqual(stopped.told, []);

  const replaced = watching();
  replaced.watch.start(0, () => false);
  mock.timers.tick(SLOW_MS * 2);
  assert.deepEqual(replaced.told, []);

  const ready = watching({ phase: "ready" });
  ready.watch.start(0, () => true);
  mock.timers.tick(SLOW_MS * 2);
  assert.deepEqual(ready.told, []);
  ready.watch.stop();
});

test("a new start forgets what the last worker said", () => {
  const { watch } = watching();
  watch.heard.busy = 0.9;
  watch.heard.at = 5;
  watch.start(0, () => true);
  assert.deepEqual(watch.heard, { counted: false, busy: 0, at: null });
  watch.stop();
});
