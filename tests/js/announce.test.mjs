// docs/javascripts/widget/announce.js: what a screen reader hears once the answers stop coming:
// the first few values as drawn (a real ability widget, 07 at 50%), never the page's first
// answer, never the same words twice.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mock, test } from "node:test";
import "./dom.mjs";

mock.timers.enable({ apis: ["setTimeout"] });
const { announcer } = await import("../../docs/javascripts/widget/announce.js");
const { drawResult } = await import("../../docs/javascripts/render/draw.js");

const fixture = JSON.parse(
  readFileSync(new URL("./fixtures/ability_roll.json", import.meta.url), "utf8"),
);

function widget() {
  document.body.innerHTML = fixture.html;
  const root = document.querySelector("[data-calculator]");
  return { root, region: root.querySelector("[data-announce]"), live: announcer(root) };
}
const RANGES = "Critical success: rolls 01–03. Special success: rolls 04–10. Success: rolls 11–50.";

test("the page's first answer is noted, not spoken; a new one is, once quiet", () => {
  const { root, region, live } = widget();
  drawResult(root, fixture.result);
  live.changed();
  mock.timers.tick(0);
  assert.equal(region.textContent, "");
  drawResult(root, { ...fixture.result, ranges: { ...fixture.result.ranges, critical: "01–04" } });
  live.changed();
  mock.timers.tick(399);
  assert.equal(region.textContent, "");
  mock.timers.tick(1);
  assert.equal(region.textContent, RANGES.replace("01–03", "01–04"));
});

test("the same words are not said again, but are after an error came between", () => {
  const { root, region, live } = widget();
  drawResult(root, fixture.result);
  live.changed();
  mock.timers.tick(0);
  live.changed();
  mock.timers.tick(400);
  assert.equal(region.textContent, ""); // nothing new
  live.interrupted();
  live.changed();
  mock.timers.tick(400);
  assert.equal(region.textContent, RANGES);
});

test("with no values shown, the first odds are said", () => {
  const { root, region, live } = widget();
  live.changed();
  mock.timers.tick(0);
  for (const span of root.querySelectorAll(".rules-values")) span.remove();
  drawResult(root, fixture.result);
  live.changed();
  mock.timers.tick(400);
  const [first] = Object.keys(fixture.result.odds);
  const label = { critical: "Critical success 3%", failure: "Failure 47%" }[first];
  assert.ok(region.textContent.startsWith(label), region.textContent);
  assert.equal(region.textContent.split(". ").length, 3);
});
