// How a JSON value reads on the page: the one presentation rule for numbers in the widgets.

// Presentation only: fractions to at most 2 decimals.
export function shown(value) {
  if (value === null || value === undefined) return "–";
  if (typeof value === "number") {
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function percent(value) {
  return `${Number(value).toFixed(2)}%`;
}
