// docs/javascripts/render/cycles.js: the action step, a line per cycle, groups in acting order
// and the names acting together, as text (a name is never read as HTML).
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { drawCycles } = await import("../../docs/javascripts/render/cycles.js");

function drawn(cycles) {
  const element = document.createElement("ol");
  drawCycles(element, cycles);
  return element;
}

// The strike-rank planner's default round (RuneQuest II › The combat round): Fahir at 14 acts
// three times, Mikolos and the Broo at 9 together, the surprised Scout last.
const ROUND = [
  [["Fahir"], ["Mikolos", "Broo"], ["Scout"]],
  [["Fahir"], ["Mikolos", "Broo"], ["Scout"]],
  [["Fahir"]],
];

test("one line per cycle: groups in order, those acting together joined", () => {
  const lines = [...drawn(ROUND).children].map((item) => item.textContent);
  assert.deepEqual(lines, [
    "Cycle 1: Fahir → Mikolos + Broo → Scout",
    "Cycle 2: Fahir → Mikolos + Broo → Scout",
    "Cycle 3: Fahir",
  ]);
  assert.equal(drawn(ROUND).querySelectorAll(".rules-cycle-group").length, 7);
});

test("a cycle where nobody acts says so; no cycles, no lines", () => {
  assert.equal(drawn([[]]).textContent, "Cycle 1: no actions");
  assert.equal(drawn(null).children.length, 0);
});

test("a name is put on the page as text", () => {
  const element = drawn([[["<b>Broo</b>"]]]);
  assert.equal(element.querySelector("b"), null);
  assert.equal(element.querySelector(".rules-cycle-group").textContent, "<b>Broo</b>");
});
