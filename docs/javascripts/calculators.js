// @ts-check
// The one loader, on every page: mounts each calculator widget ([data-calculator]) and talks to
// the one Pyodide worker. It holds no rules: field text goes to Python as typed, and Python's
// answer is put on the page. The pieces live in rooms: ./engine/, ./widget/, ./render/, ./party/, ./log/.
// It also brings the header's colour scheme toggle to life (./site/palette.js), and the
// previews of rule links to a phone (./site/previews.js).
//
// Material's instant navigation swaps the page content without reloading this module, so the
// one engine it creates (engine/engine.js) lives as long as the visit: Python starts once per
// visit, not once per page.
//
// Pages holding a calculator start the Python worker from their <head> (overrides/main.html), so
// Pyodide's downloads begin while the page is still being parsed; the engine takes that worker
// over when this module mounts the first widget. Pages without a calculator never start Python.

import { listenForDice } from "./log/dice-notation.js";
import { createEngine } from "./engine/engine.js";
import { mountRollLog } from "./log/panel.js";
import { nextTask } from "./engine/tasks.js";
import { AFTER_PYTHON_MS } from "./engine/timing.js";
import { mount } from "./widget/mount.js";
import { checkForUpdate, showControl, startOfflineCopy } from "./site/offline.js";
import "./site/palette.js";
import { listenForPreviewTaps } from "./site/previews.js";

/** @type {import("./engine/engine.js").Engine | null} */
let engine = null; // created on first need
const mounted = new WeakSet();

let pagesShown = 0;
/**
 * Bring the page's calculators and the site's controls to life. Material calls this from its
 * own start, in a task that is long enough on a phone: only Python's start (its downloads go on
 * meanwhile) is done there; each widget, then the site's controls, waits for a task of its own.
 */
async function mountPage() {
  performance.mark("rules:page"); // the bench times an instant navigation's pieces from it
  const first = pagesShown++ === 0;
  const party = /** @type {HTMLElement | null} */ (document.querySelector("[data-party-editor]"));
  const house = /** @type {HTMLElement | null} */ (document.querySelector("[data-house-rules]"));
  const roots = [
    .../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-calculator]")),
  ].filter((root) => !mounted.has(root));
  for (const root of roots) mounted.add(root);
  if (roots.length > 0) engine ??= createEngine(); // pages without calculators never start Python
  for (const root of roots) {
    await nextTask();
    // Instant navigation may have taken the page away meanwhile (its widgets go with it).
    if (root.isConnected && engine) mount(root, engine);
  }
  await nextTask();
  mountRollLog(); // the site's one roll log, from the header of every page
  // "Keep the screen awake", in the header too: fetched after the page's own start.
  import("./site/awake.js").then(({ mountAwake }) => mountAwake());
  showControl(); // the offline copy's, in the footer of every page
  if (!first) checkForUpdate(); // instant navigation: no page load asks for sw.js
  listenForDice(); // dice notation in prose and tables rolls into it (./log/dice-notation.js)
  if (party && !mounted.has(party)) {
    mounted.add(party);
    // Only the Party page needs its editor: fetched there, not on every page.
    import("./party/page.js").then(({ mountPartyPage }) => mountPartyPage(party));
  }
  if (house && !mounted.has(house)) {
    mounted.add(house);
    // The table's house rules, listed on the Sources page only.
    import("./house/page.js").then(({ mountHouseRules }) => mountHouseRules(house));
  }
}

function watchPages() {
  // document$ is Material's stream of page loads (first load and each instant navigation).
  if (window.document$) window.document$.subscribe(mountPage);
  else mountPage();
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchPages);
else watchPages();
listenForPreviewTaps(); // on a phone, a first tap on a rule link shows it in place

// Every page and, once a calculator page has started Python, the calculators keep working
// offline (sw.js, site/offline.js). The copy starts after the page has loaded and, on a
// calculator page, a moment after Python has started (or failed): its copying of the whole site
// then competes with neither. The first answers, and the typing that follows them, go first
// (engine/timing.js).
/** @returns {Promise<void>} */
function settled() {
  return new Promise((resolve) => {
    if (!engine) {
      resolve();
      return;
    }
    let done = false;
    const stop = engine.subscribe(({ phase }) => {
      if (done || (phase !== "ready" && phase !== "failed")) return;
      done = true;
      queueMicrotask(() => stop()); // stop is not yet assigned when the first call comes at once
      setTimeout(resolve, AFTER_PYTHON_MS);
    });
  });
}
const loaded = new Promise((resolve) => {
  if (document.readyState === "complete") resolve(undefined);
  else window.addEventListener("load", resolve, { once: true });
});
startOfflineCopy(loaded.then(settled));
