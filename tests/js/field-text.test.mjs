// docs/javascripts/widget/field-text.js: a widget's fields in words, as scripts/pages/widget/
// draws them: each label without its "(optional)" mark, a choice's words, a box's yes or no,
// the text typed trimmed, and which are reading settings or out of sight.

import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { fieldsShown, labelOf, shownValue, words } = await import(
  "../../docs/javascripts/widget/field-text.js"
);

/** A widget's form as the build draws one (labels: the words' span, then the marks). */
function form() {
  const made = document.createElement("form");
  made.innerHTML = `
    <div class="rules-field">
      <label for="w-skill"><span class="rules-label-text">Skill   (%)</span></label>
      <input id="w-skill" name="skill" value=" 45 ">
    </div>
    <div class="rules-field">
      <label for="w-aug"><span class="rules-label-text">Augment</span> <span>(optional)</span></label>
      <input id="w-aug" name="augment" type="checkbox" checked>
    </div>
    <div class="rules-settings"><div class="rules-field">
      <label for="w-fumble"><span class="rules-label-text">Fumble reading</span></label>
      <select id="w-fumble" name="fumble">
        <option value="ours">Ours:  one in twenty</option>
        <option value="strict" selected>Strict,
          the document's</option>
      </select>
    </div></div>
    <div class="rules-field" hidden>
      <label for="w-seed"><span class="rules-label-text">Seed</span></label>
      <input id="w-seed" name="seed" value="7">
    </div>
    <div class="rules-field"><input type="hidden" name="rows" id="w-rows" value="Ana:1"></div>
    <div class="rules-field"><input id="w-nameless" value="not sent"></div>`;
  document.body.replaceChildren(made);
  return made;
}

test("words: a node's text, its white space collapsed; nothing is empty", () => {
  const p = document.createElement("p");
  p.textContent = "  two\n   words ";
  assert.equal(words(p), "two words");
  assert.equal(words(null), "");
});

test("a label without its (optional) mark; a field with no label has none", () => {
  const shown = form();
  assert.equal(labelOf(shown, shown.querySelector("#w-aug")), "Augment");
  assert.equal(labelOf(shown, shown.querySelector("#w-skill")), "Skill (%)");
  assert.equal(labelOf(shown, shown.querySelector("#w-rows")), "");
});

test("a value as shown: the chosen option's words, yes or no, the text trimmed", () => {
  const shown = form();
  assert.equal(shownValue(shown.querySelector("#w-fumble")), "Strict, the document's");
  const box = shown.querySelector("#w-aug");
  assert.equal(shownValue(box), "yes");
  box.checked = false;
  assert.equal(shownValue(box), "no");
  assert.equal(shownValue(shown.querySelector("#w-skill")), "45");
});

test("every named field in the page's order, settings and unseen ones marked", () => {
  const shown = form();
  assert.deepEqual(
    fieldsShown(shown).map(({ field, label, value, reading, unseen }) => [
      field.name,
      label,
      value,
      reading,
      unseen,
    ]),
    [
      ["skill", "Skill (%)", "45", false, false],
      ["augment", "Augment", "yes", false, false],
      ["fumble", "Fumble reading", "Strict, the document's", true, false],
      ["seed", "Seed", "7", false, true],
      ["rows", "", "Ana:1", false, true],
    ],
  );
});
