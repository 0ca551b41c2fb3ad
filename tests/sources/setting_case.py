"""A case worked out by hand from a document, for one other reading of one setting of one
calculator: ``tests/sources/test_every_setting.py`` runs it under the site's reading and under the
other. A calculator's own unit test may hold its cases as ``SETTING_CASES``."""

from dataclasses import dataclass
from typing import Any

# Where in the documents, as a case names it (by title and heading).
RQ = "RuneQuest, The Game System › "
RE = "ReQuest, Core Mechanic: Skill Rolls › "
BRP = "Basic Roleplaying, Edited House Rules › "
RB = "Runeball 2022 Notes › "
RQ2 = "RuneQuest II House Rules, The Combat Round › "


@dataclass(frozen=True)
class Case:
    """One hand-worked case: inputs, the value at ``key`` under the site's reading, and under
    ``choice`` of ``setting``."""

    calculator: str
    setting: str
    choice: str
    inputs: dict[str, Any]
    key: str
    site: Any
    other: Any
    where: str = ""
