// What the site's modules export and who imports what, read as text (nothing is run): for
// unused-exports.test.mjs (no export that nothing imports) and tested-modules.test.mjs (most
// modules imported by a unit test). A simple parse, enough for the house's own style of module:
// `export function|const|let|class x`, `export { a, b as c }`, `export { x } from "…"`,
// `import { a, b as c } from "…"`, `import * as ns from "…"` (then `ns.name`), `import "…"`,
// `const { a } = await import(…)`, `import("…").then(({ a }) => …)` and a JSDoc type
// `import("…").Name`. A path is relative to its file, or to the repository when it starts with
// `docs/` (scripts/build/prerender.mjs imports the drawing that way).

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const MODULES = "docs/javascripts";

const AS = /\s+as\s+/; // import { a as b }, export { a as b }
const COLON = /\s*:\s*/; // const { a: b } = …

/** Every file under `folder` (relative to the root) whose name ends with one of `endings`. */
export function filesUnder(folder, endings) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (endings.some((ending) => entry.name.endsWith(ending))) found.push(path);
    }
  };
  walk(folder);
  return found.sort();
}

/** The names a module exports, read from its text. */
export function exportsOf(source) {
  const names = new Set();
  for (const [, name] of source.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+(\w+)/gm,
  )) {
    names.add(name);
  }
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const name of namesIn(list, AS)) names.add(name.exported);
  }
  if (/^export\s+default\b/m.test(source)) names.add("default");
  return names;
}

/**
 * What `source` (the text of the file at `path`, relative to the root) imports: one entry per
 * module it names, `{ module, names }`, `names` the set of exports it uses (empty for a bare
 * `import "…"` or a bare `await import(…)`).
 */
export function importsOf(path, source) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  const use = (spec, names = []) => {
    const module = resolved(path, spec);
    if (!module) return;
    if (!found.has(module)) found.set(module, new Set());
    for (const name of names) found.get(module).add(name);
  };
  // import … from "…" and export { … } from "…"
  for (const [, clause, spec] of source.matchAll(
    /^\s*(?:import|export)\s+([^"'`;]*?)\s*from\s*["']([^"']+)["']/gm,
  )) {
    use(spec, clauseNames(clause, source));
  }
  // import "…" (for what running it does)
  for (const [, spec] of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) use(spec);
  // import(…): destructured, kept as a namespace, followed by .then(({ … }) =>, or bare
  for (const match of source.matchAll(/\bimport\(/g)) {
    const inside = balanced(source, match.index + "import(".length);
    const spec = inside.match(/["'`]([^"'`$]+?)(?:\?[^"'`]*)?["'`]/)?.[1];
    if (!spec) continue;
    const before = source.slice(Math.max(0, match.index - 200), match.index);
    const after = source.slice(match.index + "import(".length + inside.length + 1);
    const destructured = before.match(/\{([^{}]*)\}\s*=\s*await\s*$/);
    const namespace = before.match(/(?:const|let)\s+(\w+)\s*=\s*await\s*$/);
    const then = after.match(/^\s*\.then\(\s*\(\s*\{([^}]*)\}/);
    const typeName = after.match(/^\.(\w+)/);
    if (destructured)
      use(
        spec,
        [...namesIn(destructured[1], COLON)].map((name) => name.imported),
      );
    else if (namespace) use(spec, membersOf(namespace[1], source));
    else if (then)
      use(
        spec,
        [...namesIn(then[1], COLON)].map((name) => name.imported),
      );
    else if (typeName && typeName[1] !== "then") use(spec, [typeName[1]]);
    else use(spec);
  }
  return found;
}

/** `a, b as c` (or `a, b: c`): each name as imported and as named here. */
function namesIn(list, renamer) {
  const names = new Set();
  for (const part of list.split(",")) {
    const words = part
      .replace(/\/\/.*$/gm, "")
      .trim()
      .split(renamer)
      .map((word) => word.trim());
    if (!words[0]) continue;
    names.add({ imported: words[0], exported: words[words.length - 1] });
  }
  return names;
}

/** The exports an import clause takes: `{ a, b as c }`, `* as ns` (then what `ns.` reaches). */
function clauseNames(clause, source) {
  const names = [];
  const braces = clause.match(/\{([^}]*)\}/);
  if (braces) for (const name of namesIn(braces[1], AS)) names.push(name.imported);
  const star = clause.match(/\*\s*as\s+(\w+)/);
  if (star) names.push(...membersOf(star[1], source));
  const plain = clause.replace(/\{[^}]*\}/, "").match(/^\s*(\w+)/);
  if (plain && !star) names.push("default");
  return names;
}

/** The names reached as `namespace.name` in `source`. */
function membersOf(namespace, source) {
  return [...source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, "g"))].map(([, name]) => name);
}

/** The text from `start` up to the parenthesis that closes the one just before it. */
function balanced(source, start) {
  let depth = 1;
  for (let at = start; at < source.length; at += 1) {
    if (source[at] === "(") depth += 1;
    else if (source[at] === ")" && --depth === 0) return source.slice(start, at);
  }
  return source.slice(start);
}

/** The module `spec` names from `path`, relative to the root; null for a package's module. */
function resolved(path, spec) {
  if (spec.startsWith("./") || spec.startsWith("../")) {
    return relative(ROOT, resolve(ROOT, dirname(path), spec));
  }
  if (spec.startsWith(`${MODULES}/`)) return spec;
  return null;
}

/** For each of `paths`, what it imports: `{ path, imports }`. */
export function scan(paths) {
  return paths.map((path) => ({
    path,
    imports: importsOf(path, readFileSync(join(ROOT, path), "utf8")),
  }));
}
