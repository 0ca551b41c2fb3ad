// docs/javascripts/worker/verify.js: files checked against their SHA-384 digests (Subresource
// Integrity), whole or piece by piece, and kept in Cache Storage.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { afterEach, test } from "node:test";
import {
  base64,
  forgetPieces,
  keep,
  keepPiece,
  kept,
  keptPieces,
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

// --- pieces kept as they arrive (a reload goes on from them) ----------------------------------

const FILE_KEY = "https://site.invalid/pyodide/pyodide.asm.wasm";
const PIECES = ["first piece.", "second piece", "last"].map((text) =>
  new TextEncoder().encode(text),
);
const WHOLE = sri(new TextEncoder().encode("first piece.second piecelast"));

test("pieces kept come back in order, checked, with how the host sent them", async () => {
  const stored = fakeCaches();
  for (const [index, piece] of PIECES.entries()) {
    await keepPiece("rules-pyodide-x", FILE_KEY, WHOLE, index, piece, "br");
  }
  const keys = [...stored.keys()];
  assert.ok(
    keys.every((key) => key.startsWith(`${FILE_KEY}?rules-piece=`)),
    keys,
  );
  const back = await keptPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.map(sri));
  assert.deepEqual(back, { have: PIECES, encoding: "br" });
  // Another variant's digest: none of these pieces is its.
  const other = await keptPieces("rules-pyodide-x", FILE_KEY, "sha384-another", PIECES.map(sri));
  assert.deepEqual(other.have, []);
  await forgetPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.length);
  assert.equal(stored.size, 0);
});

test("the pieces kept stop at the first one missing or failing its check", async () => {
  fakeCaches();
  await keepPiece("rules-pyodide-x", FILE_KEY, WHOLE, 0, PIECES[0], "gzip");
  await keepPiece("rules-pyodide-x", FILE_KEY, WHOLE, 2, PIECES[2], "gzip"); // 1 never arrived
  const back = await keptPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.map(sri));
  assert.deepEqual(back.have, [PIECES[0]]);
  await keepPiece("rules-pyodide-x", FILE_KEY, WHOLE, 0, PIECES[1], "gzip"); // wrong bytes
  assert.deepEqual(
    (await keptPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.map(sri))).have,
    [],
  );
});

test("a write not yet visible, or a cache that throws, is only a piece to download", async () => {
  // As WebKit does once it has lost a cache's entries (durable.js): a put that leaves nothing.
  globalThis.caches = {
    open: async () => ({ put: async () => {}, match: async () => undefined }),
  };
  await keepPiece("rules-pyodide-x", FILE_KEY, WHOLE, 0, PIECES[0], "br");
  assert.deepEqual(await keptPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.map(sri)), {
    have: [],
    encoding: null,
  });
  globalThis.caches = {
    open: async () => ({
      match: async () => {
        throw new Error("quota");
      },
    }),
  };
  assert.deepEqual(
    (await keptPieces("rules-pyodide-x", FILE_KEY, WHOLE, PIECES.map(sri))).have,
    [],
  );
});

test("each piece that passes its check is handed on with its index, to keep", async () => {
  const file = new Uint8Array(10).map((_, i) => i);
  const pieces = [file.subarray(0, 4), file.subarray(4, 8), file.subarray(8)].map(sri);
  const checked = [];
  const checker = pieceChecker(pieces, "the wasm", 4, (index, piece) =>
    checked.push([index, [...piece]]),
  );
  checker.take(file);
  await checker.finish();
  assert.deepEqual(checked.sort(), [
    [0, [0, 1, 2, 3]],
    [1, [4, 5, 6, 7]],
    [2, [8, 9]],
  ]);
});
