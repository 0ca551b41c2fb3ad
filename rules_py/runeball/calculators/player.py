"""The Runeball player calculator (Runeball 2022 Notes › Stats; Skills): seven
stats in; skills, hit points, initiative, MOVE and wound number out; and a seeded
stat roll.
"""

from random import Random

from rules_py.contract import (
    Calculator,
    CharacterMap,
    Input,
    InputError,
    JsonDict,
    Output,
    seed_input,
)
from rules_py.numbers import signed
from rules_py.runeball import attributes, skills, stats
from rules_py.runeball.attributes import Halves
from rules_py.runeball.calculators.common import STAT_RANGE
from rules_py.runeball.readings import (
    HALVES_SETTING,
    RAISE_TO_EIGHT_SETTING,
    SKILL_VALUE_SETTING,
    STAT_BONUS_SETTING,
)

NO_INCREASE = "none"


def _player(
    mus: int,
    skl: int,
    spd: int,
    tou: int,
    wit: int,
    tec: int,
    cha: int,
    increase: str,
    first: str,
    second: str,
    seed: int | None,
    stat_bonus: stats.StatBonus,
    skill_value: skills.SkillValue,
    hp_halves: Halves,
    raise_to_eight: stats.RaiseToEight,
) -> JsonDict:
    typed = {
        stats.Stat.MUS: mus,
        stats.Stat.SKL: skl,
        stats.Stat.SPD: spd,
        stats.Stat.TOU: tou,
        stats.Stat.WIT: wit,
        stats.Stat.TEC: tec,
        stats.Stat.CHA: cha,
    }
    bonus, value = stat_bonus, skill_value
    final = typed
    if increase != NO_INCREASE:
        try:
            final = stats.apply_increase(
                typed,
                stats.Increase(increase),
                stats.Stat(first),
                stats.Stat(second),
                raise_to_eight,
            )
        except stats.IncreaseError as error:
            raise InputError("second", error.message) from error
    hp = attributes.hit_points(
        final[stats.Stat.TOU], final[stats.Stat.MUS], final[stats.Stat.TEC], hp_halves
    )
    ini = attributes.initiative_score(final[stats.Stat.SPD], final[stats.Stat.WIT], bonus)

    def bonus_words(stat: stats.Stat) -> str:
        return f"{stat.abbreviation} {final[stat]} ({signed(stats.stat_bonus(final[stat], bonus))})"

    report: JsonDict = {
        "stats": {stat.value: final[stat] for stat in stats.Stat},
        "stats_line": ", ".join(f"{stat.abbreviation} {final[stat]}" for stat in stats.Stat),
        "bonuses": {stat.value: stats.stat_bonus(final[stat], bonus) for stat in stats.Stat},
        "skills": {
            skill.value: skills.skill_value(skill, final, value, bonus) for skill in skills.Skill
        },
        "hit_points": hp,
        "initiative": ini,
        "move": attributes.move(final[stats.Stat.SPD]),
        "half_move": attributes.half_move(attributes.move(final[stats.Stat.SPD])),
        "wound_number": attributes.wound_number(hp),
        "work": {
            **{
                skill.value: f"8 + {bonus_words(skill.stats[0])} + {bonus_words(skill.stats[1])}"
                if value is skills.SkillValue.BASE_PLUS_BONUSES
                else "8 for everyone"
                for skill in skills.Skill
            },
            "hit_points": _hit_point_work(final, hp_halves, hp),
            "initiative": f"{bonus_words(stats.Stat.SPD)} + {bonus_words(stats.Stat.WIT)}",
            "move": f"SPD {final[stats.Stat.SPD]}",
            "wound_number": f"{hp} ÷ 4, rounded down",
        },
    }
    if seed is not None:
        rolled, kept = stats.roll_stats(Random(seed))
        report |= {"rolled": rolled, "kept": kept}
    return report


