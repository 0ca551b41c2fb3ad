"""Resistance rolls (RuneQuest, The Game System › The Resistance Table; Resistance Table).

One characteristic (active) pushes against another (passive); only one side rolls. The chance is
50% plus 5% per point of difference. It is rolled like an ability, so 01–05 always succeed and
96–00 always fail. The printed table shows a line where the chance is 0 or less: then only 01–05
can succeed, if the gamemaster allows the attempt at all; the calculators roll such a chance as
reading A000-05 says (:func:`rules_py.runequest.results.chance_rolled`). The printed grid has no
axis labels; the values only fit with the passive side down the rows and the active side across
the columns.
"""

RESISTANCE_BASE = 50
RESISTANCE_STEP = 5
TABLE_SIZE = 21  # the printed grid runs 1..21 both ways


def resistance_chance(active: int, passive: int) -> int:
    """The chance as the table prints it (it may be above 95 or at or below 0).

    >>> resistance_chance(12, 10), resistance_chance(10, 10), resistance_chance(1, 21)
    (60, 50, -50)
    """
    return RESISTANCE_BASE + RESISTANCE_STEP * (active - passive)
