// The one loader, on every page: mounts each calculator widget ([data-calculator]) and talks to
// the one Pyodide worker. It holds no rules: field text goes to Python as typed, and Python's
// answer is put on the page. The pieces live in ./rules/ (engine, widget, draw, permalink).
//
// Material's instant navigation swaps the page content without reloading this module, so the
// engine below is a module-level singleton: Python starts once per visit, not once per page.

import { startEngine } from "./rules/engine.js";
import { mount } from "./rules/widget.js";

let engine = null; // {ready: Promise, ask(line): Promise<answer>}, created on first need
const mounted = new WeakSet();

function mountPage() {
  const roots = [...document.querySelectorAll("[data-calculator]")].filter(
    (root) => !mounted.has(root),
  );
  if (roots.length === 0) return; // pages without calculators never start Python
  engine ??= startEngine();
  for (const root of roots) {
    mounted.add(root);
    mount(root, engine);
  }
}

// document$ is Material's stream of page loads (first load and each instant navigation).
if (window.document$) window.document$.subscribe(mountPage);
else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountPage);
} else mountPage();
