// The party's generic pieces: the small JSON Schema check (docs/javascripts/party/schema-check.js)
// names the first fault and where it is; the store (party/store.js) keeps characters by name, reads
// a version 1 party as version 2 (as rules_py.party.upgrade does: tests/party/test_party_file.py
// holds the same cases), says what each offers an input that holds a value, and who has a skill.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

await import("./party-schema.mjs"); // the versions read and written: Python's schema

const { firstFault } = await import("../../docs/javascripts/party/schema-check.js");
const store = await import("../../docs/javascripts/party/store.js");

// Where every reader's browser keeps the party (a new key would lose it).
const PARTY_KEY = "rules-party";

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
    strike_ranks: { runequest: 7 },
  };
  assert.deepEqual(store.offers(vasana, "skill"), [["Broadsword", 75]]);
  assert.deepEqual(store.offers(vasana, "characteristic:POW"), [["POW", 16]]);
  assert.deepEqual(store.offers(vasana, "characteristic").length, 2);
  assert.deepEqual(store.offers(vasana, "strike_rank:runequest"), [["strike rank", 7]]);
  // RuneQuest II's round counts the other way: her RuneQuest strike rank is not its.
  assert.deepEqual(store.offers(vasana, "strike_rank:rq2_combat"), []);
  assert.deepEqual(store.offers(vasana, "hit_points"), []);
  assert.deepEqual(store.offers(vasana, "runeball:mus"), []);
  assert.deepEqual(store.offers(vasana, "skill_name"), []);
});

// rules_py.party.upgrade's cases (tests/party/test_party_file.py VERSION_1).
const VERSION_1 = [
  [{ name: "Vasana", document: "runequest", strike_rank: 3 }, { runequest: 3 }],
  [{ name: "Ivo", document: "rq2_combat", strike_rank: 14 }, { rq2_combat: 14 }],
  [{ name: "Ana", document: "brp", strike_rank: 9 }, { rq2_combat: 9 }],
  [{ name: "Bo", document: "runeball", strike_rank: 0 }, { rq2_combat: 0 }],
  [{ name: "Cy", document: "request" }, undefined],
];

test("a version 1 party is read as version 3, each strike rank in its game", () => {
  const old = { format: "d100-rules-party", version: 1, characters: VERSION_1.map(([c]) => c) };
  const read = /** @type {any} */ (store.upgradeParty(old));
  assert.equal(read.version, 3);
  assert.deepEqual(
    read.characters.map((/** @type {any} */ c) => c.strike_ranks),
    VERSION_1.map(([, ranks]) => ranks),
  );
  assert.ok(read.characters.every((/** @type {any} */ c) => !("strike_rank" in c)));
  assert.equal(old.characters[0].strike_rank, 3); // the file read is left as it was
  // A party this browser kept as version 1 reads the same way.
  localStorage.setItem(PARTY_KEY, JSON.stringify(old));
  assert.deepEqual(store.readCharacters()[0].strike_ranks, { runequest: 3 });
  // Version 2 takes the new number; version 3, or anything else, is left as it is.
  const two = { format: "d100-rules-party", version: 2, characters: [] };
  assert.deepEqual(store.upgradeParty(two), { ...two, version: 3 });
  const now = { format: "d100-rules-party", version: 3, characters: [] };
  assert.equal(store.upgradeParty(now), now);
  assert.equal(store.upgradeParty("text"), "text");
});

test("the party's skills, told apart without case, with everyone who has each", () => {
  const skills = store.skillsOfParty([
    { name: "Vasana", document: "runequest", skills: { Scan: 60, Broadsword: 75 } },
    { name: "Kallyr", document: "runequest", skills: { scan: 45 } },
  ]);
  assert.deepEqual([...skills.keys()], ["scan", "broadsword"]);
  assert.deepEqual(skills.get("scan"), {
    name: "Scan",
    who: [
      ["Vasana", 60],
      ["Kallyr", 45],
    ],
  });
});

test("the reminder to save a file follows the party", () => {
  store.writeCharacters([{ name: "Vasana", document: "runequest" }]);
  assert.equal(store.exportState(), "never");
  store.markExported();
  assert.equal(store.exportState(), "saved");
  store.saveCharacter({ name: "Kallyr", document: "runequest" });
  assert.equal(store.exportState(), "changed");
});

test("saving a character asks the browser to keep the storage", async () => {
  let asked = 0;
  Object.defineProperty(globalThis, "navigator", {
    configurable: true,
    value: { storage: { persist: async () => ++asked > 0, persisted: async () => asked > 0 } },
  });
  assert.equal(await store.storageKept(), false);
  store.saveCharacter({ name: "Vasana", document: "runequest" });
  assert.equal(asked, 1);
  assert.equal(await store.storageKept(), true);
  Object.defineProperty(globalThis, "navigator", { configurable: true, value: {} });
  assert.equal(await store.keepStorage(), false); // a browser that cannot say: not kept
  assert.equal(await store.storageKept(), null);
});

test("a value picked from the party names its character until typed over", async () => {
  const { mountPickers } = await import("../../docs/javascripts/party/picker.js");
  const { inputsInShort } = await import("../../docs/javascripts/widget/headline.js");
  store.writeCharacters([
    { name: "Vasana", document: "runequest", skills: { Broadsword: 75, Dodge: 40 } },
  ]);
  document.body.innerHTML = `<form>
    <div class="rules-field"><label for="f-c">Modified chance (%)</label>
      <input id="f-c" name="chance" value="50" data-holds="skill"></div>
    <div class="rules-field"><label for="f-r">Roll</label><input id="f-r" name="roll" value=""></div>
  </form>`;
  const form = /** @type {HTMLFormElement} */ (document.querySelector("form"));
  const field = /** @type {HTMLInputElement} */ (form.elements.namedItem("chance"));
  mountPickers(form);
  const pick = /** @type {HTMLSelectElement} */ (form.querySelector("[data-pick-for=chance]"));
  const tag = /** @type {HTMLElement} */ (form.querySelector("[data-picked-for=chance]"));
  assert.deepEqual(
    [...pick.options].map((o) => o.textContent),
    ["Party…", "Vasana: Broadsword 75%", "Vasana: Dodge 40%"],
  );
  assert.equal(tag.hidden, true);
  pick.value = "75";
  pick.dispatchEvent(new Event("change"));
  assert.equal(field.value, "75");
  assert.equal(tag.hidden, false);
  assert.equal(tag.textContent, "Vasana · Broadsword");
  assert.equal(inputsInShort(form), "Vasana, Broadsword 75%");
  // Another field changing keeps the name; typing over this one drops it.
  form.dispatchEvent(new Event("input"));
  assert.equal(tag.textContent, "Vasana · Broadsword");
  field.value = "60";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  assert.equal(tag.hidden, true);
  assert.equal(inputsInShort(form), "Modified chance (%) 60");
});
