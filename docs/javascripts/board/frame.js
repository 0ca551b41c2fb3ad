// @ts-check
// The board's frame: the picker above the drawing, the drawing in its scroll box, the caption,
// the help and the legend below; the drawing's hatchings and its layers. Made new, or found in
// the board drawn in at build time (scripts/build/prerender.mjs), which is then taken over as it is.

import { html, svg } from "./dom.js";

/** @typedef {import("./state.js").Frame} Frame */

// The drawing's groups, bottom to top.
const LAYERS = ["cells", "shade", "zones", "tags", "marks", "lines", "pieces", "edges"];
let boardCount = 0; // numbers each board's hatchings, so that two boards on a page never share an id

/**
 * A new, empty frame, put in the output element in place of what it held.
 * @param {HTMLElement} element
 * @param {HTMLInputElement} field the board input
 * @param {string} title
 * @returns {Frame}
 */
export function newFrame(element, field, title) {
  const picker = html("div", "rules-board-picker");
  picker.setAttribute("role", "toolbar");
  picker.setAttribute("aria-label", "Pieces: choose one, then click a hex or use the arrow keys");
  const picture = /** @type {SVGSVGElement} */ (
    svg("svg", { class: "rules-board-svg", role: "application", tabindex: "0" })
  );
  const describedId = `${field.id}-board-help`;
  picture.setAttribute("aria-label", `${title}: arrow keys move the chosen piece`);
  picture.setAttribute("aria-describedby", describedId);
  const help = html("p", "rules-board-help");
  help.id = describedId;
  const caption = html("p", "rules-board-caption");
  caption.setAttribute("aria-live", "polite");
  const legend = html("ul", "rules-board-legend");
  const view = html("div", "rules-board-view"); // scrolls the board when it is wider than the page
  view.append(picture);
  element.replaceChildren(picker, view, caption, help, legend);
  return { picker, picture, help, caption, legend, view };
}

/**
 * The frame of the board drawn in at build time (newFrame's, there), or null.
 * @param {HTMLElement} element
 * @returns {Frame | null}
 */
export function builtFrame(element) {
  /** @param {string} selector */
  const part = (selector) => element.querySelector(`:scope > ${selector}`);
  const [picker, view, caption, help, legend] = [
    ".rules-board-picker",
    ".rules-board-view",
    ".rules-board-caption",
    ".rules-board-help",
    ".rules-board-legend",
  ].map(part);
  const picture = view?.querySelector(":scope > svg.rules-board-svg");
  const parts = [picker, view, caption, help, legend];
  if (!(picture instanceof SVGSVGElement) || !parts.every((p) => p instanceof HTMLElement)) {
    return null;
  }
  return /** @type {Frame} */ ({ picker, picture, help, caption, legend, view });
}

/**
 * The ids of the drawing's hatchings, by zone: a taken over board's zones point at its own
 * hatchings, whose ids are read from it; a new board's are numbered.
 * @param {SVGSVGElement} picture
 * @param {boolean} adopted
 * @returns {(zone: string) => string}
 */
export function hatchIds(picture, adopted) {
  boardCount += 1;
  const builtHatch = adopted ? picture.querySelector("pattern[id$='-hatch-end']")?.id : undefined;
  const hatchPrefix = builtHatch?.replace(/-hatch-end$/, "") ?? `rules-board-${boardCount}`;
  return (zone) => `${hatchPrefix}-hatch-${zone}`;
}

/**
 * The hatchings of the end zones (stripes) and the neutral zone (dots), drawn over whatever
 * shades them.
 * @param {SVGSVGElement} picture
 * @param {(zone: string) => string} hatchId
 */
export function addHatchings(picture, hatchId) {
  const defs = svg("defs");
  const stripes = svg("pattern", {
    id: hatchId("end"),
    patternUnits: "userSpaceOnUse",
    width: 0.45,
    height: 0.45,
    patternTransform: "rotate(45)",
  });
  stripes.append(svg("rect", { width: 0.13, height: 0.45, class: "rules-board-hatch" }));
  const dots = svg("pattern", {
    id: hatchId("neutral"),
    patternUnits: "userSpaceOnUse",
    width: 0.5,
    height: 0.5,
  });
  dots.append(svg("circle", { cx: 0.25, cy: 0.25, r: 0.1, class: "rules-board-hatch" }));
  defs.append(stripes, dots);
  picture.append(defs);
}

/**
 * The drawing's groups, found in a board taken over or added.
 * @param {SVGSVGElement} picture
 * @param {boolean} adopted
 * @returns {Record<string, SVGElement>}
 */
export function layersOf(picture, adopted) {
  /** @type {Record<string, SVGElement>} */
  const layers = {};
  for (const name of LAYERS) {
    const found = adopted ? picture.querySelector(`:scope > g.rules-board-${name}`) : null;
    layers[name] = found instanceof SVGElement ? found : svg("g", { class: `rules-board-${name}` });
    if (!found) picture.append(layers[name]);
  }
  return layers;
}
