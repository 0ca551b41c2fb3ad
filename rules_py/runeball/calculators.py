"""The Runeball calculators (Runeball 2022 Notes): player, test, pass, kick, block, wound.

Each one declares its inputs and outputs and calls the rule modules; nothing here decides a rule.
Odds are exact fractions, shown in percent (``odds_exact`` and friends keep the fractions).
"""

from fractions import Fraction
from random import Random

from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    seed_input,
    seeded_random,
)
from rules_py.dice import as_percent
from rules_py.numbers import percent, signed
from rules_py.runeball import attributes, blocking, kicking, passing, skills, stats, wounds
from rules_py.runeball.attributes import Halves
from rules_py.runeball.blocking import Armour, BlockResult
from rules_py.runeball.dice import D12
from rules_py.runeball.exertion import (
    MAX_EXERTION,
    Timing,
    contested_exertion_bonus,
    exertion_cost_range,
    margins_after_the_roll,
    spent_after_the_roll,
)
from rules_py.runeball.passing import (
    Catcher,
    FrontDefender,
    PassOutcome,
    PassResult,
    ScatterLanding,
)
from rules_py.runeball.readings import (
    ARMOUR_SETTING,
    EXERTION_TIMING_SETTING,
    FRONT_DEFENDER_SETTING,
    HALVES_SETTING,
    OPPOSED_TIE_SETTING,
    RAISE_TO_EIGHT_SETTING,
    SKILL_VALUE_SETTING,
    STAT_BONUS_SETTING,
    TEST_DIE_SETTING,
)
from rules_py.runeball.skill_test import OpposedTie, TestDie, margin_odds, margin_words
from rules_py.tables import span

# A starting skill is 8 ± a few; wounds, blitzes and sprints take some off, advances add. Past
# these bounds an input is almost surely a typo.
SKILL_RANGE = (-20, 40)
MAX_ADJACENT = passing.MAX_ADJACENT
FIELD_LENGTH = 31  # no distance on the field is longer (the field's own module has the geometry)


def skill_input(
    name: str, label: str, default: int, optional: bool = False, help: str = ""
) -> Input:
    """A skill after modifiers: the same range everywhere."""
    low, high = SKILL_RANGE
    return Input(
        name,
        label,
        default=None if optional else default,
        minimum=low,
        maximum=high,
        optional=optional,
        help=help,
    )


def adjacent_input(name: str, label: str, help: str = "") -> Input:
    """A count of players next to someone: 0–6, none when left empty."""
    return Input(name, label, default=0, minimum=0, maximum=MAX_ADJACENT, optional=True, help=help)


def exertion_input(name: str) -> Input:
    """Points of exertion spent on a test: 0–2, each +1 for 1d4 hit points; none when empty."""
    return Input(
        name,
        "Exertion (+1 each, 1d4 HP each)",
        default=0,
        minimum=0,
        maximum=MAX_EXERTION,
        optional=True,
        help="0–2 points",
    )


def count(value: int | None) -> int:
    """An optional count left empty is none.

    >>> count(None), count(2)
    (0, 2)
    """
    return 0 if value is None else value


def percents(odds: dict[str, Fraction]) -> dict[str, float]:
    """A distribution in percent, keys kept."""
    return {key: as_percent(p) for key, p in odds.items()}


def exact(odds: dict[str, Fraction]) -> dict[str, str]:
    """A distribution as exact fractions in text."""
    return {key: str(p) for key, p in odds.items()}


def cost_text(points: int) -> str:
    """What exertion costs, in words.

    >>> cost_text(0), cost_text(2)
    ('nothing', '2–8 hit points (2d4)')
    """
    if points == 0:
        return "nothing"
    low, high = exertion_cost_range(points)
    return f"{low}–{high} hit points ({points}d4)"


def _check_front(front_name: str, adjacent: int, adjacent_front: int) -> None:
    if adjacent_front > adjacent:
        raise InputError(
            front_name, f"counts some of the adjacent opponents, so at most {adjacent}"
        )


