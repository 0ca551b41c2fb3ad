// Dice from the browser's randomness (docs/javascripts/log/dice.js): always in range, every
// face reachable, a d100 written as its dice show it (07, 00 for 100).
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { freshSeed, rollInto } = await import("../../docs/javascripts/log/dice.js");

test("a fresh number stays in its range and reaches each end", () => {
  const seen = new Set();
  for (let at = 0; at < 2000; at += 1) {
    const face = freshSeed(1, 6);
    assert.ok(Number.isInteger(face) && face >= 1 && face <= 6, String(face));
    seen.add(face);
  }
  assert.equal(seen.size, 6); // 2,000 throws miss a face with odds below 1 in 10^150
});

test("a d100 roll field shows two digits, 100 as 00; a seed field never does", () => {
  withDom();
  const field = document.createElement("input");
  Object.assign(field.dataset, { roll: "", min: "100", max: "100" });
  assert.equal(rollInto(field), "00");
  Object.assign(field.dataset, { min: "7", max: "7" });
  assert.equal(rollInto(field), "07"); // as the dice show it
  const seed = document.createElement("input");
  Object.assign(seed.dataset, { seed: "", min: "100", max: "100" });
  assert.equal(rollInto(seed), "100");
  Object.assign(seed.dataset, { min: "7", max: "7" });
  assert.equal(rollInto(seed), "7");
});
