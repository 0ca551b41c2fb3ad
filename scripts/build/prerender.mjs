// Draws each calculator's answer for its default inputs into its widget, at build time, with the
// code the browser draws live answers with (docs/javascripts/render/draw.js), and its rows inputs'
// tables (widget/rows.js), under Node with a stand-in DOM (happy-dom from node_modules). Called by
// scripts/build/prerender.py.
//
// stdin: JSON {glossary, jobs: [{name, html, result, digest}]}: the glossary (the <template> a
// page carries, scripts/pages/glossary.py), and for each widget its HTML (scripts/pages/widget/), Python's
// answer for the inputs it shows and the SHA-256 of that answer's line. stdout: JSON
// {name: html}, the widget with its results drawn.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const { Window } = await import(pathToFileURL(join(root, "node_modules/happy-dom/lib/index.js")));

const window = new Window({ url: "https://example.invalid/" });
// The drawing code uses the document and these constructors as globals, as in a browser.
for (const name of [
  "document",
  "Node",
  "Element",
  "HTMLElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "SVGElement",
  "CSS",
]) {
  globalThis[name] = window[name];
}
globalThis.ResizeObserver = class {
  observe() {}
  disconnect() {}
};
globalThis.requestAnimationFrame = () => 0; // no screen, no frames: nothing to lay out
// Laid out as on a phone, the width most readers at the table see the page at: a board stands up
// (render/board.js), and a phone's browser takes that drawing over instead of drawing it again.
const PHONE_WIDTH = 390;
Object.defineProperty(window.HTMLElement.prototype, "clientWidth", { get: () => PHONE_WIDTH });

const { drawResult } = await import(
  pathToFileURL(join(root, "docs/javascripts/render/draw.js")).href
);
// The answer in one line under the form, and the same line kept in view while a field has the
// focus (widget/headline.js), drawn in with the rest.
const { drawHeadline } = await import(
  pathToFileURL(join(root, "docs/javascripts/widget/headline.js")).href
);
// A rows input's table, built from its field as the browser builds it on start: there at the
// first paint, the browser's own build of it takes the same room (no shift of what follows).
const { mountRows } = await import(
  pathToFileURL(join(root, "docs/javascripts/widget/rows.js")).href
);

const { glossary, jobs } = JSON.parse(readFileSync(0, "utf8"));
// The page's glossary (scripts/mkdocs_hooks.py puts it in every page holding a calculator), so
// that the answers' abbreviations are explained as the browser explains them (render/abbr.js).
window.document.body.insertAdjacentHTML("beforeend", glossary);
const drawn = {};
for (const { name, html, result, digest } of jobs) {
  const holder = window.document.createElement("div");
  holder.innerHTML = html;
  const widget = holder.querySelector("[data-calculator]");
  await drawResult(widget, result); // the board's code comes on demand: wait for its drawing
  drawHeadline(widget);
  const form = widget.querySelector("form");
  mountRows(form);
  // What the cells hold, in the HTML too (rows.js sets their values, which HTML does not keep).
  for (const cell of form.querySelectorAll("[data-rows-for] input[data-cell]")) {
    if (cell.type === "checkbox") cell.toggleAttribute("checked", cell.checked);
    else cell.setAttribute("value", cell.value);
  }
  for (const cell of form.querySelectorAll("[data-rows-for] select[data-cell]")) {
    for (const option of cell.options) option.toggleAttribute("selected", option.selected);
  }
  widget.dataset.prerendered = ""; // widget/mount.js: the answer shown is for the form's defaults
  widget.dataset.prerenderedDigest = digest; // widget/mount.js: Python's first answer, if the same
  drawn[name] = holder.innerHTML;
}
process.stdout.write(JSON.stringify(drawn));
await window.happyDOM.close();
