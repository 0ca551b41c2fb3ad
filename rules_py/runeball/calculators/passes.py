"""The Runeball pass calculator (Runeball 2022 Notes › Passing and Handoffs; Intercepting a Pass;
Catching a Pass): the pass DL, the odds of each pass result and how the pass ends.
"""

from dataclasses import replace

from rules_py.contract import Calculator, Input, InputError, JsonDict, Output, enum_input
from rules_py.odds import Odds, as_percent
from rules_py.runeball import passing
from rules_py.runeball.calculators.common import (
    FIELD_LENGTH,
    adjacent_input,
    check_front,
    cost_text,
    die_input,
    exertion_input,
    skill_input,
    throw_seed_input,
    thrown,
)
from rules_py.runeball.calculators.skill_roll import thrown_words
from rules_py.runeball.exertion import Timing
from rules_py.runeball.passing import (
    Catcher,
    FrontDefender,
    PassOutcome,
    PassResult,
    ScatterLanding,
)
from rules_py.runeball.readings import FRONT_DEFENDER_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_rolls import TestDie, margin_odds, margin_of
from rules_py.tables import span

PASS_RESULT_LABELS = tuple((result.value, result.label) for result in PassResult)
PASS_OUTCOME_LABELS = tuple((outcome.value, outcome.label) for outcome in PassOutcome)


def _pass(
    pass_skill: int,
    range: int,  # the notes' word, and the input's name
    passer_adjacent: int,
    passer_adjacent_front: int,
    catch_skill: int,
    receiver_adjacent: int,
    interceptor_catch: int | None,
    interceptor_adjacent: int,
    exertion: int,
    scatter_landing: ScatterLanding,
    roll: int | None,
    seed: int | None,
    test_die: TestDie,
    front_defender: FrontDefender,
) -> JsonDict:
    check_front("passer_adjacent_front", passer_adjacent, passer_adjacent_front)
    die, front = test_die, front_defender
    face = thrown("roll", roll, seed, die)
    landing = scatter_landing
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
        "exertion_cost": cost_text(exertion),
        "roll": face,
        "roll_result": None,
    }
    if range == passing.HANDOFF_RANGE:
        dl = passing.handoff_catch_dl(receiver_adjacent)
        result_odds = Odds.certain(PassResult.PERFECT)
        report |= {
            "kind": "handoff",
            "note": f"A handoff: no roll, a perfect pass caught at DL {dl}, "
            "which nobody can intercept.",
            # exertion raises a roll, and the passer of a handoff rolls nothing
            "exertion_cost": "nothing: a handoff has no roll to raise",
            "roll_result": None if face is None else "No roll: a handoff is a perfect pass",
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
        result_odds = passing.pass_result_odds(pass_skill, dl_or_none, die, exertion)
        if face is not None:
            report["roll_result"] = _thrown_pass(
                face, pass_skill, dl_or_none, die, exertion, receiver_adjacent
            )
        report["bands"] = _pass_bands(
            pass_skill, dl_or_none, die, exertion, result_odds, receiver, interceptor
        )
    outcomes = passing.pass_outcome_odds(result_odds, receiver, die, interceptor, landing)
    report |= {
        **result_odds.over(PassResult).record(lambda result: result.value),
        "outcomes": outcomes.percent(lambda outcome: outcome.value),
        "outcomes_exact": outcomes.exact(lambda outcome: outcome.value),
    }
    return report


def _thrown_pass(
    face: int, pass_skill: int, dl: int, die: TestDie, exertion: int, receiver_adjacent: int
) -> str:
    """What the passer's thrown die gives (Runeball 2022 Notes › Passing and Handoffs: the Pass
    Result table), with the catch DL it leaves the receiver.

    >>> _thrown_pass(9, 10, 14, TestDie.D12, 0, 0)
    '9 on 1d12: 9 + 10 = 19 against DL 14, succeeds by 5: Perfect pass, catch DL 8'
    """
    band = passing.pass_band(margin_of(face, pass_skill, dl, exertion))
    words = thrown_words(face, pass_skill, dl, die, 0, exertion, Timing.BEFORE)
    catch = passing.catch_dl(band.result, receiver_adjacent)
    return f"{words}: {band.result.label}" + ("" if catch is None else f", catch DL {catch}")


def _pass_bands(
    pass_skill: int,
    dl: int,
    die: TestDie,
    bonus: int,
    result_odds: Odds[PassResult],
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
        exertion_input("exertion", aliases=("pass_exertion",)),
        replace(
            enum_input(
                "scatter_landing",
                "A scattered pass lands on",
                ScatterLanding,
                {landing: landing.label for landing in ScatterLanding},
                help="the field decides; the odds take this hex",
            ),
            folded=True,
        ),
        die_input("roll", "Passer's die thrown"),
        throw_seed_input(),
    ),
    outputs=(
        Output("roll_result", "The passer's die"),
        # The answer a thrower asks for, first: the chance the ball reaches the receiver's hands.
        Output("outcomes.completed", "Chance the pass is completed", style="percent"),
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
            distribution=("odds",),
        ),
        Output("outcomes", "How the pass ends", kind="odds", labels=PASS_OUTCOME_LABELS),
        Output("exertion_cost", "Exertion costs the passer"),
    ),
    run=_pass,
    headline=("roll_result", "outcomes.completed"),
    pairs=(
        ("passer_adjacent", "passer_adjacent_front"),
        ("interceptor_catch", "interceptor_adjacent"),
    ),
    settings=(TEST_DIE_SETTING, FRONT_DEFENDER_SETTING),
)
