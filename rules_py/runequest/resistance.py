"""Resistance rolls (seed 000 › # The Resistance Table, # Resistance Table). Spec R000-24.

One characteristic (active) pushes against another (passive); only one side rolls. The chance is
50% plus 5% per point of difference. It is rolled like an ability, so 01–05 always succeed and
96–00 always fail. The printed table shows a line where the chance is 0 or less: then only 01–05
can succeed, if the gamemaster allows the attempt at all. The printed grid has no axis labels;
the values only fit with the passive side down the rows and the active side across the columns.
"""

RESISTANCE_BASE = 50
RESISTANCE_STEP = 5
TABLE_SIZE = 21  # the printed grid runs 1..21 both ways
NO_CHANCE_ROLL = 5  # a cell printed as a line: only the 01–05 band remains


def resistance_chance(active: int, passive: int) -> int:
    """The chance as the table prints it (it may be above 95 or at or below 0).

    >>> resistance_chance(12, 10), resistance_chance(10, 10), resistance_chance(1, 21)
    (60, 50, -50)
    """
    return RESISTANCE_BASE + RESISTANCE_STEP * (active - passive)


def chance_rolled(chance: int) -> int:
    """The chance the roll is made against: a printed line (0 or less) leaves only 01–05.

    >>> chance_rolled(60), chance_rolled(-50)
    (60, 5)
    """
    return max(chance, NO_CHANCE_ROLL)
