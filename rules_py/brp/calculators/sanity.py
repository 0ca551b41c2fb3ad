"""The Sanity check calculator (Basic Roleplaying, Edited House Rules › "Make/fail Sanity
check…", "Custom Temporary Insanity Table"): the odds of
each loss, of temporary insanity and of losing a fifth; one check rolled.
"""

from fractions import Fraction

from rules_py.brp.calculators.common import dice_seed_input
from rules_py.brp.readings import (
    FULL_SANITY_SETTING,
    PROCEDURE_SETTING,
    TASK_SETTINGS,
    task_rules,
)
from rules_py.brp.sanity import (
    SANITY_CHECKS,
    Aftermath,
    FullSanity,
    Procedure,
    SanityCheck,
    aftermath_odds,
    failed_check_empties,
    least_for_a_fifth,
    loss_odds,
    made_chance,
    parse_check,
    reaches_a_fifth,
    situations,
    walk_check,
)
from rules_py.brp.tasks import Edges, SpecialRule, TaskRules, Threshold
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    rating_input,
    roll_input,
    seeded_random,
)
from rules_py.odds import Odds, as_percent
from rules_py.tables import runs

SANITY_RANGE = (0, 100)
AFTERMATH_LABELS = tuple((outcome.value, outcome.label) for outcome in Aftermath)


def _loss_rows(odds: Odds[int]) -> list[JsonDict]:
    """Runs of losses that are equally likely, with the chance of each and of at least the
    first of the run."""
    losses = sorted(odds)
    at_least: dict[int, Fraction] = {}
    running = Fraction(0)
    for loss in reversed(losses):
        running += odds[loss]
        at_least[loss] = running
    rows = []
    for low, high, p in runs(lambda loss: odds.get(loss), losses[0], losses[-1]):
        if p is None:
            continue
        rows.append(
            {
                "lost": str(low) if low == high else f"{low}–{high}",
                "odds": as_percent(p),
                "at_least": as_percent(at_least[low]),
            }
        )
    return rows


def _sanity(
    sanity: int,
    check: str,
    int_save: int,
    roll: int | None,
    seed: int | None,
    maximum_sanity: int | None,
    insanity_procedure: Procedure,
    full_sanity: FullSanity,
    brp_threshold: Threshold,
    brp_special: SpecialRule,
    brp_edges: Edges,
) -> JsonDict:
    try:
        parsed = parse_check(check)
    except ValueError as error:
        raise InputError("check", str(error)) from None
    if maximum_sanity is not None and maximum_sanity < sanity:
        raise InputError("maximum_sanity", f"at least the current Sanity, {sanity}")
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    procedure = insanity_procedure
    # A002-22: "full" and "total" Sanity, the Sanity before the check unless read as the maximum.
    full = maximum_sanity if full_sanity is FullSanity.MAXIMUM else None
    total = sanity if full is None else full
    losses = loss_odds(sanity, parsed, rules)
    fifth = losses.chance(lambda loss: reaches_a_fifth(loss, total))
    # At 0 Sanity the check leaves it at 0, as every check that empties it does.
    emptied = losses.chance(lambda loss: loss >= sanity)
    aftermath = aftermath_odds(sanity, parsed, int_save, procedure, rules, full)
    # The player's d100, when typed, is the check's roll; the rest of the walk is drawn.
    steps = walk_check(
        sanity, parsed, int_save, seeded_random(seed), procedure, rules, full, thrown=roll
    )
    warnings = (
        ["At 0 Sanity a character is already permanently insane: there is nothing left to lose."]
        if sanity == 0
        else []
    )
    on_sheet = situations(parsed)
    least = least_for_a_fifth(total)
    fifth_work = (
        "no Sanity left to lose"
        if sanity == 0
        else f"{least} points or more out of {total}"
        + ("" if least <= sanity else f": more than the {sanity} there is")
    )
    return {
        "warnings": warnings,
        "check": parsed.text,
        "situations": "On the sheet for: " + "; ".join(on_sheet)
        if on_sheet
        else "Not on the sheet's list",
        "made_chance": as_percent(made_chance(sanity, rules)),
        "loss_odds": losses.percent(),
        "loss_odds_exact": losses.exact(),
        "losses": _loss_rows(losses),
        "expected_loss": float(losses.mean()),
        "fifth": as_percent(fifth),
        "emptied": as_percent(emptied),
        "emptied_if_failed": as_percent(failed_check_empties(sanity, parsed)),
        **aftermath.record(lambda outcome: outcome.value),
        "work": {
            "made_chance": f"a d100 roll against Sanity {sanity}: "
            f"lose {parsed.made.text} if made, {parsed.failed.text} if failed",
            "fifth": fifth_work,
            "emptied": "Sanity is 0 already: the character is permanently insane"
            if sanity == 0
            else "a check takes no more than the Sanity there is; emptied, the character "
            "is permanently insane",
            "emptied_if_failed": "Sanity is 0 already"
            if sanity == 0
            else f"the failed check's {parsed.failed.text} losing {sanity} or more: all there is",
        },
        "walk": [{"step": s.step, "roll": s.roll, "result": s.result} for s in steps],
        "roll_result": None if roll is None else _roll_result(sanity, parsed, roll, rules),
    }


