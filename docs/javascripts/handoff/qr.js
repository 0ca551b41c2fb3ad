// @ts-check
// The table handed to another phone: a QR code, drawn on this device with no network, of the
// link (./link.js) that brings the party and the table's house rules to the Party page there,
// where the usual preview (Merge, Replace, Cancel) takes the party and a question of its own the
// house rules. Dark modules on light with a quiet zone, in dark mode too (scanners need it); the
// link beside it as text to copy. The QR encoder (npm uqr, copied into the site by the build:
// scripts/assets/vendor_files.py) is fetched here only, by the Party and Sources pages.

import { tableFragment, readFragment } from "./link.js";
import { onPartyChanged, partyOf, readCharacters } from "../party/store.js";
import { onHouseRules, readHouseRules, writeHouseRules } from "../house/store.js";
import { button, make } from "../party/make.js";
import { counted } from "../party/words.js";

const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4; // modules of light around the code, as the QR standard asks

/** @typedef {(text: string, options: { ecc: "L" | "M", border: number }) => { data: boolean[][] }} Encode */

/** The encoder, fetched once, on demand. @returns {Promise<Encode>} */
async function encoder() {
  const vendored = new URL("../vendor/uqr.js", import.meta.url).href;
  return (await import(vendored)).encode;
}

/**
 * The QR code's modules as an SVG: one light square, one path of the dark modules.
 * @param {boolean[][]} modules the encoder's rows, its quiet zone included (true for dark)
 */
export function qrSvg(modules) {
  const size = modules.length;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.setAttribute("role", "img");
  svg.classList.add("rules-handoff-code");
  const light = document.createElementNS(SVG, "rect");
  light.setAttribute("width", String(size));
  light.setAttribute("height", String(size));
  light.setAttribute("fill", "#fff");
  const dark = document.createElementNS(SVG, "path");
  const steps = [];
  for (const [y, row] of modules.entries())
    for (const [x, on] of row.entries()) if (on) steps.push(`M${x} ${y}h1v1h-1z`);
  dark.setAttribute("d", steps.join(""));
  dark.setAttribute("fill", "#000");
  svg.append(light, dark);
  return svg;
}

/**
 * What the code carries, in words: "4 characters and 2 house rules".
 * @param {number} characters
 * @param {number} rules
 */
export const carried = (characters, rules) =>
  `${counted(characters, "character")} and ${counted(rules, "house rule")}`;

/**
 * The figure: the code, what it carries, and the link as text to copy.
 * @param {boolean[][]} modules
 * @param {string} href
 * @param {string} what what it carries
 */
export function handoffFigure(modules, href, what) {
  const figure = make("figure", "", "rules-handoff-figure");
  const svg = qrSvg(modules);
  svg.setAttribute("aria-label", `QR code of a link holding ${what}`);
  const caption = make("figcaption", `This code holds ${what}: scan it with another phone.`);
  const text = /** @type {HTMLInputElement} */ (make("input", "", "rules-handoff-link"));
  text.readOnly = true;
  text.value = href;
  text.setAttribute("aria-label", "The link the code holds");
  text.addEventListener("focus", () => text.select());
  figure.append(svg, caption, text);
  return figure;
}

/**
 * The hand-off area under `root`: the code of the party and house rules kept here, drawn again
 * when they change; on the Party page (`offer` given), what a link brought is read first.
 * @param {HTMLElement} root
 * @param {string} partyPath the Party page, relative to this one
 * @param {(text: string, from: string) => void} [offer] the party preview's
 */
export function mountHandoff(root, partyPath, offer) {
  const area = make("section", "", "rules-handoff");
  area.dataset.handoff = "";
  const heading = make("h2", "Hand the table to a phone");
  const said = make("p", "", "rules-handoff-said");
  said.setAttribute("aria-live", "polite");
  const holder = make("div");
  area.append(said, heading, holder); // what the link brought first, where the preview stands
  root.append(area);
  let drawn = 0;
  const draw = async () => {
    const turn = ++drawn;
    const characters = readCharacters();
    const house = readHouseRules();
    const url = new URL(partyPath, location.href);
    url.hash = await tableFragment(partyOf(characters), house);
    let encode;
    try {
      encode = await encoder();
    } catch {
      if (turn === drawn)
        holder.replaceChildren(
          make("p", `The code could not be drawn here; the link: ${url.href}`),
        );
      return;
    }
    if (turn !== drawn || !area.isConnected) return;
    const what = carried(characters.length, Object.keys(house).length);
    holder.replaceChildren(
      handoffFigure(encode(url.href, { ecc: "L", border: QUIET }).data, url.href, what),
    );
  };
  if (offer) readLink(said, offer);
  draw();
  onPartyChanged(draw);
  onHouseRules(draw);
}

/**
 * Read what this page's link brought: the party into the preview, the house rules into a question
 * of their own; a damaged link said to be one.
 * @param {HTMLElement} said
 * @param {(text: string, from: string) => void} offer
 */
async function readLink(said, offer) {
  const handed = await readFragment(location.hash);
  if (handed === null) return;
  if (handed === "damaged") {
    said.textContent =
      "The link is damaged (cut short or changed on the way): nothing was read from it. The party and house rules are unchanged.";
    said.classList.add("rules-error");
    return;
  }
  if (handed.party !== null) offer(handed.party, "The link");
  const many = Object.keys(handed.house).length;
  if (!many) return;
  said.textContent = `The link also holds ${counted(many, "house rule")} for the table.`;
  const take = button("Play by its house rules", "take-house-rules");
  const keep = button("Keep this device's", "keep-house-rules");
  const done = (/** @type {string} */ words) => {
    take.remove();
    keep.remove();
    said.textContent = words;
  };
  take.addEventListener("click", () =>
    done(
      writeHouseRules(handed.house)
        ? `The table plays by the link's ${counted(many, "house rule")}.`
        : "This browser refused to keep the house rules: they hold on this page only.",
    ),
  );
  keep.addEventListener("click", () => done("This device's house rules are unchanged."));
  said.after(take, keep);
}
