// @ts-check
// The Party page ([data-party-editor], from the build's <!-- party: editor -->): the characters
// kept on this device, added, edited and removed; the party saved as a file or a link and read
// back, checked against the schema Python declares (embedded in the page), shown before it is
// merged or put in place of the party, which is never touched by a file it refuses.

import { firstFault } from "./schema-check.js";
import { partyOf, readCharacters, onPartyChanged, writeCharacters } from "./store.js";
import { characterForm } from "./form.js";

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

/** @param {Character} c one line of what a character holds */
export function summary(c) {
  const parts = [
    ...Object.entries(c.characteristics ?? {}).map(([k, v]) => `${k} ${v}`),
    ...Object.entries(c.skills ?? {}).map(([k, v]) => `${k} ${v}%`),
    ...(c.hit_points === undefined ? [] : [`HP ${c.hit_points}`]),
    ...(c.strike_rank === undefined ? [] : [`SR ${c.strike_rank}`]),
    ...Object.entries(c.runeball ?? {}).map(([k, v]) => `${k.toUpperCase()} ${v}`),
  ];
  return parts.join(" · ") || "no values yet";
}

/** The party as a link's fragment, and back. @param {Character[]} characters */
const toFragment = (characters) =>
  `#party=${encodeURIComponent(JSON.stringify(partyOf(characters)))}`;

/**
 * Bring the Party page to life.
 * @param {HTMLElement} root
 */
export function mountPartyPage(root) {
  const schema = JSON.parse(root.querySelector("[data-party-schema]")?.textContent ?? "{}");
  const documents = /** @type {[string, string][]} */ (JSON.parse(root.dataset.documents ?? "[]"));
  const labels = new Map(documents);
  /** @param {Character[]} characters "" when the party is as the schema says */
  const fault = (characters) => firstFault(schema, partyOf(characters));

  const list = make("ul", "", "rules-party-list");
  const empty = make("p", "No characters yet. Add one, or read a party file.", "rules-party-empty");
  const said = make("p", "", "rules-party-said");
  said.setAttribute("aria-live", "polite");
  const add = button("Add a character", "add");
  const form = characterForm(schema, documents, (character, was) => {
    const others = readCharacters().filter((each) => each.name !== was);
    const at = readCharacters().findIndex((each) => each.name === was);
    const next = [...others];
    next.splice(at < 0 ? next.length : at, 0, character);
    const wrong = fault(next);
    if (wrong) return wrong.replace(/^characters\[\d+\]\.?/, "") || wrong;
    writeCharacters(next);
    said.textContent = `${character.name} is kept on this device.`;
    return "";
  });

  const draw = () => {
    const characters = readCharacters();
    empty.hidden = characters.length > 0;
    list.replaceChildren(
      ...characters.map((c) => {
        const item = make("li");
        item.dataset.character = c.name;
        const head = make("strong", c.name);
        const where = make("span", ` (${labels.get(c.document) ?? c.document})`);
        const line = make("span", summary(c), "rules-party-values");
        const edit = button("Edit", "edit");
        edit.addEventListener("click", () => form.open(c));
        const remove = button("Remove", "remove");
        remove.addEventListener("click", () => {
          writeCharacters(readCharacters().filter((each) => each.name !== c.name));
          said.textContent = `${c.name} removed.`;
        });
        const buttons = make("span", "", "rules-party-buttons");
        buttons.append(edit, remove);
        item.append(head, where, make("br"), line, buttons);
        return item;
      }),
    );
  };
  add.addEventListener("click", () => form.open(null));

  // Export, import, share.
  const save = button("Save as a file", "export");
  save.addEventListener("click", () => {
    const blob = new Blob([`${JSON.stringify(partyOf(readCharacters()), null, 2)}\n`], {
      type: "application/json",
    });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "party.json";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  const share = button("Copy a link to the party", "share");
  share.addEventListener("click", async () => {
    const url = new URL(location.href);
    url.hash = toFragment(readCharacters());
    try {
      await navigator.clipboard.writeText(url.href);
      said.textContent = "Link copied: it holds the whole party.";
    } catch {
      said.textContent = url.href;
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

  /** @param {string} text @param {string} from */
  const offer = (text, from) => {
    preview.replaceChildren();
    preview.hidden = false;
    /** @type {unknown} */
    let read;
    try {
      read = JSON.parse(text);
    } catch {
      preview.append(make("p", `${from} is not a party file: it is not JSON.`, "rules-error"));
      return;
    }
    const wrong = firstFault(schema, read);
    if (wrong) {
      const refusal = make("p", `${from} is refused: ${wrong}. The party is unchanged.`);
      refusal.className = "rules-error";
      refusal.dataset.refused = "";
      preview.append(refusal);
      return;
    }
    const incoming = /** @type {import("./store.js").Party} */ (read).characters;
    const kept = new Set(readCharacters().map((c) => c.name.trim().toLowerCase()));
    preview.append(make("p", `${from} holds ${incoming.length} character(s):`));
    const names = make("ul");
    for (const c of incoming) {
      const same = kept.has(c.name.trim().toLowerCase());
      names.append(make("li", `${c.name}: ${summary(c)}${same ? " (replaces the one kept)" : ""}`));
    }
    const merge = button("Merge into the party", "merge");
    merge.addEventListener("click", () => {
      const byName = new Map(readCharacters().map((c) => [c.name.trim().toLowerCase(), c]));
      for (const c of incoming) byName.set(c.name.trim().toLowerCase(), c);
      finish([...byName.values()], "merged");
    });
    const replace = button("Replace the party", "replace");
    replace.addEventListener("click", () => finish(incoming, "put in place of the party"));
    const cancel = button("Cancel", "cancel-import");
    cancel.addEventListener("click", () => finish(null, ""));
    preview.append(names, merge, replace, cancel);
  };
  /** @param {Character[] | null} characters @param {string} how */
  const finish = (characters, how) => {
    preview.replaceChildren();
    preview.hidden = true;
    file.value = "";
    if (!characters) return;
    const wrong = fault(characters);
    if (wrong) {
      said.textContent = `Not read: ${wrong}. The party is unchanged.`;
      return;
    }
    said.textContent = writeCharacters(characters)
      ? `The file's characters were ${how}.`
      : "This browser refused to keep the party.";
    if (location.hash.startsWith("#party=")) history.replaceState(null, "", location.pathname);
  };
  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (chosen) offer(await chosen.text(), chosen.name);
  });

  const tools = make("div", "", "rules-party-tools");
  tools.append(save, share, fileLabel);
  root.append(empty, list, add, form.element, said, tools, preview);
  draw();
  onPartyChanged(draw);
  if (location.hash.startsWith("#party="))
    offer(decodeURIComponent(location.hash.slice("#party=".length)), "The link");
}
