// @ts-check
// The outcome brought into view after an action: after Roll, Roll both, a typed roll or Next
// round, the answer's line ([data-answer]) and the lines under it that explain it are on the
// screen. On a phone the Roll button sits high in a long form and the outcome far below it
// (the party roll's 858 px, the planner's new round 1,587 px down): the page scrolls the answer's
// line up under the header, smoothly unless the reader asked for less motion.

const GAP = 8; // px between the header and the answer's line
const SHOWN = 160; // px of the outcome under the answer's line that must be on the screen

/**
 * How far to scroll the page down (negative: up) so that the outcome is in view: none when the
 * answer's line stands under the header with `SHOWN` px of the outcome (or all of it) on the
 * screen; else the answer's line is put just under the header.
 * @param {{top: number}} answer the answer's line
 * @param {{bottom: number}} outcome the results block holding it
 * @param {number} header the header's foot
 * @param {number} height the screen's height
 * @returns {number} whole pixels
 */
export function scrollToOutcome(answer, outcome, header, height) {
  const needed = Math.min(outcome.bottom, answer.top + SHOWN);
  if (answer.top >= header && needed <= height) return 0;
  return Math.round(answer.top - header - GAP);
}

/**
 * Bring a widget's outcome into view once the answer is drawn (the next frame: the caller may
 * be drawing it still).
 * @param {HTMLElement} root the widget
 */
export function bringIntoView(root) {
  requestAnimationFrame(() => {
    const results = root.querySelector("[data-results]");
    const answer = root.querySelector("[data-answer]");
    if (!results) return;
    // An empty answer line is not drawn: the results' own top stands for it.
    const line = answer?.getClientRects().length ? answer : results;
    const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
    const by = scrollToOutcome(
      line.getBoundingClientRect(),
      results.getBoundingClientRect(),
      header,
      window.innerHeight,
    );
    if (by === 0) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: by, behavior: still ? "instant" : "smooth" });
  });
}
