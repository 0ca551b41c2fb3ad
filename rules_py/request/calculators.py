"""The calculators of ReQuest, Core Mechanic: Skill Rolls: skill test, extended contest, several
participants.

Each one declares its inputs and outputs and calls the rule modules; nothing here decides a rule.
The two-sided contest, which compares ReQuest with the other documents, is
:mod:`rules_py.comparison.contests`.
"""

from fractions import Fraction

from rules_py.contract import (
    RATING_RANGE,
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    rating_input,
    roll_input,
    seed_input,
    seeded_random,
)
from rules_py.dice import as_percent, d100_label, odds_record
from rules_py.numbers import signed
from rules_py.request.contests import (
    MAX_PARTICIPANTS,
    AllFail,
    ContestOutcome,
)
from rules_py.request.extended import (
    Lead,
    Mode,
    contest_over,
    extended_contest_odds,
    play_extended_contest,
)
from rules_py.request.readings import ALL_FAIL_SETTING, LEAD_SETTING, QR_SETTINGS, qr_readings
from rules_py.request.several import multi_contest_odds
from rules_py.request.skill_tests import (
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

# The exact odds of an extended contest take well under a second up to here; a longer target
# mostly means a longer wait at the table, not a different answer.
TARGET_RANGE = (1, 20)
EXAMPLE_MAX_ROLLS = 200  # the seeded example stops here; the odds do not


def qr_text(qr: int) -> str:
    """A QR in the JSON answer: signed, in plain ASCII (the page turns "-" into a true minus).

    >>> qr_text(2), qr_text(0), qr_text(-1)
    ('+2', '0', '-1')
    """
    return f"{qr:+d}" if qr else "0"


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
        **odds_record({str(qr): p for qr, p in odds.items()}),
        "odds_by_quality": {quality_key(qr): as_percent(p) for qr, p in odds.items()},
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
    inputs=(rating_input("skill", "Modified skill (%)", 47), roll_input("roll", "Roll")),
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
        ),
    ),
    run=_skill_test,
    settings=QR_SETTINGS,
)


def _extended_contest(
    a: int,
    b: int,
    target: int,
    mode: str,
    seed: int | None,
    all_fail: AllFail,
    lead: Lead,
    extra_criticals: ExtraCriticals,
    high_failures: HighFailures,
) -> JsonDict:
    chosen, option, winning_lead = Mode(mode), all_fail, lead
    qr = qr_readings(extra_criticals, high_failures)
    odds = extended_contest_odds(a, b, target, chosen, winning_lead, option, qr)
    rng = seeded_random(seed)
    rounds = play_extended_contest(
        a, b, target, chosen, rng, EXAMPLE_MAX_ROLLS, winning_lead, option, qr
    )
    example = [
        {
            "round": played.number,
            "a_roll": d100_label(played.a_roll),
            "a_qr": qr_text(played.result.a_qr),
            "b_roll": d100_label(played.b_roll),
            "b_qr": qr_text(played.result.b_qr),
            "outcome": _round_label(played.result.outcome, played.result.victory_rating),
            "a_points": played.a_points,
            "b_points": played.b_points,
        }
        for played in rounds
    ]
    last = rounds[-1]
    if not contest_over(last.a_points, last.b_points, target, chosen, winning_lead):
        ending = f"Stopped after {len(rounds)} rolls with nobody there yet; the odds above go on."
    else:
        winner = "A" if last.a_points > last.b_points else "B"
        ending = (
            f"{winner} wins after {last.number} rounds ({last.a_points} VP to {last.b_points})."
        )
    return {
        "a": a,
        "b": b,
        "target": target,
        "mode": chosen.value,
        "mode_label": chosen.label,
        **odds_record({"a_wins": odds.a_wins, "b_wins": odds.b_wins}),
        "expected_rounds": float(odds.expected_rounds),
        "expected_rounds_exact": str(odds.expected_rounds),
        "example": example,
        "example_ending": ending,
    }


