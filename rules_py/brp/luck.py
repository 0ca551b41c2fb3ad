"""Spending Luck on a roll (Basic Roleplaying house rules › "Basic Characteristics" (Luck),
"Lucky Rerolls").

Up to 10 Luck points may be added to or taken from one roll; 10 points buy a reroll. Luck spent
lowers the roll point for point, and the lowered roll is read like any other (a 97 bought down to
a 90 is no longer a fumble). The sheet does not say whether a fumble may be bought off, nor whether
Luck may buy more than a success; the other readings keep 96–00 a fumble whatever is spent, or let
Luck lower a success into a better degree (A002-21, :class:`LuckUse`).
"""

from collections.abc import Iterator
from itertools import count, takewhile

from rules_py.brp.characteristics import luck_spend_allowed
from rules_py.brp.tasks import SITE_READINGS, Degree, TaskRules
from rules_py.labelled import Labelled

REROLL_COST = 10


class LuckUse(Labelled):
    """What Luck may buy (A002-21): a success from any failed roll, a fumble's too; the same
    but never from a fumble; or also a better degree for a roll that already succeeds."""

    LOWERS_ANY_ROLL = "lowers_any_roll", "A success, from any roll"
    FUMBLE_STAYS = "fumble_stays", "A success, but a fumble stays a fumble"
    BETTER_DEGREE = "better_degree", "A success, or a better degree"


def _spends(least: int) -> Iterator[int]:
    # Every spend from ``least`` up, for as long as one roll may take it ("Luck": up to 10).
    return takewhile(luck_spend_allowed, count(least))


def luck_needed(
    rating: int,
    roll: int,
    rules: TaskRules = SITE_READINGS,
    use: LuckUse = LuckUse.LOWERS_ANY_ROLL,
) -> int | None:
    """The fewest Luck points (at most 10) that turn a failed ``roll`` into a success; 0 for a
    roll that already succeeds, None when 10 points are not enough (or, under the other reading
    of A002-21, when the roll is a fumble).

    >>> luck_needed(60, 67), luck_needed(60, 45), luck_needed(60, 71)
    (7, 0, None)
    >>> luck_needed(99, 100), luck_needed(99, 100, use=LuckUse.FUMBLE_STAYS)
    (5, None)
    """
    if use is LuckUse.FUMBLE_STAYS and rules.degree(rating, roll) is Degree.FUMBLE:
        return None
    for spent in _spends(0):
        if roll - spent < 1:
            return None
        if rules.degree(rating, roll - spent).succeeded:
            return spent
    return None


def luck_to_improve(
    rating: int, roll: int, rules: TaskRules = SITE_READINGS
) -> tuple[int, Degree] | None:
    """The fewest Luck points (at most 10) that lower a ``roll`` which already succeeds into a
    better degree, and that degree; None when the roll fails or 10 points are not enough. Only
    the other reading of A002-21 lets Luck buy this.

    >>> luck_to_improve(60, 14), luck_to_improve(60, 8), luck_to_improve(60, 40)
    ((3, <Degree.SPECIAL: 3>), (3, <Degree.CRITICAL: 4>), None)
    """
    now = rules.degree(rating, roll)
    if not now.succeeded:
        return None
    for spent in _spends(1):
        if roll - spent < 1:
            return None
        better = rules.degree(rating, roll - spent)
        if better > now:
            return spent, better
    return None
