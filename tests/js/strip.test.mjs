// docs/javascripts/render/strip.js: the hundred faces as Python classed them, a legend naming
// every range in words (colour is never the only sign), the roll marked and said.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { drawStrip } = await import("../../docs/javascripts/render/strip.js");

// RuneQuest, The Game System › The five results: a 50% ability, 07 rolled.
const { strip } = JSON.parse(
  readFileSync(new URL("./fixtures/ability_roll.json", import.meta.url), "utf8"),
).result;

function drawn(value) {
  const element = document.createElement("div");
  drawStrip(element, value);
  return element;
}

test("each face carries the level Python gave it, 01 first", () => {
  const faces = [...drawn(strip).querySelectorAll(".rules-face")];
  assert.equal(faces.length, 100);
  const level = (face) => faces[face - 1].dataset.level;
  assert.deepEqual([1, 3, 4, 10, 11, 50, 51, 97, 98, 100].map(level), [
    "critical",
    "critical",
    "special",
    "special",
    "success",
    "success",
    "failure",
    "failure",
    "fumble",
    "fumble",
  ]);
  assert.ok(faces[97].classList.contains("rules-level-fumble"));
});

test("the legend and the faces' label name each result with its ranges", () => {
  const element = drawn(strip);
  const legend = [...element.querySelectorAll(".rules-strip-legend li")].map(
    (li) => li.textContent,
  );
  assert.deepEqual(legend, [
    "Critical success 01–03",
    "Special success 04–10",
    "Success 11–50",
    "Failure 51–97",
    "Fumble 98–00",
  ]);
  assert.equal(
    element.querySelector(".rules-strip-faces").getAttribute("aria-label"),
    "Critical success: 01–03; Special success: 04–10; Success: 11–50; Failure: 51–97; " +
      "Fumble: 98–00",
  );
});

test("the roll is marked on its face and said; no roll, no mark", () => {
  const element = drawn(strip);
  const rolled = [...element.querySelectorAll(".rules-face-rolled")];
  assert.deepEqual(
    rolled.map((face) => face.dataset.face),
    ["7"],
  );
  assert.equal(
    element.querySelector(".rules-strip-rolled").textContent,
    "Roll 07: Special success",
  );
  const unrolled = drawn({ ...strip, roll: null, rolled: "" });
  assert.equal(unrolled.querySelectorAll(".rules-face-rolled").length, 0);
  assert.equal(unrolled.querySelector(".rules-strip-rolled"), null);
});

test("no strip: no faces, the scale alone", () => {
  const element = drawn(null);
  assert.equal(element.querySelectorAll(".rules-face").length, 0);
  assert.equal(element.querySelector(".rules-strip-scale").textContent, "0125507500");
});
