"""The RuneQuest calculators (RuneQuest, The Game System), one module each: its declaration next
to the small glue that hands the checked inputs to the rule modules and shapes their answer.
"""

from rules_py.contract import Calculator
from rules_py.runequest.calculators.ability import ABILITY
from rules_py.runequest.calculators.augment import AUGMENT
from rules_py.runequest.calculators.characteristics import CHARACTERISTICS
from rules_py.runequest.calculators.melee_order import MELEE_ORDER
from rules_py.runequest.calculators.opposed import OPPOSED
from rules_py.runequest.calculators.party_roll import PARTY_ROLL
from rules_py.runequest.calculators.reattempt import REATTEMPT
from rules_py.runequest.calculators.resistance import RESISTANCE

CALCULATORS: tuple[Calculator, ...] = (
    CHARACTERISTICS,
    ABILITY,
    REATTEMPT,
    RESISTANCE,
    OPPOSED,
    AUGMENT,
    PARTY_ROLL,
    MELEE_ORDER,
)

__all__ = [
    "ABILITY",
    "AUGMENT",
    "CALCULATORS",
    "CHARACTERISTICS",
    "MELEE_ORDER",
    "OPPOSED",
    "PARTY_ROLL",
    "REATTEMPT",
    "RESISTANCE",
]
