// One renderer per declared output kind (contract.OutputKind): each gets the element built by
// scripts/widget_html.py and the value Python returned for it, and paints it. No rules here.

import { percent, shown } from "./format.js";

function drawValue(element, value) {
  element.textContent = shown(value, element.dataset.style);
}

function drawOdds(element, odds) {
  // Display names come from the calculator's declaration (Python), baked into the page.
  const labels = JSON.parse(element.dataset.labels || "{}");
  const rows = Object.entries(odds ?? {}).map(([key, value]) => {
    const row = document.createElement("div");
    row.className = "rules-odds-row";
    const name = document.createElement("span");
    name.className = "rules-odds-label";
    name.textContent = labels[key] ?? key;
    const track = document.createElement("span");
    track.className = "rules-odds-track";
    const bar = document.createElement("span");
    bar.className = "rules-odds-bar";
    bar.style.width = `${Math.min(100, Math.max(0, Number(value) || 0))}%`;
    track.append(bar);
    const number = document.createElement("span");
    number.className = "rules-odds-value";
    number.textContent = percent(value);
    row.append(name, track, number);
    return row;
  });
  element.replaceChildren(...rows);
}

function drawRecords(element, records) {
  const columns = [...element.querySelectorAll("th[data-column]")].map((th) => th.dataset);
  const rows = (records ?? []).map((record) => {
    const tr = document.createElement("tr");
    for (const { column, style } of columns) {
      const td = document.createElement("td");
      td.textContent = shown(record[column], style);
      tr.append(td);
    }
    return tr;
  });
  element.querySelector("tbody").replaceChildren(...rows);
}

// The hundred faces 01..00, one cell each, classed by the result Python gave that face; the
// bands' ranges and names below them (the colour is never the only sign); the roll marked.
function drawStrip(element, strip) {
  const faces = (strip?.faces ?? []).map((level, index) => {
    const face = document.createElement("span");
    face.className = `rules-face rules-level-${level}`;
    face.dataset.face = String(index + 1);
    face.dataset.level = level;
    if (strip.roll === index + 1) face.classList.add("rules-face-rolled");
    return face;
  });
  const row = document.createElement("div");
  row.className = "rules-strip-faces";
  row.setAttribute("role", "img");
  row.setAttribute(
    "aria-label",
    (strip?.bands ?? []).map((band) => `${band.range}: ${band.label}`).join("; "),
  );
  row.append(...faces);
  const legend = document.createElement("ul");
  legend.className = "rules-strip-legend";
  for (const band of strip?.bands ?? []) {
    const item = document.createElement("li");
    item.className = `rules-level-${band.level}`;
    item.textContent = `${band.range} ${band.label}`;
    legend.append(item);
  }
  element.replaceChildren(row, legend);
}

// Warnings next to the numbers they qualify; the list hides itself when there are none.
function drawWarnings(element, warnings) {
  const items = (warnings ?? []).map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  });
  element.replaceChildren(...items);
  element.hidden = items.length === 0;
}

export const DRAW = {
  warnings: drawWarnings,
  value: drawValue,
  odds: drawOdds,
  records: drawRecords,
  strip: drawStrip,
};

// "location_hp.head" -> result.location_hp.head
export function lookUp(result, key) {
  return key.split(".").reduce((node, part) => (node == null ? undefined : node[part]), result);
}
