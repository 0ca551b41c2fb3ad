"""Skill tests and their Quality Ratings (seed 001 › "The Skill Test", "Skill test results",
"Result's Quality Rating", "Special Numbers", "Very High Skill Tests - Additional Criticals",
"Auto-failures and Very High skills", "99 and Very, Very High Skills", "00 and Very, Very High
skills").

Spec R001-02 and R001-06..11. A roll of d100 at or under the modified skill succeeds; a double
(11, 22, ... 99) turns a success into a critical and a failure into a fumble. Each result has a
Quality Rating (QR): critical +2, success +1, failure 0, fumble -1. Every full 100 points of skill
above 100 that the roll fits under adds one more critical (+1 QR). 01 is a critical and never
worth less than QR 1; 02–05 succeed; 96–99 fail on their own; 00 is a fumble and never worth more
than QR 0.
"""

from fractions import Fraction
from functools import lru_cache

from rules_py.dice import D100_FACES
from rules_py.levels import Level

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


def additional_criticals(skill: int, roll: int) -> int:
    """How many of the skill's extra 100s the roll fits under (at or under, A001-06).

    >>> additional_criticals(125, 14), additional_criticals(250, 35), additional_criticals(250, 74)
    (1, 2, 1)
    >>> additional_criticals(100, 1), additional_criticals(125, 26)
    (0, 0)
    """
    return max(0, (skill - roll) // ADDITIONAL_CRITICAL_STEP)


def quality_rating(skill: int, roll: int) -> int:
    """The final QR of ``roll`` (1..100, 00 = 100) against the modified ``skill``.

    >>> quality_rating(47, 22), quality_rating(125, 11), quality_rating(250, 97)
    (2, 3, 1)
    >>> quality_rating(299, 99), quality_rating(999, 100)
    (1, 0)
    """
    qr = rolled_result(skill, roll) + additional_criticals(skill, roll)
    if roll == CRITICAL_ROLL:
        # Inert with this seed's rules (nothing lowers a QR, A001-13) but kept for any
        # outside penalty a table might add.
        qr = max(qr, SkillTestResult.SUCCESS)
    if roll == FUMBLE_ROLL:
        qr = min(qr, SkillTestResult.FAILURE)
    return int(qr)


def skill_test_result(skill: int, roll: int) -> SkillTestResult:
    """The result a roll counts as once its additional criticals are in.

    >>> skill_test_result(250, 97).key, skill_test_result(999, 100).key
    ('success', 'failure')
    """
    return SkillTestResult.from_quality_rating(quality_rating(skill, roll))


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
def quality_ratings(skill: int) -> tuple[int, ...]:
    """The QR of every face, 01 first and 00 last (index ``roll - 1``), worked out once a skill.

    >>> quality_ratings(47)[:12]
    (2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1)
    """
    return tuple(quality_rating(skill, roll) for roll in D100_FACES)


def quality_rating_odds(skill: int) -> dict[int, Fraction]:
    """Exact odds of each QR the skill can score, highest first.

    >>> {qr: str(p) for qr, p in quality_rating_odds(47).items()}
    {2: '1/20', 1: '21/50', 0: '47/100', -1: '3/50'}
    """
    faces = quality_ratings(skill)
    return {qr: Fraction(faces.count(qr), 100) for qr in sorted(set(faces), reverse=True)}
