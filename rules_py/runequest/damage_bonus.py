"""Damage bonus (RuneQuest, The Game System › Damage Bonus).

The bonus comes from STR + SIZ. The printed brackets are irregular (12 or less, 13–24, 25–32,
33–40, 41–56), so they are kept as printed; past 56 each further 16 points adds 1D6.
"""

from dataclasses import dataclass

from rules_py.rounding import ceil_div

# Damage Bonus, as printed: (highest STR+SIZ of the bracket, dice count, die size);
# a negative count subtracts.
PRINTED_BRACKETS: tuple[tuple[int, int, int], ...] = (
    (12, -1, 4),
    (24, 0, 0),
    (32, 1, 4),
    (40, 1, 6),
    (56, 2, 6),
)
STEP = 16  # "Each +16 points": one more D6


@dataclass(frozen=True)
class DamageBonus:
    """A damage bonus as dice: ``count`` dice of ``sides`` (count 0 = none, negative = subtract)."""

    count: int
    sides: int

    @property
    def dice(self) -> str:
        """Dice notation: ``+1D4``, ``-1D4``, ``+2D6``, or ``none``.

        >>> DamageBonus(-1, 4).dice, DamageBonus(0, 0).dice, DamageBonus(3, 6).dice
        ('-1D4', 'none', '+3D6')
        """
        if self.count == 0:
            return "none"
        return f"{self.count:+d}D{self.sides}"


def damage_bonus(str_plus_siz: int) -> DamageBonus:
    """The damage bonus for STR + SIZ.

    >>> [damage_bonus(s).dice for s in (12, 13, 27, 40, 41, 56, 57, 72, 73)]
    ['-1D4', 'none', '+1D4', '+1D6', '+2D6', '+2D6', '+3D6', '+3D6', '+4D6']
    """
    for upper, count, sides in PRINTED_BRACKETS:
        if str_plus_siz <= upper:
            return DamageBonus(count, sides)
    last_upper = PRINTED_BRACKETS[-1][0]
    extra = ceil_div(str_plus_siz - last_upper, STEP)  # each step of 16 begun past 56
    return DamageBonus(PRINTED_BRACKETS[-1][1] + extra, 6)
