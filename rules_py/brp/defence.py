"""Defensive actions and shields (Basic Roleplaying house rules › "Defensive actions",
"Shields versus missile fire").

Each parry or dodge after the first in a round costs 30% more; one bonus defence at full skill
comes with fighting defensively. Missiles cannot be parried; a shield blocks them by chance,
unless the missile attack is a critical or special success.

Readings: the sheet stops at the fourth defence; the site allows no fifth, and the other reading
goes on at −30% a time (A002-16, :class:`FurtherDefences`). The bonus defence of fighting
defensively comes on top of the others (A002-16) and the shield's block is a roll of its own,
apart from parrying (A002-08).
"""

from dataclasses import dataclass
from enum import Enum

DEFENCE_STEP = 30  # percent lost by each parry or dodge after the first
MAX_DEFENCES = 4  # the sheet prints the first to the fourth

SHIELD_BLOCK: dict[str, int] = {
    "Half/small shield": 15,
    "Full shield": 30,
    "Large shield, or kneeling behind a full shield": 60,
    "Kneeling behind a large shield": 90,
}
SHIELD_KEYS: dict[str, str] = dict(
    zip(("small", "full", "large", "kneeling_large"), SHIELD_BLOCK, strict=True)
)


class FurtherDefences(Enum):
    """A fifth or later parry or dodge (A002-16)."""

    NONE = "none"
    KEEP_STEPPING = "keep_stepping"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "No fifth defence" if self is FurtherDefences.NONE else "Each one −30% more"


def defence_penalty(number: int, further: FurtherDefences = FurtherDefences.NONE) -> int:
    """The modifier to the ``number``-th parry or dodge of the round (1 = first).

    >>> [defence_penalty(n) for n in range(1, 5)]
    [0, -30, -60, -90]
    >>> defence_penalty(5, FurtherDefences.KEEP_STEPPING)
    -120
    """
    if number < 1 or (number > MAX_DEFENCES and further is FurtherDefences.NONE):
        raise ValueError(f"the sheet lists defences 1 to {MAX_DEFENCES}, not {number}")
    return -DEFENCE_STEP * (number - 1)


FIGHTING_DEFENSIVELY_PENALTY = 0  # the bonus parry or dodge is at full skill


@dataclass(frozen=True)
class DefenceLine:
    """One line of the defensive actions as the sheet prints them."""

    defence: str
    modifier: int
    note: str = ""


def defence_lines() -> tuple[DefenceLine, ...]:
    """The sheet's five lines, in its order: first, the bonus, second to fourth.

    >>> [line.modifier for line in defence_lines()]
    [0, 0, -30, -60, -90]
    """
    ordinals = ("First", "Second", "Third", "Fourth")
    first = DefenceLine(f"{ordinals[0]} parry or dodge", defence_penalty(1))
    bonus = DefenceLine(
        "Bonus parry or dodge",
        FIGHTING_DEFENSIVELY_PENALTY,
        "Fighting defensively: no attacks this round",
    )
    later = tuple(
        DefenceLine(f"{ordinals[n - 1]} parry or dodge", defence_penalty(n))
        for n in range(2, MAX_DEFENCES + 1)
    )
    return (first, bonus, *later)


def shield_blocks(shield: str, missile_degree_is_plain: bool) -> int:
    """The shield's chance (percent) to block one missile; 0 against a critical or special.

    >>> shield_blocks("Full shield", True), shield_blocks("Full shield", False)
    (30, 0)
    """
    return SHIELD_BLOCK[shield] if missile_degree_is_plain else 0
