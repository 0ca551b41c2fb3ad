"""What makes a set of characteristics describe no living character (RuneQuest, The Game System ›
Characteristics; Hit Points).

Characteristics describe living beings, and a character dies on losing all of their total hit
points (A000-09, :class:`Death`: the source does not say whether at 0 or below; we warn at 0 or
less, where no hit point is left to lose; the other reading only below 0). The calculators still
show every number, with these warnings beside them, so that a gamemaster checking a creature sees
why it cannot stand.
"""

from collections.abc import Mapping
from enum import Enum


class Death(Enum):
    """When losing "all their total hit points" kills a character (A000-09)."""

    AT_ZERO = "at_zero"
    BELOW_ZERO = "below_zero"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "At 0 or fewer" if self is Death.AT_ZERO else "Only below 0"

    def dead(self, total_hit_points: int) -> bool:
        """Whether a character with ``total_hit_points`` is dead under this reading.

        >>> Death.AT_ZERO.dead(0), Death.BELOW_ZERO.dead(0), Death.BELOW_ZERO.dead(-1)
        (True, False, True)
        """
        return total_hit_points <= 0 if self is Death.AT_ZERO else total_hit_points < 0


def character_warnings(
    characteristics: Mapping[str, int], total_hit_points: int, death: Death = Death.AT_ZERO
) -> list[str]:
    """Plain-words warnings for an impossible or dead character (empty when all is well).

    >>> character_warnings({"STR": 13, "CON": 11}, 12)
    []
    >>> character_warnings({"STR": 0, "CON": 1}, -2)  # doctest: +NORMALIZE_WHITESPACE
    ['STR 0: a characteristic of 0 describes no living being.',
     'Total hit points -2: a character with 0 or fewer hit points is dead.']
    >>> character_warnings({"CON": 3}, 0, Death.BELOW_ZERO)
    []
    """
    warnings = [
        f"{name} 0: a characteristic of 0 describes no living being."
        for name, value in characteristics.items()
        if value <= 0
    ]
    if death.dead(total_hit_points):
        fewer = "0 or fewer" if death is Death.AT_ZERO else "fewer than 0"
        warnings.append(
            f"Total hit points {total_hit_points}: a character with {fewer} hit points is dead."
        )
    return warnings
