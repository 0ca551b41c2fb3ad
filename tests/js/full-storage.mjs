// A browser whose storage is full: every localStorage.setItem throws QuotaExceededError, as a
// phone's does when the site's share is used up, while `run` runs (the page's localStorage
// stood in for by one that reads the real one and refuses every write; then put back).

/** @param {() => void} run */
export function withFullStorage(run) {
  const real = globalThis.localStorage;
  globalThis.localStorage = {
    getItem: (key) => real.getItem(key),
    key: (index) => real.key(index),
    get length() {
      return real.length;
    },
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  };
  try {
    run();
  } finally {
    globalThis.localStorage = real;
  }
}