PASS_RESULT_LABELS = tuple((result.value, result.label) for result in PassResult)
PASS_OUTCOME_LABELS = tuple((outcome.value, outcome.label) for outcome in PassOutcome)


def _pass(
    pass_skill: int,
    range: int,  # the notes' word, and the input's name
    passer_adjacent: int | None,
    passer_adjacent_front: int | None,
    catch_skill: int,
    receiver_adjacent: int | None,
    interceptor_catch: int | None,
    interceptor_adjacent: int | None,
    pass_exertion: int | None,
    scatter_landing: str,
    test_die: str,
    front_defender: str,
) -> JsonDict:
    passer_adjacent, passer_adjacent_front = count(passer_adjacent), count(passer_adjacent_front)
    receiver_adjacent, interceptor_adjacent = count(receiver_adjacent), count(interceptor_adjacent)
    pass_exertion = count(pass_exertion)
    _check_front("passer_adjacent_front", passer_adjacent, passer_adjacent_front)
    die, front = TestDie(test_die), FrontDefender(front_defender)
    landing = ScatterLanding(scatter_landing)
    receiver = Catcher(catch_skill, receiver_adjacent)
    interceptor = (
        None if interceptor_catch is None else Catcher(interceptor_catch, interceptor_adjacent)
    )
    report: JsonDict = {
        "range": range,
        "dl": None,
        "kind": "pass",
        "note": "A pass",
        "odds": {},
        "odds_exact": {},
        "outcomes": {},
        "outcomes_exact": {},
        "bands": [],
        "exertion_cost": cost_text(pass_exertion),
    }
    if range == passing.HANDOFF_RANGE:
        dl = passing.handoff_catch_dl(receiver_adjacent)
        result_odds = {PassResult.PERFECT: Fraction(1)}
        report |= {
            "kind": "handoff",
            "note": f"A handoff: no roll, a perfect pass caught at DL {dl}, "
            "which nobody can intercept.",
            # exertion raises a roll, and the passer of a handoff rolls nothing
            "exertion_cost": "nothing: a handoff has no roll to raise",
        }
        interceptor = None
    else:
        dl_or_none = passing.pass_dl(range, passer_adjacent, passer_adjacent_front, front)
        if dl_or_none is None:
            raise InputError(
                "range",
                f"no pass reaches {range} hexes: {passing.MIN_PASS_RANGE}–"
                f"{passing.MAX_PASS_RANGE} for a pass, 1 for a handoff",
            )
        report["dl"] = dl_or_none
        result_odds = passing.pass_result_odds(pass_skill, dl_or_none, die, pass_exertion)
        report["bands"] = _pass_bands(
            pass_skill, dl_or_none, die, pass_exertion, result_odds, receiver, interceptor
        )
    outcomes = passing.pass_outcome_odds(result_odds, receiver, die, interceptor, landing)
    odds = {result.value: result_odds.get(result, Fraction(0)) for result in PassResult}
    report |= {
        "odds": percents(odds),
        "odds_exact": exact(odds),
        "outcomes": percents({o.value: p for o, p in outcomes.items()}),
        "outcomes_exact": exact({o.value: p for o, p in outcomes.items()}),
    }
    return report


def _pass_bands(
    pass_skill: int,
    dl: int,
    die: TestDie,
    bonus: int,
    result_odds: dict[PassResult, Fraction],
    receiver: Catcher,
    interceptor: Catcher | None,
) -> list[JsonDict]:
    margins = margin_odds(pass_skill, dl, die, bonus)
    rows = []
    for band in passing.PASS_RESULT_ROWS:
        reached = [m for m in margins if passing.pass_band(m) is band]
        offset = dl - pass_skill - bonus  # margin + offset = the die's roll
        rolls = span(min(reached) + offset, max(reached) + offset) if reached else "—"
        catch = passing.catch_dl(band.result, receiver.adjacent)
        intercept = passing.intercept_dl(
            band.result, 0 if interceptor is None else interceptor.adjacent
        )
        rows.append(
            {
                "result": band.result.label,
                "rolls": rolls,
                "odds": as_percent(result_odds[band.result]),
                "catch_dl": catch,
                "intercept_dl": intercept,
            }
        )
    return rows


