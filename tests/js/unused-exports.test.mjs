// Nothing exported for nobody: every module under docs/javascripts/ is loaded by the built pages
// (an entry point below) or imported by another shipped module, and every name a module exports
// is imported by another shipped module (docs/javascripts/, scripts/*.mjs). A test's import does
// not count: a name exported only so that its module's unit test can reach it is listed in
// FOR_ITS_TEST, module by module, with why; a name nothing imports is made private or removed.
// Read as text by module-scan.mjs, nothing run.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { exportsOf, filesUnder, importsOf, MODULES, ROOT, scan } from "./module-scan.mjs";

/** The modules the built pages load themselves, each with the file that loads it. */
const ENTRIES = {
  "calculators.js": "mkdocs.yml", // extra_javascript, a module script on every page
  "pyodide-worker.js": "overrides/main.html", // the worker early-start.js starts
  "engine/file-protocol.js": "overrides/main.html", // a classic script (a page opened as a file)
  "site/search-worker.js": "overrides/partials/hold-search.js", // in place of Material's worker
};

/** Names exported only for the module's own unit test (module -> names), each with why. */
const FOR_ITS_TEST = {
  // the hexagon's size and outline, checked against the field's geometry
  "board/geometry.js": ["SIDE", "hexPath"],
  // a move checked without a pointer or a key
  "board/interaction.js": ["moveSelected"],
  // the code's modules, its caption and its figure, checked against the encoder without a page
  "handoff/qr.js": ["qrSvg", "carried", "handoffFigure"],
  // what each choice says, checked without mounting the page
  "house/page.js": ["saidOf"],
  // the text read and thrown, checked apart from the button that shows it
  "log/dice-notation.js": ["readDice", "throwDice"],
  // whether an unreadable log may be overwritten, checked without a roll
  "log/store.js": ["readLog"],
  // a damaged character's name as listed, checked without the page
  "party/damaged.js": ["damagedName"],
  // what is set aside, and forgetting it, checked without a page's note
  "site/set-aside.js": ["asideFor", "forgetAside"],
  // the number style's pieces, each checked against rules_py/numbers.py's cases
  "render/format.js": ["MINUS", "decimal", "signed"],
  // the ranking's weights and word tests, checked one by one
  "site/search-rank.js": [
    "WEIGHT",
    "TYPO",
    "TYPO_FROM",
    "WORD_FOUND",
    "GLOSSARY_SECTION",
    "typos",
    "holds",
  ],
  // the folded line's text, checked without a form
  "widget/fold.js": ["foldLine"],
  // the step and the sign, checked without a field
  "widget/modifier.js": ["stepped", "signTurned"],
  // when a start counts as slow
  "widget/start.js": ["slowly"],
  // how far the page scrolls to bring an outcome into view, checked without a layout
  "widget/inview.js": ["scrollToOutcome"],
  // which field comes next, how far the answer stays clear of the keyboard, whether it is seen
  "widget/sticky.js": ["nextField", "clearance", "wholeInView"],
  // the engine's and the worker's pieces, checked apart from a browser (the worker's limits and
  // how each part reacts to a failure)
  "engine/slow-part.js": ["MOMENT_S", "BUSY_SHARE", "SILENT_MS"],
  "widget/headline.js": ["keyboardInset"],
  // how far back the download's pace is read, and how soon it is first told
  "engine/pace.js": ["RATE_WINDOW_MS", "FIRST_ESTIMATE_MS"],
  "worker/boot.js": ["guarded"],
  "worker/download.js": ["rangeStart"],
  "worker/resume.js": ["resumeWays"],
  "worker/durable.js": ["indexedStore", "whereToKeep"],
  "worker/messaging.js": ["answer"],
  "worker/pulse.js": ["BEAT_MS", "WINDOW_MS"],
  "worker/served.js": ["served", "servedWebAssembly"],
  "worker/verify.js": ["base64"],
};

/** Exports nothing imports, in modules another branch is reworking (to be made private there). */
const NOT_YET = {};

const modules = filesUnder(MODULES, [".js"]);
const shipped = scan([...modules, ...filesUnder("scripts", [".mjs"])]);
const tests = scan(filesUnder("tests/js", [".mjs"]));

