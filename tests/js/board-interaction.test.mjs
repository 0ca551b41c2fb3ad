// docs/javascripts/board/interaction.js: placing and moving the pieces of the Runeball
// field by keys, clicks and the picker, every move written into the board input.

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget, setWidth, window } from "./dom.mjs";
import { drawBoard } from "../../docs/javascripts/render/board.js";
import { moveSelected } from "../../docs/javascripts/board/interaction.js";
import { mountBoard } from "../../docs/javascripts/board/mount.js";

function drawn() {
  setWidth(1000);
  const parts = fieldWidget();
  const edits = [];
  parts.input.addEventListener("input", () => edits.push(parts.input.value));
  drawBoard(parts.output, boardValue());
  const picture = parts.output.querySelector("svg");
  const help = parts.output.querySelector(".rules-board-help");
  const picker = parts.output.querySelector(".rules-board-picker");
  return { ...parts, picture, help, picker, edits };
}

/** @param {Element} picture @param {string} key */
const press = (picture, key) =>
  picture.dispatchEvent(new window.KeyboardEvent("keydown", { key, cancelable: true }));

/** A click at a point of the drawing (the screen's transform: none). */
function click(picture, x, y) {
  picture.getScreenCTM = () => new window.DOMMatrix();
  picture.dispatchEvent(new window.MouseEvent("click", { clientX: x, clientY: y, bubbles: true }));
}

test("an arrow key moves the chosen piece to the next hex and says where", () => {
  const { picture, input, help, edits } = drawn();
  press(picture, "ArrowUp");
  assert.match(input.value, /^passer=8\.7;/);
  assert.deepEqual(edits, [input.value]); // the widget is told: it calculates
  assert.match(help.textContent, / to hex 8\.7\.$/);
  assert.ok(picture.querySelector('.rules-board-chosen[data-cell="8.7"]'));
});

test("an arrow passes over a hex a player stands on", () => {
  const { picture, input, help } = drawn();
  press(picture, "ArrowLeft"); // 7.8: a defender
  assert.match(input.value, /^passer=6\.8;/);
  assert.match(help.textContent, /\(past 7\.8, taken\)/);
});

test("other keys are the page's", () => {
  const { picture, input } = drawn();
  const before = input.value;
  assert.equal(press(picture, "a"), true); // not cancelled
  assert.equal(input.value, before);
});

test("a click on a free hex moves the chosen piece there", () => {
  const { picture, input } = drawn();
  const [, , x, y] = boardValue().cells.find((c) => c[0] === 20 && c[1] === 5);
  click(picture, x + 0.3, y - 0.2);
  assert.match(input.value, /^passer=20\.5;/);
});

test("a click on another player chooses that player", () => {
  const { picture, input, help, picker } = drawn();
  const before = input.value;
  const [, , x, y] = boardValue().cells.find((c) => c[0] === 15 && c[1] === 9);
  click(picture, x, y);
  assert.equal(input.value, before);
  assert.match(help.textContent, / 2 chosen: click a hex/);
  const pressed = picker.querySelector('[aria-pressed="true"]');
  assert.equal(pressed.querySelector(".rules-board-at").textContent, "15.9");
});

test("the picker chooses, adds and removes pieces", () => {
  const { picker, input, help } = drawn();
  const add = picker.querySelector(".rules-board-add");
  const role = add.textContent;
  add.click();
  assert.match(help.textContent, / placed at hex \d+\.\d+\.$/);
  const placed = input.value;
  const remove = picker.querySelector(".rules-board-remove");
  assert.ok(remove, "the piece just added may go again");
  remove.click();
  assert.match(help.textContent, / removed\.$/);
  assert.notEqual(input.value, placed);
  assert.ok(role.startsWith("+ "));
  const choices = picker.querySelectorAll(".rules-board-choice");
  choices[1].click();
  assert.equal(choices[1].isConnected, false); // the picker was drawn anew
  assert.equal(picker.querySelectorAll('[aria-pressed="true"]').length, 1);
  assert.equal(
    picker.querySelectorAll(".rules-board-choice")[1].getAttribute("aria-pressed"),
    "true",
  );
});

test("a player is never moved onto another; a marker may be", () => {
  setWidth(1000);
  const { output, input } = fieldWidget();
  const board = mountBoard(output, boardValue(), false);
  board.render();
  const before = input.value;
  moveSelected(board, "15.9");
  assert.equal(input.value, before);
  assert.equal(output.querySelector(".rules-board-help").textContent, "Hex 15.9 is taken.");
  board.selected = { role: "target", index: 0 };
  moveSelected(board, "15.9");
  assert.match(input.value, /target=15\.9$/);
});

test("the input's own edits (typed, a permalink) move the pieces on the board", () => {
  const { input, picture } = drawn();
  input.value = "passer=3.3;receiver=4.4";
  input.dispatchEvent(new window.Event("input"));
  const cells = [...picture.querySelectorAll(".rules-board-pieces > g")].map((g) => g.dataset.cell);
  assert.deepEqual(cells, ["3.3", "4.4"]);
});
