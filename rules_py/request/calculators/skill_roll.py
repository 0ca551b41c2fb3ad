"""The ReQuest skill test calculator (ReQuest, Core Mechanic: Skill Rolls › The Skill Test;
Skill test results): the Quality Rating of a roll, and the exact odds of every QR for a modified
skill.
"""

from rules_py.contract import Calculator, JsonDict, Output, rating_input, roll_input
from rules_py.numbers import signed
from rules_py.odds import as_percent
from rules_py.request.calculators.common import qr_text
from rules_py.request.readings import QR_SETTINGS, qr_readings
from rules_py.request.skill_rolls import (
    ExtraCriticals,
    HighFailures,
    QrReadings,
    additional_criticals,
    criticals_label,
    quality_rating,
    quality_rating_odds,
    quality_ratings,
    skill_test_result,
)
from rules_py.strip import d100_strip
from rules_py.tables import d100_span, runs


def quality_key(qr: int) -> str:
    """How a QR labels its bar. The ``odds`` keys are the bare QR ("2", "-1") as the contract
    says; a browser re-sorts number-like keys, so the bars use these labels to stay best first.

    >>> quality_key(2), quality_key(0), quality_key(-1)
    ('QR +2', 'QR 0', 'QR \u22121')
    """
    return f"QR {signed(qr)}"


def _rolls_for(skill: int, qr: int, readings: QrReadings) -> str:
    faces = quality_ratings(skill, readings)
    spans = [
        d100_span(low, high)
        for low, high, found in runs(lambda roll: faces[roll - 1], 1, 100)
        if found == qr
    ]
    return ", ".join(spans)


def _skill_test(
    skill: int, roll: int | None, extra_criticals: ExtraCriticals, high_failures: HighFailures
) -> JsonDict:
    readings = qr_readings(extra_criticals, high_failures)
    odds = quality_rating_odds(skill, readings)
    report: JsonDict = {
        "skill": skill,
        "roll": roll,
        **odds.record(),
        "odds_by_quality": odds.percent(quality_key),
        "by_quality": [
            {
                "qr": qr_text(qr),
                "result": criticals_label(qr),
                "rolls": _rolls_for(skill, qr, readings),
                "chance": as_percent(p),
            }
            for qr, p in odds.items()
        ],
        "strip": d100_strip(lambda face: skill_test_result(skill, face, readings), roll),
        "qr": None,
        "result": None,
        "result_label": None,
        "additional_criticals": None,
    }
    if roll is not None:
        qr = quality_rating(skill, roll, readings)
        report |= {
            "qr": qr,
            "result": skill_test_result(skill, roll, readings).key,
            "result_label": criticals_label(qr),
            "additional_criticals": additional_criticals(skill, roll, readings),
        }
    return report


REQUEST_TEST = Calculator(
    name="request_test",
    title="ReQuest skill test",
    summary="The Quality Rating of a roll, and the exact odds of every QR for a modified skill.",
    inputs=(rating_input("skill", "Skill (%)", 47), roll_input("roll", "Roll")),
    outputs=(
        Output("qr", "Quality Rating (QR)"),
        Output("result_label", "Result"),
        Output("additional_criticals", "Additional criticals"),
        Output("strip", "The hundred faces of the d100", kind="strip"),
        Output("odds_by_quality", "Odds of each QR", kind="odds"),
        Output(
            "by_quality",
            "Which rolls give which QR",
            kind="records",
            columns=(("qr", "QR"), ("result", "Result"), ("rolls", "Rolls"), ("chance", "Odds")),
            column_styles=(("chance", "percent"),),
            distribution=("chance",),
        ),
    ),
    run=_skill_test,
    headline=("result_label", "qr", "odds_by_quality"),
    settings=QR_SETTINGS,
)