RUNEBALL_PASS = Calculator(
    name="runeball_pass",
    title="Runeball pass",
    summary="The DL of a pass, the odds of each pass result, and how the pass ends: completed, "
    "intercepted, fumbled or turned over.",
    inputs=(
        skill_input("pass_skill", "Passer's Pass skill", 10),
        Input(
            "range",
            "Range (hexes)",
            default=8,
            minimum=1,
            maximum=FIELD_LENGTH + 15,
            help="2–18 for a pass; 1 is a handoff",
        ),
        adjacent_input("passer_adjacent", "Defenders next to the passer"),
        adjacent_input("passer_adjacent_front", "Of them in front of him", help="along the throw"),
        skill_input("catch_skill", "Receiver's Catch skill", 10),
        adjacent_input("receiver_adjacent", "Defenders next to the receiver"),
        skill_input("interceptor_catch", "Interceptor's Catch skill", 10, optional=True),
        adjacent_input(
            "interceptor_adjacent",
            "Passing-team players next to the interceptor",
        ),
        exertion_input("pass_exertion"),
        Input(
            "scatter_landing",
            "A scattered pass lands on",
            kind="choice",
            default=ScatterLanding.EMPTY.value,
            choices=tuple(landing.value for landing in ScatterLanding),
            choice_labels=tuple(landing.label for landing in ScatterLanding),
            help="the field decides; the odds take this hex",
        ),
    ),
    outputs=(
        Output("note", "What it is"),
        Output("dl", "Pass DL"),
        Output("odds", "Odds of each pass result", kind="odds", labels=PASS_RESULT_LABELS),
        Output(
            "bands",
            "Each result: the die rolls, the catch and intercept DLs",
            kind="records",
            columns=(
                ("result", "Result"),
                ("rolls", "Die rolls"),
                ("odds", "Odds"),
                ("catch_dl", "Catch DL"),
                ("intercept_dl", "Intercept DL"),
            ),
            column_styles=(("odds", "percent"),),
        ),
        Output("outcomes", "How the pass ends", kind="odds", labels=PASS_OUTCOME_LABELS),
        Output("exertion_cost", "Exertion costs the passer"),
    ),
    run=_pass,
    pairs=(
        ("passer_adjacent", "passer_adjacent_front"),
        ("interceptor_catch", "interceptor_adjacent"),
    ),
    settings=(TEST_DIE_SETTING, FRONT_DEFENDER_SETTING),
)


def _scatter_labels() -> tuple[tuple[str, str], ...]:
    longest = max(band.scatter.highest for band in kicking.KICK_ROWS if band.scatter is not None)
    return (
        *(
            (str(hexes), f"{hexes} hex" + ("" if hexes == 1 else "es"))
            for hexes in range(longest + 1)
        ),
        (kicking.OUT_OF_BOUNDS, "Out of bounds"),
    )


