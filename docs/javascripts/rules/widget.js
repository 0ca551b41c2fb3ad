// One calculator widget: sends the form's text to Python on every change and puts Python's
// answer (a result, or an error naming the input to blame) on the page.

import { announcer } from "./announce.js";
import { DRAW, lookUp } from "./draw.js";
import { copyLink, fillFromUrl, urlWriter } from "./permalink.js";
import { mountRows } from "./rows.js";

const START_FAILED = "The calculator could not start. The tables on this page still work.";
const STARTING = "Starting Python in your browser…";
const MB = (bytes) => (bytes / 1e6).toFixed(1);
// A message about an empty field the reader has not reached yet ("give both rolls") waits this
// long, or until the reader leaves the field they are typing in.
const PATIENCE_MS = 1500;

const empty = (value) =>
  value == null || (typeof value === "object" && Object.keys(value).length === 0);

export function mount(root, engine) {
  const name = root.dataset.calculator;
  const form = root.querySelector("form");
  const fields = [...form.elements].filter((element) => element.name);
  const status = root.querySelector("[data-status]");
  const results = root.querySelector("[data-results]");
  let latest = 0; // only the newest request's answer is shown
  let ready = false;
  let waiting = null; // a message held back while the reader is still typing elsewhere
  const announce = announcer(root); // screen readers hear a short summary of each new result

  let linkErrors = fillFromUrl(fields); // shown (with the default's result) until the next edit
  mountRows(form); // rows inputs: their tables, built from their fields (the link's, if any)
  // A field by input name, or a rows input's cell by its path ("combatants[2].sr").
  const control = (input) =>
    form.elements.namedItem(input) ?? form.querySelector(`[data-cell="${CSS.escape(input)}"]`);

  const clearErrors = () => {
    for (const slot of root.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const marked of form.querySelectorAll("[aria-invalid]")) {
      marked.removeAttribute("aria-invalid");
    }
    status.textContent = "";
    showAt(linkErrors);
  };

  // Every error at its own field; one no field owns goes to the status line.
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

  const showResult = (result) => {
    clearErrors();
    for (const element of root.querySelectorAll("[data-output]")) {
      DRAW[element.dataset.kind ?? "value"](element, lookUp(result, element.dataset.output));
    }
    // A group none of whose outputs has a value in this answer (null, {} or []) is left out.
    for (const block of root.querySelectorAll("[data-group]")) {
      const outputs = [...block.querySelectorAll("[data-output]")];
      block.hidden = outputs.every((element) => empty(lookUp(result, element.dataset.output)));
    }
    results.classList.remove("rules-stale");
    announce.changed();
    performance.mark("rules:result", { detail: name }); // read by scripts/bench.py
  };

  const holdBack = (errors) => {
    const typing = document.activeElement;
    const early = errors.every((error) => {
      const named = error.input && control(error.input);
      return named && named.value === "" && typing?.form === form && typing !== named;
    });
    if (!early) return false;
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

  const showError = (errors) => {
    clearErrors();
    showAt(errors);
    results.classList.add("rules-stale"); // the last good numbers stay, marked out of date
    announce.interrupted();
  };

  const calculate = async () => {
    const id = ++latest;
    const inputs = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    // Keyed by widget: while Python works, only the newest inputs wait (engine.js).
    const answer = await engine.ask(JSON.stringify({ calculator: name, inputs }), root);
    if (id !== latest || answer.superseded) return;
    if (answer.failure) {
      showError([{ message: `Python failed: ${answer.failure}`, input: null }]);
      return;
    }
    const reply = JSON.parse(answer.line);
    cancelWait();
    if (reply.error) {
      const errors = reply.errors ?? [reply.error];
      if (!holdBack(errors)) showError(errors);
    } else showResult(reply.result);
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  const address = urlWriter(root, fields);
  form.addEventListener("input", () => {
    root.querySelector("[data-copied]").textContent = ""; // the copied link is out of date now
    linkErrors = [];
    address.soon();
    if (ready) calculate();
  });
  form.addEventListener("change", address.flush);
  root.querySelector('[data-action="copy-link"]')?.addEventListener("click", () => {
    address.flush();
    copyLink(root);
  });

  // Start-up as the engine reports it; after a failure or a long wait, a Retry button.
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "md-button rules-retry";
  retry.dataset.action = "retry";
  retry.textContent = "Retry";
  retry.hidden = true;
  retry.addEventListener("click", () => engine.retry());
  status.after(retry);
  let wasReady = false;
  let slowSaidAt = 0;
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
    root.dataset.state = { ready: "ready", failed: "error", slow: "slow" }[state.phase] ?? "loading";
    retry.hidden = !["failed", "slow"].includes(state.phase);
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
        const done = state.total ? ` (${MB(state.loaded)} of ${MB(state.total)} MB so far)` : "";
        say(
          `Python is taking long to download${done}; the connection may be slow.` +
            " The tables on this page work meanwhile. Retry starts the download again.",
        );
      }
    } else {
      say(STARTING);
    }
    wasReady = ready;
  });
}
