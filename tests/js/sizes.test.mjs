// Readable sizes (issue 43): no function under docs/javascripts/ or overrides/partials/ (the
// theme's scripts, put inline into pages) over MAX_FUNCTION lines, no file over MAX_MODULE. Read as text: comments and strings blanked (a template's ${…} kept as
// code, a regular expression's text blanked), then each `{` that opens a function's body (after
// `=>`, or after `(…)` not led by if/for/while/switch/catch) matched to its `}`. A function's
// lines run from its parameters' first line to its closing brace; a function inside another
// counts in both.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { filesUnder, MODULES, ROOT } from "./module-scan.mjs";

const FOLDERS = [MODULES, "overrides/partials"];
const MAX_FUNCTION = 100;
const MAX_MODULE = 300;
const NOT_CALLS = new Set(["if", "for", "while", "switch", "catch", "with", "return", "typeof"]);
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|^$|\b(?:return|typeof|case|of|in)$/;

/** `source` with comments, strings and regular expressions blanked (new lines kept). */
function codeOnly(source) {
  let out = "";
  let i = 0;
  /** @type {number[]} depth of code braces at each open template's `${` */
  const templates = [];
  let depth = 0;
  const blank = (text) => text.replace(/[^\n]/g, " ");
  const template = () => {
    // From just inside a back-quote: its text blanked up to its end or a `${`.
    let j = i;
    while (j < source.length && source[j] !== "`" && !source.startsWith("${", j)) {
      j += source[j] === "\\" ? 2 : 1;
    }
    out += blank(source.slice(i, j));
    if (source[j] === "`") {
      out += "`";
      i = j + 1;
    } else {
      out += "${";
      templates.push(depth);
      depth += 1;
      i = j + 2;
    }
  };
  while (i < source.length) {
    const c = source[i];
    const rest = source.slice(i, i + 2);
    if (rest === "//") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (rest === "/*") {
      const stop = source.indexOf("*/", i + 2) + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (source[j] !== c) j += source[j] === "\\" ? 2 : 1;
      out += c + blank(source.slice(i + 1, j)) + c;
      i = j + 1;
    } else if (c === "`") {
      out += "`";
      i += 1;
      template();
    } else if (c === "/" && BEFORE_REGEX.test(out.trimEnd())) {
      let j = i + 1;
      let inClass = false;
      while (source[j] !== "/" || inClass) {
        if (source[j] === "\\") j += 1;
        else if (source[j] === "[") inClass = true;
        else if (source[j] === "]") inClass = false;
        j += 1;
      }
      out += `/${blank(source.slice(i + 1, j))}/`;
      i = j + 1;
    } else if (c === "{") {
      depth += 1;
      out += c;
      i += 1;
    } else if (c === "}") {
      depth -= 1;
      i += 1;
      if (templates.at(-1) === depth) {
        templates.pop();
        out += "}";
        template();
      } else out += c;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index of the bracket that opens the one closing at `at` (`)` or `}`), in `code`. */
function opening(code, at) {
  const close = code[at];
  const open = close === ")" ? "(" : "{";
  let depth = 0;
  for (let i = at; i >= 0; i -= 1) {
    if (code[i] === close) depth += 1;
    else if (code[i] === open && --depth === 0) return i;
  }
  return -1;
}

const lineAt = (code, index) => code.slice(0, index).split("\n").length;

/** Each function's body in `source`: { line, lines, name }. */
function functionsIn(source) {
  const code = codeOnly(source);
  const found = [];
  /** @type {{ at: number, start: number | null, name: string }[]} */
  const stack = [];
  for (let i = 0; i < code.length; i += 1) {
    if (code[i] === "{") {
      const before = code.slice(0, i).trimEnd();
      let start = null;
      let name = "";
      if (before.endsWith("=>")) {
        const head = before.slice(0, -2).trimEnd();
        start = head.endsWith(")") ? opening(code, head.length - 1) : head.search(/\w+$/);
        name = (code.slice(0, start).match(/(\w+)\s*[=:]\s*(?:async\s*)?$/) ?? [])[1] ?? "=>";
      } else if (before.endsWith(")")) {
        const open = opening(code, before.length - 1);
        const word = (code.slice(0, open).match(/(\w+)\s*$/) ?? [])[1] ?? "";
        if (!NOT_CALLS.has(word) && open >= 0) {
          start = open;
          name = word || "function";
        }
      }
      stack.push({ at: i, start, name });
    } else if (code[i] === "}") {
      const open = stack.pop();
      if (open?.start != null) {
        const line = lineAt(code, open.start);
        found.push({ name: open.name, line, lines: lineAt(code, i) - line + 1 });
      }
    }
  }
  return found;
}

const linesOf = (source) => source.replace(/\n$/, "").split("\n").length;

test("the scan finds functions, methods and arrows, and nothing in strings or comments", () => {
  const source = [
    "// function fake() {",
    "export function first(a, { b } = {}) {",
    "  if (a) {",
    '    const s = "}{";',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the sample's source
    "    const t = `${a ? `${b}` : '}'}}`;",
    "    const r = /[}]\\{/g;",
    "  }",
    "  return { method(x) {",
    "    return x;",
    "  }, arrow: (y) => {",
    "    return y;",
    "  } };",
    "}",
    "const last = async () => {",
    "};",
  ].join("\n");
  const found = functionsIn(source).map(({ name, line, lines }) => `${name}@${line}:${lines}`);
  assert.deepEqual(found.sort(), ["arrow@10:3", "first@2:12", "last@14:2", "method@8:3"].sort());
});

test(`no function under ${FOLDERS.join(" or ")} over ${MAX_FUNCTION} lines, no file over ${MAX_MODULE}`, () => {
  const over = [];
  const files = FOLDERS.flatMap((folder) => filesUnder(folder, [".js"]));
  assert.ok(files.includes("overrides/partials/hold-search.js"), "the theme's scripts are read");
  for (const module of files) {
    const source = readFileSync(join(ROOT, module), "utf8");
    if (linesOf(source) > MAX_MODULE) over.push(`${module}: ${linesOf(source)} lines`);
    for (const { name, line, lines } of functionsIn(source)) {
      if (lines > MAX_FUNCTION) over.push(`${module}:${line} ${name}: ${lines} lines`);
    }
  }
  assert.deepEqual(over, [], "split each into small named pieces");
});
