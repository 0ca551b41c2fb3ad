// @ts-check
// A chance's modifier (scripts/widget_html.py draws it under the chance): buttons that step it
// by −20, −10, +10, +20 with one thumb, and one that turns its sign, since an iPhone's digit
// keypad has no minus. The field's text is all Python reads: it adds the modifier to the chance,
// checks the sum and shows it ("75 − 20 = 55"); a field holding a sum ("-10+5") gets the step
// written after it, for Python to add up.

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
 * Wire every step and sign button of `form` to its field.
 * @param {HTMLFormElement} form
 */
export function mountModifiers(form) {
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
