"""The major wound calculator (Basic Roleplaying, Edited House Rules › "Custom Major Wound
Table"): the
wound a d100 roll gives, how long it lasts, and the Luck reroll.
"""

from rules_py.brp.calculators.common import dice_seed_input, table_roll
from rules_py.brp.characteristics import WoundThreshold, calls_for_major_wound
from rules_py.brp.major_wounds import LUCK_REROLL_COST, duration, major_wound, permanent_chance
from rules_py.brp.readings import (
    WOUND_SETTING,
)
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    roll_input,
    seeded_random,
)
from rules_py.dice import d100_label, roll_d100
from rules_py.odds import as_percent


def _major_wound(
    roll: int | None,
    seed: int | None,
    damage: int | None,
    hit_points: int | None,
    wound_threshold: WoundThreshold,
) -> JsonDict:
    if (damage is None) != (hit_points is None):
        missing = "hit_points" if hit_points is None else "damage"
        raise InputError(missing, "give the damage and the maximum hit points, or neither")
    reading = wound_threshold
    calls: bool | None = None
    calls_work = None
    if damage is not None and hit_points is not None:
        calls = calls_for_major_wound(damage, hit_points, reading)
        calls_work = (
            f"{damage} damage, maximum {hit_points} hit points: "
            f"{max(1, reading.least_damage(hit_points))} or more calls for the table"
        )
    rng = seeded_random(seed)
    used, how = table_roll(roll, rng)
    wound = major_wound(used)
    reroll = roll_d100(rng)
    second = major_wound(reroll)
    return {
        "calls": calls,
        "roll": used,
        "wound": wound.name,
        "effect": wound.effect,
        "lasts": duration(wound),
        "permanent": wound.permanent,
        "reroll": f"{d100_label(reroll)}: {second.name} ({duration(second)})",
        "permanent_chance": as_percent(permanent_chance()),
        "permanent_with_reroll": as_percent(permanent_chance(True)),
        "work": {
            "calls": calls_work,
            "roll": f"{d100_label(used)}, {how}",
            "reroll": f"{LUCK_REROLL_COST} Luck, rolled here; the character keeps the better",
        },
    }


MAJOR_WOUND = Calculator(
    name="major_wound",
    title="Major wound",
    summary="The wound a d100 roll gives, how long it lasts, and the Luck reroll.",
    inputs=(
        roll_input("roll", "Roll"),
        dice_seed_input("with no roll, another number rolls another wound"),
        Input("damage", "Damage of the hit", optional=True, minimum=0, maximum=999),
        Input("hit_points", "Maximum hit points", optional=True, minimum=1, maximum=999),
    ),
    outputs=(
        Output("calls", "Does the hit call for the table?", detail="work.calls"),
        Output("roll", "Roll", detail="work.roll"),
        Output("wound", "Major wound"),
        Output("effect", "Effect"),
        Output("lasts", "Lasts"),
        Output("permanent", "Permanent"),
        Output("reroll", "Luck reroll", group="Spending Luck", detail="work.reroll"),
        Output(
            "permanent_chance",
            "Chance of a permanent wound",
            style="percent",
            group="Spending Luck",
        ),
        Output(
            "permanent_with_reroll",
            "With a reroll after a permanent one",
            style="percent",
            group="Spending Luck",
        ),
    ),
    run=_major_wound,
    headline=("wound", "calls"),
    pairs=(("damage", "hit_points"),),
    settings=(WOUND_SETTING,),
)
