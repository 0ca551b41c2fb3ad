// docs/javascripts/worker/download.js: a download that breaks off, or that a reload left half
// done, goes on by the way that sends the fewest bytes: the rest raw, the rest of the
// packed copy (a gzip member per piece, as scripts/build/resumable.py writes it) from the first piece
// lacking, the file compressed again from its start, or the next address. A fake fetch plays the
// server and counts the bytes it sends.

import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { packedReader } from "../../docs/javascripts/worker/packed.js";
import {
  CHEAPER_ELSEWHERE,
  downloadWhole,
  resumeWays,
} from "../../docs/javascripts/worker/resume.js";

const PIECE = 1024;
// Ten pieces that compress well; the packed copy: one gzip member per piece.
const FILE = new Uint8Array(10 * PIECE).map((_, i) => (i * 7) % 13);
const MEMBERS = [];
for (let at = 0; at < FILE.length; at += PIECE) {
  MEMBERS.push(new Uint8Array(gzipSync(FILE.subarray(at, at + PIECE))));
}
const OFFSETS = [0];
for (const member of MEMBERS) OFFSETS.push(OFFSETS.at(-1) + member.length);
const PACKED = new Uint8Array(OFFSETS.at(-1));
for (const [i, member] of MEMBERS.entries()) PACKED.set(member, OFFSETS[i]);
const BROTLI = 300; // the bytes a host's brotli would send of FILE (as rules-config.js says)
const FILE_URL = "https://site.invalid/pyodide/pyodide.asm.wasm";
const PACKED_URL = `${FILE_URL}.packed`;

/** A body sending `bytes` in parts of 500, then breaking off after `cut` bytes (if given). */
function body(bytes, cut) {
  let at = 0;
  const end = cut ?? bytes.length;
  return new ReadableStream({
    pull(controller) {
      if (at < end) {
        const next = Math.min(end, at + 500);
        controller.enqueue(bytes.slice(at, next));
        at = next;
      } else if (cut !== undefined) controller.error(new Error("connection reset"));
      else controller.close();
    },
  });
}

/**
 * A server of FILE (sent as if compressed with `encoding`: the bytes counted as `wire` scaled)
 * and of its packed copy. `cuts`: for the n-th request, after how many of its bytes it breaks off.
 */
function server({ encoding = "br", cuts = [], packed = true } = {}) {
  const asked = [];
  let wire = 0;
  const fetcher = async (url, init) => {
    const range = init?.headers?.Range ?? null;
    asked.push([url === PACKED_URL ? "packed" : "file", range]);
    const cut = cuts[asked.length - 1];
    const from = range ? Number(range.match(/bytes=(\d+)-/)[1]) : 0;
    if (url === PACKED_URL) {
      if (!packed) return new Response("no", { status: 404 });
      const sent = Math.min(PACKED.length - from, cut ?? Infinity);
      wire += sent;
      const headers = { "Content-Range": `bytes ${from}-${PACKED.length - 1}/${PACKED.length}` };
      return new Response(body(PACKED.subarray(from), cut), {
        status: range ? 206 : 200,
        headers: range ? headers : {},
      });
    }
    if (range) {
      // Ranges come as the file is: uncompressed.
      wire += Math.min(FILE.length - from, cut ?? Infinity);
      const headers = { "Content-Range": `bytes ${from}-${FILE.length - 1}/${FILE.length}` };
      return new Response(body(FILE.subarray(from), cut), { status: 206, headers });
    }
    const ratio = encoding === "identity" ? 1 : BROTLI / FILE.length;
    wire += Math.round(Math.min(FILE.length, cut ?? Infinity) * ratio);
    const headers = encoding === "identity" ? {} : { "Content-Encoding": encoding };
    return new Response(body(FILE, cut), { headers });
  };
  return { fetcher, asked, wire: () => wire };
}

const resumable = (more = {}) => ({
  size: FILE.length,
  pieceBytes: PIECE,
  sent: { br: BROTLI, gzip: 110 },
  packed: { url: PACKED_URL, offsets: OFFSETS },
  ...more,
});
const request = (fetcher) => ({ fetcher, url: FILE_URL, onPart() {}, onRestart() {} });

test("the build's packed copy compresses well here (the ways below weigh real sizes)", () => {
  assert.ok(PACKED.length < FILE.length / 2, `${PACKED.length}`);
});

test("the ways to go on, the cheapest first", () => {
  const usable = { packed: true, again: true };
  // Near the start: brotli again from byte 0 beats the rest of the packed copy and the rest raw.
  const early = resumeWays(resumable(), 100, "br", usable);
  assert.deepEqual(
    early.map(({ how }) => how),
    ["again", "packed", "raw"],
  );
  assert.equal(early[1].cost, PACKED.length); // piece 0 on
  // Half way: the rest of the packed copy from piece 5.
  const half = resumeWays(resumable(), 5300, "br", usable);
  assert.deepEqual(half[0], { how: "packed", cost: OFFSETS[10] - OFFSETS[5] });
  // Near the end: the few bytes left, raw.
  assert.deepEqual(resumeWays(resumable(), FILE.length - 10, "br", usable)[0], {
    how: "raw",
    cost: 10,
  });
  // A host that sent it as it is: never "again" (it would come raw too).
  assert.ok(!resumeWays(resumable(), 100, "identity", usable).some(({ how }) => how === "again"));
  // The deflated zip, whole, when it costs less than any rest.
  const zip = resumeWays(resumable({ elsewhere: 5 }), 100, "br", usable);
  assert.deepEqual(zip[0], { how: "elsewhere", cost: 5 });
});

