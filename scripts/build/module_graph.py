"""The JavaScript modules a page's module script loads, found from their static imports.

A browser finds a module's imports only once it has that module: the calculators' script
(``docs/javascripts/calculators.js``) reaches the board's drawing four imports down, four round
trips on a phone's network one after the other. A page holding a calculator names them all at
once instead (``<link rel="modulepreload">``, ``overrides/main.html``), from this list.
"""

import re
from pathlib import Path

# A static import or re-export of a module of the site's own (a relative path): `import x from
# "./a.js"`, `import "./b.js"`, `export { y } from "../c.js"`, over several lines or not. Not a
# dynamic `import("./d.js")`: what a page fetches only when it needs it (the Party page's editor,
# the board) is not asked for on every calculator page.
_IMPORT = re.compile(
    r"""^\s*(?:import|export)\b(?!\s*\()[^"';]*?["'](\.{1,2}/[^"']+\.js)["']""", re.M
)

# Modules a page fetches on demand (a dynamic import), each with the mark in a page's HTML that
# calls for it: such a page asks for it and its imports at once, as for the static ones.
ON_DEMAND = {
    "javascripts/render/board.js": 'data-kind="board"',  # render/draw.js: a board output
    "javascripts/party/page.js": "data-party-editor",  # calculators.js: the Party page's editor
    "javascripts/house/page.js": "data-house-rules",  # calculators.js: the Sources page's list
}


def modules(docs: Path, entry: str) -> list[str]:
    """Every module that ``entry`` (a path under ``docs``) imports, directly or through others,
    as paths under ``docs``, each once, in the order a browser comes to them (breadth first).

    >>> found = modules(Path(__file__).parents[2] / "docs", "javascripts/calculators.js")
    >>> found[:2]
    ['javascripts/log/dice-notation.js', 'javascripts/engine/engine.js']
    >>> "javascripts/render/draw.js" in found and "javascripts/calculators.js" not in found
    True
    >>> "javascripts/party/page.js" in found, "javascripts/render/board.js" in found  # on demand
    (False, False)
    """
    found: list[str] = []
    queue = [entry]
    while queue:
        module = queue.pop(0)
        source = (docs / module).read_text(encoding="utf-8")
        for target in _IMPORT.findall(source):
            name = _normal((Path(module).parent / target).as_posix())
            if name != entry and name not in found:
                found.append(name)
                queue.append(name)
    return found


def _normal(path: str) -> str:
    """``a/b/../c.js`` -> ``a/c.js``, ``a/./b.js`` -> ``a/b.js`` (paths under the docs folder).

    >>> _normal("javascripts/widget/../site/palette.js")
    'javascripts/site/palette.js'
    """
    parts: list[str] = []
    for part in path.split("/"):
        if part == "..":
            parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def on_demand(docs: Path, html: str, static: list[str]) -> list[str]:
    """The modules of ``ON_DEMAND`` that ``html`` (a page's content) calls for, with their
    imports, less those already in ``static`` (what every calculator page asks for).

    >>> docs = Path(__file__).parents[2] / "docs"
    >>> static = modules(docs, "javascripts/calculators.js")
    >>> on_demand(docs, '<div data-kind="board">', static)[0]
    'javascripts/render/board.js'
    >>> on_demand(docs, "<p>no board</p>", static)
    []
    """
    wanted: list[str] = []
    for entry, mark in ON_DEMAND.items():
        if mark in html:
            for found in [entry, *modules(docs, entry)]:
                if found not in static and found not in wanted:
                    wanted.append(found)
    return wanted
