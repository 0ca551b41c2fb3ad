"""One rating, three documents: the result each d100 face gives, and the exact odds of every result
level, under each document's own rule:

- RuneQuest, The Game System › Results; Ability Result Table
- ReQuest, Core Mechanic: Skill Rolls › Skill test results; Special Numbers
- Basic Roleplaying, Edited House Rules › Basic Tasks

The documents do not share their levels: RuneQuest and Basic Roleplaying have five (critical,
special, success, failure, fumble), ReQuest four (no special; its Quality Rating counts extra
criticals, which here count as a critical). A level a document lacks is left out of its odds.
The readings of unclear rules are :class:`Readings`: A000-05 for a RuneQuest chance of 0% or less,
A000-01 (fumble or failure) and A000-04 (96–99 above 478%), and Basic Roleplaying's task readings
(:class:`rules_py.brp.tasks.TaskRules`: A002-02 "under a fifth", A002-03 what makes a special,
A002-04 what 01–05 always are).
"""

from dataclasses import dataclass, field
from fractions import Fraction

from rules_py.brp import tasks as brp
from rules_py.comparison.contests import System
from rules_py.dice import D100_FACES
from rules_py.levels import LEVEL_NAMES, Level
from rules_py.odds import Odds
from rules_py.request import skill_rolls as request
from rules_py.runequest import results as runequest


@dataclass(frozen=True)
class Readings:
    """The readings that change one roll's result: RuneQuest's low chance, fumbles and 96–99,
    ReQuest's Quality Rating, Basic Roleplaying's task rules."""

    low_chance: runequest.LowChance = runequest.LowChance.FIVE_PERCENT  # A000-05
    brp_rules: brp.TaskRules = field(default_factory=brp.TaskRules)  # A002-02, -03, -04
    fumbles: runequest.Fumbles = runequest.Fumbles.FUMBLE  # A000-01
    high_rolls: runequest.HighRolls = runequest.HighRolls.FAIL  # A000-04
    request_qr: request.QrReadings = request.SITE_QR  # A001-06, A001-07


SITE_READINGS = Readings()

# Every level any of the three documents has, best first, by JSON key.
LEVEL_KEYS: tuple[str, ...] = ("critical", "special", "success", "failure", "fumble")
LEVEL_LABELS: dict[str, str] = {key: LEVEL_NAMES[key.upper()] for key in LEVEL_KEYS}

# Each document's own levels, best first (Basic Roleplaying names its special "special/hard").
LEVELS: dict[System, tuple[Level, ...]] = {
    System.RUNEQUEST: runequest.BEST_FIRST,
    System.REQUEST: request.BEST_FIRST,
    System.BRP: tuple(sorted(brp.Degree, reverse=True)),
}


def level_of(system: System, rating: int, roll: int, readings: Readings = SITE_READINGS) -> Level:
    """The level ``roll`` (1..100, 00 = 100) gives against ``rating`` under ``system``.

    >>> [level_of(s, 60, 11).key for s in System]
    ['special', 'critical', 'special']
    >>> [level_of(s, 60, 3).key for s in System]
    ['critical', 'success', 'critical']
    """
    if system is System.RUNEQUEST:
        return runequest.result_level(
            rating, roll, readings.low_chance, None, readings.fumbles, readings.high_rolls
        )
    if system is System.REQUEST:
        return request.skill_test_result(rating, roll, readings.request_qr)
    return readings.brp_rules.degree(rating, roll)


def faces(system: System, rating: int, readings: Readings = SITE_READINGS) -> tuple[Level, ...]:
    """The level of each face, 01 first and 00 last.

    >>> [level.key for level in faces(System.BRP, 60)[94:]]
    ['failure', 'fumble', 'fumble', 'fumble', 'fumble', 'fumble']
    """
    return tuple(level_of(system, rating, roll, readings) for roll in D100_FACES)


def odds_of_faces(system: System, levels: tuple[Level, ...]) -> Odds[str]:
    """Exact odds of each of the document's levels (zeros kept), best first, counted over the
    hundred faces ``levels``.

    >>> odds = odds_of_faces(System.REQUEST, faces(System.REQUEST, 47))
    >>> {key: str(p) for key, p in odds.items()}
    {'critical': '1/20', 'success': '21/50', 'failure': '47/100', 'fumble': '3/50'}
    """
    counts = dict.fromkeys(LEVELS[system], 0)
    for level in levels:
        counts[level] += 1
    return Odds.from_counts({level.key: count for level, count in counts.items()}, len(D100_FACES))


def level_odds(system: System, rating: int, readings: Readings = SITE_READINGS) -> Odds[str]:
    """Exact odds of each level of ``system`` for ``rating``, best first.

    >>> {key: str(p * 100) for key, p in level_odds(System.RUNEQUEST, 60).items()}
    {'critical': '3', 'special': '9', 'success': '48', 'failure': '38', 'fumble': '2'}
    >>> {key: str(p * 100) for key, p in level_odds(System.BRP, 60).items()}
    {'critical': '5', 'special': '6', 'success': '49', 'failure': '35', 'fumble': '5'}
    """
    return odds_of_faces(system, faces(system, rating, readings))


def success_chance(system: System, rating: int, readings: Readings = SITE_READINGS) -> Fraction:
    """The chance of any success (success or better) under ``system``.

    >>> [str(success_chance(s, 60)) for s in System], str(success_chance(System.RUNEQUEST, 135))
    (['3/5', '3/5', '3/5'], '19/20')
    """
    levels = faces(system, rating, readings)
    return Fraction(sum(1 for level in levels if level.succeeded), len(D100_FACES))
