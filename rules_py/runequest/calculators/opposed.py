"""The opposed roll calculator (RuneQuest, The Game System › Opposed Resolution; Abilities Above
100%): the odds of each outcome of two abilities against each other.
"""

from fractions import Fraction
from functools import lru_cache

from rules_py.contract import (
    Calculator,
    JsonDict,
    Output,
    rating_input,
    roll_input,
)
from rules_py.heatmaps import Grid, grid, live_heatmap
from rules_py.runequest.experience import checks_for_fields
from rules_py.runequest.opposed import (
    FumbleAgainst,
    HolderBands,
    OpposedOutcome,
    OpposedReadings,
    above_100_reduction,
    opposed_level,
    opposed_odds,
    opposed_outcome,
    reduction_sum,
    rolled_at,
)
from rules_py.runequest.readings import (
    FUMBLE_AGAINST_SETTING,
    HOLDER_BANDS_SETTING,
    ROLL_SETTINGS,
)
from rules_py.runequest.results import Fumbles, HighRolls, LowChance

OUTCOME_LABELS = tuple((outcome.value, outcome.label) for outcome in OpposedOutcome)


def _opposed(
    a: int,
    b: int,
    a_roll: int | None,
    b_roll: int | None,
    low_chance: LowChance,
    holder_bands: HolderBands,
    fumbles: Fumbles,
    high_rolls: HighRolls,
    fumble_against: FumbleAgainst,
) -> JsonDict:
    low, bands = low_chance, holder_bands
    more = OpposedReadings(fumble_against, fumbles, high_rolls)
    odds = opposed_odds(a, b, low, bands, more)
    report: JsonDict = {
        "heatmap": _heatmap(a, b, low, bands, more),
        # the chance each side rolls at, and the sum that got there (the 5% default kept)
        "a_effective": rolled_at([a, b], 0),
        "b_effective": rolled_at([a, b], 1),
        "a_sum": reduction_sum([a, b], 0),
        "b_sum": reduction_sum([a, b], 1),
        "reduction": above_100_reduction([a, b]),
        **odds.record(lambda outcome: outcome.value),
        "a_result": None,
        "b_result": None,
        "outcome": None,
        "a_result_label": None,
        "b_result_label": None,
        "outcome_label": None,
    }
    # Either side may roll first: its result needs both ratings (the reduction above 100%)
    # but not the other roll, which completes the outcome.
    levels = [
        None if roll is None else opposed_level([a, b], side, roll, low, bands, more)
        for side, roll in enumerate((a_roll, b_roll))
    ]
    for key, level in zip(("a", "b"), levels, strict=True):
        if level is not None:
            report |= {f"{key}_result": level.key, f"{key}_result_label": level.label}
    level_a, level_b = levels
    report["checks"] = checks_for_fields(("a", level_a), ("b", level_b))
    if level_a is not None and level_b is not None:
        outcome = opposed_outcome(level_a, level_b, fumble_against=more.fumble_against)
        report |= {"outcome": outcome.value, "outcome_label": outcome.label}
    return report


def _heatmap(a: int, b: int, low: LowChance, bands: HolderBands, more: OpposedReadings) -> JsonDict:
    def a_wins(a: int, b: int) -> Fraction:
        return opposed_odds(a, b, low, bands, more)[OpposedOutcome.A_WINS]

    return live_heatmap(
        "runequest", "RuneQuest: A's chance to win", a, b, a_wins, _grid(low, bands, more)
    )


@lru_cache(maxsize=16)  # a few sets of readings a reader tries, each worked out once
def _grid(low: LowChance, bands: HolderBands, more: OpposedReadings) -> Grid:
    return grid(lambda a, b: opposed_odds(a, b, low, bands, more)[OpposedOutcome.A_WINS])


OPPOSED = Calculator(
    name="opposed",
    title="Opposed roll",
    summary="Odds that A wins, B wins, they tie, or both lose; ratings above 100% reduce everyone.",
    inputs=(
        rating_input("a", "A's ability (%)", 60, "A's modifier (%)"),
        rating_input("b", "B's ability (%)", 45, "B's modifier (%)"),
        roll_input("a_roll", "A's roll"),
        roll_input("b_roll", "B's roll"),
    ),
    outputs=(
        Output("reduction", "Taken from both (above 100%)", style="percent"),
        Output("a_effective", "A's chance after it", style="percent"),
        Output("b_effective", "B's chance after it", style="percent"),
        Output("a_sum", "A's sum"),
        Output("b_sum", "B's sum"),
        Output("odds", "Odds", kind="odds", labels=OUTCOME_LABELS),
        Output("a_result_label", "A's result"),
        Output("b_result_label", "B's result"),
        Output("outcome_label", "Outcome"),
        Output(
            "heatmap",
            "A's chance to win, for every pair of ratings.",
            kind="heatmap",
        ),
    ),
    run=_opposed,
    # The outcome once both have rolled; before, the side that rolled first; before that, the odds.
    headline=("outcome_label", "a_result_label", "b_result_label", "odds"),
    pairs=(("a", "b"), ("a_roll", "b_roll")),
    settings=(*ROLL_SETTINGS[:1], HOLDER_BANDS_SETTING, *ROLL_SETTINGS[1:], FUMBLE_AGAINST_SETTING),
    experience="checks",
)
