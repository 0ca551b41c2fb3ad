// @ts-check
// The roll log's button in the header, on every page, and the panel it opens: the rolls, newest
// first, with Copy, Save as text and Clear (and a few seconds' Undo after it). The log itself is
// ./store.js.

import {
  clearRolls,
  hiddenCount,
  logText,
  onRollsChanged,
  LOG_KEY,
  readRolls,
  restoreRolls,
  rollLine,
} from "./store.js";
import { offerUndo, say } from "./undo.js";
import { showAside } from "../site/set-aside.js";

const ASIDE_WORDS = {
  what: "A roll log",
  file: "roll-log-unreadable.json",
  repair: "The log goes on without it.",
};

const SVG = "http://www.w3.org/2000/svg";
// A die showing five, drawn as a 24-unit icon like Material's own header icons.
const DIE =
  "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m2.5 2.5a1.5 1.5 0 1 0 " +
  "0 3 1.5 1.5 0 0 0 0-3m9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3M12 10.5a1.5 1.5 0 1 0 0 3 1.5 " +
  "1.5 0 0 0 0-3m-4.5 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3m9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3";

/** @param {string} text @param {string} action */
function button(text, action) {
  const made = document.createElement("button");
  made.type = "button";
  made.className = "md-button";
  made.dataset.action = action;
  made.textContent = text;
  return made;
}

/** The panel, made once per page load (instant navigation keeps the body's end). */
function makePanel() {
  const panel = document.createElement("dialog");
  panel.className = "rules-roll-log md-typeset"; // Material's look for its buttons and list
  panel.setAttribute("aria-labelledby", "rules-roll-log-title");
  const title = document.createElement("h2");
  title.id = "rules-roll-log-title";
  title.textContent = "Roll log";
  const empty = document.createElement("p");
  empty.textContent = "No rolls yet: a calculator's Roll button writes here.";
  const list = document.createElement("ol");
  const said = document.createElement("p");
  said.className = "rules-roll-log-said";
  said.setAttribute("aria-live", "polite");
  const actions = document.createElement("div");
  actions.className = "rules-roll-log-actions";
  const copy = button("Copy", "copy-log");
  const save = button("Save as text", "save-log");
  const clear = button("Clear", "clear-log");
  const close = button("Close", "close-log");
  actions.append(copy, save, clear, close);
  const aside = document.createElement("div");
  aside.className = "rules-roll-log-aside";
  panel.append(title, aside, empty, list, actions, said);

  const draw = () => {
    const rolls = readRolls();
    showAside(aside, LOG_KEY, ASIDE_WORDS);
    empty.hidden = rolls.length > 0;
    for (const each of [copy, save, clear]) each.disabled = rolls.length === 0;
    list.replaceChildren(
      ...rolls.map((roll) => {
        const item = document.createElement("li");
        item.textContent = rollLine(roll);
        if (roll.hidden) item.className = "rules-roll-hidden";
        return item;
      }),
    );
  };
  /** What Copy and Save leave out, said after them. */
  const leftOut = () => {
    const hidden = hiddenCount();
    if (!hidden) return "";
    return hidden === 1
      ? " The hidden roll is left out."
      : ` The ${hidden} hidden rolls are left out.`;
  };
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(logText());
      say(said, `Copied.${leftOut()}`);
    } catch {
      say(said, "The browser refused to copy: select the rolls above instead.");
    }
  });
  save.addEventListener("click", () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([logText()], { type: "text/plain" }));
    link.download = "roll-log.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    say(said, `Saved as roll-log.txt.${leftOut()}`);
  });
  clear.addEventListener("click", () => {
    const cleared = clearRolls();
    const count = cleared.length === 1 ? "1 roll" : `${cleared.length} rolls`;
    // Clear is disabled now the log is empty: the focus goes to Undo.
    offerUndo(said, `Cleared ${count}.`, () => {
      restoreRolls(cleared);
      clear.focus();
      return "The rolls are back.";
    }).focus();
  });
  close.addEventListener("click", () => panel.close());
  onRollsChanged(draw);
  return { panel, draw, said };
}

/** @type {ReturnType<typeof makePanel> | null} */
let made = null;

/** The header's button (again after an instant navigation that replaced the header). */
export function mountRollLog() {
  const header = document.querySelector(".md-header__inner");
  if (!header || header.querySelector(".rules-roll-log-button")) return;
  const open = document.createElement("button");
  open.type = "button";
  open.className = "md-header__button md-icon rules-roll-log-button";
  open.title = "Roll log";
  open.setAttribute("aria-label", "Roll log");
  open.setAttribute("aria-haspopup", "dialog");
  const icon = document.createElementNS(SVG, "svg");
  icon.setAttribute("viewBox", "0 0 24 24");
  icon.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", DIE);
  icon.append(path);
  open.append(icon);
  // Before the search, where Material keeps its own header buttons.
  header.insertBefore(open, header.querySelector(".md-search") ?? null);
  open.addEventListener("click", () => {
    made ??= makePanel();
    if (!made.panel.isConnected) document.body.append(made.panel);
    say(made.said, "");
    made.draw();
    made.panel.showModal();
  });
}
