// docs/javascripts/board/pieces.js: a counter per piece on its hex, its mark in it, the chosen
// one set apart, a piece on a marked hex carrying the mark's class (Runeball › The field's
// default pass: the defender at 7.8 next to the passer, the interceptor on the flight path).
import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget } from "./dom.mjs";

const { mountBoard } = await import("../../docs/javascripts/board/mount.js");
const { drawPieces } = await import("../../docs/javascripts/board/pieces.js");

function board() {
  const { output } = fieldWidget();
  const state = mountBoard(output, boardValue(), false);
  state.render();
  const counters = () =>
    [...output.querySelectorAll(".rules-board-pieces > g")].map((group) => [
      group.dataset.cell,
      group.querySelector("text").textContent,
      group.querySelector("title").textContent,
    ]);
  return { output, state, counters };
}

test("each piece on its hex, marked and named with the hex it hides", () => {
  const { counters } = board();
  assert.deepEqual(counters(), [
    ["8.8", "P", "Passer (kicker), hex 8.8"],
    ["14.8", "R", "Receiver, hex 14.8"],
    ["7.8", "D1", "Defender 1, hex 7.8"],
    ["15.9", "D2", "Defender 2, hex 15.9"],
    ["11.8", "I", "Interceptor, hex 11.8"],
    ["24.8", "×", "Kick target, hex 24.8"],
  ]);
});

test("a piece on a marked hex carries the mark's class; a marker never does", () => {
  const { output } = board();
  const at = (cell) => output.querySelector(`.rules-board-pieces > g[data-cell="${cell}"]`);
  assert.ok(at("7.8").classList.contains("rules-board-on-adjacent"));
  assert.ok(at("11.8").classList.contains("rules-board-on-intercept"));
  assert.ok(at("11.8").classList.contains("rules-board-on-path"));
  assert.ok(at("24.8").classList.contains("rules-board-side-marker"));
  assert.equal(at("14.8").getAttribute("class"), "rules-board-piece rules-board-side-attack");
});

test("the chosen piece is set apart, and only it; a move redraws its counter", () => {
  const { output, state, counters } = board();
  const chosen = () =>
    [...output.querySelectorAll(".rules-board-chosen")].map((group) => group.dataset.cell);
  assert.deepEqual(chosen(), ["8.8"]); // the passer, first
  state.selected = { role: "receiver", index: 0 };
  state.placed.set("receiver", [[16, 8]]);
  drawPieces(state);
  assert.deepEqual(chosen(), ["16.8"]);
  assert.deepEqual(counters()[1], ["16.8", "R", "Receiver, hex 16.8"]);
});
