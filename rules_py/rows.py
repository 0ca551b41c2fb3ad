"""The rows input: a table the reader fills in, one row per thing (a combatant), one column per
declared input (``Input(kind="rows", columns=(...))``).

A rows value arrives in one of three forms, all checked the same way, cell by cell:

* a JSON list of objects keyed by column name, or of lists of cells (``--jsonl``, or a CLI flag
  starting with ``[{``, ``[[`` or ``[]``: a name such as "[GM] Bob" at the start of the compact
  text never reads as JSON), read within the bounds of :mod:`rules_py.json_text`;
* the compact text of the widget's hidden field, the permalink and the CLI: rows separated by
  ``;``, cells by ``:`` in column order, e.g. ``Ana:12:3:0:none;Bo:8:2:1:dazed``. A cell left empty
  or left off the end takes its column's default; ``\\:``, ``\\;`` and ``\\\\`` stand for those
  characters inside a text cell; a yes/no cell is written 1 or 0;
* the parsed tuple itself.

An error names the row (counted from 1, as the reader counts them) and the column:
``combatants[2].sr: must be between 0 and 40, not 41``.
``docs/javascripts/widget/rows.js`` writes and reads the same compact text.
"""

import re
from collections.abc import Mapping, Sequence
from typing import Protocol

from rules_py.errors import InputError, InputErrors
from rules_py.json_text import JsonTextError, read_json

Cell = int | str | bool
Row = dict[str, Cell]


class Column(Protocol):
    """What a column of a rows input is to this module (a :class:`rules_py.contract.Input`)."""

    @property
    def name(self) -> str: ...

    @property
    def default(self) -> int | str | None: ...

    def parse(self, raw: object) -> object: ...


class RowsInput(Protocol):
    """What a rows input is to this module (a :class:`rules_py.contract.Input` of kind rows)."""

    @property
    def name(self) -> str: ...

    @property
    def minimum(self) -> int | None: ...

    @property
    def maximum(self) -> int | None: ...

    @property
    def columns(self) -> Sequence[Column]: ...


ROW_SEPARATOR = ";"
CELL_SEPARATOR = ":"
ESCAPE = "\\"
# A JSON list of rows: a list of objects, of lists, or an empty one. "[GM] Bob:12" is not one.
_JSON_ROWS = re.compile(r"\[\s*[\[{\]]")


def is_json_rows(text: str) -> bool:
    """Whether a rows value is written as a JSON list rather than in the compact text.

    >>> is_json_rows(' [{"name": "Ana"}]'), is_json_rows("[GM] Bob:12:3"), is_json_rows("[]")
    (True, False, True)
    """
    return _JSON_ROWS.match(text.strip()) is not None


def cell_path(field: RowsInput, row: int, column: str | None = None) -> str:
    """How an error names a row (from 1) or one of its cells.

    >>> from rules_py.contract import Input
    >>> cell_path(Input("people", "People", kind="rows", columns=(Input("n", "N"),)), 2, "n")
    'people[2].n'
    """
    path = f"{field.name}[{row}]"
    return f"{path}.{column}" if column else path


def split_compact(text: str) -> list[list[str]]:
    """The compact text as rows of raw cells, escapes undone; blank rows are dropped.

    >>> split_compact("Ana:12:3;Bo\\\\:x:8;;")
    [['Ana', '12', '3'], ['Bo:x', '8']]
    >>> split_compact("  ")
    []
    """
    rows: list[list[str]] = []
    cells: list[str] = []
    cell: list[str] = []
    characters = iter(text)
    for character in characters:
        if character == ESCAPE:
            cell.append(next(characters, ""))
        elif character == CELL_SEPARATOR:
            cells.append("".join(cell))
            cell = []
        elif character == ROW_SEPARATOR:
            rows.append([*cells, "".join(cell)])
            cells, cell = [], []
        else:
            cell.append(character)
    rows.append([*cells, "".join(cell)])
    return [row for row in rows if any(part.strip() for part in row)]


def escape_cell(text: str) -> str:
    """A cell's text as the compact form writes it.

    >>> escape_cell("Bo:the;bold")
    'Bo\\\\:the\\\\;bold'
    """
    for special in (ESCAPE, CELL_SEPARATOR, ROW_SEPARATOR):
        text = text.replace(special, ESCAPE + special)
    return text


def compact(field: RowsInput, rows: Sequence[Mapping[str, Cell]]) -> str:
    """Rows in the compact text form (what the permalink and the CLI take).

    >>> from rules_py.contract import Input
    >>> field = Input("p", "P", kind="rows", columns=(Input("n", "N", kind="text"),
    ...     Input("x", "X"), Input("s", "S", kind="yesno")))
    >>> compact(field, [{"n": "Ana", "x": 12, "s": False}, {"n": "B:o", "x": 8, "s": True}])
    'Ana:12:0;B\\\\:o:8:1'
    """

    def written(value: Cell) -> str:
        if isinstance(value, bool):
            return "1" if value else "0"
        return escape_cell(str(value))

    return ROW_SEPARATOR.join(
        CELL_SEPARATOR.join(written(row[column.name]) for column in field.columns) for row in rows
    )


