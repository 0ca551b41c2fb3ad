// @ts-check
// The Python side of the calculators, off the main thread: starts Pyodide, installs the rules_py
// wheel and answers {type: "ask", id, line} with rules_py.calculators.handle_json(line)
// (worker/messaging.js). It starts as soon as it is loaded.
//
// Started as a module worker (Pyodide 314 supports no classic workers) by the head of a
// calculator page (overrides/partials/early-start.js) or by engine/engine.js.
//
// Start-up, in order:
// 1. Download Pyodide's runtime files, the standard library and the wheel, each checked against
//    its digest from the build and kept in Cache Storage (worker/obtain.js, download.js,
//    resume.js, verify.js). The standard library and the wheel are zips in two variants: the one whose
//    entries are stored is asked for first, and let go at once for the deflated one when the
//    host sends it uncompressed.
// 2. Start Python from the checked bytes only, from a snapshot of a previous start when there is
//    one (worker/boot.js, served.js). The standard library is Pyodide's with the modules Python
//    imports already compiled, at build time (scripts/build/compiled_stdlib.py).
// 3. Report {type: "ready"} with the seconds it took, how (plain or snapshot) and from where,
//    once the files downloaded are kept (KEEP_MS at most). The first request imports only its
//    own document's rules.
// 4. Then, while Python is idle: import every document's rules, work out the heatmaps' grids
//    under the site's readings, and keep a snapshot of Python for the next visit.
//
// Every module of the worker is imported here, even those only the others use: the worker asks
// for them all at once, one round trip after this script (as for rules-config.js), not one
// level of imports after another.

import "./rules-config.js";
import { forgetOldCaches, keepSnapshot, mark, marks, startPython } from "./worker/boot.js";
import "./worker/download.js";
import "./worker/durable.js";
import "./worker/lanes.js";
import { IMPORT_IDLE_MS, KEEP_MS, SNAPSHOT_IDLE_MS } from "./worker/limits.js";
import { idle, listen } from "./worker/messaging.js";
import "./worker/obtain.js";
import "./worker/packed.js";
import { pulse } from "./worker/pulse.js";
import "./worker/resume.js";
import "./worker/served.js";
import "./worker/verify.js";

/** @type {{ handleJson: import("./worker/boot.js").Calculators["handle_json"] | null }} */
const python = { handleJson: null }; // the Python function lives as long as the worker

/**
 * A snapshot of this Python for the next visit, with every calculator's rules imported (the
 * first answer needed only its own document's). Done while Python is idle, a module at a time,
 * so a reader's requests wait at most for one import. The snapshot is taken while JavaScript
 * holds no Python object (one taken straight after loadPyodide with packages does not
 * restore), so the calculators are let go and fetched again after.
 * @param {import("./worker/boot.js").Started} started
 */
async function snapshotWhenIdle(started) {
  await idle(self, SNAPSHOT_IDLE_MS);
  while (started.calculators.import_next()) await idle(self, IMPORT_IDLE_MS);
  // The heatmaps' grids under the site's readings: kept in the snapshot (30-94 ms each).
  while (started.calculators.warm_next()) await idle(self, IMPORT_IDLE_MS);
  await idle(self, IMPORT_IDLE_MS);
  python.handleJson?.destroy(); // set when Python started
  started.calculators.destroy();
  /** @type {Uint8Array<ArrayBuffer> | null} */
  let bytes = null;
  try {
    // A copy of Python's memory (Pyodide runs no threads here: no memory is shared).
    bytes = /** @type {Uint8Array<ArrayBuffer>} */ (started.pyodide.makeMemorySnapshot());
    mark("snapshot-made");
  } catch (error) {
    console.warn(`rules worker: no snapshot made (${/** @type {Error} */ (error).message})`);
  }
  started.calculators = started.pyodide.pyimport("rules_py.calculators");
  python.handleJson = started.calculators.handle_json;
  return bytes;
}

async function start() {
  const began = performance.now();
  // Until Python is ready or has failed: how busy this thread is, for the page's status (a slow
  // connection or a slow processor).
  const stopPulse = pulse((busy) => postMessage({ type: "pulse", busy }));
  /** @type {import("./worker/boot.js").Started | undefined} */
  let started;
  try {
    started = await startPython(fetch.bind(self));
    python.handleJson = started.calculators.handle_json;
    // Ready once the files are kept too, so a reload right after the first answer finds them:
    // Python's start holds the worker's thread, and the last writes finish only after it.
    await Promise.race([started.kept, new Promise((done) => setTimeout(done, KEEP_MS))]);
    mark("kept");
    stopPulse();
    postMessage({
      type: "ready",
      seconds: (performance.now() - began) / 1000,
      mode: started.mode,
      sources: started.sources,
      marks: marks(),
      timeOrigin: performance.timeOrigin, // the page places the marks on its own clock
    });
  } catch (error) {
    const message = String(/** @type {Error | null | undefined} */ (error)?.message ?? error);
    stopPulse();
    postMessage({ type: "failed", message });
  }
  if (started?.canKeep) {
    const bytes = await snapshotWhenIdle(started);
    if (bytes && started.stdlib) await keepSnapshot(bytes, started.stdlib);
  }
  forgetOldCaches();
}

listen(self, python);
start(); // at once: the page has nothing to tell before Python starts
