// @ts-check
// One calculator widget: sends the form's text to Python on every change and puts Python's
// answer (a result, or an error naming the input to blame) on the page.

import { announcer, summary } from "./announce.js";
import { rollInto, rollLog } from "./dice.js";
import { drawResult } from "./draw.js";
import { copyLink, fillFromUrl, keyPrefix, linkHas, urlWriter } from "./permalink.js";
import { mountRows } from "./rows.js";
import { sent, yesNoBox } from "./yesno.js";

/** @typedef {import("./permalink.js").Field} Field */
/** @typedef {import("../../../types/contract").InputErrorRecord} InputErrorRecord */
/** @typedef {import("../../../types/contract").Reply} Reply */

const START_FAILED = "The calculator could not start. The tables on this page still work.";
// The page arrives with the answer for the form's defaults drawn in (scripts/prerender.py); when
// a link or fresh dice have changed the form, that answer is not the reader's: greyed until
// Python answers for their inputs.
const WORKING = "Working out your numbers: starting Python in your browser…";
/** @param {number} bytes */
const MB = (bytes) => (bytes / 1e6).toFixed(1);
/** @param {number} seconds */
const roughly = (seconds) =>
  seconds < 90 ? `${Math.max(5, Math.ceil(seconds / 5) * 5)} s` : `${Math.round(seconds / 60)} min`;
// A message about an empty field the reader has not reached yet ("give both rolls") waits this
// long, or until the reader leaves the field they are typing in.
const PATIENCE_MS = 1500;

/**
 * Whether Python's answer `line` is the one the page arrived with: its SHA-256 is the digest the
 * build recorded (scripts/prerender.py). No when the digest cannot be taken: crypto.subtle exists
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

/**
 * Bring one widget to life: its fields, permalink, dice and rows, answered by `engine`.
 * @param {HTMLElement} root the widget ([data-calculator], from scripts/widget_html.py)
 * @param {import("./engine.js").Engine} engine
 */
