// The Party page (docs/javascripts/party/page.js and its pieces: form.js, reading.js, safety.js,
// words.js) in a stand-in browser: a character added through the form is kept and listed with
// its values, removed with Undo, read back from a link only once the reader says so, and a file
// that is not a party is refused with the party untouched.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";
import { withFullStorage } from "./full-storage.mjs";

await import("./party-schema.mjs"); // the stored party is read against Python's schema

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
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1, maxLength: 40 },
          document: { enum: ["runequest", "runeball"] },
          characteristics: {
            type: "object",
            propertyNames: { enum: ["STR", "DEX"] },
            additionalProperties: { type: "integer", minimum: 1, maximum: 99 },
          },
          skills: {
            type: "object",
            additionalProperties: { type: "integer", minimum: -200, maximum: 999 },
          },
          hit_points: { type: "integer" },
          strike_ranks: {
            type: "object",
            properties: { runequest: { type: "integer", description: "Strike rank: 1 first" } },
          },
          runeball: {
            type: "object",
            propertyNames: { enum: ["mus"] },
            additionalProperties: { type: "integer" },
          },
        },
      },
    },
  },
};
const DOCUMENTS = [
  ["runequest", "RuneQuest, The Game System"],
  ["runeball", "Runeball, The Game"],
];
const GAME_FIELDS = {
  runequest: ["characteristics.STR", "characteristics.DEX", "skills", "strike_ranks.runequest"],
  runeball: ["runeball.mus"],
};

let window;
beforeEach(() => {
  window = withDom("http://127.0.0.1/party/");
  globalThis.location = window.location;
  globalThis.history = window.history;
  globalThis.navigator = window.navigator;
  // happy-dom has no Option constructor: new Option(text, value) as a browser makes it.
  globalThis.Option = function Option(text, value) {
    const option = document.createElement("option");
    option.textContent = text;
    option.value = value;
    return option;
  };
  globalThis.Blob = window.Blob;
});

async function partyPage() {
  const { mountPartyPage } = await import("../../docs/javascripts/party/page.js");
  const root = document.createElement("div");
  root.dataset.partySchema = JSON.stringify(SCHEMA);
  root.dataset.documents = JSON.stringify(DOCUMENTS);
  root.dataset.gameFields = JSON.stringify(GAME_FIELDS);
  document.body.append(root);
  mountPartyPage(root);
  return root;
}
const press = (root, action) =>
  /** @type {HTMLElement} */ (root.querySelector(`[data-action="${action}"]`)).click();
/** @param {HTMLElement} root @param {Record<string, string>} values */
function fill(root, values) {
  for (const [name, value] of Object.entries(values)) {
    const field = root.querySelector(`form [name="${name}"]`);
    field.value = value;
    field.dispatchEvent(new window.Event("change", { bubbles: true }));
  }
}
const submit = (root) =>
  root
    .querySelector("form.rules-party-form")
    .dispatchEvent(new window.Event("submit", { cancelable: true }));
const kept = () => JSON.parse(localStorage.getItem("rules-party") ?? "null")?.characters ?? [];

test("a character added through the form is kept, typed values as numbers, and listed", async () => {
  const root = await partyPage();
  assert.equal(root.querySelector(".rules-party-empty").hidden, false);
  press(root, "add");
  const form = root.querySelector("form.rules-party-form");
  assert.equal(form.hidden, false);
  assert.equal(form.querySelector("h3").textContent, "A new character");
  fill(root, {
    name: " Vasana ",
    document: "runequest",
    "c-STR": "13",
    "sr-runequest": "2",
    skills: "Broadsword 75%\nDodge: 40\n",
  });
  // Runeball's stat is folded away under the other games' values for a RuneQuest character.
  assert.equal(
    form.querySelector('[name="r-mus"]').closest("details").className,
    "rules-party-others",
  );
  submit(root);
  assert.equal(form.querySelector(".rules-error").textContent, "");
  assert.equal(form.hidden, true);
  assert.deepEqual(kept(), [
    {
      name: "Vasana",
      document: "runequest",
      characteristics: { STR: 13 },
      skills: { Broadsword: 75, Dodge: 40 },
      runeball: {},
      strike_ranks: { runequest: 2 },
    },
  ]);
});