def _kick(
    kick_skill: int,
    distance: int | None,
    adjacent: int | None,
    adjacent_front: int | None,
    kick_exertion: int | None,
    test_die: str,
    front_defender: str,
) -> JsonDict:
    adjacent, adjacent_front, kick_exertion = (
        count(adjacent),
        count(adjacent_front),
        count(kick_exertion),
    )
    _check_front("adjacent_front", adjacent, adjacent_front)
    die, front = TestDie(test_die), FrontDefender(front_defender)
    scatter = {
        str(key): p
        for key, p in kicking.kickoff_scatter_odds(kick_skill, die, kick_exertion).items()
    }
    margins = margin_odds(kick_skill, kicking.KICKOFF_DL, die, kick_exertion)
    kickoff_rows = []
    for band in kicking.KICK_ROWS:
        p = sum((q for m, q in margins.items() if kicking.kick_band(m) is band), Fraction(0))
        kickoff_rows.append(
            {
                "margin": margin_words(band.lowest, band.highest),
                "result": "Out of bounds"
                if band.scatter is None
                else f"Scatters {band.scatter.label} hexes",
                "odds": as_percent(p),
            }
        )
    report: JsonDict = {
        "scatter": percents(scatter),
        "scatter_exact": exact(scatter),
        "kickoff": kickoff_rows,
        "dl": None,
        "success": None,
        "success_exact": None,
        "odds": {},
        "odds_exact": {},
        "miss_scatter": {},
        "exertion_cost": cost_text(kick_exertion),
    }
    if distance is not None:
        dl = kicking.field_goal_dl(distance, adjacent, adjacent_front, front)
        chance = kicking.field_goal_chance(kick_skill, dl, die, kick_exertion)
        field_goal = {"success": chance, "miss": 1 - chance}
        miss = {
            str(hexes): (1 - chance) * p
            for hexes, p in kicking.FIELD_GOAL_MISS_SCATTER.odds().items()
        }
        report |= {
            "dl": dl,
            "success": as_percent(chance),
            "success_exact": str(chance),
            "odds": percents(field_goal),
            "odds_exact": exact(field_goal),
            "miss_scatter": percents(miss),
        }
    return report


RUNEBALL_KICK = Calculator(
    name="runeball_kick",
    title="Runeball kick",
    summary="How far a kickoff scatters (or sails out of bounds), and the DL and odds of a "
    "field goal.",
    inputs=(
        skill_input("kick_skill", "Kicker's Kick skill", 10),
        Input(
            "distance",
            "Field goal: hexes to the goal post",
            optional=True,
            minimum=1,
            maximum=FIELD_LENGTH,
            help="leave empty for a kickoff only",
        ),
        adjacent_input("adjacent", "Opponents next to the kicker"),
        adjacent_input("adjacent_front", "Of them in front of him"),
        exertion_input("kick_exertion"),
    ),
    outputs=(
        Output(
            "kickoff",
            "Kickoff (Kick against DL 10)",
            kind="records",
            columns=(("margin", "Margin"), ("result", "Result"), ("odds", "Odds")),
            column_styles=(("odds", "percent"),),
            group="Kickoff",
        ),
        Output(
            "scatter",
            "How far the kickoff lands from its target",
            kind="odds",
            labels=_scatter_labels(),
            group="Kickoff",
        ),
        Output("dl", "Field goal DL", group="Field goal"),
        Output("success", "Chance to hit the post", style="percent", group="Field goal"),
        Output(
            "miss_scatter",
            "A miss lands this far from the post",
            kind="odds",
            labels=_scatter_labels()[:-1],
            group="Field goal",
        ),
        Output("exertion_cost", "Exertion costs the kicker"),
    ),
    run=_kick,
    pairs=(("adjacent", "adjacent_front"),),
    settings=(TEST_DIE_SETTING, FRONT_DEFENDER_SETTING),
)


# --- the player ---------------------------------------------------------------------------------

