// The outcome brought into view after an action (docs/javascripts/widget/inview.js): the page
// scrolls the answer's line under the header when it, or the lines that explain it, are off the
// screen, smoothly unless the reader asked for less motion; never when they are in view.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { bringIntoView, scrollToOutcome } = await import("../../docs/javascripts/widget/inview.js");

test("an outcome below an 844 px screen is scrolled up under the header", () => {
  // The party roll's outcome 858 px down, the header's foot at 48: up by 858 − 48 − 8.
  assert.equal(scrollToOutcome({ top: 858 }, { bottom: 1400 }, 48, 844), 802);
  // The answer's line on the screen, the lines explaining it not: scrolled too.
  assert.equal(scrollToOutcome({ top: 800 }, { bottom: 1100 }, 48, 844), 744);
  // Above the header (scrolled past): brought back down.
  assert.equal(scrollToOutcome({ top: -200 }, { bottom: 100 }, 48, 844), -256);
});

test("an outcome already in view stays where it is", () => {
  assert.equal(scrollToOutcome({ top: 400 }, { bottom: 900 }, 48, 844), 0);
  // A short outcome whole on the screen near its foot.
  assert.equal(scrollToOutcome({ top: 780 }, { bottom: 840 }, 48, 844), 0);
});

/** A widget whose answer stands `top` px down, in a page that records its scrolls. */
function widgetAt(top, reduced) {
  withDom();
  document.body.innerHTML = `<header class="md-header"></header><div id="w">
    <div data-results><p data-answer>Success</p></div></div>`;
  const boxes = {
    "md-header": { top: 0, bottom: 48 },
    answer: { top, bottom: top + 30 },
    results: { top, bottom: top + 400 },
  };
  document.querySelector(".md-header").getBoundingClientRect = () => boxes["md-header"];
  const answer = document.querySelector("[data-answer]");
  answer.getBoundingClientRect = () => boxes.answer;
  answer.getClientRects = () => [boxes.answer];
  document.querySelector("[data-results]").getBoundingClientRect = () => boxes.results;
  const scrolls = [];
  window.scrollBy = (options) => scrolls.push(options);
  window.matchMedia = () => ({ matches: reduced });
  Object.defineProperty(window, "innerHeight", { value: 844, configurable: true });
  globalThis.requestAnimationFrame = (run) => run();
  return { root: /** @type {HTMLElement} */ (document.getElementById("w")), scrolls };
}

test("the page scrolls smoothly, or at once where less motion is asked for", () => {
  let { root, scrolls } = widgetAt(883, false); // the Runeball pass after Roll
  bringIntoView(root);
  assert.deepEqual(scrolls, [{ top: 827, behavior: "smooth" }]);
  ({ root, scrolls } = widgetAt(1587, true)); // the planner's new round after Next round
  bringIntoView(root);
  assert.deepEqual(scrolls, [{ top: 1531, behavior: "instant" }]);
  ({ root, scrolls } = widgetAt(300, false));
  bringIntoView(root);
  assert.deepEqual(scrolls, []);
});