test("a value the schema refuses is named next to the form, and nothing is kept", async () => {
  const root = await partyPage();
  press(root, "add");
  fill(root, { name: "Bo", document: "runequest", "c-STR": "12x" });
  submit(root);
  const error = root.querySelector("form.rules-party-form .rules-error");
  assert.match(error.textContent, /STR/);
  fill(root, { "c-STR": "12", skills: "Sing" }); // a skill with no percentage: passed on as such
  submit(root);
  assert.equal(error.textContent, 'skills.Sing: must be a whole number, not "(no percentage)"');
  assert.deepEqual(kept(), []);
});

test("the list shows each character's values; Edit fills the form; Remove is undone", async () => {
  localStorage.setItem(
    "rules-party",
    JSON.stringify({
      format: "d100-rules-party",
      version: 2,
      characters: [
        {
          name: "Ana",
          document: "runequest",
          characteristics: { STR: 10 },
          skills: { Sword: 50 },
          hit_points: 12,
          strike_ranks: { runequest: 3 },
        },
      ],
    }),
  );
  const root = await partyPage();
  const line = root.querySelector('li[data-character="Ana"]');
  assert.equal(
    line.querySelector(".rules-party-values").textContent,
    "STR 10 · Sword 50% · HP 12 · SR 3 (RuneQuest)",
  );
  press(root, "edit");
  assert.equal(root.querySelector("form h3").textContent, "Edit Ana");
  assert.equal(root.querySelector('form [name="skills"]').value, "Sword 50%");
  press(root, "remove");
  assert.deepEqual(kept(), []);
  const undo = [...root.querySelectorAll("button")].find((b) => b.textContent === "Undo");
  assert.ok(undo, "an Undo button is offered");
  undo.click();
  assert.equal(kept()[0].name, "Ana");
});

test("a party in the link is shown first, and kept only when the reader merges it", async () => {
  const party = {
    format: "d100-rules-party",
    version: 2,
    characters: [{ name: "Kallai", document: "runeball", runeball: { mus: 14 } }],
  };
  window.location.hash = `#party=${encodeURIComponent(JSON.stringify(party))}`;
  const root = await partyPage();
  const preview = root.querySelector(".rules-party-preview");
  assert.equal(preview.hidden, false);
  assert.equal(preview.querySelector("p").textContent, "The link holds 1 character:");
  assert.equal(preview.querySelector("li").textContent, "Kallai: MUS 14");
  assert.deepEqual(kept(), [], "nothing is kept before the reader chooses");
  press(root, "merge");
  assert.deepEqual(
    kept().map((c) => c.name),
    ["Kallai"],
  );
  assert.equal(preview.hidden, true);
});

test("a link that is not a party is refused, and the party is unchanged", async () => {
  window.location.hash = "#party=%7Bnot%20json";
  const root = await partyPage();
  const told = root.querySelector(".rules-party-told");
  assert.equal(told.dataset.refused, "");
  assert.match(told.textContent, /^The link is not a party file: it is not JSON/);
  assert.equal(root.querySelector(".rules-party-preview").hidden, true);
  assert.deepEqual(kept(), []);
});

test("the words: counts, a character in one line, a version 1 file's strike ranks", async () => {
  const { counted, summary, upgradeNote } = await import("../../docs/javascripts/party/words.js");
  assert.equal(counted(1, "character"), "1 character");
  assert.equal(counted(3, "character"), "3 characters");
  assert.equal(summary({ name: "X", document: "runequest" }), "no values yet");
  const titles = new Map(DOCUMENTS);
  const after = [{ name: "Ana", document: "runequest", strike_ranks: { runequest: 3 } }];
  assert.equal(
    upgradeNote({ version: 1 }, after, titles),
    "A version 1 file, read as version 3. Its strike ranks are read as the game's: Ana's 3 as RuneQuest's.",
  );
  assert.equal(upgradeNote({ version: 2 }, after, titles), "");
});

test("Edit on a page just opened fills every field, before Add was ever pressed (issue 47)", async () => {
  const ana = {
    name: "Ana",
    document: "runeball",
    hit_points: 12,
    runeball: { mus: 14 },
    strike_ranks: { runequest: 3 },
  };
  localStorage.setItem(
    "rules-party",
    JSON.stringify({ format: "d100-rules-party", version: 2, characters: [ana] }),
  );
  const root = await partyPage();
  press(root, "edit");
  const value = (name) => root.querySelector(`form [name="${name}"]`).value;
  assert.equal(value("document"), "runeball");
  assert.equal(value("hit_points"), "12");
  assert.equal(value("r-mus"), "14");
  assert.equal(value("sr-runequest"), "3");
  fill(root, { "r-mus": "15" });
  submit(root);
  assert.equal(root.querySelector("form .rules-error").textContent, "");
  assert.deepEqual(kept()[0].runeball, { mus: 15 });
});

