// lunr 2.3, as Material's search worker puts it on `self`: the parts the site's search worker
// (docs/javascripts/site/search-worker.js) uses, for tsc -p jsconfig.worker.json only.

interface LunrToken {
  toString(): string;
}

interface LunrClause {
  term: string;
  boost?: number;
  usePipeline?: boolean;
}

interface LunrResult {
  ref: string;
  score: number;
  matchData: { metadata: Record<string, Record<string, unknown>> };
}

interface LunrIndex {
  /** Each word of the index (as the pipeline left it) and its postings. */
  invertedIndex: Record<string, unknown>;
  /** The search pipeline: a word in, what the index would hold of it out (none: a stop word). */
  pipeline: { runString(text: string): string[] };
  search(query: string): LunrResult[];
  query(build: (query: { clause(clause: LunrClause): unknown }) => void): LunrResult[];
}

interface Lunr {
  Index: { prototype: LunrIndex };
  Token: new (text: string, metadata: object) => LunrToken;
  /** Porter's stemmer, as a pipeline function. */
  stemmer(token: LunrToken): LunrToken;
}

declare var lunr: Lunr;
