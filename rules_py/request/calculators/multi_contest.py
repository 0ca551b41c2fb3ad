"""The ReQuest contest of several participants (ReQuest, Core Mechanic: Skill Rolls › Skill
Contests and Reaction Contests; Multiple participants): each participant's exact chance to roll
best when everyone tests the same skill.
"""

from rules_py.contract import RATING_RANGE, Calculator, Input, InputError, JsonDict, Output
from rules_py.odds import Odds
from rules_py.request.contests import MAX_PARTICIPANTS, AllFail
from rules_py.request.readings import ALL_FAIL_SETTING, QR_SETTINGS, qr_readings
from rules_py.request.several import multi_contest_odds
from rules_py.request.skill_rolls import ExtraCriticals, HighFailures


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
    odds = Odds(
        (participant_name(index, skill), p)
        for index, (skill, p) in enumerate(zip(ratings, chances, strict=True))
    )
    if all_fail is AllFail.NOBODY_WINS:
        odds = Odds([*odds.items(), (NO_RESULT, 1 - odds.total)])
    return {"ratings": list(ratings), **odds.record()}


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
            percent=True,
            help=f"2 to {MAX_PARTICIPANTS} skills, separated by commas",
        ),
    ),
    outputs=(Output("odds", "Chance to win", kind="odds"),),
    run=_multi_contest,
    headline=("odds",),
    settings=(ALL_FAIL_SETTING, *QR_SETTINGS),
)
