// docs/javascripts/party/save.js: "Save as a character" puts the checked inputs and Python's
// answer into the party where the calculator's declared map says (RuneQuest characteristics:
// STR 13, CON 11, SIZ 14 give 12 hit points: RuneQuest, The Game System › Hit points).
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";
import { whileStorageFull } from "./full-storage.mjs";

withDom();
await import("./party-schema.mjs"); // the schema Python declares, as the build puts it in
const { mountSave } = await import("../../docs/javascripts/party/save.js");
const { readCharacters } = await import("../../docs/javascripts/party/store.js");

// The save block as scripts/pages/widget/ writes it for the characteristics calculator, its
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
    <div data-results></div>
    <div class="rules-save-character" data-character-map='${MAP}'>
      <input type="text" data-character-name>
      <button type="button" data-action="save-character">Save as a character</button>
      <span data-saved aria-live="polite"></span>
    </div></div>`;
  const root = document.querySelector(".rules-calculator");
  const save = mountSave(root, root.querySelector("form"));
  const name = root.querySelector("[data-character-name]");
  // Save waits for Python's answer to the inputs shown (widget/answer-text.js): a moment.
  const click = async () => {
    root.querySelector('[data-action="save-character"]').click();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const said = () => root.querySelector("[data-saved]").textContent;
  const results = root.querySelector("[data-results]");
  return { save, name, click, said, results };
}

test("a name is asked for first, then the answer waited for", async () => {
  localStorage.clear();
  const { name, click, said } = widget();
  await click();
  assert.equal(said(), "Give the character a name first.");
  assert.equal(document.activeElement, name);
  name.value = "Vasana";
  await click();
  assert.equal(said(), "Wait for the answer, then save.");
  assert.deepEqual(readCharacters(), []);
});

test("the inputs and the answer go where the map says; saved again, the one kept is updated", async () => {
  localStorage.clear();
  const { save, name, click, said } = widget();
  save.answered({ hit_points: 12 });
  name.value = " Vasana ";
  await click();
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
  await click();
  assert.equal(said(), "vasana is updated in the party.");
  assert.equal(readCharacters().length, 1);
  assert.equal(readCharacters()[0].characteristics.STR, 15);
});

test("a value that is no number is left out", async () => {
  localStorage.clear();
  const { save, name, click } = widget();
  save.answered({ hit_points: null });
  document.querySelector('[name="con"]').value = "";
  name.value = "Bo";
  await click();
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

test("only what Python accepted is saved: not while an edit waits, nor after a refusal", async () => {
  localStorage.clear();
  const { save, name, click, said, results } = widget();
  save.answered({ hit_points: 12 });
  name.value = "Vasana";
  // STR 999 typed (widget/mount.js marks the answer out of date until Python answers), and
  // refused: the last good numbers stay, marked stale
  document.querySelector('[name="str"]').value = "999";
  results.setAttribute("data-out-of-date", "");
  results.classList.add("rules-stale");
  await click();
  assert.match(said(), /^Not saved: the answer shown is not for the inputs shown/);
  assert.deepEqual(readCharacters(), []);
  // corrected and answered: saved, with the answer for these inputs
  document.querySelector('[name="str"]').value = "14";
  results.classList.remove("rules-stale");
  results.removeAttribute("data-out-of-date");
  save.answered({ hit_points: 13 });
  await click();
  assert.equal(said(), "Vasana is added to the party.");
  assert.equal(readCharacters()[0].characteristics.STR, 14);
  assert.equal(readCharacters()[0].hit_points, 13);
});

test("a character the party file would refuse is not saved, and says why", async () => {
  localStorage.clear();
  const { save, name, click, said } = widget();
  save.answered({ hit_points: 5000 }); // past the schema's 999
  name.value = "Bo";
  await click();
  assert.equal(said(), "Not saved: the party file refuses it (hit_points: is 5000; at most 999).");
  assert.deepEqual(readCharacters(), []);
});

test("a full storage is said where the character was, with what to do", async () => {
  localStorage.clear();
  const { save, name, click, said } = widget();
  save.answered({ hit_points: 12 });
  name.value = "Bo";
  await whileStorageFull(click);
  assert.match(said(), /^Not kept: this browser refused to keep Bo \(its storage may be full\)/);
  assert.deepEqual(readCharacters(), []);
});