export function mount(root, engine) {
  const name = root.dataset.calculator;
  const form = root.querySelector("form");
  if (!form) throw new Error(`calculator ${name}: its widget has no form`);
  const fields = /** @type {Field[]} */ (
    [...form.elements].filter((element) => /** @type {Field} */ (element).name)
  );
  const status = root.querySelector("[data-status]");
  if (!status) throw new Error(`calculator ${name}: its widget has no [data-status]`);
  // "Starting Python…", as the page arrives with it (scripts/widget_html.py LOADING_MESSAGE).
  const starting = status.textContent;
  const results = root.querySelector("[data-results]");
  if (!results) throw new Error(`calculator ${name}: its widget has no [data-results]`);
  let latest = 0; // only the newest request's answer is shown
  let ready = false;
  // "ready" on the widget (data-state) once Python has answered it: until then the answer shown,
  // if any, is the one drawn at build time, and the board's pieces do not move yet.
  let answered = false;
  /** @type {(() => void) | null} */
  let waiting = null; // a message held back while the reader is still typing elsewhere
  const announce = announcer(root); // screen readers hear a short summary of each new result

  const prefix = keyPrefix(root); // this widget's keys in the link
  let linkErrors = fillFromUrl(fields, prefix); // shown (with the default's result) until an edit
  // Dice: a page opened with no seed in its link rolls its own, not the declared default's.
  const seeds = fields.filter((field) => "seed" in field.dataset);
  for (const seed of seeds) {
    if (!linkHas(seed, prefix) && seed.dataset.default)
      rollInto(/** @type {HTMLInputElement} */ (seed));
  }
  const log = seeds.length ? rollLog(root) : null;
  /** @param {Field} field */
  const notDefault = (field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : yesNoBox(field)
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue;
  const working = "prerendered" in root.dataset && fields.some(notDefault);
  if (working) results.classList.add("rules-stale", "rules-working");
  // The form shows the inputs whose answer the page arrived with, untouched by the reader: Python's
  // first answer may well be that very answer, and redrawing it (the field board: thousands of
  // elements) would block the page for nothing.
  let asArrived = "prerendered" in root.dataset && !working;
  /** @type {string | null} */
  let rolled = null; // the seed of a Roll whose answer is still to come
  mountRows(form); // rows inputs: their tables, built from their fields (the link's, if any)
  // A field by input name, or a rows input's cell by its path ("combatants[2].sr").
  /** @type {(input: string) => Field | null} */
  const control = (input) =>
    /** @type {Field | null} */ (
      form.elements.namedItem(input) ?? form.querySelector(`[data-cell="${CSS.escape(input)}"]`)
    );

  const clearErrors = () => {
    for (const slot of root.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const marked of form.querySelectorAll("[aria-invalid]")) {
      marked.removeAttribute("aria-invalid");
    }
    status.textContent = "";
    showAt(linkErrors);
  };

  // Every error at its own field; one no field owns goes to the status line.
  /** @param {InputErrorRecord[]} errors */
  const showAt = (errors) => {
    for (const { message, input } of errors) {
      const slot = input && root.querySelector(`[data-error-for="${CSS.escape(input)}"]`);
      if (slot) {
        slot.textContent = message;
        control(input)?.setAttribute("aria-invalid", "true");
      } else {
        status.textContent = input ? `${input}: ${message}` : message;
      }
    }
  };

  /**
   * @param {unknown} result
   * @param {boolean} [asBuilt] the answer the page arrived with: only the live outputs are drawn
   */
  const showResult = (result, asBuilt = false) => {
    clearErrors();
    drawResult(root, result, asBuilt);
    results.classList.remove("rules-stale", "rules-working");
    announce.changed();
    if (rolled !== null) {
      log?.add(rolled, summary(root));
      rolled = null;
    }
    performance.mark("rules:result", { detail: name }); // read by scripts/bench.py
  };

  /** @param {InputErrorRecord[]} errors */
  const holdBack = (errors) => {
    const typing = /** @type {HTMLInputElement | null} */ (document.activeElement);
    const early = errors.every((error) => {
      const named = error.input && control(error.input);
      return named && named.value === "" && typing?.form === form && typing !== named;
    });
    if (!early) return false;
    if (!typing) throw new Error("no field has the focus"); // early: each error has one
    const show = () => {
      cancelWait();
      showError(errors);
    };
    const timer = setTimeout(show, PATIENCE_MS);
    typing.addEventListener("blur", show, { once: true });
    waiting = () => {
      clearTimeout(timer);
      typing.removeEventListener("blur", show);
    };
    return true;
  };

  const cancelWait = () => {
    waiting?.();
    waiting = null;
  };

  /** @param {InputErrorRecord[]} errors */
  const showError = (errors) => {
    clearErrors();
    showAt(errors);
    results.classList.add("rules-stale"); // the last good numbers stay, marked out of date
    announce.interrupted();
  };

  const calculate = async () => {
    const id = ++latest;
    const inputs = Object.fromEntries(fields.map((field) => [field.name, sent(field)]));
    // Keyed by widget: while Python works, only the newest inputs wait (engine.js).
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
    cancelWait();
    if (reply.error) {
      const errors = reply.errors ?? [reply.error];
      if (!holdBack(errors)) showError(errors);
    } else showResult(reply.result, asBuilt);
    if (!answered && ready) {
      answered = true;
      root.dataset.state = "ready";
    }
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  const address = urlWriter(root, fields, prefix);
  form.addEventListener("input", () => {
    // the copied link is out of date now
    /** @type {HTMLElement} */ (root.querySelector("[data-copied]")).textContent = "";
    linkErrors = [];
    asArrived = false;
    address.soon();
    if (ready) calculate();
  });
  form.addEventListener("change", address.flush);
  root.querySelector('[data-action="copy-link"]')?.addEventListener("click", () => {
    address.soon();
    address.flush();
    copyLink(root);
  });
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
    form.querySelectorAll('[data-action="roll"]')
  )) {
    button.addEventListener("click", () => {
      const seed = /** @type {HTMLInputElement} */ (
        form.elements.namedItem(/** @type {string} */ (button.dataset.for)) // a Roll's data-for
      );
      rollInto(seed);
      rolled = seed.value;
      seed.dispatchEvent(new Event("input", { bubbles: true }));
      address.flush();
    });
  }

  // Start-up as the engine reports it; after a failure or a long wait, a Retry button. The
  // download as a bar, updated as it moves (the status line, which screen readers hear, says it
  // in words at most every 10 s). Both are in the page, hidden (scripts/widget_html.py).
  const retry = root.querySelector("[data-action=retry]");
  const bar = root.querySelector("[data-progress]");
  if (!(retry instanceof HTMLButtonElement) || !(bar instanceof HTMLProgressElement))
    throw new Error(`calculator ${name}: its widget has no Retry button or progress bar`);
  retry.addEventListener("click", () => engine.retry());
  let wasReady = false;
  let slowSaidAt = 0;
  /** @param {string} text */
  const say = (text) => {
    if (status.textContent !== text) status.textContent = text; // no repeats for screen readers
  };
  const stop = engine.subscribe((state) => {
    if (!root.isConnected && root.dataset.state) {
      stop(); // instant navigation took this widget's page away
      return;
    }
    const previous = root.dataset.state;
    ready = state.phase === "ready";
    /** @type {Record<string, string>} */
    const shown = { ready: answered ? "ready" : "loading", failed: "error", slow: "slow" };
    root.dataset.state = shown[state.phase] ?? "loading";
    retry.hidden = !["failed", "slow"].includes(state.phase);
    bar.hidden = !["starting", "slow"].includes(state.phase) || !state.total;
    if (!bar.hidden) Object.assign(bar, { max: state.total, value: state.loaded });
    if (state.phase === "ready") {
      if (!wasReady) {
        say("");
        calculate();
      }
    } else if (state.phase === "failed") {
      say(`${START_FAILED} (${state.message})`);
      console.warn(`rules calculator ${name}: ${state.message}`);
    } else if (state.phase === "slow") {
      // The amount downloaded is told when the wait begins, then at most every 10 s.
      if (previous !== "slow" || performance.now() - slowSaidAt >= 10_000) {
        slowSaidAt = performance.now();
        const amount = state.total ? `${MB(state.loaded)} of ${MB(state.total)} MB` : "";
        const left = state.secondsLeft === null ? "" : `about ${roughly(state.secondsLeft)} left`;
        const progress = [amount, left].filter(Boolean).join(", ");
        say(
          `Python is still downloading${progress ? ` (${progress})` : ""}: the connection is slow.` +
            " The tables on this page work meanwhile; Retry keeps what has arrived.",
        );
      }
    } else {
      say(working ? WORKING : starting);
    }
    wasReady = ready;
  });
}
