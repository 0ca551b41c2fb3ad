// @ts-check
// The site's search worker: Material's own (its lunr index, its highlighting, its messages to the
// page), searching the site's way (./search-rank.js). overrides/partials/hold-search.js starts
// this module in place of Material's worker and names that worker's address in its first
// message ({type: "rules:material", url}), so a new Material brings its own worker here
// unchanged. (Not in this worker's own address: served from the offline copy, sw.js, a worker's
// address loses its hash.)
//
// Material's worker is one self-contained script that puts lunr on `self` and listens for the
// page's messages; it is loaded here as a module. The page's messages are held until it is
// loaded, then handed on in order; lunr's Index.search is replaced by one that asks for each
// word's forms and ranks by ./search-rank.js; the results Material posts back are put in order.

import { glossarySections, planWord, rank, reorder, wordsOf } from "./search-rank.js";

/** Material's message types (its integrations/search/worker/message), and the site's first. */
const SETUP = 0;
const RESULT = 3;
const MATERIAL = "rules:material";

/** @type {import("./search-rank.js").GlossaryTerm[]} the glossary, from the index's config */
let glossary = [];
/** @type {Map<string, string>} each section's heading, by location, from the index */
let headings = new Map();
let separator = /\s+/; // the index's, between words
/** @type {Map<string, number>} the last search's score of each section, by location */
let scores = new Map();

/** @type {WeakSet<Event>} the messages handed on to Material's listener */
const handedOn = new WeakSet();
/** @type {(loading: Promise<void>) => void} */
let nameMaterial = () => {};
/** @type {Promise<void>} Material's worker loaded, once the page has named it */
const loaded = new Promise((resolve) => {
  nameMaterial = resolve;
});

/** @param {MessageEvent} event */
function holdUntilLoaded(event) {
  if (handedOn.has(event)) return;
  event.stopImmediatePropagation();
  const { data } = event;
  if (data?.type === MATERIAL) {
    nameMaterial(import(data.url).then(() => searchTheSiteWay(self.lunr)));
    return;
  }
  if (data?.type === SETUP) {
    const { config, docs } = data.data;
    glossary = config.glossary ?? [];
    separator = new RegExp(config.separator);
    headings = new Map(docs.map((/** @type {any} */ doc) => [doc.location, doc.title]));
  }
  loaded.then(() => {
    const copy = new MessageEvent("message", { data });
    handedOn.add(copy);
    self.dispatchEvent(copy);
  });
}
self.addEventListener("message", /** @type {EventListener} */ (holdUntilLoaded));

// Material posts its answer with the global postMessage: each result leaves in the site's order.
const post = self.postMessage.bind(self);
/** @param {any} message */
self.postMessage = (message) => {
  if (message?.type === RESULT) reorder(message.data.items, scores);
  post(message);
};

/** @type {WeakMap<LunrIndex, import("./search-rank.js").Vocabulary>} */
const vocabularies = new WeakMap();

/**
 * The index's words and their stems (worked out at its first search).
 *
 * @param {Lunr} lunr
 * @param {LunrIndex} index
 * @returns {import("./search-rank.js").Vocabulary}
 */
function vocabularyOf(lunr, index) {
  const known = vocabularies.get(index);
  if (known) return known;
  const words = Object.keys(index.invertedIndex);
  /** @param {string} word */
  const stem = (word) => lunr.stemmer(new lunr.Token(word, {})).toString();
  /** @type {Map<string, string[]>} */
  const byStem = new Map();
  for (const word of words) {
    const key = stem(word);
    byStem.set(key, [...(byStem.get(key) ?? []), word]);
  }
  const vocabulary = {
    /** @param {string} word */
    stop: (word) => index.pipeline.runString(word).length === 0,
    /** @param {string} word */
    has: (word) => Object.hasOwn(index.invertedIndex, word),
    stem,
    /** @param {string} key */
    withStem: (key) => byStem.get(key) ?? [],
    /** @param {string} start */
    beginning: (start) => words.filter((word) => word.startsWith(start)),
  };
  vocabularies.set(index, vocabulary);
  return vocabulary;
}

/** @type {Map<string, number>} */
const headingLengths = new Map();

/**
 * How many words a section's heading has, stop words left out.
 *
 * @param {import("./search-rank.js").Vocabulary} vocabulary
 * @returns {(location: string) => number}
 */
function headingWords(vocabulary) {
  return (location) => {
    let length = headingLengths.get(location);
    if (length === undefined) {
      const heading = (headings.get(location) ?? "").replace(/<[^>]*>/g, " ").toLowerCase();
      length = heading.split(separator).filter((word) => word && !vocabulary.stop(word)).length;
      headingLengths.set(location, length);
    }
    return length;
  };
}

/**
 * lunr's Index.search, the site's way; lunr's own for a query in lunr's syntax.
 *
 * @param {Lunr} lunr
 */
function searchTheSiteWay(lunr) {
  const search = lunr.Index.prototype.search;
  /**
   * @this {LunrIndex}
   * @param {string} query
   */
  lunr.Index.prototype.search = function (query) {
    const words = wordsOf(query);
    if (!words) {
      const results = search.call(this, query);
      scores = new Map(results.map(({ ref, score }) => [ref, score]));
      return results;
    }
    const vocabulary = vocabularyOf(lunr, this);
    const plans = words.map((word) => planWord(word, vocabulary, glossary));
    const results = this.query((builder) => {
      for (const plan of plans) {
        for (const terms of plan.spellings.flat()) {
          for (const [term, boost] of terms) builder.clause({ term, boost, usePipeline: false });
        }
      }
    });
    const named = glossarySections(plans, glossary);
    const ranked = rank(results, plans, { named, headingWords: headingWords(vocabulary) });
    scores = new Map(ranked.map(({ ref, score }) => [ref, score]));
    return ranked;
  };
}
