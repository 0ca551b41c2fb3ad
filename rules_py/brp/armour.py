"""Armour values (Basic Roleplaying house rules › "Armor Value").

Armour value is taken off the damage of each hit.
"""

ARMOUR_VALUES: tuple[tuple[int, str], ...] = (
    (0, "Normal clothing"),
    (1, "Hide, soft leather, heavy clothing"),
    (2, "Hard leather"),
    (4, "Modern bulletproof vest, flak jacket"),
    (5, "Ring mail"),
    (6, "Scale mail"),
    (7, "Chainmail, half plate"),
    (8, "Full plate, sci-fi light assault armour"),
    (10, "Sci-fi assault armour"),
    (12, "Modern riot gear"),
    (14, "Sci-fi light powered assault armour"),
    (16, "Sci-fi heavy powered assault armour"),
)


def damage_through(damage: int, armour_value: int) -> int:
    """Damage left after armour; never below zero.

    >>> damage_through(7, 5), damage_through(3, 8)
    (2, 0)
    """
    return max(0, damage - armour_value)
