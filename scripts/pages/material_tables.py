"""Tables arrive in the wrapper Material's script would put them in.

Material's script, when a page loads, finds every table without a class (``table:not([class])``)
and moves it into ``div.md-typeset__scrollwrap > div.md-typeset__table``. Moving tables restyles
and lays out the whole page again: on the GM screen (35 tables) that was a third of a second of
a phone's processor, the longest task of its load. So the build writes each such table already
in its wrapper and gives it a class (``rules-data-table``), which Material's script leaves alone;
Material's styles for ``table:not([class])`` are copied from its own stylesheet, at build time,
onto that class (:func:`material_rules`), so the tables look exactly as before.
"""

import re
from collections.abc import Iterator
from pathlib import Path

import material  # type: ignore[import-untyped]  # Material ships no type hints
from markupsafe import Markup

from scripts.pages.html_builder import tag

TABLE_CLASS = "rules-data-table"
_MATERIAL_TABLE = "table:not([class])"
_OURS = f"table.{TABLE_CLASS}"
_BARE_TABLE = re.compile(r"<table>(?P<body>.*?)</table>", re.DOTALL)


def wrapped_table(body: Markup) -> Markup:
    """A table of our class holding ``body`` (its rows, already markup), in Material's wrapper.

    >>> wrapped_table(Markup("<tr></tr>"))  # doctest: +NORMALIZE_WHITESPACE
    Markup('<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table
    class="rules-data-table"><tr></tr></table></div></div>')
    """
    table = tag("table", {"class": TABLE_CLASS}, body)
    return tag(
        "div",
        {"class": "md-typeset__scrollwrap"},
        tag("div", {"class": "md-typeset__table"}, table),
    )


class MaterialTablesError(RuntimeError):
    """Material's stylesheet has no table rules to copy: its selectors have changed."""


def prewrap(html: str) -> str:
    """Each class-less table in its scroll wrapper, with the class Material's script skips.

    >>> print(prewrap("<p>x</p><table><tr><td>1</td></tr></table>").replace("><", ">\\n<"))
    <p>x</p>
    <div class="md-typeset__scrollwrap">
    <div class="md-typeset__table">
    <table class="rules-data-table">
    <tr>
    <td>1</td>
    </tr>
    </table>
    </div>
    </div>
    >>> prewrap('<table class="other"><tr><td>1</td></tr></table>')
    '<table class="other"><tr><td>1</td></tr></table>'
    """

    def wrapped(match: re.Match[str]) -> str:
        body = match["body"]
        if "<table" in body:
            raise ValueError("a table inside a table: the wrapper would close at the inner one")
        return wrapped_table(Markup(body))  # the page's own markup, moved as it is

    return _BARE_TABLE.sub(wrapped, html)


def _blocks(css: str) -> Iterator[tuple[str, str]]:
    """The top-level ``prelude{body}`` blocks of a stylesheet (at-rules keep their nested body).

    >>> list(_blocks('a{color:red}@media print{b{x:"}"}}'))
    [('a', 'color:red'), ('@media print', 'b{x:"}"}')]
    """
    depth, start, prelude_end, quote = 0, 0, 0, ""
    for index, char in enumerate(css):
        if quote:
            quote = "" if char == quote and css[index - 1] != "\\" else quote
        elif char in "\"'":
            quote = char
        elif char == "{":
            if depth == 0:
                prelude_end = index
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                yield css[start:prelude_end].strip(), css[prelude_end + 1 : index]
                start = index + 1


def _selectors(prelude: str) -> list[str]:
    """A selector list split at its top-level commas.

    >>> _selectors("a:is(b,c) d,e")
    ['a:is(b,c) d', 'e']
    """
    parts, depth, start = [], 0, 0
    for index, char in enumerate(prelude):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(prelude[start:index])
            start = index + 1
    return [*parts, prelude[start:]]


def copied_rules(css: str) -> str:
    """The rules of ``css`` that style class-less tables, restated for :data:`TABLE_CLASS`
    (only their selectors naming such tables; at-rules kept around them).

    >>> copied_rules(".t table:not([class]),.u{a:b}.v{c:d}@media print{.t table:not([class]){e:f}}")
    '.t table.rules-data-table{a:b}\\n@media print{.t table.rules-data-table{e:f}}'
    """
    out = []
    for prelude, body in _blocks(css):
        if prelude.startswith("@"):
            inner = copied_rules(body)
            if inner:
                out.append(f"{prelude}{{{inner}}}")
            continue
        ours = [
            s.replace(_MATERIAL_TABLE, _OURS) for s in _selectors(prelude) if _MATERIAL_TABLE in s
        ]
        if ours:
            out.append(f"{','.join(ours)}{{{body}}}")
    return "\n".join(out)


def material_rules() -> str:
    """Material's own table styles, from the stylesheet of the installed Material, for our class."""
    folder = Path(material.__file__).parent / "templates" / "assets" / "stylesheets"
    (main,) = folder.glob("main.*.min.css")
    rules = copied_rules(main.read_text(encoding="utf-8"))
    if _OURS not in rules:
        raise MaterialTablesError(
            f"{main.name} styles no {_MATERIAL_TABLE}: see scripts/pages/material_tables.py"
        )
    return f"/* Material's table styles ({main.name}), for tables the build wrapped */\n{rules}\n"
