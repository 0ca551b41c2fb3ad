// A browser whose storage is full: every localStorage.setItem throws QuotaExceededError, as a
// phone's does when the site's share is used up, while `run` runs (the page's localStorage
// stood in for by one that reads the real one and refuses every write; then put back).

/** @param {() => void} run */
export function withFullStorage(run) {
  const real = fullStorage();
  try {
    run();
  } finally {
    globalThis.localStorage = real;
  }
}

/** The same while an asynchronous `run` runs (a click whose handler awaits). */
export async function whileStorageFull(/** @type {() => Promise<void>} */ run) {
  const real = fullStorage();
  try {
    await run();
  } finally {
    globalThis.localStorage = real;
  }
}

/** Put the full storage in place; returns the real one. */
function fullStorage() {
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
  return real;
}
