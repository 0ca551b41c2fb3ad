// @ts-check
// Making the board's elements: SVG ones for the drawing, HTML ones around it.

const SVG = "http://www.w3.org/2000/svg";

/**
 * @param {string} name
 * @param {Record<string, string | number>} [attributes]
 */
export function svg(name, attributes = {}) {
  const node = document.createElementNS(SVG, name);
  for (const [key, val] of Object.entries(attributes)) node.setAttribute(key, String(val));
  return node;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} name
 * @param {string} [className]
 * @param {string} [text]
 */
export function html(name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
