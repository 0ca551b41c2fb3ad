// A chance's modifier (docs/javascripts/widget/modifier.js): steps of 10 and 20, its sign turned
// (an iPhone's digit keypad has no minus), the text left for Python to read.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { mountModifiers, signTurned, stepped } = await import(
  "../../docs/javascripts/widget/modifier.js"
);

test("a step adds to a whole number; none becomes the step; back to 0 is none", () => {
  assert.equal(stepped("", -20), "-20");
  assert.equal(stepped("-20", -10), "-30");
  assert.equal(stepped("+10", 10), "20");
  assert.equal(stepped("\u221220", 20), ""); // the site's own minus sign, copied from the page
  assert.equal(stepped(" 5 ", -20), "-15");
});

test("a step after a sum is written after it, for Python to add up", () => {
  assert.equal(stepped("-10+5", -20), "-10+5-20");
  assert.equal(stepped("x", 10), "x+10"); // still refused by Python, beside the field
});

test("the sign turns: a digit keypad with no minus still reaches a penalty", () => {
  assert.equal(signTurned("15"), "-15");
  assert.equal(signTurned("+15"), "-15");
  assert.equal(signTurned("-15"), "15");
  assert.equal(signTurned("\u221215"), "15");
  assert.equal(signTurned(""), "");
});

test("the buttons write into their field and tell the form", () => {
  withDom();
  document.body.innerHTML = `<form>
    <input name="chance_modifier" value="">
    <button type="button" data-action="step" data-for="chance_modifier" data-step="-20"></button>
    <button type="button" data-action="step" data-for="chance_modifier" data-step="10"></button>
    <button type="button" data-action="sign" data-for="chance_modifier"></button>
  </form>`;
  const form = /** @type {HTMLFormElement} */ (document.querySelector("form"));
  const field = /** @type {HTMLInputElement} */ (form.elements.namedItem("chance_modifier"));
  /** @type {string[]} */
  const heard = [];
  form.addEventListener("input", () => heard.push(`input ${field.value}`));
  form.addEventListener("change", () => heard.push(`change ${field.value}`));
  mountModifiers(form);
  const [minus20, plus10, sign] = /** @type {NodeListOf<HTMLButtonElement>} */ (
    form.querySelectorAll("button")
  );
  minus20.click();
  minus20.click();
  plus10.click();
  assert.equal(field.value, "-30");
  sign.click();
  assert.equal(field.value, "30");
  assert.deepEqual(heard.slice(0, 2), ["input -20", "change -20"]);
  assert.equal(heard.length, 8);
});

test("the steps show while the modifier is in use, until a tap or the focus elsewhere", () => {
  withDom();
  document.body.innerHTML = `<form><div class="rules-modifier">
    <input name="chance_modifier" value="">
    <span class="rules-step-row"><button type="button" data-action="step"
      data-for="chance_modifier" data-step="-20"></button></span>
  </div><input name="roll"></form><p id="away">text</p>`;
  const form = /** @type {HTMLFormElement} */ (document.querySelector("form"));
  const block = /** @type {HTMLElement} */ (form.querySelector(".rules-modifier"));
  mountModifiers(form);
  const field = /** @type {HTMLInputElement} */ (form.elements.namedItem("chance_modifier"));
  const roll = /** @type {HTMLInputElement} */ (form.elements.namedItem("roll"));
  const step = /** @type {HTMLButtonElement} */ (block.querySelector("button"));
  const shown = () => block.hasAttribute("data-stepping");
  assert.equal(shown(), false); // one row: the field and its sign
  field.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
  assert.equal(shown(), true);
  // A tap on a step: the field's focus leaves for nowhere (iOS), the steps stay.
  field.dispatchEvent(new window.FocusEvent("focusout", { bubbles: true, relatedTarget: null }));
  step.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
  assert.equal(shown(), true);
  // A tap elsewhere on the page hides them.
  document
    .getElementById("away")
    ?.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
  assert.equal(shown(), false);
  // The focus moved on to the next field (Tab, a keyboard's Next) hides them too.
  field.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
  field.dispatchEvent(new window.FocusEvent("focusout", { bubbles: true, relatedTarget: roll }));
  assert.equal(shown(), false);
});
