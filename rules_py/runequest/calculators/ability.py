"""The ability roll calculator (RuneQuest, The Game System › Results; Ability Result Table;
Abilities Above 100%): the roll ranges and exact odds of each result for a modified chance, and
a roll's result.
"""

from rules_py.contract import (
    Calculator,
    JsonDict,
    Output,
    rating_input,
    roll_input,
)
from rules_py.runequest.experience import checks_for_fields, gives_check
from rules_py.runequest.readings import (
    ROLL_SETTINGS,
)
from rules_py.runequest.results import (
    BEST_FIRST,
    Fumbles,
    HighRolls,
    LowChance,
    ResultLevel,
    level_odds,
    result_faces,
)
from rules_py.strip import d100_strip
from rules_py.tables import d100_span, runs

LEVEL_LABELS = tuple((level.key, level.label) for level in BEST_FIRST)

ROLL_OUTPUTS = (
    Output("strip", "The hundred faces of the d100", kind="strip"),
    *(Output(f"ranges.{level.key}", f"{level.label}: rolls") for level in BEST_FIRST),
    Output("odds", "Odds of each result", kind="odds", labels=LEVEL_LABELS),
    Output("result_label", "Result of the roll"),
)


def roll_report(
    chance: int,
    roll: int | None,
    low_chance: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high_rolls: HighRolls = HighRolls.FAIL,
) -> JsonDict:
    """Bands, exact odds and (given a roll) the result of one roll against ``chance``.

    ``low_chance`` is the reading of a chance of 0% or less (A000-05), ``fumbles`` of a roll in
    the failure and fumble ranges (A000-01), ``high_rolls`` of 96–99 above 478% (A000-04).

    >>> r = roll_report(50, 7)
    >>> r["critical"], r["special"], r["success"], r["fumble"], r["result"]
    (3, 10, 50, 98, 'special')
    >>> roll_report(-5, 3)["result"], roll_report(-5, 3, LowChance.NO_CHANCE)["result"]
    ('success', 'failure')
    """
    low = low_chance
    faces = (fumbles, high_rolls)

    every_face = result_faces(chance, low, None, *faces)

    def level_of(face: int) -> ResultLevel:
        return every_face[face - 1]

    levels = runs(level_of, 1, 100)
    band = {level: d100_span(low, high) for low, high, level in levels}

    def best_roll_at_least(level: ResultLevel) -> int:
        return max((high for _, high, found in levels if found >= level), default=0)

    report: JsonDict = {
        "chance": chance,
        "critical": best_roll_at_least(ResultLevel.CRITICAL),
        "special": best_roll_at_least(ResultLevel.SPECIAL),
        "success": best_roll_at_least(ResultLevel.SUCCESS),
        "fumble": min(
            (low for low, _, found in levels if found == ResultLevel.FUMBLE), default=101
        ),
        "ranges": {level.key: band.get(level, "none") for level in BEST_FIRST},
        **level_odds(chance, low, None, *faces).record(lambda level: level.key),
        "strip": d100_strip(level_of, roll),
        "roll": roll,
        "result": None,
        "result_label": None,
        "experience_check": None,
        "checks": [],
    }
    if roll is not None:
        level = level_of(roll)
        report |= {
            "result": level.key,
            "result_label": level.label,
            "experience_check": gives_check(level),
            "checks": checks_for_fields(("chance", level)),
        }
    return report


ABILITY = Calculator(
    name="ability",
    title="Ability roll",
    summary="Roll ranges and exact odds of each result for a modified chance; a roll's result.",
    inputs=(
        rating_input("chance", "Chance (%)", 50),
        roll_input("roll", "Roll"),
    ),
    outputs=(*ROLL_OUTPUTS, Output("experience_check", "Experience check")),
    run=roll_report,
    headline=("result_label", "ranges.success"),
    settings=ROLL_SETTINGS,
    experience="checks",
)
