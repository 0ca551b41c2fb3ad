// docs/javascripts/widget/start.js: what a slow start tells the reader names the slow part.

import assert from "node:assert/strict";
import { test } from "node:test";
import { slowly } from "../../docs/javascripts/widget/start.js";

const MB = 1_000_000;

test("bytes still coming: the connection is slow, with the amount, the time left and Retry", () => {
  const said = slowly({
    slowPart: "connection",
    loaded: 1.2 * MB,
    total: 4.3 * MB,
    secondsLeft: 21,
  });
  assert.match(said, /^Python is still downloading \(1\.2 MB of 4\.3 MB, about 25 s left\)/);
  assert.match(said, /the connection is slow\. .*Retry keeps what has arrived\.$/);
});

test("every file here: this device's processor is the slow part, and no word of Retry", () => {
  const said = slowly({ slowPart: "processor", loaded: 4.3 * MB, total: 4.3 * MB, secondsLeft: 0 });
  assert.match(said, /^Python is still starting \(every file is here\): this device's processor/);
  assert.doesNotMatch(said, /connection|Retry/);
  const kept = slowly({ slowPart: "processor", loaded: 0, total: 0, secondsLeft: null });
  assert.match(kept, /every file is here/); // a return visit: all kept, none downloaded
});

test("bytes waiting for a held worker: the processor, with what has arrived", () => {
  const said = slowly({ slowPart: "processor", loaded: 2.1 * MB, total: 4.3 * MB, secondsLeft: 3 });
  assert.match(said, /^Python is still starting \(2\.1 MB of 4\.3 MB downloaded\): this device's/);
});
