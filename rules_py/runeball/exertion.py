"""Exertion: a bonus of up to +2 on a test, paid for in hit points (Runeball 2022 Notes ›
Exertion).

Each point of exertion costs 1d4 hit points. On an uncontested test the roller spends 0–2 for +1
each. On a contested test the attacker pledges 0–2 before rolling, and the defender may spend up
to as many to cancel them point for point (each point costing the defender 1d4 as well, A003-22).
"""

from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.runeball.dice import D4, sum_odds

MAX_EXERTION = 2


def exertion_cost_odds(points: int) -> Odds[int]:
    """Exact odds of the hit points lost for ``points`` of exertion (``points`` d4s).

    >>> exertion_cost_odds(0), exertion_cost_odds(2)[5]
    (Odds({0: Fraction(1, 1)}), Fraction(1, 4))
    """
    if not 0 <= points <= MAX_EXERTION:
        raise ValueError(f"exertion is 0 to {MAX_EXERTION} points, not {points}")
    return sum_odds(*(D4.odds() for _ in range(points)))


def exertion_cost_range(points: int) -> tuple[int, int]:
    """The fewest and most hit points ``points`` of exertion can cost.

    >>> exertion_cost_range(1), exertion_cost_range(2)
    ((1, 4), (2, 8))
    """
    return points * D4.lowest, points * D4.highest


def contested_exertion_bonus(pledged: int, countered: int) -> int:
    """The attacker's bonus left after the defender's counter (never more than the pledge).

    >>> contested_exertion_bonus(2, 1), contested_exertion_bonus(2, 2)
    (1, 0)
    """
    if not 0 <= pledged <= MAX_EXERTION:
        raise ValueError(f"the pledge is 0 to {MAX_EXERTION} points, not {pledged}")
    if not 0 <= countered <= pledged:
        raise ValueError("the defender cannot spend more exertion than the attacker pledged")
    return pledged - countered


class Timing(Labelled):
    """When exertion is spent on an uncontested test (reading A003-43); the first is the site's
    reading."""

    BEFORE = "before", "Chosen before the roll, always spent"
    AFTER = "after", "Spent after the roll, only what a miss needs"


def spent_after_the_roll(margins: Odds[int], points: int) -> Odds[int]:
    """Exact odds of the points spent by a roller who sees his roll first and spends only what
    turns a miss into a success (a miss by more than ``points`` spends nothing).

    ``margins`` are the test's margins without exertion.

    >>> spent_after_the_roll(Odds.from_counts({1: 2, -1: 1, -3: 1}), 2)
    Odds({0: Fraction(3, 4), 1: Fraction(1, 4)})
    """
    spent = margins.map(lambda margin: -margin if -points <= margin < 0 else 0)
    return Odds(sorted(spent.items()))


def margins_after_the_roll(margins: Odds[int], points: int) -> Odds[int]:
    """The margins once a roller who sees his roll has spent what a miss by ``points`` or less
    needs: those misses become successes by 0; every other margin stays.

    >>> margins_after_the_roll(Odds.from_counts({1: 2, -1: 1, -3: 1}), 2)
    Odds({1: Fraction(1, 2), 0: Fraction(1, 4), -3: Fraction(1, 4)})
    """
    after = margins.map(lambda margin: 0 if -points <= margin < 0 else margin)
    return Odds(sorted(after.items(), reverse=True))
