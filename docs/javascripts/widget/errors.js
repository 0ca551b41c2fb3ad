// @ts-check
// Python's messages about bad input, each beside its own field (one no field owns on the status
// line); a message about an empty field the reader has not reached yet waits a little.

/** @typedef {import("../../../types/contract").InputErrorRecord} InputErrorRecord */
/** @typedef {import("./permalink.js").Field} Field */

// A message about an empty field the reader has not reached yet ("give both rolls") waits this
// long, or until the reader leaves the field they are typing in.
const PATIENCE_MS = 1500;

/**
 * The error slots of one widget.
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 * @param {(input: string) => Field | null} control a field by input name or a cell by its path
 * @param {InputErrorRecord[]} fromLink the link's own errors, shown until the first edit
 */
export function errorSlots(root, form, control, fromLink) {
  const status = /** @type {HTMLElement} */ (root.querySelector("[data-status]"));
  let linkErrors = fromLink;
  /** @type {(() => void) | null} */
  let waiting = null; // a message held back while the reader is still typing elsewhere

  /** @param {InputErrorRecord[]} errors */
  const showAt = (errors) => {
    for (const { message, input } of errors) {
      const slot = input && root.querySelector(`[data-error-for="${CSS.escape(input)}"]`);
      if (slot) {
        slot.textContent = message;
        control(input)?.setAttribute("aria-invalid", "true");
      } else {
        status.textContent = input ? `${input}: ${message}` : message;
      }
    }
  };
  const clear = () => {
    for (const slot of root.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const marked of form.querySelectorAll("[aria-invalid]")) {
      marked.removeAttribute("aria-invalid");
    }
    status.textContent = "";
    showAt(linkErrors);
  };
  const cancelWait = () => {
    waiting?.();
    waiting = null;
  };
  /** @param {InputErrorRecord[]} errors @param {() => void} show */
  const holdBack = (errors, show) => {
    const typing = /** @type {HTMLInputElement | null} */ (document.activeElement);
    const early = errors.every((error) => {
      const named = error.input && control(error.input);
      return named && named.value === "" && typing?.form === form && typing !== named;
    });
    if (!early) return false;
    if (!typing) throw new Error("no field has the focus"); // early: each error has one
    const now = () => {
      cancelWait();
      show();
    };
    const timer = setTimeout(now, PATIENCE_MS);
    typing.addEventListener("blur", now, { once: true });
    waiting = () => {
      clearTimeout(timer);
      typing.removeEventListener("blur", now);
    };
    return true;
  };
  return {
    clear,
    /** @param {InputErrorRecord[]} errors */
    show(errors) {
      clear();
      showAt(errors);
    },
    holdBack,
    cancelWait,
    edited() {
      linkErrors = [];
    },
  };
}
