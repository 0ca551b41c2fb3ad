// @ts-check
// The rows input (contract kind "rows", rules_py/rows.py): an editable table, one row per thing
// (a combatant), one cell per declared column, with Add row and Remove buttons. It keeps the
// rows' compact text ("Ana:12:3:0:none;Bo:8:2:1:dazed") in the form's hidden field of the same
// name, so the widget sends it to Python, writes it to the permalink and restores it like any
// other field. Python checks every cell; its message about a cell appears in that cell. Text is
// put on the page with textContent and value only, never as HTML.

import { yesOrNo } from "./yesno.js";

const ROW = ";";
const CELL = ":";
const ESCAPE = "\\";

/** @typedef {import("../../../types/contract").InputDeclaration} Column declared as an input */
/** @typedef {HTMLInputElement | HTMLSelectElement} CellControl */

// The compact text as rows of cell texts (rules_py.rows.split_compact does the same).
/**
 * @param {string} text
 * @returns {string[][]}
 */
export function splitRows(text) {
  const rows = [];
  let cells = [];
  let cell = "";
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (character === ESCAPE) {
      i += 1;
      cell += text[i] ?? "";
    } else if (character === CELL) {
      cells.push(cell);
      cell = "";
    } else if (character === ROW) {
      rows.push([...cells, cell]);
      cells = [];
      cell = "";
    } else cell += character;
  }
  rows.push([...cells, cell]);
  return rows.filter((row) => row.some((part) => part.trim() !== ""));
}

/** @param {string} text */
function escapeCell(text) {
  return [ESCAPE, CELL, ROW].reduce(
    (done, special) => done.split(special).join(ESCAPE + special),
    text,
  );
}

// Rows of cell texts as the compact text (rules_py.rows.compact).
/**
 * @param {string[][]} rows
 * @returns {string}
 */
export function joinRows(rows) {
  return rows.map((cells) => cells.map(escapeCell).join(CELL)).join(ROW);
}

/**
 * @param {Column} column
 * @param {string} text
 * @returns {CellControl}
 */
function cellControl(column, text) {
  if (column.kind === "choice") {
    const select = document.createElement("select");
    column.choices.forEach((choice, index) => {
      const option = document.createElement("option");
      option.value = choice;
      option.textContent = column.choice_labels?.[index] ?? choice;
      select.append(option);
    });
    // A choice's default is one of its choices: text.
    select.value = text === "" ? String(column.default ?? "") : text.trim().toLowerCase();
    return select;
  }
  const input = document.createElement("input");
  if (column.kind === "yesno") {
    input.type = "checkbox";
    const shown = text === "" ? String(column.default ?? "") : text;
    input.checked = yesOrNo(shown) === true;
    return input;
  }
  input.type = "text";
  input.spellcheck = false;
  input.autocomplete = "off";
  if (column.kind === "integer") input.inputMode = "numeric";
  if (column.kind === "text" && column.maximum) input.size = Math.min(column.maximum, 12);
  // A cell the compact text leaves off (a column added later) shows what Python reads there.
  input.value = text === "" && column.default != null ? String(column.default) : text;
  return input;
}

/** @param {CellControl} control */
function cellText(control) {
  if (control.type === "checkbox")
    return /** @type {HTMLInputElement} */ (control).checked ? "1" : "0";
  return control.value;
}

/**
 * Build the table of every rows input in a widget's form.
 * @param {HTMLFormElement} root
 */
export function mountRows(root) {
  const blocks = /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-rows-for]"));
  for (const block of blocks) buildRows(block);
}

/**
 * Build every table again from its field, as the field now reads (after Reset or Next round):
 * a shallow copy of each block sheds the old table's listeners.
 * @param {HTMLFormElement} form
 */
export function rebuildRows(form) {
  for (const block of form.querySelectorAll("[data-rows-for]")) {
    block.replaceWith(block.cloneNode(false));
  }
  mountRows(form);
}

/**
 * The table's head: each column's label, and the Remove column's, for screen readers only.
 * @param {Column[]} columns
 */
function headOf(columns) {
  const head = document.createElement("thead");
  const headRow = document.createElement("tr");
  for (const column of columns) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = column.label;
    headRow.append(th);
  }
  const actionsHead = document.createElement("th");
  actionsHead.scope = "col";
  const hiddenWords = document.createElement("span");
  hiddenWords.className = "rules-visually-hidden";
  hiddenWords.textContent = "Remove";
  actionsHead.append(hiddenWords);
  headRow.append(actionsHead);
  head.append(headRow);
  return head;
}

/**
 * @param {string} errorFor the input path Python's message about it names
 * @param {string} [id]
 */
function errorSpan(errorFor, id) {
  const error = document.createElement("span");
  error.className = "rules-error";
  if (id) error.id = id;
  error.dataset.errorFor = errorFor;
  error.setAttribute("aria-live", "polite");
  return error;
}

