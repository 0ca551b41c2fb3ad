// @ts-check
// One calculator widget: sends the form's text to Python on every change and puts Python's
// answer (a result, or an error naming the input to blame) on the page. Its parts: start-up
// (./start.js), error slots (./errors.js), buttons (./actions.js), the
// headline kept in view (./headline.js).

import { announcer } from "./announce.js";
import { drawResult } from "../render/draw.js";
import { drawHeadline, watchKeyboard } from "./headline.js";
import { mountPickers } from "../party/picker.js";
import { mountPartyRows } from "../party/rows.js";
import { mountSave } from "../party/save.js";
import { copyLink, fillFromUrl, keyPrefix, urlWriter } from "./permalink.js";
import { mountModifiers } from "./modifier.js";
import { mountRound } from "./round.js";
import { mountRows } from "./rows.js";
import { defaultsOf, resultButtons, rollButtons } from "./actions.js";
import { errorSlots } from "./errors.js";
import { mountFold } from "./fold.js";
import { keepClear } from "./sticky.js";
import { keepTopAside } from "./top.js";
import { followStart } from "./start.js";
import { sent, yesNoBox } from "./yesno.js";

/** @typedef {import("./permalink.js").Field} Field */
/** @typedef {import("../../../types/contract").InputErrorRecord} InputErrorRecord */
/** @typedef {import("../../../types/contract").Reply} Reply */

/**
 * Whether Python's answer `line` is the one the page arrived with: its SHA-256 is the digest the
 * build recorded (scripts/build/prerender.py). No when the digest cannot be taken: crypto.subtle exists
 * only in secure contexts (https, localhost), and a page opened from a file may have none.
 * @param {string} line
 * @param {string | undefined} digest
 */
async function isAsBuilt(line, digest) {
  if (!digest || !globalThis.crypto?.subtle) return false;
  try {
    const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(line));
    const hex = [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0"));
    return hex.join("") === digest;
  } catch {
    return false;
  }
}

