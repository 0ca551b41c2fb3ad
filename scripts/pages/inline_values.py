"""Numbers quoted in a page's prose, worked out from ``rules_py`` when the site is built.

A page never types a figure that a calculator or a table computes; it names where it comes from:

``<!-- value: opposed odds.a_wins a=135 b=60 -->``
    the calculator ``opposed`` run on those inputs (settings too: ``holder_bands=reduced``), then
    the dotted path into its result (a whole-number segment indexes a list). The figure reads in
    the site's one number style (:mod:`rules_py.numbers`), in the style its output declares: a
    value under an ``odds`` output is a percentage, a value output keeps its declared style, a
    column of records its column's style. ``style=percent`` (or ``signed``, ``signed_percent``,
    ``plain``) says otherwise.

``<!-- value: table request.auto_failures row=96 column=2 -->``
    the cell of a generated table: the row whose first cell reads ``row``, the ``column``-th
    column (counted from 1) or the column of that heading. Quote a value with spaces:
    ``row="Succeeds by 3+"``.

An unknown calculator, input, key, table, row or column fails the build.
"""

import shlex
from re import Match, compile
from typing import TYPE_CHECKING

from properdocs.exceptions import PluginError

from scripts.pages.rules_tables import ShortcodeError, load_table

if TYPE_CHECKING:
    from rules_py.contract import Calculator, JsonDict
    from rules_py.numbers import Style

VALUE = compile(r"<!--\s*value:\s*(?P<args>[^>]*?)\s*-->")
STYLE_NAMES: dict[str, "Style"] = {
    "plain": "",
    "percent": "percent",
    "signed": "signed",
    "signed_percent": "signed_percent",
}


class ValueShortcodeError(PluginError):
    """A value shortcode names something that does not exist or is not a single value."""


def expand_values(markdown: str, page: str = "<page>") -> str:
    """Replace every ``<!-- value: ... -->`` of one page by the figure it names.

    >>> expand_values("A wins <!-- value: opposed odds.a_wins a=135 b=60 --> of contests.")
    'A wins 76.93% of contests.'
    >>> expand_values("<!-- value: resistance chance active=12 passive=10 -->")
    '60%'
    >>> expand_values("from <!-- value: table request.auto_failures row=96 column=2 -->")
    'from 196%'
    """

    def replace(match: Match[str]) -> str:
        return value_text(match["args"], page)

    return VALUE.sub(replace, markdown)


def value_text(arguments: str, page: str = "<page>") -> str:
    """The figure one shortcode's arguments name, as the page shows it."""
    try:
        words = shlex.split(arguments)
    except ValueError as error:
        raise ValueShortcodeError(f"{page}: value '{arguments}': {error}") from None
    if len(words) < 2:
        raise ValueShortcodeError(
            f"{page}: value '{arguments}' must name a calculator and a key"
            " (or 'table DOC.TABLE row=... column=...')"
        )
    first, second, *rest = words
    options: dict[str, str] = {}
    for word in rest:
        name, equals, text = word.partition("=")
        if not equals or not name:
            raise ValueShortcodeError(f"{page}: value '{arguments}': '{word}' is not NAME=VALUE")
        options[name] = text
    if first == "table":
        return _table_cell(second, options, page)
    return _calculator_value(first, second, options, page)


def _calculator_value(name: str, key: str, options: dict[str, str], page: str) -> str:
    from rules_py.calculators import REGISTRY
    from rules_py.contract import InputError, InputErrors
    from rules_py.numbers import shown

    if name not in REGISTRY:
        raise ValueShortcodeError(
            f"{page}: value: unknown calculator '{name}' (known: {', '.join(sorted(REGISTRY))})"
        )
    calculator = REGISTRY[name]
    style_name = options.pop("style", None)
    # What the page's form starts with, as the widget does, for every input the shortcode leaves
    # out; an input without a default must be named.
    inputs: dict[str, object] = dict(calculator.defaults())
    unknown = [name for name in options if name not in {item.name for item in calculator.fields}]
    if unknown:
        known = ", ".join(item.name for item in calculator.fields)
        raise ValueShortcodeError(f"{page}: value: {name} has no input {unknown} ({known})")
    inputs.update(options)
    try:
        result = calculator.calculate(inputs)
    except InputError as error:
        several = error.errors if isinstance(error, InputErrors) else (error,)
        told = "; ".join(str(each) for each in several)
        raise ValueShortcodeError(f"{page}: value: {name} refuses {inputs}: {told}") from None
    found = _at_path(result, key, f"{page}: value: {name} {key}")
    if isinstance(found, dict | list):
        raise ValueShortcodeError(
            f"{page}: value: {name} {key} is not a single value: {found!r:.80}"
        )
    if style_name is None:
        style = declared_style(calculator, key)
    elif style_name in STYLE_NAMES:
        style = STYLE_NAMES[style_name]
    else:
        raise ValueShortcodeError(
            f"{page}: value: unknown style '{style_name}' ({', '.join(STYLE_NAMES)})"
        )
    if style_name is None:
        grouped = _as_grouped(calculator, result, key)
        if grouped is not None:
            return grouped
    return shown(found, style)


