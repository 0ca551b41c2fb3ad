// docs/javascripts/board/placement.js: the board input's text, read and written.

import assert from "node:assert/strict";
import { test } from "node:test";
import { readPlacement, writePlacement } from "../../docs/javascripts/board/placement.js";
import { fixture } from "./dom.mjs";

test("the default Runeball field reads into each role's hexes", () => {
  const placed = readPlacement(fixture.defaults.board);
  assert.deepEqual(placed.get("passer"), [[8, 8]]);
  assert.deepEqual(placed.get("defenders"), [
    [7, 8],
    [15, 9],
  ]);
  assert.equal(placed.size, 5);
});

test("what cannot be read is skipped, roles are read in lower case", () => {
  const placed = readPlacement(" Passer = 5.8 ;defenders=6.8,x.9, 7.9;receiver=;=3.3;lost");
  assert.deepEqual(
    [...placed],
    [
      ["passer", [[5, 8]]],
      [
        "defenders",
        [
          [6, 8],
          [7, 9],
        ],
      ],
    ],
  );
});

test("written in the pieces' declared order, roles without a piece left out", () => {
  const pieces = [{ role: "passer" }, { role: "receiver" }, { role: "defenders" }];
  const placed = new Map([
    [
      "defenders",
      [
        [6, 8],
        [7, 9],
      ],
    ],
    ["receiver", []],
    ["passer", [[5, 8]]],
  ]);
  assert.equal(writePlacement(pieces, placed), "passer=5.8;defenders=6.8,7.9");
});

test("reading what was written gives the same places", () => {
  const placed = readPlacement(fixture.defaults.board);
  const pieces = [...placed.keys()].map((role) => ({ role }));
  assert.equal(writePlacement(pieces, placed), fixture.defaults.board);
});
