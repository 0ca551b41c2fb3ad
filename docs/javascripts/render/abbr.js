// @ts-check
// The abbreviations in an answer as it is drawn ("QR +2", "3 VP to 1", a warning's "DL"),
// explained as the prose explains them: each one an <abbr title>, from the site's one glossary
// (scripts/pages/glossary.py), which a page holding calculators carries once, as a <template> of its
// <abbr> elements (scripts/mkdocs_hooks.py). No glossary in the document: the text stays as
// drawn.

const GLOSSARY_ID = "rules-glossary";

/** @type {WeakMap<Document, {terms: Record<string, string>, words: RegExp} | null>} */
const read = new WeakMap();

/**
 * The document's glossary and a pattern of its terms as whole words, the longest first.
 * @param {Document} document
 */
function glossaryOf(document) {
  const known = read.get(document);
  if (known) return known;
  const template = /** @type {HTMLTemplateElement | null} */ (document.getElementById(GLOSSARY_ID));
  if (!template?.content) return null; // none yet: looked for again next time
  /** @type {Record<string, string>} */
  const terms = {};
  for (const abbr of template.content.querySelectorAll("abbr[title]")) {
    terms[abbr.textContent ?? ""] = abbr.getAttribute("title") ?? "";
  }
  const shorts = Object.keys(terms)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((short) => short.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const found = shorts.length
    ? { terms, words: new RegExp(`\\b(${shorts.join("|")})\\b`, "g") }
    : null;
  read.set(document, found);
  return found;
}

/**
 * `text` as nodes: its words, each abbreviation an <abbr title> (null: none in it).
 * @param {Document} document
 * @param {string} text
 */
export function explained(document, text) {
  const glossary = glossaryOf(document);
  if (!glossary) return null;
  const { terms, words } = glossary;
  /** @type {(Node | string)[]} */
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(words)) {
    const start = match.index ?? 0;
    if (start > at) parts.push(text.slice(at, start));
    const abbr = document.createElement("abbr");
    abbr.title = terms[match[1]];
    abbr.textContent = match[1];
    parts.push(abbr);
    at = start + match[1].length;
  }
  if (parts.length === 0) return null;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * Explain, in `elements` (a widget's outputs just drawn, in the page's order), each abbreviation
 * `root` (the widget) does not explain yet, at its first use: as the prose does, and as the
 * build leaves a widget's words (scripts/pages/glossary.py, first_in_each_section), so that an answer
 * drawn live reads as the one drawn at build time. Not inside an <abbr> already, nor a field.
 * @param {ParentNode} root
 * @param {Element[]} elements
 */
export function explain(root, elements) {
  const first = elements[0];
  if (!first) return;
  const document = first.ownerDocument;
  const glossary = glossaryOf(document);
  if (!glossary) return;
  const known = new Set(
    [...root.querySelectorAll("abbr[title]")].map((abbr) => abbr.textContent?.trim()),
  );
  /** @param {string} text */
  const fresh = (text) => {
    const parts = explained(document, text);
    if (!parts) return null;
    let any = false;
    const kept = parts.map((part) => {
      if (typeof part === "string") return part;
      const term = part.textContent ?? "";
      if (known.has(term)) return term;
      known.add(term);
      any = true;
      return part;
    });
    return any ? kept : null;
  };
  /** @param {Node} node */
  const visit = (node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 3) {
        const parts = fresh(child.textContent ?? "");
        if (parts) /** @type {ChildNode} */ (child).replaceWith(...parts);
      } else if (child.nodeType === 1 && !SKIPPED.includes(child.nodeName)) {
        visit(child);
      }
    }
  };
  for (const element of elements) visit(element);
}

const SKIPPED = ["ABBR", "INPUT", "SELECT", "SCRIPT"];
