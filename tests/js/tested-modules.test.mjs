// At least 80% of the modules under docs/javascripts/ are imported by a unit test here (issue
// 43): a new module comes with its test, or the share falls and this fails, naming those
// without one.
import assert from "node:assert/strict";
import { test } from "node:test";
import { filesUnder, MODULES, scan } from "./module-scan.mjs";

const SHARE = 0.8;

test(`at least ${SHARE * 100}% of the modules are imported by a unit test`, () => {
  const modules = filesUnder(MODULES, [".js"]);
  const tests = scan(filesUnder("tests/js", [".mjs"]));
  const untested = modules.filter((module) => !tests.some(({ imports }) => imports.has(module)));
  const share = (modules.length - untested.length) / modules.length;
  assert.ok(
    share >= SHARE,
    `${modules.length - untested.length} of ${modules.length} tested; none for ${untested.join(", ")}`,
  );
});
