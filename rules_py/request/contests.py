"""Contests, reaction contests and Victory Ratings (ReQuest, Core Mechanic: Skill Rolls › Skill
Contests and Reaction Contests; Victory Ratings; Contests and special numbers; Justification for
failed victories; Multiple participants; Reactions vs 'normal' contests).

Every participant makes a skill test. A rolled 01 beats any other number and a rolled 00 loses to
any other number; otherwise the higher QR wins, and the same QR goes to the higher roll. The same QR
on the same number is rolled again, so a contest never ends in a tie. A reaction contest is resolved
the same way; only the order of rolling differs.

The Victory Rating (VR) is the winner's QR less the loser's, never below 0: 0 is a partial victory,
1 a full victory, 2 or more a major one. A win through 01 or 00 over a better QR is partial
(Contests and special numbers).

Readings: two 01s or two 00s fall back to QR and then to the roll, which is the same number, so they
roll again (A001-09). By default everyone failing still has a winner, the higher roll (A001-08); the
GM's options (Justification for failed victories) are :class:`AllFail`. With several participants
only the winner's chance is defined (A001-09), and tied leaders roll again among themselves.

The odds are counted, not enumerated: the faces of each skill are grouped by standing, so two
sides' 10,000 pairs of rolls are a few dozen products of group sizes, and a contest of several
participants multiplies, for each face of one of them, how many faces of every other one lie
below it.
"""

from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass
from enum import IntEnum
from fractions import Fraction
from functools import lru_cache
from itertools import repeat

from rules_py.dice import D100_FACES
from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.request.skill_rolls import (
    CRITICAL_ROLL,
    FUMBLE_ROLL,
    SITE_QR,
    QrReadings,
    quality_rating,
    quality_ratings,
)

Standing = tuple[int, int, int]

# The document's own example of several participants is six people on trial by ants.
MAX_PARTICIPANTS = 6


class AllFail(Labelled):
    """What happens when nobody succeeds (Justification for failed victories): the
    default and the GM's two options."""

    HIGHEST_ROLL = "highest_roll", "The higher roll still wins"
    NOBODY_WINS = "nobody_wins", "Nobody wins, nothing changes"
    ROLL_AGAIN = "roll_again", "Keep rolling until someone succeeds"


class ContestOutcome(Labelled):
    """How one roll of a two-sided contest ends, seen from side A."""

    A_WINS = "a_wins", "A wins"
    B_WINS = "b_wins", "B wins"
    ROLL_AGAIN = "roll_again", "Same QR and same roll: roll again"
    # only under AllFail.NOBODY_WINS
    NO_RESULT = "no_result", "Everyone failed: nothing changes"


class Victory(IntEnum):
    """The size of a win; the value is the lowest Victory Rating that earns it."""

    PARTIAL = 0
    FULL = 1
    MAJOR = 2

    @classmethod
    def from_rating(cls, victory_rating: int) -> "Victory":
        """Every VR from 2 up is a major victory.

        >>> Victory.from_rating(0).name, Victory.from_rating(5).name
        ('PARTIAL', 'MAJOR')
        """
        return cls(min(victory_rating, cls.MAJOR))

    @property
    def key(self) -> str:
        """The name used in JSON (``partial``, ``full``, ``major``)."""
        return self.name.lower()

    @property
    def label(self) -> str:
        """The winner's name for it (A001-04: "narrow" and "partial" are the same thing)."""
        return f"{self.name.capitalize()} victory"

    @property
    def defeat_label(self) -> str:
        """The loser's mirror of it."""
        return f"{self.name.capitalize()} defeat"


def standing(skill: int, roll: int, qr: QrReadings = SITE_QR) -> Standing:
    """What a contest compares, in order: 01 above and 00 below every other number, then the QR,
    then the roll itself. Equal standings mean the same number and the same QR.

    >>> standing(20, 1) > standing(286, 32) > standing(50, 99) > standing(999, 100)
    True
    """
    rank = 2 if roll == CRITICAL_ROLL else 0 if roll == FUMBLE_ROLL else 1
    return (rank, quality_rating(skill, roll, qr), roll)


def victory_rating(winner_qr: int, loser_qr: int) -> int:
    """The winner's QR less the loser's; a win over a better QR (through 01 or 00) counts 0.

    >>> victory_rating(4, 3), victory_rating(1, -1), victory_rating(2, 3)
    (1, 2, 0)
    """
    return max(0, winner_qr - loser_qr)


