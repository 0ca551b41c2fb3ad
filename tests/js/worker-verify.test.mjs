// docs/javascripts/worker/verify.js: files checked against their SHA-384 digests (Subresource
// Integrity), whole or piece by piece, and kept in Cache Storage.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { afterEach, test } from "node:test";
import {
  base64,
  keep,
  kept,
  openCache,
  pieceChecker,
  verify,
} from "../../docs/javascripts/worker/verify.js";

const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
const bytes = new TextEncoder().encode("rules_py wheel, as built");
const noFetch = () => Promise.reject(new Error("not asked for"));

test("base64 as the browser writes it", () => {
  assert.equal(base64(new Uint8Array([0, 255, 1]).buffer), "AP8B");
});

test("bytes with their digest pass; any other bytes are refused", async () => {
  await verify(bytes, sri(bytes), "the wheel", noFetch);
  const changed = bytes.slice();
  changed[3] ^= 1;
  await assert.rejects(verify(changed, sri(bytes), "the wheel", noFetch), {
    message: "the wheel failed its integrity check (refused)",
  });
});

test("a large file is checked piece by piece, however its parts arrive", async () => {
  const file = new Uint8Array(10).map((_, i) => i * 7);
  const pieces = [file.subarray(0, 4), file.subarray(4, 8), file.subarray(8)].map(sri);
  const checker = pieceChecker(pieces, "the wasm", 4);
  for (const part of [file.subarray(0, 3), file.subarray(3, 9), file.subarray(9)]) {
    checker.take(part);
  }
  await checker.finish();
});

test("a wrong piece, or a file of another length, is refused", async () => {
  const file = new Uint8Array(10).map((_, i) => i);
  const pieces = [file.subarray(0, 4), file.subarray(4, 8), file.subarray(8)].map(sri);
  const wrong = pieceChecker(pieces, "the wasm", 4);
  wrong.take(file.map((b, i) => (i === 5 ? 99 : b)));
  await assert.rejects(wrong.finish(), /refused/);
  const short = pieceChecker(pieces, "the wasm", 4);
  short.take(file.subarray(0, 8));
  await assert.rejects(short.finish(), /refused/);
});

test("no piece checker for a file without pieces", () => {
  assert.equal(pieceChecker(undefined, "the lock file", 4), null);
});

// A Cache Storage of one cache, in memory.
function fakeCaches() {
  const stored = new Map();
  const cache = {
    match: async (key) => stored.get(key)?.clone(),
    put: async (key, response) => void stored.set(key, response),
    delete: async (key) => stored.delete(key),
  };
  globalThis.caches = { open: async () => cache };
  return stored;
}
afterEach(() => {
  delete globalThis.caches;
});

test("without Cache Storage the worker goes on without keeping", async () => {
  assert.equal(await openCache("rules-python-x"), null);
  assert.equal(await kept("rules-python-x", "k", [sri(bytes)], noFetch), null);
  await keep("rules-python-x", "k", bytes); // no failure
});

test("a kept file comes back with the digest it passes, of either variant", async () => {
  const stored = fakeCaches();
  await keep("rules-python-x", "wheel", bytes, { "X-Test": "1" });
  assert.equal(stored.get("wheel").headers.get("X-Test"), "1");
  const back = await kept("rules-python-x", "wheel", ["sha384-other", sri(bytes)], noFetch);
  assert.deepEqual(back, { bytes, integrity: sri(bytes) });
});

test("a kept file that passes no digest is deleted", async () => {
  const stored = fakeCaches();
  await keep("rules-python-x", "wheel", bytes);
  assert.equal(await kept("rules-python-x", "wheel", ["sha384-other"], noFetch), null);
  assert.equal(stored.has("wheel"), false);
});
