// docs/javascripts/site/search-rank.js: the words a query asks the index for (as typed, by stem,
// as a beginning, one typo away, through the glossary), and the order of the results.

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  GLOSSARY_SECTION,
  glossarySections,
  holds,
  planWord,
  rank,
  reorder,
  TYPO,
  TYPO_FROM,
  typos,
  WEIGHT,
  WORD_FOUND,
  wordsOf,
} from "../../docs/javascripts/site/search-rank.js";

// A small index's words, with a stand-in stemmer that drops a plural "s", "ing" and "ies".
const WORDS = ["parry", "parries", "party", "fumble", "fumbles", "strike", "rank", "ranks"];
const stem = (word) =>
  word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/(ing|s)$/, "").replace(/e$/, "");
const STOP = new Set(["the", "of", "and"]);
const vocabulary = {
  stop: (word) => STOP.has(word),
  has: (word) => WORDS.includes(word),
  stem,
  withStem: (key) => WORDS.filter((word) => stem(word) === key),
  beginning: (start) => WORDS.filter((word) => word.startsWith(start)),
};
const GLOSSARY = [
  { short: "sr", words: ["strike", "rank"], location: "rq2/the-round/#strike-rank-cycles" },
];

test("Material's query, each word with its '*', gives the words; lunr's own syntax gives none", () => {
  assert.deepEqual(wordsOf("dex* sr*"), ["dex", "sr"]);
  assert.deepEqual(wordsOf("  Parries* "), ["parries"]);
  for (const query of ["+fumble", "-party*", "fumble~2", "title:rank*", "", "fumble^2"]) {
    assert.equal(wordsOf(query), null, query);
  }
});

test("a typo: a letter left out, added, changed, or two neighbours swapped", () => {
  const near = typos("fumbel");
  for (const word of ["fumble", "fumbl", "fumbels", "fambel", "umbel"]) assert.ok(near.has(word));
  assert.ok(!near.has("fumbel"), "the word itself is no typo of it");
  assert.ok(!near.has("fambal"), "two letters changed: two typos");
  assert.ok(!near.has("ufmble"), "two swaps");
  // 6 left out, 5 swaps, 6 × 25 changed, 7 × 26 added, some of them the same string
  assert.ok(near.size > 300 && near.size <= 6 + 5 + 150 + 182);
});

test("a word of the index: as typed first, then its stem's words, then the words it begins", () => {
  const plan = planWord("parries", vocabulary, GLOSSARY);
  assert.equal(plan.stop, false);
  assert.deepEqual(
    [...plan.spellings[0][0]],
    [
      ["parry", WEIGHT.stem],
      ["parries", WEIGHT.word],
    ],
  );
  // A word being typed: its beginning only.
  assert.deepEqual(
    [...planWord("fumb", vocabulary, []).spellings[0][0]],
    [
      ["fumble", WEIGHT.prefix],
      ["fumbles", WEIGHT.prefix],
    ],
  );
});

test("a typo is read only where the index holds no form of the word, from five letters", () => {
  // "parry" is a word of the index: never read as a typo of "party".
  assert.ok(!planWord("parry", vocabulary, []).spellings[0][0].has("party"));
  const fumbel = planWord("fumbel", vocabulary, []).spellings[0][0];
  assert.equal(fumbel.get("fumble"), WEIGHT.word * TYPO);
  assert.equal(fumbel.get("fumbles"), WEIGHT.stem * TYPO);
  // Four letters: too many neighbours.
  assert.equal("rnak".length < TYPO_FROM, true);
  assert.equal(planWord("rnak", vocabulary, []).spellings[0][0].size, 0);
});

test("an abbreviation of the glossary is also the words it stands for, all of them", () => {
  const plan = planWord("sr", vocabulary, GLOSSARY);
  assert.equal(plan.spellings.length, 2);
  const [strike, rank] = plan.spellings[1];
  assert.deepEqual([...strike.keys()], ["strike"]);
  assert.deepEqual([...rank.keys()].sort(), ["rank", "ranks"]);
  assert.ok(holds(plan, new Set(["strike", "ranks"])));
  assert.ok(!holds(plan, new Set(["strike"])), "both words, or it is not the term");
  assert.ok(holds(plan, new Set(["sr"])) === false, "sr is no word of this index");
});

test("the glossary's section for a term named by its letters or by its words in any form", () => {
  const plans = (words) => words.map((word) => planWord(word, vocabulary, GLOSSARY));
  const section = new Set(["rq2/the-round/#strike-rank-cycles"]);
  assert.deepEqual(glossarySections(plans(["sr"]), GLOSSARY), section);
  assert.deepEqual(glossarySections(plans(["strike", "ranks"]), GLOSSARY), section);
  assert.deepEqual(glossarySections(plans(["strike"]), GLOSSARY), new Set());
});

const result = (ref, score, metadata) => ({ ref, score, matchData: { metadata } });

test("a section holding every word of the query comes first, however high the others' scores", () => {
  const plans = ["hero", "points"].map((word) =>
    planWord(word, { ...vocabulary, has: () => true, withStem: (w) => [w] }, []),
  );
  const ranked = rank(
    [
      result("hit-points", 900, { points: { title: {} } }),
      result("hero-points", 2, { hero: { text: {} }, points: { text: {} } }),
    ],
    plans,
  );
  assert.deepEqual(
    ranked.map(({ ref }) => ref),
    ["hero-points", "hit-points"],
  );
  assert.equal(ranked[0].score, 2 * WORD_FOUND ** 2);
});

test("a word found in another form is added to the matched words, so none is listed missing", () => {
  const plans = [planWord("parries", vocabulary, [])];
  const [only] = rank([result("defence", 1, { parry: { text: {} } })], plans);
  assert.deepEqual(Object.keys(only.matchData.metadata).sort(), ["parries", "parry"]);
  assert.deepEqual(only.matchData.metadata.parries, {}); // no positions: nothing highlighted
});

test("among as many words: a heading that is the query, then the glossary's section", () => {
  const plans = [planWord("parry", vocabulary, [])];
  const headings = { short: 1, long: 5, glossary: 5 };
  const ranked = rank(
    [
      result("long", 10, { parry: { title: {} } }),
      result("short", 10, { parry: { title: {} } }),
      result("glossary", 10, { parry: { title: {} } }),
    ],
    plans,
    { named: new Set(["glossary"]), headingWords: (ref) => headings[ref] },
  );
  assert.deepEqual(
    ranked.map(({ ref, score }) => [ref, score / WORD_FOUND]),
    [
      ["glossary", 10 * 1.2 * GLOSSARY_SECTION],
      ["short", 10 * 2],
      ["long", 10 * 1.2],
    ],
  );
});

test("a stop word is never counted", () => {
  const plans = ["the", "parry"].map((word) => planWord(word, vocabulary, []));
  assert.equal(plans[0].stop, true);
  const [only] = rank([result("a", 1, { parry: { text: {} } })], plans);
  assert.equal(only.score, WORD_FOUND);
});

test("Material's groups put in the site's order, each group's sections too", () => {
  const groups = [
    [
      { location: "a/", score: 5 },
      { location: "a/#x", score: 9 },
    ],
    [{ location: "b/#y", score: 1 }],
  ];
  const scores = new Map([
    ["a/#x", 3],
    ["b/#y", 7],
  ]);
  assert.deepEqual(
    reorder(groups, scores).map((group) => group.map(({ location, score }) => [location, score])),
    [
      [["b/#y", 7]],
      [
        ["a/#x", 3],
        ["a/", 0],
      ],
    ],
  );
});
