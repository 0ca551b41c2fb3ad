// docs/javascripts/engine/pace.js: "about N s left" from the pace the download's bytes arrived
// at over the last RATE_WINDOW_MS, and nothing before FIRST_ESTIMATE_MS of it or while no byte
// has come since the oldest report kept.

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  createPace,
  FIRST_ESTIMATE_MS,
  RATE_WINDOW_MS,
} from "../../docs/javascripts/engine/pace.js";

test("no estimate from less than FIRST_ESTIMATE_MS of the download", () => {
  const pace = createPace();
  assert.equal(pace.secondsLeft(0, 1_000_000, 0), null);
  assert.equal(pace.secondsLeft(100_000, 1_000_000, FIRST_ESTIMATE_MS - 1), null);
});

test("the rest at the pace since the first report: 100 kB a second, 800 kB left is 8 s", () => {
  const pace = createPace();
  pace.secondsLeft(0, 1_000_000, 0);
  pace.secondsLeft(50_000, 1_000_000, 500);
  assert.equal(pace.secondsLeft(200_000, 1_000_000, 2_000), 8);
});

test("the pace is the last RATE_WINDOW_MS's: a slow start is forgotten", () => {
  const pace = createPace();
  pace.secondsLeft(0, 2_000_000, 0); // a slow first stretch: 10 kB over 5 s
  pace.secondsLeft(10_000, 2_000_000, 5_000);
  // Then 1 MB a second: at RATE_WINDOW_MS + 5 s, the window starts at the 5 s report.
  const now = RATE_WINDOW_MS + 5_000;
  const loaded = 10_000 + RATE_WINDOW_MS * 100; // 100 bytes a ms since 5 s
  assert.equal(pace.secondsLeft(loaded, loaded + 300_000, now), 3);
});

test("no bytes since the oldest report kept: not known; the end reached: 0 s", () => {
  const pace = createPace();
  pace.secondsLeft(500, 1_000, 0);
  assert.equal(pace.secondsLeft(500, 1_000, 3_000), null);
  assert.equal(pace.secondsLeft(1_000, 1_000, 4_000), 0);
});
