// docs/javascripts/party/damaged.js: a character being kept is checked alone (its own faults,
// then a name another character has), so an error always names the character in the form; it
// takes the place of the one edited, damaged or not; a damaged one's name is shown safely.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

withDom();
const { PARTY_SCHEMA } = await import("./party-schema.mjs");
const { characterFault, damagedName, placed } = await import(
  "../../docs/javascripts/party/damaged.js"
);

const BO = { name: "Bo", document: "runequest", skills: { Scan: -5000 } };
const ANA = { name: "Ana", document: "brp", skills: { Scan: 40 } };

test("another character's fault never blocks this one, nor is named for it", () => {
  assert.equal(characterFault(PARTY_SCHEMA, [BO, null], ANA, null), "");
  assert.match(characterFault(PARTY_SCHEMA, [ANA], BO, null), /^skills\.Scan: is -5000; at least/);
});

test("a name another character has (without case) is refused; its own name is not", () => {
  assert.equal(
    characterFault(PARTY_SCHEMA, [ANA], { ...ANA, name: "ana" }, null),
    "name: another character is called ana",
  );
  assert.equal(characterFault(PARTY_SCHEMA, [ANA], { ...ANA, skills: {} }, "Ana"), "");
  const damaged = { name: "Ana", document: "nowhere" };
  const token = { text: JSON.stringify(damaged) };
  assert.equal(characterFault(PARTY_SCHEMA, [damaged], ANA, token), "", "mends itself");
});

test("a party at its most takes no new character", () => {
  const full = Array.from({ length: PARTY_SCHEMA.properties.characters.maxItems }, (_, i) => ({
    name: `C${i}`,
    document: "brp",
  }));
  assert.match(characterFault(PARTY_SCHEMA, full, ANA, null), /^The party holds at most \d+/);
});

test("the edited character keeps its place; a new one goes last", () => {
  assert.deepEqual(placed([BO, ANA], { ...ANA, skills: {} }, "Ana"), [BO, { ...ANA, skills: {} }]);
  assert.deepEqual(placed([null, ANA], ANA, { text: "null" }), [ANA, ANA]);
  assert.deepEqual(placed([ANA], BO, null), [ANA, BO]);
});

test("a damaged character's name: its own cut short, or its place", () => {
  assert.equal(
    damagedName({ at: 0, entry: { name: "x".repeat(20000) }, fault: "" }),
    `${"x".repeat(40)}…`,
  );
  assert.equal(damagedName({ at: 2, entry: { name: 7 }, fault: "" }), "Character 3");
  assert.equal(damagedName({ at: 0, entry: null, fault: "" }), "Character 1");
});
