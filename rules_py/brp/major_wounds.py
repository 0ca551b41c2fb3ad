"""The custom major wound table (Basic Roleplaying house rules › "Custom Major Wound Table").

A single hit worth half the target's maximum hit points calls for a d100 roll on a ten-row table;
the character may spend 10 Luck to reroll. Rows 51–00 are permanent.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.dice import D100_FACES

LUCK_REROLL_COST = 10
ROW_WIDTH = 10  # every printed row covers ten faces: 01–10, 11–20, … 91–00


@dataclass(frozen=True)
class MajorWound:
    """One row of the table: what happens and whether it lasts."""

    name: str
    effect: str
    permanent: bool


_UNTIL_HEALED = "Until fully healed"
MAJOR_WOUNDS: tuple[MajorWound, ...] = (
    MajorWound("Legs injured", "Disadvantage on DEX tasks; move rate halved", False),
    MajorWound("Facial scars", "Disadvantage on CHA tasks", False),
    MajorWound("Hand or arm injured", "Disadvantage on STR tasks", False),
    MajorWound("Internal chest wound", "Disadvantage on CON tasks; move rate halved", False),
    MajorWound("Concussion damage", "Disadvantage on INT tasks", False),
    MajorWound("Loss of one or both legs", "Disadvantage on DEX tasks; move rate halved", True),
    MajorWound("Facial mutilation", "Disadvantage on CHA tasks and Listen, Spot, Sense", True),
    MajorWound("Loss of hand or arm", "Disadvantage on STR tasks", True),
    MajorWound("Injury to vitals", "Disadvantage on CON tasks; move rate halved", True),
    MajorWound(
        "Massive mutilations",
        "Lose 10 each of CHA, DEX and CON; death if any reaches 0",
        True,
    ),
)


def major_wound(roll: int) -> MajorWound:
    """The row a d100 ``roll`` (1..100, 00 = 100) lands on.

    >>> major_wound(10).name, major_wound(51).name, major_wound(100).permanent
    ('Legs injured', 'Loss of one or both legs', True)
    """
    if not 1 <= roll <= 100:
        raise ValueError(f"a d100 roll is 1..100, not {roll}")
    return MAJOR_WOUNDS[(roll - 1) // ROW_WIDTH]


def duration(wound: MajorWound) -> str:
    """How long the wound's effect lasts, in words.

    >>> duration(major_wound(5)), duration(major_wound(55))
    ('Until fully healed', 'Permanent')
    """
    return "Permanent" if wound.permanent else _UNTIL_HEALED


def permanent_chance(reroll_if_permanent: bool = False) -> Fraction:
    """Chance that a major wound is permanent; with a Luck reroll taken whenever the first roll
    is permanent, and the lasting-free result kept if either gives one.

    >>> str(permanent_chance()), str(permanent_chance(True))
    ('1/2', '1/4')
    """
    single = Fraction(sum(1 for roll in D100_FACES if major_wound(roll).permanent), 100)
    return single * single if reroll_if_permanent else single
