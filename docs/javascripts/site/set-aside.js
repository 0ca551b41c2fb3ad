// @ts-check
// What the site keeps in the browser's storage and cannot read (a party cut short or of a newer
// format, a log of another shape, a damaged house rule) is never overwritten: each reader
// (../party/store.js, ../log/store.js, ../house/store.js, ./offline.js) sets it aside, as it was,
// under its key plus "-unreadable" (then "-unreadable-2"…), with why and when. The page that uses
// it says so and offers it as a file and a way to forget it (asideNote).

const MOST = 9; // set-aside entries per kind; past them the newest is not kept (and said so)
const SUFFIX = "-unreadable";

/** @typedef {{key: string, text: string, why: string, at: string}} Aside */

/** @param {string} key @param {number} n */
const slot = (key, n) => `${key}${SUFFIX}${n > 1 ? `-${n}` : ""}`;

/**
 * One set-aside entry as kept (text, why, when), or its raw text where that is damaged too.
 * @param {string} key
 * @param {string} raw
 * @returns {Aside}
 */
function asideOf(key, raw) {
  try {
    const kept = JSON.parse(raw);
    if (typeof kept?.text === "string")
      return { key, text: kept.text, why: String(kept.why ?? ""), at: String(kept.at ?? "") };
  } catch {
    // kept by hand or cut short: the raw text is what there is
  }
  return { key, text: raw, why: "", at: "" };
}

/**
 * What is set aside for `key`, oldest first (none where storage is refused).
 * @param {string} key
 * @returns {Aside[]}
 */
export function asideFor(key) {
  /** @type {Aside[]} */
  const found = [];
  try {
    for (let n = 1; n <= MOST; n += 1) {
      const raw = localStorage.getItem(slot(key, n));
      if (raw !== null) found.push(asideOf(slot(key, n), raw));
    }
  } catch {
    return [];
  }
  return found;
}

/**
 * Keep `text` (what `key` held, or part of it) aside, with `why` it could not be read; the same
 * text is kept once. Returns whether it is kept (false where storage refused it or is full):
 * then its owner must not overwrite it.
 * @param {string} key
 * @param {string} text
 * @param {string} why
 */
export function setAside(key, text, why) {
  if (asideFor(key).some((aside) => aside.text === text)) return true;
  try {
    for (let n = 1; n <= MOST; n += 1) {
      if (localStorage.getItem(slot(key, n)) !== null) continue;
      const at = new Date().toISOString();
      localStorage.setItem(slot(key, n), JSON.stringify({ text, why, at }));
      return true;
    }
  } catch {
    // storage refused or full: not kept
  }
  return false;
}

/** @param {string} asideKey the set-aside entry's own key */
export function forgetAside(asideKey) {
  try {
    localStorage.removeItem(asideKey);
  } catch {
    // nothing to forget where storage is refused
  }
}

/**
 * Offer `text` as a file called `name`.
 * @param {string} name
 * @param {string} text
 */
function offerFile(name, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/octet-stream" }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * The note a page shows of what is set aside for `key`: what it was, why, Save as a file and
 * Forget; empty (and hidden) when nothing is. `redraw` is called after Forget.
 * @param {HTMLElement} note
 * @param {string} key
 * @param {{what: string, file: string, repair: string}} words "The party", "party-unreadable.json",
 *   how to repair it ("Read the file back once mended, with Read a party file.")
 */
export function showAside(note, key, { what, file, repair }) {
  const asides = asideFor(key);
  note.hidden = asides.length === 0;
  note.dataset.aside = String(asides.length);
  note.replaceChildren(
    ...asides.map((aside, index) => {
      const line = document.createElement("p");
      const when = aside.at ? ` on ${aside.at.slice(0, 10)}` : "";
      const why = aside.why ? ` (${aside.why})` : "";
      line.append(
        `${what} this browser kept could not be read${why}. It is set aside as it was${when}, ` +
          `not overwritten: save it as a file to mend or keep. ${repair} `,
      );
      const name = index ? file.replace(/(\.\w+)$/, `-${index + 1}$1`) : file;
      const save = asideButton("Save as a file", "save-aside", () => offerFile(name, aside.text));
      const forget = asideButton("Forget it", "forget-aside", () => {
        forgetAside(aside.key);
        showAside(note, key, { what, file, repair });
      });
      line.append(save, " ", forget);
      return line;
    }),
  );
}

/** @param {string} text @param {string} action @param {() => void} then */
function asideButton(text, action, then) {
  const made = document.createElement("button");
  made.type = "button";
  made.className = "md-button";
  made.dataset.action = action;
  made.textContent = text;
  made.addEventListener("click", then);
  return made;
}
