"""The slow, obviously-correct definitions the fast counting code in ``rules_py`` replaced
(the speed-up): every face or every pair of rolls looked at one by one, odds summed as
Fractions. Only tests use them, to check the fast code against them.

They are the code of commit 9cb8a65, with only the per-face rules (``quality_rating``,
``standing``, ``judge``, ``critical_max``..., ``degree``, ``opposed_outcome``) taken from
``rules_py``: those say what one roll does and were not changed.
"""

from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import prod

from rules_py.brp import tasks as brp
from rules_py.dice import D100_FACES
from rules_py.odds import Odds
from rules_py.request.contests import AllFail, ContestOutcome, Standing, judge, standing
from rules_py.request.extended import Lead, Mode, Step
from rules_py.request.skill_rolls import quality_rating
from rules_py.runequest.augment import augmented_chance
from rules_py.runequest.opposed import (
    HolderBands,
    OpposedOutcome,
    bands_rating,
    opposed_outcome,
    reduced_ratings,
)
from rules_py.runequest.results import (
    BEST_FIRST,
    LowChance,
    ResultLevel,
    chance_rolled,
    critical_max,
    fumble_min,
    special_max,
    success_max,
)

# RuneQuest ------------------------------------------------------------------------------------


def result_level(
    chance: int,
    roll: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    bands_from: int | None = None,
) -> ResultLevel:
    """One roll's result, each threshold worked out again for every roll."""
    rolled = chance_rolled(chance, low)
    if rolled is None:
        return ResultLevel.FAILURE
    bands = rolled if bands_from is None else bands_from
    succeeded = roll <= success_max(rolled)
    if roll == 1 or (succeeded and roll <= critical_max(bands)):
        return ResultLevel.CRITICAL
    if succeeded and roll <= special_max(bands):
        return ResultLevel.SPECIAL
    if succeeded:
        return ResultLevel.SUCCESS
    if roll >= fumble_min(rolled):
        return ResultLevel.FUMBLE
    return ResultLevel.FAILURE


def level_odds(
    chance: int, low: LowChance = LowChance.FIVE_PERCENT, bands_from: int | None = None
) -> dict[ResultLevel, Fraction]:
    """Each level's odds, a hundredth per face."""
    odds = Odds.of_d100(lambda roll: result_level(chance, roll, low, bands_from))
    return {level: odds.get(level, Fraction(0)) for level in BEST_FIRST}


def opposed_odds(
    a: int,
    b: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    holder_bands: HolderBands = HolderBands.FULL,
) -> dict[OpposedOutcome, Fraction]:
    """RuneQuest's opposed roll, every pair of levels multiplied as Fractions."""
    ratings = (a, b)
    chance_a, chance_b = reduced_ratings(ratings)
    odds = dict.fromkeys(OpposedOutcome, Fraction(0))
    levels_a = level_odds(chance_a, low, bands_rating(a, ratings, holder_bands))
    levels_b = level_odds(chance_b, low, bands_rating(b, ratings, holder_bands))
    for level_a, p_a in levels_a.items():
        for level_b, p_b in levels_b.items():
            odds[opposed_outcome(level_a, level_b)] += p_a * p_b
    return odds


def augmented_odds(
    augmenting: int, ability: int, low: LowChance = LowChance.FIVE_PERCENT
) -> dict[ResultLevel, Fraction]:
    """The augmented roll's odds, branch by branch, as Fractions."""
    total = dict.fromkeys(level_odds(ability, low), Fraction(0))
    for level, probability in level_odds(augmenting, low).items():
        final = level_odds(augmented_chance(ability, level), low)
        for result, p in final.items():
            total[result] += probability * p
    return total


# Basic Roleplaying ----------------------------------------------------------------------------


def brp_opposed_odds(
    a: int,
    b: int,
    threshold: brp.Threshold = brp.Threshold.STRICT,
    equal: brp.EqualRatings = brp.EqualRatings.NO_RESULT,
) -> dict[brp.OpposedOutcome, Fraction]:
    """Basic Roleplaying's opposed roll over every pair of rolls, one by one."""
    counts: Counter[brp.OpposedOutcome] = Counter()
    for a_roll in D100_FACES:
        for b_roll in D100_FACES:
            level_a, level_b = brp.degree(a, a_roll, threshold), brp.degree(b, b_roll, threshold)
            counts[brp.opposed_outcome(a, level_a, b, level_b, equal)] += 1
    settled = 10_000 - counts[brp.OpposedOutcome.ROLL_AGAIN]
    return {
        outcome: Fraction(counts[outcome], settled)
        for outcome in (
            brp.OpposedOutcome.A_WINS,
            brp.OpposedOutcome.B_WINS,
            brp.OpposedOutcome.NO_RESULT,
        )
    }


# ReQuest --------------------------------------------------------------------------------------


def quality_rating_odds(skill: int) -> dict[int, Fraction]:
    """Each QR's odds, a hundredth per face, highest QR first."""
    odds = Odds.of_d100(lambda roll: quality_rating(skill, roll))
    return dict(sorted(odds.items(), reverse=True))


