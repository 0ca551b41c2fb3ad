// @ts-check
// "Keep the screen awake", a button in the header of every page: it holds a screen wake lock
// (navigator.wakeLock) while the site is open, so a phone lying on the table does not sleep in
// the middle of a fight and take the open calculator with it. The browser lets the lock go when
// the tab is hidden; the button asks again when the tab comes back, and on each page the tab
// opens while it is on (sessionStorage: this tab only, forgotten when it closes). Where the
// browser has no wake lock or refuses it, the button says so in its label and a line under the
// header, and stays off.

const KEY = "rules-awake";
const ON = "on";
const SVG = "http://www.w3.org/2000/svg";
// A lit bulb and an unlit one, 24-unit icons like Material's own header icons.
const LIT =
  "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2M9 21a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-1H9z";
const UNLIT =
  "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2m2.9 11.1-.9.6V16h-4v-2.3l-.9-.6A5 5 0 0 1 12 4a5 5 0 0 1 2.9 9.1M9 21a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-1H9z";

/** @typedef {{ released: boolean, release(): Promise<void>, addEventListener(type: string, listener: () => void): void }} Sentinel */

/** @type {Sentinel | null} the lock held now */
let held = null;
/** @type {string} why the browser refused it last, "" when it did not */
let refused = "";

/** Whether the reader turned it on in this tab (anything but "on", or no storage: off). */
function wanted() {
  try {
    return sessionStorage.getItem(KEY) === ON;
  } catch {
    return false;
  }
}

/** @param {boolean} on */
function keep(on) {
  try {
    if (on) sessionStorage.setItem(KEY, ON);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: it holds for this page only
  }
}

/**
 * Ask the browser for the lock; resolves to "" once held, else why it was refused, in words.
 * @returns {Promise<string>}
 */
async function hold() {
  if (held && !held.released) return "";
  const lock = /** @type {{ request?: (type: "screen") => Promise<Sentinel> } | undefined} */ (
    /** @type {any} */ (navigator).wakeLock
  );
  if (!lock?.request)
    return "This browser cannot keep the screen awake: change its sleep setting instead.";
  try {
    held = await lock.request("screen");
    held.addEventListener("release", show);
    return "";
  } catch (error) {
    held = null;
    const name = error instanceof Error ? error.name : "";
    // NotAllowedError: a battery saver, a hidden tab or the site's address (not https).
    return name === "NotAllowedError"
      ? "The browser refused to keep the screen awake (battery saver on?)."
      : "The screen could not be kept awake.";
  }
}

/** Let the lock go. */
async function letGo() {
  const lock = held;
  held = null;
  if (lock && !lock.released) await lock.release();
}

/** The header's button and its line as they stand now (every header, after instant navigation). */
function show() {
  const on = !!held && !held.released;
  for (const button of document.querySelectorAll(".rules-awake-button")) {
    const label = on ? "Screen kept awake: let it sleep" : "Keep the screen awake";
    button.setAttribute("aria-pressed", String(on));
    button.setAttribute("aria-label", label);
    button.setAttribute("title", label);
    button.querySelector("path")?.setAttribute("d", on ? LIT : UNLIT);
  }
  const line = document.querySelector(".rules-awake-said");
  if (line) {
    line.textContent = refused;
    line.toggleAttribute("hidden", !refused);
  }
}

/** Turned on or off by the reader. */
async function toggle() {
  if (held && !held.released) {
    keep(false);
    refused = "";
    await letGo();
  } else {
    refused = await hold();
    keep(!refused);
  }
  show();
}

/** Asked again as the page opens and as the tab comes back, while the reader wants it. */
async function again() {
  if (!wanted() || document.visibilityState !== "visible") return;
  refused = await hold();
  show();
}

let listening = false;

/** The header's button on this page (again after an instant navigation replaced the header). */
export function mountAwake() {
  const header = document.querySelector(".md-header__inner");
  if (header && !header.querySelector(".rules-awake-button")) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "md-header__button md-icon rules-awake-button";
    const icon = document.createElementNS(SVG, "svg");
    icon.setAttribute("viewBox", "0 0 24 24");
    icon.setAttribute("aria-hidden", "true");
    icon.append(document.createElementNS(SVG, "path"));
    button.append(icon);
    button.addEventListener("click", toggle);
    header.insertBefore(button, header.querySelector(".md-search") ?? null);
    const line = document.createElement("p");
    line.className = "rules-awake-said";
    line.setAttribute("role", "status");
    line.hidden = true;
    header.after(line);
  }
  show();
  if (!listening) {
    listening = true;
    document.addEventListener("visibilitychange", again);
  }
  again();
}
