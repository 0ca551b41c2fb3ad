"""How a calculator that makes characters (RuneQuest › Characteristics; Runeball › Player stats)
saves its answer into the reader's party: declared beside the calculator (rules_py.contract), the
party file's shape itself in rules_py.party.
"""

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CharacterMap:
    """How a calculator's answer becomes a character of the reader's party (rules_py.party):
    the document the character is played under and, for each value kept, where it comes from
    (``input.NAME``, a checked input, or a dotted key of the result) and where it goes in the
    party file (``characteristics.STR``, ``skills.Kick``, ``hit_points``, ``runeball.mus``).
    """

    document: str
    values: tuple[tuple[str, str], ...]

    def describe(self) -> dict[str, Any]:
        """The map as plain data."""
        return {"document": self.document, "values": [list(pair) for pair in self.values]}
