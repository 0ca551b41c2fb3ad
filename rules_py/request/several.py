"""Contests of several participants, everyone against everyone (ReQuest, Core Mechanic: Skill
Rolls › Skill Contests and Reaction Contests): each participant's exact chance to win.

Leaders tied on the same number and QR roll again among themselves, so the exact odds need the
contest of every group of participants that can tie; the faces of each skill are whole numbers that
sort as standings do, and for each face of one participant the faces of every other one below it
are counted (:mod:`rules_py.request.contests` holds the standings and the two-sided contest).
"""

from bisect import bisect_left
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from math import gcd, lcm, prod
from operator import itemgetter, mul

from rules_py.request.contests import AllFail, skill_standings
from rules_py.request.skill_rolls import SITE_QR, QrReadings, quality_ratings


def multi_contest_odds(
    skills: Sequence[int], all_fail: AllFail = AllFail.HIGHEST_ROLL, qr: QrReadings = SITE_QR
) -> tuple[Fraction, ...]:
    """Each participant's exact chance to win a contest of everyone against everyone.

    The best standing wins; leaders tied on the same number and QR roll again among themselves.
    When everyone fails, ``all_fail`` says what happens (A001-08): the best roll still wins, nobody
    wins (the chances then sum to less than 1: the rest is "no result"), or everyone rolls again.

    >>> from rules_py.request.contests import contest_odds
    >>> [str(p) for p in multi_contest_odds([50, 50, 50])]
    ['1/3', '1/3', '1/3']
    >>> multi_contest_odds([40, 80]) == tuple(contest_odds(40, 80).values())
    True
    >>> all(
    ...     multi_contest_odds([40, 80], option) == tuple(contest_odds(40, 80, option).values())[:2]
    ...     for option in AllFail
    ... )
    True
    """
    denominator, numerators = _group_chances(tuple(sorted(skills)), all_fail, qr)
    by_skill = dict(numerators)
    return tuple(Fraction(by_skill[skill], denominator) for skill in skills)


# A standing as one whole number that sorts the same way: the 01/00 rank, then the QR, then the
# roll (QR + 1 is never negative, and stays below 2**65 for any skill under 10**20).
_RANK_SHIFT = 72
_QR_SHIFT = 7


@lru_cache(maxsize=2048)
def _keys(skill: int, qr: QrReadings) -> tuple[int, ...]:
    return tuple(
        (rank << _RANK_SHIFT) | ((quality + 1) << _QR_SHIFT) | roll
        for rank, quality, roll in skill_standings(skill, qr)
    )


@lru_cache(maxsize=2048)
def _sorted_keys(skill: int, qr: QrReadings) -> tuple[int, ...]:
    return tuple(sorted(_keys(skill, qr)))


@lru_cache(maxsize=1024)
def _group_chances(
    skills: tuple[int, ...], all_fail: AllFail, qr: QrReadings
) -> tuple[int, tuple[tuple[int, int], ...]]:
    # Each participant's chance to win, for the participants of these (sorted) skills: one
    # common denominator and a numerator per skill (equal skills have equal chances).
    size = len(skills)
    if size <= 1:
        return 1, tuple((skill, 1) for skill in skills)
    counts_failure = all_fail is not AllFail.HIGHEST_ROLL
    weights, everyone_ties = _leading_counts(skills, counts_failure, qr)
    failing = [sum(quality < 1 for quality in quality_ratings(skill, qr)) for skill in skills]
    chances: dict[int, tuple[int, dict[int, int]]] = {}
    # Every group of two or more participants, smaller groups first: a group's chances need
    # those of the smaller groups that can tie inside it.
    for group in sorted(range(1, 1 << size), key=int.bit_count):
        members = [member for member in range(size) if group >> member & 1]
        if len(members) < 2:
            continue
        rolled_again = everyone_ties.get(group, 0)
        if all_fail is AllFail.ROLL_AGAIN:
            rolled_again += prod(failing[member] for member in members)
        ties = [(leaders, weight) for leaders, weight in weights[group] if leaders & (leaders - 1)]
        common = lcm(*(chances[leaders][0] for leaders, _ in ties))
        numerators = dict.fromkeys(members, 0)
        for leaders, weight in weights[group]:
            if leaders & (leaders - 1):
                denominator, tied = chances[leaders]
                scale = weight * (common // denominator)
                for member, numerator in tied.items():
                    numerators[member] += scale * numerator
            else:
                numerators[leaders.bit_length() - 1] += weight * common
        denominator = (100 ** len(members) - rolled_again) * common
        shared = gcd(denominator, *numerators.values())
        chances[group] = (
            denominator // shared,
            {member: numerator // shared for member, numerator in numerators.items()},
        )
    denominator, numerators = chances[(1 << size) - 1]
    return denominator, tuple(
        (skill, numerators[member])
        for member, skill in enumerate(skills)
        if not (member and skill == skills[member - 1])
    )


def _leading_counts(
    skills: tuple[int, ...], counts_failure: bool, qr: QrReadings
) -> tuple[dict[int, list[tuple[int, int]]], dict[int, int]]:
    # Out of the 100 ** n rolls of a group of participants (a bit mask over ``skills``), in how
    # many do the ``leaders`` (a smaller mask) share the best standing, everyone else of the group
    # below them: for each face the leaders can share (the same roll, the same QR), the product,
    # over the rest of the group, of their faces below it. One leader alone wins; tied leaders
    # roll again among themselves. Returns those counts as {group: [(leaders, count), ...]}, and
    # for each group the faces on which all of it ties (then all of it rolls again). A failing
    # leader, when failures count, means everyone failed: such faces lead nowhere.
    size = len(skills)
    keys = [_keys(skill, qr) for skill in skills]
    ordered = [_sorted_keys(skill, qr) for skill in skills]
    below = [
        [list(map(bisect_left, repeat(ordered[other]), keys[me])) for other in range(size)]
        for me in range(size)
    ]
    weights: dict[int, list[tuple[int, int]]] = {group: [] for group in range(1 << size)}
    everyone_ties: dict[int, int] = {}

    def grow(
        leaders: int,
        first: int,
        rows: list[tuple[int, ...]],
        others: list[int],
        counts: list[int],
        group: int,
        start: int,
    ) -> None:
        # Add the rest of a group one participant at a time (in index order, so each group is
        # reached once), multiplying in each one's faces below the leaders' face.
        for position in range(start, len(others)):
            counts_then = list(map(mul, counts, rows[position]))
            total = sum(counts_then)
            if total:  # a zero stays zero in every larger group
                larger = group | 1 << others[position]
                weights[larger].append((leaders, total))
                grow(leaders, first, rows, others, counts_then, larger, position + 1)

    def lead(leaders: int, first: int, last: int, faces: list[int]) -> None:
        if leaders != 1 << first:
            everyone_ties[leaders] = len(faces)
        others = [other for other in range(size) if not leaders >> other & 1]
        # itemgetter gives a tuple only for two or more items
        pick = itemgetter(*faces) if len(faces) > 1 else lambda row: tuple(row[f] for f in faces)
        rows = [pick(below[first][other]) for other in others]
        grow(leaders, first, rows, others, [1] * len(faces), leaders, 0)
        for joining in range(last + 1, size):
            theirs, mine = keys[joining], keys[first]
            shared = [face for face in faces if theirs[face] == mine[face]]
            if shared:
                lead(leaders | 1 << joining, first, joining, shared)

    for first in range(size):
        usable = [
            face
            for face, quality in enumerate(quality_ratings(skills[first], qr))
            if quality >= 1 or not counts_failure
        ]
        lead(1 << first, first, first, usable)
    return weights, everyone_ties
