"""The Runeball field calculator: players placed on the pitch, a pass or a kick worked out from
where they stand (Runeball 2022 Notes › The Field; Passing and Handoffs; Intercepting a Pass;
Catching a Pass; The Kickoff; Kicking a Field Goal).

The geometry (:mod:`rules_py.runeball.field`) turns the board into the numbers the pass and kick
rules take (range, defenders next to the passer and in front of him, next to the receiver, the
interceptor on the flight path); the odds come from the pass and kick calculators themselves
(:data:`~rules_py.runeball.calculators.passes.RUNEBALL_PASS`, ``RUNEBALL_KICK``), so nothing is
worked out twice; where the ball comes down is :mod:`rules_py.runeball.landing`'s, and the pitch
to draw (its hexes, the shading, the hexes to mark) :mod:`rules_py.runeball.field_view`'s.
"""

from collections.abc import Callable, Iterable
from fractions import Fraction

from rules_py.board import BoardShape, Piece, Placement
from rules_py.contract import Calculator, Input, InputError, JsonDict, Output
from rules_py.numbers import percent
from rules_py.odds import Odds, as_percent
from rules_py.runeball import field, field_view, kicking, landing, passing
from rules_py.runeball.calculators.common import skill_input
from rules_py.runeball.calculators.kick import RUNEBALL_KICK
from rules_py.runeball.calculators.passes import (
    PASS_OUTCOME_LABELS,
    PASS_RESULT_LABELS,
    RUNEBALL_PASS,
)
from rules_py.runeball.field import Front, Hex
from rules_py.runeball.field_readings import (
    FRONT_HEXES_SETTING,
    NEUTRAL_ZONE_SETTING,
    NeutralZone,
)
from rules_py.runeball.field_view import cells, range_band, range_bands
from rules_py.runeball.passing import Catcher, FrontDefender, PassResult
from rules_py.runeball.readings import FRONT_DEFENDER_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_test import TestDie

PLAYERS_ON_FIELD = 7  # a team fields 7 (The Team)

PIECES: tuple[Piece, ...] = (
    Piece("passer", "Passer (kicker)", "P", side="attack"),
    Piece("receiver", "Receiver", "R", optional=True, side="attack"),
    Piece("teammates", "Teammate", "T", most=PLAYERS_ON_FIELD - 2, optional=True, side="attack"),
    Piece("defenders", "Defender", "D", most=PLAYERS_ON_FIELD - 1, optional=True, side="defence"),
    Piece("interceptor", "Interceptor", "I", optional=True, side="defence"),
    Piece("target", "Kick target", "×", optional=True, marker=True, side="marker"),
)
PITCH = BoardShape(
    PIECES,
    field.in_bounds,
    f"columns 1–{field.LENGTH}; rows 1–{field.WIDTH}, or 1–{field.WIDTH + 1} in odd columns",
)
DEFAULT_BOARD = "passer=8.8;receiver=14.8;defenders=7.8,15.9;interceptor=11.8;target=24.8"


class Play:
    """What the passer (kicker) does: the keys of the ``play`` input."""

    PASS = "pass"
    KICK = "kick"


SCATTER_LABELS = next(o.labels for o in RUNEBALL_KICK.outputs if o.key == "scatter")


def _name(role: str, cells: tuple[tuple[int, int], ...], cell: tuple[int, int]) -> str:
    label = next(piece.label for piece in PIECES if piece.role == role)
    number = f" {cells.index(cell) + 1}" if len(cells) > 1 else ""
    return f"{label}{number} ({cell[0]}.{cell[1]})"


def _count(cells: Iterable[Hex], test: Callable[[Hex], bool]) -> int:
    return sum(1 for cell in cells if test(cell))


