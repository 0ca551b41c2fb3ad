"""A pass worked out on the pitch, for the Runeball field calculator (Runeball 2022 Notes ›
Passing and Handoffs; Intercepting a Pass; Catching a Pass; Failed Pass Attempt): where the players
stand gives the numbers the pass calculator takes; where a scattered or fumbled ball comes down
is :mod:`rules_py.runeball.landing`'s.
"""

from dataclasses import dataclass
from fractions import Fraction

from rules_py.board import Placement
from rules_py.contract import InputError, JsonDict
from rules_py.numbers import percent
from rules_py.odds import Odds
from rules_py.runeball import field, field_view, landing, passing
from rules_py.runeball.calculators.field_pieces import (
    Part,
    count,
    opponents,
    passer_hex,
    piece_name,
)
from rules_py.runeball.calculators.passes import RUNEBALL_PASS
from rules_py.runeball.field import Front, Hex
from rules_py.runeball.field_view import cells, range_band, range_bands
from rules_py.runeball.passing import Catcher, FrontDefender, PassOutcome, PassResult
from rules_py.runeball.skill_rolls import TestDie


@dataclass(frozen=True)
class PassScene:
    """Where the players of a pass stand, and what the pass rules count from it."""

    passer: Hex
    receiver: Hex
    passing_team: tuple[Hex, ...]  # passer, receiver and teammates
    defenders: tuple[Hex, ...]  # the interceptor among them
    interceptor: Hex | None
    beside: tuple[Hex, ...]  # defenders next to the passer
    in_front: tuple[Hex, ...]  # those of them in front of him, along the throw
    path: tuple[Hex, ...]  # the hexes the ball flies over

    @property
    def range(self) -> int:
        """Hexes from passer to receiver."""
        return field.hex_distance(self.passer, self.receiver)

    @property
    def near_receiver(self) -> int:
        """Defenders next to the receiver (each +2 to his catch DL)."""
        return count(self.defenders, lambda d: field.adjacent(d, self.receiver))

    @property
    def on_path(self) -> tuple[Hex, ...]:
        """Defenders on the flight path; a handoff has none (it cannot be intercepted)."""
        if self.range <= passing.HANDOFF_RANGE:
            return ()
        return tuple(d for d in self.defenders if d in self.path)

    @property
    def tries(self) -> bool:
        """Whether the interceptor stands where he may try."""
        return self.interceptor is not None and self.interceptor in self.on_path

    @property
    def interceptor_adjacent(self) -> int | None:
        """Passing-team players next to the interceptor (each +2 to his DL); None without one."""
        interceptor = self.interceptor
        if interceptor is None:
            return None
        return count(self.passing_team, lambda p: field.adjacent(p, interceptor))


def _pass_scene(board: Placement, front: Front) -> PassScene:
    passer, caught = passer_hex(board), board.one("receiver")
    if caught is None:
        raise InputError("board", "place the receiver (receiver=column.row) to work out a pass")
    receiver = Hex(*caught)
    defenders = opponents(board)
    trying = board.one("interceptor")
    beside = tuple(d for d in defenders if field.adjacent(d, passer))
    return PassScene(
        passer=passer,
        receiver=receiver,
        passing_team=(passer, receiver, *(Hex(*cell) for cell in board.of("teammates"))),
        defenders=tuple(defenders),
        interceptor=None if trying is None else Hex(*trying),
        beside=beside,
        in_front=tuple(d for d in beside if field.in_front(passer, receiver, d, front)),
        path=field.flight_path(passer, receiver),
    )


def _could_intercept(board: Placement, on_path: tuple[Hex, ...]) -> str:
    names = []
    for role in ("defenders", "interceptor"):
        names += [piece_name(role, cell, board) for cell in board.of(role) if Hex(*cell) in on_path]
    return ", ".join(names) if names else "Nobody: no defender stands on the flight path"


def _pass_counts(board: Placement, scene: PassScene) -> JsonDict:
    """What the field counts for the pass, before any odds."""
    return {
        "range": scene.range,
        "range_band": range_bands()[range_band(scene.range) - 1][2],
        "passer_adjacent": len(scene.beside),
        "passer_adjacent_front": len(scene.in_front),
        "receiver_adjacent": scene.near_receiver,
        "interceptor_adjacent": scene.interceptor_adjacent,
        "could_intercept": _could_intercept(board, scene.on_path),
        "dl": None,
        "pass_odds": {},
        "outcomes": {},
        "outcomes_exact": {},
    }


