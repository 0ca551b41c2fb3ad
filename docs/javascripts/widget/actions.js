// @ts-check
// A widget's buttons: Roll beside each seed or d100 roll field, Roll both beside a pair of d100
// rolls, Copy result (the whole answer: ./answer-text.js), Reset. A roll is written into the log
// (../log/store.js) only once Python's answer for it is on the page. Where a form holds both a
// d100 and a seed (a sanity check: the player's d100, then the loss dice the seed draws), each
// new d100, rolled or typed, draws new dice too: a new check, not the last one's loss again.

import { rollInto } from "../log/dice.js";
import { answeredForInputs, answerText, NOT_FOR_INPUTS } from "./answer-text.js";
import { labelOf } from "./field-text.js";
import { headlines, inputsInShort } from "./headline.js";
import { addRoll, addRolls, NOT_LOGGED } from "../log/store.js";
import { bringIntoView } from "./inview.js";
import { rebuildRows } from "./rows.js";
import { yesNoBox } from "./yesno.js";

/** @typedef {import("./permalink.js").Field} Field */

const TYPED_ROLL = "A roll is typed in: it decides, not the dice. Clear it to roll the dice here.";
const TYPED = "typed"; // how the log marks a die a player threw and the GM typed in

/**
 * A typed roll as the log says it: "37 (typed)".
 * @param {string} face
 */
const typedFace = (face) => `${face} (${TYPED})`;

/**
 * Draw the form's other dice afresh (its seeds), for a new d100; how the log says it.
 * @param {HTMLFormElement} form
 */
function redraw(form) {
  const seeds = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll("input[data-seed]")]);
  return seeds.map((seed) => `, dice (seed ${rollInto(seed)})`).join("");
}

/**
 * A die typed and committed (blur, Enter), not the one last logged: `ask` gets its face and the
 * dice a new d100 draws afresh (a thrown die draws none), and the form is asked again.
 * @param {HTMLFormElement} form
 * @param {HTMLInputElement[]} dice
 * @param {Map<HTMLInputElement, string>} logged
 * @param {(field: HTMLInputElement, face: string, others: string) => void} ask
 */
function watchTyped(form, dice, logged, ask) {
  for (const field of dice) {
    field.addEventListener("change", () => {
      const face = field.value.trim();
      if (face === "" || logged.get(field) === face) return;
      ask(field, typedFace(face), "roll" in field.dataset ? redraw(form) : "");
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
}

/**
 * The Roll buttons of a widget; returns what the widget tells it of Python's answers.
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 * @param {() => void} flush writes the link now
 */
export function rollButtons(root, form, flush) {
  /** @type {{ fields: HTMLInputElement[], rolled: string } | null} */
  let pending = null; // a roll whose answer is still to come
  const rolls = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll("input[data-roll]")]);
  // Other dice a player throws (a Runeball die, a burst's hit die): typed only.
  const thrown = /** @type {HTMLInputElement[]} */ ([
    ...form.querySelectorAll("input[data-thrown]"),
  ]);
  // A form of several dice (two sides) says whose each face is in the log.
  /** @param {HTMLInputElement} field @param {string} face */
  const whose = (field, face) =>
    rolls.length + thrown.length > 1 ? `${face} (${labelOf(form, field) || field.name})` : face;
  /** @type {Map<HTMLInputElement, string>} each die's value last logged */
  const logged = new Map();
  watchTyped(form, [...rolls, ...thrown], logged, (field, face, others) => {
    pending = { fields: [field], rolled: whose(field, face) + others };
  });
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
    form.querySelectorAll('[data-action="roll-both"]')
  )) {
    button.addEventListener("click", () => {
      const fields = (button.dataset.both ?? "")
        .split(" ")
        .map((name) => form.elements.namedItem(name))
        .filter((field) => field instanceof HTMLInputElement);
      const faces = fields.map((field) => {
        const face = rollInto(field);
        logged.set(field, face);
        return whose(field, face);
      });
      pending = { fields, rolled: faces.join(", ") };
      fields[0]?.dispatchEvent(new Event("input", { bubbles: true }));
      flush();
    });
  }
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
    form.querySelectorAll('[data-action="roll"]')
  )) {
    button.addEventListener("click", () => {
      const field = /** @type {HTMLInputElement} */ (
        form.elements.namedItem(/** @type {string} */ (button.dataset.for))
      );
      const slot = root.querySelector(`[data-error-for="${CSS.escape(field.name)}"]`);
      // A seed rolls only the dice no roll was typed for (the declarations' help says so).
      const typed = [...form.querySelectorAll("input[data-roll]")].some(
        (roll) => /** @type {HTMLInputElement} */ (roll).value.trim() !== "",
      );
      if ("seed" in field.dataset && typed) {
        if (slot) slot.textContent = TYPED_ROLL;
        return;
      }
      const face = rollInto(field);
      if ("roll" in field.dataset) logged.set(field, face);
      pending = {
        fields: [field],
        rolled: "roll" in field.dataset ? whose(field, face) + redraw(form) : `dice (seed ${face})`,
      };
      field.dispatchEvent(new Event("input", { bubbles: true }));
      flush();
    });
  }
  const title = root.querySelector(".rules-calculator-title")?.textContent?.trim() ?? "";
  return {
    // Python's answer is drawn: the roll it answers happened, so it goes in the log.
    /** @param {unknown} [result] Python's answer */
    answered(result) {
      if (!pending) return;
      const { fields, rolled } = pending;
      pending = null;
      for (const field of fields)
        if ("roll" in field.dataset || "thrown" in field.dataset)
          logged.set(field, field.value.trim());
      bringIntoView(root);
      checked(root, form, result);
      // A roll for several at once (the declaration's each_roll): a line each, by name.
      const each = eachRoll(root, result);
      if (each) {
        if (!addRolls(each.map((line) => ({ calculator: title, ...line })))) notLogged(root);
        return;
      }
      const [first] = headlines(root);
      const inputs = inputsInShort(
        form,
        fields.map((field) => field.name),
      );
      const line = { calculator: title, inputs, rolled, result: first ? partial(root, first) : "" };
      if (!addRoll(line)) notLogged(root);
    },
    // An error instead: nothing came of the roll, and nothing is logged.
    refused() {
      pending = null;
    },
  };
}

