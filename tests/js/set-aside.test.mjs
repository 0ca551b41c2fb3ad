// docs/javascripts/site/set-aside.js: what a reader of stored data cannot read is kept as it was,
// under its own key, once, never overwritten; a note offers it as a file and a way to forget it.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";
import { withFullStorage } from "./full-storage.mjs";

withDom();
const { asideFor, forgetAside, setAside, showAside } = await import(
  "../../docs/javascripts/site/set-aside.js"
);

beforeEach(() => localStorage.clear());

test("set aside once, beside what was set aside before, with why and when", () => {
  assert.equal(setAside("k", "{a", "cut short"), true);
  assert.equal(setAside("k", "{a", "cut short"), true);
  assert.equal(setAside("k", "{b", "cut short"), true);
  const kept = asideFor("k");
  assert.deepEqual(
    kept.map(({ key, text, why }) => [key, text, why]),
    [
      ["k-unreadable", "{a", "cut short"],
      ["k-unreadable-2", "{b", "cut short"],
    ],
  );
  assert.match(kept[0].at, /^\d{4}-\d\d-\d\dT/);
  forgetAside("k-unreadable");
  assert.deepEqual(
    asideFor("k").map(({ text }) => text),
    ["{b"],
  );
});

test("a set-aside entry damaged itself is still offered, as its raw text", () => {
  localStorage.setItem("k-unreadable", "not json");
  assert.deepEqual(asideFor("k"), [{ key: "k-unreadable", text: "not json", why: "", at: "" }]);
});

test("storage full: not kept, and said so (the owner must not overwrite)", () => {
  withFullStorage(() => assert.equal(setAside("k", "{a", "why"), false));
  assert.deepEqual(asideFor("k"), []);
});

test("past the ninth, nothing more is kept", () => {
  for (let n = 0; n < 9; n += 1) assert.equal(setAside("k", `{${n}`, ""), true);
  assert.equal(setAside("k", "{9", ""), false);
});

test("the note: hidden when nothing is aside; each with Save as a file and Forget it", () => {
  const note = document.createElement("div");
  const words = { what: "A roll log", file: "log.json", repair: "The log goes on." };
  showAside(note, "k", words);
  assert.equal(note.hidden, true);
  setAside("k", "{a", "it is not JSON");
  showAside(note, "k", words);
  assert.equal(note.hidden, false);
  assert.match(
    note.textContent,
    /^A roll log this browser kept could not be read \(it is not JSON\)/,
  );
  note.querySelector('[data-action="forget-aside"]').click();
  assert.equal(note.hidden, true);
  assert.equal(localStorage.getItem("k-unreadable"), null);
});
