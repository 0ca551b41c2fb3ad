"""A kick worked out on the pitch, for the Runeball field calculator (Runeball 2022 Notes › The
Kickoff; Kicking a Field Goal): a kickoff's or a field goal's odds from the kick calculator, and
where the ball comes down from :mod:`rules_py.runeball.landing`.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.board import Placement
from rules_py.contract import InputError, JsonDict
from rules_py.numbers import percent
from rules_py.odds import Odds, as_percent
from rules_py.runeball import field, kicking, landing
from rules_py.runeball.calculators import field_pieces
from rules_py.runeball.calculators.field_pieces import Part, passer_hex
from rules_py.runeball.calculators.kick import RUNEBALL_KICK
from rules_py.runeball.field import Front, Hex
from rules_py.runeball.field_readings import NeutralZone
from rules_py.runeball.field_view import cells
from rules_py.runeball.passing import FrontDefender
from rules_py.runeball.skill_rolls import TestDie


@dataclass(frozen=True)
class Flight:
    """Where a kick comes down: the part of the answer it makes, every hex it may land on (on
    the pitch or off it), those of them in play, the chance it sails out before landing, and
    the caption and marks it adds to the pitch."""

    report: JsonDict
    lands: Odds[Hex]
    in_play: Odds[Hex]
    sails_out: Fraction
    caption: str
    marks: JsonDict


def _kick_target(board: Placement) -> tuple[Hex, Hex]:
    kicker = passer_hex(board)
    aimed = board.one("target")
    if aimed is None:
        raise InputError("board", "place the kick target (target=column.row) to work out a kick")
    target = Hex(*aimed)
    if target == kicker:
        # A kick sends the ball to a target hex on the receivers' side (The Kickoff) or at a goal
        # post the kicker has crossed to (Kicking a Field Goal: DL 6 + the distance kicked); a
        # ball kicked onto the kicker's own hex goes nowhere, so it is refused, not worked out.
        raise InputError(
            "board", f"the kick target is on the kicker's own hex ({kicker}): put it elsewhere"
        )
    return kicker, target


def _field_goal(
    kicker: Hex,
    target: Hex,
    opponents: list[Hex],
    kick_skill: int,
    settings: JsonDict,
    front: Front,
) -> Flight:
    """A kick at the post of the half the kicker stands in: the DL, the hit, where a miss lands
    (a hit never comes down)."""
    goal = field.hex_distance(kicker, target)
    beside = [o for o in opponents if field.adjacent(o, kicker)]
    ahead = [o for o in beside if field.in_front(kicker, target, o, front)]
    kicked = RUNEBALL_KICK.calculate(
        {
            "kick_skill": kick_skill,
            "distance": goal,
            "adjacent": len(beside),
            "adjacent_front": len(ahead),
            **settings,
        }
    )
    miss = 1 - Fraction(kicked["success_exact"])
    distances = {h: miss * p for h, p in kicking.FIELD_GOAL_MISS_SCATTER.odds().items()}
    lands = landing.landing_odds(target, distances)
    return Flight(
        report={
            "kick_kind": "Field goal",
            "fg_dl": kicked["dl"],
            "fg_success": kicked["success"],
            "kick_scatter": kicked["miss_scatter"],
        },
        lands=lands,
        in_play=Odds((cell, p) for cell, p in lands.items() if field.in_bounds(cell)),
        sails_out=Fraction(0),
        caption=f"Field goal from {goal} hexes · DL {kicked['dl']} · hits "
        + percent(kicked["success"]),
        marks={"adjacent": cells(beside)},
    )


def _kickoff_warnings(kicker: Hex, target: Hex, receiving: int) -> list[str]:
    warnings = []
    if landing.at_the_wrong_post(kicker, target):
        warnings.append(
            "The target is a goal post the kicker has not crossed to: a field goal is kicked "
            "from the opponents' half, so this is worked out as a kickoff."
        )
    if not field.half_of(kicker):
        warnings.append("The kicker stands on the neutral zone: he kicks off from his own side.")
    elif (away := landing.kicker_set_up_too_far(kicker)) is not None:
        warnings.append(
            f"At a kickoff the kicker sets up within {kicking.KICKER_FROM_OWN_GOAL_LINE} "
            f"hexes of his own goal line; at {kicker} he is {away} from it. The odds "
            "of where the ball comes down do not depend on it."
        )
    if field.half_of(target) != receiving:
        warnings.append(
            "A kickoff's target must be on the receiving team's side of the neutral zone."
        )
    return warnings


def _kickoff(
    kicker: Hex, target: Hex, kick_skill: int, settings: JsonDict, neutral_zone: str
) -> Flight:
    """A kickoff: where the ball lands from the target, and whether that is in play."""
    receiving = landing.receiving_half(kicker, target)
    kicked = RUNEBALL_KICK.calculate({"kick_skill": kick_skill, **settings})
    exact = kicked["scatter_exact"]
    distances = {int(key): Fraction(p) for key, p in exact.items() if key != kicking.OUT_OF_BOUNDS}
    lands = landing.landing_odds(target, distances)
    zone_in_play = neutral_zone == NeutralZone.RECEIVING
    return Flight(
        report={"kick_scatter": kicked["scatter"]},
        lands=lands,
        in_play=Odds(
            (cell, p)
            for cell, p in lands.items()
            if landing.kickoff_lands_in_play(cell, receiving, zone_in_play)
        ),
        sails_out=Fraction(exact[kicking.OUT_OF_BOUNDS]),
        caption="Kickoff",
        marks={},
    )


def _kick_picture(kicker: Hex, target: Hex, flight: Flight, out: Fraction) -> JsonDict:
    in_play = flight.in_play
    return {
        "shading": {
            "style": "heat",
            "values": [
                [cell.column, cell.row, as_percent(p)] for cell, p in sorted(in_play.items()) if p
            ],
            "legend": [],
        },
        "marks": {**flight.marks, "target": [[target.column, target.row]]},
        "lines": [[kicker.column, kicker.row, target.column, target.row]],
        "caption": f"{flight.caption} · ends out of bounds {percent(as_percent(out))}",
    }


def kick_part(
    board: Placement,
    kick_skill: int,
    test_die: TestDie,
    front_defender: FrontDefender,
    front_hexes: Front,
    neutral_zone: str,
) -> Part:
    """The kick part of the answer, the pitch's shading and the warnings."""
    kicker, target = _kick_target(board)
    opponents = field_pieces.opponents(board)
    settings: JsonDict = {"test_die": test_die, "front_defender": front_defender}
    if landing.is_field_goal(kicker, target):
        flight = _field_goal(kicker, target, opponents, kick_skill, settings, front_hexes)
        warnings: list[str] = []
    else:
        flight = _kickoff(kicker, target, kick_skill, settings, neutral_zone)
        warnings = _kickoff_warnings(kicker, target, landing.receiving_half(kicker, target))
    # Out of bounds: what comes down off the pitch (or off the receiving side), and a kickoff
    # that sails out; a field goal that hits the post never comes down.
    out = flight.sails_out + flight.lands.total - flight.in_play.total
    under = sum((flight.in_play.get(cell, Fraction(0)) for cell in opponents), Fraction(0))
    report: JsonDict = {
        "range": field.hex_distance(kicker, target),
        "kick_kind": "Kickoff",
        "kick_scatter": {},
        "fg_dl": None,
        "fg_success": None,
        **flight.report,
        "out_of_bounds": as_percent(out),
        "under_player": as_percent(under),
    }
    return report, _kick_picture(kicker, target, flight, out), warnings