def _standings(skill: int) -> tuple[Standing, ...]:
    return tuple(standing(skill, roll) for roll in D100_FACES)


def round_odds(
    a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL
) -> dict[tuple[ContestOutcome, int | None], Fraction]:
    """All 10,000 pairs of rolls judged one by one; roll-agains left out."""
    counts = Counter(
        judge(a_standing, b_standing, all_fail)
        for a_standing in _standings(a)
        for b_standing in _standings(b)
    )
    settled = {
        key: count for key, count in counts.items() if key[0] is not ContestOutcome.ROLL_AGAIN
    }
    total = sum(settled.values())
    order = list(ContestOutcome)
    return {
        key: Fraction(count, total)
        for key, count in sorted(
            settled.items(), key=lambda row: (order.index(row[0][0]), row[0][1] or 0)
        )
    }


def multi_contest_odds(
    skills: Sequence[int], all_fail: AllFail = AllFail.HIGHEST_ROLL
) -> tuple[Fraction, ...]:
    """Each participant's chance, every group of tied leaders enumerated (exponential)."""
    chances = _win_chances(tuple(sorted(skills)), all_fail)
    return tuple(chances[skill] for skill in skills)


def _fails(standing: Standing) -> bool:
    return standing[1] < 1


@lru_cache(maxsize=1024)
def _win_chances(skills: tuple[int, ...], all_fail: AllFail) -> dict[int, Fraction]:
    if len(skills) == 1:
        return {skills[0]: Fraction(1)}
    standings = [_standings(skill) for skill in skills]
    ordered = [sorted(rolls) for rolls in standings]
    everyone_faces = 100 ** len(skills)
    counts_failure = all_fail is not AllFail.HIGHEST_ROLL
    everyone_fails = prod(sum(map(_fails, rolls)) for rolls in standings) if counts_failure else 0
    everyone_ties = sum(
        1
        for face in range(100)
        if len({rolls[face] for rolls in standings}) == 1
        and not (counts_failure and _fails(standings[0][face]))
    )
    rolled_again = everyone_ties + (everyone_fails if all_fail is AllFail.ROLL_AGAIN else 0)
    chances: dict[int, Fraction] = {}
    for me, skill in enumerate(skills):
        if skill in chances:
            continue
        others = [other for other in range(len(skills)) if other != me]
        alone = 0
        tied_with: Counter[tuple[int, ...]] = Counter()
        for face in range(100):
            mine = standings[me][face]
            if counts_failure and _fails(mine):
                continue
            below = {other: bisect_left(ordered[other], mine) for other in others}
            level = [other for other in others if standings[other][face] == mine]
            for size in range(len(level) + 1):
                if size == len(others):
                    continue
                for tied in combinations(level, size):
                    weight = prod(below[other] for other in others if other not in tied)
                    if not tied:
                        alone += weight
                    elif weight:
                        tied_with[tuple(sorted(skills[i] for i in (me, *tied)))] += weight
        total = alone + sum(
            (weight * _win_chances(group, all_fail)[skill] for group, weight in tied_with.items()),
            Fraction(0),
        )
        chances[skill] = total / (everyone_faces - rolled_again)
    return chances


def victory_point_steps(a: int, b: int, all_fail: AllFail = AllFail.HIGHEST_ROLL) -> list[Step]:
    """One round's effect on the VP totals, from the slow round odds."""
    steps: dict[tuple[int, int], Fraction] = {}
    for (outcome, vr), p in round_odds(a, b, all_fail).items():
        gain = vr or 0
        move = (gain, 0) if outcome is ContestOutcome.A_WINS else (0, gain)
        steps[move] = steps.get(move, Fraction(0)) + p
    return [(gain_a, gain_b, p) for (gain_a, gain_b), p in steps.items()]


def first_to_target(
    steps: Sequence[Step], target: int
) -> dict[tuple[int, int], tuple[Fraction, Fraction]]:
    """An absolute extended contest, state by state back from the target, in Fractions."""
    standing_still = sum(p for gain_a, gain_b, p in steps if gain_a == gain_b == 0)
    moves = [step for step in steps if step[0] or step[1]]
    a_wins: dict[tuple[int, int], Fraction] = {}
    rounds: dict[tuple[int, int], Fraction] = {}
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
    """A relative extended contest: the whole linear system solved in Fractions."""
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
    return {lead: (matrix[row][size], matrix[row][size + 1]) for row, lead in enumerate(leads)}


def extended_contest_odds(
    a: int,
    b: int,
    target: int,
    mode: Mode,
    lead: Lead = Lead.AT_LEAST,
    all_fail: AllFail = AllFail.HIGHEST_ROLL,
) -> tuple[Fraction, Fraction, Fraction]:
    """(A wins, B wins, expected rounds) of an extended contest, the slow way."""
    steps = victory_point_steps(a, b, all_fail)
    if mode is Mode.ABSOLUTE:
        win, rounds = first_to_target(steps, target)[0, 0]
    else:
        win, rounds = lead_by_target(steps, lead.needed(target))[0]
    return win, 1 - win, rounds
