"""Recovery rates (Basic Roleplaying house rules › "Recovery rates").

Hit points come back by first aid, by the day, or (with a major wound) by a weekly CON save;
fatigue by the minute; Sanity only by therapy; power points by the hour; Luck at the start of
each session, by a d100 roll against current Luck.

Reading: the session gain has no maximum, as written; the other reading stops Luck at 99
(A002-13, :class:`LuckCap`).
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from rules_py.dice import D100_FACES
from rules_py.dice_expressions import DiceExpression
from rules_py.odds import Odds


@dataclass(frozen=True)
class Recovery:
    """One line of the recovery rates: what recovers, when, and how much."""

    attribute: str
    when: str
    amount: str


FIRST_AID = DiceExpression(1, 3)
MAJOR_WOUND_WEEKLY = DiceExpression(1, 3)  # on a CON save at the end of each week
HOSPITAL_WEEKLY = MAJOR_WOUND_WEEKLY.maximum  # the same save in hospital gives the most, 3
HIT_POINTS_PER_DAY = 1
FATIGUE_PER_MINUTE = 1
THERAPY_PER_MONTH = DiceExpression(1, 3, -1)
POWER_POINTS_PER_HOUR_ASLEEP = 1
HOURS_AWAKE_PER_POWER_POINT = 2
LUCK_HIGH_GAIN = DiceExpression(2, 10, 10)  # the session roll is at or over current Luck
LUCK_LOW_GAIN = DiceExpression(1, 10, 5)  # the session roll is under current Luck
LUCK_MAXIMUM = 99  # under the other reading of A002-13 only

# Basic Roleplaying house rules › "Recovery rates", in the sheet's order.
RECOVERY_RATES: tuple[Recovery, ...] = (
    Recovery("Hit points", "First aid, once", f"+{FIRST_AID.text}"),
    Recovery("Hit points", "Each day, with no major wound", f"+{HIT_POINTS_PER_DAY}"),
    Recovery(
        "Hit points",
        "End of each week with a major wound, on a CON save",
        f"+{MAJOR_WOUND_WEEKLY.text}",
    ),
    Recovery(
        "Hit points",
        "The same, in hospital, on a CON save",
        f"+{HOSPITAL_WEEKLY} (the most)",
    ),
    Recovery("Fatigue", "Each minute of rest or light activity", f"+{FATIGUE_PER_MINUTE}"),
    Recovery("Sanity", "Each month of successful psychotherapy (no natural recovery)", "+1D3−1"),
    Recovery(
        "Power points",
        "Each hour of sleep, or every two hours awake",
        f"+{POWER_POINTS_PER_HOUR_ASLEEP}",
    ),
    Recovery("Luck", "Start of a session, d100 at or over current Luck", f"+{LUCK_HIGH_GAIN.text}"),
    Recovery("Luck", "Start of a session, d100 under current Luck", f"+{LUCK_LOW_GAIN.text}"),
)


def power_points_regained(hours_asleep: int, hours_awake: int) -> int:
    """Power points back after some sleep and some waking hours (1 an hour asleep, 1 per two
    hours awake; a half period gives nothing).

    >>> power_points_regained(8, 5)
    10
    """
    return hours_asleep * POWER_POINTS_PER_HOUR_ASLEEP + hours_awake // HOURS_AWAKE_PER_POWER_POINT


class LuckCap(Enum):
    """Whether the session gain can take Luck past 99 (A002-13)."""

    NONE = "none"
    AT_99 = "at_99"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "No maximum" if self is LuckCap.NONE else "Luck stops at 99"


def high_gain_chance(luck: int) -> Fraction:
    """Chance that the session's d100 is at or over current Luck (the bigger gain).

    >>> str(high_gain_chance(60)), str(high_gain_chance(0)), str(high_gain_chance(120))
    ('41/100', '1', '0')
    """
    return Fraction(sum(1 for roll in D100_FACES if roll >= luck), len(D100_FACES))


def session_gain(luck: int, roll: int, gain_roll: int, cap: LuckCap = LuckCap.NONE) -> int:
    """Luck gained from a session roll of ``roll`` and a gain-dice total of ``gain_roll``.

    >>> session_gain(60, 75, 22), session_gain(95, 97, 22, LuckCap.AT_99)
    (22, 4)
    """
    if cap is LuckCap.AT_99:
        return max(0, min(gain_roll, LUCK_MAXIMUM - luck))
    return gain_roll


def session_gain_odds(luck: int, cap: LuckCap = LuckCap.NONE) -> Odds[int]:
    """Exact odds of each Luck gain at the start of a session, smallest gain first.

    >>> odds = session_gain_odds(60)
    >>> str(odds[6]), str(odds[30]), sum(odds.values())
    ('59/1000', '41/10000', Fraction(1, 1))
    """
    high = high_gain_chance(luck)
    gains = Odds(
        (session_gain(luck, 0, total, cap), weight * p)
        for dice, weight in ((LUCK_LOW_GAIN, 1 - high), (LUCK_HIGH_GAIN, high))
        if weight
        for total, p in dice.odds().items()
    )
    return Odds(sorted(gains.items()))


def expected_session_gain(luck: int, cap: LuckCap = LuckCap.NONE) -> Fraction:
    """The average Luck gained at the start of a session.

    >>> str(expected_session_gain(60)), str(expected_session_gain(0))
    ('2961/200', '21')
    """
    return session_gain_odds(luck, cap).mean()
