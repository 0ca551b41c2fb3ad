// @ts-check
// Material's "Back to top" (.md-top, at the foot of the screen: calculators.css) stood over a
// calculator's controls and its fold's line as the reader scrolled up through it. It steps aside
// (data-over-calculator, calculators.css) while any calculator is on the screen: the header's
// title and the page's own scrolling still lead back up. Only the button's own attribute changes:
// nothing on the page's root, which would restyle the whole page.

/** @type {Set<Element>} the calculators on the screen now */
const seen = new Set();
/** @type {IntersectionObserver | null} */
let observer = null;

/**
 * Whether "Back to top" steps aside: some calculator still on the page is on the screen.
 * @param {Iterable<Element>} shown
 */
function overCalculator(shown) {
  for (const root of shown) if (root.isConnected) return true;
  return false;
}

/** Mark the page's "Back to top" by what is on the screen now. */
function mark() {
  const button = document.querySelector(".md-top");
  if (!button) return;
  const aside = overCalculator(seen);
  if (aside !== button.hasAttribute("data-over-calculator"))
    button.toggleAttribute("data-over-calculator", aside);
}

/**
 * Keep "Back to top" off this calculator while it is on the screen.
 * @param {Element} root the widget
 */
export function keepTopAside(root) {
  if (!("IntersectionObserver" in window)) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) seen.add(entry.target);
      else seen.delete(entry.target);
    }
    for (const root of seen) if (!root.isConnected) seen.delete(root);
    mark();
  });
  observer.observe(root);
}