/**
 * Tick the experience checks the roll gave party characters (../party/checks.js), and say so
 * beside the widget's buttons.
 * @param {HTMLElement} root @param {HTMLFormElement} form @param {unknown} result
 */
async function checked(root, form, result) {
  const key = root.dataset.experience;
  const answer = /** @type {Record<string, unknown> | null} */ (result);
  const entries = key ? answer?.[key] : null;
  if (!Array.isArray(entries) || entries.length === 0) return;
  // Fetched on the first roll that gives a check: a calculator page's start does without it.
  const { checksOf, saidOf, tick } = await import("../party/checks.js");
  const note = root.querySelector("[data-copied]");
  const { done, kept } = tick(checksOf(root, form, result));
  const said = saidOf(done);
  if (note && said)
    note.textContent = kept
      ? `${said} Ticked on the Party page.`
      : `${said} Not ticked: this browser refused to keep the party (its storage may be full).`;
}

/**
 * Say, beside the widget's buttons, that the roll just answered is not in the log.
 * @param {HTMLElement} root
 */
function notLogged(root) {
  const note = root.querySelector("[data-copied]");
  if (note) note.textContent = NOT_LOGGED;
}

/**
 * The lines a roll for several at once gives the log (the result's key named by data-each-roll,
 * from the declaration's each_roll), or null for a calculator that rolls once.
 * @param {HTMLElement} root
 * @param {unknown} result
 * @returns {{inputs: string, rolled: string, result: string, hidden: boolean}[] | null}
 */
function eachRoll(root, result) {
  const key = root.dataset.eachRoll;
  if (!key || typeof result !== "object" || result === null) return null;
  const lines = /** @type {Record<string, unknown>} */ (result)[key];
  if (!Array.isArray(lines)) return null;
  return lines.map((line) => ({
    inputs: String(line?.inputs ?? ""),
    rolled: String(line?.rolled ?? ""),
    result: String(line?.result ?? ""),
    hidden: line?.hidden === true,
  }));
}

/**
 * A headline as the log says it: its words alone when it is the answer asked for first (the
 * outcome), with its label when it stands in for it (one side's result, the other yet to roll).
 * @param {HTMLElement} root
 * @param {{label: string, text: string}} headline the first headline with a value
 */
function partial(root, headline) {
  const keys = root.querySelector("[data-headline]")?.getAttribute("data-headline") ?? "";
  const asked = root.querySelector(`[data-output="${CSS.escape(keys.split(" ")[0])}"]`);
  const answered = !["", "–"].includes((asked?.textContent ?? "").trim());
  return answered || !headline.label ? headline.text : `${headline.label}: ${headline.text}`;
}

/**
 * Each field as the page arrived with it, before a link filled it in: what Reset goes back to.
 * @param {Field[]} fields
 */
export function defaultsOf(fields) {
  return fields.map((field) => {
    const box = yesNoBox(field);
    /** @type {() => void} */
    let restore;
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.defaultSelected);
      restore = () => {
        for (const [at, option] of [...field.options].entries()) option.selected = chosen[at];
      };
    } else if (box) {
      const ticked = box.defaultChecked;
      restore = () => {
        box.checked = ticked;
      };
    } else {
      const value = field.getAttribute("value") ?? "";
      restore = () => {
        field.value = value;
      };
    }
    return restore;
  });
}

/**
 * Copy result and Reset.
 * @param {HTMLElement} root
 * @param {HTMLFormElement} form
 * @param {(() => void)[]} defaults from defaultsOf, before the link filled the form
 */
export function resultButtons(root, form, defaults) {
  const note = /** @type {HTMLElement} */ (root.querySelector("[data-copied]"));
  root.querySelector('[data-action="copy-result"]')?.addEventListener("click", async () => {
    if (!(await answeredForInputs(root))) {
      note.textContent = `Not copied: ${NOT_FOR_INPUTS}`;
      return;
    }
    try {
      await navigator.clipboard.writeText(answerText(root, form));
      note.textContent = "Result copied.";
    } catch {
      note.textContent = "Copying failed: select the result on the page instead.";
    }
  });
  root.querySelector('[data-action="reset"]')?.addEventListener("click", () => {
    for (const restore of defaults) restore();
    for (const slot of root.querySelectorAll("[data-error-for]")) slot.textContent = "";
    rebuildRows(form); // a rows table is built from its field: built again, afresh
    form.dispatchEvent(new Event("input", { bubbles: true }));
    form.dispatchEvent(new Event("change", { bubbles: true }));
    note.textContent = "Back to the defaults.";
  });
}
