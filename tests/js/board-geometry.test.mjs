// docs/javascripts/board/geometry.js: the board's maths, on the Runeball field Python
// describes (Runeball › The field: hexes of side 1, columns 1.5 apart, a column's hexes √3 apart).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  EDGE,
  edgeNumbers,
  hexAtPoint,
  hexPath,
  key,
  middleHex,
  nextHex,
  outline,
  place,
  placeCells,
  scrollTo,
  SIDE,
  tagPlaces,
} from "../../docs/javascripts/board/geometry.js";
import { boardValue } from "./dom.mjs";

const field = boardValue();
const lying = placeCells(field, false);
const upright = placeCells(field, true);

describe("hexes and their outlines", () => {
  test("a whole hex has six corners a side from its centre, to three decimals", () => {
    assert.equal(
      hexPath(false, [0, 0], "full"),
      "M1,0L0.5,0.866L-0.5,0.866L-1,0L-0.5,-0.866L0.5,-0.866Z",
    );
  });
  test("standing up swaps x and y", () => {
    assert.equal(
      hexPath(true, [0, 0], "full"),
      "M0,1L0.866,0.5L0.866,-0.5L0,-1L-0.866,-0.5L-0.866,0.5Z",
    );
    assert.deepEqual(place(true, 3, 4), [4, 3]);
    assert.deepEqual(place(false, 3, 4), [3, 4]);
  });
  test("a half-hex on a sideline keeps the half inside the pitch", () => {
    // At the top sideline (y = 0) the lower half: every corner at y >= 0.
    const lower = hexPath(false, [1, 0], "lower");
    const ys = [...lower.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[2]));
    assert.equal(ys.length, 4);
    assert.ok(ys.every((y) => y >= 0));
    const upper = hexPath(false, [1, 0], "upper");
    assert.ok([...upper.matchAll(/,(-?[\d.]+)/g)].every((m) => Number(m[1]) <= 0));
  });
  test("neighbouring hexes share corners as the same text", () => {
    const a = lying.cellInfo.get("8.8");
    const b = lying.cellInfo.get("8.9");
    const corners = (path) => new Set(path.slice(1, -1).split("L"));
    const shared = [...corners(outline(false, a))].filter((c) => corners(outline(false, b)).has(c));
    assert.equal(shared.length, 2);
  });
  test("an outline is worked out once and kept on the hex", () => {
    const info = { ...lying.cellInfo.get("5.5") };
    const first = outline(false, info);
    assert.equal(info.outline, first);
    assert.equal(outline(true, info), first); // kept: a board redraws its cells on turning
  });
});

describe("the field placed", () => {
  test("every hex Python lists, each at its centre", () => {
    assert.equal(lying.centres.size, field.cells.length);
    assert.equal(field.cells.length, 481);
    const [column, row, x, y] = field.cells[1];
    assert.deepEqual(lying.centres.get(key([column, row])), [x, y]);
    assert.deepEqual(upright.centres.get(key([column, row])), [y, x]);
  });
  test("the extent holds the board and its edges, turned when standing up", () => {
    const [length, width] = field.size;
    assert.deepEqual(lying.extent, [length + EDGE + 0.4, width + EDGE + 0.4]);
    assert.deepEqual(upright.extent, [width + EDGE + 0.4, length + EDGE + 0.4]);
  });
  test("a column's hexes are √3 apart, columns 1.5 apart", () => {
    const [x1, y1] = lying.centres.get("8.8");
    const [x2, y2] = lying.centres.get("8.9");
    const [x3] = lying.centres.get("9.8");
    assert.ok(Math.abs(Math.hypot(x2 - x1, y2 - y1) - Math.sqrt(3)) < 0.001);
    assert.ok(Math.abs(x3 - x1 - 1.5) < 0.001);
  });
});