def _pass(
    board: Placement,
    pass_skill: int,
    catch_skill: int,
    interceptor_catch: int,
    test_die: TestDie,
    front_defender: FrontDefender,
    front_hexes: Front,
) -> tuple[JsonDict, JsonDict, list[str]]:
    """The pass part of the answer, the pitch's marks and the warnings."""
    passer, caught = _hex(board.one("passer")), board.one("receiver")
    if caught is None:
        raise InputError("board", "place the receiver (receiver=column.row) to work out a pass")
    receiver = Hex(*caught)
    front = front_hexes
    defenders = [Hex(*cell) for cell in (*board.of("defenders"), *board.of("interceptor"))]
    passing_team = [passer, receiver, *(Hex(*cell) for cell in board.of("teammates"))]
    trying = board.one("interceptor")
    interceptor = None if trying is None else Hex(*trying)
    hexes = field.hex_distance(passer, receiver)
    beside = [d for d in defenders if field.adjacent(d, passer)]
    in_front = [d for d in beside if field.in_front(passer, receiver, d, front)]
    near_receiver = _count(defenders, lambda d: field.adjacent(d, receiver))
    path = field.flight_path(passer, receiver)
    on_path = [d for d in defenders if d in path] if hexes > passing.HANDOFF_RANGE else []
    warnings: list[str] = []
    tries = interceptor is not None and interceptor in on_path
    if interceptor is not None and not tries:
        warnings.append(
            f"The interceptor at {interceptor} is not on the ball's flight path: he cannot try."
        )
    interceptor_adjacent = (
        _count(passing_team, lambda p: field.adjacent(p, interceptor))
        if interceptor is not None
        else None
    )
    report: JsonDict = {
        "range": hexes,
        "range_band": range_bands()[range_band(hexes) - 1][2],
        "passer_adjacent": len(beside),
        "passer_adjacent_front": len(in_front),
        "receiver_adjacent": near_receiver,
        "interceptor_adjacent": interceptor_adjacent,
        "could_intercept": _could_intercept(board, on_path),
        "dl": None,
        "pass_odds": {},
        "outcomes": {},
        "outcomes_exact": {},
    }
    if hexes > passing.MAX_PASS_RANGE:
        warnings.append(
            f"The receiver is {hexes} hexes away: no pass reaches past {passing.MAX_PASS_RANGE}."
        )
    else:
        inputs: dict[str, object] = {
            "pass_skill": pass_skill,
            "range": hexes,
            "passer_adjacent": len(beside),
            "passer_adjacent_front": len(in_front),
            "catch_skill": catch_skill,
            "receiver_adjacent": near_receiver,
            "test_die": test_die,
            "front_defender": front_defender,
        }
        if tries:
            inputs |= {
                "interceptor_catch": interceptor_catch,
                "interceptor_adjacent": interceptor_adjacent,
            }
        thrown = RUNEBALL_PASS.calculate(inputs)
        report |= {
            "dl": thrown["dl"],
            "pass_odds": thrown["odds"] if thrown["dl"] is not None else {},
            "outcomes": thrown["outcomes"],
            "outcomes_exact": thrown["outcomes_exact"],
        }
        if thrown["dl"] is not None:
            # A pass (not a handoff) may scatter: where it lands is the field's to say.
            result_odds = {PassResult(key): Fraction(p) for key, p in thrown["odds_exact"].items()}
            landings = landing.scatter_landings(
                receiver, passing_team, defenders, catch_skill, interceptor_catch
            )
            interceptor_catcher = (
                Catcher(interceptor_catch, interceptor_adjacent or 0) if tries else None
            )
            outcomes = landing.outcomes_on_the_field(
                result_odds,
                Catcher(catch_skill, near_receiver),
                test_die,
                interceptor_catcher,
                landings,
            )
            report |= {
                "outcomes": outcomes.percent(lambda outcome: outcome.value),
                "outcomes_exact": outcomes.exact(lambda outcome: outcome.value),
            }
        if thrown["kind"] == "handoff":
            warnings.append(thrown["note"])
    marks = {
        "path": cells(path),
        "front": cells(
            c for c in field.neighbours(passer) if field.in_front(passer, receiver, c, front)
        ),
        "adjacent": cells(beside),
        "intercept": cells(on_path),
    }
    shading = field_view.band_shading(passer)
    caption = f"Range {hexes} hexes"
    if report["dl"] is not None:
        completed = report["outcomes"]["completed"]
        caption += f" · Pass DL {report['dl']} · completed {percent(completed)}"
    elif hexes == passing.HANDOFF_RANGE:
        caption += f" · handoff · completed {percent(report['outcomes']['completed'])}"
    else:
        caption += " · out of passing range"
    picture = {
        "shading": shading,
        "marks": marks,
        "lines": [[passer.column, passer.row, receiver.column, receiver.row]],
        "caption": caption,
    }
    return report, picture, warnings


def _could_intercept(board: Placement, on_path: list[Hex]) -> str:
    names = []
    for role in ("defenders", "interceptor"):
        cells = board.of(role)
        names += [_name(role, cells, cell) for cell in cells if Hex(*cell) in on_path]
    return ", ".join(names) if names else "Nobody: no defender stands on the flight path"


