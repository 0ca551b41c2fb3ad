// @ts-check
// Put inline into the <head> of every page (overrides/main.html), before Material's script.
//
// Material's search starts as each page loads: it downloads its index (60 kB with brotli)
// and hands it to a worker that builds it, a tenth of a second of a phone's main thread alone,
// on a calculator page amid Pyodide's downloads and Python's start. Most visits never search:
// the search worker and its index are held back until the reader reaches for the search (a tap
// on it, the focus in it, or one of its keys: "/", "s", "f"); then it starts, and answers the
// words already typed.
//
// The worker started is the site's (javascripts/site/search-worker.js: Material's, searching
// the site's way), a module told Material's worker's address in its first message (not in its
// own address: a worker served from the offline copy loses its address's hash).
//
// A block: its names stay out of the page's globals.
{
  const NativeWorker = window.Worker;
  /** @type {(() => void)[]} */
  const waiting = [];
  let released = false;
  const releaseSearch = () => {
    if (released) return;
    released = true;
    for (const start of waiting.splice(0)) start();
  };
  // `transfer` (any): what the caller gave postMessage after the message, handed on as given
  // (Worker.postMessage's overloads take no union).
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
  /**
   * @param {string | URL} url
   * @param {WorkerOptions} [options]
   */
  const searchWorker = function Worker(url, options) {
    const material = new URL(url, location.href);
    if (!/\/workers\/search\.[^/]*\.js$/.test(material.pathname)) {
      return new NativeWorker(url, options);
    }
    // assets/javascripts/workers/ is three folders below the site's root.
    const site = new URL("../../../javascripts/site/search-worker.js", material);
    const module = /** @type {WorkerOptions} */ ({ type: "module" });
    const worker = released ? new NativeWorker(site, module) : new HeldWorker(site, module);
    worker.postMessage({ type: "rules:material", url: material.href });
    return worker;
  };
  // Material fetches the search index itself (an XMLHttpRequest, as the page loads), for the
  // worker: held back with it, or it would share a phone's slow link with Pyodide's downloads.
  const holdIndex = () => {
    const { open, send } = XMLHttpRequest.prototype;
    /** @type {WeakSet<XMLHttpRequest>} */
    const indexRequests = new WeakSet();
    /**
     * @this {XMLHttpRequest}
     * @param {string} method
     * @param {string | URL} url
     * @param {any[]} rest open's optional arguments, as they came
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
  // Material reads the search box when a key goes up in it. Words that come with no key (a
  // paste, a phone keyboard's suggested word, voice input) went unanswered until the next key:
  // every change of the box now ends with a key going up.
  /** @param {Event} event */
  const keyUpAfterInput = (event) => {
    const box = event.target;
    if (box instanceof HTMLInputElement && box.matches("[data-md-component=search-query]")) {
      box.dispatchEvent(new KeyboardEvent("keyup"));
    }
  };
  if (window.Worker && location.protocol !== "file:") {
    window.Worker = /** @type {typeof Worker} */ (/** @type {unknown} */ (searchWorker));
    holdIndex();
    const listening = { capture: true, passive: true };
    for (const type of ["pointerdown", "focusin", "keydown"]) {
      document.addEventListener(type, reaching, listening);
    }
    document.addEventListener("input", keyUpAfterInput, listening);
  }
}
