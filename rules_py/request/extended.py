"""Extended contests and Victory Points (ReQuest, Core Mechanic: Skill Rolls › Extended Contests).

The contest is rolled again and again; after each roll the winner adds its Victory Rating to its
Victory Points (VP) and the loser loses nothing. An *absolute* contest ends when one side has the
target number of VP; a *relative* one when one side's VP "exceed" the other's by the target: by at
least the target (the site's reading) or by more than it (reading A001-15, :class:`Lead`). When both
sides fail a round, the GM's option of A001-08 applies as in a single contest
(:class:`~rules_py.request.contests.AllFail`).

A partial victory is worth VR 0 and so moves nobody (A001-12); it still counts as a round. A roll
that must be rolled again (same QR, same number) is part of the same round.

The odds are exact: the contest is a Markov chain on the VP totals. In an absolute contest every
round either stays put or moves forward, so each state's odds follow from the states after it;
in a relative contest the lead can go back and forth, and the odds solve a small linear system.
Both are worked in whole numbers (a round's outcomes counted out of the pairs of rolls that
settle it), and a Fraction is made only of the answer.
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
    round_counts,
)
from rules_py.request.skill_rolls import SITE_QR, QrReadings

# Each step is (VP A gains, VP B gains, probability): one round's effect on the totals.
Step = tuple[int, int, Fraction]
# The same, counted: (VP A gains, VP B gains, how many of the settling pairs of rolls).
CountedStep = tuple[int, int, int]


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


def victory_point_counts(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> tuple[tuple[CountedStep, ...], int]:
    """What one round does to the VP totals, counted: each move with how many pairs of rolls
    make it, and how many pairs settle a round at all (rolls-again are part of the round).

    >>> counts, total = victory_point_counts(50, 50)
    >>> [(gain_a, gain_b, n) for gain_a, gain_b, n in counts if 3 in (gain_a, gain_b)], total
    ([(3, 0, 30), (0, 3, 30)], 9900)
    """
    moves: dict[tuple[int, int], int] = {}
    rows, total = round_counts(a, b, all_fail, qr)
    for outcome, vr, count in rows:
        gain = vr or 0  # a partial victory (VR 0) and a no-result round move nobody
        move = (gain, 0) if outcome is ContestOutcome.A_WINS else (0, gain)
        moves[move] = moves.get(move, 0) + count
    return tuple((gain_a, gain_b, count) for (gain_a, gain_b), count in moves.items()), total


def extended_contest_odds(
    a: int,
    b: int,
    target: int,
    mode: Mode,
    lead: Lead = Lead.AT_LEAST,
    all_fail: AllFail = AllFail.HIGHEST_ROLL,
    qr: QrReadings = SITE_QR,
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
    counts, total = victory_point_counts(a, b, all_fail, qr)
    if mode is Mode.ABSOLUTE:
        scales, chain = _first_to_target(counts, total, target, only_start=True)
        scale, (win, rounds) = scales[0, 0], chain[0, 0]
    else:
        needed = lead.needed(target)
        scale, leads = _lead_by_target(counts, total, needed, only_start=True)
        win, rounds = leads[needed - 1]
    win_odds = Fraction(win, scale)
    return ExtendedOdds(win_odds, 1 - win_odds, Fraction(rounds, scale))


def _first_to_target(
    counts: Sequence[CountedStep], total: int, target: int, only_start: bool = False
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], tuple[int, int]]]:
    # VP only grow, so each state follows from the states after it, worked back from the
    # totals nearest the target. With D the pairs of rolls that move someone, a state m rounds
    # at most from the end holds its chance and expected length times D ** m: whole numbers,
    # since every round that moves divides by D once. Returns those multipliers and numbers
    # (only the start's multiplier with ``only_start``, as a dict of one).
    moving = total - sum(count for gain_a, gain_b, count in counts if gain_a == gain_b == 0)
    moves = [(gain_a, gain_b, count) for gain_a, gain_b, count in counts if gain_a or gain_b]
    powers = [moving**exponent for exponent in range(2 * target + 1)]
    chain: dict[tuple[int, int], tuple[int, int]] = {}
    for points_a in reversed(range(target)):
        for points_b in reversed(range(target)):
            left = 2 * target - 1 - points_a - points_b  # rounds at most still to move
            win = rounds = 0
            reached = 0
            for gain_a, gain_b, count in moves:
                if points_a + gain_a >= target:
                    reached += count
                elif points_b + gain_b < target:
                    after_win, after_rounds = chain[points_a + gain_a, points_b + gain_b]
                    shift = powers[gain_a + gain_b - 1]
                    win += count * after_win * shift
                    rounds += count * after_rounds * shift
            above = powers[left - 1]
            chain[points_a, points_b] = (win + reached * above, rounds + total * above)
    if only_start:
        return {(0, 0): powers[2 * target - 1]}, {(0, 0): chain[0, 0]}
    return {
        (points_a, points_b): powers[2 * target - 1 - points_a - points_b]
        for points_a, points_b in chain
    }, chain


def _lead_by_target(
    counts: Sequence[CountedStep], total: int, target: int, only_start: bool = False
) -> tuple[int, dict[int, tuple[int, int]]]:
    # Unknowns: A's chance to win and the rounds still to come, for each lead -target+1..
    # target-1 (row 0 is the lead -target+1). Each equation is times ``total``, so the system
    # is in whole numbers; a round moves the lead by at most the largest VR, so it is banded,
    # and fraction-free (Bareiss) elimination keeps it in whole numbers within the band. Every
    # leading block of it is itself a chain that must end, so no pivot is ever zero. Returns the
    # determinant and, for each row (only down to the start with ``only_start``), the unknowns
    # times it.
    size = 2 * target - 1
    behind = max((gain_b for _, gain_b, _ in counts), default=0)  # the lower band
    win_column, rounds_column = size, size + 1
    matrix = [dict.fromkeys((win_column, rounds_column), 0) for _ in range(size)]
    for row in range(size):
        matrix[row][row] = total
        matrix[row][rounds_column] = total
        for gain_a, gain_b, count in counts:
            after = row + gain_a - gain_b
            if after >= size:
                matrix[row][win_column] += count
            elif after >= 0:
                matrix[row][after] = matrix[row].get(after, 0) - count
    previous = 1
    entered = [False] * size
    for col in range(size):
        last = min(size - 1, col + behind)
        for row in range(col, last + 1):
            if not entered[row]:
                # A row meets the elimination late: the steps before it would have scaled it by
                # their pivots over their divisors, that is by the last pivot alone.
                entered[row] = True
                if previous != 1:
                    for key in matrix[row]:
                        matrix[row][key] *= previous
        top = matrix[col]
        pivot = top[col]
        columns = [key for key in top if key > col]
        for row in range(col + 1, last + 1):
            below = matrix[row]
            factor = below.pop(col, 0)
            for key in set(below).union(columns):
                below[key] = (pivot * below.get(key, 0) - factor * top.get(key, 0)) // previous
        previous = pivot
    determinant = previous
    solved: dict[int, tuple[int, int]] = {}
    stop = target - 1 if only_start else 0
    for row in range(size - 1, stop - 1, -1):
        values = matrix[row]
        win = values[win_column] * determinant
        rounds = values[rounds_column] * determinant
        for key, value in values.items():
            if row < key < size:
                win -= value * solved[key][0]
                rounds -= value * solved[key][1]
        solved[row] = (win // values[row], rounds // values[row])
    return determinant, solved


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
    qr: QrReadings = SITE_QR,
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
        result = resolve_contest(a, a_roll, b, b_roll, all_fail, qr)
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
