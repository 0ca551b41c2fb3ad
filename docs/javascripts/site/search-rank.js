// @ts-check
// The site's search: which of the index's words a query asks for, and in what order the pages
// come. Pure functions; ./search-worker.js runs them inside Material's search worker (its lunr
// index of the words as written), tests/js/search-rank.test.mjs runs them alone.
//
// Material appends "*" to every word typed, so "disengage" looked only for words beginning
// "disengage" and found none (the page says "Disengaging"), and a typo found nothing. Here each
// word of a query asks for:
//   - the word as typed, weighing most ("critical": RuneQuest's "critical" before ReQuest's
//     "additional criticals");
//   - the index's words of the same stem (Porter's, lunr's stemmer): "parries" finds "parry",
//     "disengage" finds "disengaging";
//   - the words it begins (the reader may be typing it still), weighing least;
//   - only where none of these is in the index and the word has five letters or more, the
//     words one typo away (a letter left out, added, changed, or two swapped) that the index
//     holds, and their stems' words, weighing a third of the word as typed: "fumbel" finds
//     "fumble", "exertoin" "exertion", "armor" "armour". A word of the site ("parry") is never
//     read as a typo of another ("party");
//   - where it is an abbreviation of the glossary (scripts/pages/glossary.py, written into the index by
//     scripts/build/search_index.py), the words it stands for: "SR" finds "strike" and "rank".
// The sections holding every word of the query then come before those holding fewer, however
// often those repeat theirs ("hero points": the one section naming Hero Points, not the five
// headed "Hit points"). Among sections holding as many, lunr's score decides (mkdocs.yml's
// fields weigh a heading a thousand times a word of text: the page stating a rule comes before
// one mentioning it), times one and the share of its heading's words the query found (a heading
// that is the query, "Hit points", before one that lists it among five), and doubled for the
// section the glossary names for a term the query names ("SR", "strike rank").

/** How much each way of matching a word weighs in lunr's score. */
export const WEIGHT = { word: 10, stem: 4, prefix: 1 };

/** A word one typo away weighs this share of the word typed right. */
export const TYPO = 0.3;

/** A typo is looked for in words this long or longer (shorter words have too many neighbours). */
export const TYPO_FROM = 5;

/** Each word of the query a section holds multiplies its score by this: far above the ratio of
 * any two of lunr's scores, so a section holding more of the words always comes first. */
export const WORD_FOUND = 1e6;

/** The glossary's section for a term the query names: its score is multiplied by this. */
export const GLOSSARY_SECTION = 2;

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * What the index holds: its words as written (stop words left out), and their stems.
 * @typedef {object} Vocabulary
 * @property {(word: string) => boolean} stop whether the index leaves the word out
 * @property {(word: string) => boolean} has whether the index holds the word
 * @property {(word: string) => string} stem
 * @property {(stem: string) => string[]} withStem the index's words of that stem
 * @property {(start: string) => string[]} beginning the index's words that begin so
 */

/**
 * An abbreviation of the glossary: its letters, the words it stands for, and the search index's
 * location of the section explaining it (scripts/build/search_index.py).
 * @typedef {{ short: string, words: string[], location: string }} GlossaryTerm
 */

/**
 * One of the query's words and the index's words that match it, each with its weight: each
 * spelling is a list of parts that must all be found (the word itself is one part; an
 * abbreviation's expansion a spelling of several, "strike" and "rank"). A stop word ("the",
 * "of") is looked for as a beginning only, and never counted.
 * @typedef {{ word: string, stop: boolean, spellings: Map<string, number>[][] }} WordPlan
 */

/**
 * The words of a query as Material hands it to lunr (each word it split from the typed text,
 * with "*" appended), lowercased; null when the reader wrote lunr's own syntax ("+must",
 * "-not", "fuzzy~2", "title:x", a quoted phrase): that query is run as written.
 *
 * @param {string} query
 * @returns {string[] | null}
 */
export function wordsOf(query) {
  const parts = query.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const words = [];
  for (const part of parts) {
    const match = /^([^*+\-~^:]+)\*$/.exec(part);
    if (!match) return null;
    words.push(match[1].toLowerCase());
  }
  return words;
}

/**
 * Every string one typo away from `word`: a letter left out, two neighbours swapped, a letter
 * changed, a letter added.
 *
 * @param {string} word
 * @returns {Set<string>}
 */
export function typos(word) {
  const found = new Set();
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after) found.add(before + after.slice(1));
    if (after.length > 1) found.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      if (after) found.add(before + letter + after.slice(1));
      found.add(before + letter + after);
    }
  }
  found.delete(word);
  return found;
}

