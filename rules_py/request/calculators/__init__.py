"""The ReQuest calculators (ReQuest, Core Mechanic: Skill Rolls), one module each: its
declaration next to the small glue that hands the checked inputs to the rule modules and shapes
their answer. The two-sided contest, which compares ReQuest with the other documents, is
:mod:`rules_py.comparison.calculators.contest`.
"""

from rules_py.contract import Calculator
from rules_py.request.calculators.extended_contest import EXTENDED_CONTEST
from rules_py.request.calculators.multi_contest import MULTI_CONTEST
from rules_py.request.calculators.skill_roll import REQUEST_TEST

CALCULATORS: tuple[Calculator, ...] = (REQUEST_TEST, EXTENDED_CONTEST, MULTI_CONTEST)

__all__ = ["CALCULATORS", "EXTENDED_CONTEST", "MULTI_CONTEST", "REQUEST_TEST"]
