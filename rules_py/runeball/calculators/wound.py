"""The Runeball wound calculator (Runeball 2022 Notes › Wounds): the wound a d12 gives, rolling
again after a Break or KO, and what its effects add up to.
"""

from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    seed_input,
    seeded_random,
)
from rules_py.odds import Odds
from rules_py.runeball import wounds
from rules_py.runeball.dice import D12

# --- a wound ------------------------------------------------------------------------------------

ROLL_NAMES = ("roll", "second_roll", "third_roll")


def _wound(
    roll: int | None, second_roll: int | None, third_roll: int | None, seed: int | None
) -> JsonDict:
    given = [roll, second_roll, third_roll]
    for index in range(1, len(given)):
        if given[index] is not None and given[index - 1] is None:
            raise InputError(ROLL_NAMES[index], f"give {ROLL_NAMES[index - 1]} first")
    rolls = [r for r in given if r is not None]
    extra = wounds.unused_rolls(rolls)
    if extra:
        stopped = wounds.wound_chain(rolls)[0][-1].name
        raise InputError(
            ROLL_NAMES[len(rolls) - extra], f"is not rolled: the {stopped} does not roll again"
        )
    drawn = wounds.roll_wound_chain(seeded_random(seed), rolls)
    chain, _ = wounds.wound_chain(rolls + drawn)
    counts = wounds.effect_counts(chain)
    all_rolls = rolls + drawn
    first_odds = Odds.from_counts(
        {row.name: row.highest - row.lowest + 1 for row in wounds.WOUND_ROWS}, D12.sides
    )
    return {
        "rolls": all_rolls,
        "chain": [
            {
                "roll": r,
                "wound": row.name,
                "effects": " + ".join(e.label for e in row.effects),
                "rolled_by": "you" if index < len(rolls) else "the seed",
            }
            for index, (r, row) in enumerate(zip(all_rolls, chain, strict=True))
        ],
        "wound": " then ".join(row.name for row in chain),
        "effects": [
            {"effect": effect.label, "times": times, "what": effect.summary}
            for effect, times in counts.items()
        ],
        "skill_penalty": wounds.BRUISE_SKILL * counts.get(wounds.Effect.BRUISE, 0),
        "initiative_penalty": wounds.SLOW_INITIATIVE * counts.get(wounds.Effect.SLOW, 0),
        "move_penalty": wounds.SLOW_MOVE * counts.get(wounds.Effect.SLOW, 0),
        "hp_per_action": _hp_per_action(
            counts.get(wounds.Effect.BLEED, 0), counts.get(wounds.Effect.PAIN, 0)
        ),
        "out": wounds.Effect.OUT in counts,
        **first_odds.record(),
    }


def _hp_per_action(bleeds: int, pains: int) -> str:
    """Hit points lost each action.

    >>> _hp_per_action(0, 0), _hp_per_action(2, 1)
    ('none', '2 + 1d4')
    """
    parts = ([str(bleeds)] if bleeds else []) + ([f"{pains}d4"] if pains else [])
    return " + ".join(parts) or "none"


def _d12_input(name: str, label: str, help: str) -> Input:
    return Input(
        name, label, optional=True, minimum=D12.lowest, maximum=D12.highest, help=help, thrown=True
    )


RUNEBALL_WOUND = Calculator(
    name="runeball_wound",
    title="Runeball wound",
    summary="The wound a d12 gives, rolling again after a Break or KO as often as needed, and "
    "what its effects add up to.",
    inputs=(
        _d12_input("roll", "d12 roll", "empty: the seed rolls"),
        _d12_input("second_roll", "Roll again", "after a Break or KO"),
        _d12_input("third_roll", "And again", "after a second Break or KO"),
        seed_input("seed", "Seed for rolls not given", "another number rolls other dice"),
    ),
    outputs=(
        Output("wound", "The wound"),
        Output(
            "chain",
            "Roll by roll",
            kind="records",
            columns=(
                ("roll", "d12"),
                ("wound", "Wound"),
                ("effects", "Effects"),
                ("rolled_by", "Rolled by"),
            ),
        ),
        Output(
            "effects",
            "Its effects",
            kind="records",
            columns=(("effect", "Effect"), ("times", "Times"), ("what", "What it does")),
        ),
        Output("skill_penalty", "All skills", style="signed", group="Adding up"),
        Output("initiative_penalty", "INI", style="signed", group="Adding up"),
        Output("move_penalty", "MOVE", style="signed", group="Adding up"),
        Output("hp_per_action", "Hit points lost each action", group="Adding up"),
        Output("out", "Out cold", group="Adding up"),
        Output("odds", "Odds of each wound on one d12", kind="odds"),
    ),
    run=_wound,
    pairs=(("roll", "second_roll"),),
)
