// docs/javascripts/render/draw.js: Python's answer into each output of a real widget (the
// RuneQuest ability roll, roll 07 at 50%: RuneQuest, The Game System › The five results), each
// kind by its own renderer, a group with no value in the answer left out.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import "./dom.mjs";

const { drawResult } = await import("../../docs/javascripts/render/draw.js");

const fixture = JSON.parse(
  readFileSync(new URL("./fixtures/ability_roll.json", import.meta.url), "utf8"),
);

function drawn(result = fixture.result, asBuilt = false) {
  document.body.innerHTML = fixture.html;
  const widget = document.querySelector("[data-calculator]");
  drawResult(widget, result, asBuilt);
  return widget;
}
const text = (widget, output) =>
  widget.querySelector(`[data-output="${output}"]`).textContent.trim();

test("values by their dotted key: the ranges of a 50% ability", () => {
  const widget = drawn();
  assert.equal(text(widget, "ranges.critical"), "01–03");
  assert.equal(text(widget, "ranges.special"), "04–10");
  assert.equal(text(widget, "ranges.fumble"), "98–00");
  assert.equal(text(widget, "result_label"), "Special success");
});

test("odds: one row per result in the answer's order, named from the declaration", () => {
  const rows = [...drawn().querySelectorAll('[data-output="odds"] .rules-odds-row')];
  const said = rows.map((row) => [
    row.querySelector(".rules-odds-label").textContent,
    row.querySelector(".rules-odds-value").textContent,
    row.querySelector(".rules-odds-bar").style.width,
  ]);
  const expected = {
    critical: ["Critical success", "3%", "3%"],
    special: ["Special success", "7%", "7%"],
    success: ["Success", "40%", "40%"],
    failure: ["Failure", "47%", "47%"],
    fumble: ["Fumble", "3%", "3%"],
  };
  assert.deepEqual(
    said,
    Object.keys(fixture.result.odds).map((key) => expected[key]),
  );
});

test("the strip gets its hundred faces, the roll marked", () => {
  const strip = drawn().querySelector('[data-output="strip"]');
  const faces = strip.querySelectorAll(".rules-face");
  assert.equal(faces.length, 100);
  assert.equal(strip.querySelector(".rules-face-rolled").dataset.face, "7");
  assert.equal(strip.querySelector(".rules-strip-rolled").textContent, "Roll 07: Special success");
});

test("a group none of whose outputs the answer holds is left out, and back when it does", () => {
  const group = (widget) => widget.querySelector('[data-group="With modifiers"]');
  assert.equal(group(drawn()).hidden, true); // no modifier given: no sums
  const modified = { ...fixture.result, sums: { chance: 70 } };
  const widget = drawn(modified);
  assert.equal(group(widget).hidden, false);
  assert.equal(text(widget, "sums.chance"), "70");
});

test("the answer drawn at build time: only the live outputs are drawn again", () => {
  const widget = drawn(fixture.result, true);
  assert.equal(text(widget, "ranges.critical"), "–"); // as the page arrived
  assert.equal(widget.querySelector('[data-output="strip"]').children.length, 0);
});
