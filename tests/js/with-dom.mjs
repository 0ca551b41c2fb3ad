// A stand-in browser for the unit tests (happy-dom): a window whose document, storage and
// classes the modules under test reach as globals, as they do in a page.
import { Window } from "happy-dom";

/** A fresh window on `url`, its globals installed; returns the window. */
export function withDom(url = "http://127.0.0.1/page/") {
  const window = new Window({ url });
  for (const name of [
    "document",
    "localStorage",
    "Node",
    "Element",
    "HTMLElement",
    "HTMLInputElement",
    "HTMLSelectElement",
    "HTMLFormElement",
    "SVGElement",
    "SVGSVGElement",
    "CSS",
    "Event",
    "CustomEvent",
    "StorageEvent",
    "KeyboardEvent",
    "MouseEvent",
    "DOMPoint",
    "MutationObserver",
  ]) {
    globalThis[name] = window[name];
  }
  globalThis.window = window;
  return window;
}
