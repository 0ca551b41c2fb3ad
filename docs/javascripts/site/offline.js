// @ts-check
// The offline copy (sw.js) and what the reader sees of it: a control in the footer that says what
// the copy costs and whether it is made ("Save for offline (0.6 MB)" / "Saved for offline ✓"),
// lets the reader turn it off, and a note when a newer build of the site is ready.
//
// The copy waits its turn: the service worker is registered only once the page has loaded, its
// first answer is in (calculators.js), and no file of the page has arrived for a moment, so it
// never races the page's own files. It is not made where the reader turned it off, nor, unless
// asked, where the browser says the reader wants to save data (navigator.connection.saveData).

import { megabytes } from "../render/format.js";
import { OFFLINE_BYTES } from "./offline-size.js";
import { setAside } from "./set-aside.js";

const CHOICE_KEY = "rules-offline"; // "on" or "off"; unset: on, unless saving data
// The page counts as idle once none of its files has arrived for this long.
const QUIET_MS = 1_000;
const CHECK_EVERY_MS = 60_000; // asking the server for a newer build, at most this often

/** @typedef {"waiting" | "offer" | "saving" | "saved" | "stopping"} State */

const root = new URL("../../", import.meta.url);
const supported = "serviceWorker" in navigator;
/** @type {State} */
let state =
  supported && navigator.serviceWorker.controller ? "saved" : wanted() ? "waiting" : "offer";
let lastCheck = Date.now();
let decided = false; // whether the page has been idle and the copy started (or not)

/**
 * The reader's choice as kept, read: "on", "off", or null (none, storage blocked, or a value
 * this site does not write, set aside by ./set-aside.js; the default then holds).
 * @returns {"on" | "off" | null}
 */
function choice() {
  try {
    const kept = localStorage.getItem(CHOICE_KEY);
    if (kept === "on" || kept === "off" || kept === null) return kept;
    setAside(CHOICE_KEY, kept, "it is neither on nor off");
    return null;
  } catch {
    return null; // storage blocked: the default holds
  }
}

