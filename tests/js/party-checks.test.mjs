// Experience checks kept on the party (docs/javascripts/party/checks.js; RuneQuest, The Game
// System › Ability Results): the checks a roll's answer names, ticked on the characters kept,
// cleared one by one or all at once; a character the party does not hold is passed over.
import assert from "node:assert/strict";
import { test } from "node:test";
import { PARTY_SCHEMA } from "./party-schema.mjs";
import { withDom } from "./with-dom.mjs";

const { checksOf, clear, saidOf, tick } = await import("../../docs/javascripts/party/checks.js");
const { readCharacters, writeCharacters } = await import("../../docs/javascripts/party/store.js");

const VASANA = { name: "Vasana", document: "runequest", skills: { Scan: 60, Dodge: 40 } };
const KALLYR = { name: "Kallyr", document: "runequest", skills: { Scan: 45 } };

/** A widget declaring its experience result, one field picked from the party. */
function widget() {
  withDom();
  document.body.innerHTML = `<div data-experience="checks"><form>
    <input name="chance" data-who="Vasana" data-what="Scan"><input name="b"></form></div>`;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-experience]"));
  return { root, form: /** @type {HTMLFormElement} */ (root.querySelector("form")) };
}

test("a field picked from the party, and a character named, give their checks", () => {
  const { root, form } = widget();
  assert.deepEqual(checksOf(root, form, { checks: [{ field: "chance" }, { field: "b" }] }), [
    { who: "Vasana", ability: "Scan" }, // b was typed: nobody's
  ]);
  assert.deepEqual(checksOf(root, form, { checks: [{ name: "Kallyr", ability: "Scan" }] }), [
    { who: "Kallyr", ability: "Scan" },
  ]);
  assert.deepEqual(checksOf(root, form, { checks: [] }), []);
  root.removeAttribute("data-experience");
  assert.deepEqual(checksOf(root, form, { checks: [{ field: "chance" }] }), []);
});

test("ticked on the party once, kept as version 3, cleared one by one and all at once", () => {
  widget();
  assert.equal(PARTY_SCHEMA.properties.version.const, 3);
  writeCharacters([VASANA, KALLYR]);
  const first = tick([
    { who: "vasana", ability: "Scan" },
    { who: "Broo", ability: "Scan" }, // not in the party
    { who: "Kallyr", ability: "Scan" },
  ]);
  assert.deepEqual(first.done, [
    { who: "Vasana", ability: "Scan" },
    { who: "Kallyr", ability: "Scan" },
  ]);
  assert.equal(first.kept, true);
  assert.equal(saidOf(first.done), "Experience checks: Vasana, Scan; Kallyr, Scan.");
  assert.deepEqual(tick([{ who: "Vasana", ability: "scan" }]).done, []); // ticked already
  const kept = JSON.parse(localStorage.getItem("rules-party") ?? "{}");
  assert.equal(kept.version, 3);
  assert.deepEqual(kept.characters[0].experience, ["Scan"]);
  tick([{ who: "Vasana", ability: "Dodge" }]);
  clear("Vasana", "Scan");
  assert.deepEqual(readCharacters()[0].experience, ["Dodge"]);
  const before = clear();
  assert.deepEqual(
    readCharacters().map((c) => c.experience),
    [undefined, undefined],
  );
  assert.deepEqual(before?.[1].experience, ["Scan"]); // what Undo puts back
});

test("a version 2 party kept before reads as version 3 with no checks", async () => {
  withDom();
  localStorage.setItem(
    "rules-party",
    JSON.stringify({ format: "d100-rules-party", version: 2, characters: [VASANA] }),
  );
  assert.deepEqual(readCharacters(), [VASANA]);
});
