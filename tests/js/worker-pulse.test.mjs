// docs/javascripts/worker/pulse.js: the share of the last seconds the worker's thread was held,
// from how late a steady timer fires (a clock of the test's own: no test waits on time).

import assert from "node:assert/strict";
import { test } from "node:test";
import { BEAT_MS, pulse, WINDOW_MS } from "../../docs/javascripts/worker/pulse.js";

/** A clock whose time the test moves, and the one timer pulse sets at a time. */
function testClock() {
  const clock = { time: 0, timer: null, stopped: false };
  clock.now = () => clock.time;
  clock.setTimer = (run, ms) => (clock.timer = { run, at: clock.time + ms });
  clock.clearTimer = () => (clock.stopped = true);
  // The thread is free again at `time`: the timer fires then, or when due if later.
  clock.freeAt = (time) => {
    const { run, at } = clock.timer;
    clock.time = Math.max(at, time);
    run();
  };
  return clock;
}

test("beats on time: a free thread", () => {
  const clock = testClock();
  const shares = [];
  pulse((busy) => shares.push(busy), clock);
  for (let i = 0; i < 20; i += 1) clock.freeAt(0);
  assert.equal(shares.length, 20);
  assert.ok(shares.every((share) => share === 0));
});

test("a thread held for 1.5 s of the last 3 s: half busy; then free again", () => {
  const clock = testClock();
  const shares = [];
  pulse((busy) => shares.push(busy), clock);
  clock.freeAt(0);
  clock.freeAt(clock.time + BEAT_MS + 1500); // Python's start held the thread
  assert.equal(shares.at(-1), 1500 / WINDOW_MS);
  while (clock.time < 10_000) clock.freeAt(0);
  assert.equal(shares.at(-1), 0); // the held stretch has left the window
});

test("held longer than the window: wholly busy, not more", () => {
  const clock = testClock();
  const shares = [];
  pulse((busy) => shares.push(busy), clock);
  clock.freeAt(WINDOW_MS * 3);
  assert.equal(shares.at(-1), 1);
});

test("stopped, it beats no more", () => {
  const clock = testClock();
  const stop = pulse(() => {}, clock);
  stop();
  assert.equal(clock.stopped, true);
});
