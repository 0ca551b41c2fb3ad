"""Extended contests and Victory Points (seed 001 › "Extended Contests").

Spec R001-17. The contest is rolled again and again; after each roll the winner adds its Victory
Rating to its Victory Points (VP) and the loser loses nothing. An *absolute* contest ends when one
side has the target number of VP; a *relative* one when one side's VP "exceed" the other's by the
target: by at least the target (the site's reading) or by more than it (reading A001-15,
:class:`Lead`). When both sides fail a round, the GM's option of A001-08 applies as in a single
contest (:class:`~rules_py.request.contests.AllFail`).

A partial victory is worth VR 0 and so moves nobody (A001-12); it still counts as a round. A roll
that must be rolled again (same QR, same number) is part of the same round.

The odds are exact: the contest is a Markov chain on the VP totals. In an absolute contest every
round either stays put or moves forward, so each state's odds follow from the states after it;
in a relative contest the lead can go back and forth, and the odds solve a small linear system.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from random import Random

from rules_py.dice import roll_d100
from rules_py.request.contests import (
    AllFail,
    ContestOutcome,
    ContestResult,
    resolve_contest,
    round_odds,
)

# Each step is (VP A gains, VP B gains, probability): one round's effect on the totals.
Step = tuple[int, int, Fraction]


class Mode(Enum):
    """How the GM sets the victory condition."""

    ABSOLUTE = "absolute"
    RELATIVE = "relative"

    @property
    def label(self) -> str:
        """How a page names the mode."""
        if self is Mode.ABSOLUTE:
            return "First to the target"
        return "Lead by the target"


class Lead(Enum):
    """What "exceed the other's VP by the target" means in a relative contest (A001-15)."""

    AT_LEAST = "at_least"
    MORE_THAN = "more_than"

    @property
    def label(self) -> str:
        """How a page names the reading."""
        if self is Lead.AT_LEAST:
            return "A lead of at least the target"
        return "A lead of more than the target"

    def needed(self, target: int) -> int:
        """The smallest lead that wins.

        >>> Lead.AT_LEAST.needed(3), Lead.MORE_THAN.needed(3)
        (3, 4)
        """
        return target if self is Lead.AT_LEAST else target + 1


@dataclass(frozen=True)
class ExtendedOdds:
    """Each side's chance to win the whole extended contest, and how long it lasts on average."""

    a_wins: Fraction
    b_wins: Fraction
    expected_rounds: Fraction


def victory_point_steps(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL
) -> tuple[Step, ...]:
    """What one round does to the VP totals, with its exact chance (rolls-again folded in).

    >>> steps = victory_point_steps(50, 50)
    >>> [(gain_a, gain_b, str(p)) for gain_a, gain_b, p in steps if gain_a == 3 or gain_b == 3]
    [(3, 0, '1/330'), (0, 3, '1/330')]
    """
    steps: dict[tuple[int, int], Fraction] = {}
    for (outcome, vr), p in round_odds(a, b, all_fail).items():
        gain = vr or 0  # a partial victory (VR 0) and a no-result round move nobody
        move = (gain, 0) if outcome is ContestOutcome.A_WINS else (0, gain)
        steps[move] = steps.get(move, Fraction(0)) + p
    return tuple((gain_a, gain_b, p) for (gain_a, gain_b), p in steps.items())


def extended_contest_odds(
    a: int,
    b: int,
    target: int,
    mode: Mode,
    lead: Lead = Lead.AT_LEAST,
    all_fail: AllFail = AllFail.HIGHEST_ROLL,
) -> ExtendedOdds:
    """Exact odds of an extended contest between skills ``a`` and ``b``.

    A lead of more than 2 is a lead of at least 3:

    >>> extended_contest_odds(60, 45, 2, Mode.RELATIVE, Lead.MORE_THAN) == extended_contest_odds(
    ...     60, 45, 3, Mode.RELATIVE)
    True

    >>> odds = extended_contest_odds(50, 50, 3, Mode.ABSOLUTE)
    >>> odds.a_wins == odds.b_wins == Fraction(1, 2)
    True
    >>> extended_contest_odds(80, 40, 1, Mode.RELATIVE).a_wins == extended_contest_odds(
    ...     80, 40, 1, Mode.ABSOLUTE).a_wins
    True
    """
    if target < 1:
        raise ValueError("the target must be at least 1 victory point")
    steps = victory_point_steps(a, b, all_fail)
    if mode is Mode.ABSOLUTE:
        win, rounds = first_to_target(steps, target)[0, 0]
    else:
        win, rounds = lead_by_target(steps, lead.needed(target))[0]
    return ExtendedOdds(win, 1 - win, rounds)


