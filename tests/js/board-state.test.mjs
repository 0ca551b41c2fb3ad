// docs/javascripts/board/state.js: what a board's parts read of its state.

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  changed,
  drawnFrom,
  labelOf,
  pieceOf,
  standing,
  where,
} from "../../docs/javascripts/board/state.js";
import { readPlacement } from "../../docs/javascripts/board/placement.js";
import { boardValue, fieldWidget } from "./dom.mjs";

function state() {
  const { input } = fieldWidget();
  return {
    pieces: JSON.parse(input.dataset.boardPieces),
    placed: readPlacement(input.value),
    selected: { role: "passer", index: 0 },
    value: boardValue(),
    drawn: new Map(),
  };
}

test("a part is drawn again only when what it is drawn from changed", () => {
  const board = state();
  assert.equal(changed(board, "marks", drawnFrom.marks(board)), true);
  assert.equal(changed(board, "marks", drawnFrom.marks(board)), false);
  board.value.lines = [];
  assert.equal(changed(board, "marks", drawnFrom.marks(board)), true);
});

test("a board taken over compares with what it was drawn from", () => {
  const board = state();
  board.drawn.set("legend", { from: drawnFrom.legend(board) });
  assert.equal(changed(board, "legend", drawnFrom.legend(board)), false);
  board.value.zones = [];
  assert.equal(changed(board, "legend", drawnFrom.legend(board)), true);
});

test("pieces are named by their role's label, numbered when a role has several", () => {
  const board = state();
  const defenders = pieceOf(board, "defenders");
  assert.ok(defenders.most > 1);
  assert.deepEqual(labelOf(board, "defenders", 1), {
    name: `${defenders.label} 2`,
    mark: `${defenders.mark}2`,
  });
  const passer = pieceOf(board, "passer");
  assert.equal(passer.most, 1);
  assert.deepEqual(labelOf(board, "passer", 0), { name: passer.label, mark: passer.mark });
  assert.throws(() => labelOf(board, "goalkeeper", 0), /no piece goalkeeper/);
});

test("who stands on a hex: players, not markers, and not the one asked about", () => {
  const board = state();
  assert.deepEqual(standing(board, "15.9"), { role: "defenders", index: 1 });
  assert.equal(standing(board, "15.9", { role: "defenders", index: 1 }), null);
  assert.equal(pieceOf(board, "target").marker, true);
  assert.equal(standing(board, "24.8"), null); // the target, a marker
  assert.equal(standing(board, "1.1"), null);
  assert.equal(where([5, 8]), "hex 5.8");
});
