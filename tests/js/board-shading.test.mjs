// docs/javascripts/board/shading.js: the range bands around the passer (Runeball › The
// field, range bands and their DLs) and a heat of where a kick comes down.

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardValue, fieldWidget, setWidth } from "./dom.mjs";
import { drawBoard } from "../../docs/javascripts/render/board.js";

function drawn(value = boardValue()) {
  setWidth(1000);
  const { output } = fieldWidget();
  drawBoard(output, value);
  return { output, picture: output.querySelector("svg") };
}

test("one path for each band shown, its tooltip the legend's words", () => {
  const value = boardValue();
  const { picture } = drawn(value);
  const shown = new Set(value.shading.values.map((entry) => entry[2]).filter(Boolean));
  const paths = picture.querySelectorAll(".rules-board-shade > path");
  assert.equal(paths.length, shown.size);
  const words = new Map(value.shading.legend.map(([level, text]) => [level, text]));
  for (const path of paths) {
    const level = Number(path.getAttribute("class").match(/rules-board-band-(\d+)/)[1]);
    assert.equal(path.querySelector("title").textContent, words.get(level));
    const hexes = value.shading.values.filter((entry) => entry[2] === level).length;
    assert.equal(path.getAttribute("d").split("M").length - 1, hexes);
  }
});

test("each band's tag is written in it, never under a piece", () => {
  const value = boardValue();
  const { picture, output } = drawn(value);
  const tags = [...picture.querySelectorAll(".rules-board-tags > text")];
  assert.ok(tags.length > 0);
  const byLevel = new Map(value.shading.legend.map(([level, , tag]) => [level, tag]));
  const pieces = new Set(
    [...picture.querySelectorAll(".rules-board-pieces > g")].map((g) => g.dataset.cell),
  );
  for (const tag of tags) {
    const level = Number(tag.getAttribute("class").match(/rules-board-tag-(\d+)/)[1]);
    assert.equal(tag.textContent, byLevel.get(level));
    assert.ok(!pieces.has(tag.dataset.cell));
  }
  assert.ok(output);
});

test("a new shading updates the kept paths in place and takes out looks no longer shown", () => {
  const value = boardValue();
  const { picture, output } = drawn(value);
  const first = picture.querySelector(".rules-board-shade > path");
  const look = first.dataset.shade;
  const fewer = boardValue((v) => {
    v.shading.values = v.shading.values.filter(
      (entry) => `rules-board-band rules-board-band-${entry[2]}` === look,
    );
    return v;
  });
  drawBoard(output, fewer);
  const paths = picture.querySelectorAll(".rules-board-shade > path");
  assert.equal(paths.length, 1);
  assert.equal(paths[0], first); // the same element, kept
});

test("a heat: one path for each depth, darker where likelier, its tooltip in percent", () => {
  const heat = boardValue((v) => ({
    ...v,
    shading: {
      style: "heat",
      values: [
        [5, 5, 2.5],
        [6, 5, 2.5],
        [7, 5, 10],
      ],
    },
  }));
  const { picture, output } = drawn(heat);
  const paths = [...picture.querySelectorAll(".rules-board-shade > path")];
  assert.equal(paths.length, 2);
  const opacity = (p) => Number(p.style.getPropertyValue("fill-opacity"));
  const [light, dark] = paths.sort((a, b) => opacity(a) - opacity(b));
  assert.equal(opacity(dark), 0.95); // the likeliest hex: 0.35 + 0.6
  assert.equal(opacity(light), 0.5); // a quarter as likely: 0.35 + 0.15
  assert.equal(light.querySelector("title").textContent, "Where the ball comes down: 2.5% a hex");
  assert.equal(picture.querySelectorAll(".rules-board-tags > text").length, 0);
  const legend = output.querySelector(".rules-board-legend > li");
  assert.match(legend.textContent, /darker: likelier/);
});
