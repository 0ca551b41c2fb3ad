// docs/javascripts/worker/limits.js: the worker's time limits. The browser tests serve their own
// copy with a limit shortened (tests/browser/worker_scripts.py), which needs each limit to be one
// `export const NAME = digits;` line.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as limits from "../../docs/javascripts/worker/limits.js";

const text = readFileSync(
  new URL("../../docs/javascripts/worker/limits.js", import.meta.url),
  "utf8",
);

test("every limit is one line a test can set anew", () => {
  for (const name of Object.keys(limits)) {
    const lines = text.match(new RegExp(`^export const ${name} = [\\d_]+;`, "gm"));
    assert.equal(lines?.length, 1, name);
  }
});

test("the limits in order: an answer, a pause mid-download, then Python's start", () => {
  assert.ok(limits.CONNECT_MS < limits.STALL_MS);
  assert.ok(limits.STALL_MS < limits.BOOT_MS);
  assert.ok(limits.IMPORT_IDLE_MS < limits.SNAPSHOT_IDLE_MS);
});
