// @ts-check
// Put inline into the <head> of every page (overrides/main.html), before Material's script.
//
// Material's instant navigation and its previews follow only the pages its sitemap lists, read
// at the addresses the build wrote into it (SITE_URL), with only the scheme and host name made
// the page's own: a copy served at another port or under another folder showed no preview, and
// a phone's first tap on a rule link did nothing. Material's request for the sitemap is answered
// with its addresses moved to where this copy is served (the folder the sitemap is asked from;
// the build's root is the shortest address the sitemap lists).
(() => {
  const native = XMLHttpRequest.prototype;
  const open = native.open;
  const textOf = Object.getOwnPropertyDescriptor(native, "responseText")?.get;
  if (!textOf || location.protocol === "file:") return;
  const SITEMAP = "sitemap.xml";

  /**
   * The sitemap's text with the build's root put where the site is served.
   * @param {string} xml
   * @param {string} root where this copy is served, ending in "/"
   */
  const moved = (xml, root) => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]);
    const built = locs.reduce((short, loc) => (loc.length < short.length ? loc : short), locs[0]);
    if (!built?.endsWith("/") || built === root) return xml;
    return xml.split(`>${built}`).join(`>${root}`).split(`"${built}`).join(`"${root}`);
  };

  /**
   * @this {XMLHttpRequest}
   * @param {string} method
   * @param {string | URL} url
   * @param {...any} more async, user, password, as given
   */
  native.open = function (method, url, ...more) {
    const address = new URL(String(url), location.href);
    if (address.origin === location.origin && address.pathname.endsWith(`/${SITEMAP}`)) {
      const root = address.href.slice(0, address.href.length - SITEMAP.length);
      const request = this;
      // Read as text here, handed on as the blob Material asks for.
      Object.defineProperty(request, "responseType", {
        configurable: true,
        get: () => "blob",
        set: () => {},
      });
      Object.defineProperty(request, "response", {
        configurable: true,
        get: () => new Blob([moved(textOf.call(request), root)], { type: "text/xml" }),
      });
    }
    // @ts-expect-error: open's overloads take (method, url) or all five, handed on as given
    return open.call(this, method, url, ...more);
  };
})();
