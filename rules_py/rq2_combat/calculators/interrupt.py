"""The interrupt calculator (RuneQuest II House Rules, The Combat Round › Interrupting Combat
Actions): who resolves first when a waiting character interrupts, from both skills and rolls, or
the odds before anyone rolls.
"""

from rules_py.contract import Calculator, JsonDict, Output, rating_input, roll_input
from rules_py.odds import as_percent
from rules_py.request.contests import AllFail
from rules_py.request.readings import ALL_FAIL_SETTING, QR_SETTINGS, qr_readings
from rules_py.request.skill_rolls import (
    ExtraCriticals,
    HighFailures,
    QrReadings,
    criticals_label,
    quality_rating,
)
from rules_py.rq2_combat.interrupts import (
    Comparison,
    First,
    Readings,
    both_fail_chance,
    interrupt_odds,
    who_goes_first,
)
from rules_py.rq2_combat.readings import COMPARISON_SETTING
from rules_py.runequest import opposed as runequest
from rules_py.runequest.readings import (
    FUMBLE_AGAINST_SETTING,
    HOLDER_BANDS_SETTING,
    ROLL_SETTINGS,
)
from rules_py.runequest.results import Fumbles, HighRolls, LowChance


def _interrupt(
    interrupter: int,
    actor: int,
    interrupter_roll: int | None,
    actor_roll: int | None,
    comparison: Comparison,
    all_fail: AllFail,
    extra_criticals: ExtraCriticals,
    high_failures: HighFailures,
    low_chance: LowChance,
    fumbles: Fumbles,
    high_rolls: HighRolls,
    holder_bands: runequest.HolderBands,
    fumble_against: runequest.FumbleAgainst,
) -> JsonDict:
    chosen = comparison
    qr = qr_readings(extra_criticals, high_failures)
    opposed = runequest.OpposedReadings(fumble_against, fumbles, high_rolls)
    readings = Readings(all_fail, qr, low_chance, holder_bands, opposed)
    odds = interrupt_odds(interrupter, actor, chosen, readings)
    report: JsonDict = {
        "interrupter": interrupter,
        "actor": actor,
        **odds.record(lambda first: first.value),
        "both_fail": as_percent(both_fail_chance(interrupter, actor, chosen, readings)),
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
            report[key] = _result_words(skills, side, roll, chosen, readings)
    if interrupter_roll is not None and actor_roll is not None:
        first = who_goes_first(interrupter, interrupter_roll, actor, actor_roll, chosen, readings)
        if first is First.TOGETHER:
            report["notes"] = [TIE_NOTE]
        report |= {"first": first.value, "first_label": first.label}
    return report


def _result_words(
    skills: tuple[int, int], side: int, roll: int, comparison: Comparison, readings: Readings
) -> str:
    """One side's roll under the comparison chosen and its readings: a RuneQuest result, or a
    ReQuest QR."""
    if comparison is Comparison.RUNEQUEST:
        level = runequest.opposed_level(
            skills, side, roll, readings.low, readings.holder_bands, readings.opposed
        )
        return level.label
    return _request_words(skills[side], roll, readings.qr)


# The RuneQuest opposed roll calls two successes of one level a tie (RuneQuest › Opposed
# Resolution); the RQII page's own example settles that case by the higher roll (reading A004-05).
TIE_NOTE = (
    "RuneQuest's opposed roll calls this a tie, so both resolve at once. The RQII page's own "
    "example does otherwise: the bow at 78% rolling 32 and the broo at 45% rolling 21 both "
    "succeed, and the higher roll (the interrupter's) resolves first, as under the ReQuest "
    "comparison."
)


def _request_words(skill: int, roll: int, readings: QrReadings) -> str:
    qr = quality_rating(skill, roll, readings)
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
    # The comparison (A004-05), then the readings of the rule it compares by: a ReQuest
    # contest's, read only under the ReQuest comparison, then RuneQuest's opposed roll's.
    settings=(
        COMPARISON_SETTING,
        ALL_FAIL_SETTING,
        *QR_SETTINGS,
        *ROLL_SETTINGS,
        HOLDER_BANDS_SETTING,
        FUMBLE_AGAINST_SETTING,
    ),
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