@dataclass(frozen=True)
class ContestResult:
    """One roll of a contest: both QRs, the outcome and, when someone won, the VR."""

    a_qr: int
    b_qr: int
    outcome: ContestOutcome
    victory_rating: int | None

    @property
    def victory(self) -> Victory | None:
        """The winner's victory, or None when nobody won this roll."""
        if self.victory_rating is None:
            return None
        return Victory.from_rating(self.victory_rating)


def resolve_contest(
    a_skill: int,
    a_roll: int,
    b_skill: int,
    b_roll: int,
    all_fail: AllFail = AllFail.HIGHEST_ROLL,
    qr: QrReadings = SITE_QR,
) -> ContestResult:
    """Who wins one roll of a contest, and by how much.

    Mauler Throg (War Maul 286%) rolls 32 for QR 3; Bob (Shield 20%) rolls 01 for QR 2 and wins,
    but only a partial victory:

    >>> resolve_contest(20, 1, 286, 32)
    ContestResult(a_qr=2, b_qr=3, outcome=<ContestOutcome.A_WINS: 'a_wins'>, victory_rating=0)
    """
    a, b = standing(a_skill, a_roll, qr), standing(b_skill, b_roll, qr)
    return ContestResult(a[1], b[1], *judge(a, b, all_fail))


def judge(a: Standing, b: Standing, all_fail: AllFail) -> tuple[ContestOutcome, int | None]:
    """The outcome of two standings, and the VR when somebody won.

    >>> judge(standing(60, 70), standing(45, 80), AllFail.HIGHEST_ROLL)
    (<ContestOutcome.B_WINS: 'b_wins'>, 0)
    >>> judge(standing(60, 70), standing(45, 80), AllFail.NOBODY_WINS)
    (<ContestOutcome.NO_RESULT: 'no_result'>, None)
    """
    a_qr, b_qr = a[1], b[1]
    if all_fail is not AllFail.HIGHEST_ROLL and a_qr < 1 and b_qr < 1:
        if all_fail is AllFail.NOBODY_WINS:
            return ContestOutcome.NO_RESULT, None
        return ContestOutcome.ROLL_AGAIN, None
    if a > b:
        return ContestOutcome.A_WINS, victory_rating(a_qr, b_qr)
    if b > a:
        return ContestOutcome.B_WINS, victory_rating(b_qr, a_qr)
    return ContestOutcome.ROLL_AGAIN, None


def _rank(roll: int) -> int:
    return 2 if roll == CRITICAL_ROLL else 0 if roll == FUMBLE_ROLL else 1


@lru_cache(maxsize=2048)
def skill_standings(skill: int, qr: QrReadings = SITE_QR) -> tuple[Standing, ...]:
    qrs = quality_ratings(skill, qr)
    return tuple((_rank(roll), qrs[roll - 1], roll) for roll in D100_FACES)


@lru_cache(maxsize=2048)
def _standing_groups(
    skill: int, qr: QrReadings
) -> tuple[tuple[tuple[int, int], tuple[int, ...]], ...]:
    # The faces of one skill grouped by (01/00 rank, QR), lowest first, each with its rolls in
    # order: two standings of different groups compare by group alone.
    groups: dict[tuple[int, int], list[int]] = {}
    for rank, quality, roll in skill_standings(skill, qr):
        groups.setdefault((rank, quality), []).append(roll)
    return tuple(sorted((key, tuple(rolls)) for key, rolls in groups.items()))


@lru_cache(maxsize=4096)
def _roll_pair_counts(
    a: int, b: int, all_fail: AllFail, qr: QrReadings
) -> tuple[tuple[ContestOutcome, int | None, int], ...]:
    # The 100 x 100 pairs of rolls counted by (outcome, VR): whole numbers, so the odds stay
    # exact. A pair of standing groups is settled by the groups alone (all its pairs at once),
    # unless both are the same group: then the higher roll wins and the same roll rolls again.
    a_wins, b_wins = ContestOutcome.A_WINS, ContestOutcome.B_WINS
    unsettled = (
        ContestOutcome.NO_RESULT if all_fail is AllFail.NOBODY_WINS else ContestOutcome.ROLL_AGAIN
    )
    counts: Counter[tuple[ContestOutcome, int | None]] = Counter()
    for key_a, rolls_a in _standing_groups(a, qr):
        qr_a = key_a[1]
        for key_b, rolls_b in _standing_groups(b, qr):
            qr_b = key_b[1]
            pairs = len(rolls_a) * len(rolls_b)
            if all_fail is not AllFail.HIGHEST_ROLL and qr_a < 1 and qr_b < 1:
                counts[unsettled, None] += pairs
            elif key_a > key_b:
                counts[a_wins, victory_rating(qr_a, qr_b)] += pairs
            elif key_b > key_a:
                counts[b_wins, victory_rating(qr_b, qr_a)] += pairs
            else:
                a_higher = sum(map(bisect_left, repeat(rolls_b), rolls_a))
                same = len(set(rolls_a).intersection(rolls_b))
                counts[a_wins, 0] += a_higher
                counts[b_wins, 0] += pairs - a_higher - same
                counts[ContestOutcome.ROLL_AGAIN, None] += same
    return tuple((outcome, vr, count) for (outcome, vr), count in counts.items() if count)


