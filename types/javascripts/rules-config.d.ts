// The module scripts/build/rules_config.py writes into the built site (javascripts/rules-config.js),
// imported by docs/javascripts/pyodide-worker.js; found there through jsconfig.worker.json's
// rootDirs. Keep it in step with config_module() in that script.

/** A file checked piece by piece as it arrives (scripts/build/pyodide_assets.py checked_file). */
export interface CheckedFile {
  integrity: string;
  bytes: number;
  pieces?: string[];
  /** The bytes a host sends of it by Content-Encoding ("br", "gzip"): scripts/build/resumable.py. */
  sent?: Partial<Record<string, number>>;
  /** Its packed copy (a gzip member per piece): address relative to the file's, members' starts. */
  packed?: { href: string; offsets: number[] };
}

/** One variant of a site file: its address (made absolute from this module's) and digests. */
export interface SiteVariant extends CheckedFile {
  url: string;
}

/** A zip of the site the worker loads, in two variants holding the same members
 * (scripts/build/stored_zip.py), and a hash of the deflated one. */
export interface SiteFile {
  tag: string;
  stored: SiteVariant;
  deflated: SiteVariant;
}

export const pyodideVersion: string;
export const pyodideSources: { name: string; indexUrl: string }[];
export const pyodideIndexUrl: string;
export const pyodideFiles: Record<string, CheckedFile>;
export const pieceBytes: number;
export const wheel: SiteFile;
export const stdlib: SiteFile;
export const cacheNames: { pyodide: string; python: string };
