// @ts-check
// What the engine tells of itself, for the tests and `make bench`: User Timing marks named
// "rules:engine:<fact>", each with its figures as `detail`, read after the fact from the page's
// performance timeline (performance.getEntriesByName). No global holds them, and a harness that
// cannot run a script before the page's own (WebDriver) reads them all the same. The facts:
//   start     a worker started (detail {early}: the head's, taken over)
//   ask       a request reached Python (detail {withPython}: how many were with it then)
//   ready     Python is ready (detail {seconds, mode, sources, marks, workerOrigin})
//   snapshot  a snapshot was kept (detail {bytes, marks})
//   first-answer  Python's first answer to this page (no detail)
// scripts/tools/engine_facts.py gathers them as the tests and the bench read them.

/**
 * @param {string} fact
 * @param {unknown} [detail]
 */
export function markFact(fact, detail) {
  performance.mark(`rules:engine:${fact}`, detail === undefined ? undefined : { detail });
}
