// Material's "Back to top" steps aside while a calculator is on the screen
// (docs/javascripts/widget/top.js): only the button's own attribute changes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { keepTopAside } = await import("../../docs/javascripts/widget/top.js");

test("Back to top steps aside while a calculator is on the screen, and comes back", () => {
  withDom();
  document.body.innerHTML = `<div class="rules-calculator" id="a"></div>
    <div class="rules-calculator" id="b"></div><button class="md-top">Back to top</button>`;
  /** @type {(entries: {target: Element, isIntersecting: boolean}[]) => void} */
  let report = () => {};
  const watched = [];
  globalThis.IntersectionObserver = window.IntersectionObserver = class {
    /** @param {typeof report} callback */
    constructor(callback) {
      report = callback;
    }
    /** @param {Element} root */
    observe(root) {
      watched.push(root);
    }
  };
  globalThis.window = window;
  const [a, b] = document.querySelectorAll(".rules-calculator");
  keepTopAside(a);
  keepTopAside(b);
  assert.equal(watched.length, 2);
  const top = /** @type {HTMLElement} */ (document.querySelector(".md-top"));
  const aside = () => top.hasAttribute("data-over-calculator");
  report([{ target: a, isIntersecting: true }]);
  assert.equal(aside(), true);
  report([
    { target: a, isIntersecting: false },
    { target: b, isIntersecting: true },
  ]);
  assert.equal(aside(), true);
  report([{ target: b, isIntersecting: false }]);
  assert.equal(aside(), false);
  // A calculator that left the page (instant navigation) no longer holds it aside.
  report([{ target: b, isIntersecting: true }]);
  b.remove();
  report([]);
  assert.equal(aside(), false);
});
