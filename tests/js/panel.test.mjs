// docs/javascripts/log/panel.js: the roll log's button in the header and the panel it opens,
// drawn from the log (log/store.js): the rolls newest first, Copy leaving the hidden ones out,
// Clear with its Undo.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const window = withDom();
const { mountRollLog } = await import("../../docs/javascripts/log/panel.js");
const { addRoll } = await import("../../docs/javascripts/log/store.js");

document.body.innerHTML =
  '<header><div class="md-header__inner"><div class="md-search"></div></div></header>';
const header = document.querySelector(".md-header__inner");
mountRollLog();
mountRollLog(); // again after an instant navigation: still one button
const open = header.querySelector(".rules-roll-log-button");
const panel = () => document.querySelector("dialog.rules-roll-log");
const action = (name) => panel().querySelector(`[data-action="${name}"]`);
const lines = () => [...panel().querySelectorAll("li")].map((item) => item.textContent);
const said = () => panel().querySelector(".rules-roll-log-said").textContent;

const ROLL = {
  calculator: "RuneQuest ability roll",
  inputs: "Modified chance (%) 50",
  rolled: "07",
  result: "Special success",
};

test("one button, before the search, named for a screen reader", () => {
  assert.equal(header.querySelectorAll(".rules-roll-log-button").length, 1);
  assert.equal(open.nextElementSibling, header.querySelector(".md-search"));
  assert.equal(open.getAttribute("aria-label"), "Roll log");
  assert.equal(open.getAttribute("aria-haspopup"), "dialog");
});

test("an empty log: the panel says so and offers nothing to copy or clear", () => {
  open.click();
  assert.equal(panel().open, true);
  assert.equal(panel().querySelector("p").hidden, false);
  assert.deepEqual(lines(), []);
  for (const name of ["copy-log", "save-log", "clear-log"])
    assert.equal(action(name).disabled, true);
});

test("rolls show as they are made, newest first, a hidden one marked", () => {
  addRoll(ROLL);
  addRoll({ ...ROLL, rolled: "99", result: "Fumble", hidden: true });
  const shown = lines();
  assert.equal(shown.length, 2);
  assert.match(
    shown[0],
    /Hidden: RuneQuest ability roll \(Modified chance \(%\) 50\): rolled 99 → Fumble$/,
  );
  assert.match(
    shown[1],
    /RuneQuest ability roll \(Modified chance \(%\) 50\): rolled 07 → Special success$/,
  );
  assert.equal(panel().querySelector("li").className, "rules-roll-hidden");
  assert.equal(action("clear-log").disabled, false);
});

test("Copy copies the log's text and says the hidden roll is left out", async () => {
  let copied = null;
  Object.defineProperty(window.navigator, "clipboard", {
    value: { writeText: async (text) => (copied = text) },
    configurable: true,
  });
  globalThis.navigator = window.navigator;
  action("copy-log").click();
  await new Promise((resolve) => setImmediate(resolve));
  assert.match(copied, /rolled 07 → Special success\n$/);
  assert.doesNotMatch(copied, /rolled 99/);
  assert.equal(said(), "Copied. The hidden roll is left out.");
});

test("Clear empties the log and offers Undo, which puts the rolls back", () => {
  action("clear-log").click();
  assert.deepEqual(lines(), []);
  assert.equal(said(), "Cleared 2 rolls. Undo");
  panel().querySelector('[data-action="undo"]').click();
  assert.equal(said(), "The rolls are back.");
  assert.equal(lines().length, 2);
});

test("Close closes the panel; opening it again clears the last message", () => {
  action("close-log").click();
  assert.equal(panel().open, false);
  open.click();
  assert.equal(panel().open, true);
  assert.equal(said(), "");
  assert.equal(document.querySelectorAll("dialog.rules-roll-log").length, 1);
});
