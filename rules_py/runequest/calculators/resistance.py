"""The resistance roll calculator (RuneQuest, The Game System › The Resistance Table): the chance
of one characteristic against another, and that roll's ranges and odds.
"""

from rules_py.contract import (
    Calculator,
    JsonDict,
    Output,
    roll_input,
)
from rules_py.runequest.calculators.ability import ROLL_OUTPUTS, roll_report
from rules_py.runequest.calculators.characteristics import characteristic_input
from rules_py.runequest.readings import (
    ROLL_SETTINGS,
)
from rules_py.runequest.resistance import resistance_chance
from rules_py.runequest.results import (
    Fumbles,
    HighRolls,
    LowChance,
    chance_rolled,
)


def _resistance(
    active: int,
    passive: int,
    roll: int | None,
    low_chance: LowChance,
    fumbles: Fumbles,
    high_rolls: HighRolls,
) -> JsonDict:
    chance = resistance_chance(active, passive)
    rolled = chance_rolled(chance, low_chance)
    report = roll_report(chance, roll, low_chance, fumbles, high_rolls)
    return report | {"chance": chance, "chance_rolled": rolled}


RESISTANCE = Calculator(
    name="resistance",
    title="Resistance roll",
    summary="Chance of an active characteristic overcoming a passive one, with its roll ranges.",
    inputs=(
        characteristic_input("active", "Active characteristic", 12),
        characteristic_input("passive", "Passive characteristic", 10),
        roll_input("roll", "Roll"),
    ),
    outputs=(
        Output("chance", "Chance from the table", style="percent"),
        Output("chance_rolled", "Chance rolled against", style="percent"),
        *ROLL_OUTPUTS,
    ),
    run=_resistance,
    headline=("result_label", "chance"),
    pairs=(("active", "passive"),),
    # A difference of 86 or more (120 against 10 is 600%) puts 96–99 in the special range: A000-04.
    settings=ROLL_SETTINGS,
)
