"""The contest calculator: one contest, three documents (RuneQuest, The Game System › Opposed
Resolution; ReQuest, Core Mechanic: Skill Rolls › Skill Contests and Reaction Contests; Basic
Roleplaying, Edited House Rules › "Opposed Rolls"): the same two ratings under each document's
own rules, side by side, with the readings of each as settings.

It declares its inputs and outputs and calls :mod:`rules_py.comparison.contests`, which calls
each document's own contest rule.
"""

from collections.abc import Mapping

from rules_py.brp import tasks as brp
from rules_py.brp.readings import (
    BRP_EQUAL_SETTING,
    BRP_THRESHOLD_SETTING,
    BRP_TIE_RATING_SETTING,
    EDGES_SETTING,
    SPECIAL_SETTING,
)
from rules_py.comparison.contests import (
    CONTEST_LABELS,
    OUTCOME_LABELS,
    VICTORY_LABELS,
    Readings,
    System,
    contest_odds,
    heatmap,
    rolled_contest,
    side_by_side,
    side_result,
)
from rules_py.contract import (
    RATING_RANGE,
    Calculator,
    Input,
    JsonDict,
    Output,
    rating_input,
    roll_input,
)
from rules_py.request import contests as request
from rules_py.request.readings import (
    ALL_FAIL_SETTING,
    EXTRA_CRITICALS_SETTING,
    HIGH_FAILURES_SETTING,
)
from rules_py.request.skill_rolls import (
    ExtraCriticals,
    HighFailures,
)
from rules_py.runequest import opposed as runequest
from rules_py.runequest.readings import (
    FUMBLE_AGAINST_SETTING,
    FUMBLES_SETTING,
    HIGH_ROLLS_SETTING,
    HOLDER_BANDS_SETTING,
    LOW_CHANCE_SETTING,
)
from rules_py.runequest.results import Fumbles, HighRolls, LowChance

_WINNERS = {"a_wins": "a", "b_wins": "b"}

# Each setting of the contest calculator: the field of Readings it sets, and its enum.
_SETTING_TYPES = {
    "all_fail": request.AllFail,
    "low_chance": LowChance,
    "holder_bands": runequest.HolderBands,
    "fumbles": Fumbles,
    "high_rolls": HighRolls,
    "fumble_against": runequest.FumbleAgainst,
    "brp_threshold": brp.Threshold,
    "brp_special": brp.SpecialRule,
    "brp_edges": brp.Edges,
    "brp_equal": brp.EqualRatings,
    "brp_tie_rating": brp.TieRating,
    "extra_criticals": ExtraCriticals,
    "high_failures": HighFailures,
}


def readings_from(settings: Mapping[str, str]) -> Readings:
    """The readings the settings name (a setting left out: the site's reading).

    >>> readings_from({"brp_special": "by_25_points"}).brp_special.value
    'by_25_points'
    """
    return Readings(**{name: _SETTING_TYPES[name](value) for name, value in settings.items()})


def _victory_key(won: tuple[request.ContestOutcome, request.Victory | None]) -> str:
    side, victory = won
    return side.value if victory is None else f"{side.value[0]}_{victory.key}"


def _contest(
    system: str,
    a: int,
    b: int,
    a_roll: int | None,
    b_roll: int | None,
    a_base: int | None,
    b_base: int | None,
    **settings: str,
) -> JsonDict:
    chosen = System(system)
    readings = readings_from(settings)
    bases = (a_base, b_base)
    victories = request.victory_odds(a, b, readings.all_fail, readings.request)
    report: JsonDict = {
        "heatmap": heatmap(chosen, a, b, readings, bases),
        "system": chosen.value,
        "system_label": chosen.label,
        "a": a,
        "b": b,
        "side_by_side": side_by_side(a, b, readings, bases),
        **contest_odds(chosen, a, b, readings, bases).record(),
        "victories": victories.percent(_victory_key),
        "victories_exact": victories.exact(_victory_key),
        "a_result": None,
        "b_result": None,
        "outcome": None,
        "outcome_label": None,
        "winner": None,
        "vr": None,
        "victory": None,
    }
    # Either side may roll first: its result shows; the other's roll completes the outcome.
    for key, side, roll in (("a_result", 0, a_roll), ("b_result", 1, b_roll)):
        if roll is not None:
            report[key] = side_result(chosen, (a, b), side, roll, readings)
    if a_roll is not None and b_roll is not None:
        rolled = rolled_contest(chosen, a, b, a_roll, b_roll, readings, bases)
        report |= {
            "a_result": rolled.a_result,
            "b_result": rolled.b_result,
            "outcome": rolled.outcome,
            "outcome_label": OUTCOME_LABELS[rolled.outcome],
            "winner": _WINNERS.get(rolled.outcome),
            "vr": rolled.victory_rating,
            "victory": None if rolled.victory is None else rolled.victory.label,
        }
    return report


