// The permalink: field values in the query string under the input names (?chance=50&roll=7).

// The query holds field values under the input names (?chance=50&roll=7); the build makes sure
// no two inputs on one page share a name. A choice the list does not offer is never added to it:
// the field keeps its default and the answer is an error {input, message} for that field.
export function fillFromUrl(fields) {
  const params = new URLSearchParams(location.search);
  const errors = [];
  for (const field of fields) {
    if (!params.has(field.name)) continue;
    const value = params.get(field.name);
    if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) {
      const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
      const offered = [...field.options].map((o) => o.textContent).join(", ");
      errors.push({ input: field.name, message: `the link's '${shown}' is not one of ${offered}` });
      continue;
    }
    field.value = value;
  }
  return errors;
}

function writeUrl(fields) {
  const url = new URL(location.href);
  for (const field of fields) {
    if (field.value === "") url.searchParams.delete(field.name);
    else url.searchParams.set(field.name, field.value);
  }
  history.replaceState(history.state, "", url); // keep Material's state for instant navigation
}

// Each write of the address costs the browser several milliseconds in its own process, taken from
// the processor Python is answering on: while the reader types, the address follows once they
// pause, or leave the field (a choice in a list is written at once). A write still waiting when
// instant navigation leaves the page is dropped: Material has put the next page's address in
// place (before its content), and the field's value was written when the reader left it.
const SETTLE_MS = 300;

export function urlWriter(root, fields) {
  const page = location.pathname;
  let pending = false;
  let timer = null;
  const flush = () => {
    clearTimeout(timer);
    if (pending && root.isConnected && location.pathname === page) writeUrl(fields);
    pending = false;
  };
  const soon = () => {
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };
  return { soon, flush };
}

export async function copyLink(root) {
  const note = root.querySelector("[data-copied]");
  try {
    await navigator.clipboard.writeText(location.href);
    note.textContent = "Link copied.";
  } catch {
    note.textContent = "Copying failed: the link is in the address bar.";
  }
}
