// @ts-check
// A classic script (modules never run from file://): a reader who opened a page of the built site
// straight from disk is told at once how to open it so the calculators can start. Loaded only on
// pages holding a calculator (overrides/main.html); does nothing when the site is served.
(() => {
  if (location.protocol !== "file:") return;
  const message =
    "The calculators need the site opened through a web server, not as a file: open it through" +
    " a web server, e.g. run `python3 -m http.server -d site` in the folder holding site/ and" +
    " open http://127.0.0.1:8000/. The tables on this page work as they are.";
  for (const root of document.querySelectorAll("[data-calculator]")) {
    root.setAttribute("data-state", "error");
    const status = root.querySelector("[data-status]");
    if (status) status.textContent = message;
  }
})();
