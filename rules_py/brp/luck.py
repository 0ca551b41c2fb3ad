"""Spending Luck on a roll (Basic Roleplaying house rules › "Basic Characteristics" (Luck),
"Lucky Rerolls").

Up to 10 Luck points may be added to or taken from one roll; 10 points buy a reroll. Luck spent
lowers the roll point for point, and the lowered roll is read like any other (a 97 bought down to
a 90 is no longer a fumble).
"""

from rules_py.brp.characteristics import LUCK_PER_ROLL
from rules_py.brp.tasks import SITE_READINGS, TaskRules

REROLL_COST = 10


def luck_needed(rating: int, roll: int, rules: TaskRules = SITE_READINGS) -> int | None:
    """The fewest Luck points (at most 10) that turn a failed ``roll`` into a success; 0 for a
    roll that already succeeds, None when 10 points are not enough.

    >>> luck_needed(60, 67), luck_needed(60, 45), luck_needed(60, 71)
    (7, 0, None)
    >>> luck_needed(99, 100)
    5
    """
    for spent in range(0, LUCK_PER_ROLL + 1):
        if roll - spent < 1:
            return None
        if rules.degree(rating, roll - spent).succeeded:
            return spent
    return None