STAT_RANGE = (1, 30)  # rolled 6–16, 17 after the +1; past 30 an input is almost surely a typo
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
    stat_bonus: str,
    skill_value: str,
    hp_halves: str,
    raise_to_eight: str,
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
    bonus, value = stats.StatBonus(stat_bonus), skills.SkillValue(skill_value)
    final = typed
    if increase != NO_INCREASE:
        try:
            final = stats.apply_increase(
                typed,
                stats.Increase(increase),
                stats.Stat(first),
                stats.Stat(second),
                stats.RaiseToEight(raise_to_eight),
            )
        except stats.IncreaseError as error:
            raise InputError("second", error.message) from error
    hp = attributes.hit_points(
        final[stats.Stat.TOU], final[stats.Stat.MUS], final[stats.Stat.TEC], Halves(hp_halves)
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
            "hit_points": _hit_point_work(final, Halves(hp_halves), hp),
            "initiative": f"{bonus_words(stats.Stat.SPD)} + {bonus_words(stats.Stat.WIT)}",
            "move": f"SPD {final[stats.Stat.SPD]}",
            "wound_number": f"{hp} ÷ 4, rounded down",
        },
        "rolled": None,
        "kept": None,
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
    pairs=(("first", "second"),),
    settings=(STAT_BONUS_SETTING, SKILL_VALUE_SETTING, HALVES_SETTING, RAISE_TO_EIGHT_SETTING),
)


# --- a skill test -------------------------------------------------------------------------------

DL_RANGE = (1, 60)


def _test(
    skill: int,
    dl: int,
    exertion: int | None,
    modifier: int | None,
    test_die: str,
    exertion_timing: str,
) -> JsonDict:
    points, bonus = count(exertion), count(modifier)
    die = TestDie(test_die)
    if Timing(exertion_timing) is Timing.BEFORE:
        margins = margin_odds(skill, dl, die, points + bonus)
        cost = cost_text(points)
    else:
        unexerted = margin_odds(skill, dl, die, bonus)
        margins = margins_after_the_roll(unexerted, points)
        cost = after_roll_cost_text(spent_after_the_roll(unexerted, points))
    success = sum((p for m, p in margins.items() if m >= 0), Fraction(0))
    ordered = sorted(margins.items(), reverse=True)
    return {
        "success": as_percent(success),
        "success_exact": str(success),
        "odds": percents({"success": success, "failure": 1 - success}),
        "odds_exact": exact({"success": success, "failure": 1 - success}),
        "margins": {_margin_key(m): as_percent(p) for m, p in ordered},
        "margins_exact": {str(m): str(p) for m, p in ordered},
        "needed": needed_words(dl - skill - points - bonus, die),
        "exertion_cost": cost,
    }


def after_roll_cost_text(spent: dict[int, Fraction]) -> str:
    """What exertion spent after the roll costs, in words: how often each amount is spent.

    >>> after_roll_cost_text({0: Fraction(3, 4), 1: Fraction(1, 4)})
    '1d4 hit points 25% of the time; nothing otherwise'
    >>> after_roll_cost_text({0: Fraction(1)})
    'nothing: no roll needs it'
    """
    paid = [
        f"{points}d4 hit points {percent(as_percent(p))} of the time"
        for points, p in spent.items()
        if points and p
    ]
    if not paid:
        return "nothing: no roll needs it"
    return "; ".join(paid) + "; nothing otherwise"


def needed_words(needed: int, die: TestDie) -> str:
    """What the dice must show for a test to succeed, in words: "always" when every roll makes
    it, "never" when none does.

    >>> needed_words(4, TestDie.D12), needed_words(-39, TestDie.D12), needed_words(20, TestDie.D12)
    ('4 or more on 1d12', 'Always: every roll succeeds', 'Never: no roll reaches the DL')
    >>> needed_words(12, TestDie.D12), needed_words(2, TestDie.TWO_D6)
    ('12 on 1d12', 'Always: every roll succeeds')
    """
    dice = die.dice
    if needed <= dice.lowest:
        return "Always: every roll succeeds"
    if needed > dice.highest:
        return "Never: no roll reaches the DL"
    if needed == dice.highest:
        return f"{needed} on {dice.label}"
    return f"{needed} or more on {dice.label}"


def _margin_key(margin: int) -> str:
    """How the odds of one margin are named (words, so a browser keeps them best first).

    >>> _margin_key(2), _margin_key(0), _margin_key(-3)
    ('Succeeds by 2', 'Succeeds by 0', 'Fails by 3')
    """
    return f"Succeeds by {margin}" if margin >= 0 else f"Fails by {-margin}"


