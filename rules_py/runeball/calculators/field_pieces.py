"""The pieces the Runeball field calculator places on the pitch, and what its pass and its kick
share (Runeball 2022 Notes › The Team; The Field; Half-Hexes).
"""

from collections.abc import Callable, Iterable

from rules_py.board import BoardShape, Piece, Placement
from rules_py.contract import InputError, JsonDict
from rules_py.runeball import field
from rules_py.runeball.field import Hex

PLAYERS_ON_FIELD = 7  # a team fields 7 (The Team)

PIECES: tuple[Piece, ...] = (
    Piece("passer", "Passer (kicker)", "P", side="attack"),
    Piece("receiver", "Receiver", "R", optional=True, side="attack"),
    Piece("teammates", "Teammate", "T", most=PLAYERS_ON_FIELD - 2, optional=True, side="attack"),
    Piece("defenders", "Defender", "D", most=PLAYERS_ON_FIELD - 1, optional=True, side="defence"),
    Piece("interceptor", "Interceptor", "I", optional=True, side="defence"),
    Piece("target", "Kick target", "×", optional=True, marker=True, side="marker"),
)
PITCH = BoardShape(
    PIECES,
    field.in_bounds,
    f"columns 1–{field.LENGTH}; rows 1–{field.WIDTH}, or 1–{field.WIDTH + 1} in odd columns",
)
DEFAULT_BOARD = "passer=8.8;receiver=14.8;defenders=7.8,15.9;interceptor=11.8;target=24.8"

# One part of the answer (a pass's or a kick's), the pitch to draw, the notes for the reader.
Part = tuple[JsonDict, JsonDict, list[str]]


def piece_name(role: str, cell: tuple[int, int], board: Placement) -> str:
    """A placed piece as the answer names it: its label, its number among several, its hex.

    >>> board = Placement((("passer", ((8, 8),)), ("defenders", ((7, 8), (9, 9)))))
    >>> piece_name("defenders", (9, 9), board), piece_name("passer", (8, 8), board)
    ('Defender 2 (9.9)', 'Passer (kicker) (8.8)')
    """
    label = next(piece.label for piece in PIECES if piece.role == role)
    cells = board.of(role)
    number = f" {cells.index(cell) + 1}" if len(cells) > 1 else ""
    return f"{label}{number} ({cell[0]}.{cell[1]})"


def count(cells: Iterable[Hex], test: Callable[[Hex], bool]) -> int:
    """How many of ``cells`` pass ``test``.

    >>> count([Hex(7, 8), Hex(9, 8), Hex(12, 8)], lambda cell: field.adjacent(cell, Hex(8, 8)))
    2
    """
    return sum(1 for cell in cells if test(cell))


def passer_hex(board: Placement) -> Hex:
    """Where the passer (the kicker) stands: every play needs him.

    >>> passer_hex(Placement((("passer", ((8, 8),)),)))
    Hex(column=8, row=8)
    """
    cell = board.one("passer")
    if cell is None:
        raise InputError("board", "place the passer (passer=column.row)")
    return Hex(*cell)


def opponents(board: Placement) -> list[Hex]:
    """The defending side: every defender and the interceptor.

    >>> opponents(Placement((("defenders", ((7, 8),)), ("interceptor", ((11, 8),)))))
    [Hex(column=7, row=8), Hex(column=11, row=8)]
    """
    return [Hex(*cell) for cell in (*board.of("defenders"), *board.of("interceptor"))]
