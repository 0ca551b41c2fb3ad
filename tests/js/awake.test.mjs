// "Keep the screen awake" (docs/javascripts/site/awake.js): the header's button holds a screen
// wake lock, says when the browser refuses it, and asks again when the tab comes back.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { mountAwake } = await import("../../docs/javascripts/site/awake.js");

/** A browser's wake lock that grants (or refuses, with `refusal`) and counts the requests. */
function fakeLock(refusal = "") {
  const lock = {
    asked: 0,
    /** @type {{released: boolean, listeners: (() => void)[], release(): Promise<void>, addEventListener(type: string, listener: () => void): void}[]} */
    sentinels: [],
    async request(/** @type {string} */ type) {
      assert.equal(type, "screen");
      lock.asked += 1;
      if (refusal) {
        const error = new Error("refused");
        error.name = refusal;
        throw error;
      }
      const sentinel = {
        released: false,
        /** @type {(() => void)[]} */
        listeners: [],
        async release() {
          sentinel.released = true;
          for (const listener of sentinel.listeners) listener();
        },
        addEventListener(/** @type {string} */ _type, /** @type {() => void} */ listener) {
          sentinel.listeners.push(listener);
        },
      };
      lock.sentinels.push(sentinel);
      return sentinel;
    },
  };
  return lock;
}

/** A page with Material's header row, the wake lock given (or none). */
function page(/** @type {unknown} */ lock) {
  const window = withDom();
  globalThis.sessionStorage = window.sessionStorage;
  Object.defineProperty(globalThis, "navigator", {
    value: lock ? { wakeLock: lock } : {},
    configurable: true,
  });
  document.body.innerHTML = `<header class="md-header"><nav class="md-header__inner">
    <div class="md-search"></div></nav></header>`;
  return window;
}

/** Whether the page keeps it on for this tab. */
const wanted = () => sessionStorage.getItem("rules-awake") === "on";
const settle = () => new Promise((done) => setTimeout(done, 0));
const button = () =>
  /** @type {HTMLButtonElement} */ (document.querySelector(".rules-awake-button"));
const said = () => /** @type {HTMLElement} */ (document.querySelector(".rules-awake-said"));

test("a press holds the lock, the tab's return asks again, a second press lets it go", async () => {
  const lock = fakeLock();
  page(lock);
  mountAwake();
  await settle();
  assert.equal(lock.asked, 0, "not asked before the reader turns it on");
  assert.equal(button().getAttribute("aria-pressed"), "false");
  button().click();
  await settle();
  assert.equal(lock.asked, 1);
  assert.equal(button().getAttribute("aria-pressed"), "true");
  assert.equal(wanted(), true);
  // The tab is hidden: the browser lets the lock go; back on screen, it is asked for again.
  await lock.sentinels[0].release();
  assert.equal(button().getAttribute("aria-pressed"), "false");
  document.dispatchEvent(new Event("visibilitychange"));
  await settle();
  assert.equal(lock.asked, 2);
  assert.equal(button().getAttribute("aria-pressed"), "true");
  button().click();
  await settle();
  assert.equal(lock.sentinels[1].released, true);
  assert.equal(button().getAttribute("aria-pressed"), "false");
  assert.equal(wanted(), false);
});

test("a refusal is said under the header, and the button stays off", async () => {
  page(fakeLock("NotAllowedError"));
  mountAwake();
  button().click();
  await settle();
  assert.equal(button().getAttribute("aria-pressed"), "false");
  assert.match(said().textContent ?? "", /refused to keep the screen awake/);
  assert.equal(said().hidden, false);
  assert.equal(wanted(), false);
});

test("a browser without a wake lock says so", async () => {
  page(undefined);
  mountAwake();
  button().click();
  await settle();
  assert.match(said().textContent ?? "", /cannot keep the screen awake/);
});
