// docs/javascripts/board/drawing.js (through board.js's drawBoard): the Runeball field as
// Python describes it (Runeball › The field), drawn into a stand-in DOM.

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget, setWidth } from "./dom.mjs";
import { drawBoard } from "../../docs/javascripts/render/board.js";

function drawn(width = 1000) {
  setWidth(width);
  const parts = fieldWidget();
  const value = boardValue();
  drawBoard(parts.output, value);
  const picture = parts.output.querySelector("svg.rules-board-svg");
  return { ...parts, value, picture };
}

test("every hex is drawn, as one path for each look", () => {
  const { picture, value } = drawn();
  const paths = picture.querySelectorAll(".rules-board-cells > path");
  const hexes = [...paths].map((p) => p.getAttribute("d").split("M").length - 1);
  assert.equal(
    hexes.reduce((a, b) => a + b, 0),
    value.cells.length,
  );
  const zones = new Set(value.cells.map((cell) => cell[5]));
  assert.ok(paths.length >= zones.size && paths.length <= 2 * zones.size); // whole and half hexes
});

test("the end zones and the neutral zone are hatched with the board's own patterns", () => {
  const { picture } = drawn();
  const over = [...picture.querySelectorAll(".rules-board-zones > path[fill]")];
  assert.equal(over.length, 2);
  for (const path of over) {
    const id = path.getAttribute("fill").match(/^url\(#(.+)\)$/)[1];
    assert.ok(picture.querySelector(`pattern[id="${id}"]`), id);
  }
});

test("the view box holds the board and its edges; wide screens draw it lying down", () => {
  const { picture, value } = drawn(1000);
  const [, , w, h] = picture.getAttribute("viewBox").split(" ").map(Number);
  assert.ok(w > h);
  assert.equal(w, Number((value.size[0] + 1.9).toFixed(3)));
  assert.equal(picture.classList.contains("rules-board-upright"), false);
});

test("a phone's width stands it up: x and y swap", () => {
  const { picture, value } = drawn(390);
  const [, , w, h] = picture.getAttribute("viewBox").split(" ").map(Number);
  assert.ok(h > w);
  assert.equal(h, Number((value.size[0] + 1.9).toFixed(3)));
  assert.ok(picture.classList.contains("rules-board-upright"));
});

test("the edges number every column and the rows of the first", () => {
  const { picture, value } = drawn();
  const top = [...picture.querySelectorAll(".rules-board-edge-top text")].map((t) => t.textContent);
  const columns = [...new Set(value.cells.map((cell) => String(cell[0])))];
  assert.deepEqual(top, columns);
  const left = picture.querySelectorAll(".rules-board-edge-left text");
  assert.equal(left.length, value.cells.filter((cell) => cell[0] === 1).length);
});

test("marks outline their hexes, lines join hex centres", () => {
  const { picture, value } = drawn();
  const marks = picture.querySelectorAll(".rules-board-marks > path");
  const expected = Object.values(value.marks).reduce((n, cells) => n + cells.length, 0);
  assert.equal(marks.length, expected);
  assert.ok(picture.querySelector('.rules-board-mark-intercept[data-cell="11.8"]'));
  assert.equal(picture.querySelectorAll(".rules-board-lines > line").length, value.lines.length);
});

test("the legend has a swatch for each band, mark and zone, a band's tag in its swatch", () => {
  const { output, value } = drawn();
  const items = output.querySelectorAll(".rules-board-legend > li");
  const { legend } = value.shading;
  assert.equal(items.length, legend.length + value.mark_labels.length + value.zones.length);
  assert.equal(items[0].firstElementChild.textContent, legend[0][2]);
  assert.equal(items[0].lastElementChild.textContent, legend[0][1]);
});

test("a new answer redraws only what changed; the caption is the answer's", () => {
  const { output, value, picture } = drawn();
  assert.equal(output.querySelector(".rules-board-caption").textContent, value.caption);
  const cells = picture.querySelector(".rules-board-cells > path");
  const legend = output.querySelector(".rules-board-legend > li");
  const marks = picture.querySelector(".rules-board-marks > path");
  const next = boardValue((v) => ({ ...v, caption: "Another answer", marks: { path: [[3, 3]] } }));
  drawBoard(output, next);
  assert.equal(picture.querySelector(".rules-board-cells > path"), cells); // untouched
  assert.equal(output.querySelector(".rules-board-legend > li"), legend);
  assert.notEqual(picture.querySelector(".rules-board-marks > path"), marks);
  assert.equal(picture.querySelectorAll(".rules-board-marks > path").length, 1);
  assert.equal(output.querySelector(".rules-board-caption").textContent, "Another answer");
});
