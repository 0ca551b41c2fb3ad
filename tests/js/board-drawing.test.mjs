// docs/javascripts/board/drawing.js: the pitch's hexes by zone, the marks Python gave (Runeball ›
// The field's default pass), and the legend naming each band, mark and zone in words.
import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget } from "./dom.mjs";

const { mountBoard } = await import("../../docs/javascripts/board/mount.js");
const { drawMarks } = await import("../../docs/javascripts/board/drawing.js");

function mounted() {
  const { output } = fieldWidget();
  const state = mountBoard(output, boardValue(), false);
  state.render();
  return { output, state };
}

test("the legend names every band, mark and zone shown", () => {
  const { output } = mounted();
  const legend = output.querySelector(".rules-board-legend").textContent;
  for (const words of [
    "Handoff (1 hex)",
    "15–18 hexes: DL 22",
    "The ball's flight path",
    "A defender who may intercept",
    "End zone",
    "Goal post",
  ]) {
    assert.ok(legend.includes(words), words);
  }
});

test("one mark outline per hex Python marked, by the mark's name", () => {
  const { output, state } = mounted();
  const count = (name) => output.querySelectorAll(`path.rules-board-mark-${name}`).length;
  const { marks } = boardValue();
  for (const name of ["adjacent", "front", "intercept", "path"]) {
    assert.equal(count(name), marks[name].length, name);
  }
  state.value = { ...state.value, marks: { adjacent: [[7, 8]] } };
  drawMarks(state);
  assert.equal(count("path"), 0);
  assert.equal(count("adjacent"), 1);
});
