// The whole answer as text (docs/javascripts/widget/answer-text.js), read from a widget as drawn:
// every output that shows something, with the inputs and the readings in force.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { answerText } = await import("../../docs/javascripts/widget/answer-text.js");

// The shape scripts/pages/widget/ writes and render/draw.js fills, cut down: the ability roll
// at 75 − 20 with a roll of 11 (RuneQuest › Reattempting Ability Rolls; Results Table).
const WIDGET = `
<div class="rules-calculator" data-calculator="ability">
  <span class="rules-calculator-title">Ability roll</span>
  <form>
    <div class="rules-field"><label for="f-c">Modified chance (%)</label>
      <input id="f-c" name="chance" value="75">
      <div class="rules-modifier"><label for="f-m">Modifier (%)</label>
        <span class="rules-steps"><input id="f-m" name="chance_modifier" value="-20"></span></div>
    </div>
    <div class="rules-field"><label for="f-r">Roll <span>(optional)</span></label>
      <input id="f-r" name="roll" value="11"></div>
    <div class="rules-field"><label for="f-e">Empty <span>(optional)</span></label>
      <input id="f-e" name="empty" value=""></div>
    <fieldset class="rules-settings"><div class="rules-field"><label for="f-s">96–00</label>
      <select id="f-s" name="high_rolls"><option value="fail" selected>Always fail</option></select>
    </div></fieldset>
  </form>
  <div class="rules-results" data-results>
    <div class="rules-group-block" data-group="With modifiers"><p class="rules-group">With modifiers</p>
      <dl class="rules-values"><div><dt>Modified chance (%)</dt>
        <dd><span data-output="sums.chance" data-kind="value">75 − 20 = 55</span></dd></div></dl>
    </div>
    <div class="rules-group-block" data-group="Hidden" hidden><p class="rules-group">Hidden</p>
      <dl class="rules-values"><div><dt>Nothing</dt>
        <dd><span data-output="nothing" data-kind="value">12</span></dd></div></dl>
    </div>
    <div class="rules-strip-block"><p class="rules-output-label">The hundred faces of the d100</p>
      <div class="rules-strip" data-output="strip" data-kind="strip">
        <ul class="rules-strip-legend"><li><strong>Critical success</strong> 01–03</li>
          <li><strong>Special success</strong> 04–11</li></ul>
        <p class="rules-strip-rolled">Roll 11: Special success</p></div></div>
    <dl class="rules-values">
      <div><dt>Critical success: rolls</dt><dd><span data-output="ranges.critical" data-kind="value">01–03</span></dd></div>
      <div><dt>Special success: rolls</dt><dd><span data-output="ranges.special" data-kind="value">04–11</span>
        <small class="rules-detail" data-output="work" data-kind="value">1/5 of 55</small></dd></div>
      <div><dt>Fumble: rolls</dt><dd><span data-output="ranges.fumble" data-kind="value">–</span></dd></div>
    </dl>
    <div class="rules-odds-block"><p class="rules-output-label">Odds of each result</p>
      <div class="rules-odds" data-output="odds" data-kind="odds">
        <div class="rules-odds-row"><span class="rules-odds-label">Critical success</span>
          <span class="rules-odds-value">3%</span></div>
        <div class="rules-odds-row"><span class="rules-odds-label">Special success</span>
          <span class="rules-odds-value">8%</span></div>
        <div class="rules-odds-row"><span class="rules-odds-label">Success</span>
          <span class="rules-odds-value">44%</span></div>
        <div class="rules-odds-row"><span class="rules-odds-label">Failure</span>
          <span class="rules-odds-value">43%</span></div>
        <div class="rules-odds-row"><span class="rules-odds-label">Fumble</span>
          <span class="rules-odds-value">2%</span></div>
      </div></div>
    <ul class="rules-warnings" data-output="notes" data-kind="warnings" aria-label="Notes" hidden></ul>
    <div class="rules-records" data-output="order" data-kind="records">
      <p class="rules-output-label">Strike ranks</p>
      <table><thead><tr><th>Combatant</th><th>Strike rank</th><th>Surprise</th></tr></thead>
      <tbody><tr><td>Fahir</td><td>14</td><td>–</td></tr><tr><td>Scout</td><td>13 → 3</td><td>Cycle 2</td></tr></tbody></table>
    </div>
  </div>
</div>`;

