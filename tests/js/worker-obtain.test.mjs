// docs/javascripts/worker/obtain.js: every file Python needs, from the first source that sends
// it whole and checked, the stored zips let go for the deflated ones when a host does not
// compress; progress told to the page.

import assert from "node:assert/strict";
import { register } from "node:module";
import { beforeEach, test } from "node:test";

register("./config-hook.mjs", import.meta.url);
const config = await import("./fixtures/rules-config.mjs");
const { downloadAll } = await import("../../docs/javascripts/worker/obtain.js");
const { keyOf, STDLIB, WHEEL } = await import("../../docs/javascripts/worker/wanted.js");

const posted = [];
globalThis.postMessage = (message) => posted.push(message);
beforeEach(() => (posted.length = 0));

/** A network serving config.CONTENT; `refuse(url)` true: 404. Every URL asked is recorded. */
function network({ refuse = () => false, encoding = () => null } = {}) {
  const asked = [];
  const fetcher = async (url) => {
    asked.push(url);
    const bytes = config.CONTENT.get(url);
    if (!bytes || refuse(url)) return new Response("no", { status: 404 });
    const headers = encoding(url) ? { "Content-Encoding": encoding(url) } : {};
    return new Response(bytes, { headers });
  };
  return { fetcher, asked };
}

test("from the CDN when it answers; every file checked", async (t) => {
  t.mock.method(console, "warn", () => {});
  const { fetcher } = network({ encoding: () => "br" });
  const { got, all } = downloadAll(fetcher);
  const files = await all;
  assert.equal(files.length, 6);
  const wasm = await got["pyodide.asm.wasm"];
  assert.equal(wasm.source, "cdn");
  assert.deepEqual(wasm.bytes, config.CONTENT.get(`https://cdn.invalid/pyodide/pyodide.asm.wasm`));
  assert.equal((await got[STDLIB]).integrity, config.stdlib.stored.integrity); // compressed: stored
  assert.equal(keyOf("pyodide.mjs"), "https://site.invalid/pyodide/pyodide.mjs");
});

test("the site's copy when the CDN refuses", async (t) => {
  t.mock.method(console, "warn", () => {});
  const { fetcher, asked } = network({ refuse: (url) => url.includes("cdn.invalid") });
  const { got, all } = downloadAll(fetcher);
  await all;
  assert.equal((await got["pyodide.mjs"]).source, "site");
  assert.ok(asked.includes("https://cdn.invalid/pyodide/pyodide.mjs"));
});

test("a host that does not compress gets the deflated zips asked for instead", async () => {
  const { fetcher, asked } = network();
  const { got, all } = downloadAll(fetcher);
  await all;
  assert.equal((await got[WHEEL]).integrity, config.wheel.deflated.integrity);
  assert.deepEqual(
    asked.filter((url) => url.includes("rules_py.whl")),
    [config.wheel.stored.url, config.wheel.deflated.url],
  );
});

test("a file that fails its check everywhere fails the start, naming each source", async (t) => {
  t.mock.method(console, "warn", () => {});
  const fetcher = async (url) =>
    url.endsWith("pyodide-lock.json")
      ? new Response("[]")
      : new Response(config.CONTENT.get(url), { headers: { "Content-Encoding": "br" } });
  const { all } = downloadAll(fetcher);
  await assert.rejects(all, {
    message:
      "could not load pyodide-lock.json (from the CDN: pyodide-lock.json from cdn failed its " +
      "integrity check (refused); from this site: pyodide-lock.json from site failed its " +
      "integrity check (refused))",
  });
});

test("the page is told how much has arrived of how much", async () => {
  const { fetcher } = network({ encoding: () => "gzip" });
  await downloadAll(fetcher).all;
  assert.ok(posted.length >= 1);
  const { type, loaded, total } = posted[0];
  assert.equal(type, "progress");
  assert.ok(loaded <= total && total > 0);
});

test("`kept` settles once every file downloaded is in Cache Storage, not before", async () => {
  const whole = new Set([
    ...Object.keys(config.pyodideFiles).map(keyOf),
    config.stdlib.deflated.url,
    config.wheel.deflated.url,
  ]);
  const entries = new Map();
  const held = [];
  globalThis.caches = {
    open: async () => ({
      match: async (key) => entries.get(String(key))?.clone(),
      // A whole file is written only when let go: as by a worker busy starting Python.
      put: async (key, response) => {
        if (whole.has(key)) await new Promise((done) => held.push(done));
        entries.set(key, response);
      },
      delete: async (key) => entries.delete(String(key)),
    }),
    keys: async () => [],
  };
  try {
    const { fetcher } = network({ encoding: () => "br" });
    const { all, kept } = downloadAll(fetcher);
    await all;
    let settled = false;
    kept.then(() => (settled = true));
    while (held.length < whole.size) await new Promise((resolve) => setTimeout(resolve, 1));
    assert.equal(settled, false, "settled with every write still held");
    for (const write of held) write();
    await kept;
    assert.deepEqual(
      [...whole].filter((key) => !entries.has(key)),
      [],
    );
  } finally {
    delete globalThis.caches;
  }
});