/**
 * One row of the table: a cell per column, each with its label (shown on a phone), its control
 * and its error slot, then Remove and the row's own error slot.
 * @param {{ name: string, id: string, columns: Column[] }} rowsInput its name, its field's id
 * @param {string[]} cells the row's cell texts
 * @param {number} index the row's place, from 0
 */
function rowOf({ name, id, columns }, cells, index) {
  const number = index + 1;
  const tr = document.createElement("tr");
  columns.forEach((column, at) => {
    const td = document.createElement("td");
    const path = `${name}[${number}].${column.name}`;
    const label = document.createElement("span");
    label.className = "rules-rows-cell-label";
    label.setAttribute("aria-hidden", "true");
    label.textContent = column.label;
    const control = cellControl(column, cells[at] ?? "");
    control.dataset.cell = path;
    control.setAttribute("aria-label", `${column.label}, row ${number}`);
    const error = errorSpan(path, `${id}-${number}-${column.name}-error`);
    control.setAttribute("aria-describedby", error.id);
    td.append(label, control, error);
    tr.append(td);
  });
  const td = document.createElement("td");
  td.className = "rules-rows-actions";
  const remove = document.createElement("button");
  remove.type = "button";
  remove.className = "rules-rows-remove";
  remove.textContent = "Remove";
  remove.setAttribute("aria-label", `Remove row ${number}`);
  remove.dataset.removeRow = String(index);
  td.append(remove, errorSpan(`${name}[${number}]`));
  tr.append(td);
  return tr;
}

/**
 * The row Add row starts from, as Python declared it (contract Input.new_row, `startRow`), else
 * the columns' defaults; a text cell (the name) gets a number that no other row has in that
 * column.
 * @param {Column[]} columns
 * @param {string[]} startRow
 * @param {string[][]} rows the rows there are
 */
function freshRow(columns, startRow, rows) {
  return columns.map((column, at) => {
    const start = startRow[at] ?? String(column.default ?? "");
    if (column.kind !== "text" || start === "") return start;
    const taken = new Set(rows.map((cells) => (cells[at] ?? "").trim().toLowerCase()));
    let number = rows.length + 1;
    while (taken.has(`${start} ${number}`.toLowerCase())) number += 1;
    return `${start} ${number}`;
  });
}

/** @param {HTMLElement} block a [data-rows-for], with its data-columns (scripts/pages/widget/) */
function buildRows(block) {
  const name = /** @type {string} */ (block.dataset.rowsFor);
  const hidden = block.closest("form")?.elements.namedItem(name);
  if (!(hidden instanceof HTMLInputElement))
    throw new Error(`rows input ${name}: no field of its name`);
  /** @type {Column[]} */
  const columns = JSON.parse(/** @type {string} */ (block.dataset.columns));
  const rowsInput = { name, id: hidden.id, columns };
  const table = document.createElement("table");
  table.className = "rules-rows-table";
  const body = document.createElement("tbody");
  table.append(headOf(columns), body);
  const add = document.createElement("button");
  add.type = "button";
  add.className = "md-button rules-rows-add";
  add.textContent = "Add row";
  block.replaceChildren(table, add);

  const current = () =>
    [...body.rows].map((tr) =>
      [.../** @type {NodeListOf<CellControl>} */ (tr.querySelectorAll("[data-cell]"))].map(
        cellText,
      ),
    );
  /** @param {string[][]} rows */
  const render = (rows) => {
    body.replaceChildren(...rows.map((cells, index) => rowOf(rowsInput, cells, index)));
  };

  // Cells edited: the hidden field follows at once, before the form's own listener runs.
  const sync = () => {
    hidden.value = joinRows(current());
  };
  const changed = () => {
    sync();
    hidden.dispatchEvent(new Event("input", { bubbles: true }));
  };
  block.addEventListener("input", (event) => {
    if (event.target !== hidden) sync();
  });
  block.addEventListener("change", (event) => {
    if (/** @type {CellControl} */ (event.target).type === "checkbox") sync();
  });
  const startRow = splitRows(block.dataset.newRow ?? "")[0] ?? [];
  add.addEventListener("click", () => {
    const rows = current();
    rows.push(freshRow(columns, startRow, rows));
    render(rows);
    changed();
    /** @type {HTMLElement | null} */ (
      body.rows[body.rows.length - 1].querySelector("[data-cell]")
    )?.focus();
  });
  body.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (event.target).closest("[data-remove-row]")
    );
    if (!button) return;
    const index = Number(button.dataset.removeRow);
    const rows = current();
    rows.splice(index, 1);
    render(rows);
    changed();
    // Focus stays in the table: the row that took this place, else the one before, else Add.
    const next = body.rows[Math.min(index, body.rows.length - 1)];
    const nextRemove = /** @type {HTMLElement | null} */ (next?.querySelector("[data-remove-row]"));
    (nextRemove ?? add).focus();
  });
  render(splitRows(hidden.value));
}
