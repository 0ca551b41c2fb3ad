// docs/javascripts/widget/permalink.js: a link's values filled into a widget's fields, each
// widget's keys prefixed where a page holds several; what a field does not offer is an error.

import assert from "node:assert/strict";
import { test } from "node:test";
import { window } from "./dom.mjs";
import { fillFromUrl, keyPrefix, linkHas } from "../../docs/javascripts/widget/permalink.js";

globalThis.location = window.location;
globalThis.HTMLSelectElement = window.HTMLSelectElement;

function page(widgets, search) {
  window.happyDOM.setURL(`https://example.invalid/page/${search}`);
  document.body.innerHTML = widgets
    .map(
      (name) => `<div data-calculator="${name}">
        <input name="chance" value="50" data-aliases="skill">
        <select name="ties"><option value="reroll">Reroll</option><option value="nobody">Nobody</option></select>
      </div>`,
    )
    .join("");
  return [...document.querySelectorAll("[data-calculator]")];
}
const fields = (root) => [...root.querySelectorAll("input, select")];

test("one calculator on a page: bare keys", () => {
  const [root] = page(["resistance"], "?chance=65&ties=nobody");
  assert.equal(keyPrefix(root), "");
  assert.deepEqual(fillFromUrl(fields(root), ""), []);
  assert.deepEqual(
    fields(root).map((f) => f.value),
    ["65", "nobody"],
  );
});

test("several: each widget reads its own prefixed keys, a bare key where none is given", () => {
  const [contest, multi] = page(["contest", "multi_contest"], "?contest.ties=nobody&chance=30");
  assert.equal(keyPrefix(contest), "contest.");
  fillFromUrl(fields(contest), keyPrefix(contest));
  fillFromUrl(fields(multi), keyPrefix(multi));
  assert.deepEqual(
    fields(contest).map((f) => f.value),
    ["30", "nobody"],
  );
  assert.deepEqual(
    fields(multi).map((f) => f.value),
    ["30", "reroll"],
  );
});

test("an older name of an input is still read", () => {
  const [root] = page(["resistance"], "?skill=70");
  assert.equal(linkHas(fields(root)[0], ""), true);
  fillFromUrl(fields(root), "");
  assert.equal(fields(root)[0].value, "70");
});

test("a choice the list does not offer is never added: the field keeps its default", () => {
  const [root] = page(["resistance"], "?ties=everybody");
  const errors = fillFromUrl(fields(root), "");
  assert.deepEqual(errors, [
    { input: "ties", message: "the link's 'everybody' is not one of Reroll, Nobody" },
  ]);
  assert.equal(fields(root)[1].value, "reroll");
});
