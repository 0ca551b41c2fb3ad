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
