// @ts-check
// The cycles output (contract kind "cycles"): the action step, one line per cycle, the groups in
// acting order and the names of each group acting together: "Cycle 1: Ana → Bo + Cy".
// Names are put on the page as text, never as HTML.

/**
 * @param {HTMLElement} element
 * @param {string[][][] | null | undefined} cycles per cycle, its groups; per group, the names
 */
export function drawCycles(element, cycles) {
  const items = (cycles ?? []).map((groups, index) => {
    const item = document.createElement("li");
    const head = document.createElement("strong");
    head.textContent = `Cycle ${index + 1}:`;
    item.append(head, " ");
    if (groups.length === 0) item.append("no actions");
    groups.forEach((names, at) => {
      if (at > 0) item.append(" → ");
      const group = document.createElement("span");
      group.className = "rules-cycle-group";
      group.textContent = names.join(" + ");
      item.append(group);
    });
    return item;
  });
  element.replaceChildren(...items);
}