test("every band, every outcome with its percentage, the inputs and the readings", () => {
  withDom();
  document.body.innerHTML = WIDGET;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
  assert.equal(
    answerText(root, form),
    [
      "Ability roll",
      "Inputs: Modified chance (%) 75, Modifier (%) -20, Roll 11",
      "Readings: 96–00: Always fail",
      "With modifiers:",
      "Modified chance (%): 75 − 20 = 55",
      "",
      "The hundred faces of the d100:",
      "- Roll 11: Special success",
      "Critical success: rolls: 01–03",
      "Special success: rolls: 04–11 (1/5 of 55)",
      "Odds of each result: Critical success 3%, Special success 8%, Success 44%, Failure 43%, Fumble 2%",
      "Strike ranks:",
      "- Combatant Fahir, Strike rank 14",
      "- Combatant Scout, Strike rank 13 → 3, Surprise Cycle 2",
    ].join("\n"),
  );
});

test("a strip's legend stays where no output lists its ranges; a table of rows, a row a line", () => {
  withDom();
  document.body.innerHTML = `
  <div class="rules-calculator" data-calculator="sr_cycles">
    <span class="rules-calculator-title">Strike rank planner</span>
    <form>
      <div class="rules-field"><label for="f-r">Round <span>(optional)</span></label>
        <input id="f-r" name="round" value="2"></div>
      <div class="rules-field rules-rows-field"><span class="rules-rows-label">Combatants</span>
        <input type="hidden" name="combatants" value="Scout:13:2:1">
        <div data-rows-for="combatants"><table class="rules-rows-table"><tbody><tr>
          <td><span class="rules-rows-cell-label">Name</span><input data-cell="c" value="Scout"></td>
          <td><span class="rules-rows-cell-label">Strike rank</span><input data-cell="d" value="13"></td>
          <td><span class="rules-rows-cell-label">Surprised</span><input type="checkbox" data-cell="e" checked></td>
          <td class="rules-rows-actions"><button>Remove</button></td>
        </tr></tbody></table></div></div>
    </form>
    <div data-results>
      <div class="rules-strip-block"><p class="rules-output-label">One roll</p>
        <div data-output="strip" data-kind="strip"><ul class="rules-strip-legend">
          <li><strong>Success</strong> 01–50</li><li><strong>Failure</strong> 51–00</li></ul></div></div>
    </div>
  </div>`;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
  assert.equal(
    answerText(root, form),
    [
      "Strike rank planner",
      "Inputs: Round 2",
      "Combatants:",
      "- Scout: Strike rank 13, Surprised yes",
      "One roll:",
      "- Success 01–50",
      "- Failure 51–00",
    ].join("\n"),
  );
});

test("Copy and Save wait for an edit's answer; an answer refused or not come is not current", async () => {
  const { answeredForInputs } = await import("../../docs/javascripts/widget/answer-text.js");
  document.body.innerHTML = "<div id=w><div data-results></div></div>";
  const root = document.getElementById("w");
  const results = root.querySelector("[data-results]");
  assert.equal(await answeredForInputs(root), true);
  // an edit waits for Python's answer (widget/mount.js), which comes
  results.setAttribute("data-out-of-date", "");
  const answered = answeredForInputs(root);
  setTimeout(() => results.removeAttribute("data-out-of-date"), 5);
  assert.equal(await answered, true);
  // Python refuses the inputs: the earlier answer stays, marked stale
  results.setAttribute("data-out-of-date", "");
  const refused = answeredForInputs(root);
  setTimeout(() => results.classList.add("rules-stale"), 5);
  assert.equal(await refused, false);
  // no answer within the wait
  results.classList.remove("rules-stale");
  assert.equal(await answeredForInputs(root, 20), false);
  document.body.innerHTML = "<div id=w></div>";
  assert.equal(await answeredForInputs(document.getElementById("w")), false);
});
