// The table's house rules (docs/javascripts/house/store.js), a widget's fold that follows them
// (widget/fold.js) and the list that resets them (house/page.js), in a stand-in DOM.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const store = await import("../../docs/javascripts/house/store.js");
const { foldLine, mountFold } = await import("../../docs/javascripts/widget/fold.js");
const { mountHouseRules, saidOf } = await import("../../docs/javascripts/house/page.js");

// Where every reader's browser keeps the table's choices (a new key would lose them).
const HOUSE_KEY = "rules-house-rules";

// A reading setting as scripts/pages/widget/ writes it (A000-01, RuneQuest, The Game System ›
// Results: a roll in the fumble range), in a fold, with a folded dice seed; the other choice
// carries its few words (data-short).
const SETTING = `
  <div class="rules-field rules-wide"><label for="f-fumbles"><span class="rules-label-text">A roll
    in the fumble range</span> <span class="rules-house-mark" data-house-mark
    hidden></span></label>
    <select id="f-fumbles" name="fumbles" data-reading="A000-01">
      <option value="fumble" selected>Is a fumble</option>
      <option value="failure" data-short="fumbles count as failures">Is a plain failure</option>
    </select></div>`;
const WIDGET = (name) => `
<div class="rules-calculator" data-calculator="${name}">
  <form>
    <div class="rules-field"><label for="f-c"><span class="rules-label-text">Chance</span></label>
      <input id="f-c" name="chance" value="50"></div>
    <details class="rules-fold" data-fold>
      <summary><span data-fold-line>House rules: as the site reads them · Dice seed</span></summary>
      <div class="rules-fold-inputs"><div class="rules-field"><label for="f-seed"><span
        class="rules-label-text">Dice seed</span></label>
        <input id="f-seed" name="seed" value="1" data-seed></div></div>
      <fieldset class="rules-settings">${SETTING}</fieldset>
      <p data-fold-link hidden></p>
    </details>
  </form>
  <button type="button" data-action="reset">Reset</button>
</div>`;

/**
 * A page at `url` holding the widgets `names`, each mounted, the browser keeping `kept` (the
 * store's text, as a reload finds it).
 * @param {string} url
 * @param {string[]} names
 * @param {string | null} [kept]
 */
function page(url, names, kept = null) {
  const window = withDom(url);
  globalThis.location = window.location;
  if (kept !== null) window.localStorage.setItem(HOUSE_KEY, kept);
  document.body.innerHTML = names.map(WIDGET).join("");
  const roots = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("[data-calculator]")]);
  for (const root of roots) {
    const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
    mountFold(root, form, names.length > 1 ? `${root.dataset.calculator}.` : "");
  }
  /** @param {string} name */
  const get = (name) =>
    /** @type {HTMLElement} */ (document.querySelector(`[data-calculator="${name}"]`));
  return { window, get };
}
const fumbles = (root) => /** @type {HTMLSelectElement} */ (root.querySelector('[name="fumbles"]'));
const line = (root) => root.querySelector("[data-fold-line]")?.textContent;

test("the fold's line says what is in force", () => {
  const some = { fromLink: 0, readings: true, folded: [] };
  assert.equal(foldLine({ ...some, changed: [] }), "House rules: as the site reads them");
  // Each rule in force named in its few words (rules_py's short phrase), not counted.
  assert.equal(
    foldLine({ ...some, changed: ["fumbles count as failures", "Luck stops at 99"] }),
    "House rules: fumbles count as failures; Luck stops at 99",
  );
  assert.equal(
    foldLine({
      changed: ["fumbles count as failures"],
      fromLink: 1,
      readings: true,
      folded: ["Dice seed"],
    }),
    "House rules: fumbles count as failures, 1 set by this link · Dice seed",
  );
  assert.equal(
    foldLine({ ...some, changed: [], readings: false, folded: ["Dice seed"] }),
    "More: Dice seed",
  );
});

test("a reading chosen on one calculator is the table's on another, and after a reload", () => {
  const first = page("http://127.0.0.1/runequest/opposed/", ["opposed"]);
  const opposed = first.get("opposed");
  fumbles(opposed).value = "failure";
  fumbles(opposed).dispatchEvent(new first.window.Event("change", { bubbles: true }));
  assert.equal(line(opposed), "House rules: fumbles count as failures · Dice seed");
  assert.equal(
    opposed.querySelector("[data-house-mark]")?.textContent,
    "(your table's house rule)",
  );
  const kept = first.window.localStorage.getItem(HOUSE_KEY);
  assert.deepEqual(JSON.parse(kept ?? "null"), {
    version: 1,
    rules: { "A000-01:fumbles": "failure" },
  });

  // Another page, opened afresh: the browser kept the rule.
  const second = page("http://127.0.0.1/runequest/abilities/", ["ability"], kept);
  const ability = second.get("ability");
  assert.equal(fumbles(ability).value, "failure");
  assert.equal(line(ability), "House rules: fumbles count as failures · Dice seed");
  // The site's reading chosen again: the house rule is forgotten.
  fumbles(ability).value = "fumble";
  fumbles(ability).dispatchEvent(new second.window.Event("change", { bubbles: true }));
  assert.equal(second.window.localStorage.getItem(HOUSE_KEY), null);
  assert.equal(line(ability), "House rules: as the site reads them · Dice seed");
});

