"""The Basic Roleplaying calculators (Basic Roleplaying, Edited House Rules), one module each:
its declaration next to the small glue that hands the checked inputs to the rule modules and
shapes their answer.
"""

from rules_py.brp.calculators.attack import BRP_ATTACK
from rules_py.brp.calculators.base_chances import BRP_BASE_CHANCES
from rules_py.brp.calculators.insanity import INSANITY
from rules_py.brp.calculators.luck_recovery import LUCK_RECOVERY
from rules_py.brp.calculators.major_wound import MAJOR_WOUND
from rules_py.brp.calculators.sanity import BRP_SANITY
from rules_py.brp.calculators.task import BRP_TASK
from rules_py.contract import Calculator

CALCULATORS: tuple[Calculator, ...] = (
    BRP_TASK,
    BRP_BASE_CHANCES,
    BRP_ATTACK,
    BRP_SANITY,
    MAJOR_WOUND,
    INSANITY,
    LUCK_RECOVERY,
)

__all__ = [
    "BRP_ATTACK",
    "BRP_BASE_CHANCES",
    "BRP_SANITY",
    "BRP_TASK",
    "CALCULATORS",
    "INSANITY",
    "LUCK_RECOVERY",
    "MAJOR_WOUND",
]
