"""Characteristics and the attributes beside them (Basic Roleplaying house rules › "Basic
Characteristics").

The sheet names eight characteristics and the attributes a character tracks (move rate, damage
bonus, hit points, fatigue, sanity, power points, luck) without the formulas that set them; what it
does give are the states at the edges: unconscious at 1–2 hit points, dying at 0, exhausted at 0
fatigue, permanently insane at 0 Sanity, and how much Luck one roll may use.

Readings: characteristics are on the percentile scale, since the sheet rolls d100 against them
(A002-09). Below 0 hit points is read as 0 (A002-12); unconscious from fatigue at minus the
maximum (A002-05).
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.labelled import Labelled


@dataclass(frozen=True)
class Characteristic:
    """One of the eight characteristics and what it covers."""

    abbreviation: str
    name: str
    covers: str


# Basic Roleplaying house rules › "Basic Characteristics", in the sheet's order.
CHARACTERISTICS: tuple[Characteristic, ...] = (
    Characteristic("CHA", "Charisma", "personality, charm, persuasion, leadership"),
    Characteristic("CON", "Constitution", "health, toughness, resisting disease"),
    Characteristic("DEX", "Dexterity", "agility, coordination, precision, reflexes"),
    Characteristic("EDU", "Education", "technology, arts, sciences, humanities"),
    Characteristic("INT", "Intelligence", "reasoning, memory, logic, wits"),
    Characteristic("POW", "Power", "supernatural awareness and abilities"),
    Characteristic("SIZ", "Size", "height, weight, mass"),
    Characteristic("STR", "Strength", "muscle, lifting, carrying"),
)

HUMAN_MOVE_RATE = 10
METRES_PER_MOVE_POINT = 3  # a move rate of 10 covers 30 m in a combat round
FEET_PER_MOVE_POINT = 10  # … or 100 feet
LUCK_PER_ROLL = 10  # Luck added to or taken from one roll, at most


def metres_per_round(move_rate: int) -> int:
    """Distance covered in one combat round ("Move Rate": 10 is 30 m).

    >>> metres_per_round(HUMAN_MOVE_RATE), metres_per_round(8)
    (30, 24)
    """
    return move_rate * METRES_PER_MOVE_POINT


class HitPointState(Labelled):
    """What a character's hit points mean ("Hit Points")."""

    ACTIVE = "active", "Up and acting"
    UNCONSCIOUS = "unconscious", "Unconscious"
    DYING = "dying", "Dead at the end of the next round"


def hit_point_state(hit_points: int) -> HitPointState:
    """The state at ``hit_points``: unconscious at 1 or 2, dying at 0 (and below, A002-12).

    >>> [hit_point_state(hp).value for hp in (3, 2, 1, 0, -4)]
    ['active', 'unconscious', 'unconscious', 'dying', 'dying']
    """
    if hit_points <= 0:
        return HitPointState.DYING
    if hit_points <= 2:
        return HitPointState.UNCONSCIOUS
    return HitPointState.ACTIVE


class WoundThreshold(Labelled):
    """What "half a target's maximum hit points" in one hit means (A002-11)."""

    AT_LEAST_HALF = "at_least_half", "At least half, exactly"
    HALF_ROUNDED_DOWN = "half_rounded_down", "At least half, rounded down"
    MORE_THAN_HALF = "more_than_half", "More than half"

    def least_damage(self, maximum_hit_points: int) -> int:
        """The smallest hit that calls for a major wound.

        >>> [reading.least_damage(13) for reading in WoundThreshold]
        [7, 6, 7]
        >>> [reading.least_damage(12) for reading in WoundThreshold]
        [6, 6, 7]
        """
        half = Fraction(maximum_hit_points, 2)
        if self is WoundThreshold.AT_LEAST_HALF:
            return -((-maximum_hit_points) // 2)  # the whole number at or above half
        if self is WoundThreshold.HALF_ROUNDED_DOWN:
            return maximum_hit_points // 2
        return int(half) + 1  # the whole number above half


def calls_for_major_wound(
    damage: int, maximum_hit_points: int, reading: WoundThreshold = WoundThreshold.AT_LEAST_HALF
) -> bool:
    """Whether one hit of ``damage`` calls for a roll on the major wound table.

    >>> calls_for_major_wound(6, 12), calls_for_major_wound(6, 13)
    (True, False)
    """
    return damage >= max(1, reading.least_damage(maximum_hit_points))


class FatigueState(Labelled):
    """What a character's fatigue points mean ("Fatigue")."""

    FRESH = "fresh", "Fresh"
    EXHAUSTED = "exhausted", "Exhausted: Disadvantage on every task"
    UNCONSCIOUS = "unconscious", "Unconscious"


def fatigue_state(fatigue: int, maximum_fatigue: int) -> FatigueState:
    """Exhausted (Disadvantage on every task) at 0 or less; unconscious at minus the maximum
    (A002-05).

    >>> [fatigue_state(f, 12).value for f in (1, 0, -11, -12)]
    ['fresh', 'exhausted', 'exhausted', 'unconscious']
    """
    if fatigue <= -maximum_fatigue:
        return FatigueState.UNCONSCIOUS
    if fatigue <= 0:
        return FatigueState.EXHAUSTED
    return FatigueState.FRESH


def luck_spend_allowed(points: int) -> bool:
    """Whether ``points`` of Luck may go on one roll ("Luck": up to 10 per roll).

    >>> luck_spend_allowed(10), luck_spend_allowed(11)
    (True, False)
    """
    return 0 <= points <= LUCK_PER_ROLL