def first_to_target(
    steps: Sequence[Step], target: int
) -> dict[tuple[int, int], tuple[Fraction, Fraction]]:
    """For every pair of VP totals short of ``target``: A's chance to get there first, and the
    expected number of rounds still to play.

    >>> chain = first_to_target(victory_point_steps(50, 50), 2)
    >>> [str(value) for value in chain[1, 1]]
    ['1/2', '4950/2989']
    """
    standing_still = sum(p for gain_a, gain_b, p in steps if gain_a == gain_b == 0)
    moves = [step for step in steps if step[0] or step[1]]
    a_wins: dict[tuple[int, int], Fraction] = {}
    rounds: dict[tuple[int, int], Fraction] = {}
    # VP only grow, so work back from the totals nearest the target.
    for points_a in reversed(range(target)):
        for points_b in reversed(range(target)):
            win, length = Fraction(0), Fraction(1)
            for gain_a, gain_b, p in moves:
                after = (points_a + gain_a, points_b + gain_b)
                if after[0] >= target:
                    win += p
                elif after[1] < target:
                    win += p * a_wins[after]
                    length += p * rounds[after]
            a_wins[points_a, points_b] = win / (1 - standing_still)
            rounds[points_a, points_b] = length / (1 - standing_still)
    return {state: (a_wins[state], rounds[state]) for state in a_wins}


def lead_by_target(steps: Sequence[Step], target: int) -> dict[int, tuple[Fraction, Fraction]]:
    """For every lead of A's short of ``target`` either way: A's chance to lead by ``target``
    first, and the expected number of rounds still to play.

    >>> chain = lead_by_target(victory_point_steps(50, 50), 2)
    >>> [str(value) for value in chain[0]]
    ['1/2', '4691700/937061']
    """
    # Unknowns: A's chance to win and the rounds still to come, for each lead -target+1..target-1.
    leads = range(-target + 1, target)
    size = len(leads)
    matrix = [[Fraction(0)] * size + [Fraction(0), Fraction(1)] for _ in leads]
    for row, lead in enumerate(leads):
        matrix[row][row] += 1
        for gain_a, gain_b, p in steps:
            after = lead + gain_a - gain_b
            if after >= target:
                matrix[row][size] += p
            elif after > -target:
                matrix[row][after + target - 1] -= p
    return dict(zip(leads, _solve(matrix, size), strict=True))


def _solve(matrix: list[list[Fraction]], size: int) -> list[tuple[Fraction, Fraction]]:
    # Gauss-Jordan on [A | win, rounds] without row swaps: every leading block of A is itself a
    # chain that must end (any lead can run out of the block), so no pivot is ever zero.
    for col in range(size):
        pivot = matrix[col][col]
        matrix[col] = [value / pivot for value in matrix[col]]
        for row in range(size):
            factor = matrix[row][col]
            if row != col and factor:
                matrix[row] = [
                    value - factor * top
                    for value, top in zip(matrix[row], matrix[col], strict=True)
                ]
    return [(matrix[row][size], matrix[row][size + 1]) for row in range(size)]


@dataclass(frozen=True)
class Round:
    """One roll of an extended contest, with the VP totals after it."""

    number: int
    a_roll: int
    b_roll: int
    result: ContestResult
    a_points: int
    b_points: int


def play_extended_contest(
    a: int,
    b: int,
    target: int,
    mode: Mode,
    rng: Random,
    max_rolls: int = 500,
    lead: Lead = Lead.AT_LEAST,
    all_fail: AllFail = AllFail.HIGHEST_ROLL,
) -> tuple[Round, ...]:
    """Roll an extended contest with the injected generator, one :class:`Round` per roll.

    A roll-again keeps its round number. ``max_rolls`` stops a very long contest (the odds above
    do not stop).

    >>> rounds = play_extended_contest(80, 40, 2, Mode.ABSOLUTE, Random(3))
    >>> max(rounds[-1].a_points, rounds[-1].b_points) >= 2
    True
    """
    rounds: list[Round] = []
    points_a = points_b = 0
    number = 1
    while len(rounds) < max_rolls and not contest_over(points_a, points_b, target, mode, lead):
        a_roll, b_roll = roll_d100(rng), roll_d100(rng)
        result = resolve_contest(a, a_roll, b, b_roll, all_fail)
        if result.outcome is ContestOutcome.A_WINS:
            points_a += result.victory_rating or 0
        elif result.outcome is ContestOutcome.B_WINS:
            points_b += result.victory_rating or 0
        rounds.append(Round(number, a_roll, b_roll, result, points_a, points_b))
        if result.outcome is not ContestOutcome.ROLL_AGAIN:
            number += 1
    return tuple(rounds)


def contest_over(
    points_a: int, points_b: int, target: int, mode: Mode, lead: Lead = Lead.AT_LEAST
) -> bool:
    """Whether the VP totals meet the victory condition.

    >>> contest_over(3, 1, 3, Mode.ABSOLUTE), contest_over(3, 1, 3, Mode.RELATIVE)
    (True, False)
    >>> contest_over(3, 0, 3, Mode.RELATIVE), contest_over(3, 0, 3, Mode.RELATIVE, Lead.MORE_THAN)
    (True, False)
    """
    if mode is Mode.ABSOLUTE:
        return max(points_a, points_b) >= target
    return abs(points_a - points_b) >= lead.needed(target)
