// docs/javascripts/widget/errors.js: Python's messages about bad input, each beside its own
// field (one no field owns on the status line), a link's own errors kept until the first edit,
// and a message about an empty field the reader has not reached yet held back.
import assert from "node:assert/strict";
import { mock, test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
mock.timers.enable({ apis: ["setTimeout"] });
const { errorSlots } = await import("../../docs/javascripts/widget/errors.js");

function widget(fromLink = []) {
  document.body.innerHTML = `<div><p data-status></p><form>
    <input name="a" value="60"><span data-error-for="a"></span>
    <input name="b" value=""><span data-error-for="b"></span>
  </form></div>`;
  const root = document.querySelector("div");
  const form = root.querySelector("form");
  const control = (input) => form.elements.namedItem(input);
  const slots = errorSlots(root, form, control, fromLink);
  const slot = (input) => root.querySelector(`[data-error-for="${input}"]`).textContent;
  const status = () => root.querySelector("[data-status]").textContent;
  return { slots, form, control, slot, status };
}

test("a message beside its field, the field marked invalid; one no field owns on the status line", () => {
  const { slots, control, slot, status } = widget();
  slots.show([
    { input: "a", message: "Give a whole number." },
    { input: "modifier", message: "Too large." },
    { input: null, message: "Nothing to roll." },
  ]);
  assert.equal(slot("a"), "Give a whole number.");
  assert.equal(control("a").getAttribute("aria-invalid"), "true");
  assert.equal(status(), "Nothing to roll."); // the last one no slot holds
  slots.clear();
  assert.equal(slot("a"), "");
  assert.equal(control("a").hasAttribute("aria-invalid"), false);
  assert.equal(status(), "");
});

test("a link's own errors stay until the reader edits", () => {
  const { slots, slot } = widget([{ input: "b", message: "The link's b is not a number." }]);
  slots.clear();
  assert.equal(slot("b"), "The link's b is not a number.");
  slots.edited();
  slots.clear();
  assert.equal(slot("b"), "");
});

test("an empty field not reached yet: held back while the reader types elsewhere", () => {
  const { slots, control, slot } = widget();
  control("a").focus();
  let shown = 0;
  const errors = [{ input: "b", message: "Give both ratings." }];
  const show = () => {
    shown += 1;
    slots.show(errors);
  };
  assert.equal(slots.holdBack(errors, show), true);
  mock.timers.tick(1499);
  assert.equal(slot("b"), "");
  mock.timers.tick(1);
  assert.equal(slot("b"), "Give both ratings.");
  assert.equal(shown, 1);
  // held back again, then shown at once when the reader leaves the field
  assert.equal(slots.holdBack(errors, show), true);
  control("a").dispatchEvent(new Event("blur"));
  assert.equal(shown, 2);
  mock.timers.tick(2000);
  assert.equal(shown, 2); // the timer was withdrawn
  // a message about the field being typed in, or a filled one, is not held back
  control("b").focus();
  assert.equal(slots.holdBack(errors, show), false);
});
