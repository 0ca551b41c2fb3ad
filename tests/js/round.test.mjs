// "Next round" (docs/javascripts/widget/round.js): fills the next round's inputs from Python's
// answer (the round's number and a yes/no among them), logs the round, says what it kept.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withDom } from "./with-dom.mjs";

const { mountRound } = await import("../../docs/javascripts/widget/round.js");
const { readRolls } = await import("../../docs/javascripts/log/store.js");

const WIDGET = `
<div class="rules-calculator" data-calculator="sr_cycles">
  <span class="rules-calculator-title">Strike rank planner</span>
  <form>
    <input name="round" value="1">
    <button type="button" data-action="next-round" data-next="next" data-log="spent"
      data-note="carried" data-for="round">Next round</button>
    <span data-round-note></span>
    <input type="checkbox" name="after_surprise" value="yes">
    <input type="hidden" name="combatants" value="Scout:13:2:1:none:1">
  </form>
  <button type="button" data-action="next-round" data-next="next" data-log="spent"
    data-note="carried" data-for="round">Next round</button>
  <button type="button" data-action="reset">Reset</button>
  <div data-results></div>
</div>`;

/** The press's wait for the answer to the inputs shown (widget/answer-text.js) settles. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("Next round, from the top or the foot, starts the round Python's answer names", async () => {
  withDom();
  document.body.innerHTML = WIDGET;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
  const round = mountRound(root, form);
  // The new round's answer is brought into view (widget/inview.js), a frame after it is drawn.
  /** @type {(() => void)[]} */
  const frames = [];
  globalThis.requestAnimationFrame = (run) => frames.push(run);
  /** @type {string[]} */
  const heard = [];
  form.addEventListener("change", () => heard.push("change"));
  const [top, foot] = /** @type {NodeListOf<HTMLButtonElement>} */ (
    root.querySelectorAll('[data-action="next-round"]')
  );
  top.click(); // no answer yet: nothing happens
  await settled();
  assert.equal(readRolls().length, 0);
  round.answered({
    next: { round: "2", after_surprise: "yes", combatants: "Scout:13:2:0:none:1" },
    spent: "Scout 2 of 2 actions, 1 kept to defend",
    carried: "Round 2 keeps each strike rank as on the sheet. Cleared: Scout's surprise.",
  });
  assert.equal(frames.length, 0); // the round's first answer: nothing moved
  top.click();
  await settled();
  round.answered({ next: { round: "3" }, spent: "", carried: "" }); // the new round's answer
  assert.equal(frames.length, 1);
  round.answered({ next: { round: "3" }, spent: "", carried: "" }); // a later edit's: stays
  assert.equal(frames.length, 1);
  const value = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
  assert.equal(value("round").value, "2");
  assert.equal(value("after_surprise").checked, true);
  assert.equal(value("combatants").value, "Scout:13:2:0:none:1");
  assert.equal(
    root.querySelector("[data-round-note]")?.textContent,
    "Round 2 keeps each strike rank as on the sheet. Cleared: Scout's surprise.",
  );
  const [line] = readRolls();
  assert.equal(line.inputs, "Round 1");
  assert.equal(line.result, "Scout 2 of 2 actions, 1 kept to defend");
  assert.deepEqual(heard, ["change"]);
  round.answered({ next: { round: "3", after_surprise: "no" }, spent: "", carried: "Kept." });
  foot.click();
  await settled();
  assert.equal(value("round").value, "3");
  assert.equal(value("after_surprise").checked, false);
  assert.equal(readRolls()[0].inputs, "Round 2");
  /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="reset"]')).click();
  assert.equal(root.querySelector("[data-round-note]")?.textContent, "");
});

test("Next round pressed while an edit waits for its answer starts from that answer", async () => {
  withDom();
  document.body.innerHTML = WIDGET;
  const root = /** @type {HTMLElement} */ (document.querySelector("[data-calculator]"));
  const form = /** @type {HTMLFormElement} */ (root.querySelector("form"));
  const results = /** @type {HTMLElement} */ (root.querySelector("[data-results]"));
  const round = mountRound(root, form);
  const combatants = /** @type {HTMLInputElement} */ (form.elements.namedItem("combatants"));
  round.answered({
    next: { round: "2", combatants: "Scout:13:2:0:none:0" },
    spent: "",
    carried: "",
  });
  // A character picked from the party: the edit marks the answer out of date (widget/mount.js).
  combatants.value = "Scout:13:2:0:none:0;Vasana:7:2:0:none:0";
  results.dataset.outOfDate = "";
  const [top] = /** @type {NodeListOf<HTMLButtonElement>} */ (
    root.querySelectorAll('[data-action="next-round"]')
  );
  top.click();
  top.click(); // a second press while the first waits is the same press
  await settled();
  assert.equal(combatants.value, "Scout:13:2:0:none:0;Vasana:7:2:0:none:0"); // still waiting
  const withHer = "Scout:13:2:0:none:0;Vasana:7:2:0:none:0";
  round.answered({ next: { round: "2", combatants: withHer }, spent: "", carried: "" });
  delete results.dataset.outOfDate;
  await settled();
  await settled();
  assert.equal(combatants.value, withHer);
  assert.equal(readRolls().length, 1);
  // Inputs Python refused: the round does not start, and says why.
  round.answered({ next: { round: "3" }, spent: "", carried: "" });
  results.classList.add("rules-stale");
  top.click();
  await settled();
  assert.equal(/** @type {HTMLInputElement} */ (form.elements.namedItem("round")).value, "2");
  assert.match(root.querySelector("[data-round-note]")?.textContent ?? "", /^Not started/);
});
