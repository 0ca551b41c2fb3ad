"""What makes a set of characteristics describe no living character (RuneQuest, The Game System ›
Characteristics; Hit Points).

Characteristics describe living beings, and a character dies on losing all of their total hit
points (A000-09: the source does not say whether at 0 or below; we warn at 0 or less, where no
hit point is left to lose). The calculators still show every number, with these warnings beside
them, so that a gamemaster checking a creature sees why it cannot stand.
"""

from collections.abc import Mapping


def character_warnings(characteristics: Mapping[str, int], total_hit_points: int) -> list[str]:
    """Plain-words warnings for an impossible or dead character (empty when all is well).

    >>> character_warnings({"STR": 13, "CON": 11}, 12)
    []
    >>> character_warnings({"STR": 0, "CON": 1}, -2)  # doctest: +NORMALIZE_WHITESPACE
    ['STR 0: a characteristic of 0 describes no living being.',
     'Total hit points -2: a character with 0 or fewer hit points is dead.']
    """
    warnings = [
        f"{name} 0: a characteristic of 0 describes no living being."
        for name, value in characteristics.items()
        if value <= 0
    ]
    if total_hit_points <= 0:
        warnings.append(
            f"Total hit points {total_hit_points}: a character with 0 or fewer hit points is dead."
        )
    return warnings