def _pass_warnings(scene: PassScene) -> list[str]:
    warnings = []
    if scene.interceptor is not None and not scene.tries:
        warnings.append(
            f"The interceptor at {scene.interceptor} is not on the ball's flight path: he "
            "cannot try."
        )
    if scene.range > passing.MAX_PASS_RANGE:
        warnings.append(
            f"The receiver is {scene.range} hexes away: no pass reaches past "
            f"{passing.MAX_PASS_RANGE}."
        )
    return warnings


def _throw(
    scene: PassScene,
    pass_skill: int,
    catch_skill: int,
    interceptor_catch: int,
    test_die: TestDie,
    front_defender: FrontDefender,
) -> JsonDict:
    """The pass calculator's answer for the numbers the field counted."""
    inputs: dict[str, object] = {
        "pass_skill": pass_skill,
        "range": scene.range,
        "passer_adjacent": len(scene.beside),
        "passer_adjacent_front": len(scene.in_front),
        "catch_skill": catch_skill,
        "receiver_adjacent": scene.near_receiver,
        "test_die": test_die,
        "front_defender": front_defender,
    }
    if scene.tries:
        inputs |= {
            "interceptor_catch": interceptor_catch,
            "interceptor_adjacent": scene.interceptor_adjacent,
        }
    return RUNEBALL_PASS.calculate(inputs)


def _ends_on_the_pitch(
    scene: PassScene,
    thrown: JsonDict,
    catch_skill: int,
    interceptor_catch: int,
    test_die: TestDie,
) -> Odds[PassOutcome]:
    """How a thrown pass (not a handoff) ends, the field saying where a scattered or fumbled
    ball comes down: on a player, on an empty hex, or off the pitch."""
    result_odds = {PassResult(key): Fraction(p) for key, p in thrown["odds_exact"].items()}
    landings = landing.scatter_landings(
        scene.receiver,
        list(scene.passing_team),
        list(scene.defenders),
        catch_skill,
        interceptor_catch,
    )
    interceptor = (
        Catcher(interceptor_catch, scene.interceptor_adjacent or 0) if scene.tries else None
    )
    return landing.outcomes_on_the_field(
        result_odds,
        Catcher(catch_skill, scene.near_receiver),
        test_die,
        interceptor,
        landings,
        landing.fumble_leaves_the_pitch(scene.passer),
    )


def _pass_picture(scene: PassScene, report: JsonDict, front: Front) -> JsonDict:
    passer, receiver = scene.passer, scene.receiver
    marks = {
        "path": cells(scene.path),
        "front": cells(
            c for c in field.neighbours(passer) if field.in_front(passer, receiver, c, front)
        ),
        "adjacent": cells(scene.beside),
        "intercept": cells(scene.on_path),
    }
    caption = f"Range {scene.range} hexes"
    if report["dl"] is not None:
        completed = report["outcomes"]["completed"]
        caption += f" · Pass DL {report['dl']} · completed {percent(completed)}"
    elif scene.range == passing.HANDOFF_RANGE:
        caption += f" · handoff · completed {percent(report['outcomes']['completed'])}"
    else:
        caption += " · out of passing range"
    return {
        "shading": field_view.band_shading(passer),
        "marks": marks,
        "lines": [[passer.column, passer.row, receiver.column, receiver.row]],
        "caption": caption,
    }


def pass_part(
    board: Placement,
    pass_skill: int,
    catch_skill: int,
    interceptor_catch: int,
    test_die: TestDie,
    front_defender: FrontDefender,
    front_hexes: Front,
) -> Part:
    """The pass part of the answer, the pitch's marks and the warnings."""
    scene = _pass_scene(board, front_hexes)
    report = _pass_counts(board, scene)
    warnings = _pass_warnings(scene)
    if scene.range <= passing.MAX_PASS_RANGE:
        thrown = _throw(scene, pass_skill, catch_skill, interceptor_catch, test_die, front_defender)
        report |= {
            "dl": thrown["dl"],
            "pass_odds": thrown["odds"] if thrown["dl"] is not None else {},
            "outcomes": thrown["outcomes"],
            "outcomes_exact": thrown["outcomes_exact"],
        }
        if thrown["dl"] is not None:
            outcomes = _ends_on_the_pitch(scene, thrown, catch_skill, interceptor_catch, test_die)
            report |= {
                "outcomes": outcomes.percent(lambda outcome: outcome.value),
                "outcomes_exact": outcomes.exact(lambda outcome: outcome.value),
            }
        if thrown["kind"] == "handoff":
            warnings.append(thrown["note"])
    return report, _pass_picture(scene, report, front_hexes), warnings
