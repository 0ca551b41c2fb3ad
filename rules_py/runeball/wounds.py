"""Wounds, their effects and shaking it off (Runeball 2022 Notes › Wounds; Shaking It Off).

One attack whose damage reaches the target's wound number knocks him prone and wounds him: the
attacker rolls 1d12 on the Wound table. Break and KO roll again (A003-23: as often as the table
says, repeated effects all count).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from rules_py.labelled import Labelled
from rules_py.runeball.dice import D6, D12


class Effect(Labelled):
    """A lasting wound effect, as the notes describe them below the Wound table: its name, and
    what it does and what removes it, in the site's words (its ``summary``)."""

    GRAZE = "graze", "Graze", "Nothing more."
    BLEED = (
        "bleed",
        "Bleed",
        "−1 hit point every action, free actions included; gone once off the field.",
    )
    STUN = "stun", "Stun", "The next turn is lost; nothing else."
    BRUISE = (
        "bruise",
        "Bruise",
        "−1 to every skill, and this wound's damage cannot be shaken off; only a skilled team "
        "doctor removes it.",
    )
    SLOW = (
        "slow",
        "Slow",
        "−2 INI and −1 MOVE; an initiative total below 0 means no action that round. Gone once "
        "its damage is healed, and only after its Bruise is removed.",
    )
    WEAK = (
        "weak",
        "Weak",
        "No extra 1d4 on block damage. Gone once its damage is healed, and only after its "
        "Bruise is removed.",
    )
    PAIN = (
        "pain",
        "Pain",
        "−1d4 hit points every action, free actions included; only a skilled team doctor "
        "removes it.",
    )
    OUT = (
        "out",
        "Out",
        "Unconscious: subbed only at a stoppage or if carried off; only a skilled team doctor "
        "removes it.",
    )

    def __init__(self, value: str, label: str, summary: str) -> None:
        self.summary = summary


@dataclass(frozen=True)
class Wound:
    """One row of the Wound table."""

    lowest: int
    highest: int
    name: str
    effects: tuple[Effect, ...]
    roll_again: bool = False


# Wounds (Runeball 2022 Notes › Wounds), as printed: d12 rolls, name, effects.
WOUND_ROWS: tuple[Wound, ...] = (
    Wound(1, 2, "Graze", (Effect.GRAZE,)),
    Wound(3, 4, "Bleed", (Effect.BLEED,)),
    Wound(5, 6, "Stun", (Effect.STUN,)),
    Wound(7, 8, "Bruise", (Effect.BRUISE,)),
    Wound(9, 9, "Cripple", (Effect.BRUISE, Effect.BLEED, Effect.SLOW)),
    Wound(10, 10, "Weak", (Effect.BRUISE, Effect.BLEED, Effect.WEAK)),
    Wound(11, 11, "Break", (Effect.BRUISE, Effect.PAIN), roll_again=True),
    Wound(12, 12, "KO", (Effect.BRUISE, Effect.OUT), roll_again=True),
)


def wound(roll: int) -> Wound:
    """The Wound table row of a d12 roll.

    >>> wound(9).name, [e.label for e in wound(9).effects], wound(12).roll_again
    ('Cripple', ['Bruise', 'Bleed', 'Slow'], True)
    """
    if not D12.lowest <= roll <= D12.highest:
        raise ValueError(f"a d12 roll is 1 to 12, not {roll}")
    return next(row for row in WOUND_ROWS if row.lowest <= roll <= row.highest)


MAX_CHAIN = 50  # a chain of "roll again" this long has odds below 10^-38; the roller stops there


def wound_chain(rolls: list[int]) -> tuple[list[Wound], bool]:
    """The wounds a list of d12 rolls gives, following "roll again" (A003-23); and whether the
    chain still wants another roll when the rolls run out.

    >>> chain, more = wound_chain([11, 12, 4])
    >>> [w.name for w in chain], more
    (['Break', 'KO', 'Bleed'], False)
    >>> wound_chain([12])[1]
    True
    """
    chain: list[Wound] = []
    for roll in rolls:
        chain.append(wound(roll))
        if not chain[-1].roll_again:
            return chain, False
    return chain, bool(chain) and chain[-1].roll_again


def unused_rolls(rolls: list[int]) -> int:
    """How many rolls are left over after the chain stops (a roll after a wound that does not
    roll again is not part of it).

    >>> unused_rolls([3, 5]), unused_rolls([11, 3])
    (1, 0)
    """
    chain, _ = wound_chain(rolls)
    return len(rolls) - len(chain)


def roll_wound_chain(rng: Random, given: Sequence[int] = ()) -> list[int]:
    """The d12 rolls one wound still needs after the rolls ``given`` (none: all of them), rolling
    again as the table says (drawn from ``rng``), up to :data:`MAX_CHAIN` rolls in all.

    >>> rolls = roll_wound_chain(Random(5))
    >>> wound_chain(rolls)[1]
    False
    >>> roll_wound_chain(Random(5), [3]), len(roll_wound_chain(Random(5), [12])) > 0
    ([], True)
    """
    rolls = list(given)
    drawn: list[int] = []
    while (not rolls or wound(rolls[-1]).roll_again) and len(rolls) < MAX_CHAIN:
        drawn.append(D12.roll(rng)[1])
        rolls.append(drawn[-1])
    return drawn


def effect_counts(chain: list[Wound]) -> dict[Effect, int]:
    """How many times each effect comes in a chain (repeated effects all count, A003-23).

    >>> counts = effect_counts([wound(11), wound(9)])
    >>> counts[Effect.BRUISE], counts[Effect.BLEED], counts[Effect.PAIN]
    (2, 1, 1)
    """
    counts: dict[Effect, int] = {}
    for row in chain:
        for effect in row.effects:
            counts[effect] = counts.get(effect, 0) + 1
    return counts


SLOW_INITIATIVE = -2
SLOW_MOVE = -1
BRUISE_SKILL = -1


def shake_it_off(hp: int, starting_hp: int, bruise_damage: int, roll: int) -> int:
    """Hit points after shaking it off: +1d6 (``roll``), never back above the starting hit
    points less the damage of Bruise wounds, which cannot be shaken off (A003-26).

    >>> shake_it_off(20, 30, 0, 4), shake_it_off(28, 30, 0, 6), shake_it_off(20, 30, 8, 6)
    (24, 30, 22)
    """
    if not D6.lowest <= roll <= D6.highest:
        raise ValueError(f"a d6 roll is 1 to 6, not {roll}")
    ceiling = starting_hp - bruise_damage
    return max(hp, min(hp + roll, ceiling))
