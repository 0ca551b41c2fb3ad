"""The interrupt calculator (RuneQuest II House Rules, The Combat Round › Interrupting Combat
Actions): who resolves first when a waiting character interrupts, from both skills and rolls, or
the odds before anyone rolls.
"""

from rules_py.contract import Calculator, JsonDict, Output, rating_input, roll_input
from rules_py.odds import as_percent
from rules_py.request.skill_tests import criticals_label, quality_rating
from rules_py.rq2_combat.interrupts import (
    Comparison,
    First,
    both_fail_chance,
    interrupt_odds,
    who_goes_first,
)
from rules_py.rq2_combat.readings import COMPARISON_SETTING
from rules_py.runequest import opposed as runequest


def _interrupt(
    interrupter: int,
    actor: int,
    interrupter_roll: int | None,
    actor_roll: int | None,
    comparison: Comparison,
) -> JsonDict:
    chosen = comparison
    odds = interrupt_odds(interrupter, actor, chosen)
    report: JsonDict = {
        "interrupter": interrupter,
        "actor": actor,
        **odds.record(lambda first: first.value),
        "both_fail": as_percent(both_fail_chance(interrupter, actor, chosen)),
        "first": None,
        "first_label": None,
        "interrupter_result": None,
        "actor_result": None,
        "notes": [],
    }
    # Either may roll first: that roll's result shows; the other's roll says who goes first.
    skills = (interrupter, actor)
    for key, side, roll in (
        ("interrupter_result", 0, interrupter_roll),
        ("actor_result", 1, actor_roll),
    ):
        if roll is not None:
            report[key] = _result_words(skills, side, roll, chosen)
    if interrupter_roll is not None and actor_roll is not None:
        first = who_goes_first(interrupter, interrupter_roll, actor, actor_roll, chosen)
        if first is First.TOGETHER:
            report["notes"] = [TIE_NOTE]
        report |= {"first": first.value, "first_label": first.label}
    return report


def _result_words(skills: tuple[int, int], side: int, roll: int, comparison: Comparison) -> str:
    """One side's roll under the comparison chosen: a RuneQuest result, or a ReQuest QR."""
    if comparison is Comparison.RUNEQUEST:
        return runequest.opposed_level(skills, side, roll).label
    return _request_words(skills[side], roll)


# The RuneQuest opposed roll calls two successes of one level a tie (RuneQuest › Opposed
# Resolution); the RQII page's own example settles that case by the higher roll (reading A004-05).
TIE_NOTE = (
    "RuneQuest's opposed roll calls this a tie, so both resolve at once. The RQII page's own "
    "example does otherwise: the bow at 78% rolling 32 and the broo at 45% rolling 21 both "
    "succeed, and the higher roll (the interrupter's) resolves first, as under the ReQuest "
    "comparison."
)


def _request_words(skill: int, roll: int) -> str:
    qr = quality_rating(skill, roll)
    return f"{criticals_label(qr)} (QR {qr})"


INTERRUPT = Calculator(
    name="interrupt",
    title="Interrupting an action",
    summary="Who resolves first when a waiting character interrupts: from both skills and rolls, "
    "or the odds before anyone rolls.",
    inputs=(
        rating_input("interrupter", "Interrupter's skill (%)", 78, "Interrupter's modifier (%)"),
        rating_input("actor", "Actor's skill (%)", 45, "Actor's modifier (%)"),
        roll_input("interrupter_roll", "Interrupter's roll"),
        roll_input("actor_roll", "Actor's roll"),
    ),
    settings=(COMPARISON_SETTING,),
    outputs=(
        Output("first_label", "Who resolves first"),
        Output("notes", "Note", kind="warnings"),
        Output("interrupter_result", "Interrupter's result"),
        Output("actor_result", "Actor's result"),
        Output(
            "odds",
            "Who goes first, before anyone rolls",
            kind="odds",
            labels=tuple((first.value, first.label) for first in First),
        ),
        Output("both_fail", "Chance that both actions fail", style="percent"),
    ),
    run=_interrupt,
    # Who goes first once both have rolled; before, the one who rolled first; then the odds.
    headline=("first_label", "interrupter_result", "actor_result", "odds"),
    pairs=(("interrupter", "actor"), ("interrupter_roll", "actor_roll")),
)
