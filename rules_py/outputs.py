"""What a calculator shows: each declared output, the kinds a page draws, and how its numbers
read there (rules_py.numbers, mirrored by ``docs/javascripts/render/draw.js``). A calculator
(:class:`rules_py.contract.Calculator`) declares its outputs with its inputs.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from rules_py.numbers import Style, percents, record_texts

# value: a JSON value as text; odds: a mapping of percentages shown as bars, one distribution;
# records: a list of flat dicts shown as a table.
# strip: the hundred d100 faces coloured by result (see rules_py.strip); the other kinds as below.
# warnings: a list of plain-words warnings, shown above the numbers they qualify (empty: hidden);
# figure: a mapping of humanoid hit locations to values, drawn on a body as well as listed;
# heatmap: A's chance to win over a grid of both ratings under the readings chosen, with the
# reader's pair on it (its row and column added when off the grid; the page outlines its cell) and
# ``where``, a line giving the pair's chance (rules_py.heatmaps.live_heatmap).
# cycles: a list of cycles, each a list of groups in acting order, each group the names acting
# together, shown as "Cycle 1: Ana → Bo + Cy".
# board: the board a board input's pieces stand on, drawn from the value (cells, shading, marks:
# see docs/javascripts/render/board.js), where the reader moves the pieces.
OutputKind = Literal[
    "value", "odds", "records", "strip", "warnings", "figure", "heatmap", "cycles", "board"
]


@dataclass(frozen=True)
class Output:
    """One value a calculator shows; ``key`` is a dotted path into its result.

    ``kind`` says how a page shows it: ``value`` as text, ``odds`` (a mapping of percentages)
    as bars named by ``labels`` (a key with no label shows as it is), ``records`` (a list of
    flat dicts) as a table with ``columns``, ``strip`` (a :func:`rules_py.strip.d100_strip`
    record) as the hundred faces of the d100 coloured by result.

    ``group`` is the heading the output is shown under (outputs of one group are declared next
    to each other); ``detail`` is the key of a line that says how the value was worked out,
    shown under the value in smaller type.
    """

    key: str
    label: str
    kind: OutputKind = "value"
    columns: tuple[tuple[str, str], ...] = ()
    labels: tuple[tuple[str, str], ...] = ()
    group: str = ""
    detail: str = ""
    # How numbers read (rules_py.numbers.Style): of a value, or per column of records.
    style: Style = ""
    column_styles: tuple[tuple[str, Style], ...] = ()
    # Of records: the percentage columns that make one distribution, shown adding to exactly 100
    # (rules_py.numbers.record_texts; the bars of an odds output always are one). Each column down
    # the rows, less the last ``outside`` rows (a sum of some above, such as "Any success"), one
    # for each value of the column ``by`` if given (the hits of each hit die); or, ``per_row``,
    # each row's cells in those columns together (one document's odds, side by side).
    distribution: tuple[str, ...] = ()
    per_row: bool = False
    outside: int = 0
    by: str = ""

    def __post_init__(self) -> None:
        styles = {key: style for key, style in self.column_styles if key in dict(self.columns)}
        if any(styles.get(key) != "percent" for key in self.distribution):
            raise ValueError(f"{self.key}: a distribution's columns are declared percentages")
        if (self.per_row or self.outside or self.by) and not self.distribution:
            raise ValueError(f"{self.key}: per_row, outside and by qualify a distribution")
        if self.per_row and (self.outside or self.by):
            raise ValueError(f"{self.key}: outside and by qualify a distribution by columns")
        if self.by and self.by not in dict(self.columns):
            raise ValueError(f"{self.key}: by names a column")

    def bar_texts(self, odds: Mapping[str, float] | None) -> dict[str, str]:
        """An odds output's numbers as its bars show them (``render/draw.js``): one
        distribution, adding to 100.

        >>> Output("odds", "Odds", kind="odds").bar_texts({"a": 13.4, "b": 42.515, "c": 44.085})
        {'a': '13.40%', 'b': '42.52%', 'c': '44.08%'}
        """
        odds = odds or {}
        return dict(zip(odds, percents(odds.values()), strict=True))

    def row_texts(self, records: Sequence[Mapping[str, object]] | None) -> list[list[str]]:
        """A records output's cells as its table shows them (``render/draw.js``): each in its
        column's style, a declared distribution adding to 100.

        >>> Output("t", "T", kind="records", columns=(("n", "N"), ("p", "P")),
        ...     column_styles=(("p", "percent"),), distribution=("p",)).row_texts(
        ...     [{"n": 1, "p": 13.4}, {"n": 2, "p": 42.515}, {"n": 3, "p": 44.085}])
        [['1', '13.40%'], ['2', '42.52%'], ['3', '44.08%']]
        """
        styles = dict(self.column_styles)
        columns = [(key, styles.get(key, "")) for key, _ in self.columns]
        return record_texts(
            records or [], columns, self.distribution, self.per_row, self.outside, self.by
        )

    def describe(self) -> dict[str, Any]:
        """The declaration as plain data."""
        return {
            "key": self.key,
            "label": self.label,
            "kind": self.kind,
            "columns": [list(column) for column in self.columns],
            "labels": dict(self.labels),
            "group": self.group,
            "detail": self.detail,
            "style": self.style,
            "column_styles": dict(self.column_styles),
            "distribution": list(self.distribution),
            "per_row": self.per_row,
            "outside": self.outside,
            "by": self.by,
        }
