// The party's generic pieces: the small JSON Schema check (docs/javascripts/party/schema-check.js)
// names the first fault and where it is; the store (party/store.js) keeps characters by name and
// says what each offers an input that holds a value.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { firstFault } = await import("../../docs/javascripts/party/schema-check.js");
const store = await import("../../docs/javascripts/party/store.js");

const schema = {
  type: "object",
  required: ["format", "characters"],
  additionalProperties: false,
  properties: {
    format: { const: "d100-rules-party" },
    characters: {
      type: "array",
      "x-unique-by": "name",
      items: {
        type: "object",
        required: ["name"],
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1, maxLength: 40 },
          skills: {
            type: "object",
            additionalProperties: { type: "integer", minimum: -200, maximum: 999 },
          },
        },
      },
    },
  },
};
const party = (/** @type {unknown[]} */ characters) => ({ format: "d100-rules-party", characters });

beforeEach(() => withDom());

test("a party as the schema says has no fault", () => {
  assert.equal(firstFault(schema, party([{ name: "Vasana", skills: { Broadsword: 75 } }])), "");
});

test("each fault is named with where it is", () => {
  assert.equal(firstFault(schema, { characters: [] }), "format: is missing");
  assert.equal(
    firstFault(schema, party([{ name: "Ogre", skills: { Club: 1000 } }])),
    "characters[0].skills.Club: is 1000; at most 999",
  );
  assert.equal(
    firstFault(schema, party([{ name: "Ogre", skills: { Club: "60%" } }])),
    'characters[0].skills.Club: must be a whole number, not "60%"',
  );
  assert.equal(
    firstFault(schema, party([{ name: "A", age: 3 }])),
    "characters[0].age: is not a field it takes",
  );
  assert.equal(
    firstFault(schema, party([{ name: "Troll" }, { name: "troll" }])),
    "characters[1].name: is named twice",
  );
});

test("a character saved under a kept name takes its place", () => {
  store.saveCharacter({ name: "Vasana", document: "runequest", skills: { Broadsword: 75 } });
  store.saveCharacter({ name: "vasana", document: "runequest", skills: { Broadsword: 80 } });
  assert.deepEqual(
    store.readCharacters().map((c) => c.skills?.Broadsword),
    [80],
  );
});

test("what a character offers each kind of input", () => {
  const vasana = {
    name: "Vasana",
    document: "runequest",
    characteristics: { STR: 13, POW: 16 },
    skills: { Broadsword: 75 },
    strike_rank: 7,
  };
  assert.deepEqual(store.offers(vasana, "skill"), [["Broadsword", 75]]);
  assert.deepEqual(store.offers(vasana, "characteristic:POW"), [["POW", 16]]);
  assert.deepEqual(store.offers(vasana, "characteristic").length, 2);
  assert.deepEqual(store.offers(vasana, "strike_rank"), [["strike rank", 7]]);
  assert.deepEqual(store.offers(vasana, "hit_points"), []);
  assert.deepEqual(store.offers(vasana, "runeball:mus"), []);
});
