// docs/javascripts/worker/boot.js: starting Python is given a time limit counted only once every
// file is here (the download is watched for stalls already); a file that cannot be had ends it.

import assert from "node:assert/strict";
import { register } from "node:module";
import { test } from "node:test";

register("./config-hook.mjs", import.meta.url);
const { guarded } = await import("../../docs/javascripts/worker/boot.js");

const later = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const never = new Promise(() => {});

test("a start that finishes gives its result", async () => {
  assert.equal(
    await guarded(later(5, "python"), 1000, "starting Python", Promise.resolve()),
    "python",
  );
});

test("no limit while the files are still coming, however long", async () => {
  const downloads = later(60);
  const start = guarded(later(50, "python"), 10, "starting Python", downloads);
  assert.equal(await start, "python"); // 50 ms: five times the limit, all of it downloading
});

test("a start that never settles ends at the limit after the download", async () => {
  await assert.rejects(guarded(never, 20, "starting Python", later(10)), {
    message: "starting Python did not finish within 0.02 s of the download",
  });
});

test("a file that cannot be had ends the start at once", async () => {
  const failed = Promise.reject(new Error("could not load the wheel"));
  await assert.rejects(guarded(never, 60_000, "starting Python", failed), {
    message: "could not load the wheel",
  });
});
