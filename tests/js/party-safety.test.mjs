// The Party page's small pieces: docs/javascripts/party/make.js (elements with text as text,
// buttons named by their action) and party/safety.js (whether this browser keeps the party, and
// the reminder to save it as a file: never saved, changed since, or saved; hidden while the
// party is empty).

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { withDom } from "./with-dom.mjs";

/** What navigator.storage.persisted() says in this test (undefined: the browser has none). */
let persisted;
beforeEach(() => {
  withDom("http://127.0.0.1/party/");
  persisted = undefined;
  const storage = { persisted: async () => persisted };
  Object.defineProperty(globalThis, "navigator", {
    configurable: true,
    get: () => ({ storage: persisted === undefined ? undefined : storage }),
  });
});

const { button, make } = await import("../../docs/javascripts/party/make.js");
const { mountSafety } = await import("../../docs/javascripts/party/safety.js");
const store = await import("../../docs/javascripts/party/store.js");

test("make: an element with its text as text and its class; none given, none set", () => {
  const p = make("p", "<b>Ana</b>", "rules-party-kept");
  assert.equal(p.tagName, "P");
  assert.equal(p.textContent, "<b>Ana</b>");
  assert.equal(p.children.length, 0, "text, never HTML");
  assert.equal(p.className, "rules-party-kept");
  const bare = make("div");
  assert.equal(bare.textContent, "");
  assert.equal(bare.hasAttribute("class"), false);
});

test("button: a plain button (never a form's submit), Material's look, its action named", () => {
  const made = button("Remove", "remove");
  assert.equal(made.type, "button");
  assert.equal(made.className, "md-button");
  assert.equal(made.dataset.action, "remove");
  assert.equal(made.textContent, "Remove");
});

const ANA = { name: "Ana", document: "runequest", skills: { Dodge: 40 } };

test("hidden while the party is empty", async () => {
  const { element, show } = mountSafety();
  await show();
  assert.equal(element.hidden, true);
});

test("the reminder: never saved, changed since the last file, none once saved", async () => {
  const { element, show } = mountSafety();
  const reminder = element.querySelector(".rules-party-reminder");
  store.writeCharacters([ANA]);
  await show();
  assert.equal(element.hidden, false);
  assert.equal(
    reminder.textContent,
    "The party has not been saved as a file yet: save it to keep a copy.",
  );
  store.markExported();
  await show();
  assert.equal(reminder.hidden, true);
  store.writeCharacters([ANA, { name: "Bo", document: "runeball" }]);
  await show();
  assert.equal(reminder.hidden, false);
  assert.match(reminder.textContent, /^The party has changed since it was last saved as a file/);
});

test("whether this browser keeps the party: yes, it may clear it, or it does not say", async () => {
  store.writeCharacters([ANA]);
  const { element, show } = mountSafety();
  const kept = element.querySelector(".rules-party-kept");
  persisted = true;
  await show();
  assert.equal(kept.dataset.kept, "true");
  assert.match(kept.textContent, /^This browser keeps the site's storage, the party with it/);
  persisted = false;
  await show();
  assert.equal(kept.dataset.kept, "false");
  assert.match(kept.textContent, /may clear the site's storage when it needs room \(Safari/);
  persisted = undefined;
  await show();
  assert.equal(kept.dataset.kept, "null");
  assert.match(kept.textContent, /^This browser does not say whether it keeps the party/);
});
