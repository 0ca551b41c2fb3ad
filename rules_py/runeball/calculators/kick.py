"""The Runeball kick calculator (Runeball 2022 Notes › The Kickoff; Kicking a Field Goal): how far
a kickoff scatters, and the DL and odds of a field goal.
"""

from rules_py.contract import Calculator, Input, JsonDict, Output
from rules_py.odds import Odds, as_percent
from rules_py.runeball import kicking
from rules_py.runeball.calculators.common import (
    FIELD_LENGTH,
    adjacent_input,
    check_front,
    cost_text,
    exertion_input,
    skill_input,
)
from rules_py.runeball.passing import FrontDefender
from rules_py.runeball.readings import FRONT_DEFENDER_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_rolls import TestDie, margin_odds, margin_words


def _scatter_labels() -> tuple[tuple[str, str], ...]:
    longest = max(band.scatter.highest for band in kicking.KICK_ROWS if band.scatter is not None)
    return (
        *(
            (str(hexes), f"{hexes} hex" + ("" if hexes == 1 else "es"))
            for hexes in range(longest + 1)
        ),
        (kicking.OUT_OF_BOUNDS, "Out of bounds"),
    )


def _kick(
    kick_skill: int,
    distance: int | None,
    adjacent: int,
    adjacent_front: int,
    exertion: int,
    test_die: TestDie,
    front_defender: FrontDefender,
) -> JsonDict:
    check_front("adjacent_front", adjacent, adjacent_front)
    die, front = test_die, front_defender
    scatter = kicking.kickoff_scatter_odds(kick_skill, die, exertion)
    margins = margin_odds(kick_skill, kicking.KICKOFF_DL, die, exertion)
    kickoff_rows = []
    for band, p in margins.map(kicking.kick_band).over(kicking.KICK_ROWS).items():
        kickoff_rows.append(
            {
                "margin": margin_words(band.lowest, band.highest),
                "result": "Out of bounds"
                if band.scatter is None
                else f"Scatters {band.scatter.label} hexes",
                "odds": as_percent(p),
            }
        )
    report: JsonDict = {
        "scatter": scatter.percent(),
        "scatter_exact": scatter.exact(),
        "kickoff": kickoff_rows,
        "dl": None,
        "success": None,
        "success_exact": None,
        "odds": {},
        "odds_exact": {},
        "miss_scatter": {},
        "exertion_cost": cost_text(exertion),
    }
    if distance is not None:
        dl = kicking.field_goal_dl(distance, adjacent, adjacent_front, front)
        chance = kicking.field_goal_chance(kick_skill, dl, die, exertion)
        field_goal = Odds({"success": chance, "miss": 1 - chance})
        miss = Odds(
            (hexes, (1 - chance) * p) for hexes, p in kicking.FIELD_GOAL_MISS_SCATTER.odds().items()
        )
        report |= {
            "dl": dl,
            "success": as_percent(chance),
            "success_exact": str(chance),
            **field_goal.record(),
            "miss_scatter": miss.percent(),
        }
    return report


RUNEBALL_KICK = Calculator(
    name="runeball_kick",
    title="Runeball kick",
    summary="How far a kickoff scatters (or sails out of bounds), and the DL and odds of a "
    "field goal.",
    inputs=(
        skill_input("kick_skill", "Kicker's Kick skill", 10),
        Input(
            "distance",
            "Field goal: hexes to the goal post",
            optional=True,
            minimum=1,
            maximum=FIELD_LENGTH,
            help="leave empty for a kickoff only",
        ),
        adjacent_input("adjacent", "Opponents next to the kicker"),
        adjacent_input("adjacent_front", "Of them in front of him"),
        exertion_input("exertion", aliases=("kick_exertion",)),
    ),
    outputs=(
        Output(
            "kickoff",
            "Kickoff (Kick against DL 10)",
            kind="records",
            columns=(("margin", "Margin"), ("result", "Result"), ("odds", "Odds")),
            column_styles=(("odds", "percent"),),
            distribution=("odds",),
            group="Kickoff",
        ),
        Output(
            "scatter",
            "How far the kickoff lands from its target",
            kind="odds",
            labels=_scatter_labels(),
            group="Kickoff",
        ),
        Output("dl", "Field goal DL", group="Field goal"),
        Output("success", "Chance to hit the post", style="percent", group="Field goal"),
        Output(
            "miss_scatter",
            "A miss lands this far from the post",
            kind="odds",
            labels=_scatter_labels()[:-1],
            group="Field goal",
        ),
        Output("exertion_cost", "Exertion costs the kicker"),
    ),
    run=_kick,
    headline=("success", "scatter"),
    pairs=(("adjacent", "adjacent_front"),),
    settings=(TEST_DIE_SETTING, FRONT_DEFENDER_SETTING),
)
