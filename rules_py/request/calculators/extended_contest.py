"""The ReQuest extended contest calculator (ReQuest, Core Mechanic: Skill Rolls › Extended
Contests): exact odds that each side wins a contest of Victory Points, its expected length, and
one seeded example played round by round.
"""

from rules_py.contract import (
    Calculator,
    Input,
    JsonDict,
    Output,
    rating_input,
    seed_input,
    seeded_random,
)
from rules_py.dice import d100_label
from rules_py.odds import Odds
from rules_py.request.calculators.common import qr_text
from rules_py.request.contests import AllFail, ContestOutcome
from rules_py.request.extended import (
    Lead,
    Mode,
    contest_over,
    extended_contest_odds,
    play_extended_contest,
)
from rules_py.request.readings import ALL_FAIL_SETTING, LEAD_SETTING, QR_SETTINGS, qr_readings
from rules_py.request.skill_rolls import ExtraCriticals, HighFailures

# The exact odds of an extended contest take well under a second up to here; a longer target
# mostly means a longer wait at the table, not a different answer.
TARGET_RANGE = (1, 20)
EXAMPLE_MAX_ROLLS = 200  # the seeded example stops here; the odds do not


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
        **Odds({"a_wins": odds.a_wins, "b_wins": odds.b_wins}).record(),
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
        rating_input("a", "A's skill (%)", 60, "A's modifier (%)"),
        rating_input("b", "B's skill (%)", 45, "B's modifier (%)"),
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
    headline=("example_ending", "odds"),
    pairs=(("a", "b"),),
    settings=(ALL_FAIL_SETTING, LEAD_SETTING, *QR_SETTINGS),
)
