// docs/javascripts/render/heatmap.js: A's chance to win for each pair of ratings, each cell
// shaded by the chance Python gave it, the reader's pair outlined and drawn last.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { drawHeatmap } = await import("../../docs/javascripts/render/heatmap.js");

// A corner of the opposed roll's map (RuneQuest, The Game System › Opposed rolls), A at 60
// against B at 45 among the ten-point ratings, as rules_py.heatmaps.live_heatmap gives it.
const MAP = {
  map: "runequest",
  title: "RuneQuest: A's chance to win",
  rows: [50, 60],
  columns: [40, 45, 50],
  a_wins: [
    [33.38, 31.31, 29.21],
    [40.02, 37.53, 35.01],
  ],
  a: 60,
  b: 45,
  where: "A 60% against B 45%: A wins 37.53%.",
};

function output() {
  const element = document.createElement("div");
  element.innerHTML = "<div data-heat-grid></div><p data-heat-where></p>";
  return element;
}

test("one cell per pair, shaded by A's chance, titled in words", () => {
  const element = output();
  drawHeatmap(element, MAP);
  const cells = [...element.querySelectorAll(".rules-heat-cell")];
  assert.equal(cells.length, 6);
  const cell = element.querySelector('[data-a="50"][data-b="40"]');
  assert.equal(cell.getAttribute("fill-opacity"), "0.334");
  assert.equal(cell.querySelector("title").textContent, "A 50% against B 40%: A wins 33.38%");
  const grid = element.querySelector("svg");
  assert.equal(
    grid.getAttribute("aria-label"),
    "RuneQuest: A's chance to win, for A's and B's ratings from 40% to 60%",
  );
  assert.equal(grid.dataset.map, "runequest");
});

test("the reader's pair is outlined, drawn last, its labels marked and its line said", () => {
  const element = output();
  drawHeatmap(element, MAP);
  const current = element.querySelectorAll(".rules-heat-current");
  assert.equal(current.length, 1);
  assert.equal(current[0].dataset.a, "60");
  assert.equal(current[0].dataset.b, "45");
  assert.equal(element.querySelector("svg").lastElementChild, current[0]);
  const yours = [...element.querySelectorAll(".rules-heat-yours")].map(
    (label) => label.textContent,
  );
  assert.deepEqual(yours.sort(), ["45", "60"]);
  assert.equal(element.querySelector("[data-heat-where]").textContent, MAP.where);
});

test("no map clears the grid and its line; an output without its slots is an error", () => {
  const element = output();
  drawHeatmap(element, MAP);
  drawHeatmap(element, null);
  assert.equal(element.querySelector("[data-heat-grid]").children.length, 0);
  assert.equal(element.querySelector("[data-heat-where]").textContent, "");
  assert.throws(() => drawHeatmap(document.createElement("div"), MAP), /no \[data-heat-grid\]/);
});
