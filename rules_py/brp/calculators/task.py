"""The Basic Roleplaying task roll calculator (Basic Roleplaying, Edited House Rules › "Basic
Tasks", "Advantage and Disadvantage", "Lucky Rerolls"): exact odds of each result, with or without
Advantage, and what a roll gives.
"""

from rules_py.brp.advantage import Mode, kept_roll, mode_odds, success_chance
from rules_py.brp.calculators.common import DEGREE_LABELS
from rules_py.brp.luck import LuckUse, luck_needed, luck_to_improve
from rules_py.brp.readings import (
    LUCK_USE_SETTING,
    TASK_SETTINGS,
    task_rules,
)
from rules_py.brp.tasks import Degree, Edges, SpecialRule, TaskRules, Threshold
from rules_py.contract import (
    Calculator,
    InputError,
    JsonDict,
    Output,
    enum_input,
    rating_input,
    roll_input,
)
from rules_py.dice import d100_label
from rules_py.odds import as_percent
from rules_py.strip import d100_strip


def _task(
    rating: int,
    mode: Mode,
    roll: int | None,
    roll2: int | None,
    brp_threshold: Threshold,
    brp_special: SpecialRule,
    brp_edges: Edges,
    luck_use: LuckUse,
) -> JsonDict:
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    use = luck_use
    chosen = mode
    twice = chosen is not Mode.NORMAL
    if roll is None and roll2 is not None:
        raise InputError("roll", "give the first roll as well, or neither")
    if twice and roll is not None and roll2 is None:
        raise InputError("roll2", f"{chosen.label} rolls twice: give the second roll too")
    odds = mode_odds(rating, chosen, rules)
    kept = roll
    detail = None
    if roll is not None:
        if twice and roll2 is not None:
            kept = kept_roll(rating, roll, roll2, chosen, rules)
            first, second = (rules.degree(rating, r).label for r in (roll, roll2))
            detail = (
                f"{d100_label(roll)} ({first}) and {d100_label(roll2)} ({second}): "
                f"{d100_label(kept)} kept"
            )
        elif roll2 is not None:
            detail = "The second roll is not used: a normal task rolls once"
    result = None if kept is None else rules.degree(rating, kept)
    needed = None if kept is None else luck_needed(rating, kept, rules, use)
    if result is None or (needed is None and result.succeeded):
        luck_text = None
    elif result.succeeded:
        luck_text = "Already a success: no Luck needed"
    elif needed is None and result is Degree.FUMBLE and use is LuckUse.FUMBLE_STAYS:
        luck_text = "A fumble: under the reading chosen, no Luck changes it"
    elif needed is None:
        luck_text = "More than 10 points would be needed: Luck cannot turn it"
    elif kept is not None:
        luck_text = f"{needed} Luck lowers {d100_label(kept)} to {d100_label(kept - needed)}"
    return {
        "rating": rating,
        "mode": chosen.value,
        "strip": d100_strip(lambda face: rules.degree(rating, face), kept),
        **odds.record(lambda level: level.key),
        "success": as_percent(success_chance(odds)),
        "success_one_roll": as_percent(success_chance(rules.odds(rating))),
        "kept_roll": kept,
        "result": None if result is None else result.key,
        "result_label": None if result is None else result.label,
        "result_detail": detail,
        "luck_needed": needed if result is not None and not result.succeeded else None,
        "luck_detail": luck_text,
        **_luck_better(rating, kept, rules, use),
    }


def _luck_better(rating: int, kept: int | None, rules: TaskRules, use: LuckUse) -> JsonDict:
    """Under the reading that Luck may buy a better degree (A002-21), its price for a success."""
    better = None
    if use is LuckUse.BETTER_DEGREE and kept is not None:
        better = luck_to_improve(rating, kept, rules)
    if better is None or kept is None:
        return {"luck_better": None, "luck_better_detail": None}
    spent, degree = better
    return {
        "luck_better": spent,
        "luck_better_detail": f"{spent} Luck lowers {d100_label(kept)} to "
        f"{d100_label(kept - spent)}: {degree.label}",
    }


BRP_TASK = Calculator(
    name="brp_task",
    title="Basic Roleplaying task roll",
    summary="Exact odds of each result with or without Advantage, and what a roll gives.",
    inputs=(
        rating_input("rating", "Skill or characteristic (%)", 50),
        enum_input(
            "mode",
            "Advantage or Disadvantage",
            Mode,
            {m: m.label for m in Mode},
            # A reader of Call of Cthulhu looks for Hard or Extreme: the sheet has no difficulty
            # grades, only Advantage and Disadvantage (Basic Tasks calls a special a hard success).
            help="no Hard or Extreme tasks in these rules: Advantage or Disadvantage instead; a "
            "'hard success' is a special",
        ),
        roll_input("roll", "Roll"),
        roll_input("roll2", "Second roll"),
    ),
    outputs=(
        Output("odds", "Odds of each result", kind="odds", labels=DEGREE_LABELS),
        Output("success", "Chance of success", style="percent"),
        Output("success_one_roll", "With a single roll", style="percent"),
        Output("strip", "The hundred faces of one roll", kind="strip"),
        Output("result_label", "Result of the roll", group="Your roll", detail="result_detail"),
        Output("luck_needed", "Luck to make it a success", group="Your roll", detail="luck_detail"),
        Output(
            "luck_better",
            "Luck to a better result (if Luck may buy one)",
            group="Your roll",
            detail="luck_better_detail",
        ),
    ),
    run=_task,
    headline=("result_label", "success"),
    pairs=(("roll", "roll2"),),
    settings=(*TASK_SETTINGS, LUCK_USE_SETTING),
)
