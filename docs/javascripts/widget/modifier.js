// @ts-check
// A chance's modifier (scripts/pages/widget/ draws it under the chance): buttons that step it
// by −20, −10, +10, +20 with one thumb, and one that turns its sign, since an iPhone's digit
// keypad has no minus. The field's text is all Python reads: it adds the modifier to the chance,
// checks the sum and shows it ("75 − 20 = 55"); a field holding a sum ("-10+5") gets the step
// written after it, for Python to add up. The steps show only while the modifier is in use
// (data-stepping, inputs.css): from a tap or the focus in it until a tap or the focus elsewhere.

const MINUS = "\u2212";
const WHOLE = /^[+-]?\d+$/;

/**
 * The modifier's text after a step: a whole number stepped (0 reads as none: empty), any other
 * text with the step written after it.
 * @param {string} text
 * @param {number} step
 */
export function stepped(text, step) {
  const written = text.trim().replaceAll(MINUS, "-");
  if (written === "") return String(step);
  if (!WHOLE.test(written)) return `${written}${step < 0 ? "-" : "+"}${Math.abs(step)}`;
  const total = Number(written) + step;
  return total === 0 ? "" : String(total);
}

/**
 * The modifier's text with its sign turned: "20" and "+20" to "-20", "-20" to "20"; a sum's
 * first term turns; empty stays empty.
 * @param {string} text
 */
export function signTurned(text) {
  const written = text.trim().replaceAll(MINUS, "-");
  if (written === "") return "";
  if (written.startsWith("-")) return written.slice(1).trimStart();
  return `-${written.replace(/^\+\s*/, "")}`;
}

/**
 * Mark a modifier in use (its steps shown) from a tap or the focus in it, until a tap or the
 * focus lands outside it. A tap on a step keeps them: on iOS a button takes no focus, and the
 * field's focus leaves for nowhere.
 * @param {HTMLElement} block a .rules-modifier
 */
function showStepsInUse(block) {
  const use = () => block.toggleAttribute("data-stepping", true);
  block.addEventListener("pointerdown", use);
  block.addEventListener("focusin", use);
  block.addEventListener("focusout", (event) => {
    const next = /** @type {FocusEvent} */ (event).relatedTarget;
    if (next instanceof Node && !block.contains(next)) block.removeAttribute("data-stepping");
  });
  block.ownerDocument.addEventListener("pointerdown", (event) => {
    if (event.target instanceof Node && !block.contains(event.target))
      block.removeAttribute("data-stepping");
  });
}

/**
 * Wire every step and sign button of `form` to its field.
 * @param {HTMLFormElement} form
 */
export function mountModifiers(form) {
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (
    form.querySelectorAll(".rules-modifier")
  )) {
    showStepsInUse(block);
  }
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
    form.querySelectorAll('[data-action="step"], [data-action="sign"]')
  )) {
    button.addEventListener("click", () => {
      const field = form.elements.namedItem(button.dataset.for ?? "");
      if (!(field instanceof HTMLInputElement)) return;
      const step = Number(button.dataset.step);
      field.value =
        button.dataset.action === "step" ? stepped(field.value, step) : signTurned(field.value);
      // The focus stays on the button: a phone's keyboard does not open over the answer.
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
}
