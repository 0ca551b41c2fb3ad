// docs/javascripts/party/kept.js: the one reader of the stored party, against the schema
// rules_py.party declares (./party-schema.mjs puts it in, as the build does). A damaged
// character is that character's fault alone (listed with its fault, the others read); a party
// this site cannot read is set aside whole and never overwritten (issue 49); nothing it reads
// makes it throw.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";
import { withFullStorage } from "./full-storage.mjs";

withDom();
await import("./party-schema.mjs");
const { readParty, readCharacters, writeCharacters, writeEntries, saveCharacter } = await import(
  "../../docs/javascripts/party/store.js"
);
const { asideFor } = await import("../../docs/javascripts/site/set-aside.js");

const KEY = "rules-party"; // where every reader's browser keeps the party
const ASIDE = "rules-party-unreadable";
const party = (characters, version = 2) => ({ format: "d100-rules-party", version, characters });
const store = (value) =>
  localStorage.setItem(KEY, typeof value === "string" ? value : JSON.stringify(value));
const VASANA = { name: "Vasana", document: "runequest", skills: { Broadsword: 75 } };
const TROLL = { name: "Troll", document: "runequest", skills: { Parry: 60 } };

beforeEach(() => localStorage.clear());

test("nothing kept, or storage refused: no characters, nothing set aside", () => {
  assert.deepEqual(readParty(), {
    characters: [],
    damaged: [],
    entries: [],
    unread: "",
    safe: true,
  });
});

test("issue 49's three: null, a number as a name, a 20,000-character name are each that character's fault", () => {
  const long = { name: "x".repeat(20000), document: "runequest" };
  store(party([VASANA, null, { name: 7, document: "brp" }, long, TROLL]));
  const { characters, damaged } = readParty();
  assert.deepEqual(characters, [VASANA, TROLL]);
  assert.deepEqual(
    damaged.map(({ at, fault }) => [at, fault]),
    [
      [1, "must be of type object, not null"],
      [2, "name: must be of type string, not 7"],
      [3, "name: is longer than 40 characters"],
    ],
  );
  assert.deepEqual(readCharacters(), [VASANA, TROLL]);
  assert.deepEqual(asideFor(KEY), [], "a damaged character is kept in its place, not set aside");
});

test("a value out of range names its own character and field, not another's", () => {
  const bad = { name: "Bo", document: "runequest", skills: { Scan: -5000 } };
  store(party([VASANA, bad]));
  const [damaged] = readParty().damaged;
  assert.equal(damaged.at, 1);
  assert.match(damaged.fault, /^skills\.Scan: is -5000; at least -\d+$/);
});

test("a name twice over (told apart without case): the second is damaged", () => {
  store(party([VASANA, { ...TROLL, name: "VASANA " }]));
  const { characters, damaged } = readParty();
  assert.deepEqual(characters, [VASANA]);
  assert.equal(damaged[0].fault, "name: another character has it");
});

test("writing keeps the damaged characters, after the readable ones", () => {
  store(party([null, VASANA]));
  assert.equal(writeCharacters([VASANA, TROLL]), true);
  assert.deepEqual(JSON.parse(localStorage.getItem(KEY)).characters, [VASANA, TROLL, null]);
  // a readable character of the same name as a damaged one takes its place
  store(party([{ name: "Bo", document: "nowhere" }]));
  saveCharacter({ name: "bo", document: "brp" });
  assert.deepEqual(JSON.parse(localStorage.getItem(KEY)).characters, [
    { name: "bo", document: "brp" },
  ]);
});

for (const [what, text, why] of [
  ["cut short", '{"format":"d100-rules-party","version":2,"charac', /not JSON/],
  ["a newer version", JSON.stringify(party([VASANA], 4)), /^version: is 4; expected 3$/],
  ["another format", JSON.stringify({ format: "other", version: 2, characters: [] }), /^format: /],
  ["characters not a list", JSON.stringify({ ...party([]), characters: {} }), /characters/],
  ["a list, not a party", "[1, 2]", /must be of type object/],
  ["a bare string", '"party"', /must be of type object/],
]) {
  test(`a party ${what} is set aside as it was, named, and never overwritten`, () => {
    store(text);
    const read = readParty();
    assert.deepEqual(read.characters, []);
    assert.match(read.unread, why);
    assert.equal(read.safe, true);
    assert.equal(writeCharacters([VASANA]), true);
    assert.deepEqual(readCharacters(), [VASANA]);
    const [aside] = asideFor(KEY);
    assert.equal(aside.key, ASIDE);
    assert.equal(aside.text, text, "kept byte for byte");
    assert.match(aside.why, why);
    writeCharacters([TROLL]);
    assert.equal(asideFor(KEY).length, 1, "set aside once");
    assert.equal(asideFor(KEY)[0].text, text);
  });
}

test("a second unreadable party is kept beside the first, not over it", () => {
  store("{first");
  readParty();
  store("{second");
  readParty();
  assert.deepEqual(
    asideFor(KEY).map(({ key, text }) => [key, text]),
    [
      [ASIDE, "{first"],
      [`${ASIDE}-2`, "{second"],
    ],
  );
});

test("an unreadable party that cannot be set aside (storage full) is not overwritten", () => {
  store("{cut short");
  withFullStorage(() => {
    assert.equal(readParty().safe, false);
    assert.equal(writeEntries([VASANA]), false);
  });
  assert.equal(localStorage.getItem(KEY), "{cut short");
});

test("a party nested past the stack is set aside, not thrown", () => {
  const deep = `${"[".repeat(20000)}${"]".repeat(20000)}`;
  store(
    `{"format":"d100-rules-party","version":2,"characters":[{"name":"A","document":"brp","x":${deep}}]}`,
  );
  assert.doesNotThrow(() => readParty());
  assert.equal(readParty().unread, "it is nested too deep to read");
  assert.equal(asideFor(KEY).length, 1);
});

test("a version 1 party is read as version 3", () => {
  store(party([{ name: "Ivo", document: "brp", strike_rank: 9 }], 1));
  assert.deepEqual(readCharacters(), [
    { name: "Ivo", document: "brp", strike_ranks: { rq2_combat: 9 } },
  ]);
});
