// One rule for what a name may hold (rules_py/plain_text.py): the browser's check of the party
// schema (docs/javascripts/party/schema-check.js, the schema as Python declares it) refuses the
// names Python refuses, saying the same: the cases are tests/fixtures/names.json, which
// tests/party/test_names.py runs through Python.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { PARTY_SCHEMA } from "./party-schema.mjs";

const { firstFault } = await import("../../docs/javascripts/party/schema-check.js");
const { cases } = JSON.parse(readFileSync("tests/fixtures/names.json", "utf-8"));
const SAYS = "a character that is not shown or turns the text around: plain text only";

/** @param {string} name */
const party = (name) => ({
  format: PARTY_SCHEMA.properties.format.const,
  version: PARTY_SCHEMA.properties.version.const,
  characters: [{ name, document: "runequest", skills: { [name]: 50 } }],
});

for (const { name, refused } of cases) {
  test(`${JSON.stringify(name)} is ${refused ? `refused (${refused})` : "a name"}`, () => {
    const fault = firstFault(PARTY_SCHEMA, party(name));
    if (refused) assert.equal(fault, `characters[0].name: holds ${refused}, ${SAYS}`);
    else assert.equal(fault, "");
  });
}

test("a skill's name is held to the same rule", () => {
  const document = party("Vasana");
  document.characters[0].skills = { "Sc\u200ban": 50 };
  assert.equal(
    firstFault(PARTY_SCHEMA, document),
    `characters[0].skills.Sc\u200ban: holds U+200B, ${SAYS}`,
  );
});
