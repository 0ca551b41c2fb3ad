// The table handed to another phone (docs/javascripts/handoff/): the link's fragment written and
// read back, a damaged one said to be damaged (never thrown), and the QR code drawn as SVG whose
// modules are the encoder's (npm uqr, as the build vendors it).
import assert from "node:assert/strict";
import { test } from "node:test";
import { encode } from "uqr";
import { withDom } from "./with-dom.mjs";

withDom("http://127.0.0.1/party/");
const { readFragment, tableFragment } = await import("../../docs/javascripts/handoff/link.js");
const { carried, handoffFigure, qrSvg } = await import("../../docs/javascripts/handoff/qr.js");

const party = {
  version: 2,
  characters: [{ name: "Vasana", document: "runequest", STR: 13, POW: 16 }],
};
const house = { "A000-01:fumbles": "half" };

test("a table fragment reads back as the party's text and the house rules", async () => {
  const fragment = await tableFragment(party, house);
  assert.match(fragment, /^#table=[A-Za-z0-9_-]+$/);
  const read = await readFragment(fragment);
  assert.deepEqual(read, { party: JSON.stringify(party), house });
});

test("the squeezed link of a party of four is shorter than the plain one", async () => {
  const four = {
    version: 2,
    characters: ["Vasana", "Yanioth", "Harrek", "Vareena"].map((name) => ({
      ...party.characters[0],
      name,
    })),
  };
  const plain = `#party=${encodeURIComponent(JSON.stringify(four))}`;
  assert.ok((await tableFragment(four, house)).length < plain.length / 2);
});

test("the plain link is read as it always was", async () => {
  const plain = `#party=${encodeURIComponent(JSON.stringify(party))}`;
  assert.deepEqual(await readFragment(plain), { party: JSON.stringify(party), house: {} });
});

test("a damaged link is said to be damaged, never thrown", async () => {
  for (const hash of ["#party=%E0%A4%A", "#table=abc", "#table=%%%", "#table="]) {
    assert.equal(await readFragment(hash), "damaged", hash);
  }
  assert.equal(await readFragment("#glossary"), null);
});

test("a house rule that is not a choice's text is left out", async () => {
  const fragment = await tableFragment(null, { "A000-01:fumbles": "half", bad: 3 });
  assert.deepEqual(await readFragment(fragment), {
    party: null,
    house: { "A000-01:fumbles": "half" },
  });
});

test("the SVG draws exactly the encoder's dark modules, on light", () => {
  const { data } = encode("http://127.0.0.1/party/#table=abc", { ecc: "L", border: 4 });
  const svg = qrSvg(data);
  assert.equal(svg.getAttribute("viewBox"), `0 0 ${data.length} ${data.length}`);
  assert.equal(svg.querySelector("rect")?.getAttribute("fill"), "#fff");
  const drawn = new Set(
    [...(svg.querySelector("path")?.getAttribute("d") ?? "").matchAll(/M(\d+) (\d+)/g)].map(
      ([, x, y]) => `${x},${y}`,
    ),
  );
  const dark = new Set();
  for (const [y, row] of data.entries())
    for (const [x, on] of row.entries()) if (on) dark.add(`${x},${y}`);
  assert.deepEqual(drawn, dark);
  assert.ok(
    data[0].every((on) => !on),
    "a quiet zone of light",
  );
});

test("the figure says what it carries and offers the link as text", () => {
  const what = carried(4, 2);
  assert.equal(what, "4 characters and 2 house rules");
  assert.equal(carried(1, 1), "1 character and 1 house rule");
  const href = "http://127.0.0.1/party/#table=abc";
  const figure = handoffFigure(encode(href).data, href, what);
  assert.match(figure.querySelector("figcaption")?.textContent ?? "", /4 characters and 2 house/);
  assert.equal(figure.querySelector("input")?.value, href);
});
