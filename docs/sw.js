// The service worker: keeps every page of the site and the files they need in the reader's
// browser, so a reader who opened the site once can read it, and use its calculators, offline.
//
// - install: every page and the site's scripts and styles go into a cache named for this build;
// - activate: every other "rules-" cache (an older build, an older Pyodide or wheel) is deleted;
// - fetch: the site's own files come from the network first (so an edit or a new version shows at
//   once) and from the cache when the network fails or keeps them waiting more than 1.5 s (then,
//   for half a minute, the cache answers at once without asking the network). Pyodide's
//   files, the wheel and anything on another origin pass untouched: the calculator worker checks
//   and keeps those itself.
//
// BUILD (version, the files to keep, the worker's cache names) is filled in at build time by
// scripts/service_worker.py; a new build changes this file, which is how the browser sees it.

const BUILD = {}; // filled in by scripts/service_worker.py

const SITE_CACHE = `rules-site-${BUILD.version}`;
const KEEP = new Set([SITE_CACHE, ...Object.values(BUILD.caches ?? {})]);
const scope = new URL(self.registration.scope);
// Left to the worker: it verifies them against their hashes and keeps them itself.
const PASS = ["pyodide/", "py/"].map((path) => new URL(path, scope).pathname);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SITE_CACHE);
      // One by one: a file that fails to load must not stop the others from being kept.
      await Promise.all(
        BUILD.precache.map(async (path) => {
          const url = new URL(path, scope).href;
          try {
            const response = await fetch(url, { cache: "no-cache" });
            if (response.ok) await cache.put(url, response);
          } catch {
            // offline during the install: the page is kept on the reader's next visit instead
          }
        }),
      );
      await self.skipWaiting();
    })(),
  );
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

// A kept page or file waits this long for the network, then the kept copy answers: a venue's
// Wi-Fi that accepts connections and never answers would otherwise hang the saved site.
const NETWORK_LIMIT_MS = 1500;
// Once the network has outrun that limit, kept copies answer at once for a while, without asking
// it: a page's scripts and styles would each wait the limit again, and every request left
// hanging holds one of the browser's few connections to the site.
const HANGING_MS = 30_000;
// A request that has not answered by then is given up (its kept copy answered long ago).
const REFRESH_LIMIT_MS = 60_000;
let hangingUntil = 0;

/** @param {number} ms */
const after = (ms) => new Promise((resolve) => setTimeout(() => resolve(false), ms));

async function networkFirst(event) {
  const { request } = event;
  const cache = await caches.open(SITE_CACHE);
  // A page is kept once, whatever its query (permalinks put the calculator's inputs there).
  const url = new URL(request.url);
  const key = request.mode === "navigate" ? url.origin + url.pathname : request;
  const kept = (await cache.match(key)) ?? (await cache.match(request, { ignoreSearch: true }));
  if (kept && Date.now() < hangingUntil) return kept;
  // Asked of the server each time ("no-cache": a 304 when nothing changed), never taken from
  // the browser's HTTP cache unasked: a page and the scripts that choose its Python (the
  // worker, rules-config.js) must come from the same build, or a reader could get new pages
  // with an old wheel. Material's own files carry a hash in their names and are left alone.
  const asset = url.pathname.startsWith(`${scope.pathname}assets/`);
  const abort = new AbortController();
  const network = fetch(request, {
    ...(asset ? {} : { cache: "no-cache" }),
    ...(kept ? { signal: abort.signal } : {}),
  }).then((response) => {
    // Kept while the page already has its answer: the page never waits for the cache.
    if (response.ok && response.type === "basic") event.waitUntil(cache.put(key, response.clone()));
    return response;
  });
  if (!kept) return network;
  // The kept copy answers when the network fails or outruns its limit; the network's answer,
  // if it comes later, still refreshes the kept copy for the next visit.
  const answered = network.catch(() => null);
  // Aborted only when it never answered: a response already on its way is read by the page.
  const given = Promise.race([answered, after(REFRESH_LIMIT_MS)]);
  event.waitUntil(given.then((done) => done === false && abort.abort()));
  const first = await Promise.race([answered, after(NETWORK_LIMIT_MS)]);
  if (first) return first;
  if (first === false) hangingUntil = Date.now() + HANGING_MS;
  return kept;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.origin) return;
  if (!url.pathname.startsWith(scope.pathname)) return;
  if (PASS.some((path) => url.pathname.startsWith(path))) return;
  if (url.pathname.startsWith("/livereload")) return; // mkdocs serve's long poll
  event.respondWith(networkFirst(event));
});