def _round_label(outcome: ContestOutcome, vr: int | None) -> str:
    if vr is None:
        return outcome.label
    side = "A" if outcome is ContestOutcome.A_WINS else "B"
    return f"{side}, VR {vr}"


EXTENDED_CONTEST = Calculator(
    name="extended_contest",
    title="ReQuest extended contest",
    summary="Exact odds that each side wins a contest of Victory Points, its expected length, "
    "and one seeded example played round by round.",
    inputs=(
        rating_input("a", "A's skill (%)", 60),
        rating_input("b", "B's skill (%)", 45),
        Input(
            "target",
            "Target (VP)",
            default=3,
            minimum=TARGET_RANGE[0],
            maximum=TARGET_RANGE[1],
        ),
        Input(
            "mode",
            "Victory condition",
            kind="choice",
            default=Mode.ABSOLUTE.value,
            choices=tuple(mode.value for mode in Mode),
            choice_labels=tuple(mode.label for mode in Mode),
            help="absolute: first to the target; relative: lead by the target",
        ),
        seed_input("seed", "Example seed", "another number plays another example"),
    ),
    outputs=(
        Output(
            "odds",
            "Chance to win the whole contest",
            kind="odds",
            labels=(("a_wins", "A wins"), ("b_wins", "B wins")),
        ),
        Output("expected_rounds", "Expected number of rounds"),
        Output(
            "example",
            "An example, round by round",
            kind="records",
            columns=(
                ("round", "Round"),
                ("a_roll", "A rolls"),
                ("a_qr", "A's QR"),
                ("b_roll", "B rolls"),
                ("b_qr", "B's QR"),
                ("outcome", "Winner"),
                ("a_points", "A's VP"),
                ("b_points", "B's VP"),
            ),
        ),
        Output("example_ending", "How the example ends"),
    ),
    run=_extended_contest,
    pairs=(("a", "b"),),
    settings=(ALL_FAIL_SETTING, LEAD_SETTING, *QR_SETTINGS),
)


def participant_name(index: int, skill: int) -> str:
    """How a participant is shown: a letter in input order, and the skill.

    >>> participant_name(0, 40), participant_name(2, 80)
    ('A (40%)', 'C (80%)')
    """
    return f"{chr(ord('A') + index)} ({skill}%)"


def _multi_contest(
    ratings: tuple[int, ...],
    all_fail: AllFail,
    extra_criticals: ExtraCriticals,
    high_failures: HighFailures,
) -> JsonDict:
    if len(ratings) > MAX_PARTICIPANTS:
        raise InputError(
            "ratings", f"takes at most {MAX_PARTICIPANTS} ratings (exact odds for more get slow)"
        )
    chances = multi_contest_odds(ratings, all_fail, qr_readings(extra_criticals, high_failures))
    odds: dict[str, Fraction] = {
        participant_name(index, skill): p
        for index, (skill, p) in enumerate(zip(ratings, chances, strict=True))
    }
    if all_fail is AllFail.NOBODY_WINS:
        odds[NO_RESULT] = 1 - sum(chances, Fraction(0))
    return {"ratings": list(ratings), **odds_record(odds)}


NO_RESULT = "Nobody: everyone failed"


MULTI_CONTEST = Calculator(
    name="multi_contest",
    title="ReQuest contest of several participants",
    summary="Each participant's exact chance to roll best when everyone tests the same skill.",
    inputs=(
        Input(
            "ratings",
            "Skills (%)",
            kind="integers",
            default="40, 65, 80",
            minimum=RATING_RANGE[0],
            maximum=RATING_RANGE[1],
            help=f"2 to {MAX_PARTICIPANTS} skills, separated by commas",
        ),
    ),
    outputs=(Output("odds", "Chance to win", kind="odds"),),
    run=_multi_contest,
    settings=(ALL_FAIL_SETTING, *QR_SETTINGS),
)

CALCULATORS: tuple[Calculator, ...] = (REQUEST_TEST, EXTENDED_CONTEST, MULTI_CONTEST)
