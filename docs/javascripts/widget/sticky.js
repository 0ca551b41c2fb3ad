// @ts-check
// The headline kept in view while a field has the focus ([data-headline], fixed to the foot of the
// screen by calculators.css) shows only while the answer's own line ([data-answer]) is out of
// view, and never covers the field after the focused one, nor its hint: the page is scrolled up
// by what it would hide, as far as the focused field can go without passing under the header.

const GAP = 8; // px between the hint and the line

/**
 * The next field a reader would move to after `field`, in the form's order: a visible input,
 * select or button-less text field.
 * @param {HTMLFormElement} form
 * @param {Element} field
 * @returns {HTMLElement | null}
 */
export function nextField(form, field) {
  const controls = /** @type {HTMLElement[]} */ ([
    ...form.querySelectorAll("input:not([type=hidden]), select, textarea"),
  ]).filter((control) => control.getClientRects().length > 0);
  const at = controls.indexOf(/** @type {HTMLElement} */ (field));
  return at < 0 ? null : (controls[at + 1] ?? null);
}

/**
 * How far to scroll the page down (its content up) so that `below` (the next field and its hint)
 * clears `line` (the fixed headline), when `focused` may rise no higher than `ceiling`.
 * @param {{top: number}} line
 * @param {{bottom: number}} below
 * @param {{top: number}} focused
 * @param {number} ceiling the header's foot
 * @returns {number} never negative, whole pixels
 */
export function clearance(line, below, focused, ceiling) {
  const hidden = below.bottom + GAP - line.top;
  const room = focused.top - ceiling - GAP;
  return Math.max(0, Math.ceil(Math.min(hidden, room)));
}

/**
 * Whether a box is whole on a screen `height` px tall.
 * @param {{top: number, bottom: number, height: number}} box
 * @param {number} height
 * @returns {boolean}
 */
export function wholeInView(box, height) {
  return box.height > 0 && box.top >= 0 && box.bottom <= height;
}

/**
 * Keep one widget's sticky headline out of the way; `check()` again after each answer (the line
 * may have grown).
 * @param {HTMLElement} root the widget
 * @param {HTMLFormElement} form
 */
export function keepClear(root, form) {
  const line = /** @type {HTMLElement | null} */ (root.querySelector("[data-headline]"));
  const answer = root.querySelector("[data-answer]");
  if (!line) return { check() {} };
  if (answer && "IntersectionObserver" in window) {
    // The answer whole on the screen: the sticky copy would repeat it. Measured when the
    // observer reports (its report can be frames late) and on each focus.
    new IntersectionObserver(
      () => {
        const was = root.hasAttribute("data-answer-seen");
        seeAnswer();
        // The line shows now (a modifier's steps pushed the answer off): clear the next field.
        if (was && !root.hasAttribute("data-answer-seen")) later();
      },
      { threshold: [0, 1] },
    ).observe(answer);
  }
  const seeAnswer = () => {
    if (answer) {
      root.toggleAttribute(
        "data-answer-seen",
        wholeInView(answer.getBoundingClientRect(), innerHeight),
      );
    }
  };
  // Seen, then the next field cleared, then seen again (that scroll may bring it in).
  const settle = () => {
    seeAnswer();
    check();
    seeAnswer();
  };
  const check = () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !form.contains(focused)) return;
    if (getComputedStyle(line).display === "none") return;
    const next = nextField(form, focused);
    const part = (next ?? focused).closest(".rules-field, td") ?? next ?? focused;
    const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
    const by = clearance(
      line.getBoundingClientRect(),
      part.getBoundingClientRect(),
      focused.getBoundingClientRect(),
      header,
    );
    if (by > 0) window.scrollBy(0, by);
  };
  // After the browser's own scroll of the focused field into view; and not while a mouse button
  // that focused a box is held (moved under it, the press ends elsewhere and the tick is lost).
  let held = false;
  let owed = false;
  const later = () => {
    owed = held;
    if (!held) requestAnimationFrame(settle);
  };
  form.addEventListener("pointerdown", () => {
    held = true;
  });
  for (const type of ["pointerup", "pointercancel"]) {
    addEventListener(type, () => {
      held = false;
      if (owed) later();
    });
  }
  form.addEventListener("focusin", later);
  return { check };
}
