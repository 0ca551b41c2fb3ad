// docs/javascripts/board/shading.js: the pass's range bands shaded on the pitch, one outline per
// band, named in words (Runeball › Passing: DL by range), and each band's tag on hexes no piece
// stands on.
import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget } from "./dom.mjs";

const { mountBoard } = await import("../../docs/javascripts/board/mount.js");
const { drawShading } = await import("../../docs/javascripts/board/shading.js");

function mounted(value = boardValue()) {
  const { output } = fieldWidget();
  const state = mountBoard(output, value, false);
  state.render();
  return { output, state };
}

test("one shaded outline per band, named as the legend names it", () => {
  const { output } = mounted();
  const bands = [...output.querySelectorAll("path.rules-board-band")];
  const named = Object.fromEntries(
    bands.map((path) => [path.getAttribute("class"), path.querySelector("title")?.textContent]),
  );
  assert.equal(bands.length, 6);
  assert.equal(named["rules-board-band rules-board-band-2"], "2–6 hexes: DL 10");
  assert.equal(named["rules-board-band rules-board-band-6"], "Beyond 18: no pass");
});

test("each band's tag is on a hex of its band that no piece stands on", () => {
  const { output, state } = mounted();
  const tags = [...output.querySelectorAll(".rules-board-tag")];
  assert.ok(tags.length > 0);
  const pieces = new Set([...state.placed.values()].flat().map(([c, r]) => `${c}.${r}`));
  const level = new Map(boardValue().shading.values.map(([c, r, l]) => [`${c}.${r}`, l]));
  const tagOf = new Map(boardValue().shading.legend.map(([l, , tag]) => [l, tag]));
  for (const tag of tags) {
    assert.equal(pieces.has(tag.dataset.cell), false, tag.dataset.cell);
    assert.equal(tag.textContent, tagOf.get(level.get(tag.dataset.cell)));
  }
});

test("a board with no shading draws no bands and no tags", () => {
  const { output, state } = mounted();
  state.value = { ...state.value, shading: { style: "none", values: [] } };
  drawShading(state);
  assert.equal(output.querySelectorAll("path.rules-board-band").length, 0);
  assert.equal(output.querySelectorAll(".rules-board-tag").length, 0);
});
