// @ts-check
// Put inline into the header, right after the colour scheme toggle (overrides/partials/
// javascripts/palette.html), in place of Material's palette script: it settles the page's colours
// before the first paint, so Material's script, which would set them again as it starts, is not
// used (overrides/partials/palette.html). Material restyled the whole page twice doing so, and
// on a first visit with the system in dark mode it painted the page light first.
//
// The choice is kept where Material keeps it (__md_get/__md_set "__palette"), so a reader's
// choice made before still holds. javascripts/site/palette.js switches on a click: it asks for
// what this sets up with a "rules:palette" event, whose detail is the function to hand it to.
(() => {
  const form = document.querySelector("[data-rules-palette]");
  if (!(form instanceof HTMLFormElement)) return;
  const inputs = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll("input")]);
  const system = matchMedia("(prefers-color-scheme: light)");
  const FOLLOW = "(prefers-color-scheme)"; // the option that follows the system's setting
  /** @param {number} index */
  const apply = (index) => {
    const chosen = inputs[index];
    const media = chosen.getAttribute("data-md-color-media") ?? "";
    const shade = system.matches ? "light" : "dark";
    const source =
      media === FOLLOW
        ? (form.querySelector(`[data-md-color-media="(prefers-color-scheme: ${shade})"]`) ?? chosen)
        : chosen;
    /** @type {Record<string, string>} */
    const color = { media };
    for (const key of ["scheme", "primary", "accent"]) {
      color[key] = source.getAttribute(`data-md-color-${key}`) ?? "";
    }
    for (const [key, value] of Object.entries(color)) {
      if (document.body.getAttribute(`data-md-color-${key}`) !== value) {
        document.body.setAttribute(`data-md-color-${key}`, value);
      }
    }
    inputs.forEach((input, at) => {
      input.checked = at === index;
      const label = input.nextElementSibling;
      if (label instanceof HTMLElement) label.hidden = at !== index;
    });
    return { index, color };
  };
  /** @type {null | { index?: number }} */
  const saved = window.__md_get("__palette");
  const first =
    saved?.index ??
    inputs.findIndex(
      (input) => matchMedia(input.getAttribute("data-md-color-media") ?? "").matches,
    );
  /** @type {RulesPaletteControl} */
  const palette = {
    form,
    inputs,
    system,
    FOLLOW,
    apply,
    current: apply(Math.max(0, Math.min(first, inputs.length - 1))),
  };
  /** @param {Event} event */
  const handOver = (event) =>
    /** @type {CustomEvent<(given: RulesPaletteControl) => void>} */ (event).detail(palette);
  document.addEventListener("rules:palette", handOver, { once: true });
})();
