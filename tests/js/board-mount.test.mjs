// docs/javascripts/board/mount.js: a board brought to life, turned with the screen, and the
// board drawn in at build time (scripts/build/prerender.mjs, standing up as on a phone) taken over.

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget, observers, runFrames, setWidth } from "./dom.mjs";
import { drawBoard } from "../../docs/javascripts/render/board.js";
import { mountBoard } from "../../docs/javascripts/board/mount.js";

test("no board without the input its pieces are written to", () => {
  const { output, input } = fieldWidget();
  input.remove();
  assert.equal(mountBoard(output, boardValue(), false), null);
  drawBoard(output, boardValue());
  assert.equal(output.children.length, 0);
});

test("a value that is no board draws nothing", () => {
  const { output } = fieldWidget();
  drawBoard(output, null);
  drawBoard(output, /** @type {any} */ ({ input: "board" }));
  assert.equal(output.children.length, 0);
});

test("the board turns when the screen's width crosses a phone's", () => {
  setWidth(1000);
  const { output } = fieldWidget();
  drawBoard(output, boardValue());
  const picture = output.querySelector("svg");
  assert.equal(picture.classList.contains("rules-board-upright"), false);
  setWidth(390);
  observers.at(-1).report();
  assert.equal(picture.classList.contains("rules-board-upright"), false); // not in the report
  runFrames(); // the report's work is done in the next frame (no ResizeObserver loop)
  assert.ok(picture.classList.contains("rules-board-upright"));
  assert.equal(output.querySelectorAll(".rules-board-pieces > g").length, 6); // drawn again
  runFrames(); // scrolling to the ball reads the layout in the next frame: no failure there
});

test("a board taken off the page stops watching the screen", () => {
  const { output } = fieldWidget();
  drawBoard(output, boardValue());
  const watcher = observers.at(-1);
  output.remove();
  watcher.report();
  assert.equal(watcher.disconnected, true);
});

test("the built board is taken over as it is, and drawn anew only when an answer differs", () => {
  setWidth(390);
  const built = fieldWidget();
  drawBoard(built.output, boardValue());
  const html = built.output.innerHTML;
  const { output } = fieldWidget();
  output.innerHTML = html; // as the page arrives
  const cells = output.querySelector(".rules-board-cells > path");
  const shade = output.querySelector(".rules-board-shade > path");
  drawBoard(output, boardValue(), true);
  assert.equal(output.querySelector(".rules-board-cells > path"), cells); // taken over
  assert.equal(output.querySelector(".rules-board-picker").children.length > 0, true);
  drawBoard(output, boardValue()); // the same answer again: nothing redrawn
  assert.equal(output.querySelector(".rules-board-shade > path"), shade);
  drawBoard(
    output,
    boardValue((v) => ({ ...v, lines: [] })),
  );
  assert.equal(output.querySelector(".rules-board-shade > path"), shade); // kept, by its look
  assert.equal(output.querySelectorAll(".rules-board-lines > line").length, 0);
  const hatch = output.querySelector("pattern").id;
  assert.ok(output.querySelector(`[fill="url(#${hatch})"]`), "the zones keep their hatching");
});
