// docs/javascripts/party/reading.js: a party read back from a file or a link, shown first (its
// characters, which replace one kept) and only then merged or put in place, with Undo; what is
// not JSON, or not a party as the schema declares it, refused with the party untouched.

import assert from "node:assert/strict";
import { afterEach, beforeEach, mock, test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { mountReading } = await import("../../docs/javascripts/party/reading.js");
const store = await import("../../docs/javascripts/party/store.js");

// A small party schema, as rules_py/party.py declares its like (schema-check.js reads it).
const SCHEMA = {
  type: "object",
  required: ["format", "characters"],
  properties: {
    format: { const: "d100-rules-party" },
    version: { type: "integer" },
    characters: {
      type: "array",
      "x-unique-by": "name",
      items: {
        type: "object",
        required: ["name", "document"],
        properties: {
          name: { type: "string", minLength: 1 },
          document: { enum: ["runequest", "runeball"] },
          skills: { type: "object", additionalProperties: { type: "integer" } },
        },
      },
    },
  },
};
const TITLES = new Map([["runequest", "RuneQuest, The Game System"]]);
const file = (characters) => JSON.stringify({ format: "d100-rules-party", version: 2, characters });
const ANA = { name: "Ana", document: "runequest", skills: { Dodge: 40 } };
const BO = { name: "Bo", document: "runequest" };

let keptAsked;
/** The import area in a page whose party holds Ana; returns it and its message line. */
function reading() {
  withDom("http://127.0.0.1/party/");
  globalThis.location = window.location;
  globalThis.history = window.history;
  Object.defineProperty(globalThis, "navigator", {
    configurable: true,
    get: () => ({ storage: { persist: async () => true } }),
  });
  store.writeCharacters([{ name: "ana", document: "runequest" }]);
  const told = document.createElement("p");
  keptAsked = 0;
  const area = mountReading({ schema: SCHEMA, titles: TITLES, told, kept: () => (keptAsked += 1) });
  document.body.append(area.field, area.preview, told);
  return { ...area, told };
}
const press = (preview, action) => preview.querySelector(`[data-action="${action}"]`).click();
const names = () => store.readCharacters().map(({ name }) => name);

beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(() => mock.timers.reset());

test("a file's field takes JSON files", () => {
  const { field } = reading();
  const input = field.querySelector("input");
  assert.equal(input.type, "file");
  assert.equal(input.accept, ".json,application/json");
  assert.equal(input.dataset.action, "import");
});

test("a party is shown before it is read: its characters, and which replaces one kept", () => {
  const { preview, offer } = reading();
  offer(file([ANA, BO]), "party.json");
  assert.equal(preview.hidden, false);
  assert.equal(preview.querySelector("p").textContent, "party.json holds 2 characters:");
  assert.deepEqual(
    [...preview.querySelectorAll("li")].map((li) => li.textContent),
    ["Ana: Dodge 40% (replaces the one kept)", "Bo: no values yet"],
  );
  assert.deepEqual(names(), ["ana"], "nothing read yet");
});

test("Merge: the file's characters in place of those of the same name, the others kept", async () => {
  const { preview, offer, told } = reading();
  store.writeCharacters([
    { name: "ana", document: "runequest" },
    { name: "Cy", document: "runeball" },
  ]);
  offer(file([ANA, BO]), "party.json");
  press(preview, "merge");
  assert.deepEqual(names(), ["Ana", "Cy", "Bo"]);
  assert.equal(preview.hidden, true);
  assert.match(told.textContent, /^The file's characters were merged into the party\. Undo$/);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(keptAsked, 1, "the browser asked to keep what was read");
});

test("Replace, then Undo: the party as it was before the file", () => {
  const { preview, offer, told } = reading();
  offer(file([BO]), "party.json");
  press(preview, "replace");
  assert.deepEqual(names(), ["Bo"]);
  told.querySelector('[data-action="undo"]').click();
  assert.deepEqual(names(), ["ana"]);
  assert.equal(told.textContent, "The party is as it was before the file.");
});

test("Cancel: the party unchanged, and said so", () => {
  const { preview, offer, told } = reading();
  offer(file([BO]), "party.json");
  press(preview, "cancel-import");
  assert.deepEqual(names(), ["ana"]);
  assert.equal(told.textContent, "Not read: the party is unchanged.");
  assert.equal(preview.hidden, true);
});

test("not JSON, or not a party: refused, marked as a refusal, the party untouched", () => {
  const { preview, offer, told } = reading();
  offer('{"format": "d100-rules-party", "charac', "cut.json");
  assert.equal(
    told.textContent,
    "cut.json is not a party file: it is not JSON (it may be cut short). The party is unchanged.",
  );
  assert.equal(told.dataset.refused, "");
  assert.ok(told.classList.contains("rules-error"));
  offer(file([{ name: "Ana", document: "glorantha" }]), "odd.json");
  assert.match(told.textContent, /^odd\.json is refused: .+\. The party is unchanged\.$/);
  assert.equal(preview.hidden, true);
  assert.deepEqual(names(), ["ana"]);
  offer(file([BO]), "party.json"); // a good file after: the refusal's mark goes
  assert.equal(told.dataset.refused, undefined);
  assert.equal(told.classList.contains("rules-error"), false);
});
