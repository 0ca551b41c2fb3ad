"""The party roll calculator (RuneQuest, The Game System › Abilities; Results; Ability Result
Table): one ability rolled by every character who has it, each with its own d100; each one's
result, who succeeded, and the exact chance that at least one and that all succeed, under the
ability roll's readings.
"""

from collections.abc import Sequence

from rules_py.contract import (
    RATING_RANGE,
    Calculator,
    Input,
    JsonDict,
    Output,
    Row,
    seed_input,
    seeded_random,
)
from rules_py.dice import d100_label, roll_d100
from rules_py.odds import as_percent
from rules_py.runequest.party_roll import success_faces, successes
from rules_py.runequest.readings import ROLL_SETTINGS
from rules_py.runequest.results import Fumbles, HighRolls, LowChance, result_level

MAX_CHARACTERS = 20
NAME_LENGTH = 40  # a party file's names (rules_py.party.NAME_LENGTH)

SKILL = Input(
    "skill",
    "Skill rolled",
    kind="text",
    default="Scan",
    optional=True,
    maximum=NAME_LENGTH,
    holds="skill_name",
    help="Its name, for the log; picked from the party, it fills the table with everyone who "
    "has it",
)
CHARACTERS = Input(
    "characters",
    "Characters and their chances",
    kind="rows",
    minimum=1,
    maximum=MAX_CHARACTERS,
    default="Vasana:60;Kallyr:45;Harrek:80",
    new_row="Character:50",
    help="One row each: the character's name and modified chance (%)",
    columns=(
        Input("name", "Name", kind="text", maximum=NAME_LENGTH, holds="name"),
        Input(
            "chance",
            "Chance (%)",
            minimum=RATING_RANGE[0],
            maximum=RATING_RANGE[1],
            percent=True,
            holds="skill",
        ),
    ),
)


def _who(name: str, skill: str | None, chance: int) -> str:
    """How the log names one character's roll: "Vasana, Scan 60%"."""
    return f"{name}, {skill} {chance}%" if skill else f"{name}, {chance}%"


def _party_roll(
    skill: str | None,
    characters: Sequence[Row],
    seed: int | None,
    hidden: bool,
    low_chance: LowChance,
    fumbles: Fumbles,
    high_rolls: HighRolls,
) -> JsonDict:
    readings = (low_chance, fumbles, high_rolls)
    chances = [int(row["chance"]) for row in characters]
    count = successes(chances, *readings)
    dice = None if seed is None else seeded_random(seed)
    table = []
    log = []
    for row, chance in zip(characters, chances, strict=True):
        name = str(row["name"])
        entry: JsonDict = {
            "name": name,
            "chance": chance,
            "succeeds": success_faces(chance, *readings),  # of 100 faces: a percentage
            "roll": None,
            "result_label": None,
            "succeeded": None,
        }
        if dice is not None:
            roll = roll_d100(dice)
            level = result_level(chance, roll, low_chance, None, fumbles, high_rolls)
            entry |= {"roll": d100_label(roll), "result_label": level.label}
            entry["succeeded"] = level.succeeded
            log.append(
                {
                    "inputs": _who(name, skill, chance),
                    "rolled": d100_label(roll),
                    "result": level.label,
                    "hidden": hidden,
                }
            )
        table.append(entry)
    winners = [entry["name"] for entry in table if entry["succeeded"]]
    n = len(chances)
    return {
        "characters": table,
        "someone": as_percent(1 - count[0]),
        "someone_exact": str(1 - count[0]),
        "everyone": as_percent(count[n]),
        "everyone_exact": str(count[n]),
        **count.record(lambda k: f"{k} of {n}"),
        "who": None if dice is None else (", ".join(winners) or "Nobody"),
        "rolls": log,
    }


PARTY_ROLL = Calculator(
    name="party_roll",
    title="Party roll",
    summary="One ability rolled by every character at once: each one's result, who succeeded, "
    "and the exact chance that at least one and that all succeed.",
    inputs=(
        SKILL,
        CHARACTERS,
        seed_input(
            "seed",
            "Dice seed",
            "Roll draws a d100 for every character; the same seed rolls the same again",
            default=None,
        ),
        Input(
            "hidden",
            "Hidden roll (the gamemaster's eyes only: marked in the log)",
            kind="yesno",
            default=False,
        ),
    ),
    outputs=(
        Output("who", "Succeeded"),
        Output("someone", "At least one succeeds", style="percent"),
        Output("everyone", "All succeed", style="percent"),
        Output("odds", "How many succeed", kind="odds"),
        Output(
            "characters",
            "Each roll",
            kind="records",
            # The chance each succeeds, under the readings (a chance of 0% or less rolls as
            # 5%, or not at all; 96–00 fail above 100%), not the chance as typed.
            columns=(
                ("name", "Character"),
                ("succeeds", "Chance"),
                ("roll", "Roll"),
                ("result_label", "Result"),
            ),
            column_styles=(("succeeds", "percent"),),
        ),
    ),
    run=_party_roll,
    headline=("who", "someone"),
    settings=ROLL_SETTINGS,
    each_roll="rolls",
)
