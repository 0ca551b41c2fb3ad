"""The party roll calculator (RuneQuest, The Game System › Abilities; Results; Ability Result
Table): one ability rolled by every character who has it, each with its own d100; each one's
result, who succeeded, and the exact chance that at least one and that all succeed, under the
ability roll's readings. Those two are shown as the "How many succeed" rows show them (one
figure per event).
"""

from collections.abc import Mapping, Sequence

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
from rules_py.numbers import as_grouped
from rules_py.runequest.experience import gives_check
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
    help="for the log; picked from the party, it fills in everyone who has it",
)
CHARACTERS = Input(
    "characters",
    "Characters and their chances",
    kind="rows",
    minimum=1,
    maximum=MAX_CHARACTERS,
    default="Vasana:60;Kallyr:45;Harrek:80",
    new_row="Character:50",
    help="a row each: name and modified chance (%)",
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


def lone_figures(odds: Mapping[str, float | str], none: str, every: str) -> tuple[float, float]:
    """The chances that at least one and that all succeed, as the figures beside "How many
    succeed": taken from that group as it is shown (its rows rounded together, adding to 100),
    so that "All succeed" is the "3 of 3" row and "At least one succeeds" is 100 less the
    "0 of 3" one, never a figure rounded alone beside them (5.42% beside 5.41%).

    >>> lone_figures({"0 of 2": 0.235, "1 of 2": 94.355, "2 of 2": 5.41}, "0 of 2", "2 of 2")
    (99.76, 5.41)
    >>> lone_figures({"0 of 1": 0.0, "1 of 1": 100.0}, "0 of 1", "1 of 1")
    (100.0, 100.0)
    """
    keys = list(odds)
    shown = as_grouped([float(value) for value in odds.values()])
    return float(100 - shown[keys.index(none)]), float(shown[keys.index(every)])


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
    checks = []
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
            if skill and gives_check(level):
                checks.append({"name": name, "ability": skill})
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
    record = count.record(lambda k: f"{k} of {n}")
    nobody, everyone = lone_figures(record["odds"], f"0 of {n}", f"{n} of {n}")
    return {
        "characters": table,
        "someone": nobody,
        "someone_exact": str(1 - count[0]),
        "everyone": everyone,
        "everyone_exact": str(count[n]),
        **record,
        "who": None if dice is None else (", ".join(winners) or "Nobody"),
        "rolls": log,
        "checks": checks,
    }


PARTY_ROLL = Calculator(
    name="party_roll",
    title="Party roll",
    summary="Everyone rolls one ability at once: who succeeded, and the exact chance that one "
    "or all do.",
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
            "Hidden roll",
            kind="yesno",
            default=False,
            help="the gamemaster's eyes only: marked so in the log",
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
    experience="checks",
)
