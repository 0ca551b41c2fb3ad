// @ts-check
// The colour scheme toggle in the header: each click shows the next scheme (the system's, light,
// dark) and keeps the choice. The page arrives with its colours settled by the header's inline
// script (overrides/partials/palette-start.js), which hands this what it set up when asked with a
// "rules:palette" event (its detail: the function to hand it to).

/** @returns {RulesPaletteControl | null} */
function takePalette() {
  /** @type {RulesPaletteControl | null} */
  let taken = null;
  /** @param {RulesPaletteControl} given */
  const take = (given) => {
    taken = given;
  };
  document.dispatchEvent(new CustomEvent("rules:palette", { detail: take }));
  return taken;
}

const palette = takePalette();
if (palette) {
  const { form, inputs, system, FOLLOW, apply } = palette;
  /** @param {number} index */
  const show = (index) => {
    // Material's stylesheet turns transitions off while this attribute is on: the whole page
    // changes colour at once instead of fading piece by piece.
    document.body.setAttribute("data-md-color-switching", "");
    palette.current = apply(index);
    window.__md_set("__palette", palette.current);
    setTimeout(() => document.body.removeAttribute("data-md-color-switching"));
  };
  form.addEventListener("change", (event) => {
    const index = inputs.indexOf(/** @type {HTMLInputElement} */ (event.target));
    if (index >= 0) show(index);
  });
  // Enter on the focused option moves on, as Space does on a toggle button.
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const next = inputs[(palette.current.index + 1) % inputs.length];
    next.click();
    next.focus();
  });
  // Following the system: a change of the system's setting shows at once.
  system.addEventListener("change", () => {
    if (palette.current.color.media === FOLLOW) show(palette.current.index);
  });
}
