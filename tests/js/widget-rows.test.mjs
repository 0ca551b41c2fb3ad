// docs/javascripts/widget/rows.js: the rows input's compact text read and written as
// rules_py/rows.py does (split_compact, compact: their doctests' cases), and its table: a row
// per combatant, a control per column (a choice's words, a box, text), Add row numbering a new
// name no other row has, Remove, and the form's hidden field following every edit.

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { joinRows, mountRows, rebuildRows, splitRows } = await import(
  "../../docs/javascripts/widget/rows.js"
);

test("the compact text as rows, as rules_py.rows.split_compact reads it", () => {
  assert.deepEqual(splitRows("Ana:12:3;Bo\\:x:8;;"), [
    ["Ana", "12", "3"],
    ["Bo:x", "8"],
  ]);
  assert.deepEqual(splitRows("  "), []);
  assert.deepEqual(splitRows("a\\\\b:1"), [["a\\b", "1"]]);
});

test("rows as the compact text, as rules_py.rows.compact writes it, and back", () => {
  const rows = [
    ["Ana", "12", "0"],
    ["B:o", "8", "1"],
  ];
  assert.equal(joinRows(rows), "Ana:12:0;B\\:o:8:1");
  const awkward = [["semi;colon", "back\\slash", "co:lon"]];
  assert.deepEqual(splitRows(joinRows(awkward)), awkward);
});

const COLUMNS = [
  { name: "name", label: "Name", kind: "text", maximum: 20 },
  { name: "sr", label: "SR", kind: "integer", default: 6 },
  {
    name: "state",
    label: "State",
    kind: "choice",
    choices: ["none", "dazed"],
    choice_labels: ["None", "Dazed"],
    default: "none",
  },
  { name: "down", label: "Down", kind: "yesno", default: false },
];

let window;
beforeEach(() => {
  window = withDom();
  // happy-dom's table sections have no `rows`: a body's rows, as a browser gives them.
  Object.defineProperty(window.HTMLTableSectionElement.prototype, "rows", {
    configurable: true,
    get() {
      return this.querySelectorAll(":scope > tr");
    },
  });
});

/** A form holding a rows input `people` whose field reads `value`; returns the form. */
function rowsForm(value, newRow = "Combatant:6:none:no") {
  const form = document.createElement("form");
  const hidden = document.createElement("input");
  hidden.type = "hidden";
  hidden.name = "people";
  hidden.id = "w-people";
  hidden.value = value;
  const block = document.createElement("div");
  block.dataset.rowsFor = "people";
  block.dataset.columns = JSON.stringify(COLUMNS);
  block.dataset.newRow = newRow;
  form.append(hidden, block);
  document.body.replaceChildren(form);
  mountRows(form);
  return form;
}
const cells = (form) =>
  [...form.querySelectorAll("tbody tr")].map((tr) =>
    [...tr.querySelectorAll("[data-cell]")].map((control) =>
      control.type === "checkbox" ? control.checked : control.value,
    ),
  );

test("a row per combatant, a control per column, labelled for its row", () => {
  const form = rowsForm("Ana:12:dazed:yes;Bo");
  assert.deepEqual(
    [...form.querySelectorAll("thead th")].map((th) => th.textContent),
    ["Name", "SR", "State", "Down", "Remove"],
  );
  // A cell the text leaves off shows what Python reads there: the column's default.
  assert.deepEqual(cells(form), [
    ["Ana", "12", "dazed", true],
    ["Bo", "6", "none", false],
  ]);
  const sr = form.querySelector('[data-cell="people[2].sr"]');
  assert.equal(sr.getAttribute("aria-label"), "SR, row 2");
  assert.equal(sr.inputMode, "numeric");
  assert.equal(sr.getAttribute("aria-describedby"), "w-people-2-sr-error");
  assert.equal(form.querySelector("#w-people-2-sr-error").dataset.errorFor, "people[2].sr");
  assert.equal(
    form.querySelector('[data-cell="people[1].state"]').selectedOptions[0].textContent,
    "Dazed",
  );
});

test("an edit puts the rows' text in the field at once, and tells the form", () => {
  const form = rowsForm("Ana:12:dazed:yes");
  const hidden = form.elements.namedItem("people");
  let told = 0;
  hidden.addEventListener("input", () => (told += 1));
  const name = form.querySelector('[data-cell="people[1].name"]');
  name.value = "Ana:the bold";
  name.dispatchEvent(new window.Event("input", { bubbles: true }));
  assert.equal(hidden.value, "Ana\\:the bold:12:dazed:1");
  const down = form.querySelector('[data-cell="people[1].down"]');
  down.checked = false;
  down.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(hidden.value, "Ana\\:the bold:12:dazed:0");
  assert.equal(told, 0, "a cell's own event reaches the form: the field is not told again");
});

test("Add row starts from the declared row, its name numbered apart from the others", () => {
  const form = rowsForm("Combatant 2:7:none:no");
  const hidden = form.elements.namedItem("people");
  let told = 0;
  hidden.addEventListener("input", () => (told += 1));
  form.querySelector(".rules-rows-add").click();
  assert.deepEqual(cells(form)[1], ["Combatant 3", "6", "none", false]);
  assert.equal(hidden.value, "Combatant 2:7:none:0;Combatant 3:6:none:0");
  assert.equal(told, 1);
  assert.equal(document.activeElement, form.querySelector('[data-cell="people[2].name"]'));
});

test("Remove takes its row away; focus goes to the row that took its place, else Add row", () => {
  const form = rowsForm("Ana;Bo;Cy");
  const hidden = form.elements.namedItem("people");
  form.querySelector('[aria-label="Remove row 2"]').click();
  assert.deepEqual(
    cells(form).map(([name]) => name),
    ["Ana", "Cy"],
  );
  assert.equal(hidden.value, "Ana:6:none:0;Cy:6:none:0");
  assert.equal(document.activeElement, form.querySelector('[aria-label="Remove row 2"]'));
  form.querySelector('[aria-label="Remove row 2"]').click();
  form.querySelector('[aria-label="Remove row 1"]').click();
  assert.equal(hidden.value, "");
  assert.equal(document.activeElement, form.querySelector(".rules-rows-add"));
});

test("rebuildRows draws the table again from the field as it now reads", () => {
  const form = rowsForm("Ana");
  form.elements.namedItem("people").value = "Bo:3;Cy:4";
  rebuildRows(form);
  assert.deepEqual(
    cells(form).map(([name, sr]) => `${name} ${sr}`),
    ["Bo 3", "Cy 4"],
  );
  assert.equal(form.querySelectorAll("table").length, 1);
});