test("a brotli download cut half way goes on from the packed copy, not raw", async () => {
  const { fetcher, asked, wire } = server({ cuts: [5300] });
  const wires = [];
  const got = await downloadWhole(request(fetcher), () => {}, {
    file: resumable(),
    onWire: (sent, expected) => wires.push([sent, expected]),
  });
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked, [
    ["file", null],
    ["packed", `bytes=${OFFSETS[5]}-`], // 5300 bytes arrived: pieces 0-4 whole, piece 5 again
  ]);
  // On the wire: the brotli part, then the packed members from piece 5: fewer than the rest raw.
  const expected = Math.round(5300 * (BROTLI / FILE.length)) + OFFSETS[10] - OFFSETS[5];
  assert.equal(wire(), expected);
  assert.ok(wire() < Math.round(5300 * (BROTLI / FILE.length)) + (FILE.length - 5300));
  // Progress counted the bytes sent, and ended with all of them.
  assert.deepEqual(wires.at(-1), [expected, expected]);
  for (const [sent, all] of wires) assert.ok(sent <= all);
});

test("a packed copy cut in its turn goes on from its own next member", async () => {
  const { fetcher, asked } = server({ cuts: [5300, OFFSETS[8] - OFFSETS[5] + 3] });
  const got = await downloadWhole(request(fetcher), () => {}, { file: resumable() });
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked.slice(1), [
    ["packed", `bytes=${OFFSETS[5]}-`],
    ["packed", `bytes=${OFFSETS[8]}-`],
  ]);
});

test("no packed copy at the host: the next cheapest way, nothing lost", async (t) => {
  t.mock.method(console, "warn", () => {});
  // Cut near the end: the few bytes left, raw.
  const late = server({ cuts: [10000], packed: false });
  assert.deepEqual(
    await downloadWhole(request(late.fetcher), () => {}, { file: resumable() }),
    FILE,
  );
  assert.deepEqual(late.asked.slice(1), [
    ["packed", `bytes=${OFFSETS[9]}-`],
    ["file", "bytes=10000-"],
  ]);
  // Cut half way: brotli again from the start costs less than the rest raw.
  const half = server({ cuts: [5300], packed: false });
  assert.deepEqual(
    await downloadWhole(request(half.fetcher), () => {}, { file: resumable() }),
    FILE,
  );
  assert.deepEqual(half.asked.slice(1), [
    ["packed", `bytes=${OFFSETS[5]}-`],
    ["file", null],
  ]);
});

test("a reload goes on after the pieces kept, from the packed copy", async () => {
  const { fetcher, asked } = server();
  const have = [0, 1, 2, 3, 4, 5].map((i) => FILE.slice(i * PIECE, (i + 1) * PIECE));
  const parts = [];
  const req = { ...request(fetcher), onPart: (part) => parts.push(part) };
  const got = await downloadWhole(req, () => {}, { file: resumable(), have, encoding: "br" });
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked, [["packed", `bytes=${OFFSETS[6]}-`]]);
  // The kept pieces were handed on first (checked again, compiled), then only the rest.
  assert.equal(
    parts.reduce((n, part) => n + part.length, 0),
    FILE.length,
  );
});

test("every piece kept: nothing is asked for", async () => {
  const { fetcher, asked } = server();
  const have = [...Array(10).keys()].map((i) => FILE.slice(i * PIECE, (i + 1) * PIECE));
  assert.deepEqual(
    await downloadWhole(request(fetcher), () => {}, { file: resumable(), have }),
    FILE,
  );
  assert.deepEqual(asked, []);
});

test("cut early, the file is asked for compressed again from its start", async (t) => {
  let restarts = 0;
  const { fetcher, asked } = server({ cuts: [100] });
  const req = { ...request(fetcher), onRestart: () => (restarts += 1) };
  const got = await downloadWhole(req, () => {}, { file: resumable({ packed: undefined }) });
  assert.deepEqual(got, FILE);
  assert.deepEqual(asked, [
    ["file", null],
    ["file", null],
  ]);
  assert.equal(restarts, 1);
  t.mock.method(console, "warn", () => {});
});

test("a stored zip cut where the deflated one costs less is let go for it", async (t) => {
  t.mock.method(console, "warn", () => {});
  const { fetcher } = server({ cuts: [20] });
  await assert.rejects(
    downloadWhole(request(fetcher), () => {}, { file: resumable({ elsewhere: 40 }) }),
    (error) => error === CHEAPER_ELSEWHERE,
  );
});

test("the packed reader hands on only bytes the file lacks, even from the copy's start", async () => {
  const handed = [];
  let have = 1500; // piece 1 is half here
  const reader = packedReader(
    OFFSETS,
    PIECE,
    0,
    () => have,
    (part) => {
      handed.push(part);
      have += part.length;
    },
  );
  reader.take(PACKED.subarray(0, 7));
  reader.take(PACKED.subarray(7));
  await reader.settled();
  assert.equal(have, FILE.length);
  assert.deepEqual(handed[0], FILE.subarray(1500, 2048));
});

test("a packed copy that is not gzip fails, and says so", async () => {
  const reader = packedReader(
    [0, 4],
    PIECE,
    0,
    () => 0,
    () => {},
  );
  reader.take(new Uint8Array([1, 2, 3, 4]));
  await assert.rejects(reader.settled());
});
