"""Spending Luck on a roll (Basic Roleplaying house rules › "Basic Characteristics" (Luck),
"Lucky Rerolls").

Up to 10 Luck points may be added to or taken from one roll; 10 points buy a reroll. Luck spent
lowers the roll point for point, and the lowered roll is read like any other (a 97 bought down to
a 90 is no longer a fumble). The sheet does not say whether a fumble may be bought off; the other
reading keeps 96–00 a fumble whatever is spent (A002-21, :class:`LuckOnFumbles`).
"""

from enum import Enum

from rules_py.brp.characteristics import LUCK_PER_ROLL
from rules_py.brp.tasks import SITE_READINGS, Degree, TaskRules

REROLL_COST = 10


class LuckOnFumbles(Enum):
    """Whether Luck can lower a fumbled roll into a success (A002-21)."""

    LOWERS_ANY_ROLL = "lowers_any_roll"
    FUMBLE_STAYS = "fumble_stays"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        if self is LuckOnFumbles.LOWERS_ANY_ROLL:
            return "Luck lowers any roll, a fumble's too"
        return "A fumble stays a fumble"


def luck_needed(
    rating: int,
    roll: int,
    rules: TaskRules = SITE_READINGS,
    fumbles: LuckOnFumbles = LuckOnFumbles.LOWERS_ANY_ROLL,
) -> int | None:
    """The fewest Luck points (at most 10) that turn a failed ``roll`` into a success; 0 for a
    roll that already succeeds, None when 10 points are not enough (or, under the other reading
    of A002-21, when the roll is a fumble).

    >>> luck_needed(60, 67), luck_needed(60, 45), luck_needed(60, 71)
    (7, 0, None)
    >>> luck_needed(99, 100), luck_needed(99, 100, fumbles=LuckOnFumbles.FUMBLE_STAYS)
    (5, None)
    """
    if fumbles is LuckOnFumbles.FUMBLE_STAYS and rules.degree(rating, roll) is Degree.FUMBLE:
        return None
    for spent in range(0, LUCK_PER_ROLL + 1):
        if roll - spent < 1:
            return None
        if rules.degree(rating, roll - spent).succeeded:
            return spent
    return None
