"""The five Runeball skills and the stats behind them (Runeball 2022 Notes › Skills).

Everyone starts at a base of 8 in each skill. How the two named stats enter it is not said
(A003-04): the site reads ``8 + bonus(first stat) + bonus(second stat)``.
"""

from enum import Enum

from rules_py.labelled import Labelled
from rules_py.runeball.stats import Stat, StatBonus, stat_bonus

BASE_SKILL = 8


class Skill(Enum):
    """A Runeball skill and its two stats, as the notes list them."""

    BLOCK = "block"
    DODGE = "dodge"
    CATCH = "catch"
    PASS = "pass"
    KICK = "kick"

    @property
    def label(self) -> str:
        """The skill's name.

        >>> Skill.CATCH.label, [s.abbreviation for s in Skill.CATCH.stats]
        ('Catch', ['SPD', 'TEC'])
        """
        return self.value.capitalize()

    @property
    def stats(self) -> tuple[Stat, Stat]:
        """The two stats the skill is built from."""
        return SKILL_STATS[self]


SKILL_STATS: dict[Skill, tuple[Stat, Stat]] = {
    Skill.BLOCK: (Stat.MUS, Stat.SKL),
    Skill.DODGE: (Stat.SPD, Stat.WIT),
    Skill.CATCH: (Stat.SPD, Stat.TEC),
    Skill.PASS: (Stat.SKL, Stat.WIT),
    Skill.KICK: (Stat.MUS, Stat.TEC),
}


class SkillValue(Labelled):
    """How the stats enter a starting skill (reading A003-04)."""

    BASE_PLUS_BONUSES = "base_plus_bonuses", "8 + both stat bonuses"
    BASE_ONLY = "base_only", "8 for everyone (the stats only name it)"


def skill_value(
    skill: Skill,
    stats: dict[Stat, int],
    reading: SkillValue = SkillValue.BASE_PLUS_BONUSES,
    bonus: StatBonus = StatBonus.HALF,
) -> int:
    """A starting skill: 8 plus the bonuses of its two stats.

    >>> stats = dict.fromkeys(Stat, 10) | {Stat.MUS: 14, Stat.SKL: 12}
    >>> skill_value(Skill.BLOCK, stats), skill_value(Skill.BLOCK, stats, SkillValue.BASE_ONLY)
    (11, 8)
    """
    if reading is SkillValue.BASE_ONLY:
        return BASE_SKILL
    first, second = skill.stats
    return BASE_SKILL + stat_bonus(stats[first], bonus) + stat_bonus(stats[second], bonus)
