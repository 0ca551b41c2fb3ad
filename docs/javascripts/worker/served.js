// @ts-check
// What Pyodide's own script fetches, answered from the checked bytes: the wasm and the standard
// library. Pyodide calls `fetch` and `WebAssembly.instantiateStreaming`; its script is imported
// from its checked bytes with one line put in front (boot.js: importPyodide) that binds those two
// names, in that module only, to `served` and `servedWebAssembly` below. No global is replaced.
//
// Python may start before the largest files are here: it waits for them at its fetch.

/**
 * A file's checked bytes and, for the wasm, its module compiled while it downloaded.
 * @typedef {{ bytes: Uint8Array<ArrayBuffer>, compiled?: Promise<WebAssembly.Module> }} Served
 */

/** @type {Record<string, string>} */
const TYPES = {
  ".wasm": "application/wasm",
  ".mjs": "text/javascript",
  ".json": "application/json",
};

/** @type {Map<string, Promise<Served>>} URL -> the file's checked bytes, when they are here */
export const files = new Map();
/** @type {WeakMap<Response, Promise<WebAssembly.Module>>} */
const compiledFor = new WeakMap(); // a Response served -> its module, compiled on the way

/**
 * Pyodide's fetch: a file of `files` from memory, anything else from the network.
 * @param {RequestInfo | URL} input
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
export function served(input, init) {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const file = files.get(url);
  if (!file) return fetch(input, init);
  const type = Object.entries(TYPES).find(([end]) => url.endsWith(end))?.[1];
  const headers = { "Content-Type": type ?? "application/octet-stream" };
  return file.then(({ bytes, compiled }) => {
    const response = new Response(bytes, { headers });
    if (compiled) compiledFor.set(response, compiled);
    return response;
  });
}

/**
 * Pyodide instantiates its wasm with instantiateStreaming(response): for a response `served`
 * handed it, the module compiled while it downloaded is used instead of compiling it again.
 * @param {Response | PromiseLike<Response>} source
 * @param {WebAssembly.Imports} [imports]
 */
async function instantiateStreaming(source, imports) {
  const response = await source;
  const module = await compiledFor.get(response)?.catch(() => null);
  performance.mark("rules:worker:instantiate");
  if (!module) {
    const made = await WebAssembly.instantiateStreaming(response, imports);
    performance.mark("rules:worker:compiled and instantiated");
    return made;
  }
  performance.mark("rules:worker:compiled while downloading");
  const instance = await WebAssembly.instantiate(module, imports);
  performance.mark("rules:worker:instantiated");
  return { module, instance };
}

/** WebAssembly as Pyodide's script sees it: the browser's, but for instantiateStreaming. */
export const servedWebAssembly = Object.create(WebAssembly, {
  instantiateStreaming: { value: instantiateStreaming },
});
