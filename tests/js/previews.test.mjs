// docs/javascripts/site/previews.js: on a touch screen the first tap on a rule link of the page's
// text shows its preview (the click held back), the second follows it; a mouse follows at once.

import assert from "node:assert/strict";
import { mock, test } from "node:test";
import { withDom } from "./with-dom.mjs";

mock.timers.enable({ apis: ["setTimeout"] });
const window = withDom("https://example.invalid/gm-screen/");
const { listenForPreviewTaps } = await import("../../docs/javascripts/site/previews.js");
listenForPreviewTaps();

document.body.innerHTML = `
  <div class="md-content"><article>
    <a id="rule" data-preview="" href="../runequest/resistance/#the-resistance-table">Resistance</a>
    <a id="other" data-preview="" href="../runequest/abilities/">Abilities</a>
    <a id="down" href="#passing-dl">Passing DL</a>
  </article></div>
  <div class="md-tooltip2"><a id="inside" data-preview="" href="../brp/combat/">Combat</a></div>`;

/** A press of `pointerType` then a click on the element `id`: whether the click went through. */
function press(id, pointerType) {
  const link = document.getElementById(id);
  const down = new window.Event("pointerdown", { bubbles: true });
  down.pointerType = pointerType;
  link.dispatchEvent(down);
  const click = new window.MouseEvent("click", { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  return !click.defaultPrevented;
}

test("a mouse follows a rule link at once", () => {
  assert.equal(press("rule", "mouse"), true);
});

test("a finger's first tap holds the link (its preview shows), the second follows it", () => {
  assert.equal(press("rule", "touch"), false);
  assert.equal(document.activeElement?.id, "rule", "the preview stays while it has the focus");
  assert.equal(press("rule", "touch"), true);
});

test("a tap on another link holds that one; the first is held again after it", () => {
  assert.equal(press("rule", "touch"), false);
  assert.equal(press("other", "touch"), false);
  assert.equal(press("rule", "touch"), false);
});

test("a link whose preview is showing (Material's aria-controls) follows at the first tap", () => {
  const other = document.getElementById("other");
  other.setAttribute("aria-controls", "__tooltip2_0");
  assert.equal(press("other", "touch"), true);
  other.removeAttribute("aria-controls");
});

test("links down the page and links inside a preview are never held", () => {
  assert.equal(press("down", "touch"), true);
  assert.equal(press("inside", "touch"), true);
});

test("a first tap whose preview never shows follows the link after a moment", () => {
  const followed = [];
  const rule = document.getElementById("rule");
  rule.addEventListener("click", (event) => followed.push(!event.defaultPrevented));
  assert.equal(press("other", "touch"), false); // another link held first
  assert.equal(press("rule", "touch"), false);
  mock.timers.tick(1400);
  assert.deepEqual(followed, []); // held: the tap's click went no further
  mock.timers.tick(200); // no aria-controls came: no preview showed
  assert.deepEqual(followed, [true]); // followed, the link's own click let through
  // A preview that showed in time keeps the tap held.
  assert.equal(press("other", "touch"), false);
  const other = document.getElementById("other");
  other.setAttribute("aria-controls", "__tooltip2_0");
  let went = false;
  other.addEventListener("click", () => (went = true));
  mock.timers.tick(2000);
  assert.equal(went, false);
  other.removeAttribute("aria-controls");
});