const DAMAGED = [
  { name: "Vasana", document: "runequest", skills: { Broadsword: 75 } },
  null,
  { name: "Bo", document: "runequest", skills: { Scan: -5000 } },
  { name: 7, document: "runequest" },
];

test("a damaged character is listed with its fault, the others as ever; it is edited and removed", async () => {
  localStorage.setItem(
    "rules-party",
    JSON.stringify({ format: "d100-rules-party", version: 2, characters: DAMAGED }),
  );
  const root = await partyPage();
  assert.equal(root.querySelectorAll("li[data-character]").length, 1);
  const damaged = [...root.querySelectorAll("li[data-damaged]")];
  assert.deepEqual(
    damaged.map((li) => li.querySelector("strong").textContent),
    ["Character 2", "Bo", "Character 4"],
  );
  assert.match(damaged[1].textContent, /skills\.Scan: is -5000; at least/);
  // Another character is added meanwhile: the damaged ones never block it.
  press(root, "add");
  fill(root, { name: "Ivo", document: "runequest", skills: "Scan 40" });
  submit(root);
  assert.equal(root.querySelector("form .rules-error").textContent, "");
  assert.deepEqual(
    kept().map((c) => c?.name ?? null),
    ["Vasana", null, "Bo", 7, "Ivo"],
  );
  // Bo edited: the form holds its values, its own fault named until mended.
  damaged[1].querySelector('[data-action="edit"]').click();
  assert.equal(root.querySelector("form h3").textContent, "Edit Bo");
  assert.equal(root.querySelector('form [name="skills"]').value, "Scan -5000%");
  submit(root);
  assert.match(root.querySelector("form .rules-error").textContent, /^skills\.Scan: is -5000/);
  fill(root, { skills: "Scan 50" });
  submit(root);
  assert.equal(root.querySelector("form .rules-error").textContent, "");
  assert.deepEqual(kept()[2], {
    name: "Bo",
    document: "runequest",
    characteristics: {},
    skills: { Scan: 50 },
    runeball: {},
  });
  // the null removed, with Undo
  root.querySelector('li[data-damaged="1"] [data-action="remove"]').click();
  assert.deepEqual(
    kept().map((c) => c?.name ?? null),
    ["Vasana", "Bo", 7, "Ivo"],
  );
});

test("a party the site cannot read is named on the page, offered as a file, kept when one is added", async () => {
  localStorage.setItem("rules-party", '{"format":"d100-rules-party","version":4,"characters":[]}');
  const root = await partyPage();
  const aside = root.querySelector(".rules-party-aside");
  assert.equal(aside.hidden, false);
  assert.match(
    aside.textContent,
    /^A party this browser kept could not be read \(version: is 4; expected 3\)/,
  );
  assert.ok(aside.querySelector('[data-action="save-aside"]'));
  press(root, "add");
  fill(root, { name: "Ivo", document: "runequest" });
  submit(root);
  assert.deepEqual(
    kept().map((c) => c.name),
    ["Ivo"],
  );
  assert.equal(
    JSON.parse(localStorage.getItem("rules-party-unreadable")).text,
    '{"format":"d100-rules-party","version":4,"characters":[]}',
  );
  aside.querySelector('[data-action="forget-aside"]').click();
  assert.equal(localStorage.getItem("rules-party-unreadable"), null);
  assert.equal(aside.hidden, true);
});

test("a full storage is said at the form, the character still in it", async () => {
  const root = await partyPage();
  press(root, "add");
  fill(root, { name: "Ivo", document: "runequest" });
  withFullStorage(() => submit(root));
  const error = root.querySelector("form .rules-error").textContent;
  assert.match(error, /^Not kept: this browser refused to keep the party/);
  assert.equal(root.querySelector("form.rules-party-form").hidden, false);
});

test("a Remove the browser refuses to keep is said, the character still listed", async () => {
  localStorage.setItem(
    "rules-party",
    JSON.stringify({
      format: "d100-rules-party",
      version: 2,
      characters: [{ name: "Ana", document: "runequest" }, null],
    }),
  );
  const root = await partyPage();
  withFullStorage(() => {
    root.querySelector('li[data-character="Ana"] [data-action="remove"]').click();
    root.querySelector('li[data-damaged="1"] [data-action="remove"]').click();
  });
  assert.match(root.querySelector(".rules-party-said").textContent, /^Character 2 is not removed/);
  assert.equal(kept().length, 2);
  assert.ok(root.querySelector('li[data-character="Ana"]'));
});