def _roll_result(sanity: int, check: SanityCheck, roll: int, rules: TaskRules) -> str:
    """What the player's d100 does to the check (Basic Roleplaying › Sanity: made or failed,
    and the loss that goes with it).

    >>> from rules_py.brp.tasks import TaskRules
    >>> _roll_result(55, parse_check("0/1D6"), 56, TaskRules())
    'Failure against 55: check failed, lose 1D6'
    >>> _roll_result(55, parse_check("0/1D6"), 3, TaskRules())
    'Critical success against 55: check made, lose 0'
    """
    level = rules.degree(sanity, roll)
    made = level.succeeded
    dice = check.made if made else check.failed
    return f"{level.label} against {sanity}: check {'made' if made else 'failed'}, lose {dice.text}"


BRP_SANITY = Calculator(
    name="sanity",
    title="Sanity check",
    summary="Odds of each loss, of temporary insanity and of losing a fifth; one check rolled.",
    inputs=(
        Input(
            "sanity", "Current Sanity", default=55, minimum=SANITY_RANGE[0], maximum=SANITY_RANGE[1]
        ),
        Input(
            "check",
            "Check (made/failed)",
            kind="text",
            default="0/1D6",
            suggestions=SANITY_CHECKS,
            help="pick a line of the table or type one, such as 1/1D4+1 or 1D10/1D100",
        ),
        rating_input("int_save", "INT saving throw (%)", 65, "INT save modifier (%)"),
        roll_input("roll", "Player's d100 roll"),
        dice_seed_input("another number rolls another check"),
        Input(
            "maximum_sanity",
            "Maximum Sanity",
            optional=True,
            minimum=SANITY_RANGE[0],
            maximum=SANITY_RANGE[1],
            help="used when 'Full Sanity' reads it as the maximum; left empty, current Sanity",
            folded=True,
        ),
    ),
    outputs=(
        Output("warnings", "Warnings", kind="warnings"),
        Output("roll_result", "The player's roll"),
        Output("check", "Check", detail="situations"),
        Output(
            "made_chance",
            "Chance to make the check",
            style="percent",
            detail="work.made_chance",
        ),
        Output("expected_loss", "Average loss"),
        Output(
            "losses",
            "Points lost",
            kind="records",
            columns=(("lost", "Points lost"), ("odds", "Odds of each"), ("at_least", "Or more")),
            column_styles=(("odds", "percent"), ("at_least", "percent")),
        ),
        Output("fifth", "A fifth of Sanity in one check", style="percent", detail="work.fifth"),
        Output("emptied", "Sanity down to 0", style="percent", detail="work.emptied"),
        Output(
            "emptied_if_failed",
            "Sanity down to 0, if the check fails",
            style="percent",
            detail="work.emptied_if_failed",
        ),
        Output("odds", "What follows the check", kind="odds", labels=AFTERMATH_LABELS),
        Output(
            "walk",
            "One check rolled, step by step",
            kind="records",
            columns=(("step", "Step"), ("roll", "Roll"), ("result", "Result")),
        ),
    ),
    run=_sanity,
    headline=("roll_result", "walk", "made_chance"),
    settings=(PROCEDURE_SETTING, FULL_SANITY_SETTING, *TASK_SETTINGS),
)
