// @ts-check
// Put inline into the <head> of every page holding a calculator (overrides/main.html), before
// the stylesheets, which would hold back any later script until they are loaded.
//
// 1. Starts the Python worker at once, so Pyodide's downloads begin while the page is still
//    being parsed. What it says before rules/engine.js takes it over is held for the engine.
// 2. Holds back Material's search worker and its index until Python has started and answered for
//    a moment (or has failed): building the search index takes the processor that Python's start,
//    its first answers and the next page's instant navigation need. A reader who reaches for the
//    search (clicks, focuses or presses its key) releases it at once.
(() => {
  const script = document.currentScript;
  if (!window.Worker || location.protocol === "file:") return;
  if (!script?.dataset.worker) throw new Error("early-start.js: its <script> has no data-worker");
  performance.mark("rules:early-worker");
  const NativeWorker = window.Worker;

  // --- the search worker, held back ---
  // How long after Python has started: rules/timing.js, beside the worker's script. This classic
  // script cannot import it statically; calculators.js has imported it by the time Python is
  // ready, so the import below is answered from the page's modules, without a request.
  const timing = new URL("rules/timing.js", new URL(script.dataset.worker, document.baseURI));
  /** @type {(() => void)[]} */
  const waiting = [];
  let released = false;
  const releaseSearch = () => {
    if (released) return;
    released = true;
    for (const start of waiting.splice(0)) start();
  };
  // `transfer` (any): whatever the caller gave Worker.postMessage after the message (a list of
  // transferables, options, or nothing), handed on as given; its overloads take no union.
  class HeldWorker extends EventTarget {
    /**
     * @param {string | URL} url
     * @param {WorkerOptions} [options]
     */
    constructor(url, options) {
      super();
      /** @type {[unknown, any][]} */
      this.queue = [];
      /** @type {Worker | null} */
      this.real = null;
      const start = () => {
        performance.mark("rules:search-worker");
        this.real = new NativeWorker(url, options);
        for (const type of ["message", "messageerror", "error"]) {
          this.real.addEventListener(type, (event) => {
            const copy =
              type === "error"
                ? new ErrorEvent("error", { message: /** @type {ErrorEvent} */ (event).message })
                : new MessageEvent(type, { data: /** @type {MessageEvent} */ (event).data });
            this.dispatchEvent(copy);
          });
        }
        for (const [message, transfer] of this.queue.splice(0)) {
          this.real.postMessage(message, transfer);
        }
      };
      if (released) start();
      else waiting.push(start);
    }
    /**
     * @param {unknown} message
     * @param {any} [transfer]
     */
    postMessage(message, transfer) {
      if (this.real) this.real.postMessage(message, transfer);
      else this.queue.push([message, transfer]);
    }
    terminate() {
      this.real?.terminate();
      this.queue.length = 0;
    }
  }
  // Called with `new` by Material, like the Worker it stands in for.
  window.Worker = /** @type {typeof Worker} */ (
    /** @type {unknown} */ (
      /**
       * @param {string | URL} url
       * @param {WorkerOptions} [options]
       */
      function Worker(url, options) {
        const isSearch = /\/workers\/search\.[^/]*\.js$/.test(new URL(url, location.href).pathname);
        return isSearch && !released
          ? new HeldWorker(url, options)
          : new NativeWorker(url, options);
      }
    )
  );
  // Material fetches the search index itself (an XMLHttpRequest, as the page loads), for the
  // worker: held back with it, or it would share a phone's slow link with Pyodide's downloads.
  const { open, send } = XMLHttpRequest.prototype;
  /** @type {WeakSet<XMLHttpRequest>} */
  const indexRequests = new WeakSet();
  /**
   * @this {XMLHttpRequest}
   * @param {string} method
   * @param {string | URL} url
   * @param {any[]} rest open's optional arguments, passed on as they came
   */
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (/\/search\/search_index\.json$/.test(new URL(url, location.href).pathname)) {
      indexRequests.add(this);
    }
    return /** @type {(...args: any[]) => void} */ (open).call(this, method, url, ...rest);
  };
  /**
   * @this {XMLHttpRequest}
   * @param {Document | XMLHttpRequestBodyInit | null} [body]
   */
  XMLHttpRequest.prototype.send = function (body) {
    if (released || !indexRequests.has(this)) return send.call(this, body);
    waiting.push(() => send.call(this, body));
  };
  /** @param {Event} event */
  const reaching = (event) => {
    const search =
      event.target instanceof Element && event.target.closest(".md-search, [for=__search]");
    if (
      event.type === "keydown"
        ? ["/", "s", "f"].includes(/** @type {KeyboardEvent} */ (event).key)
        : search
    )
      releaseSearch();
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) {
    document.addEventListener(type, reaching, { capture: true, passive: true });
  }
  // Whatever happens to Python: released once its worker has said nothing for 20 s. Not sooner:
  // on a phone Pyodide's downloads take longer than that, and the search index's would slow them.
  let silence = setTimeout(releaseSearch, 20_000);

  // --- the Python worker, started now ---
  /** @type {Event[]} */
  const held = [];
  /** @param {Event} event */
  const hold = (event) => held.push(event);
  const worker = new NativeWorker(script.dataset.worker, { type: "module" });
  worker.addEventListener("message", hold);
  worker.addEventListener("error", hold);
  worker.addEventListener("error", releaseSearch);
  worker.addEventListener("message", ({ data }) => {
    clearTimeout(silence);
    if (!released) silence = setTimeout(releaseSearch, 20_000);
    if (data?.type === "ready") {
      import(timing.href).then(
        ({ AFTER_PYTHON_MS }) => setTimeout(releaseSearch, AFTER_PYTHON_MS),
        releaseSearch,
      );
    }
    if (data?.type === "failed") releaseSearch();
  });
  window.__rulesEarlyWorker = {
    worker,
    startedAt: performance.now(),
    release() {
      worker.removeEventListener("message", hold);
      worker.removeEventListener("error", hold);
      return held;
    },
  };
  worker.postMessage({
    type: "settings",
    askDelayMs: Number(window.__rulesAskDelayMs) || 0,
    bootMs: Number(window.__rulesBootMs) || 0, // tests only
  });
})();
