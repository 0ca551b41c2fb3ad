// docs/javascripts/site/search-worker.js: Material's own search worker (from the installed
// theme, in .venv), run here as the site runs it, over a small index in Material's format:
// the page's messages reach it in order, and its answers come back in the site's order.

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";

const VENV = new URL("../../.venv/lib/", import.meta.url);
const [python] = readdirSync(VENV).filter((name) => name.startsWith("python"));
const WORKERS = new URL(
  `${python}/site-packages/material/templates/assets/javascripts/workers/`,
  VENV,
);
const [material] = readdirSync(WORKERS).filter((name) => /^search\.\w+\.min\.js$/.test(name));

// A worker's global scope, as far as the two workers use it.
const scope = new EventTarget();
const answers = [];
globalThis.self = globalThis;
globalThis.addEventListener = scope.addEventListener.bind(scope);
globalThis.dispatchEvent = scope.dispatchEvent.bind(scope);
globalThis.postMessage = (message) => answers.push(message);

const [SETUP, READY, QUERY, RESULT] = [0, 1, 2, 3];

/** Posts a message as the page would; resolves with the worker's answer. */
async function send(message) {
  const before = answers.length;
  scope.dispatchEvent(new MessageEvent("message", { data: message }));
  for (let tries = 0; answers.length === before && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return answers.at(-1);
}

const doc = (location, title, text, boost) => ({ location, title, text, ...(boost && { boost }) });
const INDEX = {
  config: {
    lang: ["en"],
    separator: "[\\s\\-]+",
    pipeline: ["stopWordFilter"],
    fields: { title: { boost: 1000 }, text: { boost: 1 } },
    glossary: [{ short: "sr", words: ["strike", "rank"], location: "round/#strike-rank-cycles" }],
  },
  docs: [
    doc("combat/", "Combat", "<p>Rounds of fighting.</p>"),
    doc("combat/#defence", "Parries and dodges", "<p>A parry stops a blow.</p>"),
    doc("combat/#movement", "Moving", "<p>Disengaging costs the round.</p>"),
    doc("party/", "The party", "<p>Your characters.</p>"),
    doc("round/", "The round", "<p>Strike ranks.</p>"),
    doc("round/#strike-rank-cycles", "Strike rank cycles", "<p>SR counts down.</p>"),
    doc("stats/", "Characteristics", "<p>DEX and SIZ.</p>"),
    doc("stats/#strike-ranks", "Strike ranks", "<p>DEX strike rank and SIZ strike rank.</p>"),
  ],
};

// Started as the page starts it (overrides/partials/hold-search.js): Material's worker named
// first, and the setup held until it is in.
await import("../../docs/javascripts/site/search-worker.js");
scope.dispatchEvent(
  new MessageEvent("message", {
    data: { type: "rules:material", url: new URL(material, WORKERS).href },
  }),
);
const ready = await send({ type: SETUP, data: { ...INDEX, options: { suggest: false } } });

/** The locations of the answer's groups, each group's best first. */
async function search(query) {
  const answer = await send({ type: QUERY, data: query });
  assert.equal(answer.type, RESULT);
  return answer.data.items.map((group) => group.map(({ location }) => location));
}

test("the setup reaches Material's worker, which says it is ready", () => {
  assert.equal(ready.type, READY);
});

test("a word in another ending: 'disengage' finds 'Disengaging', 'parries' finds 'parry'", async () => {
  assert.deepEqual((await search("disengage"))[0][0], "combat/#movement");
  assert.deepEqual((await search("parries"))[0][0], "combat/#defence");
});

test("a typo in a word of five letters or more; a word of the index is never a typo", async () => {
  assert.deepEqual((await search("dodgse"))[0][0], "combat/#defence");
  assert.ok(!(await search("parry")).flat().includes("party/"));
});

test("an abbreviation through the glossary, the section holding both words first", async () => {
  assert.deepEqual((await search("DEX SR"))[0][0], "stats/#strike-ranks");
  assert.deepEqual((await search("SR"))[0][0], "round/#strike-rank-cycles");
});

test("no word found in another form is listed as missing", async () => {
  const answer = await send({ type: QUERY, data: "disengage" });
  assert.deepEqual(answer.data.items[0][0].terms, { disengage: true });
});

test("lunr's own syntax is searched as written", async () => {
  assert.deepEqual((await search("+parry")).flat(), ["combat/#defence", "combat/"]);
});
