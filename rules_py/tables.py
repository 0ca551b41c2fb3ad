"""The table model and its one renderer.

Rule modules build a :class:`Table` by calling their rules over the printed range; this module
turns it into Markdown for the pages and into plain records for tests and widgets.
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TypeVar

from rules_py.dice import d100_label

Value = TypeVar("Value", bound=Hashable)


@dataclass(frozen=True)
class Table:
    """A printed table: a title, column headings, rows of cells (text) and where it comes from."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    source: str

    def records(self) -> list[dict[str, str]]:
        """Each row as a dict keyed by column heading.

        >>> Table("T", ("a", "b"), (("1", "2"),), "source").records()
        [{'a': '1', 'b': '2'}]
        """
        return [dict(zip(self.columns, row, strict=True)) for row in self.rows]


def to_markdown(table: Table) -> str:
    """The table as a Markdown pipe table.

    >>> print(to_markdown(Table("T", ("SIZ", "Mod"), (("1–4", "-2"),), "RuneQuest")))
    | SIZ | Mod |
    | --- | --- |
    | 1–4 | -2 |
    """
    lines = [_row(table.columns), _row(tuple("---" for _ in table.columns))]
    lines.extend(_row(row) for row in table.rows)
    return "\n".join(lines)


def _row(cells: tuple[str, ...]) -> str:
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"


def runs(rule: Callable[[int], Value], first: int, last: int) -> list[tuple[int, int, Value]]:
    """Group ``first..last`` into runs of consecutive values where ``rule`` gives the same answer.

    This is how a bracketed table is built from its rule: each run is one printed row.

    >>> runs(lambda x: x // 3, 1, 7)
    [(1, 2, 0), (3, 5, 1), (6, 7, 2)]
    """
    found: list[tuple[int, int, Value]] = []
    for value in range(first, last + 1):
        answer = rule(value)
        if found and found[-1][2] == answer:
            found[-1] = (found[-1][0], value, answer)
        else:
            found.append((value, value, answer))
    return found


def bracket_of(rule: Callable[[int], Value], value: int, first: int = 1) -> tuple[int, int | None]:
    """The run of values around ``value`` that ``rule`` treats alike: the table row it falls in.

    The upper end is None when the run never ends (an open bracket such as ``19+``).

    >>> bracket_of(lambda x: min(x // 4, 3), 6), bracket_of(lambda x: min(x // 4, 3), 30)
    ((4, 7), (12, None))
    """
    answer = rule(value)
    low = value
    first = min(first, value)  # a value below the printed range still has a (first) row
    while low > first and rule(low - 1) == answer:
        low -= 1
    high = value
    horizon = value + _OPEN_HORIZON
    while high < horizon and rule(high + 1) == answer:
        high += 1
    return low, (None if high == horizon else high)


_OPEN_HORIZON = 1000  # a run still unchanged this far past the value is an open bracket


def span(low: int, high: int | None) -> str:
    """A printed bracket: ``1–4``, ``30`` or, when open-ended, ``19+``.

    >>> span(1, 4), span(30, 30), span(19, None)
    ('1–4', '30', '19+')
    """
    if high is None:
        return f"{low}+"
    return str(low) if low == high else f"{low}–{high}"


def d100_span(low: int, high: int) -> str:
    """A range of d100 rolls as the dice read: ``01–05``, ``96–00``, ``00``.

    >>> d100_span(1, 5), d100_span(96, 100), d100_span(100, 100)
    ('01–05', '96–00', '00')
    """
    if low == high:
        return d100_label(low)
    return f"{d100_label(low)}–{d100_label(high)}"
