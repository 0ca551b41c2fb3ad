"""Augmenting one ability with another (RuneQuest, The Game System › Augmenting Abilities; Augment
Result Table).

The supporting ability is rolled first; its result shifts the chance of the ability it supports
before that one is rolled. Only one augment per roll; the shifted chance may pass 100%. A shifted
chance of 0% or less is rolled as the reading of A000-05 says
(:class:`~rules_py.runequest.results.LowChance`).
"""

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from rules_py.odds import Odds
from rules_py.runequest.results import Fumbles, HighRolls, LowChance, ResultLevel, level_counts

AUGMENT_MODIFIER: dict[ResultLevel, int] = {
    ResultLevel.CRITICAL: 50,
    ResultLevel.SPECIAL: 30,
    ResultLevel.SUCCESS: 20,
    ResultLevel.FAILURE: -20,
    ResultLevel.FUMBLE: -50,
}
PASSION_FAILURE_SCENE_PENALTY = -10  # a failed Passion augment: all ability rolls, this scene
RUNE_FAILURE_PENALTY = -20  # a failed Rune augment: that Rune, until a day of meditation


def failed_augment_penalty(augmenting_kind: Literal["passion", "rune"]) -> int:
    """What a failed Passion or Rune augment costs afterwards (Augment Result Table): a Passion
    −10% to every ability roll for the scene, a Rune −20% to that Rune until a day of meditation.

    >>> failed_augment_penalty("passion"), failed_augment_penalty("rune")
    (-10, -20)
    """
    if augmenting_kind == "passion":
        return PASSION_FAILURE_SCENE_PENALTY
    return RUNE_FAILURE_PENALTY


def augmented_chance(ability: int, augment_result: ResultLevel) -> int:
    """The supported ability's chance after the augmenting roll.

    >>> augmented_chance(60, ResultLevel.SPECIAL), augmented_chance(30, ResultLevel.FUMBLE)
    (90, -20)
    """
    return ability + AUGMENT_MODIFIER[augment_result]


@dataclass(frozen=True)
class AugmentBranch:
    """One result of the augmenting roll: its odds and what it makes of the supported roll."""

    augment_result: ResultLevel
    probability: Fraction
    final_chance: int
    final_odds: Odds[ResultLevel]


def augment_branches(
    augmenting: int,
    ability: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> list[AugmentBranch]:
    """Every result of the augmenting roll, best first, with the supported roll's odds after it.

    >>> [(b.augment_result.key, b.final_chance) for b in augment_branches(50, 60)][:2]
    [('critical', 110), ('special', 90)]
    """
    branches = []
    for level, count in level_counts(augmenting, low, None, fumbles, high).items():
        final = augmented_chance(ability, level)
        final_odds = Odds.from_counts(level_counts(final, low, None, fumbles, high), 100)
        branches.append(AugmentBranch(level, Fraction(count, 100), final, final_odds))
    return branches


def augmented_counts(
    augmenting: int,
    ability: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> dict[ResultLevel, int]:
    """How many of the 10,000 pairs of rolls (augmenting roll, then the supported roll) end in
    each result of the supported roll, best first.

    >>> sum(augmented_counts(50, 60).values())
    10000
    """
    total = dict.fromkeys(level_counts(ability, low, None, fumbles, high), 0)
    for level, count in level_counts(augmenting, low, None, fumbles, high).items():
        if count:
            for result, faces in level_counts(
                augmented_chance(ability, level), low, None, fumbles, high
            ).items():
                total[result] += count * faces
    return total


def augmented_odds(
    augmenting: int,
    ability: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> Odds[ResultLevel]:
    """Overall odds of each result of the supported roll, augment included.

    >>> str(sum(p for level, p in augmented_odds(50, 60).items() if level.succeeded))
    '241/400'
    >>> fails = augmented_odds(50, 10, LowChance.NO_CHANCE)[ResultLevel.FAILURE]
    >>> fails > augmented_odds(50, 10)[ResultLevel.FAILURE]
    True
    """
    counts = augmented_counts(augmenting, ability, low, fumbles, high)
    return Odds.from_counts(counts, 10_000)