def _hex(cell: tuple[int, int] | None) -> Hex:
    if cell is None:
        raise InputError("board", "place the passer (passer=column.row)")
    return Hex(*cell)


def _kick(
    board: Placement,
    kick_skill: int,
    test_die: TestDie,
    front_defender: FrontDefender,
    front_hexes: Front,
    neutral_zone: str,
) -> tuple[JsonDict, JsonDict, list[str]]:
    kicker = _hex(board.one("passer"))
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
    opponents = [Hex(*cell) for cell in (*board.of("defenders"), *board.of("interceptor"))]
    warnings: list[str] = []
    field_goal = landing.is_field_goal(kicker, target)
    settings = {"test_die": test_die, "front_defender": front_defender}
    report: JsonDict = {
        "range": field.hex_distance(kicker, target),
        "kick_kind": "Kickoff",
        "kick_scatter": {},
        "out_of_bounds": None,
        "under_player": None,
        "fg_dl": None,
        "fg_success": None,
    }
    if landing.at_the_wrong_post(kicker, target):
        warnings.append(
            "The target is a goal post the kicker has not crossed to: a field goal is kicked "
            "from the opponents' half, so this is worked out as a kickoff."
        )
    if field_goal:
        goal = field.hex_distance(kicker, target)
        front = front_hexes
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
        on_pitch = Odds((cell, p) for cell, p in lands.items() if field.in_bounds(cell))
        report |= {
            "kick_kind": "Field goal",
            "fg_dl": kicked["dl"],
            "fg_success": kicked["success"],
            "kick_scatter": kicked["miss_scatter"],
        }
        caption = f"Field goal from {goal} hexes · DL {kicked['dl']} · hits " + percent(
            kicked["success"]
        )
        marks = {"adjacent": cells(beside)}
    else:
        receiving = landing.receiving_half(kicker, target)
        if not field.half_of(kicker):
            warnings.append(
                "The kicker stands on the neutral zone: he kicks off from his own side."
            )
        else:
            away = landing.kicker_set_up_too_far(kicker)
            if away is not None:
                warnings.append(
                    f"At a kickoff the kicker sets up within {kicking.KICKER_FROM_OWN_GOAL_LINE} "
                    f"hexes of his own goal line; at {kicker} he is {away} from it. The odds "
                    "of where the ball comes down do not depend on it."
                )
        if field.half_of(target) != receiving:
            warnings.append(
                "A kickoff's target must be on the receiving team's side of the neutral zone."
            )
        kicked = RUNEBALL_KICK.calculate({"kick_skill": kick_skill, **settings})
        exact = kicked["scatter_exact"]
        distances = {
            int(key): Fraction(p) for key, p in exact.items() if key != kicking.OUT_OF_BOUNDS
        }
        lands = landing.landing_odds(target, distances)
        zone_in_play = neutral_zone == NeutralZone.RECEIVING
        on_pitch = Odds(
            (cell, p)
            for cell, p in lands.items()
            if landing.kickoff_lands_in_play(cell, receiving, zone_in_play)
        )
        report["kick_scatter"] = kicked["scatter"]
        caption = "Kickoff"
        marks = {}
    # Out of bounds: what comes down off the pitch (or off the receiving side), and a kickoff
    # that sails out; a field goal that hits the post never comes down.
    kicked_out = (
        Fraction(0) if field_goal else Fraction(kicked["scatter_exact"][kicking.OUT_OF_BOUNDS])
    )
    out = kicked_out + lands.total - on_pitch.total
    under = sum((on_pitch.get(cell, Fraction(0)) for cell in opponents), Fraction(0))
    report |= {"out_of_bounds": as_percent(out), "under_player": as_percent(under)}
    caption += f" · ends out of bounds {percent(as_percent(out))}"
    shading = {
        "style": "heat",
        "values": [
            [cell.column, cell.row, as_percent(p)] for cell, p in sorted(on_pitch.items()) if p
        ],
        "legend": [],
    }
    picture = {
        "shading": shading,
        "marks": {**marks, "target": [[target.column, target.row]]},
        "lines": [[kicker.column, kicker.row, target.column, target.row]],
        "caption": caption,
    }
    return report, picture, warnings


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
        part, picture, warnings = _pass(
            board,
            pass_skill,
            catch_skill,
            interceptor_catch,
            test_die,
            front_defender,
            front_hexes,
        )
    else:
        part, picture, warnings = _kick(
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
