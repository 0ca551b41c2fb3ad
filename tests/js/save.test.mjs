// docs/javascripts/party/save.js: "Save as a character" puts the checked inputs and Python's
// answer into the party where the calculator's declared map says (RuneQuest characteristics:
// STR 13, CON 11, SIZ 14 give 12 hit points: RuneQuest, The Game System › Hit points).
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { mountSave } = await import("../../docs/javascripts/party/save.js");
const { readCharacters } = await import("../../docs/javascripts/party/store.js");

// The save block as scripts/widget_html.py writes it for the characteristics calculator, its
// map cut to three values.
const MAP = JSON.stringify({
  document: "runequest",
  values: [
    ["input.str", "characteristics.STR"],
    ["input.con", "characteristics.CON"],
    ["hit_points", "hit_points"],
  ],
});

function widget() {
  document.body.innerHTML = `<div class="rules-calculator">
    <form><input name="str" value="13"><input name="con" value="11"></form>
    <div class="rules-save-character" data-character-map='${MAP}'>
      <input type="text" data-character-name>
      <button type="button" data-action="save-character">Save as a character</button>
      <span data-saved aria-live="polite"></span>
    </div></div>`;
  const root = document.querySelector(".rules-calculator");
  const save = mountSave(root, root.querySelector("form"));
  const name = root.querySelector("[data-character-name]");
  const click = () => root.querySelector('[data-action="save-character"]').click();
  const said = () => root.querySelector("[data-saved]").textContent;
  return { save, name, click, said };
}

test("a name is asked for first, then the answer waited for", () => {
  localStorage.clear();
  const { name, click, said } = widget();
  click();
  assert.equal(said(), "Give the character a name first.");
  assert.equal(document.activeElement, name);
  name.value = "Vasana";
  click();
  assert.equal(said(), "Wait for the answer, then save.");
  assert.deepEqual(readCharacters(), []);
});

test("the inputs and the answer go where the map says; saved again, the one kept is updated", () => {
  localStorage.clear();
  const { save, name, click, said } = widget();
  save.answered({ hit_points: 12 });
  name.value = " Vasana ";
  click();
  assert.equal(said(), "Vasana is added to the party.");
  assert.deepEqual(readCharacters(), [
    {
      name: "Vasana",
      document: "runequest",
      characteristics: { STR: 13, CON: 11 },
      hit_points: 12,
    },
  ]);
  document.querySelector('[name="str"]').value = "15";
  name.value = "vasana";
  click();
  assert.equal(said(), "vasana is updated in the party.");
  assert.equal(readCharacters().length, 1);
  assert.equal(readCharacters()[0].characteristics.STR, 15);
});

test("a value that is no number is left out", () => {
  localStorage.clear();
  const { save, name, click } = widget();
  save.answered({ hit_points: null });
  document.querySelector('[name="con"]').value = "";
  name.value = "Bo";
  click();
  assert.deepEqual(readCharacters()[0], {
    name: "Bo",
    document: "runequest",
    characteristics: { STR: 13 },
  });
});

test("a widget without a save block answers and does nothing", () => {
  document.body.innerHTML = "<div><form></form></div>";
  const root = document.querySelector("div");
  assert.doesNotThrow(() => mountSave(root, root.querySelector("form")).answered({}));
});
