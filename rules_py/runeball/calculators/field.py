"""The Runeball field calculator: players placed on the pitch, a pass or a kick worked out from
where they stand (Runeball 2022 Notes › The Field; Passing and Handoffs; Intercepting a Pass;
Catching a Pass; Failed Pass Attempt; The Kickoff; Kicking a Field Goal).

The geometry (:mod:`rules_py.runeball.field`) turns the board into the numbers the pass and kick
rules take (range, defenders next to the passer and in front of him, next to the receiver, the
interceptor on the flight path); the odds come from the pass and kick calculators themselves
(:data:`~rules_py.runeball.calculators.passes.RUNEBALL_PASS`, ``RUNEBALL_KICK``), so nothing is
worked out twice; where the ball comes down is :mod:`rules_py.runeball.landing`'s, and the pitch
to draw (its hexes, the shading, the hexes to mark) :mod:`rules_py.runeball.field_view`'s.
"""

from rules_py.board import Placement
from rules_py.contract import Calculator, Input, JsonDict, Output
from rules_py.runeball import field_view
from rules_py.runeball.calculators.common import skill_input
from rules_py.runeball.calculators.field_kick import kick_part
from rules_py.runeball.calculators.field_pass import pass_part
from rules_py.runeball.calculators.field_pieces import DEFAULT_BOARD, PITCH
from rules_py.runeball.calculators.kick import RUNEBALL_KICK
from rules_py.runeball.calculators.passes import PASS_OUTCOME_LABELS, PASS_RESULT_LABELS
from rules_py.runeball.field import Front
from rules_py.runeball.field_readings import FRONT_HEXES_SETTING, NEUTRAL_ZONE_SETTING
from rules_py.runeball.passing import FrontDefender
from rules_py.runeball.readings import FRONT_DEFENDER_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_rolls import TestDie

__all__ = ["DEFAULT_BOARD", "RUNEBALL_FIELD"]


class Play:
    """What the passer (kicker) does: the keys of the ``play`` input."""

    PASS = "pass"
    KICK = "kick"


SCATTER_LABELS = next(o.labels for o in RUNEBALL_KICK.outputs if o.key == "scatter")


# --- the calculator ----------------------------------------------------------------------------

PASS_KEYS = (
    "range_band",
    "passer_adjacent",
    "passer_adjacent_front",
    "receiver_adjacent",
    "interceptor_adjacent",
    "could_intercept",
    "dl",
)
KICK_KEYS = ("kick_kind", "out_of_bounds", "under_player", "fg_dl", "fg_success")


def _field(
    play: str,
    board: Placement,
    pass_skill: int,
    catch_skill: int,
    interceptor_catch: int,
    kick_skill: int,
    test_die: TestDie,
    front_defender: FrontDefender,
    front_hexes: Front,
    neutral_zone: str,
) -> JsonDict:
    report: JsonDict = dict.fromkeys((*PASS_KEYS, *KICK_KEYS))
    report |= {
        "play": play,
        "board": board.text(),
        "pass_odds": {},
        "outcomes": {},
        "kick_scatter": {},
    }
    if play == Play.PASS:
        part, picture, warnings = pass_part(
            board,
            pass_skill,
            catch_skill,
            interceptor_catch,
            test_die,
            front_defender,
            front_hexes,
        )
    else:
        part, picture, warnings = kick_part(
            board, kick_skill, test_die, front_defender, front_hexes, neutral_zone
        )
    report |= part
    report["warnings"] = warnings
    report["field"] = field_view.pitch(picture)
    return report


RUNEBALL_FIELD = Calculator(
    name="runeball_field",
    title="Runeball on the field",
    summary="Place the players on the pitch: the range, the defenders that count, the pass DL "
    "and how the pass ends, or where a kick comes down.",
    inputs=(
        Input(
            "play",
            "The play",
            kind="choice",
            default=Play.PASS,
            choices=(Play.PASS, Play.KICK),
            choice_labels=("A pass to the receiver", "A kick at the target"),
        ),
        Input(
            "board",
            "Players on the pitch, as text",
            kind="board",
            default=DEFAULT_BOARD,
            board=PITCH,
            help="moved on the pitch; or typed as role=column.row, several defenders or "
            "teammates with commas",
            # The pitch itself is where the pieces move (render/board.js): their text, for the
            # keyboard, a screen reader and the link alike, folds away under it.
            folded=True,
        ),
        skill_input("pass_skill", "Passer's Pass skill", 10, aliases=("passer_pass",)),
        skill_input(
            "catch_skill",
            "Receiver's Catch skill",
            10,
            help="also a teammate's, under a scattered pass",
            aliases=("receiver_catch",),
        ),
        skill_input(
            "interceptor_catch",
            "Interceptor's Catch skill",
            10,
            help="also a defender's, under a scattered pass",
            aliases=("interceptor_skill",),
        ),
        skill_input("kick_skill", "Kicker's Kick skill", 10, aliases=("kicker_kick",)),
    ),
    outputs=(
        Output("warnings", "Notes", kind="warnings"),
        Output("field", "The pitch", kind="board"),
        Output("range", "Range (hexes)"),
        Output("range_band", "Passing range", group="The pass"),
        Output("passer_adjacent", "Defenders next to the passer", group="The pass"),
        Output("passer_adjacent_front", "Of them in front of him", group="The pass"),
        Output("receiver_adjacent", "Defenders next to the receiver", group="The pass"),
        Output("could_intercept", "On the flight path (may intercept)", group="The pass"),
        Output(
            "interceptor_adjacent", "Passing-team players next to the interceptor", group="The pass"
        ),
        Output("dl", "Pass DL", group="The pass"),
        Output(
            "pass_odds",
            "Odds of each pass result",
            kind="odds",
            labels=PASS_RESULT_LABELS,
            group="The pass",
        ),
        Output(
            "outcomes",
            "How the pass ends",
            kind="odds",
            labels=PASS_OUTCOME_LABELS,
            group="The pass",
        ),
        Output("kick_kind", "The kick", group="The kick"),
        Output("fg_dl", "Field goal DL", group="The kick"),
        Output("fg_success", "Chance to hit the post", style="percent", group="The kick"),
        Output("out_of_bounds", "Ends out of bounds", style="percent", group="The kick"),
        Output("under_player", "Comes down on an opponent", style="percent", group="The kick"),
        Output(
            "kick_scatter",
            "How far it lands from the target (a field goal: its misses)",
            kind="odds",
            labels=SCATTER_LABELS,
            group="The kick",
        ),
    ),
    run=_field,
    # A pass: how it ends, completed first; a kick: a field goal's chance, else where it lands.
    headline=("outcomes", "fg_success", "kick_scatter"),
    pairs=(("pass_skill", "catch_skill"), ("interceptor_catch", "kick_skill")),
    settings=(
        TEST_DIE_SETTING,
        FRONT_DEFENDER_SETTING,
        FRONT_HEXES_SETTING,
        NEUTRAL_ZONE_SETTING,
    ),
)
