// The engine's start, piece by piece: engine/early-worker.js (the head's worker taken over once,
// by the event early-start.js listens for), engine/facts.js (facts on the performance timeline),
// engine/tasks.js (a later task), engine/timing.js (the wait after Python, shorter than a
// start), and engine/file-protocol.js (a page opened as a file tells each calculator why it
// cannot start, and a served page is left alone).

import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";
import { takeEarlyWorker } from "../../docs/javascripts/engine/early-worker.js";
import { markFact } from "../../docs/javascripts/engine/facts.js";
import { SLOW_MS } from "../../docs/javascripts/engine/slow-part.js";
import { nextTask } from "../../docs/javascripts/engine/tasks.js";
import { AFTER_PYTHON_MS } from "../../docs/javascripts/engine/timing.js";

test("the head's worker is handed over once; a page whose head started none gets null", () => {
  withDom();
  assert.equal(takeEarlyWorker(), null, "no head's script listening");
  const early = { worker: {}, startedAt: 12, release: () => [] };
  document.addEventListener("rules:early-worker", (event) => event.detail(early), { once: true });
  assert.equal(takeEarlyWorker(), early);
  assert.equal(takeEarlyWorker(), null, "taken already");
});

test("a fact is a mark named rules:engine:<fact>, its figures as detail", () => {
  performance.clearMarks();
  markFact("ready", { seconds: 2.5 });
  markFact("first-answer");
  const [ready] = performance.getEntriesByName("rules:engine:ready");
  assert.deepEqual(ready.detail, { seconds: 2.5 });
  const [first] = performance.getEntriesByName("rules:engine:first-answer");
  assert.equal(first.detail, null);
});

test("nextTask: scheduler.yield where the browser has it, else a later timer", async () => {
  const order = [];
  const timer = new Promise((resolve) => setTimeout(resolve, 0)).then(() => order.push("timer"));
  await nextTask().then(() => order.push("task"));
  await timer;
  assert.deepEqual(order, ["timer", "task"], "without scheduler: a timer set after the other");
  let yielded = 0;
  globalThis.scheduler = {
    async yield() {
      yielded += 1;
    },
  };
  try {
    await nextTask();
    assert.equal(yielded, 1);
  } finally {
    delete globalThis.scheduler;
  }
});

test("the offline copy waits a moment after Python, far less than a slow start", () => {
  assert.equal(AFTER_PYTHON_MS, 2_000);
  assert.ok(AFTER_PYTHON_MS < SLOW_MS);
});

/**
 * file-protocol.js run in a page at `url` holding two calculators (`run` imports it afresh: a
 * query of its own each time); returns the page's roots.
 */
async function runOn(url, run) {
  const window = withDom(url);
  globalThis.location = window.location;
  document.body.innerHTML =
    "<div data-calculator><p data-status>Starting Python</p></div><div data-calculator></div>";
  await run();
  return [...document.querySelectorAll("[data-calculator]")];
}

test("a page opened as a file: each calculator is in error and says how to open the site", async () => {
  const [withStatus, without] = await runOn(
    "file:///home/reader/site/runequest/index.html",
    () => import("../../docs/javascripts/engine/file-protocol.js?as-a-file"),
  );
  assert.equal(withStatus.dataset.state, "error");
  assert.equal(without.dataset.state, "error");
  assert.match(
    withStatus.querySelector("[data-status]").textContent,
    /^The calculators need the site opened through a web server, not as a file: .*python3 -m http\.server -d site.* The tables on this page work as they are\.$/,
  );
});

test("a served page is left as it is", async () => {
  const [withStatus] = await runOn(
    "http://127.0.0.1:8000/runequest/",
    () => import("../../docs/javascripts/engine/file-protocol.js?served"),
  );
  assert.equal(withStatus.dataset.state, undefined);
  assert.equal(withStatus.querySelector("[data-status]").textContent, "Starting Python");
});
