// The one loader, on every page: mounts each calculator widget ([data-calculator]) and talks to
// the one Pyodide worker. It holds no rules: field text goes to Python as typed, and Python's
// answer (a result, or an error naming the input to blame) is put on the page.
//
// Material's instant navigation swaps the page content without reloading this module, so the
// worker below is a module-level singleton: Python starts once per visit, not once per page.

const START_TIMEOUT_MS = 60_000; // loadPyodide never settles if the wasm fetch fails
const START_FAILED =
  "The calculator could not start (offline?). The tables on this page still work.";

let engine = null; // {ready: Promise, ask(line): Promise<answer>}, created on first need
const mounted = new WeakSet();

// --- the worker --------------------------------------------------------------------------

function startEngine() {
  // Tests read this to prove the worker is started once per visit.
  window.__rulesWorkerStarts = (window.__rulesWorkerStarts ?? 0) + 1;
  const worker = new Worker(new URL("./pyodide-worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 0;
  let started, failed;
  const ready = new Promise((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  const fail = (message) => {
    failed(new Error(message));
    worker.terminate();
    for (const answer of pending.values()) answer({ failure: message });
    pending.clear();
  };
  worker.addEventListener("message", ({ data }) => {
    if (data.type === "ready") {
      window.__rulesStartSeconds = data.seconds; // how long Python took to start, for tests
      started(data);
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (data.type === "answer") {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    fail(event.message || "the Python worker script did not load");
  });
  // Tests may shorten the start timeout (window.__rulesPyodideTimeoutMs) to check failure fast.
  const timeoutMs = Number(window.__rulesPyodideTimeoutMs) || START_TIMEOUT_MS;
  worker.postMessage({ type: "start", timeoutMs });
  ready.catch(() => {}); // a failed start is reported by each widget, not as an unhandled rejection
  return {
    ready,
    ask(line) {
      const id = ++nextId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ type: "ask", id, line });
      });
    },
  };
}

// --- showing values ------------------------------------------------------------------------

// Presentation only: how a JSON value reads on the page (fractions to at most 2 decimals).
function shown(value) {
  if (value === null || value === undefined) return "–";
  if (typeof value === "number") {
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function percent(value) {
  return `${Number(value).toFixed(2)}%`;
}

// "location_hp.head" -> result.location_hp.head
function lookUp(result, key) {
  return key.split(".").reduce((node, part) => (node == null ? undefined : node[part]), result);
}

function drawValue(element, value) {
  element.textContent = shown(value);
}

function drawOdds(element, odds) {
  // Display names come from the calculator's declaration (Python), baked into the page.
  const labels = JSON.parse(element.dataset.labels || "{}");
  const rows = Object.entries(odds ?? {}).map(([key, value]) => {
    const row = document.createElement("div");
    row.className = "rules-odds-row";
    const name = document.createElement("span");
    name.className = "rules-odds-label";
    name.textContent = labels[key] ?? key;
    const track = document.createElement("span");
    track.className = "rules-odds-track";
    const bar = document.createElement("span");
    bar.className = "rules-odds-bar";
    bar.style.width = `${Math.min(100, Math.max(0, Number(value) || 0))}%`;
    track.append(bar);
    const number = document.createElement("span");
    number.className = "rules-odds-value";
    number.textContent = percent(value);
    row.append(name, track, number);
    return row;
  });
  element.replaceChildren(...rows);
}

function drawRecords(element, records) {
  const keys = [...element.querySelectorAll("th[data-column]")].map((th) => th.dataset.column);
  const rows = (records ?? []).map((record) => {
    const tr = document.createElement("tr");
    for (const key of keys) {
      const td = document.createElement("td");
      td.textContent = shown(record[key]);
      tr.append(td);
    }
    return tr;
  });
  element.querySelector("tbody").replaceChildren(...rows);
}

const DRAW = { value: drawValue, odds: drawOdds, records: drawRecords };

// --- one widget ----------------------------------------------------------------------------

function mount(root, engine) {
  const name = root.dataset.calculator;
  const form = root.querySelector("form");
  const fields = [...form.elements].filter((element) => element.name);
  const status = root.querySelector("[data-status]");
  const results = root.querySelector("[data-results]");
  let latest = 0; // only the newest request's answer is shown
  let ready = false;

  fillFromUrl(fields);

  const clearErrors = () => {
    for (const slot of root.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const field of fields) field.removeAttribute("aria-invalid");
    status.textContent = "";
  };

  const showResult = (result) => {
    clearErrors();
    for (const element of root.querySelectorAll("[data-output]")) {
      DRAW[element.dataset.kind ?? "value"](element, lookUp(result, element.dataset.output));
    }
    results.classList.remove("rules-stale");
  };

  const showError = ({ message, input }) => {
    clearErrors();
    const slot = input && root.querySelector(`[data-error-for="${CSS.escape(input)}"]`);
    if (slot) {
      slot.textContent = message;
      form.elements.namedItem(input)?.setAttribute("aria-invalid", "true");
    } else {
      status.textContent = input ? `${input}: ${message}` : message;
    }
    results.classList.add("rules-stale"); // the last good numbers stay, marked out of date
  };

  const calculate = async () => {
    const id = ++latest;
    const inputs = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    const answer = await engine.ask(JSON.stringify({ calculator: name, inputs }));
    if (id !== latest) return;
    if (answer.failure) {
      showError({ message: `Python failed: ${answer.failure}`, input: null });
      return;
    }
    const reply = JSON.parse(answer.line);
    if (reply.error) showError(reply.error);
    else showResult(reply.result);
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", () => {
    writeUrl(fields);
    if (ready) calculate();
  });
  root.querySelector('[data-action="copy-link"]')?.addEventListener("click", () => copyLink(root));

  root.dataset.state = "loading";
  engine.ready.then(
    () => {
      ready = true;
      root.dataset.state = "ready";
      status.textContent = "";
      calculate();
    },
    (error) => {
      root.dataset.state = "error";
      status.textContent = `${START_FAILED} (${error.message})`;
      console.warn(`rules calculator ${name}: ${error.message}`);
    },
  );
}

// --- permalink -----------------------------------------------------------------------------

// The query holds field values under the input names (?chance=50&roll=7); the build makes sure
// no two inputs on one page share a name.
function fillFromUrl(fields) {
  const params = new URLSearchParams(location.search);
  for (const field of fields) {
    if (!params.has(field.name)) continue;
    const value = params.get(field.name);
    if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) {
      // Keep a value the list does not offer, so Python (not this script) says what is wrong.
      field.append(new Option(value, value));
    }
    field.value = value;
  }
}

function writeUrl(fields) {
  const url = new URL(location.href);
  for (const field of fields) {
    if (field.value === "") url.searchParams.delete(field.name);
    else url.searchParams.set(field.name, field.value);
  }
  history.replaceState(history.state, "", url); // keep Material's state for instant navigation
}

async function copyLink(root) {
  const note = root.querySelector("[data-copied]");
  try {
    await navigator.clipboard.writeText(location.href);
    note.textContent = "Link copied.";
  } catch {
    note.textContent = "Copying failed: the link is in the address bar.";
  }
}

// --- every page ----------------------------------------------------------------------------

function mountPage() {
  const roots = [...document.querySelectorAll("[data-calculator]")].filter(
    (root) => !mounted.has(root),
  );
  if (roots.length === 0) return; // pages without calculators never start Python
  engine ??= startEngine();
  for (const root of roots) {
    mounted.add(root);
    mount(root, engine);
  }
}

// document$ is Material's stream of page loads (first load and each instant navigation).
if (window.document$) window.document$.subscribe(mountPage);
else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountPage);
} else mountPage();