RUNEBALL_TEST = Calculator(
    name="runeball_test",
    title="Runeball skill test",
    summary="The chance a test reaches its DL, the odds of every margin, and what exertion costs.",
    inputs=(
        skill_input("skill", "Skill", 10),
        Input("dl", "DL", default=12, minimum=DL_RANGE[0], maximum=DL_RANGE[1]),
        exertion_input("exertion"),
        Input(
            "modifier",
            "Other modifiers",
            default=0,
            optional=True,
            minimum=-20,
            maximum=20,
            help="blitz −2, Bruise −1 each…",
        ),
    ),
    outputs=(
        Output("success", "Chance of success", style="percent"),
        Output("needed", "The dice must show"),
        Output("margins", "Odds of each margin", kind="odds"),
        Output("exertion_cost", "Exertion costs"),
    ),
    run=_test,
    settings=(TEST_DIE_SETTING, EXERTION_TIMING_SETTING),
)


# --- a block ------------------------------------------------------------------------------------

YES_NO = (("no", "No"), ("yes", "Yes"))
BLOCK_RESULT_LABELS = tuple((result.value, result.label) for result in BlockResult)
MAX_DEFENCES = 10


def _yes_no_input(name: str, label: str, help: str) -> Input:
    return Input(
        name,
        label,
        kind="choice",
        default="no",
        choices=tuple(key for key, _ in YES_NO),
        choice_labels=tuple(words for _, words in YES_NO),
        help=help,
    )


def _block(
    block: int,
    defence: int,
    defences_used: int | None,
    tackle: str,
    sprint: str,
    blitz: str,
    exertion: int | None,
    counter_exertion: int | None,
    blocker_mus: int,
    defender_mus: int,
    blocker_wound_number: int,
    defender_wound_number: int,
    test_die: str,
    stat_bonus: str,
    opposed_tie: str,
    armour: str,
) -> JsonDict:
    pledged, countered = count(exertion), count(counter_exertion)
    if countered > pledged:
        raise InputError(
            "counter_exertion", f"cannot be more than the blocker's exertion ({pledged})"
        )
    die, tie, bonus = TestDie(test_die), OpposedTie(opposed_tie), stats.StatBonus(stat_bonus)
    stops = Armour(armour).points
    modifier = blocking.attack_modifier(tackle == "yes", sprint == "yes", blitz == "yes")
    modifier += contested_exertion_bonus(pledged, countered)
    attack = block + modifier
    defence_now = blocking.defence_after_uses(defence, count(defences_used))
    results = blocking.block_result_odds(attack, defence_now, die, tie)
    blocker_hits = blocking.block_damage_odds(blocker_mus, armour=stops, bonus=bonus)
    defender_hits = blocking.block_damage_odds(defender_mus, armour=stops, bonus=bonus)
    defender_wounded = blocking.wound_chance(blocker_hits, defender_wound_number)
    blocker_wounded = blocking.wound_chance(defender_hits, blocker_wound_number)
    hit = results[BlockResult.KNOCKDOWN] + results[BlockResult.KNOCKBACK]
    consequences = {
        "defender_down": results[BlockResult.KNOCKDOWN]
        + results[BlockResult.KNOCKBACK] * defender_wounded,
        "defender_wounded": hit * defender_wounded,
        "blocker_down": results[BlockResult.BLOCKER_DOWN] + results[BlockResult.BLOCKER_HURT],
        "blocker_wounded": results[BlockResult.BLOCKER_HURT] * blocker_wounded,
    }
    odds = {result.value: p for result, p in results.items()}
    return {
        "attack": attack,
        "defence_now": defence_now,
        "odds": percents(odds),
        "odds_exact": exact(odds),
        "consequences": percents(consequences),
        "consequences_exact": exact(consequences),
        "defender_wound_chance": as_percent(defender_wounded),
        "blocker_wound_chance": as_percent(blocker_wounded),
        "exertion_cost": cost_text(pledged),
        "counter_cost": cost_text(countered),
        "work": {
            "attack": f"Block {block} {signed(modifier, zero='+0')}",
            "defence_now": f"{defence} − 2 × {count(defences_used)} earlier uses",
        },
    }


