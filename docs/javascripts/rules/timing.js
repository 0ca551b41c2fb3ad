// @ts-check
// How long the page waits, once Python has started (or failed), before starting work that would
// compete with Python's first answers and the reader's typing: Material's search worker
// (overrides/partials/early-start.js) and the service worker's copy of the site
// (calculators.js). Defined here only.

export const AFTER_PYTHON_MS = 2_000;
