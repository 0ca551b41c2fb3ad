// The site's one roll log (docs/javascripts/log/store.js): kept newest first, read back
// whole, as text oldest first, damaged or foreign entries left out, cleared.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

const log = await import("../../docs/javascripts/log/store.js");

/** @param {string} rolled */
const roll = (rolled) => ({
  calculator: "RuneQuest ability roll",
  inputs: "Modified chance (%) 75",
  rolled,
  result: "Special success",
});

beforeEach(() => withDom());

test("a roll is kept newest first, stamped with the time", () => {
  log.addRoll(roll("12"));
  log.addRoll(roll("40"));
  const kept = log.readRolls();
  assert.deepEqual(
    kept.map((each) => each.rolled),
    ["40", "12"],
  );
  assert.ok(!Number.isNaN(Date.parse(kept[0].at)));
});

test("the text is one line a roll, oldest first, saying what came of it", () => {
  log.addRoll(roll("12"));
  log.addRoll({ ...roll("dice (seed 7)"), result: "" });
  const lines = log.logText().trimEnd().split("\n");
  assert.equal(lines.length, 2);
  assert.match(
    lines[0],
    /RuneQuest ability roll \(Modified chance \(%\) 75\): rolled 12 → Special success$/,
  );
  assert.match(lines[1], /rolled dice \(seed 7\)$/); // no result: no arrow, no ".."
});

test("at most LOG_SIZE rolls are kept", () => {
  for (let at = 0; at < log.LOG_SIZE + 5; at += 1) log.addRoll(roll(String(at)));
  assert.equal(log.readRolls().length, log.LOG_SIZE);
  assert.equal(log.readRolls()[0].rolled, String(log.LOG_SIZE + 4));
});

test("a damaged or foreign entry is left out, and Clear empties the storage", () => {
  localStorage.setItem(log.LOG_KEY, "not json");
  assert.deepEqual(log.readRolls(), []);
  localStorage.setItem(log.LOG_KEY, JSON.stringify([{ at: 1 }, { ...roll("5"), at: "x" }]));
  assert.deepEqual(
    log.readRolls().map((each) => each.rolled),
    ["5"],
  );
  log.clearRolls();
  assert.equal(localStorage.getItem(log.LOG_KEY), null);
});

test("a change is heard on this page", () => {
  let heard = 0;
  const stop = log.onRollsChanged(() => {
    heard += 1;
  });
  log.addRoll(roll("3"));
  log.clearRolls();
  stop();
  log.addRoll(roll("4"));
  assert.equal(heard, 2);
});