test("a link's reading wins for its calculator, and the widget says so", () => {
  const rules = JSON.stringify({ version: 1, rules: { "A000-01:fumbles": "failure" } });
  const window = withDom("http://127.0.0.1/runequest/abilities/?fumbles=fumble");
  globalThis.location = window.location;
  window.localStorage.setItem(HOUSE_KEY, rules);
  document.body.innerHTML = WIDGET("ability");
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
  fumbles(root).value = "fumble"; // as widget/permalink.js fills it from the link
  mountFold(root, form, "");
  assert.equal(fumbles(root).value, "fumble");
  assert.equal(line(root), "House rules: as the site reads them, 1 set by this link · Dice seed");
  const note = /** @type {HTMLElement} */ (root.querySelector("[data-fold-link]"));
  assert.equal(note.hidden, false);
  assert.match(note.textContent ?? "", /Is a fumble \(your table: Is a plain failure\)/);
  let asked = 0;
  form.addEventListener("input", () => asked++);
  /** @type {HTMLButtonElement} */ (note.querySelector("button")).click();
  assert.equal(fumbles(root).value, "failure");
  assert.equal(note.hidden, true);
  assert.equal(asked, 1); // Python is asked again, with the table's reading
});

test("a house rule chosen elsewhere reaches the widgets on the page; Reset keeps it", () => {
  const { window, get } = page("http://127.0.0.1/compare/", ["contest", "compare_levels"]);
  const contest = get("contest");
  const levels = get("compare_levels");
  let asked = 0;
  levels.querySelector("form")?.addEventListener("input", () => asked++);
  fumbles(contest).value = "failure";
  fumbles(contest).dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(fumbles(levels).value, "failure");
  assert.equal(asked, 1);
  // Reset (widget/actions.js) puts the page's first values back; the table's reading returns.
  fumbles(levels).value = "fumble";
  /** @type {HTMLButtonElement} */ (levels.querySelector('[data-action="reset"]')).click();
  assert.equal(fumbles(levels).value, "failure");
});

test("the list of house rules shows them and puts every one back", () => {
  const window = withDom("http://127.0.0.1/sources/");
  window.localStorage.setItem(
    HOUSE_KEY,
    JSON.stringify({ version: 1, rules: { "A000-01:fumbles": "failure", "X:gone": "y" } }),
  );
  document.body.innerHTML = `<div data-house-rules><p data-house-said></p>
    <button type="button" data-action="reset-house-rules">Back</button>
    <form>${SETTING}</form></div>`;
  mountHouseRules(/** @type {HTMLElement} */ (document.querySelector("[data-house-rules]")));
  const select = /** @type {HTMLSelectElement} */ (document.querySelector("select"));
  assert.equal(select.value, "failure");
  assert.match(document.querySelector("[data-house-said]")?.textContent ?? "", /1 house rule/);
  /** @type {HTMLButtonElement} */ (document.querySelector("[data-action]")).click();
  assert.equal(select.value, "fumble");
  assert.equal(window.localStorage.getItem(HOUSE_KEY), null);
  assert.equal(document.querySelector("[data-house-said]")?.textContent, saidOf([]));
});

// House rules this site cannot read are kept aside, not overwritten by the next choice (issue 49).
for (const [what, text, why] of [
  ["cut short", '{"version":1,"rules":{"A000', /not JSON/],
  ["of a newer version", '{"version":2,"rules":{}}', /version/],
  ["with rules not a list of choices", '{"version":1,"rules":[1]}', /not a list of choices/],
]) {
  test(`house rules ${what} are set aside, named, and the next choice kept beside them`, async () => {
    const { asideFor } = await import("../../docs/javascripts/site/set-aside.js");
    const window = withDom("http://127.0.0.1/a/");
    window.localStorage.setItem(HOUSE_KEY, text);
    assert.deepEqual(store.readHouseRules(), {});
    const select = document.createElement("select");
    select.name = "fumbles";
    select.dataset.reading = "A000-01";
    select.innerHTML =
      '<option value="fumble" selected>A</option><option value="failure">B</option>';
    select.value = "failure";
    assert.equal(store.chooseHouseRule(select), true);
    assert.deepEqual(store.readHouseRules(), { "A000-01:fumbles": "failure" });
    const [aside] = asideFor(HOUSE_KEY);
    assert.equal(aside.text, text);
    assert.match(aside.why, why);
  });
}

test("a rule that is not a choice's text is set aside alone, the others read", async () => {
  const { asideFor } = await import("../../docs/javascripts/site/set-aside.js");
  const window = withDom("http://127.0.0.1/a/");
  window.localStorage.setItem(
    HOUSE_KEY,
    JSON.stringify({ version: 1, rules: { "A000-01:fumbles": "failure", "A001-02:x": 5 } }),
  );
  assert.deepEqual(store.readHouseRules(), { "A000-01:fumbles": "failure" });
  assert.deepEqual(JSON.parse(asideFor(HOUSE_KEY)[0].text).rules, { "A001-02:x": 5 });
});

test("refused storage is said on the list: not 'kept by this browser'", () => {
  assert.match(saidOf(["Fumbles: B"], false), /on this page only: this browser refused to keep/);
  assert.match(saidOf(["Fumbles: B"]), /kept by this browser/);
});

// Last: a refusal holds for the module's life (a page's), as in a browser.
test("storage refused: the house rules hold for the page", () => {
  const window = withDom("http://127.0.0.1/a/");
  const select = document.createElement("select");
  select.name = "fumbles";
  select.dataset.reading = "A000-01";
  select.innerHTML = '<option value="fumble" selected>A</option><option value="failure">B</option>';
  const refuse = () => {
    throw new Error("refused");
  };
  Object.defineProperty(window.localStorage, "setItem", { value: refuse });
  select.value = "failure";
  assert.equal(store.chooseHouseRule(select), false);
  assert.equal(store.tableChoice(select), "failure");
});
