"""Skill tests and their Quality Ratings (ReQuest, Core Mechanic: Skill Rolls › The Skill Test;
Skill test results; Result's Quality Rating; Special Numbers; Very High Skill Tests - Additional
Criticals; Auto-failures and Very High skills; 99 and Very, Very High Skills; 00 and Very, Very High
skills).

A roll of d100 at or under the modified skill succeeds; a double (11, 22, ... 99) turns a success
into a critical and a failure into a fumble. Each result has a Quality Rating (QR): critical +2,
success +1, failure 0, fumble -1. Every full 100 points of skill above 100 that the roll fits under
adds one more critical (+1 QR). 01 is a critical and never worth less than QR 1; 02–05 succeed;
96–99 fail on their own; 00 is a fumble and never worth more than QR 0.

Two readings are settings (:class:`QrReadings`). An additional critical needs a roll at or under
the excess, as the rule says, or strictly under it, as the example's "rolled less than 25" says
(A001-06, :class:`ExtraCriticals`). 96–98 turn into successes from 196%, 197% and 198%, as the rule
computes, or only "once your skill reaches 200%", as the text sums it up (A001-07,
:class:`HighFailures`).
"""

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from rules_py.dice import D100_FACES
from rules_py.levels import Level
from rules_py.odds import Odds

ALWAYS_SUCCEEDS = range(1, 6)  # 01–05
ALWAYS_FAILS = range(96, 101)  # 96–00
DOUBLES = frozenset(11 * digit for digit in range(1, 10))  # 11..99; 00 has its own rule
CRITICAL_ROLL = 1  # 01
FUMBLE_ROLL = 100  # 00
ADDITIONAL_CRITICAL_STEP = 100  # each full 100% above 100% is one more chance


class SkillTestResult(Level):
    """The four results of a skill test; the value is the result's own Quality Rating."""

    FUMBLE = -1
    FAILURE = 0
    SUCCESS = 1
    CRITICAL = 2

    @classmethod
    def from_quality_rating(cls, qr: int) -> "SkillTestResult":
        """The result a final QR counts as: QR 2 or more is a critical (two or more criticals).

        >>> SkillTestResult.from_quality_rating(4).key, SkillTestResult.from_quality_rating(0).key
        ('critical', 'failure')
        """
        return cls(max(min(qr, cls.CRITICAL), cls.FUMBLE))


BEST_FIRST = tuple(sorted(SkillTestResult, reverse=True))
SUCCESS_FROM_200 = range(96, 99)  # 96–98: "once your skill reaches 200%" (A001-07)
SKILL_200 = 200


class ExtraCriticals(Enum):
    """How a roll must compare with the excess over 100 for an additional critical (A001-06)."""

    AT_OR_UNDER = "at_or_under"  # the rule: "equal to or less than"
    UNDER = "under"  # the example: "rolled less than 25"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "At or under (the rule)" if self is ExtraCriticals.AT_OR_UNDER else "Strictly under"


class HighFailures(Enum):
    """From what skill 96–98 become successes (A001-07)."""

    COMPUTED = "computed"  # as the rule computes: 96 from 196%, 97 from 197%, 98 from 198%
    AT_200 = "at_200"  # all three once the skill reaches 200%

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        if self is HighFailures.COMPUTED:
            return "As the rule computes (96 from 196%)"
        return "All three at 200% exactly"


@dataclass(frozen=True)
class QrReadings:
    """The two readings of a skill test's Quality Rating (A001-06, A001-07)."""

    extra: ExtraCriticals = ExtraCriticals.AT_OR_UNDER
    high: HighFailures = HighFailures.COMPUTED


SITE_QR = QrReadings()


def is_double(roll: int) -> bool:
    """11, 22, ... 99 are doubles; 01 is not, and 00 is ruled on by itself.

    >>> is_double(22), is_double(1), is_double(100)
    (True, False, False)
    """
    return roll in DOUBLES


def succeeds(skill: int, roll: int) -> bool:
    """Whether the roll succeeds on its own, before any additional critical.

    >>> succeeds(47, 47), succeeds(47, 48), succeeds(0, 5), succeeds(250, 96)
    (True, False, True, False)
    """
    if roll in ALWAYS_SUCCEEDS:
        return True
    return roll not in ALWAYS_FAILS and roll <= skill