describe("which hex a point or a key lands on", () => {
  test("a point is in the hex of the nearest centre, within a side", () => {
    const [x, y] = lying.centres.get("12.7");
    assert.equal(hexAtPoint(lying.centres, { x, y }), "12.7");
    assert.equal(hexAtPoint(lying.centres, { x: x + 0.4, y: y - 0.3 }), "12.7");
    assert.equal(hexAtPoint(lying.centres, { x: -5, y: -5 }), null); // on the edges' margin
  });
  test("the arrows go to the neighbour that way, the same row first", () => {
    const next = (from, direction, row) =>
      nextHex(lying.centres, lying.cellInfo, from, direction, row);
    assert.equal(next("8.8", [1, 0], 8), "9.8");
    assert.equal(next("8.8", [-1, 0], 8), "7.8");
    assert.equal(next("8.8", [0, -1], 8), "8.7");
    assert.equal(next("8.8", [0, 1], 8), "8.9");
  });
  test("an arrow off the board finds no hex", () => {
    const first = field.cells[0];
    assert.equal(
      nextHex(lying.centres, lying.cellInfo, key([first[0], first[1]]), [-1, 0], 1),
      null,
    );
  });
  test("standing up, the arrows follow the screen", () => {
    assert.equal(nextHex(upright.centres, upright.cellInfo, "8.8", [0, 1], 8), "9.8");
    assert.equal(nextHex(upright.centres, upright.cellInfo, "8.8", [1, 0], 8), "8.9");
  });
  test("a new piece goes on the free whole hex nearest the middle", () => {
    const all = () => true;
    const middle = middleHex(lying.centres, lying.cellInfo, all);
    const [x, y] = lying.centres.get(middle);
    assert.ok(Math.abs(x - field.size[0] / 2) <= 1.5);
    assert.ok(Math.abs(y - field.size[1] / 2) <= Math.sqrt(3));
    const next = middleHex(lying.centres, lying.cellInfo, (cellKey) => cellKey !== middle);
    assert.notEqual(next, middle);
    assert.equal(
      middleHex(lying.centres, lying.cellInfo, () => false),
      null,
    );
  });
});

describe("the edges and the band tags", () => {
  test("columns numbered along x, rows along y; swapped standing up", () => {
    const { alongX, alongY } = edgeNumbers(lying.cellInfo, field.size[1], false);
    const columns = new Set(field.cells.map((cell) => cell[0]));
    assert.deepEqual(
      [...alongX.keys()].sort((a, b) => a - b),
      [...columns].sort((a, b) => a - b),
    );
    assert.equal(alongX.get(8), lying.cellInfo.get("8.8").x);
    // the half-hex at the top sideline: its number inside the pitch
    assert.equal(alongY.get(1), 0.45);
    const turned = edgeNumbers(upright.cellInfo, field.size[1], true);
    assert.deepEqual(turned.alongX, alongY);
  });
  test("each tagged band is tagged on both sides of the passer, off the pieces", () => {
    const { values, legend } = field.shading;
    const tagged = new Set(legend.filter((entry) => entry[2]).map((entry) => entry[0]));
    const taken = new Set(["9.8", "7.8"]);
    const places = tagPlaces(values, tagged, lying.cellInfo, taken);
    assert.ok(places.length > 0);
    const passer = lying.cellInfo.get("8.8");
    for (const level of tagged) {
      const sides = places
        .filter((p) => p.level === level)
        .map((p) => Math.sign(p.info.x - passer.x));
      assert.ok(sides.length <= 2);
      assert.equal(new Set(sides).size, sides.length); // one a side
    }
    for (const { info } of places) {
      assert.equal(info.shape, "full");
      assert.ok(!taken.has(`${info.column}.${info.row}`));
    }
  });
});

test("scrolling brings a point in view, centred or only as far as needed", () => {
  assert.equal(scrollTo(500, 0, 200, 30, true), 400);
  assert.equal(scrollTo(100, 0, 200, 30, false), null); // in view already
  assert.equal(scrollTo(10, 50, 200, 30, false), -20); // before the margin
  assert.equal(scrollTo(300, 0, 200, 30, false), 115); // past the far end
  assert.equal(SIDE, 1);
});
