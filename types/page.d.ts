// Globals the page's scripts share, for tsc -p jsconfig.json (nothing here is shipped).

interface Window {
  /** Material's stream of page loads: the first and each instant navigation. */
  document$?: { subscribe(next: () => void): unknown };
  /** Material's helpers (its partials/javascripts/base.html): the reader's choices, kept. */
  __md_get(key: string): any;
  __md_set(key: string, value: unknown): void;
}

/** A colour scheme as Material keeps it: the option's index and its colours. */
interface RulesPalette {
  index: number;
  color: Record<string, string>;
}

/** The colour scheme toggle, set up by overrides/partials/palette-start.js and handed to
 * site/palette.js (a "rules:palette" event). */
interface RulesPaletteControl {
  form: HTMLFormElement;
  inputs: HTMLInputElement[];
  system: MediaQueryList;
  FOLLOW: string;
  /** Shows option `index`'s colours; returns what is kept of it. */
  apply(index: number): RulesPalette;
  current: RulesPalette;
}
