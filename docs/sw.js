// The service worker: keeps every page of the site and the files they need in the reader's
// browser, so a reader who opened the site once can read it, and use its calculators, offline.
//
// - install: every page and the site's scripts and styles go into a cache named for this build.
//   The page registers this worker only when the reader has not turned the offline copy off, and
//   only once the page is idle (javascripts/site/offline.js), so the copy never races the page;
// - a newer build's worker installs beside the one in charge and waits: the open pages keep
//   their build, a note offers a reload, and the reload ("skip-waiting") hands over to it;
// - activate: every other "rules-" cache (an older build, an older Pyodide or wheel) is deleted;
// - fetch: a kept file answers at once, from the cache, with no round trip to the server first:
//   every page and script of the cache comes from one build. Whether a newer build exists is the
//   browser's question (it compares this file with the server's, in the background). A file not
//   kept comes from the network, and is not kept: it may be of another build. Pyodide's files,
//   the wheel and anything on another origin pass untouched: the calculator worker checks and
//   keeps those itself.
//
// BUILD (version, the files to keep, their size per encoding, the worker's cache names) is filled
// in at build time by scripts/build/service_worker.py; a new build changes this file, which is how the
// browser sees it.

const BUILD = {}; // filled in by scripts/build/service_worker.py

const SITE_CACHE = `rules-site-${BUILD.version}`;
const KEEP = new Set([SITE_CACHE, ...Object.values(BUILD.caches ?? {})]);
const scope = new URL(self.registration.scope);
// Left to the worker: it verifies them against their hashes and keeps them itself.
const PASS = ["pyodide/", "py/"].map((path) => new URL(path, scope).pathname);
// A file whose server has not begun to answer within this long is left out of the copy: a
// network that takes the request and never answers held the install, and the footer's "Saving
// for offline…", for as long as the browser let the install run.
const ANSWER_MS = 15_000;

/**
 * `url` asked of the server ("no-cache": a 304 when nothing changed, never an older build's copy
 * from the browser's HTTP cache), given up when no answer begins within ANSWER_MS.
 * @param {string} url
 */
async function fromServer(url) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ANSWER_MS);
  try {
    return await fetch(url, { cache: "no-cache", signal: stop.signal });
  } finally {
    clearTimeout(timer); // the body, once it has begun, may take as long as it takes
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SITE_CACHE);
      // One by one: a file that fails to load must not stop the others from being kept.
      await Promise.all(
        BUILD.precache.map(async (path) => {
          const url = new URL(path, scope).href;
          try {
            const response = await fromServer(url);
            if (response.ok) await cache.put(url, response);
          } catch {
            // offline, or no answer, during the install: the page is kept on the reader's next
            // visit instead
          }
        }),
      );
      // The first worker takes over at once; a newer build waits for the reader's reload.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("rules-") && !KEEP.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** @param {FetchEvent} event */
async function keptFirst(event) {
  const { request } = event;
  const cache = await caches.open(SITE_CACHE);
  // A page is kept once, whatever its query (permalinks put the calculator's inputs there).
  const url = new URL(request.url);
  const key = request.mode === "navigate" ? url.origin + url.pathname : request;
  const kept = (await cache.match(key)) ?? (await cache.match(request, { ignoreSearch: true }));
  if (kept) return kept;
  // Material's own files carry a hash in their names; the site's are asked of the server.
  const asset = url.pathname.startsWith(`${scope.pathname}assets/`);
  try {
    return await fetch(request, asset ? {} : { cache: "no-cache" });
  } catch (error) {
    // Offline, an address the copy lacks (a mistyped link, a page of a newer build): the site's
    // own "not found" page, not the browser's error page.
    const missing = request.mode === "navigate" && (await cache.match(`${scope.href}404.html`));
    if (!missing) throw error;
    return new Response(await missing.blob(), { status: 404, headers: missing.headers });
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.origin) return;
  if (!url.pathname.startsWith(scope.pathname)) return;
  if (PASS.some((path) => url.pathname.startsWith(path))) return;
  if (url.pathname.startsWith("/livereload")) return; // mkdocs serve's long poll
  event.respondWith(keptFirst(event));
});
