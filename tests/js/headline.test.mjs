// The answer in words (docs/javascripts/widget/headline.js), read from a widget as drawn.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { drawHeadline, headlines, inputsInShort } = await import(
  "../../docs/javascripts/widget/headline.js"
);

// The shape scripts/pages/widget/ writes, cut down: two inputs, a reading setting, a value
// output still empty and an odds output drawn (as render/draw.js draws it).
const WIDGET = `
<div class="rules-calculator" data-calculator="opposed">
  <span class="rules-calculator-title">Opposed rolls</span>
  <form>
    <div class="rules-field"><label for="f-a">A's ability (%)</label>
      <input id="f-a" name="a" value="60"></div>
    <div class="rules-field"><label for="f-r">A's roll <span>(optional)</span></label>
      <input id="f-r" name="a_roll" value=""></div>
    <fieldset class="rules-settings"><div class="rules-field"><label for="f-s">Ties</label>
      <select id="f-s" name="ties"><option value="tie" selected>Tie</option></select></div>
    </fieldset>
    <p class="rules-headline" data-headline="outcome odds"></p>
  </form>
  <dl class="rules-values"><div><dt>Outcome</dt><dd><span data-output="outcome">–</span></dd></div></dl>
  <div class="rules-odds-block"><p class="rules-output-label">Chances</p>
    <div class="rules-odds" data-output="odds">
      <div class="rules-odds-row"><span class="rules-odds-label">A wins</span>
        <span class="rules-odds-value">52.3%</span></div>
      <div class="rules-odds-row"><span class="rules-odds-label">B wins</span>
        <span class="rules-odds-value">34.1%</span></div>
    </div></div>
</div>`;

function widget() {
  const window = withDom();
  document.body.innerHTML = WIDGET;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  return { window, root, form: /** @type {HTMLFormElement} */ (root.querySelector("form")) };
}

test("an empty value is skipped: the first headline with a value is the odds", () => {
  const { root } = widget();
  assert.deepEqual(headlines(root), [{ label: "Chances", text: "A wins 52.3%, B wins 34.1%" }]);
  drawHeadline(root);
  assert.equal(
    root.querySelector("[data-headline]")?.textContent,
    "Chances: A wins 52.3%, B wins 34.1%",
  );
});

test("a value, once drawn, comes first", () => {
  const { root } = widget();
  /** @type {HTMLElement} */ (root.querySelector('[data-output="outcome"]')).textContent = "A wins";
  assert.equal(headlines(root)[0].text, "A wins");
});

test("the inputs in short leave out empty fields, the settings and the field rolled", () => {
  const { form } = widget();
  assert.equal(inputsInShort(form), "A's ability (%) 60");
  /** @type {HTMLInputElement} */ (form.elements.namedItem("a_roll")).value = "07";
  assert.equal(inputsInShort(form), "A's ability (%) 60, A's roll 07");
  assert.equal(inputsInShort(form, ["a_roll"]), "A's ability (%) 60");
});

test("a table reads as what each step came to: the last cell of each row", () => {
  const { root } = widget();
  root.insertAdjacentHTML(
    "beforeend",
    `<div class="rules-records" data-output="walk"><table><tbody>
      <tr><td>Sanity check</td><td>10</td><td>check made</td></tr>
      <tr><td>Sanity lost</td><td>0</td><td>0 (Sanity 55 → 55)</td></tr>
    </tbody></table></div>`,
  );
  /** @type {HTMLElement} */ (root.querySelector("[data-headline]")).dataset.headline = "walk odds";
  assert.equal(headlines(root)[0].text, "check made; 0 (Sanity 55 → 55)");
});

const { keyboardInset, watchKeyboard } = await import("../../docs/javascripts/widget/headline.js");

test("the keyboard's inset is what the visual viewport leaves of the layout's foot", () => {
  assert.equal(keyboardInset(844, { height: 844, offsetTop: 0 }), 0); // no keyboard
  assert.equal(keyboardInset(844, { height: 508.4, offsetTop: 0 }), 336); // iOS keyboard up
  assert.equal(keyboardInset(844, { height: 508, offsetTop: 20 }), 316); // scrolled under it
  assert.equal(keyboardInset(700, { height: 720, offsetTop: 0 }), 0); // pinch-zoom rounding
});

test("watchKeyboard keeps the inset on the root as the visual viewport changes", () => {
  const window = withDom();
  {
    /** @type {[string, () => void][]} */
    const listeners = [];
    const visual = {
      height: 844,
      offsetTop: 0,
      /** @param {string} type @param {() => void} listener */
      addEventListener(type, listener) {
        listeners.push([type, listener]);
      },
    };
    const view = { visualViewport: visual, innerHeight: 844, document: window.document };
    const root = window.document.documentElement;
    watchKeyboard(/** @type {any} */ (view));
    assert.equal(root.style.getPropertyValue("--rules-keyboard-inset"), ""); // root untouched
    listeners[0][1](); // a resize with no keyboard: still untouched
    assert.equal(root.getAttribute("style"), null);
    visual.height = 500;
    for (const [type, listener] of listeners) if (type === "resize") listener();
    assert.equal(root.style.getPropertyValue("--rules-keyboard-inset"), "344px");
    watchKeyboard(/** @type {any} */ (view)); // a second widget on the page: no second watcher
    assert.deepEqual(listeners.map(([type]) => type).sort(), ["resize", "scroll"]);
  }
});
