"""Blocking: the opposed test, its result bands, damage, knockdowns and knockback (Runeball 2022
Notes › Blocking; Multiple Blockers; Knockback; Knockback Into Half-Hexes; Knockdowns).

A block is the blocker's Block against the defender's Block or Dodge, each defence 2 lower for
every earlier use this round (A003-19). Tackling takes 1 off the attack, sprinting into the block
2, blitzing 2; exertion pledged by the blocker adds up to 2, less what the defender spends to
cancel it. The margin (blocker's total − defender's) picks a row of the Blocking table. A block
that hits deals MUS damage + 1d4 (the notes' parent rule, read as 1d6 + MUS bonus, at least 1,
A003-03), less 2 for the armour everyone wears (A003-31); damage reaching the defender's wound
number knocks him down and wounds him.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.runeball.dice import D4, D6, sum_odds
from rules_py.runeball.skill_rolls import OpposedTie, TestDie, opposed_margin_odds
from rules_py.runeball.stats import StatBonus, stat_bonus

DEGRADE_PER_USE = 2
TACKLE_PENALTY = -1
SPRINT_ATTACK_PENALTY = -2
BLITZ_PENALTY = -2
ARMOUR = 2  # "defense 2 armor on all parts of their bodies"
KNOCKDOWN_MARGIN = 3


class Armour(Labelled):
    """What the players' "defense 2 armor" does to a block's damage (reading A003-31)."""

    TWO = "two", "Stops 2 damage"
    NONE = "none", "Stops nothing"

    @property
    def points(self) -> int:
        """Damage it stops.

        >>> Armour.TWO.points, Armour.NONE.points
        (2, 0)
        """
        return ARMOUR if self is Armour.TWO else 0


class BlockResult(Labelled):
    """The rows of the Blocking table, best for the blocker first."""

    KNOCKDOWN = "knockdown", "Knocked back 1 hex and down"
    KNOCKBACK = "knockback", "Knocked back 1 hex; down only if wounded"
    NO_EFFECT = "no_effect", "No effect"
    BLOCKER_DOWN = "blocker_down", "Blocker knocked down"
    BLOCKER_HURT = "blocker_hurt", "Blocker knocked down and hit by the defender"

    @property
    def defender_hit(self) -> bool:
        """Whether the blocker rolls damage against the defender."""
        return self in (BlockResult.KNOCKDOWN, BlockResult.KNOCKBACK)


@dataclass(frozen=True)
class BlockBand:
    """One row of the Blocking table: the margins it covers and its result."""

    lowest: int | None
    highest: int | None
    result: BlockResult


# Blocking (Opposed Block vs. Block/Dodge), as printed, best for the blocker first.
BLOCKING_ROWS: tuple[BlockBand, ...] = (
    BlockBand(3, None, BlockResult.KNOCKDOWN),
    BlockBand(0, 2, BlockResult.KNOCKBACK),
    BlockBand(-3, -1, BlockResult.NO_EFFECT),
    BlockBand(-6, -4, BlockResult.BLOCKER_DOWN),
    BlockBand(None, -7, BlockResult.BLOCKER_HURT),
)


def block_result(margin: int) -> BlockResult:
    """The Blocking table row of a block's margin.

    >>> block_result(3).label, block_result(0).value, block_result(-7).value
    ('Knocked back 1 hex and down', 'knockback', 'blocker_hurt')
    """
    for band in BLOCKING_ROWS:
        if (band.lowest is None or margin >= band.lowest) and (
            band.highest is None or margin <= band.highest
        ):
            return band.result
    raise AssertionError("the rows cover every margin")


def defence_after_uses(defence: int, earlier_uses: int) -> int:
    """A defence after ``earlier_uses`` earlier uses this round: 2 lower each time.

    >>> defence_after_uses(10, 0), defence_after_uses(10, 2)
    (10, 6)
    """
    if earlier_uses < 0:
        raise ValueError("a defence is used 0 or more times")
    return defence - DEGRADE_PER_USE * earlier_uses


def attack_modifier(tackle: bool, sprint: bool, blitz: bool) -> int:
    """What the way the blocker comes in does to his roll.

    >>> attack_modifier(False, False, False), attack_modifier(True, True, False)
    (0, -3)
    >>> attack_modifier(True, True, True)
    -5
    """
    return (
        (TACKLE_PENALTY if tackle else 0)
        + (SPRINT_ATTACK_PENALTY if sprint else 0)
        + (BLITZ_PENALTY if blitz else 0)
    )


def block_margin_odds(
    attack: int, defence: int, die: TestDie, tie: OpposedTie = OpposedTie.ATTACKER
) -> Odds[int]:
    """Exact odds of each margin of a block, both sides' modifiers already in.

    >>> odds = block_margin_odds(10, 10, TestDie.D12)
    >>> odds[11] == odds[-11] == Fraction(1, 144)
    True
    """
    return opposed_margin_odds(attack, defence, die, tie)


def block_result_odds(
    attack: int, defence: int, die: TestDie, tie: OpposedTie = OpposedTie.ATTACKER
) -> Odds[BlockResult]:
    """Exact odds of each Blocking table row.

    >>> odds = block_result_odds(10, 10, TestDie.D12)
    >>> odds[BlockResult.KNOCKDOWN], sum(odds.values())
    (Fraction(5, 16), Fraction(1, 1))
    """
    return block_margin_odds(attack, defence, die, tie).map(block_result).over(BlockResult)


def mus_damage_odds(mus: int, bonus: StatBonus = StatBonus.HALF) -> Odds[int]:
    """MUS damage: 1d6 + the MUS bonus, at least 1 (reading A003-03).

    >>> mus_damage_odds(14)[3], min(mus_damage_odds(6))
    (Fraction(1, 6), 1)
    """
    added = stat_bonus(mus, bonus)
    return D6.odds().map(lambda roll: max(1, roll + added))


def block_damage_odds(
    mus: int, weak: bool = False, armour: int = ARMOUR, bonus: StatBonus = StatBonus.HALF
) -> Odds[int]:
    """Damage a block deals through the armour: MUS damage + 1d4 (not when Weak) − armour, ≥ 0.

    >>> odds = block_damage_odds(10)
    >>> min(odds), max(odds), odds[0]
    (0, 8, Fraction(1, 24))
    """
    parts = [mus_damage_odds(mus, bonus)] + ([] if weak else [D4.odds()])
    return sum_odds(*parts).map(lambda damage: max(0, damage - armour))


def wound_chance(damage_odds: Odds[int], wound_number: int) -> Fraction:
    """The chance that one attack's damage reaches the wound number (Wounds).

    >>> wound_chance(block_damage_odds(10), 7)  # 1d6 + 1d4 reaching 9
    Fraction(1, 8)
    """
    return damage_odds.chance(lambda damage: damage >= wound_number)


def knocked_down(margin: int, damage: int, wound_number: int) -> bool:
    """A block knocks the defender down on a margin of 3 or more, or damage ≥ his wound number
    (Knockdowns).

    >>> knocked_down(3, 0, 7), knocked_down(1, 7, 7), knocked_down(1, 6, 7), knocked_down(-1, 9, 7)
    (True, True, False, False)
    """
    if margin < 0:
        return False
    return margin >= KNOCKDOWN_MARGIN or damage >= wound_number


@dataclass(frozen=True)
class KnockbackHex:
    """One of the three hexes away from the blocker, as the field sees it."""

    name: str
    occupied: bool
    on_field: bool


def knockback_choices(hexes: tuple[KnockbackHex, ...]) -> tuple[KnockbackHex, ...]:
    """The hexes the blocker may push the defender into (Knockback): the free hexes on the field
    if there are any; if not, any of the three, an occupied one on the field (pushing its
    occupant back too) or one off the field (the defender is laid prone in his own hex and the
    blockers score a turnover). An occupied hex on the field does not stop a push out of bounds:
    the notes allow it whenever no unoccupied hex on the field is left.

    >>> a, b, c = KnockbackHex("a", True, True), KnockbackHex("b", False, False), KnockbackHex(
    ...     "c", True, True
    ... )
    >>> [h.name for h in knockback_choices((a, b, c))]
    ['a', 'b', 'c']
    >>> [h.name for h in knockback_choices((a, b, KnockbackHex("d", False, True)))]
    ['d']
    """
    free_on_field = tuple(h for h in hexes if h.on_field and not h.occupied)
    return free_on_field or hexes


def half_hex_out_of_bounds(prone: bool) -> bool:
    """Knocked into a half-hex: in bounds while upright, out of bounds (a turnover) if prone
    (Knockback Into Half-Hexes).

    >>> half_hex_out_of_bounds(False), half_hex_out_of_bounds(True)
    (False, True)
    """
    return prone