def rolled_result(skill: int, roll: int) -> SkillTestResult:
    """The result the dice give before additional criticals: success or failure, doubled or not.

    >>> rolled_result(47, 22).label, rolled_result(47, 88).label, rolled_result(250, 99).label
    ('Critical success', 'Fumble', 'Fumble')
    """
    if roll == CRITICAL_ROLL:
        return SkillTestResult.CRITICAL
    if roll == FUMBLE_ROLL:
        return SkillTestResult.FUMBLE
    doubled = is_double(roll)
    if succeeds(skill, roll):
        return SkillTestResult.CRITICAL if doubled else SkillTestResult.SUCCESS
    return SkillTestResult.FUMBLE if doubled else SkillTestResult.FAILURE


def additional_criticals(skill: int, roll: int, readings: QrReadings = SITE_QR) -> int:
    """How many of the skill's extra 100s the roll fits under (at or under, A001-06; strictly
    under, the other reading). Under the other reading of A001-07, 96–98 earn none below 200%.

    >>> additional_criticals(125, 14), additional_criticals(250, 35), additional_criticals(250, 74)
    (1, 2, 1)
    >>> additional_criticals(100, 1), additional_criticals(125, 26)
    (0, 0)
    >>> under = QrReadings(ExtraCriticals.UNDER)
    >>> additional_criticals(125, 25), additional_criticals(125, 25, under)
    (1, 0)
    >>> at_200 = QrReadings(high=HighFailures.AT_200)
    >>> additional_criticals(196, 96), additional_criticals(196, 96, at_200)
    (1, 0)
    """
    if readings.high is HighFailures.AT_200 and roll in SUCCESS_FROM_200 and skill < SKILL_200:
        return 0
    margin = skill - roll if readings.extra is ExtraCriticals.AT_OR_UNDER else skill - roll - 1
    return max(0, margin // ADDITIONAL_CRITICAL_STEP)


def quality_rating(skill: int, roll: int, readings: QrReadings = SITE_QR) -> int:
    """The final QR of ``roll`` (1..100, 00 = 100) against the modified ``skill``.

    >>> quality_rating(47, 22), quality_rating(125, 11), quality_rating(250, 97)
    (2, 3, 1)
    >>> quality_rating(299, 99), quality_rating(999, 100)
    (1, 0)
    """
    qr = rolled_result(skill, roll) + additional_criticals(skill, roll, readings)
    if roll == CRITICAL_ROLL:
        # Inert with this document's rules (nothing lowers a QR, A001-13) but kept for any
        # outside penalty a table might add.
        qr = max(qr, SkillTestResult.SUCCESS)
    if roll == FUMBLE_ROLL:
        qr = min(qr, SkillTestResult.FAILURE)
    return int(qr)


def skill_test_result(skill: int, roll: int, readings: QrReadings = SITE_QR) -> SkillTestResult:
    """The result a roll counts as once its additional criticals are in.

    >>> skill_test_result(250, 97).key, skill_test_result(999, 100).key
    ('success', 'failure')
    """
    return SkillTestResult.from_quality_rating(quality_rating(skill, roll, readings))


def criticals_label(qr: int) -> str:
    """The result's name with how many criticals it scored (a QR of 3 is a double critical).

    >>> criticals_label(1), criticals_label(2), criticals_label(3), criticals_label(5)
    ('Success', 'Critical success', 'Double critical', 'Critical success ×4')
    """
    criticals = qr - SkillTestResult.SUCCESS
    if criticals == 2:
        return "Double critical"
    if criticals > 2:
        return f"{SkillTestResult.CRITICAL.label} ×{criticals}"
    return SkillTestResult.from_quality_rating(qr).label


@lru_cache(maxsize=4096)
def quality_ratings(skill: int, readings: QrReadings = SITE_QR) -> tuple[int, ...]:
    """The QR of every face, 01 first and 00 last (index ``roll - 1``), worked out once a skill.

    >>> quality_ratings(47)[:12]
    (2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1)
    """
    return tuple(quality_rating(skill, roll, readings) for roll in D100_FACES)


def quality_rating_odds(skill: int, readings: QrReadings = SITE_QR) -> Odds[int]:
    """Exact odds of each QR the skill can score, highest first.

    >>> {qr: str(p) for qr, p in quality_rating_odds(47).items()}
    {2: '1/20', 1: '21/50', 0: '47/100', -1: '3/50'}
    """
    faces = quality_ratings(skill, readings)
    return Odds.from_counts({qr: faces.count(qr) for qr in sorted(set(faces), reverse=True)}, 100)