/**
 * @param {Map<string, number>} terms
 * @param {Iterable<string>} found
 * @param {number} weight
 */
function add(terms, found, weight) {
  for (const term of found) terms.set(term, Math.max(terms.get(term) ?? 0, weight));
}

/**
 * The index's words for `word` as written and by its stem, their weights times `share`.
 *
 * @param {string} word
 * @param {Vocabulary} vocabulary
 * @param {number} [share]
 * @param {Map<string, number>} [terms] added to
 * @returns {Map<string, number>}
 */
function forms(word, vocabulary, share = 1, terms = new Map()) {
  add(terms, vocabulary.withStem(vocabulary.stem(word)), WEIGHT.stem * share);
  if (vocabulary.has(word)) add(terms, [word], WEIGHT.word * share);
  return terms;
}

/**
 * The index's words a word of the query asks for.
 *
 * @param {string} word lowercased
 * @param {Vocabulary} vocabulary
 * @param {GlossaryTerm[]} glossary
 * @returns {WordPlan}
 */
export function planWord(word, vocabulary, glossary) {
  const stop = vocabulary.stop(word);
  const itself = stop ? new Map() : forms(word, vocabulary);
  add(itself, vocabulary.beginning(word), WEIGHT.prefix);
  if (!stop && itself.size === 0 && word.length >= TYPO_FROM) {
    for (const typo of typos(word)) forms(typo, vocabulary, TYPO, itself);
  }
  const spellings = [[itself]];
  for (const term of glossary) {
    if (term.short === word) spellings.push(term.words.map((part) => forms(part, vocabulary)));
  }
  return { word, stop, spellings };
}

/**
 * Whether a section whose matched words are `found` holds the word (one of its spellings whole).
 *
 * @param {WordPlan} plan
 * @param {Set<string>} found
 */
export function holds(plan, found) {
  return plan.spellings.some((parts) =>
    parts.every((terms) => [...terms.keys()].some((term) => found.has(term))),
  );
}

/**
 * The glossary's sections for the terms a query names: by their letters ("SR"), or by every
 * word they stand for, in any form the query's words match ("strike ranks", "initative").
 *
 * @param {WordPlan[]} plans
 * @param {GlossaryTerm[]} glossary
 * @returns {Set<string>}
 */
export function glossarySections(plans, glossary) {
  const named = glossary.filter(
    (term) =>
      plans.some(({ word }) => word === term.short) ||
      term.words.every((part) => plans.some(({ spellings }) => spellings[0][0].has(part))),
  );
  return new Set(named.map((term) => term.location));
}

/**
 * lunr's results ordered the site's way: by how many of the query's words each holds, then by
 * lunr's score times one and the share of its heading's words that matched (`headingWords`
 * counts a section's heading's words, stop words left out), doubled for a section of `named`.
 * Each result's score becomes the ordering one, and each word it holds is added to its matched
 * words (with no positions) where no matched word begins with it: Material lists a word as
 * missing from a result unless one does.
 *
 * @template {{ ref: string, score: number,
 *   matchData: { metadata: Record<string, Record<string, unknown>> } }} R
 * @param {R[]} results
 * @param {WordPlan[]} plans
 * @param {{ named?: Set<string>, headingWords?: (ref: string) => number }} [about]
 * @returns {R[]}
 */
export function rank(results, plans, { named = new Set(), headingWords = () => 0 } = {}) {
  for (const result of results) {
    const { metadata } = result.matchData;
    const found = new Set(Object.keys(metadata));
    const inHeading = [...found].filter((term) => "title" in metadata[term]).length;
    const share = Math.min(1, inHeading / Math.max(1, headingWords(result.ref)));
    let held = 0;
    for (const plan of plans) {
      if (plan.stop || !holds(plan, found)) continue;
      held += 1;
      if (![...found].some((term) => term.startsWith(plan.word))) metadata[plan.word] = {};
    }
    result.score *=
      WORD_FOUND ** held * (1 + share) * (named.has(result.ref) ? GLOSSARY_SECTION : 1);
  }
  return results.sort((a, b) => b.score - a.score);
}

/**
 * Material's result (sections grouped by page, each group in Material's order) put in the
 * site's: each section's score is the site's (`scores`, by location; a page Material added to
 * head its sections has none), each group's sections by it, and the groups by their best.
 *
 * @template {{ location: string, score: number }} I
 * @param {I[][]} groups
 * @param {Map<string, number>} scores
 * @returns {I[][]}
 */
export function reorder(groups, scores) {
  for (const group of groups) {
    for (const item of group) item.score = scores.get(item.location) ?? 0;
    group.sort((a, b) => b.score - a.score);
  }
  return groups.sort((a, b) => b[0].score - a[0].score);
}
