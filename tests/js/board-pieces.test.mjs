// docs/javascripts/board/pieces.js: the pieces of the default Runeball field on the board.

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget, setWidth } from "./dom.mjs";
import { drawBoard } from "../../docs/javascripts/render/board.js";

function drawn() {
  setWidth(1000);
  const parts = fieldWidget();
  drawBoard(parts.output, boardValue());
  return { ...parts, picture: parts.output.querySelector("svg") };
}

test("a counter for every piece placed, at its hex's centre, the hex named in its tooltip", () => {
  const { picture, input } = drawn();
  const counters = [...picture.querySelectorAll(".rules-board-pieces > g")];
  assert.deepEqual(
    counters.map((g) => g.dataset.cell),
    ["8.8", "14.8", "7.8", "15.9", "11.8", "24.8"],
  );
  assert.equal(input.value.split(/[;,]/).length, counters.length);
  const passer = counters[0];
  const [, , x, y] = boardValue().cells.find((c) => c[0] === 8 && c[1] === 8);
  assert.equal(Number(passer.querySelector("circle").getAttribute("cx")), x);
  assert.equal(Number(passer.querySelector("circle").getAttribute("cy")), y);
  assert.match(passer.querySelector("title").textContent, /, hex 8\.8$/);
});

test("the chosen piece is set apart; a piece on a marked hex carries the mark", () => {
  const { picture } = drawn();
  const chosen = picture.querySelectorAll(".rules-board-chosen");
  assert.equal(chosen.length, 1);
  assert.equal(chosen[0].dataset.cell, "8.8"); // the first piece: the passer
  const interceptor = picture.querySelector('.rules-board-pieces > g[data-cell="11.8"]');
  assert.ok(interceptor.classList.contains("rules-board-on-intercept"));
  assert.ok(interceptor.classList.contains("rules-board-on-path"));
});

test("a marker is smaller than a player and carries no mark's class", () => {
  const { picture } = drawn();
  const target = picture.querySelector('.rules-board-pieces > g[data-cell="24.8"]');
  assert.equal(target.querySelector("circle").getAttribute("r"), "0.6");
  assert.equal([...target.classList].filter((c) => c.startsWith("rules-board-on-")).length, 0);
  const passer = picture.querySelector('.rules-board-pieces > g[data-cell="8.8"]');
  assert.equal(passer.querySelector("circle").getAttribute("r"), "0.8");
});
