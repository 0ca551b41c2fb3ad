// docs/javascripts/render/format.js: the one number style of the page, the same as
// rules_py/numbers.py (tests/page_scripts/test_number_style.py runs shared cases through both).

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  decimal,
  MINUS,
  megabytes,
  percent,
  percents,
  recordTexts,
  shown,
  signed,
} from "../../docs/javascripts/render/format.js";

test("decimals: at most two, no trailing zeros, a true minus", () => {
  assert.equal(decimal(82.8125), "82.81");
  assert.equal(decimal("2.50"), "2.5");
  assert.equal(decimal(-0.001), "0");
  assert.equal(decimal(-3), `${MINUS}3`);
});

test("a half rounds up from the decimal the number stands for, not from its binary float", () => {
  // 1.575 (Sanity 55, 0/1D6: 45% of 3.5) is held as 1.57499999...; toFixed(2) gave "1.57"
  assert.equal(decimal(1.575), "1.58");
  assert.equal(decimal(-1.575), `${MINUS}1.58`);
  assert.equal(decimal(2.675), "2.68");
  assert.equal(decimal(1.005), "1.01");
  assert.equal(decimal(0.004), "0");
  assert.equal(decimal(0.005), "0.01");
  assert.equal(decimal(1e-7), "0");
  assert.equal(percent(12.345), "12.35%");
  assert.equal(megabytes(4_350_000), "4.4 MB"); // 4.35 MB is held as 4.3499999...
  assert.equal(megabytes(4_249_999), "4.2 MB");
  assert.equal(megabytes(99_999), "100 kB");
});

test("percentages never read 0% for the possible nor 100% for the uncertain", () => {
  assert.equal(percent(0.004), "<0.01%");
  assert.equal(percent(99.996), ">99.99%");
  assert.equal(percent(0), "0%");
  assert.equal(percent(100), "100%");
  assert.equal(percent(82.8125), "82.81%");
});

test("a group of percentages shares the decimals of the one that needs the most", () => {
  assert.deepEqual(percents([37.53, 22.5, 22]), ["37.53%", "22.50%", "22.00%"]);
  assert.deepEqual(percents([0, 100, 0.001, 50]), ["0%", "100%", "<0.01%", "50%"]);
});

test("signed modifiers, and zero as the caller names it", () => {
  assert.equal(signed(20), "+20");
  assert.equal(signed(-10), `${MINUS}10`);
  assert.equal(signed(0, "none"), "none");
});

test("any JSON value as the page shows it", () => {
  assert.equal(shown(null), "–");
  assert.equal(shown(true), "yes");
  assert.equal(shown(5, "signed_percent"), "+5%");
  assert.equal(shown([25, 12.5], "percent"), "25.0%, 12.5%");
  assert.equal(shown("-3 to hit"), `${MINUS}3 to hit`);
  assert.equal(shown({ a: 1 }), '{"a":1}');
});

test("a table's distributions add to 100: along each row, or down a column by group", () => {
  // The contest side by side, ReQuest at 77% against 7%, nobody winning if all fail: rounded
  // alone 76.07 + 2.52 + 21.4 = 99.99; the largest remainder is "neither"'s.
  const columns = ["system", "a", "b", "tie", "n"].map((column, index) => ({
    column,
    style: index ? "percent" : "",
  }));
  const row = { system: "ReQuest", a: 76.07325127589313, b: 2.5217652356649656, tie: null };
  const records = [{ ...row, n: 21.40498348844191 }];
  assert.deepEqual(recordTexts(records, columns), [["ReQuest", "76.07%", "2.52%", "–", "21.4%"]]);
  const shares = { distribution: ["a", "b", "tie", "n"], perRow: true };
  assert.deepEqual(recordTexts(records, columns, shares), [
    ["ReQuest", "76.07%", "2.52%", "–", "21.41%"],
  ]);
  const dice = [
    { die: "1D2", p: 50.005 },
    { die: "1D2", p: 49.995 },
    { die: "1D3", p: 100 },
  ];
  const byDie = recordTexts(dice, [{ column: "die" }, { column: "p", style: "percent" }], {
    distribution: ["p"],
    by: "die",
  });
  assert.deepEqual(byDie, [
    ["1D2", "50.01%"],
    ["1D2", "49.99%"],
    ["1D3", "100%"],
  ]);
});
