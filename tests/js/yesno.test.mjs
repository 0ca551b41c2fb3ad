// docs/javascripts/widget/yesno.js: a yes/no input's box sends Python true or false, the link
// keeps yes or no, and an old link's word is read as rules_py.parsers.yes_or_no reads it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { linkText, sent, yesNoBox, yesOrNo } = await import(
  "../../docs/javascripts/widget/yesno.js"
);

function field(html) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("input, select");
}

test("the words Python's parser reads as yes or no, in any case and spacing", () => {
  for (const word of ["yes", "Y", " true ", "1"]) assert.equal(yesOrNo(word), true, word);
  for (const word of ["no", "N", "FALSE", "0"]) assert.equal(yesOrNo(word), false, word);
  for (const word of ["", "maybe", "2", "oui"]) assert.equal(yesOrNo(word), null, word);
});

test("a box sends true or false and the link says yes or no", () => {
  const box = field('<input type="checkbox" name="tackle">');
  assert.equal(yesNoBox(box), box);
  assert.equal(sent(box), false);
  assert.equal(linkText(box), "no");
  box.checked = true;
  assert.equal(sent(box), true);
  assert.equal(linkText(box), "yes");
});

test("any other field sends and keeps its text", () => {
  const text = field('<input type="text" name="chance" value="55">');
  assert.equal(yesNoBox(text), null);
  assert.equal(sent(text), "55");
  assert.equal(linkText(text), "55");
  const select = field('<select name="fumbles"><option value="fumble" selected></option></select>');
  assert.equal(yesNoBox(select), null);
  assert.equal(linkText(select), "fumble");
});
