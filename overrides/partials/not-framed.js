// @ts-check
// A page shown inside another site's frame does not run there: its buttons would take clicks
// meant for the other site. Hosts that send the build's _headers refuse such a frame already
// (frame-ancestors 'self'); where a host sends none, the page puts a link that opens it on its
// own in place of its content. A frame of the site itself (same origin) is left alone.
(() => {
  if (window.top === window.self) return;
  try {
    if (window.top?.location.origin === location.origin) return;
  } catch {
    // another origin: reading its address is refused
  }
  document.documentElement.dataset.framed = "";
  document.addEventListener("DOMContentLoaded", () => {
    const open = document.createElement("a");
    open.href = location.href;
    open.target = "_top";
    open.rel = "noopener";
    open.textContent = "Open it on its own";
    const note = document.createElement("p");
    note.className = "rules-framed";
    note.append("This page is shown inside another site, which it does not allow. ", open);
    document.body.replaceChildren(note);
  });
})();
