"""The Runeball calculators (Runeball 2022 Notes): player, test, pass, kick, block, wound.

Each one declares its inputs and outputs and calls the rule modules; nothing here decides a rule.
Odds are exact fractions, shown in percent (``odds_exact`` and friends keep the fractions).
"""

from fractions import Fraction

from rules_py.contract import Calculator, Input, InputError, JsonDict, Output
from rules_py.dice import as_percent
from rules_py.runeball import kicking, passing
from rules_py.runeball.exertion import MAX_EXERTION, exertion_cost_range
from rules_py.runeball.passing import (
    Catcher,
    FrontDefender,
    PassOutcome,
    PassResult,
    ScatterLanding,
)
from rules_py.runeball.readings import FRONT_DEFENDER_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_test import TestDie, margin_odds
from rules_py.tables import span

# A starting skill is 8 ± a few; wounds, blitzes and sprints take some off, advances add. Past
# these bounds an input is almost surely a typo.
SKILL_RANGE = (-20, 40)
MAX_ADJACENT = passing.MAX_ADJACENT
FIELD_LENGTH = 31  # no distance on the field is longer (the field's own module has the geometry)


def skill_input(name: str, label: str, default: int, optional: bool = False) -> Input:
    """A skill after modifiers: the same range everywhere."""
    low, high = SKILL_RANGE
    return Input(
        name,
        label,
        default=None if optional else default,
        minimum=low,
        maximum=high,
        optional=optional,
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
        "note": "",
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
            "note": f"1 hex is a handoff: no passer roll, a perfect pass caught at DL {dl}, "
            "which nobody can intercept.",
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
        intercept = (
            None if interceptor is None else passing.intercept_dl(band.result, interceptor.adjacent)
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
        Output("note", "Note"),
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
                "margin": _margin_words(band.lowest, band.highest),
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


def _margin_words(lowest: int | None, highest: int | None) -> str:
    """A band of margins as the tables print it.

    >>> _margin_words(6, None), _margin_words(0, 2), _margin_words(-3, -1), _margin_words(None, -7)
    ('Succeeds by 6+', 'Succeeds by 0–2', 'Fails by 1–3', 'Fails by 7+')
    """
    if lowest is not None and lowest >= 0:
        return f"Succeeds by {lowest}+" if highest is None else f"Succeeds by {lowest}–{highest}"
    assert highest is not None
    if lowest is None:
        return f"Fails by {-highest}+"
    return f"Fails by {-highest}–{-lowest}"


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

CALCULATORS: tuple[Calculator, ...] = (RUNEBALL_PASS, RUNEBALL_KICK)
