// @ts-check
// What a screen reader hears when the results change: one polite live region per widget
// ([data-announce], from scripts/pages/widget/) gets a short summary of the numbers on the page,
// once the answers stop coming (typing "17" asks Python twice; the reader hears the result once).
// The summary is read from the page as drawn, so it holds no rules and no numbers of its own.

const QUIET_MS = 400;
const MOST = 3; // a summary, not the whole result: the rest is on the page

/**
 * The live region of one widget: `changed()` once its results are drawn, `interrupted()` when an
 * error shows instead.
 * @param {HTMLElement} root the widget
 * @returns {{ changed(): void, interrupted(): void }}
 */
export function announcer(root) {
  const region = root.querySelector("[data-announce]");
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {string | null | undefined} */
  let said; // the first result comes with the page, unasked: it is noted, not spoken
  return {
    // The results were just drawn: say them (once quiet), unless that is what was said last.
    changed() {
      if (!region) return;
      clearTimeout(timer);
      const first = said === undefined;
      timer = setTimeout(
        () => {
          const text = summary(root);
          if (!first && text && text !== said) region.textContent = text;
          said = text;
        },
        first ? 0 : QUIET_MS,
      );
    },
    // An error is showing (its own field's live slot speaks it); the next result is news again.
    interrupted() {
      clearTimeout(timer);
      said = null;
    },
  };
}

// "Chance 55%. Critical 3%. Special 11%." from the first values shown, else the first odds.
/**
 * @param {HTMLElement} root the widget
 * @returns {string}
 */
function summary(root) {
  const pairs = [];
  for (const item of root.querySelectorAll(".rules-values > div")) {
    const label = item.querySelector("dt")?.textContent.trim();
    const value = item.querySelector("dd [data-output]")?.textContent.trim();
    if (label && value && value !== "–") pairs.push(`${label} ${value}`);
  }
  if (pairs.length === 0) {
    for (const row of root.querySelectorAll(".rules-odds-row")) {
      const label = row.querySelector(".rules-odds-label")?.textContent.trim();
      const value = row.querySelector(".rules-odds-value")?.textContent.trim();
      if (label && value) pairs.push(`${label} ${value}`);
    }
  }
  return pairs.slice(0, MOST).join(". ") + (pairs.length ? "." : "");
}
