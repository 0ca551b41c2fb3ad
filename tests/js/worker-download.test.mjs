// docs/javascripts/worker/download.js: downloads that keep going on a poor network, with a fake
// fetch playing the server: resumed where they broke off, given up on silence, let go when sent
// uncompressed; at most so many at once, the one needed soonest first.

import assert from "node:assert/strict";
import { test } from "node:test";
import { download, rangeStart, UNCOMPRESSED } from "../../docs/javascripts/worker/download.js";
import { laneQueue } from "../../docs/javascripts/worker/lanes.js";
import { downloadWhole } from "../../docs/javascripts/worker/resume.js";

const FILE = new Uint8Array(100).map((_, i) => i);

/** A body sending `parts` one by one, then breaking off (`fail`) or ending. */
function body(parts, fail) {
  const left = [...parts];
  return new ReadableStream({
    pull(controller) {
      if (left.length) controller.enqueue(left.shift());
      else if (fail) controller.error(new Error(fail));
      else controller.close();
    },
  });
}

/**
 * A server of FILE: `answers` are called in turn with the request's Range start (0: none), each
 * returning a Response; every request is recorded.
 */
function server(answers) {
  const asked = [];
  const fetcher = async (_url, init) => {
    const range = init?.headers?.Range;
    asked.push(range ?? null);
    const from = range ? Number(range.match(/bytes=(\d+)-/)[1]) : 0;
    return answers[asked.length - 1](from, init);
  };
  return { fetcher, asked };
}

const whole = (from, status = 200, headers = {}) =>
  new Response(body([FILE.subarray(from)]), { status, headers });
const ranged = (from) =>
  new Response(body([FILE.subarray(from)]), {
    status: 206,
    headers: { "Content-Range": `bytes ${from}-99/100` },
  });
const cutAt = (at) => (from) =>
  new Response(body([FILE.subarray(from, at)], "connection reset"), {
    status: from ? 206 : 200,
    headers: from ? { "Content-Range": `bytes ${from}-99/100` } : {},
  });

function request(fetcher, more = {}) {
  return {
    fetcher,
    url: "https://example.invalid/pyodide.asm.wasm",
    onPart() {},
    onRestart() {},
    ...more,
  };
}

test("the first byte of a 206 answer", () => {
  const answer = new Response("", {
    status: 206,
    headers: { "Content-Range": "bytes 1000-1999/2000" },
  });
  assert.equal(rangeStart(answer), 1000);
  assert.equal(rangeStart(new Response("")), -1);
});

test("a download cut half way resumes where it stopped", async () => {
  const { fetcher, asked } = server([cutAt(40), ranged]);
  const sizes = [];
  const got = await downloadWhole(request(fetcher), (n) => sizes.push(n));
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked, [null, "bytes=40-"]);
  assert.deepEqual(sizes, [40, 100]);
});

test("a server that ignores the range sends it all again: the parts start afresh", async () => {
  const { fetcher, asked } = server([cutAt(40), (from) => whole(from && 0)]);
  let restarts = 0;
  const sizes = [];
  const got = await downloadWhole(request(fetcher, { onRestart: () => (restarts += 1) }), (n) =>
    sizes.push(n),
  );
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked, [null, "bytes=40-"]);
  assert.equal(restarts, 1);
  assert.deepEqual(sizes, [40, 0, 100]);
});

test("a server that sends another range is given up", async () => {
  const other = () =>
    new Response(body([FILE]), { status: 206, headers: { "Content-Range": "bytes 0-99/100" } });
  const { fetcher } = server([cutAt(40), other, other]);
  await assert.rejects(
    downloadWhole(request(fetcher), () => {}),
    /another range/,
  );
});

test("an attempt that brings nothing new is the end of that source", async () => {
  const { fetcher, asked } = server([cutAt(40), cutAt(40)]);
  await assert.rejects(
    downloadWhole(request(fetcher), () => {}),
    /connection reset/,
  );
  assert.equal(asked.length, 2);
});

test("an HTTP error is no download", async () => {
  const { fetcher } = server([() => new Response("no", { status: 404 })]);
  await assert.rejects(download(request(fetcher), 0), { message: "HTTP 404" });
});

test("a source silent past the connect limit is given up", async () => {
  const fetcher = (_url, init) =>
    new Promise((_, reject) =>
      init.signal.addEventListener("abort", () => reject(init.signal.reason)),
    );
  await assert.rejects(download(request(fetcher, { connectMs: 20 }), 0), {
    message: "no answer within 0.02 s",
  });
});

test("a download that stops sending is given up after the stall limit", async () => {
  // Ten bytes, then silence; the body breaks off when the download is aborted, as a browser's does.
  const stalled = (signal) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(FILE.subarray(0, 10));
          signal.addEventListener("abort", () => controller.error(signal.reason));
        },
      }),
    );
  const parts = [];
  const fetcher = async (_url, init) => stalled(init.signal);
  await assert.rejects(
    download(request(fetcher, { stallMs: 20, onPart: (p) => parts.push(p) }), 0),
    { message: "the download stalled for 0.02 s" },
  );
  assert.equal(parts.length, 1);
});

test("a variant meant for compressing hosts is let go when sent uncompressed", async () => {
  const { fetcher } = server([(from) => whole(from)]);
  await assert.rejects(
    download(request(fetcher, { ifCompressed: true }), 0),
    (e) => e === UNCOMPRESSED,
  );
  const brotli = server([(from) => whole(from, 200, { "Content-Encoding": "br" })]);
  await download(request(brotli.fetcher, { ifCompressed: true }), 0);
});

test("at most so many downloads at once, the one needed soonest first", async () => {
  const inLane = laneQueue(2, ["wasm", "mjs", "lock"]);
  const started = [];
  let running = 0;
  let most = 0;
  const task = (name) => async () => {
    started.push(name);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return new Uint8Array([name.length]);
  };
  const results = await Promise.all(
    ["other", "lock", "mjs", "wasm"].map((name) => inLane(name, task(name))),
  );
  assert.deepEqual(started, ["wasm", "mjs", "lock", "other"]);
  assert.equal(most, 2);
  assert.deepEqual(
    results.map((r) => r[0]),
    [5, 4, 3, 4],
  );
});
