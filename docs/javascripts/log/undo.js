// @ts-check
// A few seconds' Undo after an action that loses something (Clear on the roll log, Remove on a
// character, a party put in place of another): the action is done at once, and a line says what
// was done with an Undo button beside it until the next message or UNDO_MS have passed.

const UNDO_MS = 10000;

/** @type {WeakMap<HTMLElement, () => void>} the offer standing in each message line */
const standing = new WeakMap();

/**
 * Say `text` in `line` (an aria-live element) with an Undo button that calls `undo` once.
 * @param {HTMLElement} line
 * @param {string} text what was done: "Vasana removed."
 * @param {() => string} undo puts it back; returns what to say then
 * @param {number} [ms] how long the button stays
 * @returns {HTMLButtonElement} the button (to take the focus where the action's own went away)
 */
export function offerUndo(line, text, undo, ms = UNDO_MS) {
  standing.get(line)?.();
  const button = document.createElement("button");
  button.type = "button";
  button.className = "md-button rules-undo";
  button.dataset.action = "undo";
  button.textContent = "Undo";
  line.replaceChildren(`${text} `, button);
  const timer = setTimeout(() => withdraw(), ms);
  const withdraw = () => {
    clearTimeout(timer);
    button.remove();
    standing.delete(line);
  };
  standing.set(line, withdraw);
  button.addEventListener("click", () => {
    withdraw();
    line.textContent = undo();
  });
  return button;
}

/**
 * Say `text` in `line`, taking back any Undo standing there (one message at a time).
 * @param {HTMLElement} line
 * @param {string} text
 */
export function say(line, text) {
  standing.get(line)?.();
  line.textContent = text;
}
