// @ts-check
// The Party page ([data-party-editor], from the build's <!-- party: editor -->): the characters
// kept on this device, added, edited and removed (with a few seconds' Undo); the party saved as a
// file or a link and read back, checked against the schema Python declares (embedded in the
// page), shown before it is merged or put in place of the party, which is never touched by a file
// it refuses. A version 1 file is read as version 2 (./store.js upgradeParty), and says so. The
// page says whether the browser keeps the site's storage, and reminds the reader to save the
// party as a file when it has changed since the last one. Each character's experience checks
// (./checks.js) are listed with it, ticked or cleared one by one, and cleared all at once after
// the improvement rolls.

import {
  keepStorage,
  markExported,
  nameKey,
  onPartyChanged,
  partyOf,
  partyText,
  readCharacters,
  readParty,
  writeCharacters,
  writeEntries,
} from "./store.js";
import { PARTY_KEY } from "./kept.js";
import { characterFault, damagedLine, placed } from "./damaged.js";
import { showAside } from "../site/set-aside.js";
import { characterForm } from "./form.js";
import { clear, tick, ticked } from "./checks.js";
import { button, make } from "./make.js";
import { mountReading } from "./reading.js";
import { mountSafety } from "./safety.js";
import { summary } from "./words.js";
import { offerUndo, say } from "../log/undo.js";
import { mountHandoff } from "../handoff/qr.js";

/** @typedef {import("./store.js").Character} Character */

const REFUSED = "this browser refused to keep the change (its storage may be full).";

const ASIDE_WORDS = {
  what: "A party",
  file: "party-unreadable.json",
  repair: "Mend it and read it back with Read a party file, or forget it.",
};

/** The party as a link's fragment, and back. @param {Character[]} characters */
const toFragment = (characters) =>
  `#party=${encodeURIComponent(JSON.stringify(partyOf(characters)))}`;

/**
 * One character's line in the list: its values, Edit, and Remove (with a few seconds' Undo).
 * @param {Character} c
 * @param {number} at its place in the party
 * @param {{ titles: Map<string, string>, said: HTMLElement, edit: (c: Character) => void }} page
 */
function characterLine(c, at, { titles, said, edit }) {
  const item = make("li");
  item.dataset.character = c.name;
  const head = make("strong", c.name);
  const where = make("span", ` (${titles.get(c.document) ?? c.document})`);
  const line = make("span", summary(c, titles), "rules-party-values");
  const editButton = button("Edit", "edit");
  editButton.addEventListener("click", () => edit(c));
  const remove = button("Remove", "remove");
  remove.addEventListener("click", () => {
    if (!writeCharacters(readCharacters().filter((each) => each.name !== c.name))) {
      say(said, `${c.name} is not removed: ${REFUSED}`);
      return;
    }
    offerUndo(said, `${c.name} removed.`, () => {
      const now = readCharacters().filter((each) => nameKey(each.name) !== nameKey(c.name));
      now.splice(Math.min(at, now.length), 0, c);
      writeCharacters(now);
      return `${c.name} is back.`;
    }).focus(); // the Remove button went with the line
  });
  const buttons = make("span", "", "rules-party-buttons");
  buttons.append(editButton, remove);
  item.append(head, where, make("br"), line, buttons, checksLine(c, said));
  return item;
}

/**
 * A character's experience checks (RuneQuest, The Game System › Ability Results): each ticked
 * ability a button that clears it, and a list of its skills to tick one by hand.
 * @param {Character} c
 * @param {HTMLElement} said the list's message line
 */
