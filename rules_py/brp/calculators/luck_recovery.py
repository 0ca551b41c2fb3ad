"""The Luck recovery calculator (Basic Roleplaying, Edited House Rules › "Recovery rates"): the
odds of each Luck gain from the session roll, and the average gain.
"""

from rules_py.brp.readings import (
    LUCK_CAP_SETTING,
)
from rules_py.brp.recovery import (
    LUCK_HIGH_GAIN,
    LUCK_LOW_GAIN,
    LuckCap,
    expected_session_gain,
    high_gain_chance,
    session_gain_odds,
)
from rules_py.contract import (
    Calculator,
    Input,
    JsonDict,
    Output,
)
from rules_py.dice import d100_label
from rules_py.odds import as_percent

LUCK_RANGE = (0, 999)


def _luck_recovery(luck: int, luck_cap: LuckCap) -> JsonDict:
    cap = luck_cap
    odds = session_gain_odds(luck, cap)
    expected = expected_session_gain(luck, cap)
    high = high_gain_chance(luck)
    return {
        "high_chance": as_percent(high),
        "low_chance": as_percent(1 - high),
        **odds.record(lambda gain: f"+{gain}"),
        "expected_gain": float(expected),
        "expected_gain_exact": str(expected),
        "expected_luck": float(luck + expected),
        "work": {
            "high_chance": f"d100 of {d100_label(max(luck, 1))} or more: +{LUCK_HIGH_GAIN.text}"
            if luck <= 100
            else "no d100 roll reaches it",
            "low_chance": f"d100 under {luck}: +{LUCK_LOW_GAIN.text}"
            if luck > 1
            else "no d100 roll is under it",
        },
    }


LUCK_RECOVERY = Calculator(
    name="luck_recovery",
    title="Luck at the start of a session",
    summary="Odds of each Luck gain from the session roll, and the average gain.",
    inputs=(
        Input("luck", "Current Luck", default=50, minimum=LUCK_RANGE[0], maximum=LUCK_RANGE[1]),
    ),
    outputs=(
        Output("high_chance", "The bigger gain", style="percent", detail="work.high_chance"),
        Output("low_chance", "The smaller gain", style="percent", detail="work.low_chance"),
        Output("expected_gain", "Average gain"),
        Output("expected_luck", "Average Luck after it"),
        Output("odds", "Odds of each gain", kind="odds"),
    ),
    run=_luck_recovery,
    settings=(LUCK_CAP_SETTING,),
)
