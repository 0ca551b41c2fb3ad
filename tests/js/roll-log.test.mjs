// The site's one roll log (docs/javascripts/log/store.js): kept newest first, read back
// whole, as text oldest first, damaged or foreign entries left out, cleared.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

const log = await import("../../docs/javascripts/log/store.js");

// Where every reader's browser keeps the log, and how many rolls it keeps: a new key would lose
// the rolls already kept, so the test names it rather than importing it.
const LOG_KEY = "rules-roll-log";
const LOG_SIZE = 100;

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

test("at most 100 rolls are kept", () => {
  for (let at = 0; at < LOG_SIZE + 5; at += 1) log.addRoll(roll(String(at)));
  assert.equal(log.readRolls().length, LOG_SIZE);
  assert.equal(log.readRolls()[0].rolled, String(LOG_SIZE + 4));
});

test("a damaged or foreign entry is left out, and Clear empties the storage", () => {
  localStorage.setItem(LOG_KEY, "not json");
  assert.deepEqual(log.readRolls(), []);
  localStorage.setItem(LOG_KEY, JSON.stringify([{ at: 1 }, { ...roll("5"), at: "x" }]));
  assert.deepEqual(
    log.readRolls().map((each) => each.rolled),
    ["5"],
  );
  log.clearRolls();
  assert.equal(localStorage.getItem(LOG_KEY), null);
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

test("a roll for the party is one line each, in the party's order, one stamp for all", () => {
  log.addRoll(roll("12"));
  log.addRolls([
    {
      calculator: "Party roll",
      inputs: "Vasana, Scan 60%",
      rolled: "07",
      result: "Special success",
    },
    { calculator: "Party roll", inputs: "Kallyr, Scan 45%", rolled: "52", result: "Failure" },
  ]);
  const kept = log.readRolls();
  assert.deepEqual(
    kept.map((each) => each.inputs),
    ["Vasana, Scan 60%", "Kallyr, Scan 45%", "Modified chance (%) 75"],
  );
  assert.equal(kept[0].at, kept[1].at);
  assert.match(
    log.rollLine(kept[0]),
    /Party roll \(Vasana, Scan 60%\): rolled 07 → Special success$/,
  );
});

test("a hidden roll is marked, shown in the log and left out of its text", () => {
  log.addRoll(roll("12"));
  log.addRolls([{ ...roll("88"), hidden: true }]);
  assert.equal(log.readRolls().length, 2);
  assert.match(log.rollLine(log.readRolls()[0]), /\d (AM |PM )?Hidden: RuneQuest ability roll \(/);
  assert.equal(log.hiddenCount(), 1);
  assert.doesNotMatch(log.logText(), /88/);
  assert.match(log.logText(), /rolled 12/);
  // A damaged mark is no roll of the log's.
  localStorage.setItem(LOG_KEY, JSON.stringify([{ ...roll("5"), at: "x", hidden: "yes" }]));
  assert.deepEqual(log.readRolls(), []);
});

test("Clear gives back what it cleared, and Undo puts it back after any roll since", () => {
  log.addRoll(roll("1"));
  log.addRoll(roll("2"));
  const cleared = log.clearRolls();
  assert.deepEqual(
    cleared.map((each) => each.rolled),
    ["2", "1"],
  );
  log.addRoll(roll("3"));
  log.restoreRolls(cleared);
  assert.deepEqual(
    log.readRolls().map((each) => each.rolled),
    ["3", "2", "1"],
  );
});

test("Undo stands beside its message a few seconds, and acts once", async () => {
  const { offerUndo, say } = await import("../../docs/javascripts/log/undo.js");
  const line = document.createElement("p");
  document.body.append(line);
  let undone = 0;
  const button = offerUndo(line, "Cleared 2 rolls.", () => `Back ${++undone}.`, 50);
  assert.equal(line.textContent, "Cleared 2 rolls. Undo");
  button.click();
  assert.equal(line.textContent, "Back 1.");
  assert.equal(line.querySelector("button"), null);
  // Gone after its time; a new message takes an Undo's place.
  offerUndo(line, "Vasana removed.", () => "Vasana is back.", 20);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(line.querySelector("button"), null);
  offerUndo(line, "Troll removed.", () => "Troll is back.");
  say(line, "Link copied.");
  assert.equal(line.textContent, "Link copied.");
  assert.equal(undone, 1);
});

// The log this site cannot read is kept, not overwritten by the next roll (issue 49).
for (const [what, text, why] of [
  ["cut short", '[{"at":"2026-01-01T00:00:00Z","calcul', /not JSON/],
  ["of another shape", '{"rolls":[]}', /not a list of rolls/],
  ["a number", "7", /not a list of rolls/],
]) {
  test(`a log ${what} is set aside, named, and the next roll is kept beside it`, async () => {
    const { asideFor } = await import("../../docs/javascripts/site/set-aside.js");
    localStorage.setItem(LOG_KEY, text);
    assert.deepEqual(log.readRolls(), []);
    assert.equal(log.addRoll(roll("07")), true);
    assert.deepEqual(
      log.readRolls().map((each) => each.rolled),
      ["07"],
    );
    const [aside] = asideFor(LOG_KEY);
    assert.equal(aside.key, "rules-roll-log-unreadable");
    assert.equal(aside.text, text);
    assert.match(aside.why, why);
  });
}

test("rolls of another shape are set aside, the others kept", async () => {
  const { asideFor } = await import("../../docs/javascripts/site/set-aside.js");
  const good = { at: "2026-01-01T00:00:00Z", ...roll("12") };
  localStorage.setItem(LOG_KEY, JSON.stringify([good, null, { rolled: 5 }]));
  assert.deepEqual(log.readRolls(), [good]);
  log.addRoll(roll("40"));
  const [aside] = asideFor(LOG_KEY);
  assert.deepEqual(JSON.parse(aside.text), [null, { rolled: 5 }]);
  assert.equal(aside.why, "2 entries are not a roll this site reads");
});

test("storage full: the roll is not kept and addRoll says so, the words for the widget too", async () => {
  const { withFullStorage } = await import("./full-storage.mjs");
  withFullStorage(() => {
    assert.equal(log.addRoll(roll("12")), false);
    assert.equal(log.addRolls([roll("1"), roll("2")]), false);
  });
  assert.deepEqual(log.readRolls(), []);
  assert.match(log.NOT_LOGGED, /Save as text, then Clear/);
});

test("an unreadable log that cannot be set aside is not overwritten by the next roll", async () => {
  const { withFullStorage } = await import("./full-storage.mjs");
  localStorage.setItem(LOG_KEY, "{cut");
  withFullStorage(() => {
    assert.equal(log.readLog().safe, false);
    assert.equal(log.addRoll(roll("12")), false);
  });
  assert.equal(localStorage.getItem(LOG_KEY), "{cut");
  log.addRoll(roll("12")); // room again: set aside first, then written
  assert.equal(JSON.parse(localStorage.getItem(`${LOG_KEY}-unreadable`)).text, "{cut");
});
