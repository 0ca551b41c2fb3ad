// The headline kept in view never hides the next field (docs/javascripts/widget/sticky.js), and
// the abbreviations in a drawn answer are explained from the page's glossary (render/abbr.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { clearance, nextField, wholeInView } = await import(
  "../../docs/javascripts/widget/sticky.js"
);
const { explain, explained } = await import("../../docs/javascripts/render/abbr.js");

test("the page scrolls by what the line would hide, as far as the focused field can rise", () => {
  // The line's top at 450 px (a 500 px screen), the next field's hint ends at 470: 28 px.
  assert.equal(clearance({ top: 450 }, { bottom: 470 }, { top: 300 }, 56), 28);
  // Nothing hidden: no scroll.
  assert.equal(clearance({ top: 450 }, { bottom: 400 }, { top: 300 }, 56), 0);
  // The focused field just under the header: it stays in view, the rest as far as it goes.
  assert.equal(clearance({ top: 450 }, { bottom: 600 }, { top: 100 }, 56), 36);
});

test("the answer's line counts as seen only whole on the screen", () => {
  assert.equal(wholeInView({ top: 653, bottom: 680, height: 27 }, 800), true);
  // Pushed down by a modifier's steps shown on focus: 31 px below an 800 px screen.
  assert.equal(wholeInView({ top: 804, bottom: 831, height: 27 }, 800), false);
  assert.equal(wholeInView({ top: 780, bottom: 807, height: 27 }, 800), false);
  // Folded away (no box): not seen.
  assert.equal(wholeInView({ top: 0, bottom: 0, height: 0 }, 800), false);
});

test("the next field is the next one shown, in the form's order", () => {
  withDom();
  document.body.innerHTML = `<form><input name="a"><input type="hidden" name="h">
    <select name="b"></select><input name="c"></form>`;
  const form = /** @type {HTMLFormElement} */ (document.querySelector("form"));
  // happy-dom lays nothing out: every field counts as shown.
  for (const field of form.querySelectorAll("input, select")) {
    Object.defineProperty(field, "getClientRects", { value: () => [{}] });
  }
  const [a, , b, c] = form.querySelectorAll("input, select");
  assert.equal(nextField(form, a), b);
  assert.equal(nextField(form, b), c);
  assert.equal(nextField(form, c), null);
});

test("an answer's abbreviations get the glossary's <abbr>", () => {
  withDom();
  document.body.innerHTML = `<template id="rules-glossary"><abbr title="Quality rating: how
    well">QR</abbr><abbr title="Victory points: a score">VP</abbr><abbr title="Difficulty">DL</abbr>
    </template><div id="out"><span>QR +2</span><span>A wins after 5 rounds (3 VP to 1).</span>
    <span>DLS <abbr title="x">DL</abbr></span></div>`;
  const out = /** @type {HTMLElement} */ (document.getElementById("out"));
  explain(out, [...out.children]);
  const abbrs = [...out.querySelectorAll("abbr")].map((abbr) => [abbr.textContent, abbr.title]);
  assert.deepEqual(abbrs, [
    ["QR", "Quality rating: how\n    well"],
    ["VP", "Victory points: a score"],
    ["DL", "x"], // already explained in the widget: left as it is; "DLS" is no term
  ]);
  assert.equal(
    out.textContent?.replace(/\s+/g, " "),
    "QR +2A wins after 5 rounds (3 VP to 1). DLS DL",
  );
  assert.equal(explained(document, "no terms here"), null);
});

test("a term the widget explains already, or explained once, is left as words", () => {
  withDom();
  document.body.innerHTML = `<template id="rules-glossary"><abbr title="Difficulty">DL</abbr>
    <abbr title="Quality">QR</abbr></template><div id="w"><label><abbr title="Difficulty">DL
    </abbr></label><p id="a">Pass DL 10, QR +1</p><p id="b">QR 0</p></div>`;
  const root = /** @type {HTMLElement} */ (document.getElementById("w"));
  explain(root, [...root.querySelectorAll("p")]);
  assert.equal(
    document.getElementById("a")?.innerHTML,
    'Pass DL 10, <abbr title="Quality">QR</abbr> +1',
  );
  assert.equal(document.getElementById("b")?.innerHTML, "QR 0");
});

test("no glossary in the page: the answer stays as drawn", () => {
  withDom();
  document.body.innerHTML = `<div id="out">QR +2</div>`;
  const out = /** @type {HTMLElement} */ (document.getElementById("out"));
  explain(out, [out]);
  assert.equal(out.innerHTML, "QR +2");
});
