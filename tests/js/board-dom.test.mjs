// docs/javascripts/board/dom.js: the board's elements.

import assert from "node:assert/strict";
import { test } from "node:test";
import "./dom.mjs";
import { html, svg } from "../../docs/javascripts/board/dom.js";

test("SVG elements in the SVG namespace, with their attributes as text", () => {
  const node = svg("circle", { cx: 1.5, cy: 0, r: 0.8 });
  assert.equal(node.namespaceURI, "http://www.w3.org/2000/svg");
  assert.equal(node.getAttribute("cx"), "1.5");
  assert.equal(node.getAttribute("cy"), "0");
});

test("HTML elements with a class and text, never markup", () => {
  const node = html("span", "rules-board-chip", "<b>P</b>");
  assert.equal(node.className, "rules-board-chip");
  assert.equal(node.textContent, "<b>P</b>");
  assert.equal(node.children.length, 0);
  assert.equal(html("li").className, "");
});
