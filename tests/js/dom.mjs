// A stand-in browser for the unit tests that need a DOM: happy-dom's window, its document and
// constructors made globals as the page's scripts expect them (as scripts/build/prerender.mjs does at
// build time), and the Runeball field's widget and answer worked out by rules_py
// (fixtures/runeball_field.json, kept current by tests/page_scripts/test_js_fixtures.py).

import { readFileSync } from "node:fs";
import { withDom } from "./with-dom.mjs";

export const window = withDom("https://example.invalid/");

/** ResizeObservers made, so that a test can report a new size the way a browser would. */
export const observers = [];
globalThis.ResizeObserver = class {
  constructor(report) {
    this.report = report;
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
};
/** Frames asked for, run by the test when it wants (runFrames). */
const frames = new Map();
let lastFrame = 0;
globalThis.requestAnimationFrame = (callback) => {
  lastFrame += 1;
  frames.set(lastFrame, callback);
  return lastFrame;
};
globalThis.cancelAnimationFrame = (id) => frames.delete(id);
export function runFrames() {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(0);
}

/** The screen's width as the board reads it (clientWidth of every element). */
let width = 1000;
Object.defineProperty(window.HTMLElement.prototype, "clientWidth", { get: () => width });
/** @param {number} px */
export function setWidth(px) {
  width = px;
}

export const fixture = JSON.parse(
  readFileSync(new URL("./fixtures/runeball_field.json", import.meta.url), "utf8"),
);

/** A fresh Runeball field widget in the document; its board output and its board input. */
export function fieldWidget() {
  const holder = document.createElement("div");
  holder.innerHTML = fixture.html;
  document.body.replaceChildren(holder);
  const widget = holder.querySelector("[data-calculator]");
  const output = widget.querySelector('[data-kind="board"]');
  const input = widget.querySelector(`[name="${fixture.result.field.input}"]`);
  return { widget, output, input };
}

/** A copy of the fixture's board value (Python's), changed by `change` if given. */
export function boardValue(change = (value) => value) {
  return change(structuredClone(fixture.result.field));
}