/** @param {string} value */
function choose(value) {
  try {
    localStorage.setItem(CHOICE_KEY, value);
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

function wanted() {
  const chosen = choice();
  if (chosen) return chosen === "on";
  const connection = /** @type {{ saveData?: boolean } | undefined} */ (
    /** @type {any} */ (navigator).connection
  );
  return !connection?.saveData;
}

/**
 * The copy's size as this host sends it: the build's figure for the encoding whose ratio is
 * nearest this page's own (the page's bytes on the wire against its bytes).
 * @returns {number}
 */
function copyBytes() {
  const raw = OFFLINE_BYTES.identity ?? 0;
  const entry = /** @type {PerformanceNavigationTiming | undefined} */ (
    performance.getEntriesByType("navigation")[0]
  );
  if (!entry?.decodedBodySize || !raw) return raw;
  const ratio = entry.encodedBodySize / entry.decodedBodySize;
  const sizes = Object.values(OFFLINE_BYTES);
  return sizes.reduce((best, size) =>
    Math.abs(size / raw - ratio) < Math.abs(best / raw - ratio) ? size : best,
  );
}

/** @type {Record<State, [string, string]>} what the control says, and its button */
const WORDS = {
  waiting: ["Offline copy ({size}) after this page has loaded", "Don't save"],
  offer: ["", "Save for offline ({size})"],
  saving: ["Saving for offline ({size})…", "Stop"],
  saved: ["Saved for offline ✓", "Turn off"],
  stopping: ["Removing the offline copy…", "Turn off"],
};

/** The control in the footer of the current page (instant navigation may replace the footer). */
export function showControl() {
  if (!supported) return;
  const footer = document.querySelector(".md-footer-meta__inner");
  if (!footer) return;
  let control = /** @type {HTMLElement | null} */ (footer.querySelector(".rules-offline"));
  if (!control) {
    control = document.createElement("div");
    control.className = "rules-offline";
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    const button = document.createElement("button");
    button.type = "button";
    button.addEventListener("click", () => (state === "offer" ? turnOn() : turnOff()));
    control.append(status, button);
    footer.append(control);
  }
  const size = megabytes(copyBytes());
  const [said, action] = WORDS[state].map((words) => words.replace("{size}", size));
  control.dataset.state = state;
  if (decided) control.dataset.decided = "";
  /** @type {HTMLElement} */ (control.firstElementChild).textContent = said;
  const button = /** @type {HTMLButtonElement} */ (control.lastElementChild);
  button.textContent = action;
  button.disabled = state === "stopping";
}

/** @param {State} next */
function show(next) {
  state = next;
  showControl();
}

async function register() {
  if (state !== "saved") show("saving");
  try {
    const registration = await navigator.serviceWorker.register(new URL("sw.js", root), {
      scope: root.pathname,
    });
    watchUpdates(registration);
    await navigator.serviceWorker.ready;
    if (state === "saving" || state === "saved") show("saved"); // unless turned off meanwhile
  } catch (error) {
    console.warn(`rules: no offline copy (${/** @type {Error} */ (error).message})`);
    show("offer");
  }
}

function turnOn() {
  choose("on");
  register();
}

// The control says the copy is off only once it is: the worker unregistered and its caches
// deleted (saying it first let a reader, or a test, find the copy still there).
async function turnOff() {
  choose("off");
  show("stopping");
  try {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const name of await caches.keys()) {
      if (name.startsWith("rules-site-")) await caches.delete(name);
    }
  } finally {
    show("offer");
  }
}

/** Resolves once no file of the page has arrived for QUIET_MS, and the browser is idle. */
function whenIdle() {
  return new Promise((resolve) => {
    /** @type {ReturnType<typeof setTimeout>} */
    let timer;
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    const done = () => {
      observer.disconnect();
      if ("requestIdleCallback" in window) requestIdleCallback(resolve, { timeout: QUIET_MS });
      else resolve(undefined);
    };
    observer.observe({ type: "resource" });
    timer = setTimeout(done, QUIET_MS);
  });
}

/**
 * Registers the service worker once ``settled`` resolves (the page loaded, its first answer in)
 * and the page is idle, if the reader wants the copy; else offers it.
 * @param {Promise<void>} settled
 */
export async function startOfflineCopy(settled) {
  if (!supported) return;
  const existing = await navigator.serviceWorker.getRegistration(root.pathname);
  if (existing) watchUpdates(existing);
  showControl();
  await settled;
  await whenIdle();
  decided = true;
  // A copy already made stays (and is brought up to date) unless the reader turned it off.
  if (wanted() || (existing && choice() !== "off")) {
    await register();
    return;
  }
  if (existing) await turnOff();
  show("offer");
}

/** After an instant navigation: asks the server whether there is a newer build, now and then. */
export function checkForUpdate() {
  if (!supported || Date.now() - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = Date.now();
  navigator.serviceWorker.getRegistration(root.pathname).then((registration) => {
    registration?.update().catch(() => {}); // offline: asked again later
  });
}

// --- a newer build --------------------------------------------------------------------------

/** @param {ServiceWorkerRegistration} registration */
function watchUpdates(registration) {
  /** @param {ServiceWorker | null} worker */
  const follow = (worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) noteUpdate(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  follow(registration.waiting);
  follow(registration.installing);
  registration.addEventListener("updatefound", () => follow(registration.installing));
}

/** @param {ServiceWorker} worker the newer build's, installed and waiting */
function noteUpdate(worker) {
  if (document.querySelector(".rules-update")) return;
  const note = document.createElement("div");
  note.className = "rules-update";
  note.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent =
    "A newer version of the site is ready. Later: this tab goes on with the version it has, though a calculator it has not started yet may fail to start until you reload.";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Reload";
  button.addEventListener("click", () => {
    // The page reloads once the newer build's worker is in charge: its pages and scripts whole.
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
      once: true,
    });
    worker.postMessage({ type: "skip-waiting" });
    button.disabled = true;
  });
  // Not now: the newer build is used on the next visit anyway (its worker waits for every tab of
  // the site to close). What a tab goes on with is the kept copy: a file it lacks is the newer
  // build's, which the older page's integrity checks refuse; the note says so.
  const later = document.createElement("button");
  later.type = "button";
  later.className = "rules-update-later";
  later.textContent = "Later";
  later.addEventListener("click", () => note.remove());
  const actions = document.createElement("span");
  actions.className = "rules-update-actions";
  actions.append(button, later);
  note.append(text, actions);
  document.body.append(note);
}
