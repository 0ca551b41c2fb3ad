// @ts-check
// How numbers read on the page: the one presentation rule of the widgets, the same rule as
// rules_py/numbers.py (tests/page_scripts/test_number_style.py runs the same cases through both).
// Percentages: at most two decimals, "<0.01%" and ">99.99%" at the edges, one number of decimals
// in a group; a true minus sign; a half rounded up from the decimal a number stands for.

export const MINUS = "\u2212";

/**
 * A number rounded to `places` decimals, as a whole count of 10^-places, from the decimal it
 * stands for: the shortest that reads back as it (String(number)), which is the one the rules
 * worked out (1.575, not the binary 1.57499…); a half goes away from zero (rules_py.numbers.rounded).
 * @param {number} value
 * @param {number} places
 * @returns {number}
 */
function units(value, places) {
  const [mantissa, power = "0"] = String(Math.abs(value)).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const figures = whole + fraction;
  const kept = whole.length + Number(power) + places; // the figures that make whole units
  const count =
    (kept > 0 ? Number(figures.slice(0, kept).padEnd(kept, "0")) : 0) +
    (kept >= 0 && Number(figures[kept] ?? "0") >= 5 ? 1 : 0);
  return value < 0 ? -count : count;
}

/**
 * @param {number | string} value
 * @returns {string}
 */
export function decimal(value) {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(number).replace("-", MINUS);
  const hundredths = units(number, 2);
  const size = Math.abs(hundredths);
  const text = `${Math.floor(size / 100)}.${String(size % 100).padStart(2, "0")}`
    .replace(/0+$/, "")
    .replace(/\.$/, "");
  if (text === "0") return "0";
  return (hundredths < 0 ? MINUS : "") + text;
}

/**
 * @param {number | string} value a percentage (50 for 50%)
 * @returns {string}
 */
export function percent(value) {
  const number = Number(value);
  if (number > 0 && number < 0.005) return "<0.01%";
  if (number >= 99.995 && number < 100) return ">99.99%";
  return `${decimal(number)}%`;
}

// Percentages shown as one group share the decimals of the one that needs the most:
// "37.53%", "22.50%", "22.00%"; "0%", "100%", "<0.01%" and ">99.99%" stay as they are
// (rules_py.numbers.percents). Those of one distribution add to exactly 100 (largest remainder).
const KEPT = new Set(["0%", "100%"]);
const MILLIONTHS = 1e6;
const HUNDREDTH = MILLIONTHS / 100;
const WHOLE = 100 * 100;

/**
 * The values in hundredths of a percent adding to 100% exactly, or null (rules_py.numbers).
 * @param {number[]} values
 * @param {boolean[]} open which values may change
 * @returns {number[] | null}
 */
function oneDistribution(values, open) {
  const millionths = values.map((value) => units(value, 6));
  const total = millionths.reduce((sum, m) => sum + m, 0);
  if (millionths.some((m) => m < 0) || Math.abs(total - WHOLE * HUNDREDTH) > values.length) {
    return null;
  }
  const hundredths = millionths.map((m) => Math.floor(m / HUNDREDTH));
  const short = WHOLE - hundredths.reduce((sum, h) => sum + h, 0);
  const ranked = values
    .map((_, index) => index)
    .filter((index) => open[index])
    .sort((i, j) => (millionths[j] % HUNDREDTH) - (millionths[i] % HUNDREDTH) || i - j);
  for (const index of ranked.slice(0, Math.max(short, 0))) hundredths[index] += 1;
  return hundredths;
}

/** @param {number} count a percentage in hundredths, neither 0 nor 100 */
function hundredthsText(count) {
  if (count <= 0) return "<0.01%";
  if (count >= WHOLE) return ">99.99%";
  return `${decimal(count / 100)}%`;
}

/**
 * @param {number[]} values
 * @returns {string[]}
 */
