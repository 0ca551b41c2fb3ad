"""Kinds of skill, base scores and specialisms (ReQuest, Core Mechanic: Skill Rolls › Types of
skills; Multiple skills used in one test; Specialising in Skills; Optional rules; Creating New
Skills).

Core skills are known by everyone of a species and culture; Edge skills are unusable until learned;
Trait skills come with a species trait. A base score adds two characteristics (sometimes a third
value). A change to a characteristic counts as temporary until it has lasted a week. One roll can
be read against several skills at once. A specialism's base score is its parent's base score plus
a tenth of the parent's learned value; an Advanced skill needs its parent at 100% first.

Reading: the tenth is rounded half up (A001-10: the document does not say). The Core/Edge names are
used throughout, though the document also says common/uncommon (A001-11).
"""

from collections.abc import Iterable, Mapping
from enum import Enum
from fractions import Fraction

from rules_py.request.skill_rolls import quality_rating
from rules_py.rounding import round_half_up

LASTING_CHANGE_DAYS = 7  # a characteristic change settles after a week
SPECIALISM_SHARE = Fraction(1, 10)  # of the parent's learned value
ADVANCED_PARENT_MINIMUM = 100  # an Advanced skill opens when its parent reaches 100%
SPECIALISM_REROLLS_PER_SESSION = 1  # the optional rule: one re-roll of a specialism per session


class SkillKind(Enum):
    """Core, Edge and Trait skills."""

    CORE = "core"
    EDGE = "edge"
    TRAIT = "trait"

    def usable(self, learned: bool) -> bool:
        """Edge skills do nothing until learned; the others are known from the start.

        >>> SkillKind.EDGE.usable(learned=False), SkillKind.CORE.usable(learned=False)
        (False, True)
        """
        return learned or self is not SkillKind.EDGE


def base_score(first: int, second: int, third: int = 0) -> int:
    """Two characteristics added, sometimes with a third characteristic or attribute.

    >>> base_score(13, 11), base_score(13, 11, 16)
    (24, 40)
    """
    return first + second + third


def change_is_lasting(days: int) -> bool:
    """A changed characteristic updates base and learned scores once it has lasted a week.

    >>> change_is_lasting(6), change_is_lasting(7)
    (False, True)
    """
    return days >= LASTING_CHANGE_DAYS


def one_roll_many_skills(skills: Mapping[str, int], roll: int) -> dict[str, int]:
    """One roll read against several skills at once: each skill's own QR.

    Singing the ballad of Black Arkat to sceptical trolls:

    >>> one_roll_many_skills({"Uz Lore": 60, "Sing": 35, "Theology (Arkat)": 44}, 44)
    {'Uz Lore': 2, 'Sing': -1, 'Theology (Arkat)': 2}
    """
    return {name: quality_rating(skill, roll) for name, skill in skills.items()}


def specialism_base_score(parent_base: int, parent_learned: int) -> int:
    """A specialism's base score: the parent's base score plus a tenth of its learned value.

    >>> specialism_base_score(24, 50), specialism_base_score(24, 55), specialism_base_score(24, 54)
    (29, 30, 29)
    """
    return parent_base + round_half_up(parent_learned * SPECIALISM_SHARE)


def is_specialism(name: str, improvable: Iterable[str]) -> bool:
    """A name "Skill (X)" is a specialism only when "Skill" itself can be improved.

    >>> improvable = ["1H Sword", "Perception"]
    >>> is_specialism("1H Sword (Humakti)", improvable)
    True
    >>> is_specialism("Close Combat (1H Sword)", improvable)
    False
    """
    parent, bracket, _ = name.partition(" (")
    return bool(bracket) and parent.strip().lower() in {skill.lower() for skill in improvable}


def can_learn_advanced(parent_skill: int) -> bool:
    """An Advanced skill can be learned once its parent skill is 100% or more.

    >>> can_learn_advanced(99), can_learn_advanced(100)
    (False, True)
    """
    return parent_skill >= ADVANCED_PARENT_MINIMUM
