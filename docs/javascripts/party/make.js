// @ts-check
// The Party page's elements: text set as text (textContent), buttons named by their action.

/** @param {string} tag @param {string} [text] @param {string} [className] */
export function make(tag, text, className) {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** @param {string} text @param {string} action its data-action, which the tests press */
export function button(text, action) {
  const made = /** @type {HTMLButtonElement} */ (make("button", text, "md-button"));
  made.type = "button";
  made.dataset.action = action;
  return made;
}