/** @param {Field} field whether the reader's link has changed it from what the page arrived with */
const notDefault = (field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : yesNoBox(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/**
 * @typedef {object} Widget
 * @property {HTMLElement} root
 * @property {string | undefined} name
 * @property {Field[]} fields
 * @property {Element} results
 * @property {ReturnType<typeof errorSlots>} errors
 * @property {import("../engine/engine.js").Engine} engine
 */

/**
 * What a widget does with Python's answers: asks with the form's fields as they stand, and shows
 * only the newest request's answer, a result or the inputs to blame. `calculate` asks;
 * `answered` says whether Python has answered this widget yet; `edited` is called on each edit.
 * @param {Widget} widget
 * @param {{ announce: ReturnType<typeof announcer>, rolls: ReturnType<typeof rollButtons>,
 *   saver: ReturnType<typeof mountSave>, rounds: ReturnType<typeof mountRound>,
 *   sticky: ReturnType<typeof keepClear> }} parts
 * @param {() => boolean} isReady whether Python has started
 * @param {boolean} arrived whether the page's drawn answer is for the form as it stands
 */
function answering({ root, name, fields, results, errors, engine }, parts, isReady, arrived) {
  const { announce, rolls, saver, rounds, sticky } = parts;
  // Python's first answer may well be the one drawn at build time: redrawing it (the field
  // board: thousands of elements) would block the page for nothing.
  let asArrived = arrived;
  let latest = 0; // only the newest request's answer is shown
  let answered = false; // data-state "ready" once Python has answered this widget

  /** @param {unknown} result @param {boolean} asBuilt only the live outputs are drawn */
  const showResult = (result, asBuilt) => {
    errors.clear();
    drawResult(root, result, asBuilt);
    saver.answered(result);
    rounds.answered(result);
    drawHeadline(root);
    sticky.check();
    results.classList.remove("rules-stale", "rules-working");
    results.removeAttribute("data-out-of-date"); // the answer is for the inputs shown (answer-text.js)
    announce.changed();
    rolls.answered(result);
    performance.mark("rules:result", { detail: name }); // read by make bench (scripts/bench/)
  };
  /** @param {InputErrorRecord[]} shown */
  const showError = (shown) => {
    errors.show(shown);
    results.classList.add("rules-stale"); // the last good numbers stay, marked out of date
    announce.interrupted();
    rolls.refused();
  };

  const calculate = async () => {
    const id = ++latest;
    const inputs = Object.fromEntries(fields.map((field) => [field.name, sent(field)]));
    // Keyed by widget: while Python works, only the newest inputs wait (engine/requests.js).
    const answer = await engine.ask(JSON.stringify({ calculator: name, inputs }), root);
    if (id !== latest || answer.superseded) return;
    if (answer.failure) {
      showError([{ message: `Python failed: ${answer.failure}`, input: null }]);
      return;
    }
    const line = /** @type {string} */ (answer.line); // no failure: a line
    const asBuilt = asArrived && (await isAsBuilt(line, root.dataset.prerenderedDigest));
    asArrived = false;
    if (id !== latest) return;
    /** @type {Reply} */
    const reply = JSON.parse(line);
    errors.cancelWait();
    if (reply.error) {
      const bad = reply.errors ?? [reply.error];
      if (!errors.holdBack(bad, () => showError(bad))) showError(bad);
    } else showResult(reply.result, asBuilt);
    if (!answered && isReady()) {
      answered = true;
      root.dataset.state = "ready";
    }
  };

  return {
    calculate,
    answered: () => answered,
    edited: () => {
      asArrived = false;
    },
  };
}

/**
 * Bring one widget to life: its fields, permalink, dice and rows, answered by `engine`.
 * @param {HTMLElement} root the widget ([data-calculator], from scripts/pages/widget/)
 * @param {import("../engine/engine.js").Engine} engine
 */
export function mount(root, engine) {
  const name = root.dataset.calculator;
  const form = root.querySelector("form");
  const status = root.querySelector("[data-status]");
  const results = root.querySelector("[data-results]");
  if (!form || !status || !results)
    throw new Error(`calculator ${name}: its widget lacks a form, [data-status] or [data-results]`);
  const fields = /** @type {Field[]} */ (
    [...form.elements].filter((element) => /** @type {Field} */ (element).name)
  );
  const starting = status.textContent ?? ""; // scripts/pages/widget/ LOADING_MESSAGE
  watchKeyboard(window);
  const defaults = defaultsOf(fields); // before the link fills the form
  const prefix = keyPrefix(root); // this widget's keys in the link
  const linkErrors = fillFromUrl(fields, prefix); // shown (with the default's result) until an edit
  // The table's house rules into the readings the link does not give (the fold's line says so).
  mountFold(root, form, prefix);
  // The page's drawn answer is for the defaults (dice included: nothing is rolled on load); a
  // link that changed the form greys it until Python answers.
  const working = "prerendered" in root.dataset && fields.some(notDefault);
  if (working) results.classList.add("rules-stale", "rules-working");
  const asArrived = "prerendered" in root.dataset && !working; // the drawn answer is for the form
  mountPickers(form); // the party's values beside the fields that take them
  mountRows(form); // rows inputs: their tables, built from their fields (the link's, if any)
  mountPartyRows(form); // and a row from the party, where their columns take a character's values
  mountModifiers(form); // a chance's modifier: steps of 10 and 20, and its sign
  /** @type {(input: string) => Field | null} */
  const control = (input) =>
    /** @type {Field | null} */ (
      form.elements.namedItem(input) ?? form.querySelector(`[data-cell="${CSS.escape(input)}"]`)
    );
  const errors = errorSlots(root, form, control, linkErrors);
  const announce = announcer(root); // screen readers hear a short summary of each new result
  const address = urlWriter(root, fields, prefix);
  const rolls = rollButtons(root, form, address.flush);
  resultButtons(root, form, defaults);
  const saver = mountSave(root, form); // "Save as a character", where the declaration offers it
  const rounds = mountRound(root, form); // "Next round", where the declaration offers it
  const sticky = keepClear(root, form); // the answer kept in view never hides the next field
  keepTopAside(root); // Material's "Back to top" off the calculator while it is on the screen
  const widget = { root, name, fields, results, errors, engine };
  const parts = { announce, rolls, saver, rounds, sticky };
  let ready = false;
  const answers = answering(widget, parts, () => ready, asArrived);
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", () => {
    // the copied link is out of date now
    /** @type {HTMLElement} */ (root.querySelector("[data-copied]")).textContent = "";
    results.setAttribute("data-out-of-date", ""); // until Python answers these inputs
    errors.edited();
    answers.edited();
    address.soon();
    if (ready) answers.calculate();
  });
  form.addEventListener("change", address.flush);
  root.querySelector('[data-action="copy-link"]')?.addEventListener("click", () => {
    address.soon();
    address.flush();
    copyLink(root);
  });
  if (!working) drawHeadline(root); // the answer drawn at build time
  followStart(root, engine, {
    starting,
    working,
    answered: answers.answered,
    setReady: (now) => {
      ready = now;
    },
    onReady: answers.calculate,
  });
}
