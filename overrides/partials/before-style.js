// @ts-check
// Put inline into the <head> of every page, after the stylesheets' links (overrides/main.html).
// Material's script, once it runs, marks the page "js" and rewrites each relative link's address
// as an absolute one; a stylesheet whose link changes is applied again, and the page restyled
// whole, which on a long page is a tenth of a second of a phone's processor. Done here, before
// anything is styled, the same changes cost nothing, and Material's find nothing left to change.
document.documentElement.classList.replace("no-js", "js");
// Its focus-visible polyfill marks the root too: no stylesheet reads these marks, but a new class
// on the root is enough to restyle every element.
document.documentElement.classList.add("js-focus-visible");
document.documentElement.setAttribute("data-js-focus-visible", "");
for (const link of /** @type {NodeListOf<HTMLLinkElement>} */ (
  document.querySelectorAll('link[rel~="stylesheet"]')
)) {
  // biome-ignore lint/correctness/noSelfAssign: the attribute, relative, becomes absolute
  link.href = link.href;
}