RUNEBALL_BLOCK = Calculator(
    name="runeball_block",
    title="Runeball block",
    summary="Odds of each Blocking result for a block against a Block or Dodge, and of "
    "knockdowns and wounds from both players' damage and wound numbers.",
    inputs=(
        skill_input("block", "Blocker's Block", 10),
        skill_input("defence", "Defender's Block or Dodge", 10),
        Input(
            "defences_used",
            "Earlier uses of that defence this round",
            default=0,
            optional=True,
            minimum=0,
            maximum=MAX_DEFENCES,
            help="each −2",
        ),
        _yes_no_input("tackle", "Tackle", "−1"),
        _yes_no_input("sprint", "Sprinted into it", "−2"),
        _yes_no_input("blitz", "Blitzing", "−2"),
        exertion_input("exertion"),
        Input(
            "counter_exertion",
            "Defender's counter-exertion",
            default=0,
            optional=True,
            minimum=0,
            maximum=MAX_EXERTION,
            help="cancels the blocker's, point for point",
        ),
        Input("blocker_mus", "Blocker's MUS", default=12, minimum=STAT_RANGE[0], maximum=30),
        Input("defender_mus", "Defender's MUS", default=12, minimum=STAT_RANGE[0], maximum=30),
        Input("blocker_wound_number", "Blocker's wound number", default=7, minimum=1, maximum=30),
        Input("defender_wound_number", "Defender's wound number", default=7, minimum=1, maximum=30),
    ),
    outputs=(
        Output("attack", "Blocker's skill with modifiers", detail="work.attack"),
        Output("defence_now", "Defence after earlier uses", detail="work.defence_now"),
        Output("odds", "Odds of each Blocking result", kind="odds", labels=BLOCK_RESULT_LABELS),
        Output(
            "consequences",
            "What happens to the players",
            kind="odds",
            labels=(
                ("defender_down", "Defender knocked down"),
                ("defender_wounded", "Defender wounded"),
                ("blocker_down", "Blocker knocked down"),
                ("blocker_wounded", "Blocker wounded"),
            ),
        ),
        Output("defender_wound_chance", "A hit wounds the defender", style="percent"),
        Output("blocker_wound_chance", "The defender's hit wounds the blocker", style="percent"),
        Output("exertion_cost", "Exertion costs the blocker"),
        Output("counter_cost", "Counter-exertion costs the defender"),
    ),
    run=_block,
    pairs=(
        ("block", "defence"),
        ("exertion", "counter_exertion"),
        ("blocker_mus", "defender_mus"),
        ("blocker_wound_number", "defender_wound_number"),
    ),
    settings=(TEST_DIE_SETTING, STAT_BONUS_SETTING, OPPOSED_TIE_SETTING, ARMOUR_SETTING),
)


# --- a wound ------------------------------------------------------------------------------------

ROLL_NAMES = ("roll", "second_roll", "third_roll")