def _hit_point_work(final: dict[stats.Stat, int], halves: Halves, hp: int) -> str:
    """How the hit points were added up.

    >>> base = dict.fromkeys(stats.Stat, 10) | {stats.Stat.MUS: 13, stats.Stat.TEC: 11}
    >>> _hit_point_work(base, Halves.EACH_DOWN, 29)
    'TOU 10 + 6 (½ MUS 13) + 5 (½ TEC 11) + 8 = 29'
    """
    tou, mus, tec = final[stats.Stat.TOU], final[stats.Stat.MUS], final[stats.Stat.TEC]
    if halves is Halves.SUM_DOWN:
        return f"TOU {tou} + {(mus + tec) // 2} (½ of MUS {mus} + TEC {tec}) + 8 = {hp}"
    return f"TOU {tou} + {mus // 2} (½ MUS {mus}) + {tec // 2} (½ TEC {tec}) + 8 = {hp}"


_STAT_DEFAULTS = (
    (stats.Stat.MUS, 12),
    (stats.Stat.SKL, 11),
    (stats.Stat.SPD, 13),
    (stats.Stat.TOU, 12),
    (stats.Stat.WIT, 10),
    (stats.Stat.TEC, 11),
    (stats.Stat.CHA, 9),
)
STAT_CHOICES = tuple(stat.value for stat in stats.Stat)
STAT_LABELS = tuple(stat.abbreviation for stat in stats.Stat)
SKILLS_GROUP = "Skills"
DERIVED_GROUP = "Hit points, initiative, move"
ROLLER_GROUP = "Stat roller"

RUNEBALL_PLAYER = Calculator(
    name="runeball_player",
    title="Runeball player",
    summary="Seven stats in (with the two +1 choices); the five skills, hit points, initiative, "
    "MOVE and wound number out; and a seeded roll of 2d6+4 eight times, best seven kept.",
    inputs=(
        *(
            Input(
                stat.value,
                stat.abbreviation,
                default=default,
                minimum=STAT_RANGE[0],
                maximum=STAT_RANGE[1],
                holds=f"runeball:{stat.value}",
            )
            for stat, default in _STAT_DEFAULTS
        ),
        Input(
            "increase",
            "Stat increase",
            kind="choice",
            default=NO_INCREASE,
            choices=(NO_INCREASE, *(choice.value for choice in stats.Increase)),
            choice_labels=(
                "None (stats typed after it)",
                *(choice.label for choice in stats.Increase),
            ),
        ),
        Input(
            "first",
            "+1 to",
            kind="choice",
            default="mus",
            choices=STAT_CHOICES,
            choice_labels=STAT_LABELS,
        ),
        Input(
            "second",
            "+1 to (or raised to 8)",
            kind="choice",
            default="spd",
            choices=STAT_CHOICES,
            choice_labels=STAT_LABELS,
        ),
        seed_input(
            "seed", "Roll stats with seed", "empty: no roll; a number rolls a set", default=None
        ),
    ),
    outputs=(
        Output("stats_line", "Stats after the increase"),
        *(
            Output(
                f"skills.{skill.value}",
                skill.label,
                group=SKILLS_GROUP,
                detail=f"work.{skill.value}",
            )
            for skill in skills.Skill
        ),
        Output("hit_points", "Hit points", group=DERIVED_GROUP, detail="work.hit_points"),
        Output("wound_number", "Wound number", group=DERIVED_GROUP, detail="work.wound_number"),
        Output(
            "initiative",
            "Initiative score (INI)",
            style="signed",
            group=DERIVED_GROUP,
            detail="work.initiative",
        ),
        Output("move", "MOVE (hexes)", group=DERIVED_GROUP, detail="work.move"),
        Output("half_move", "Half move (hexes)", group=DERIVED_GROUP),
        Output("rolled", "Eight rolls of 2d6+4", group=ROLLER_GROUP),
        Output("kept", "The best seven, to place", group=ROLLER_GROUP),
    ),
    run=_player,
    # Saved as a character: the stats after the increase, the five skills and the hit points.
    character=CharacterMap(
        "runeball",
        (
            *((f"stats.{stat.value}", f"runeball.{stat.value}") for stat in stats.Stat),
            *((f"skills.{skill.value}", f"skills.{skill.label}") for skill in skills.Skill),
            ("hit_points", "hit_points"),
        ),
    ),
    pairs=(("first", "second"),),
    settings=(STAT_BONUS_SETTING, SKILL_VALUE_SETTING, HALVES_SETTING, RAISE_TO_EIGHT_SETTING),
)
