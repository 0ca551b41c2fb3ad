// The permalink: field values in the query string under the input names (?chance=50&roll=7).

// The query holds field values under the input names (?chance=50&roll=7); the build makes sure
// no two inputs on one page share a name.
export function fillFromUrl(fields) {
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

export function writeUrl(fields) {
  const url = new URL(location.href);
  for (const field of fields) {
    if (field.value === "") url.searchParams.delete(field.name);
    else url.searchParams.set(field.name, field.value);
  }
  history.replaceState(history.state, "", url); // keep Material's state for instant navigation
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
