// Dice notation that rolls when tapped (docs/javascripts/log/dice-notation.js): the dice a
// button carries as Python wrote them, the faces added up and written as the log shows them.
import assert from "node:assert/strict";
import { test } from "node:test";

const { readDice, throwDice } = await import("../../docs/javascripts/log/dice-notation.js");

test("the dice Python wrote are read; anything else is no dice", () => {
  // Basic Roleplaying › Insanity: a short episode lasts 1D10+4 rounds.
  assert.deepEqual(readDice('{"count": 1, "sides": 10, "modifier": 4}'), {
    count: 1,
    sides: 10,
    modifier: 4,
  });
  for (const bad of [
    undefined,
    "",
    "{",
    '{"count": 1, "sides": 10}',
    '{"count": 0, "sides": 6, "modifier": 2}',
    '{"count": 1, "sides": 1.5, "modifier": 0}',
  ]) {
    assert.equal(readDice(bad), null, String(bad));
  }
});

test("the faces are added to the fixed amount and written as the log shows them", () => {
  const faces = [3, 5];
  const next = () => /** @type {number} */ (faces.shift());
  assert.deepEqual(throwDice({ count: 1, sides: 10, modifier: 4 }, next), {
    faces: [3],
    total: 7,
    rolled: "3 + 4 = 7",
  });
  assert.equal(throwDice({ count: 1, sides: 6, modifier: 0 }, () => 6).rolled, "6");
  assert.equal(throwDice({ count: 2, sides: 6, modifier: -1 }, () => 2).rolled, "2 + 2 − 1 = 3");
  assert.equal(throwDice({ count: 2, sides: 6, modifier: 0 }, () => 4).rolled, "4 + 4 = 8");
});

test("real throws stay between the lowest and the highest total", () => {
  for (let at = 0; at < 500; at += 1) {
    const { faces, total } = throwDice({ count: 2, sides: 6, modifier: 6 });
    assert.ok(faces.every((face) => face >= 1 && face <= 6));
    assert.ok(total >= 8 && total <= 18, String(total));
  }
});
