// docs/javascripts/engine/slow-part.js: a start past SLOW_MS names what it waits for, from what is
// pending: bytes still to come (the connection) or the worker's own work (the processor).

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BUSY_SHARE,
  MOMENT_S,
  SILENT_MS,
  slowPart,
} from "../../docs/javascripts/engine/slow-part.js";

const MB = 1_000_000;
// A worker at work: it has counted its download and beats with a free thread.
const seen = (more) => ({
  counted: true,
  loaded: 1 * MB,
  total: 4 * MB,
  secondsLeft: 60,
  busy: 0.05,
  silentMs: 200,
  ...more,
});

test("bytes still coming to a worker that waits for them: the connection", () => {
  assert.equal(slowPart(seen()), "connection");
  assert.equal(slowPart(seen({ secondsLeft: null })), "connection"); // pace not known yet
});

test("nothing heard from the worker yet: its own scripts are still coming", () => {
  const never = { counted: false, loaded: 0, total: 0, secondsLeft: null, busy: 0, silentMs: null };
  assert.equal(slowPart(never), "connection");
});

test("every byte here: the processor, starting Python", () => {
  assert.equal(slowPart(seen({ loaded: 4 * MB, secondsLeft: 0 })), "processor");
});

test("a return visit: every file was kept, none to download; the processor", () => {
  // WebKitGTK at a third of its speed said "the connection is slow" here: the worker reports
  // a total of 0 once every file came from this browser's storage.
  assert.equal(slowPart(seen({ loaded: 0, total: 0, secondsLeft: null })), "processor");
});

test("bytes still to read, but the worker's thread is held: the processor", () => {
  assert.equal(slowPart(seen({ busy: BUSY_SHARE + 0.1 })), "processor");
  assert.equal(slowPart(seen({ busy: 1 })), "processor");
  // Held for seconds, it cannot even beat: its silence says the same.
  assert.equal(slowPart(seen({ silentMs: SILENT_MS })), "processor");
  assert.equal(slowPart(seen({ silentMs: SILENT_MS - 1 })), "connection");
});

test("a download a moment from its end is not called slow", () => {
  assert.equal(slowPart(seen({ secondsLeft: MOMENT_S - 0.5 })), null);
  assert.equal(slowPart(seen({ secondsLeft: MOMENT_S })), "connection");
});
