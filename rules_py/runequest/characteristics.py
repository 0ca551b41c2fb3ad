"""The seven characteristics and characteristic rolls (RuneQuest, The Game System › Characteristics;
Characteristic Rolls).

A characteristic roll is the characteristic times a multiplier: ×5 as a rule, from ×10 for a simple
attempt down to ×1 for an almost impossible one; it is then rolled like an ability (01–05 succeed,
96–00 fail; the document's sentence is cut short there, A000-06).
"""

from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True)
class CharacteristicInfo:
    """A characteristic's name, abbreviation, what it governs, and its named check."""

    name: str
    abbreviation: str
    governs: str
    check: str
    check_use: str


class Characteristic(Enum):
    """The seven characteristics every being has (some or all of them)."""

    STR = CharacteristicInfo(
        "Strength",
        "STR",
        "damage bonus, load carried, which weapons can be used well",
        "Strength Check",
        "brute effort: forcing a door or a jammed lever",
    )
    CON = CharacteristicInfo(
        "Constitution",
        "CON",
        "hit points, healing rate, staying conscious, resisting disease and poison",
        "Constitution Check",
        "fighting off sickness or poison, long hard exertion",
    )
    SIZ = CharacteristicInfo(
        "Size",
        "SIZ",
        "mass (height, weight), hit points, damage bonus, reach",
        "",
        "",
    )
    DEX = CharacteristicInfo(
        "Dexterity",
        "DEX",
        "reflexes and speed: fighting, dodging, strike rank",
        "Dexterity Check",
        "coordination, balance and speed: a catch, a rooftop walk",
    )
    INT = CharacteristicInfo(
        "Intelligence",
        "INT",
        "reasoning, memory, insight, knowledge; some magic",
        "Intelligence Check",
        "memory and logic: a face, a name, a deduction",
    )
    POW = CharacteristicInfo(
        "Power",
        "POW",
        "spiritual presence, will, luck; magic points",
        "Luck Check",
        "a lucky break when it could go either way",
    )
    CHA = CharacteristicInfo(
        "Charisma",
        "CHA",
        "leadership and influence; Rune magic available, spirit spells known",
        "Charisma Check",
        "social contests no skill covers",
    )

    @property
    def info(self) -> CharacteristicInfo:
        """The characteristic's description."""
        value: CharacteristicInfo = self.value
        return value


DEFAULT_MULTIPLIER = 5
EASIEST_MULTIPLIER = 10
HARDEST_MULTIPLIER = 1


def characteristic_roll_chance(value: int, multiplier: int = DEFAULT_MULTIPLIER) -> int:
    """The chance of a characteristic roll.

    >>> characteristic_roll_chance(13), characteristic_roll_chance(13, 10)
    (65, 130)
    """
    return value * multiplier
