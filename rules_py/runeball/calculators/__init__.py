"""The Runeball calculators (Runeball 2022 Notes), one module each: its declaration next to the
small glue that hands the checked inputs to the rule modules and shapes their answer.

Odds are exact fractions, shown in percent (``odds_exact`` and friends keep the fractions).
"""

from rules_py.contract import Calculator
from rules_py.runeball.calculators.block import RUNEBALL_BLOCK
from rules_py.runeball.calculators.field import RUNEBALL_FIELD
from rules_py.runeball.calculators.kick import RUNEBALL_KICK
from rules_py.runeball.calculators.passes import RUNEBALL_PASS
from rules_py.runeball.calculators.player import RUNEBALL_PLAYER
from rules_py.runeball.calculators.skill_roll import RUNEBALL_TEST
from rules_py.runeball.calculators.wound import RUNEBALL_WOUND

CALCULATORS: tuple[Calculator, ...] = (
    RUNEBALL_PLAYER,
    RUNEBALL_TEST,
    RUNEBALL_PASS,
    RUNEBALL_KICK,
    RUNEBALL_BLOCK,
    RUNEBALL_WOUND,
    RUNEBALL_FIELD,
)

__all__ = [
    "CALCULATORS",
    "RUNEBALL_BLOCK",
    "RUNEBALL_FIELD",
    "RUNEBALL_KICK",
    "RUNEBALL_PASS",
    "RUNEBALL_PLAYER",
    "RUNEBALL_TEST",
    "RUNEBALL_WOUND",
]
