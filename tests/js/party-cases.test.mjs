// The party file as the browser reads it (docs/javascripts/party/: nameKey and the schema's check
// in schema-check.js, the kept party's reader and upgrade in kept.js, offers in store.js), against
// the cases Python runs too (tests/fixtures/party_cases.json; tests/party/test_party_cases.py),
// each result written once in the file. The schema is Python's (./party-schema.mjs).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { PARTY_SCHEMA } = await import("./party-schema.mjs");
const { firstFault, nameKey } = await import("../../docs/javascripts/party/schema-check.js");
const { characterFaultOf, upgradeParty } = await import("../../docs/javascripts/party/kept.js");
const { offers, readParty } = await import("../../docs/javascripts/party/store.js");

const CASES = JSON.parse(readFileSync("tests/fixtures/party_cases.json", "utf-8"));
const party = (...characters) => ({
  format: PARTY_SCHEMA.properties.format.const,
  version: PARTY_SCHEMA.properties.version.const,
  characters,
});

for (const { a, b, same, why } of CASES.names) {
  test(`names: ${why}`, () => {
    assert.equal(nameKey(a) === nameKey(b), same);
    const twice = party({ name: a, document: "runequest" }, { name: b, document: "brp" });
    assert.equal(firstFault(PARTY_SCHEMA, twice), same ? "characters[1].name: is named twice" : "");
    localStorage.setItem("rules-party", JSON.stringify(twice));
    const kept = readParty();
    assert.equal(kept.characters.length, same ? 1 : 2);
    assert.deepEqual(
      kept.damaged.map(({ at, fault }) => [at, fault]),
      same ? [[1, "name: another character has it"]] : [],
    );
    const ticked = party({ name: "Vasana", document: "runequest", experience: [a, b] });
    const fault = firstFault(PARTY_SCHEMA, ticked);
    assert.equal(fault.startsWith("characters[0].experience[1]: "), same);
    assert.equal(fault === "", !same);
  });
}

for (const { why, character, refused, offers: offered } of CASES.characters) {
  test(`characters: ${why}`, () => {
    const entry = { name: "Vasana", document: "runequest", ...character };
    const fault = characterFaultOf(JSON.parse(JSON.stringify(entry)));
    if (refused) {
      assert.ok(fault.startsWith(`${refused}: `), fault);
      return;
    }
    assert.equal(fault, "");
    for (const [holds, values] of Object.entries(offered))
      assert.deepEqual(Object.fromEntries(offers(entry, holds)), values);
  });
}

for (const { why, from, to } of CASES.upgrades) {
  test(`upgrades: ${why}`, () => assert.deepEqual(upgradeParty(from), to));
}

// Every character alone, as Python's casefold reads it (the characters it changes, listed by
// Python): the table the schema carries covers all of Unicode, not only the cases above. Only
// the characters the build's Python knows (its Unicode may be older than Node's: a letter added
// since has no fold to it, and one in the browser is matched by its case alone).
test("nameKey folds every character as Python's name_key does", () => {
  const python = process.env.PYTHON ?? ".venv/bin/python";
  const script = [
    "import json, sys, unicodedata",
    "from rules_py.party_names import name_key",
    "codes = [c for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) != 'Cn']",
    "changed = {c: name_key(chr(c)) for c in codes if name_key(chr(c)) != chr(c)}",
    "print(json.dumps({'codes': codes, 'changed': changed}))",
  ].join("\n");
  const { codes, changed } = JSON.parse(
    execFileSync(python, ["-c", script], { encoding: "utf-8", maxBuffer: 1 << 26 }),
  );
  const wrong = [];
  for (const code of codes) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const character = String.fromCodePoint(code);
    const expected = changed[code] ?? character;
    if (nameKey(character) !== expected) wrong.push(code.toString(16));
  }
  assert.deepEqual(wrong, []);
});