def round_counts(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> tuple[tuple[tuple[ContestOutcome, int | None, int], ...], int]:
    """How many of the pairs of rolls that settle a round give each (outcome, VR), in the order
    of :func:`round_odds`, and how many pairs settle it (the rest roll again).

    >>> rows, total = round_counts(50, 50)
    >>> rows[0], total
    ((<ContestOutcome.A_WINS: 'a_wins'>, 0, 1961), 9900)
    """
    settled = [
        row
        for row in _roll_pair_counts(a, b, all_fail, qr)
        if row[0] is not ContestOutcome.ROLL_AGAIN
    ]
    return tuple(sorted(settled, key=_outcome_order)), sum(count for _, _, count in settled)


def round_odds(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> Odds[tuple[ContestOutcome, int | None]]:
    """Exact odds of each (outcome, VR) once every roll-again is rolled again.

    Rolling again repeats the same contest, so the result is the odds of one roll given that it
    was not a roll-again.

    >>> odds = round_odds(50, 50)
    >>> str(odds[ContestOutcome.A_WINS, 1]), str(sum(odds.values()))
    ('823/3300', '1')
    """
    rows, total = round_counts(a, b, all_fail, qr)
    return Odds.from_counts({(outcome, vr): count for outcome, vr, count in rows}, total)


_OUTCOME_INDEX = {outcome: index for index, outcome in enumerate(ContestOutcome)}


def _outcome_order(row: tuple[ContestOutcome, int | None, int]) -> tuple[int, int]:
    outcome, vr, _ = row
    return (_OUTCOME_INDEX[outcome], vr or 0)


def contest_odds(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> Odds[ContestOutcome]:
    """Exact odds that A wins, that B wins and (GM option only) that nothing changes.

    >>> {outcome.value: str(p) for outcome, p in contest_odds(50, 50).items()}
    {'a_wins': '1/2', 'b_wins': '1/2'}
    >>> {outcome.value: str(p) for outcome, p in contest_odds(20, 286).items()}
    {'a_wins': '219/10000', 'b_wins': '9781/10000'}
    """
    outcomes = [ContestOutcome.A_WINS, ContestOutcome.B_WINS]
    if all_fail is AllFail.NOBODY_WINS:
        outcomes.append(ContestOutcome.NO_RESULT)
    return round_odds(a, b, all_fail, qr).map(lambda row: row[0]).over(outcomes)


def a_win_chance(a: int, b: int, qr: QrReadings = SITE_QR) -> Fraction:
    """A's chance to win under the rule as written (the higher roll wins when both fail), by
    counting, for each of A's standings, B's standings below and above it (ties roll again).

    >>> a_win_chance(60, 45) == contest_odds(60, 45)[ContestOutcome.A_WINS]
    True
    """
    b_sorted = sorted(skill_standings(b, qr))
    below = above = 0
    for mine in skill_standings(a, qr):
        below += bisect_left(b_sorted, mine)
        above += len(b_sorted) - bisect_right(b_sorted, mine)
    return Fraction(below, below + above)


def victory_odds(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> Odds[tuple[ContestOutcome, Victory | None]]:
    """Exact odds of each side's partial, full and major victory, and, where nobody wins when
    everyone fails, of that no-result roll: every way the roll ends, adding to 1.

    >>> odds = victory_odds(50, 50)
    >>> [str(odds[ContestOutcome.A_WINS, victory]) for victory in Victory]
    ['1961/9900', '823/3300', '26/495']
    >>> str(victory_odds(60, 45, AllFail.NOBODY_WINS)[ContestOutcome.NO_RESULT, None])
    '40/181'
    """
    victories: Odds[tuple[ContestOutcome, Victory | None]] = Odds(
        ((outcome, None if vr is None else Victory.from_rating(vr)), p)
        for (outcome, vr), p in round_odds(a, b, all_fail, qr).items()
    )
    sides = (ContestOutcome.A_WINS, ContestOutcome.B_WINS)
    every: list[tuple[ContestOutcome, Victory | None]] = [
        (side, victory) for side in sides for victory in Victory
    ]
    if all_fail is AllFail.NOBODY_WINS:
        every.append((ContestOutcome.NO_RESULT, None))
    return victories.over(every).checked()