def _base_input(name: str, label: str) -> Input:
    low, high = RATING_RANGE
    return Input(
        name,
        label,
        optional=True,
        minimum=low,
        maximum=high,
        percent=True,
        help="Basic Roleplaying, read only under the setting 'the base rating'; empty: the rating",
        folded=True,
    )


CONTEST = Calculator(
    name="contest",
    title="Contest: RuneQuest, ReQuest and Basic Roleplaying side by side",
    summary="Exact odds of who wins a contest of two ratings under each document, and how big a "
    "ReQuest win is; with two rolls, what they did.",
    inputs=(
        Input(
            "system",
            "Document for the odds and the rolls",
            kind="choice",
            default=System.REQUEST.value,
            choices=tuple(system.value for system in System),
            choice_labels=tuple(system.label for system in System),
        ),
        rating_input("a", "A's rating (%)", 60, "A's modifier (%)"),
        rating_input("b", "B's rating (%)", 45, "B's modifier (%)"),
        roll_input("a_roll", "A's roll"),
        roll_input("b_roll", "B's roll"),
        _base_input("a_base", "A's base rating (%)"),
        _base_input("b_base", "B's base rating (%)"),
    ),
    settings=(
        ALL_FAIL_SETTING,
        EXTRA_CRITICALS_SETTING,
        HIGH_FAILURES_SETTING,
        LOW_CHANCE_SETTING,
        HOLDER_BANDS_SETTING,
        FUMBLES_SETTING,
        HIGH_ROLLS_SETTING,
        FUMBLE_AGAINST_SETTING,
        BRP_THRESHOLD_SETTING,
        SPECIAL_SETTING,
        EDGES_SETTING,
        BRP_EQUAL_SETTING,
        BRP_TIE_RATING_SETTING,
    ),
    outputs=(
        Output(
            "side_by_side",
            "The same two ratings in each document",
            kind="records",
            columns=(
                ("system", "Document"),
                ("a_wins", "A wins"),
                ("b_wins", "B wins"),
                ("tie", "Tie"),
                ("neither", "Neither"),
            ),
            column_styles=(
                ("a_wins", "percent"),
                ("b_wins", "percent"),
                ("tie", "percent"),
                ("neither", "percent"),
            ),
            distribution=("a_wins", "b_wins", "tie", "neither"),
            per_row=True,
        ),
        Output("odds", "Odds in the chosen document", kind="odds", labels=CONTEST_LABELS),
        Output(
            "victories",
            "ReQuest: who wins, and how big the win is",
            kind="odds",
            labels=VICTORY_LABELS,
        ),
        Output("a_result", "A's result"),
        Output("b_result", "B's result"),
        Output("outcome_label", "Outcome"),
        Output("vr", "Victory Rating (ReQuest)"),
        Output("victory", "Victory (ReQuest)"),
        Output(
            "heatmap",
            "A's chance to win in the chosen document, for every pair of ratings.",
            kind="heatmap",
        ),
    ),
    run=_contest,
    # The outcome once both have rolled; before, the side that rolled first; before that, the odds.
    headline=("outcome_label", "a_result", "b_result", "odds"),
    pairs=(("a", "b"), ("a_roll", "b_roll"), ("a_base", "b_base")),
)

CALCULATORS: tuple[Calculator, ...] = (CONTEST,)