export function percents(values) {
  const numbers = values.map(Number);
  let shown = numbers.map(percent);
  const open = shown.map((text) => !KEPT.has(text) && !/^[<>]/.test(text));
  const hundredths = oneDistribution(numbers, open);
  if (hundredths) {
    shown = shown.map((text, index) => (open[index] ? hundredthsText(hundredths[index]) : text));
  }
  const places = Math.max(
    0,
    ...shown
      .filter((text) => !KEPT.has(text) && !/^[<>]/.test(text))
      .map((text) => (text.split(".")[1] ?? "%").length - 1),
  );
  return shown.map((text) => {
    if (KEPT.has(text) || /^[<>]/.test(text) || places === 0) return text;
    const [whole, fraction = ""] = text.slice(0, -1).split(".");
    return `${whole}.${fraction.padEnd(places, "0")}%`;
  });
}

/**
 * Records as a table shows them: each cell in its column's style, the percentages of one
 * distribution as one group (percents: adding to exactly 100). The `distribution` columns make
 * one each, down the rows but the last `outside`, one per value of the column `by` when given;
 * or, `perRow`, each row's cells in them together (rules_py.numbers.record_texts).
 * @param {Record<string, unknown>[]} records
 * @param {{ column: string, style?: string }[]} columns
 * @param {{ distribution?: string[], perRow?: boolean, outside?: number, by?: string }} [shares]
 * @returns {string[][]}
 */
export function recordTexts(records, columns, shares = {}) {
  const { distribution = [], perRow = false, outside = 0, by = "" } = shares;
  const texts = records.map((record) =>
    columns.map(({ column, style }) => shown(record[column], style)),
  );
  const chosen = distribution.map((key) => columns.findIndex(({ column }) => column === key));
  const kept = records.slice(0, records.length - outside).map((_, row) => row);
  const part = (/** @type {number} */ row) => (by ? String(records[row][by]) : "");
  const parts = [...new Set(kept.map(part))];
  const groups = perRow
    ? records.map((_, row) => chosen.map((column) => [row, column]))
    : chosen.flatMap((column) =>
        parts.map((each) => kept.filter((row) => part(row) === each).map((row) => [row, column])),
      );
  for (const group of groups) {
    const cells = group.filter(([r, c]) => typeof records[r][columns[c].column] === "number");
    const values = cells.map(([r, c]) => /** @type {number} */ (records[r][columns[c].column]));
    percents(values).forEach((text, index) => {
      const [r, c] = cells[index];
      texts[r][c] = text;
    });
  }
  return texts;
}

/**
 * @param {number} value
 * @param {string} [zero] what 0 reads as
 * @returns {string}
 */
export function signed(value, zero = "0") {
  if (value === 0) return zero;
  return value > 0 ? `+${value}` : `${MINUS}${-value}`;
}

/** @param {string} value */
function text(value) {
  return /^-\d/.test(value) ? MINUS + value.slice(1) : value;
}

// Any JSON value as the page shows it; style is "", "percent", "signed" or "signed_percent".
/**
 * @param {unknown} value
 * @param {string} [style]
 * @returns {string}
 */
export function shown(value, style = "") {
  if (value === null || value === undefined) return "–";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    if (style === "percent") return percent(value);
    if ((style === "signed" || style === "signed_percent") && Number.isInteger(value)) {
      return signed(value) + (style === "signed_percent" ? "%" : "");
    }
    return decimal(value);
  }
  if (Array.isArray(value)) {
    const numbers = value.every((part) => typeof part === "number");
    if (style === "percent" && numbers) return percents(value).join(", ");
    return value.map((part) => shown(part, style)).join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return text(String(value));
}

/**
 * A download's size in one style everywhere (the loader's progress, the offline copy's cost).
 * @param {number} bytes
 */
export function megabytes(bytes) {
  if (bytes < 100_000) return `${Math.ceil(bytes / 1000)} kB`;
  const tenths = Math.floor((bytes + 50_000) / 100_000); // a half up, in whole bytes
  return `${Math.floor(tenths / 10)}.${tenths % 10} MB`;
}