/** The files of `files` other than `module` that import `name` from it. */
function importers(files, module, name) {
  return files.filter((file) => file.path !== module && file.imports.get(module)?.has(name));
}

/** Every export no other shipped module imports, as "module name". */
function unimported() {
  const found = [];
  for (const module of modules) {
    for (const name of exportsOf(readFileSync(join(ROOT, module), "utf8"))) {
      if (importers(shipped, module, name).length === 0) {
        found.push(`${module.slice(MODULES.length + 1)} ${name}`);
      }
    }
  }
  return found;
}

const listed = (table) =>
  Object.entries(table).flatMap(([module, names]) => names.map((name) => `${module} ${name}`));

test("the scan reads each way the house imports", () => {
  const source = [
    'import { a, b as c } from "./x.js";',
    'import * as ns from "../y.js";',
    'export { d } from "./z.js";',
    'import "./side.js";',
    "const { e, f: g } = await import(",
    '  pathToFileURL(join(root, "docs/javascripts/w.js")).href,',
    ");",
    'import("./v.js").then(({ h }) => h());',
    '/** @type {import("./t.js").T} */',
    "ns.first(); ns.second;",
  ].join("\n");
  const found = importsOf("docs/javascripts/site/m.js", source);
  const names = (module) => [...(found.get(module) ?? [])].sort();
  assert.deepEqual(names("docs/javascripts/site/x.js"), ["a", "b"]);
  assert.deepEqual(names("docs/javascripts/y.js"), ["first", "second"]);
  assert.deepEqual(names("docs/javascripts/site/z.js"), ["d"]);
  assert.deepEqual(names("docs/javascripts/site/side.js"), []);
  assert.deepEqual(names("docs/javascripts/w.js"), ["e", "f"]);
  assert.deepEqual(names("docs/javascripts/site/v.js"), ["h"]);
  assert.deepEqual(names("docs/javascripts/site/t.js"), ["T"]);
  assert.deepEqual(
    [...exportsOf("export function a() {}\nexport const b = 1;\nexport { c, d as e };")].sort(),
    ["a", "b", "c", "e"],
  );
});

test("the scan finds the site's own imports", () => {
  const draw = "docs/javascripts/render/draw.js";
  assert.ok(importers(shipped, draw, "drawResult").some(({ path }) => path.endsWith(".mjs")));
  assert.ok(importers(shipped, "docs/javascripts/party/page.js", "mountPartyPage").length > 0);
});

test("every module is an entry point or imported by another shipped module", () => {
  for (const [entry, loader] of Object.entries(ENTRIES)) {
    const named = readFileSync(join(ROOT, loader), "utf8").includes(`javascripts/${entry}`);
    assert.ok(named, `${loader} no longer loads ${entry}: drop it from ENTRIES`);
  }
  const entries = new Set(Object.keys(ENTRIES).map((entry) => `${MODULES}/${entry}`));
  const orphans = modules.filter(
    (module) =>
      !entries.has(module) &&
      !shipped.some(({ path, imports }) => path !== module && imports.has(module)),
  );
  assert.deepEqual(orphans, [], "loaded by no page and imported by no module: remove them");
});

test("every export is imported by another shipped module", () => {
  const allowed = new Set([...listed(FOR_ITS_TEST), ...listed(NOT_YET)]);
  const unused = unimported().filter((name) => !allowed.has(name));
  assert.deepEqual(
    unused,
    [],
    "imported by no other module of the site: un-export or remove each (a name only a unit " +
      "test needs goes in FOR_ITS_TEST, with why)",
  );
});

test("each name kept for its test is still imported by its test and nothing else", () => {
  const unused = new Set(unimported());
  for (const name of listed(FOR_ITS_TEST)) {
    assert.ok(unused.has(name), `${name} is imported by the site now (or gone): unlist it`);
    const [module, exported] = name.split(" ");
    const byTests = importers(tests, `${MODULES}/${module}`, exported);
    assert.ok(byTests.length > 0, `${name}: no test imports it; un-export it`);
  }
  for (const name of listed(NOT_YET)) {
    assert.ok(unused.has(name), `${name} is imported now (or gone): drop it from NOT_YET`);
  }
});
