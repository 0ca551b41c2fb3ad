"""Kickoffs and field goals (Runeball 2022 Notes › The Kickoff; Kicking a Field Goal).

A kickoff is a Kick test against DL 10; its margin says how far the ball scatters from the
target hex (the Kick table), or that it sails out of bounds. A field goal is a Kick test against
6 + the distance to the goal post, plus the opponents next to the kicker as for a pass; a miss
scatters 1d8−1 hexes from the goal post's hex.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.odds import Odds
from rules_py.runeball.dice import Dice
from rules_py.runeball.passing import FrontDefender, adjacency_modifier
from rules_py.runeball.skill_rolls import TestDie, margin_odds, success_chance

KICKOFF_DL = 10
FIELD_GOAL_BASE_DL = 6
FIELD_GOAL_MISS_SCATTER = Dice(1, 8, -1)
KICKOFF_CATCH_DL = 8  # a receiver under the kickoff catches at DL 8
KICKER_FROM_OWN_GOAL_LINE = 3  # the kicker sets up within 3 hexes of his own goal line


@dataclass(frozen=True)
class KickBand:
    """One row of the Kick table: the margins it covers and the scatter (None: out of bounds)."""

    lowest: int | None
    highest: int | None
    scatter: Dice | None


# Kick (Kick vs. DL 10), as printed, best first.
KICK_ROWS: tuple[KickBand, ...] = (
    KickBand(6, None, Dice(1, 4, -1)),
    KickBand(3, 5, Dice(1, 6, -1)),
    KickBand(0, 2, Dice(1, 8, -1)),
    KickBand(-3, -1, Dice(2, 6, -1)),
    KickBand(-6, -4, Dice(2, 8, -1)),
    KickBand(None, -7, None),
)


def kick_band(margin: int) -> KickBand:
    """The Kick table row of a kickoff's margin.

    >>> kick_band(6).scatter.text, kick_band(-1).scatter.text, kick_band(-7).scatter
    ('1d4-1', '2d6-1', None)
    """
    for band in KICK_ROWS:
        if (band.lowest is None or margin >= band.lowest) and (
            band.highest is None or margin <= band.highest
        ):
            return band
    raise AssertionError("the rows cover every margin")


OUT_OF_BOUNDS = "out_of_bounds"


def kickoff_scatter_odds(kick_skill: int, die: TestDie, bonus: int = 0) -> Odds[int | str]:
    """Exact odds of each scatter distance of a kickoff, and of sailing out of bounds.

    Where a scatter of some hexes lands (maybe off the field, or back on the kickers' side)
    depends on the target hex and the direction die: the field's business.

    >>> odds = kickoff_scatter_odds(8, TestDie.D12)
    >>> odds[OUT_OF_BOUNDS], sum(odds.values())
    (Fraction(0, 1), Fraction(1, 1))
    """
    margins = margin_odds(kick_skill, KICKOFF_DL, die, bonus)
    landed = Odds(
        (hexes, p * q)
        for margin, p in margins.items()
        if (scatter := kick_band(margin).scatter) is not None
        for hexes, q in scatter.odds().items()
    )
    out = margins.chance(lambda margin: kick_band(margin).scatter is None)
    ordered: list[tuple[int | str, Fraction]] = [*sorted(landed.items()), (OUT_OF_BOUNDS, out)]
    return Odds(ordered)


def field_goal_dl(
    distance: int,
    adjacent: int,
    adjacent_front: int,
    front: FrontDefender = FrontDefender.PLUS_TWO,
) -> int:
    """The DL of a field goal: 6 + the distance in hexes, plus the adjacent opponents.

    Runeball 2022 Notes › Kicking a Field Goal: 9 hexes out with one opponent in front is
    6 + 9 + 2.

    >>> field_goal_dl(9, 1, 1), field_goal_dl(9, 2, 0)
    (17, 17)
    """
    if distance < 1:
        raise ValueError("the kicker stands at least 1 hex from the goal post")
    return FIELD_GOAL_BASE_DL + distance + adjacency_modifier(adjacent, adjacent_front, front)


def field_goal_chance(kick_skill: int, dl: int, die: TestDie, bonus: int = 0) -> Fraction:
    """Exact chance that a field goal hits the post.

    >>> field_goal_chance(10, 17, TestDie.D12)
    Fraction(1, 2)
    """
    return success_chance(kick_skill, dl, die, bonus)
