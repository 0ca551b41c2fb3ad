"""What a calculator shows: its declared outputs, each drawn on a page by the renderer of its
kind (docs/javascripts/render/draw.js) and named in the CLI's JSON.
"""

from dataclasses import dataclass
from typing import Any, Literal

from rules_py.numbers import Style

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
        }
