// docs/javascripts/site/offline.js: the footer's offline control, what it says the copy costs
// (site/offline-size.js, the build's figure), turning the copy off and on again through the
// service worker, and the note when a newer build is waiting.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
/** A stand-in for the browser's service worker container, recording what it is asked. */
const asked = [];
const registration = {
  waiting: null,
  installing: null,
  addEventListener() {},
  unregister: async () => asked.push("unregister"),
};
const container = {
  controller: null, // no copy made yet on this visit
  ready: Promise.resolve(registration),
  register: async (url) => {
    asked.push(`register ${new URL(url).pathname.split("/").pop()}`);
    return registration;
  },
  getRegistration: async () => undefined,
  getRegistrations: async () => [registration],
  addEventListener() {},
};
Object.defineProperty(globalThis, "navigator", {
  value: { serviceWorker: container },
  configurable: true,
});
const deleted = [];
globalThis.caches = {
  keys: async () => ["rules-site-abc123", "someone-else"],
  delete: async (name) => deleted.push(name),
};

const { OFFLINE_BYTES } = await import("../../docs/javascripts/site/offline-size.js");
const { showControl } = await import("../../docs/javascripts/site/offline.js");

// The build fills the figures in (scripts/build/service_worker.py); the source holds none.
test("the sizes are the build's: none in the source", () => {
  assert.deepEqual(OFFLINE_BYTES, {});
});

document.body.innerHTML = '<footer><div class="md-footer-meta__inner"></div></footer>';
const control = () => document.querySelector(".rules-offline");
const words = () => [
  control().firstElementChild.textContent,
  control().lastElementChild.textContent,
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("before the page has settled: the copy's size, and the way to refuse it", () => {
  OFFLINE_BYTES.identity = 2_460_000; // as sent uncompressed (no navigation timing here)
  showControl();
  showControl(); // again after an instant navigation: one control
  assert.equal(document.querySelectorAll(".rules-offline").length, 1);
  assert.equal(control().dataset.state, "waiting");
  assert.deepEqual(words(), ["Offline copy (2.5 MB) after this page has loaded", "Don't save"]);
});

test("refused: the worker unregistered and the site's caches deleted, then offered again", async () => {
  control().lastElementChild.click();
  assert.equal(control().dataset.state, "stopping");
  assert.equal(control().lastElementChild.disabled, true);
  await settle();
  assert.deepEqual(asked, ["unregister"]);
  assert.deepEqual(deleted, ["rules-site-abc123"]);
  assert.equal(localStorage.getItem("rules-offline"), "off");
  assert.deepEqual(words(), ["", "Save for offline (2.5 MB)"]);
});

test("asked for: registered, then said to be saved", async () => {
  control().lastElementChild.click();
  assert.deepEqual(words(), ["Saving for offline (2.5 MB)…", "Stop"]);
  await settle();
  assert.equal(asked.at(-1), "register sw.js");
  assert.equal(localStorage.getItem("rules-offline"), "on");
  assert.deepEqual(words(), ["Saved for offline ✓", "Turn off"]);
});
