"""The comparison calculator: one rating through RuneQuest, ReQuest and Basic Roleplaying.

It declares its inputs and outputs and calls :mod:`rules_py.comparison.levels`, which calls each
document's own result rule; nothing here decides a rule. Two ratings against each other are the
``contest`` calculator of :mod:`rules_py.comparison.calculators.contest`.
"""

from rules_py.brp.readings import TASK_SETTINGS, task_rules
from rules_py.brp.tasks import Edges, SpecialRule, Threshold
from rules_py.comparison.contests import System
from rules_py.comparison.levels import (
    LEVEL_KEYS,
    LEVEL_LABELS,
    LEVELS,
    Readings,
    faces,
    odds_of_faces,
)
from rules_py.contract import Calculator, JsonDict, Output, rating_input, roll_input
from rules_py.odds import Odds, as_percent
from rules_py.request.readings import QR_SETTINGS, qr_readings
from rules_py.request.skill_rolls import (
    ExtraCriticals,
    HighFailures,
    criticals_label,
    quality_rating,
)
from rules_py.runequest.readings import ROLL_SETTINGS
from rules_py.runequest.results import Fumbles, HighRolls, LowChance
from rules_py.strip import d100_strip

ANY_SUCCESS = "any_success"


def _system_report(
    system: System, rating: int, roll: int | None, readings: Readings
) -> tuple[JsonDict, Odds[str]]:
    levels = faces(system, rating, readings)
    odds = odds_of_faces(system, levels)
    report: JsonDict = {
        **odds.record(),
        "strip": d100_strip(lambda face: levels[face - 1], roll),
        "result": None,
        "result_label": None,
    }
    if system is System.REQUEST:
        report["qr"] = None
    if roll is not None:
        level = levels[roll - 1]
        report |= {"result": level.key, "result_label": level.label}
        if system is System.REQUEST:
            qr = quality_rating(rating, roll, readings.request_qr)
            report |= {"qr": qr, "result_label": criticals_label(qr)}
    return report, odds


def compare_levels(
    rating: int,
    roll: int | None,
    low_chance: LowChance,
    brp_threshold: Threshold,
    brp_special: SpecialRule,
    brp_edges: Edges,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high_rolls: HighRolls = HighRolls.FAIL,
    extra_criticals: ExtraCriticals = ExtraCriticals.AT_OR_UNDER,
    high_failures: HighFailures = HighFailures.COMPUTED,
) -> JsonDict:
    """Each document's odds of every result for ``rating``, side by side; with a roll, what that
    roll gives in each.

    >>> from rules_py.brp.tasks import Edges, SpecialRule, Threshold
    >>> from rules_py.runequest.results import LowChance
    >>> result = compare_levels(
    ...     60, 11, LowChance.FIVE_PERCENT, Threshold.STRICT, SpecialRule.FIFTH, Edges.AS_WRITTEN
    ... )
    >>> [row["runequest"] for row in result["levels"]]
    [3.0, 9.0, 48.0, 38.0, 2.0, 60.0]
    >>> [row["request"] for row in result["levels"]]
    [6.0, None, 54.0, 35.0, 5.0, 60.0]
    >>> [result[s.value]["result_label"] for s in System], result["request"]["qr"]
    (['Special success', 'Critical success', 'Special/hard success'], 2)
    """
    readings = Readings(
        low_chance,
        task_rules(brp_threshold, brp_special, brp_edges),
        fumbles,
        high_rolls,
        qr_readings(extra_criticals, high_failures),
    )
    report: JsonDict = {"rating": rating, "roll": roll}
    all_odds: dict[System, Odds[str]] = {}
    for system in System:
        report[system.value], all_odds[system] = _system_report(system, rating, roll, readings)
    rows: list[JsonDict] = []
    for key in LEVEL_KEYS:
        row: JsonDict = {"level": LEVEL_LABELS[key]}
        for system in System:
            p = all_odds[system].get(key)
            row[system.value] = None if p is None else as_percent(p)
        rows.append(row)
    success: JsonDict = {"level": "Any success"}
    for system in System:
        succeeded = {level.key for level in LEVELS[system] if level.succeeded}
        success[system.value] = as_percent(all_odds[system].chance(succeeded.__contains__))
    rows.append(success)
    report["levels"] = rows
    return report


def _system_outputs(system: System) -> tuple[Output, ...]:
    """Each document's bars and strip (the strip names a given roll's result); ReQuest adds the
    roll's Quality Rating, which tells a double critical from a critical."""
    labels = tuple((level.key, level.label) for level in LEVELS[system])
    key, group = system.value, system.label
    outputs: tuple[Output, ...] = (
        Output(f"{key}.odds", "Odds of each result", kind="odds", labels=labels, group=group),
        Output(f"{key}.strip", "The hundred faces of the d100", kind="strip", group=group),
    )
    if system is System.REQUEST:
        outputs += (Output(f"{key}.qr", "Quality Rating of the roll (QR)", group=group),)
    return outputs


COMPARE_LEVELS = Calculator(
    name="compare_levels",
    title="One rating, three documents",
    summary="Exact odds of every result for one rating under RuneQuest, ReQuest and Basic "
    "Roleplaying; with a roll, what it gives in each.",
    inputs=(rating_input("rating", "Rating (%)", 60), roll_input("roll", "Roll")),
    settings=(ROLL_SETTINGS[0], *TASK_SETTINGS, *ROLL_SETTINGS[1:], *QR_SETTINGS),
    outputs=(
        Output(
            "levels",
            "Odds of each result, side by side",
            kind="records",
            columns=(("level", "Result"), *((s.value, s.label) for s in System)),
            column_styles=tuple((s.value, "percent") for s in System),
            # each document's column is one distribution; its last row, "Any success", a sum
            distribution=tuple(s.value for s in System),
            outside=1,
        ),
        *(output for system in System for output in _system_outputs(system)),
    ),
    run=compare_levels,
    headline=("request.qr", "runequest.odds"),
)

CALCULATORS: tuple[Calculator, ...] = (COMPARE_LEVELS,)
