// @ts-check
// Rule links shown in place on a touch screen. The build marks each link of a page's text to a
// heading of another page (scripts/pages/previews.py: data-preview), and Material shows the section
// such a link leads to over the page while the pointer is on it or it has the focus. A finger has no
// pointer resting anywhere: a tap is a click at once, and the click followed the link before its
// preview could be read. So the first tap on a marked link in the page's text shows its preview
// and stays; a second tap on it, or a tap on one whose preview is showing, follows it. A mouse,
// a pen and the keyboard follow at once, as before. A first tap whose preview does not show
// (its page could not be fetched: no network, an address Material does not know) follows the link
// after a moment: a tap is never swallowed.

/** @type {Element | null} the link a first tap held, until another is tapped */
let held = null;
/** Whether the pointer last put down was a finger (a click carries no sure pointer type). */
let finger = false;
/** @type {Element | null} a held link followed because its preview never showed */
let passing = null;
const NO_PREVIEW_MS = 1500; // a preview's page fetched on a slow phone network shows by then

/**
 * Whether a tap's click on `link` should show its preview instead of following it.
 *
 * @param {Element} link a marked link of the page's text
 * @returns {boolean}
 */
function showsFirst(link) {
  // Material sets aria-controls on the link while its preview is showing.
  return finger && link !== held && !link.hasAttribute("aria-controls");
}

/** @param {Event} event */
function onPointer(event) {
  finger = /** @type {PointerEvent} */ (event).pointerType === "touch";
}

/** @param {Event} event */
function onClick(event) {
  const target = event.target instanceof Element ? event.target : null;
  // Links inside a preview are copies from another page: they follow at once.
  const link = target?.closest(".md-content a[data-preview]") ?? null;
  if (!link) return;
  if (link === passing) {
    passing = held = null;
    return;
  }
  if (!showsFirst(link)) {
    held = null;
    return;
  }
  held = link;
  event.preventDefault();
  event.stopPropagation(); // nor Material's instant navigation, which listens on the body
  if (!(link instanceof HTMLElement)) return;
  link.focus(); // the preview stays while the link has the focus
  setTimeout(() => {
    if (held !== link || link.hasAttribute("aria-controls") || !link.isConnected) return;
    passing = link;
    link.click();
  }, NO_PREVIEW_MS);
}

let listening = false;

/** Listen once, on the document, for taps on marked links (pages come and go under it). */
export function listenForPreviewTaps() {
  if (listening) return;
  listening = true;
  document.addEventListener("pointerdown", onPointer, { capture: true, passive: true });
  document.addEventListener("keydown", () => (finger = false), { capture: true, passive: true });
  document.addEventListener("click", onClick, { capture: true });
}
