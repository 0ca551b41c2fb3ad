"""The reattempt calculator (RuneQuest, The Game System › Reattempting Ability Rolls): the odds
of an ability roll when the gamemaster allows one more try at −20% after a failure.
"""

from rules_py.contract import Calculator, JsonDict, Output, rating_input
from rules_py.odds import as_percent
from rules_py.runequest.readings import HIGH_ROLLS_SETTING, LOW_CHANCE_SETTING
from rules_py.runequest.reattempt import Try, reattempt_odds
from rules_py.runequest.results import HighRolls, LowChance, reattempt_chance


def _reattempt(chance: int, low_chance: LowChance, high_rolls: HighRolls) -> JsonDict:
    """The answer's JSON: the second try's chance, how the two tries end, and the chance that
    one of them succeeds.

    >>> answer = _reattempt(65, LowChance.FIVE_PERCENT, HighRolls.FAIL)
    >>> answer["second_chance"], answer["either"], answer["odds"]["second"]
    (45, 80.75, 15.75)
    """
    odds = reattempt_odds(chance, low_chance, high_rolls)
    return {
        "chance": chance,
        "second_chance": reattempt_chance(chance),
        **odds.record(lambda end: end.value),
        "either": as_percent(odds[Try.FIRST] + odds[Try.SECOND]),
    }


REATTEMPT = Calculator(
    name="reattempt",
    title="Trying again",
    summary="Odds of an ability roll when a failure may be tried once more at −20% (not in "
    "combat).",
    inputs=(rating_input("chance", "Chance (%)", 65),),
    outputs=(
        Output("second_chance", "Chance of the second try", style="percent"),
        Output("odds", "How it ends", kind="odds", labels=tuple((t.value, t.label) for t in Try)),
        Output("either", "Succeeds on one of the two tries", style="percent"),
    ),
    run=_reattempt,
    headline=("either",),
    # A000-05: the second try of a chance of 20% or less is at 0% or less; A000-04: 96–99 above
    # 478%. A000-01 (a fumble or a plain failure) changes nothing here: both may be tried again.
    settings=(LOW_CHANCE_SETTING, HIGH_ROLLS_SETTING),
)
