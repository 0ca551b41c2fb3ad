// @ts-check
// How long the page waits, once Python has started (or failed), before starting work that would
// compete with Python's first answers and the reader's typing: the service worker's copy of the
// site (calculators.js).

export const AFTER_PYTHON_MS = 2_000;