def _wound(
    roll: int | None, second_roll: int | None, third_roll: int | None, seed: int | None
) -> JsonDict:
    given = [roll, second_roll, third_roll]
    for index in range(1, len(given)):
        if given[index] is not None and given[index - 1] is None:
            raise InputError(ROLL_NAMES[index], f"give {ROLL_NAMES[index - 1]} first")
    rolls = [r for r in given if r is not None]
    chain, wants_more = wounds.wound_chain(rolls)
    if len(chain) < len(rolls):
        stopped = chain[-1].name
        raise InputError(
            ROLL_NAMES[len(chain)], f"is not rolled: the {stopped} does not roll again"
        )
    rng = seeded_random(seed)
    drawn: list[int] = []
    while (not rolls + drawn or wants_more) and len(rolls) + len(drawn) < wounds.MAX_CHAIN:
        drawn.append(D12.roll(rng)[1])
        chain, wants_more = wounds.wound_chain(rolls + drawn)
    counts = wounds.effect_counts(chain)
    all_rolls = rolls + drawn
    first_odds = {
        row.name: Fraction(row.highest - row.lowest + 1, D12.sides) for row in wounds.WOUND_ROWS
    }
    return {
        "rolls": all_rolls,
        "chain": [
            {
                "roll": r,
                "wound": row.name,
                "effects": " + ".join(e.label for e in row.effects),
                "rolled_by": "you" if index < len(rolls) else "the seed",
            }
            for index, (r, row) in enumerate(zip(all_rolls, chain, strict=True))
        ],
        "wound": " then ".join(row.name for row in chain),
        "effects": [
            {"effect": effect.label, "times": times, "what": effect.summary}
            for effect, times in counts.items()
        ],
        "skill_penalty": wounds.BRUISE_SKILL * counts.get(wounds.Effect.BRUISE, 0),
        "initiative_penalty": wounds.SLOW_INITIATIVE * counts.get(wounds.Effect.SLOW, 0),
        "move_penalty": wounds.SLOW_MOVE * counts.get(wounds.Effect.SLOW, 0),
        "hp_per_action": _hp_per_action(
            counts.get(wounds.Effect.BLEED, 0), counts.get(wounds.Effect.PAIN, 0)
        ),
        "out": wounds.Effect.OUT in counts,
        "odds": percents(first_odds),
        "odds_exact": exact(first_odds),
    }


def _hp_per_action(bleeds: int, pains: int) -> str:
    """Hit points lost each action.

    >>> _hp_per_action(0, 0), _hp_per_action(2, 1)
    ('none', '2 + 1d4')
    """
    parts = ([str(bleeds)] if bleeds else []) + ([f"{pains}d4"] if pains else [])
    return " + ".join(parts) or "none"


def _d12_input(name: str, label: str, help: str) -> Input:
    return Input(name, label, optional=True, minimum=D12.lowest, maximum=D12.highest, help=help)


RUNEBALL_WOUND = Calculator(
    name="runeball_wound",
    title="Runeball wound",
    summary="The wound a d12 gives, rolling again after a Break or KO as often as needed, and "
    "what its effects add up to.",
    inputs=(
        _d12_input("roll", "d12 roll", "empty: the seed rolls"),
        _d12_input("second_roll", "Roll again", "after a Break or KO"),
        _d12_input("third_roll", "And again", "after a second Break or KO"),
        seed_input("seed", "Seed for rolls not given", "another number rolls other dice"),
    ),
    outputs=(
        Output("wound", "The wound"),
        Output(
            "chain",
            "Roll by roll",
            kind="records",
            columns=(
                ("roll", "d12"),
                ("wound", "Wound"),
                ("effects", "Effects"),
                ("rolled_by", "Rolled by"),
            ),
        ),
        Output(
            "effects",
            "Its effects",
            kind="records",
            columns=(("effect", "Effect"), ("times", "Times"), ("what", "What it does")),
        ),
        Output("skill_penalty", "All skills", style="signed", group="Adding up"),
        Output("initiative_penalty", "INI", style="signed", group="Adding up"),
        Output("move_penalty", "MOVE", style="signed", group="Adding up"),
        Output("hp_per_action", "Hit points lost each action", group="Adding up"),
        Output("out", "Out cold", group="Adding up"),
        Output("odds", "Odds of each wound on one d12", kind="odds"),
    ),
    run=_wound,
    pairs=(("roll", "second_roll"),),
)

CALCULATORS: tuple[Calculator, ...] = (
    RUNEBALL_PLAYER,
    RUNEBALL_TEST,
    RUNEBALL_PASS,
    RUNEBALL_KICK,
    RUNEBALL_BLOCK,
    RUNEBALL_WOUND,
)
