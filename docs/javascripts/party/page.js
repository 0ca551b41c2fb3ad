// @ts-check
// The Party page ([data-party-editor], from the build's <!-- party: editor -->): the characters
// kept on this device, added, edited and removed (with a few seconds' Undo); the party saved as a
// file or a link and read back, checked against the schema Python declares (embedded in the
// page), shown before it is merged or put in place of the party, which is never touched by a file
// it refuses. A version 1 file is read as version 2 (./store.js upgradeParty), and says so. The
// page says whether the browser keeps the site's storage, and reminds the reader to save the
// party as a file when it has changed since the last one.

import { firstFault } from "./schema-check.js";
import {
  exportState,
  keepStorage,
  markExported,
  onPartyChanged,
  partyOf,
  partyText,
  readCharacters,
  storageKept,
  upgradeParty,
  writeCharacters,
} from "./store.js";
import { characterForm, shortTitle } from "./form.js";
import { offerUndo, say } from "../log/undo.js";

/** @typedef {import("./store.js").Character} Character */

/** @param {string} tag @param {string} [text] @param {string} [className] */
function make(tag, text, className) {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** @param {string} text @param {string} action */
function button(text, action) {
  const made = /** @type {HTMLButtonElement} */ (make("button", text, "md-button"));
  made.type = "button";
  made.dataset.action = action;
  return made;
}

/** @param {number} count @param {string} one @param {string} [many] "1 character", "2 characters" */
export const counted = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * One line of what a character holds.
 * @param {Character} c
 * @param {Map<string, string>} [titles] each document's title, by key
 */
export function summary(c, titles = new Map()) {
  const short = (/** @type {string} */ game) => shortTitle(titles.get(game) ?? game);
  const parts = [
    ...Object.entries(c.characteristics ?? {}).map(([k, v]) => `${k} ${v}`),
    ...Object.entries(c.skills ?? {}).map(([k, v]) => `${k} ${v}%`),
    ...(c.hit_points === undefined ? [] : [`HP ${c.hit_points}`]),
    ...Object.entries(c.strike_ranks ?? {}).map(([game, v]) => `SR ${v} (${short(game)})`),
    ...Object.entries(c.runeball ?? {}).map(([k, v]) => `${k.toUpperCase()} ${v}`),
  ];
  return parts.join(" · ") || "no values yet";
}

/**
 * What reading a version 1 file changed: each strike rank and the game it is now kept for.
 * @param {unknown} before the file as read
 * @param {Character[]} after as version 2
 * @param {Map<string, string>} titles
 */
function upgradeNote(before, after, titles) {
  const old = /** @type {{version?: unknown, characters?: unknown}} */ (before);
  if (old?.version !== 1) return "";
  const moved = after.flatMap((c) =>
    Object.entries(c.strike_ranks ?? {}).map(
      ([game, v]) => `${c.name}'s ${v} as ${shortTitle(titles.get(game) ?? game)}'s`,
    ),
  );
  const ranks = moved.length
    ? ` Its strike ranks are read as the game's: ${moved.join("; ")}.`
    : "";
  return `A version 1 file, read as version 2.${ranks}`;
}

/** The party as a link's fragment, and back. @param {Character[]} characters */
const toFragment = (characters) =>
  `#party=${encodeURIComponent(JSON.stringify(partyOf(characters)))}`;

/**
 * Bring the Party page to life.
 * @param {HTMLElement} root
 */
export function mountPartyPage(root) {
  const schema = JSON.parse(root.dataset.partySchema ?? "{}");
  const documents = /** @type {[string, string][]} */ (JSON.parse(root.dataset.documents ?? "[]"));
  const gameFields = JSON.parse(root.dataset.gameFields ?? "{}");
  const titles = new Map(documents);
  /** @param {Character[]} characters "" when the party is as the schema says */
  const fault = (characters) => firstFault(schema, partyOf(characters));

  const list = make("ul", "", "rules-party-list");
  const empty = make("p", "No characters yet. Add one, or read a party file.", "rules-party-empty");
  // The list's one message line, and the file tools' own: one message at a time in each.
  const said = make("p", "", "rules-party-said");
  said.setAttribute("aria-live", "polite");
  const told = make("p", "", "rules-party-said rules-party-told");
  told.setAttribute("aria-live", "polite");
  const add = button("Add a character", "add");

  // Kept safe: whether the browser keeps the storage, and the reminder to save a copy.
  const safety = make("div", "", "rules-party-safety");
  const kept = make("p", "", "rules-party-kept");
  const reminder = make("p", "", "rules-party-reminder");
  const showSafety = async () => {
    const characters = readCharacters();
    safety.hidden = characters.length === 0;
    const state = exportState();
    reminder.hidden = state === "saved";
    reminder.textContent =
      state === "never"
        ? "The party has not been saved as a file yet: save it to keep a copy."
        : "The party has changed since it was last saved as a file: save it again to keep a copy.";
    const persisted = await storageKept();
    kept.dataset.kept = String(persisted);
    kept.textContent =
      persisted === true
        ? "This browser keeps the site's storage, the party with it, until you clear it."
        : persisted === false
          ? "This browser may clear the site's storage when it needs room (Safari does after seven days without a visit, unless the site is on the home screen). Keep a copy: save the party as a file."
          : "This browser does not say whether it keeps the party. Keep a copy: save the party as a file.";
  };

  const form = characterForm(schema, documents, gameFields, (character, was) => {
    const others = readCharacters().filter((each) => each.name !== was);
    const at = readCharacters().findIndex((each) => each.name === was);
    const next = [...others];
    next.splice(at < 0 ? next.length : at, 0, character);
    const wrong = fault(next);
    if (wrong) return wrong.replace(/^characters\[\d+\]\.?/, "") || wrong;
    if (!writeCharacters(next)) return "This browser refused to keep the party.";
    say(said, `${character.name} is kept on this device.`);
    keepStorage().then(showSafety);
    return "";
  });

  const draw = () => {
    const characters = readCharacters();
    empty.hidden = characters.length > 0;
    list.replaceChildren(
      ...characters.map((c, at) => {
        const item = make("li");
        item.dataset.character = c.name;
        const head = make("strong", c.name);
        const where = make("span", ` (${titles.get(c.document) ?? c.document})`);
        const line = make("span", summary(c, titles), "rules-party-values");
        const edit = button("Edit", "edit");
        edit.addEventListener("click", () => form.open(c));
        const remove = button("Remove", "remove");
        remove.addEventListener("click", () => {
          writeCharacters(readCharacters().filter((each) => each.name !== c.name));
          offerUndo(said, `${c.name} removed.`, () => {
            const now = readCharacters().filter(
              (each) => each.name.trim().toLowerCase() !== c.name.trim().toLowerCase(),
            );
            now.splice(Math.min(at, now.length), 0, c);
            writeCharacters(now);
            return `${c.name} is back.`;
          }).focus(); // the Remove button went with the line
        });
        const buttons = make("span", "", "rules-party-buttons");
        buttons.append(edit, remove);
        item.append(head, where, make("br"), line, buttons);
        return item;
      }),
    );
    showSafety();
  };
  add.addEventListener("click", () => form.open(null));

  // Export, import, share.
  const save = button("Save as a file", "export");
  save.addEventListener("click", () => {
    const blob = new Blob([partyText()], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "party.json";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    markExported();
    say(told, "Saved as party.json: keep it as a copy, or read it on another device.");
    showSafety();
  });
  const share = button("Copy a link to the party", "share");
  share.addEventListener("click", async () => {
    const url = new URL(location.href);
    url.hash = toFragment(readCharacters());
    try {
      await navigator.clipboard.writeText(url.href);
      say(told, "Link copied: it holds the whole party.");
    } catch {
      say(told, url.href);
    }
  });
  const fileLabel = make("label", "Read a party file ", "rules-party-file");
  const file = /** @type {HTMLInputElement} */ (make("input"));
  file.type = "file";
  file.accept = ".json,application/json";
  file.dataset.action = "import";
  fileLabel.append(file);
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
    const before = new Set(readCharacters().map((c) => c.name.trim().toLowerCase()));
    tell("");
    preview.replaceChildren(make("p", `${from} holds ${counted(incoming.length, "character")}:`));
    const note = upgradeNote(parsed, incoming, titles);
    if (note) preview.append(make("p", note, "rules-party-upgraded"));
    const names = make("ul");
    for (const c of incoming) {
      const same = before.has(c.name.trim().toLowerCase());
      names.append(
        make("li", `${c.name}: ${summary(c, titles)}${same ? " (replaces the one kept)" : ""}`),
      );
    }
    const merge = button("Merge into the party", "merge");
    merge.addEventListener("click", () => {
      const byName = new Map(readCharacters().map((c) => [c.name.trim().toLowerCase(), c]));
      for (const c of incoming) byName.set(c.name.trim().toLowerCase(), c);
      finish([...byName.values()], "merged into the party");
    });
    const replace = button("Replace the party", "replace");
    replace.addEventListener("click", () => finish(incoming, "put in place of the party"));
    const cancel = button("Cancel", "cancel-import");
    cancel.addEventListener("click", () => finish(null, ""));
    preview.append(names, merge, replace, cancel);
    preview.hidden = false;
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
    const wrong = fault(characters);
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
    keepStorage().then(showSafety);
    if (location.hash.startsWith("#party=")) history.replaceState(null, "", location.pathname);
  };
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (chosen) offer(await chosen.text(), chosen.name);
  });

  safety.append(kept, reminder);
  const tools = make("div", "", "rules-party-tools");
  tools.append(save, share, fileLabel);
  root.append(empty, list, add, form.element, said, safety, tools, told, preview);
  draw();
  onPartyChanged(draw);
  if (location.hash.startsWith("#party="))
    offer(decodeURIComponent(location.hash.slice("#party=".length)), "The link");
}
