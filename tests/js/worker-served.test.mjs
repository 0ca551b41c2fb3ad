// docs/javascripts/worker/served.js: what Pyodide's script fetches, answered from the checked
// bytes in memory, its wasm instantiated from the module compiled while it downloaded.

import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { files, served, servedWebAssembly } from "../../docs/javascripts/worker/served.js";

// The smallest WebAssembly module: its magic number and version, no sections.
const WASM = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
const URL_WASM = "https://example.invalid/pyodide/pyodide.asm.wasm";
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  files.clear();
});

test("a file of the worker's is answered from memory once it is here, with its type", async () => {
  let arrive;
  files.set(URL_WASM, new Promise((resolve) => (arrive = resolve)));
  const response = served(new URL(URL_WASM));
  arrive({ bytes: WASM });
  const got = await response;
  assert.equal(got.headers.get("Content-Type"), "application/wasm");
  assert.deepEqual(new Uint8Array(await got.arrayBuffer()), WASM);
});

test("anything else goes to the network", async () => {
  const asked = [];
  globalThis.fetch = async (input) => {
    asked.push(String(input));
    return new Response("from the network");
  };
  const got = await served("https://example.invalid/other.zip");
  assert.equal(await got.text(), "from the network");
  assert.deepEqual(asked, ["https://example.invalid/other.zip"]);
});

test("the wasm is instantiated from the module compiled on the way", async () => {
  const compiled = WebAssembly.compile(WASM);
  files.set(URL_WASM, Promise.resolve({ bytes: WASM, compiled }));
  const { module, instance } = await servedWebAssembly.instantiateStreaming(served(URL_WASM), {});
  assert.equal(module, await compiled);
  assert.ok(instance instanceof WebAssembly.Instance);
});

test("Pyodide's WebAssembly is the browser's in every other respect", () => {
  assert.equal(servedWebAssembly.Memory, WebAssembly.Memory);
  assert.equal(servedWebAssembly.instantiate, WebAssembly.instantiate);
  assert.notEqual(servedWebAssembly.instantiateStreaming, WebAssembly.instantiateStreaming);
});
