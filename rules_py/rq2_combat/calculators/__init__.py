"""The calculators of RuneQuest II House Rules, The Combat Round, one module each: its
declaration next to the small glue that hands the checked inputs to the rule modules and shapes
their answer.
"""

from rules_py.contract import Calculator
from rules_py.rq2_combat.calculators.interrupt import INTERRUPT
from rules_py.rq2_combat.calculators.sr_cycles import SR_CYCLES

CALCULATORS: tuple[Calculator, ...] = (SR_CYCLES, INTERRUPT)

__all__ = ["CALCULATORS", "INTERRUPT", "SR_CYCLES"]
