"""The combat round and what a character may do in it (Basic Roleplaying house rules › "Combat
rounds are 12 seconds long…", "Actions and moves allowed during a turn").

A round is 12 seconds in four phases: statements (highest DEX first), powers (highest INT first),
actions (highest DEX first) and resolution. Moving further lowers a character's effective DEX,
which (A002-06) is read as the DEX their place in the order is taken from.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.labelled import Labelled

SECONDS_PER_ROUND = 12
ROUNDS_PER_MINUTE = 5
DELAYED_DEX = 1  # a character who waits acts at the end of the round, as if at DEX 1


class Phase(Labelled):
    """The four phases of a round, in order, each with the characteristic that orders the
    characters in it, highest first ("" for none).

    >>> [phase.ordered_by for phase in Phase]
    ['DEX', 'INT', 'DEX', '']
    """

    STATEMENTS = "statements", "Statements", "DEX"
    POWERS = "powers", "Powers", "INT"
    ACTIONS = "actions", "Actions", "DEX"
    RESOLUTION = "resolution", "Resolution", ""

    def __init__(self, value: str, label: str, ordered_by: str) -> None:
        self.ordered_by = ordered_by


@dataclass(frozen=True)
class Movement:
    """One line of the moves allowed in a turn: how far, what else, and the DEX it leaves."""

    least_metres: int
    most_metres: int
    feet: str
    also: str
    dex_fraction: Fraction


# Basic Roleplaying house rules › "Actions and moves allowed during a turn", in the sheet's order.
MOVEMENT_ACTIONS: tuple[Movement, ...] = (
    Movement(0, 5, "up to 19", "Nothing else", Fraction(1)),
    Movement(0, 5, "up to 19", "One attack roll or other non-combat action", Fraction(1)),
    Movement(
        0,
        5,
        "up to 19",
        "Disengage: knock the enemy back and retreat, or run and allow the enemy one free attack "
        "at Disadvantage that cannot be parried or dodged",
        Fraction(1),
    ),
    Movement(6, 15, "20 to 50", "Nothing else", Fraction(1, 2)),
    Movement(16, 30, "51 to 100", "Nothing else", Fraction(1, 4)),
)
MOST_METRES = MOVEMENT_ACTIONS[-1].most_metres


def dex_fraction(metres: int) -> Fraction:
    """The share of DEX a character keeps after moving ``metres`` in a turn.

    >>> dex_fraction(5), dex_fraction(6), dex_fraction(30)
    (Fraction(1, 1), Fraction(1, 2), Fraction(1, 4))
    """
    for movement in MOVEMENT_ACTIONS:
        if metres <= movement.most_metres:
            return movement.dex_fraction
    raise ValueError(f"a turn's move is at most {MOST_METRES} m, not {metres}")


def effective_dex(dex: int, metres: int) -> Fraction:
    """DEX after moving ``metres``: whole up to 5 m, half up to 15 m, a quarter up to 30 m; kept
    exact, since it only ranks characters.

    >>> effective_dex(14, 10)
    Fraction(7, 1)
    """
    return dex * dex_fraction(metres)


def action_order(
    dex_by_name: dict[str, Fraction | int], delayed: frozenset[str] = frozenset()
) -> list[str]:
    """The order characters act in: highest DEX first, those who wait at DEX 1.

    >>> action_order({"Ana": 14, "Bo": 9, "Cy": 16}, frozenset({"Cy"}))
    ['Ana', 'Bo', 'Cy']
    """

    def rank(name: str) -> Fraction:
        return Fraction(DELAYED_DEX if name in delayed else dex_by_name[name])

    return sorted(dex_by_name, key=rank, reverse=True)