def _as_grouped(calculator: "Calculator", result: "JsonDict", key: str) -> str | None:
    """A percentage of one distribution (an odds output's, or a records output's declared
    ``distribution``) as the calculator shows it beside the others, which add to 100, without
    the zeros that pad it to the others' decimals; None for any other value.

    >>> from rules_py.calculators import REGISTRY
    >>> contest = REGISTRY["contest"]
    >>> inputs = {"system": "runequest", "a": 77, "b": 7, "all_fail": "nobody_wins"}
    >>> answer = contest.calculate(inputs)
    >>> _as_grouped(contest, answer, "side_by_side.1.neither"), answer["side_by_side"][1]["neither"]
    ('21.41%', 21.40498348844191)
    >>> _as_grouped(contest, answer, "a") is None
    True
    """
    parts = key.split(".")
    for output in calculator.outputs:
        depth = len(output.key.split("."))
        if output.key.split(".") != parts[:depth]:
            continue
        value = _at_path(result, output.key, key)
        if output.kind == "odds" and len(parts) == depth + 1 and isinstance(value, dict):
            return _unpadded(output.bar_texts(value)[parts[depth]])
        row, column = [*parts[depth:], "", ""][:2]
        if len(parts) == depth + 2 and column in output.distribution and isinstance(value, list):
            columns = [key for key, _ in output.columns]
            return _unpadded(output.row_texts(value)[int(row)][columns.index(column)])
    return None


def _unpadded(text: str) -> str:
    """A percentage without the zeros that pad it to its group's decimals.

    >>> _unpadded("22.00%"), _unpadded("12.40%"), _unpadded("<0.01%"), _unpadded("100%")
    ('22%', '12.4%', '<0.01%', '100%')
    """
    number = text.removesuffix("%")
    if "." not in number:
        return text
    return number.rstrip("0").rstrip(".") + "%"


def declared_style(calculator: "Calculator", key: str) -> "Style":
    """How the output that holds ``key`` says its numbers read.

    >>> from rules_py.calculators import REGISTRY
    >>> declared_style(REGISTRY["opposed"], "odds.a_wins"), declared_style(REGISTRY["opposed"], "x")
    ('percent', '')
    """
    parts = key.split(".")
    best = None
    for output in calculator.outputs:
        output_parts = output.key.split(".")
        if parts[: len(output_parts)] == output_parts and (
            best is None or len(output_parts) > len(best.key.split("."))
        ):
            best = output
    if best is None:
        return ""
    depth = len(best.key.split("."))
    if best.kind == "odds":
        return "percent"
    if best.kind == "records" and len(parts) == depth + 2:
        return dict(best.column_styles).get(parts[-1], "")
    return best.style if len(parts) == depth else ""


def _at_path(result: "JsonDict", key: str, where: str) -> object:
    found: object = result
    for part in key.split("."):
        if isinstance(found, dict) and part in found:
            found = found[part]
        elif isinstance(found, list) and part.isdigit() and int(part) < len(found):
            found = found[int(part)]
        else:
            known = ", ".join(map(str, found)) if isinstance(found, dict) else type(found).__name__
            raise ValueShortcodeError(f"{where}: no '{part}' in the result (there: {known})")
    return found


def _table_cell(name: str, options: dict[str, str], page: str) -> str:
    unknown = set(options) - {"row", "column"}
    if unknown or len(options) != 2:
        raise ValueShortcodeError(f"{page}: value: table {name} takes row=... and column=... only")
    try:
        table = load_table(name, page)
    except ShortcodeError as error:
        raise ValueShortcodeError(str(error)) from None
    rows = [row for row in table.rows if row[0] == options["row"]]
    if len(rows) != 1:
        raise ValueShortcodeError(
            f"{page}: value: table {name} has {len(rows)} rows '{options['row']}'"
            f" (rows: {', '.join(row[0] for row in table.rows)})"
        )
    column = options["column"]
    if column.isdigit() and 1 <= int(column) <= len(table.columns):
        index = int(column) - 1
    elif column in table.columns:
        index = table.columns.index(column)
    else:
        raise ValueShortcodeError(
            f"{page}: value: table {name} has no column '{column}'"
            f" (1–{len(table.columns)}: {', '.join(table.columns)})"
        )
    return rows[0][index]
