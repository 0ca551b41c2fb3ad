"""A board input: where named pieces stand on a grid of cells (``column.row``).

A calculator declares the pieces (:class:`Piece`: a role such as ``passer``, how many of it may
stand, whether it may be left off) and which cells are on the board (:class:`BoardShape`). The
value is written in one compact text, which is also the permalink's and the CLI flag's::

    passer=5.8;receiver=12.8;defenders=6.8,7.9

and, in JSON (``--jsonl``), as an object ``{"passer": [5, 8], "defenders": [[6, 8], "7.9"]}`` or a
list ``[{"role": "passer", "column": 5, "row": 8}, ...]``. The parser knows no game: the rules of a
board live with its calculator. Errors are :class:`BoardError`; the contract reports them under the
input's name.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Cell = tuple[int, int]  # (column, row)

_CELL = re.compile(r"(\d{1,3})\.(\d{1,3})")
_MAX_TEXT = 2000  # far more than any board needs; longer text is refused unread


class BoardError(ValueError):
    """A board value that cannot be read, in words for the reader."""


@dataclass(frozen=True)
class Piece:
    """One kind of piece on a board.

    ``most`` is how many may stand (1: a single piece, named in the singular); ``marker`` is a
    mark rather than a player (a kick's target), which may share a cell with a player; ``mark``
    is the short text drawn on it; ``side`` groups pieces by colour (``attack``, ``defence``,
    ``marker``).
    """

    role: str
    label: str
    mark: str
    most: int = 1
    optional: bool = False
    marker: bool = False
    side: str = ""

    def describe(self) -> dict[str, Any]:
        """The declaration as plain data (the page's piece picker is built from it)."""
        return {
            "role": self.role,
            "label": self.label,
            "mark": self.mark,
            "most": self.most,
            "optional": self.optional,
            "marker": self.marker,
            "side": self.side,
        }


@dataclass(frozen=True)
class BoardShape:
    """The pieces a board takes and the cells it has (``contains``), described in ``where`` for
    the message about a cell off the board."""

    pieces: tuple[Piece, ...]
    contains: Callable[[Cell], bool]
    where: str


@dataclass(frozen=True)
class Placement:
    """Where each piece stands: role → cells, in the declared order of the roles.

    >>> p = Placement((("passer", ((5, 8),)), ("defenders", ((6, 8), (7, 9)))))
    >>> p.one("passer"), p.of("defenders"), p.one("receiver"), p.text()
    ((5, 8), ((6, 8), (7, 9)), None, 'passer=5.8;defenders=6.8,7.9')
    """

    pieces: tuple[tuple[str, tuple[Cell, ...]], ...]

    def of(self, role: str) -> tuple[Cell, ...]:
        """The cells of every piece of a role (none: an empty tuple)."""
        return next((cells for name, cells in self.pieces if name == role), ())

    def one(self, role: str) -> Cell | None:
        """The cell of a single piece, or None when it is not on the board."""
        cells = self.of(role)
        return cells[0] if cells else None

    def text(self) -> str:
        """The compact text of the placement."""
        return ";".join(
            f"{role}={','.join(f'{c}.{r}' for c, r in cells)}" for role, cells in self.pieces
        )


def parse_board(raw: object, shape: BoardShape) -> Placement:
    """Read a board value (compact text, JSON object or list) and check it against ``shape``.

    >>> shape = BoardShape(
    ...     (Piece("passer", "Passer", "P"), Piece("defenders", "Defenders", "D", most=3,
    ...      optional=True), Piece("target", "Target", "X", optional=True, marker=True)),
    ...     lambda cell: 1 <= cell[0] <= 9 and 1 <= cell[1] <= 9, "columns and rows 1–9")
    >>> parse_board(" passer = 5.8 ; defenders=6.8, 7.9;target=5.8", shape).text()
    'passer=5.8;defenders=6.8,7.9;target=5.8'
    >>> parse_board({"defenders": [[6, 8], "7.9"], "passer": [5, 8]}, shape).text()
    'passer=5.8;defenders=6.8,7.9'
    >>> parse_board("passer=5.8;defenders=5.8", shape)
    Traceback (most recent call last):
    ...
    rules_py.board.BoardError: two pieces on 5.8 (passer, defenders)
    """
    entries = _entries(raw)
    known = {piece.role: piece for piece in shape.pieces}
    found: dict[str, list[Cell]] = {}
    for role, cell in entries:
        if role not in known:
            roles = ", ".join(known)
            raise BoardError(f"no piece is called '{_shown(role)}' (pieces: {roles})")
        found.setdefault(role, []).append(cell)
    standing: dict[Cell, str] = {}
    for piece in shape.pieces:
        cells = found.get(piece.role, [])
        if not cells and not piece.optional:
            raise BoardError(f"place the {piece.label.lower()} ({piece.role}=column.row)")
        if len(cells) > piece.most:
            raise BoardError(f"at most {piece.most} {piece.label.lower()}, not {len(cells)}")
        for cell in cells:
            if not shape.contains(cell):
                raise BoardError(
                    f"{piece.role} at {cell[0]}.{cell[1]} is off the board ({shape.where})"
                )
            if piece.marker:
                continue
            if cell in standing:
                raise BoardError(
                    f"two pieces on {cell[0]}.{cell[1]} ({standing[cell]}, {piece.role})"
                )
            standing[cell] = piece.role
    return Placement(
        tuple(
            (piece.role, tuple(found[piece.role])) for piece in shape.pieces if piece.role in found
        )
    )


def _entries(raw: object) -> list[tuple[str, Cell]]:
    if isinstance(raw, str):
        return _text_entries(raw)
    if isinstance(raw, dict):
        pairs: list[tuple[str, Cell]] = []
        for role, value in raw.items():
            if value == [] or value is None:
                continue  # no piece of this role
            cells = value if isinstance(value, list) and value and _is_many(value) else [value]
            pairs.extend((str(role), _cell(item)) for item in cells)
        return pairs
    if isinstance(raw, list):
        entries: list[tuple[str, Cell]] = []
        for item in raw:
            if not isinstance(item, dict) or "role" not in item:
                raise BoardError('each piece in a list is {"role": ..., "column": ..., "row": ...}')
            entries.append((str(item["role"]), _cell([item.get("column"), item.get("row")])))
        return entries
    raise BoardError("must be pieces and hexes, such as passer=5.8;receiver=12.8")


def _is_many(value: list[Any]) -> bool:
    """A list of cells rather than one cell written [column, row]."""
    return all(isinstance(item, list | str) for item in value)


def _text_entries(text: str) -> list[tuple[str, Cell]]:
    if len(text) > _MAX_TEXT:
        raise BoardError(f"is too long ({len(text)} characters)")
    entries = []
    for part in text.split(";"):
        if not part.strip():
            continue
        role, equals, cells = part.partition("=")
        if not equals:
            raise BoardError(f"'{_shown(part.strip())}' needs a piece and hexes: role=column.row")
        for item in cells.split(","):
            entries.append((role.strip().lower(), _cell(item)))
    if not entries:
        raise BoardError("place the pieces, such as passer=5.8;receiver=12.8")
    return entries


def _cell(item: object) -> Cell:
    """One cell: the text ``column.row`` or a pair of whole numbers."""
    if isinstance(item, str):
        match = _CELL.fullmatch(item.strip())
        if match:
            return int(match[1]), int(match[2])
    elif (
        isinstance(item, list | tuple)
        and len(item) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1000 for n in item)
    ):
        return int(item[0]), int(item[1])
    raise BoardError(f"'{_shown(str(item))}' is not a hex: write column.row, such as 5.8")


def _shown(text: str) -> str:
    text = text.strip()
    return text if len(text) <= 20 else text[:20] + "…"
