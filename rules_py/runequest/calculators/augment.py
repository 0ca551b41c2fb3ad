"""The augment calculator (RuneQuest, The Game System › Augmenting Abilities): the odds of the
augmenting roll and of the augmented ability after it.
"""

from rules_py.contract import (
    Calculator,
    InputError,
    JsonDict,
    Output,
    rating_input,
)
from rules_py.odds import as_percent
from rules_py.runequest.augment import AUGMENT_MODIFIER, augment_branches, augmented_odds
from rules_py.runequest.calculators.ability import LEVEL_LABELS
from rules_py.runequest.readings import (
    ROLL_SETTINGS,
)
from rules_py.runequest.results import (
    Fumbles,
    HighRolls,
    LowChance,
    is_rollable,
    level_odds,
)


def _augment(
    augmenting: int,
    ability: int,
    low_chance: LowChance,
    fumbles: Fumbles,
    high_rolls: HighRolls,
) -> JsonDict:
    low = low_chance
    faces = (fumbles, high_rolls)
    if not is_rollable(augmenting, low):
        raise InputError(
            "augmenting",
            "under the reading 'no chance at all', a rating of 0% or less is not rolled,"
            " so it cannot augment",
        )
    branches = [
        {
            "augment_result": branch.augment_result.label,
            "odds": as_percent(branch.probability),
            "modifier": AUGMENT_MODIFIER[branch.augment_result],
            "final_chance": branch.final_chance,
            "final_success": as_percent(branch.final_odds.chance(lambda level: level.succeeded)),
        }
        for branch in augment_branches(augmenting, ability, low, *faces)
    ]
    overall = augmented_odds(augmenting, ability, low, *faces)
    success = overall.chance(lambda level: level.succeeded)
    without = level_odds(ability, low, None, *faces).chance(lambda level: level.succeeded)
    return {
        "branches": branches,
        **overall.record(lambda level: level.key),
        "success": as_percent(success),
        "success_exact": str(success),
        "success_without": as_percent(without),
    }


AUGMENT = Calculator(
    name="augment",
    title="Augmented roll",
    summary="Each result of the augmenting roll, the chance it leaves, and the overall odds.",
    inputs=(
        rating_input(
            "augmenting", "Augmenting ability (%)", 50, "Modifier to the augmenting ability (%)"
        ),
        rating_input(
            "ability", "Augmented ability (%)", 60, "Modifier to the augmented ability (%)"
        ),
    ),
    outputs=(
        Output(
            "branches",
            "Each result of the augmenting roll",
            kind="records",
            columns=(
                ("augment_result", "Augmenting roll"),
                ("odds", "Odds"),
                ("modifier", "Modifier"),
                ("final_chance", "Chance then"),
                ("final_success", "Success then"),
            ),
            column_styles=(
                ("odds", "percent"),
                ("modifier", "signed_percent"),
                ("final_chance", "percent"),
                ("final_success", "percent"),
            ),
            distribution=("odds",),
        ),
        Output("success", "Overall chance of success", style="percent"),
        Output("success_without", "Without the augment", style="percent"),
        Output("odds", "Overall odds of each result", kind="odds", labels=LEVEL_LABELS),
    ),
    run=_augment,
    pairs=(("augmenting", "ability"),),
    settings=ROLL_SETTINGS,
)
