"""Surprise and the strike rank minimum (RuneQuest II House Rules, The Combat Round › Surprise (HR);
SR minimum).

A strike rank never goes below 0. A surprised character's strike rank is 10 lower until the end of
the round (0 at least: the minimum applies after the penalty, A004-08). While surprised it can do
nothing, not even parry or evade; it shakes surprise off on its own turn, and keeps the lower strike
rank for the rest of the round. Whether that first turn is already an action is reading A004-08
(:class:`SurpriseTurn`). After a round in which anyone was surprised, strike ranks ("initiative",
A004-01) are normally worked out afresh.
"""

from rules_py.labelled import Labelled

SURPRISE_PENALTY = 10
LOWEST_STRIKE_RANK = 0


def strike_rank_floor(strike_rank: int) -> int:
    """A strike rank after its modifiers: never below 0 (SR minimum).

    >>> strike_rank_floor(7), strike_rank_floor(-3)
    (7, 0)
    """
    return max(LOWEST_STRIKE_RANK, strike_rank)


def surprised_strike_rank(strike_rank: int, surprised: bool) -> int:
    """The strike rank used all round: 10 less when surprised, then never below 0.

    >>> surprised_strike_rank(14, True), surprised_strike_rank(6, True)
    (4, 0)
    >>> surprised_strike_rank(6, False)
    6
    """
    return strike_rank_floor(strike_rank - (SURPRISE_PENALTY if surprised else 0))


class SurpriseTurn(Labelled):
    """What the turn on which a character shakes off surprise is (reading A004-08)."""

    # it becomes unsurprised and takes that turn as usual
    ACTS = "acts", "It acts on that turn"
    # the turn passes without an action; its actions start next cycle
    NO_ACTION = "no_action", "No action on that turn"


def reroll_strike_ranks(anyone_surprised: bool) -> bool:
    """Whether strike ranks are normally worked out again before the next round.

    >>> reroll_strike_ranks(True), reroll_strike_ranks(False)
    (True, False)
    """
    return anyone_surprised