function checksLine(c, said) {
  const line = make("p", "", "rules-party-checks");
  const checks = c.experience ?? [];
  line.append(make("span", checks.length ? "Experience checks: " : "No experience checks. "));
  for (const ability of checks) {
    const off = button(`✓ ${ability}`, "clear-check");
    off.setAttribute("aria-label", `Clear ${c.name}'s experience check of ${ability}`);
    off.addEventListener("click", () => {
      if (!clear(c.name, ability)) say(said, `Not cleared: ${REFUSED}`);
    });
    line.append(off, " ");
  }
  const open = Object.keys(c.skills ?? {}).filter((skill) => !ticked(c, skill));
  if (open.length) {
    const pick = /** @type {HTMLSelectElement} */ (make("select", "", "rules-party-tick"));
    pick.setAttribute("aria-label", `Tick an experience check for ${c.name}`);
    pick.append(make("option", "Tick a check…"));
    for (const skill of open) {
      const option = /** @type {HTMLOptionElement} */ (make("option", skill));
      option.value = skill;
      pick.append(option);
    }
    pick.addEventListener("change", () => {
      if (pick.value && !tick([{ who: c.name, ability: pick.value }]).kept)
        say(said, `Not ticked: ${REFUSED}`);
    });
    line.append(pick);
  }
  return line;
}

/**
 * "Clear every check", once the improvement rolls are made (with a few seconds' Undo).
 * @param {HTMLElement} said the list's message line
 */
function clearAllButton(said) {
  const all = button("Clear every experience check", "clear-checks");
  all.addEventListener("click", () => {
    const before = clear();
    if (!before) {
      say(said, `Not cleared: ${REFUSED}`);
      return;
    }
    offerUndo(said, "Every experience check cleared.", () => {
      writeCharacters(before);
      return "The experience checks are back.";
    }).focus(); // the button hides with the checks
  });
  return all;
}

/**
 * Save as a file, and Copy a link: the party as it is kept, to take elsewhere.
 * @param {HTMLElement} told the file tools' message line
 * @param {() => void} saved called once the party is saved as a file
 */
function savingButtons(told, saved) {
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
    saved();
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
  return [save, share];
}

/**
 * Bring the Party page to life.
 * @param {HTMLElement} root
 */
export function mountPartyPage(root) {
  const schema = JSON.parse(root.dataset.partySchema ?? "{}");
  const documents = /** @type {[string, string][]} */ (JSON.parse(root.dataset.documents ?? "[]"));
  const gameFields = JSON.parse(root.dataset.gameFields ?? "{}");
  const titles = new Map(documents);

  const list = make("ul", "", "rules-party-list");
  const empty = make("p", "No characters yet. Add one, or read a party file.", "rules-party-empty");
  // The list's one message line, and the file tools' own: one message at a time in each.
  const said = make("p", "", "rules-party-said");
  said.setAttribute("aria-live", "polite");
  const told = make("p", "", "rules-party-said rules-party-told");
  told.setAttribute("aria-live", "polite");
  const add = button("Add a character", "add");
  const clearAll = clearAllButton(said);
  const safety = mountSafety();
  const aside = make("div", "", "rules-party-aside rules-error");

  const form = characterForm(schema, documents, gameFields, (character, was) => {
    const { entries, safe } = readParty();
    if (!safe) return "The party kept could not be read nor set aside: it is not overwritten.";
    const wrong = characterFault(schema, entries, character, was);
    if (wrong) return wrong;
    if (!writeEntries(placed(entries, character, was)))
      return `Not kept: this browser refused to keep the party (its storage may be full). ${character.name} is still in this form.`;
    say(said, `${character.name} is kept on this device.`);
    keepStorage().then(safety.show);
    return "";
  });

  const draw = () => {
    const { characters, damaged } = readParty();
    empty.hidden = characters.length + damaged.length > 0;
    const page = { titles, said, edit: form.open };
    clearAll.hidden = !characters.some((c) => (c.experience ?? []).length > 0);
    list.replaceChildren(
      ...characters.map((c, at) => characterLine(c, at, page)),
      ...damaged.map((d) => damagedLine(d, page)),
    );
    safety.show();
    showAside(aside, PARTY_KEY, ASIDE_WORDS);
  };
  add.addEventListener("click", () => form.open(null));

  const reading = mountReading({ schema, titles, told, kept: safety.show });
  const tools = make("div", "", "rules-party-tools");
  tools.append(...savingButtons(told, safety.show), reading.field);
  root.append(
    aside,
    empty,
    list,
    add,
    clearAll,
    form.element,
    said,
    safety.element,
    tools,
    told,
    reading.preview,
  );
  draw();
  onPartyChanged(draw);
  mountHandoff(root, location.pathname, reading.offer); // reads the link's party and house rules
}