def parse_rows(field: RowsInput, raw: object) -> tuple[Row, ...]:
    """Check a rows value cell by cell; every bad cell is reported at once.

    >>> from rules_py.contract import Input
    >>> field = Input("p", "People", kind="rows", minimum=1, maximum=3, columns=(
    ...     Input("name", "Name", kind="text", maximum=10),
    ...     Input("sr", "SR", minimum=0, maximum=40),
    ...     Input("surprised", "Surprised", kind="yesno", default="0")))
    >>> parse_rows(field, "Ana:12;Bo:8:1")
    ({'name': 'Ana', 'sr': 12, 'surprised': False}, {'name': 'Bo', 'sr': 8, 'surprised': True})
    >>> parse_rows(field, '[{"name": "Cy", "sr": 3}]')
    ({'name': 'Cy', 'sr': 3, 'surprised': False},)
    >>> parse_rows(field, "Ana:12;Bo:41")
    Traceback (most recent call last):
    ...
    rules_py.errors.InputErrors: p[2].sr: must be between 0 and 40, not 41
    """
    rows = _raw_rows(field, raw)
    low, high = field.minimum or 0, field.maximum
    if len(rows) < low:
        raise InputError(field.name, f"add at least {low} row{'s' if low > 1 else ''}")
    if high is not None and len(rows) > high:
        raise InputError(field.name, f"takes at most {high} rows")
    parsed: list[Row] = []
    errors: list[InputError] = []
    for number, cells in enumerate(rows, start=1):
        try:
            named = _named_cells(field, number, cells)
        except InputError as error:
            errors.append(error)
            continue
        row: Row = {}
        for column in field.columns:
            try:
                row[column.name] = _cell(field, number, column, named.get(column.name))
            except InputError as error:
                errors.append(error)
        parsed.append(row)
    if errors:
        raise InputErrors(errors)
    return tuple(parsed)


def _raw_rows(field: RowsInput, raw: object) -> list[object]:
    if isinstance(raw, str):
        text = raw.strip()
        if is_json_rows(text):
            try:
                raw = read_json(text)
            except JsonTextError as error:
                raise InputError(field.name, str(error)) from None
        else:
            return list(split_compact(text))
    if isinstance(raw, list | tuple):
        return list(raw)
    raise InputError(field.name, f"must be rows such as {_example(field)}")


def _example(field: RowsInput) -> str:
    cells = [_shown_default(column) for column in field.columns]
    return CELL_SEPARATOR.join(cells) + f" (columns {', '.join(c.name for c in field.columns)})"


def _shown_default(column: Column) -> str:
    if column.default is not None:
        return str(column.default)
    return column.name


def _named_cells(field: RowsInput, number: int, cells: object) -> Mapping[str, object]:
    names = [column.name for column in field.columns]
    if isinstance(cells, list | tuple):
        if len(cells) > len(names):
            raise InputError(
                cell_path(field, number),
                f"has {len(cells)} cells; the columns are {', '.join(names)}",
            )
        return dict(zip(names, cells, strict=False))
    if isinstance(cells, dict):
        for key in cells:
            if key not in names:
                raise InputError(
                    cell_path(field, number, str(key)[:20]),
                    f"is not a column ({', '.join(names)})",
                )
        return cells
    raise InputError(cell_path(field, number), f"must be an object with {', '.join(names)}")


def _cell(field: RowsInput, number: int, column: Column, raw: object) -> Cell:
    empty = raw is None or (isinstance(raw, str) and not raw.strip())
    if empty and column.default is not None:
        raw = column.default
    try:
        value = column.parse(raw)
    except InputError as error:
        raise InputError(cell_path(field, number, column.name), error.message) from None
    if not isinstance(value, int | str):  # an optional or many-valued column (bool is an int)
        raise InputError(cell_path(field, number, column.name), "is required: enter a value")
    return value


def refuse_repeated_names(field: RowsInput, rows: Sequence[Row], what: str = "combatant") -> None:
    """Refuse a name a table uses twice (told apart without case), at its second row: two rows of
    one name could not be told apart in the answer or the log.

    >>> class Field:
    ...     name, columns = "combatants", ()
    >>> refuse_repeated_names(Field(), [{"name": "Bo"}, {"name": "bo"}])
    Traceback (most recent call last):
    rules_py.errors.InputErrors: combatants[2].name: row 1 already has this name; ...
    """
    seen: dict[str, int] = {}
    errors: list[InputError] = []
    for number, row in enumerate(rows, start=1):
        key = str(row["name"]).casefold()
        if key in seen:
            message = f"row {seen[key]} already has this name; give each {what} its own"
            errors.append(InputError(cell_path(field, number, "name"), message))
        seen.setdefault(key, number)
    if errors:
        raise InputErrors(errors)
