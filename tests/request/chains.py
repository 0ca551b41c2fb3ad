"""Every state of an extended contest's chain, from the fast code's private solvers
(``rules_py.request.extended``), for tests that check it state by state: the calculator asks only
for the start, so the site itself has no use for these (ReQuest, Core Mechanic: Skill Rolls ›
Extended Contests)."""

from fractions import Fraction

from rules_py.request import extended
from rules_py.request.extended import Step


def victory_point_steps(a: int, b: int) -> tuple[Step, ...]:
    """What one round does to the VP totals, with its exact chance (rolls-again folded in)."""
    counts, total = extended.victory_point_counts(a, b)
    return tuple((gain_a, gain_b, Fraction(count, total)) for gain_a, gain_b, count in counts)


def first_to_target(
    a: int, b: int, target: int
) -> dict[tuple[int, int], tuple[Fraction, Fraction]]:
    """For every pair of VP totals short of ``target``: A's chance to get there first, and the
    expected number of rounds still to play."""
    counts, total = extended.victory_point_counts(a, b)
    scale, chain = extended._first_to_target(counts, total, target)
    return {
        state: (Fraction(win, scale[state]), Fraction(rounds, scale[state]))
        for state, (win, rounds) in chain.items()
    }


def lead_by_target(a: int, b: int, target: int) -> dict[int, tuple[Fraction, Fraction]]:
    """For every lead of A's short of ``target`` either way: A's chance to lead by ``target``
    first, and the expected number of rounds still to play."""
    counts, total = extended.victory_point_counts(a, b)
    determinant, solved = extended._lead_by_target(counts, total, target)
    return {
        row - target + 1: (Fraction(win, determinant), Fraction(rounds, determinant))
        for row, (win, rounds) in sorted(solved.items())
    }
