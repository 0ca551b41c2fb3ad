"""The temporary insanity calculator (Basic Roleplaying, Edited House Rules › "Custom Temporary
Insanity Table"): the episode a d100 roll gives on either table, and how long it lasts.
"""

from rules_py.brp.calculators.common import dice_seed_input, table_roll
from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.contract import (
    Calculator,
    JsonDict,
    Output,
    enum_input,
    roll_input,
    seeded_random,
)
from rules_py.dice import d100_label


def _insanity(table: Episode, roll: int | None, seed: int | None) -> JsonDict:
    episode = table
    rng = seeded_random(seed)
    used, how = table_roll(roll, rng)
    die, length = episode.roll_duration(rng)
    return {
        "table": episode.value,
        "roll": used,
        "effect": insanity_effect(episode, used),
        "duration_dice": episode.duration_dice,
        "duration_range": episode.duration_range,
        "duration": f"{length} {episode.unit}",
        "permanent": False,
        "work": {
            "roll": f"{d100_label(used)}, {how}",
            "duration": f"{episode.dice.text} rolled here: {die}",
        },
    }


INSANITY = Calculator(
    name="insanity",
    title="Temporary insanity",
    summary="The episode a d100 roll gives on either table, and how long it lasts.",
    inputs=(
        enum_input("table", "Table", Episode, {e: e.label for e in Episode}),
        roll_input("roll", "Roll"),
        dice_seed_input("with no roll, another number rolls another episode"),
    ),
    outputs=(
        Output("roll", "Roll", detail="work.roll"),
        Output("effect", "Episode"),
        Output("duration_dice", "Duration"),
        Output("duration_range", "From shortest to longest"),
        Output("duration", "This time", detail="work.duration"),
        Output("permanent", "Permanent"),
    ),
    run=_insanity,
    headline=("effect",),
)
