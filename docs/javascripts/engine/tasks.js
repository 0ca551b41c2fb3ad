// @ts-check
// A page's start, in pieces. Material starts its own components in one task when the page has
// been parsed, and on a phone that task alone is long (a task over 50 ms holds back the reader's
// first tap: Lighthouse's total blocking time). The site's start waits for a task of its own and
// yields between its pieces, so that no piece adds to another's length (contributing/
// performance.md, "The page's own work").

/**
 * Resolves in a later task, once the browser has done what was waiting (a frame, the reader's
 * input): `scheduler.yield()` where the browser has it (its continuation goes before other
 * timers), else a timer of 0 ms.
 * @returns {Promise<void>}
 */
export function nextTask() {
  const scheduler = /** @type {{ yield?: () => Promise<void> } | undefined} */ (
    /** @type {any} */ (globalThis).scheduler
  );
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
