// docs/javascripts/board/frame.js: the parts around the drawing, made or found.

import assert from "node:assert/strict";
import { test } from "node:test";
import { fieldWidget } from "./dom.mjs";
import {
  addHatchings,
  builtFrame,
  hatchIds,
  layersOf,
  newFrame,
} from "../../docs/javascripts/board/frame.js";

test("a new frame: picker, scroll box, caption, help and legend, the help describing the board", () => {
  const { output, input } = fieldWidget();
  const frame = newFrame(output, input, "The pitch");
  assert.deepEqual(
    [...output.children].map((c) => c.className),
    [
      "rules-board-picker",
      "rules-board-view",
      "rules-board-caption",
      "rules-board-help",
      "rules-board-legend",
    ],
  );
  assert.equal(frame.picture.getAttribute("aria-describedby"), frame.help.id);
  assert.equal(
    frame.picture.getAttribute("aria-label"),
    "The pitch: arrow keys move the chosen piece",
  );
  assert.equal(frame.caption.getAttribute("aria-live"), "polite");
  assert.deepEqual(builtFrame(output), frame); // found again as it was made
});

test("no built frame in an output missing a part", () => {
  const { output, input } = fieldWidget();
  newFrame(output, input, "The pitch");
  output.querySelector(".rules-board-legend").remove();
  assert.equal(builtFrame(output), null);
});

test("two boards never share a hatching's id; a built board's ids are read from it", () => {
  const { output, input } = fieldWidget();
  const { picture } = newFrame(output, input, "The pitch");
  const one = hatchIds(picture, false);
  const two = hatchIds(picture, false);
  assert.notEqual(one("end"), two("end"));
  addHatchings(picture, one);
  assert.ok(picture.querySelector(`pattern[id="${one("neutral")}"] circle`));
  assert.equal(hatchIds(picture, true)("neutral"), one("neutral"));
});

test("the layers in drawing order, found again in a built board", () => {
  const { output, input } = fieldWidget();
  const { picture } = newFrame(output, input, "The pitch");
  const layers = layersOf(picture, false);
  assert.deepEqual(
    [...picture.children].map((g) => g.getAttribute("class")),
    ["cells", "shade", "zones", "tags", "marks", "lines", "pieces", "edges"].map(
      (n) => `rules-board-${n}`,
    ),
  );
  const again = layersOf(picture, true);
  assert.equal(again.pieces, layers.pieces);
  assert.equal(picture.children.length, 8);
});
