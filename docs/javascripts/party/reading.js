// @ts-check
// Reading a party back, from a file or a link: checked against the schema Python declares (a
// version 1 file read as the version written now, and saying so), shown before it is merged into the party or
// put in its place; a file it refuses never touches the party, and what it puts in place can be
// undone for a few seconds.

import { firstFault } from "./schema-check.js";
import {
  keepStorage,
  nameKey,
  partyOf,
  readCharacters,
  upgradeParty,
  writeCharacters,
} from "./store.js";
import { button, make } from "./make.js";
import { counted, summary, upgradeNote } from "./words.js";
import { offerUndo, say } from "../log/undo.js";

/** @typedef {import("./store.js").Character} Character */

/**
 * The import area: its file field, and the preview of what a file or link holds.
 * @param {object} page
 * @param {Record<string, any>} page.schema the party file's schema
 * @param {Map<string, string>} page.titles each document's title, by key
 * @param {HTMLElement} page.told the file tools' message line
 * @param {() => void} page.kept called once the browser has been asked to keep what was read
 * @returns {{ field: HTMLElement, preview: HTMLElement, offer: (text: string, from: string) => void }}
 */
export function mountReading({ schema, titles, told, kept }) {
  const field = make("label", "Read a party file ", "rules-party-file");
  const file = /** @type {HTMLInputElement} */ (make("input"));
  file.type = "file";
  file.accept = ".json,application/json";
  file.dataset.action = "import";
  field.append(file);
  const preview = make("div", "", "rules-party-preview");
  preview.hidden = true;

  /** The import area's one message: a refusal is marked as one. @param {string} text */
  const refuse = (text) => {
    preview.replaceChildren();
    preview.hidden = true;
    say(told, text);
    told.dataset.refused = "";
    told.classList.add("rules-error");
  };
  /** @param {string} text */
  const tell = (text) => {
    delete told.dataset.refused;
    told.classList.remove("rules-error");
    say(told, text);
  };

  /** @param {Character[] | null} characters @param {string} how */
  const finish = (characters, how) => {
    preview.replaceChildren();
    preview.hidden = true;
    file.value = "";
    if (!characters) {
      tell("Not read: the party is unchanged.");
      return;
    }
    const wrong = firstFault(schema, partyOf(characters));
    if (wrong) {
      refuse(`Not read: ${wrong}. The party is unchanged.`);
      return;
    }
    const previous = readCharacters();
    if (!writeCharacters(characters)) {
      refuse("This browser refused to keep the party. The party is unchanged.");
      return;
    }
    tell("");
    offerUndo(told, `The file's characters were ${how}.`, () => {
      writeCharacters(previous);
      return "The party is as it was before the file.";
    });
    keepStorage().then(kept);
    if (location.hash.startsWith("#party=")) history.replaceState(null, "", location.pathname);
  };

  /** @param {string} text @param {string} from */
  const offer = (text, from) => {
    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      refuse(
        `${from} is not a party file: it is not JSON (it may be cut short). The party is unchanged.`,
      );
      return;
    }
    const read = upgradeParty(parsed);
    const wrong = firstFault(schema, read);
    if (wrong) {
      refuse(`${from} is refused: ${wrong}. The party is unchanged.`);
      return;
    }
    const incoming = /** @type {import("./store.js").Party} */ (read).characters;
    tell("");
    preview.replaceChildren(make("p", `${from} holds ${counted(incoming.length, "character")}:`));
    const note = upgradeNote(parsed, incoming, titles);
    if (note) preview.append(make("p", note, "rules-party-upgraded"));
    preview.append(incomingList(incoming, titles), ...choices(incoming, finish));
    preview.hidden = false;
  };
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (chosen) offer(await chosen.text(), chosen.name);
  });
  return { field, preview, offer };
}

/**
 * The characters a file holds, each saying whether it replaces one kept.
 * @param {Character[]} incoming
 * @param {Map<string, string>} titles
 */
function incomingList(incoming, titles) {
  const before = new Set(readCharacters().map((c) => nameKey(c.name)));
  const names = make("ul");
  for (const c of incoming) {
    const same = before.has(nameKey(c.name));
    names.append(
      make("li", `${c.name}: ${summary(c, titles)}${same ? " (replaces the one kept)" : ""}`),
    );
  }
  return names;
}

/**
 * Merge, Replace, Cancel: what to do with the characters a file holds.
 * @param {Character[]} incoming
 * @param {(characters: Character[] | null, how: string) => void} finish
 */
function choices(incoming, finish) {
  const merge = button("Merge into the party", "merge");
  merge.addEventListener("click", () => {
    const byName = new Map(readCharacters().map((c) => [nameKey(c.name), c]));
    for (const c of incoming) byName.set(nameKey(c.name), c);
    finish([...byName.values()], "merged into the party");
  });
  const replace = button("Replace the party", "replace");
  replace.addEventListener("click", () => finish(incoming, "put in place of the party"));
  const cancel = button("Cancel", "cancel-import");
  cancel.addEventListener("click", () => finish(null, ""));
  return [merge, replace, cancel];
}
