"""Where a kicked or scattered ball comes down on the pitch, and what the kicker's and the
target's hexes make of a kick (Runeball 2022 Notes › The Field; Passing and Handoffs; The Kickoff;
Kicking a Field Goal).

A ball that scatters goes that many hexes straight out in one of the six directions the bounce die
gives (reading A003-16). A pass that scatters 1d4 hexes may come down on a player who can catch
it; a pass the passer fumbles scatters one hex from him, and off the pitch that is a turnover
(Failed Pass Attempt); a kickoff must come down on the receiving team's side; a field goal is
kicked at a goal post from the opponents' half.
"""

from collections.abc import Mapping
from fractions import Fraction

from rules_py.odds import Odds
from rules_py.runeball import field, kicking, passing
from rules_py.runeball.field import Hex
from rules_py.runeball.passing import Catcher, PassOutcome, PassResult, ScatterLanding
from rules_py.runeball.skill_rolls import TestDie

# Where a scattered pass lands, and who (if anyone) may catch it there.
Landing = tuple[ScatterLanding, Catcher | None]


def landing_odds(target: Hex, distances: Mapping[int, Fraction]) -> Odds[Hex]:
    """Where a ball aimed at ``target`` comes down, given how far it scatters: that many hexes
    straight out in one of the six directions, each 1 in 6, as the bounce die sends a ball
    (reading A003-16). Hexes off the pitch are kept (the caller decides what is out).

    >>> odds = landing_odds(Hex(24, 8), {0: Fraction(1, 2), 2: Fraction(1, 2)})
    >>> odds[Hex(24, 8)], odds[Hex(24, 6)], sum(odds.values())
    (Fraction(1, 2), Fraction(1, 12), Fraction(1, 1))
    """
    landing: list[tuple[Hex, Fraction]] = []
    for hexes, p in distances.items():
        cells = field.spokes(target, hexes)
        landing.extend((cell, p / len(cells)) for cell in cells)
    return Odds(landing)


def scatter_landings(
    receiver: Hex,
    passing_team: list[Hex],
    defenders: list[Hex],
    catch_skill: int,
    defender_catch: int,
) -> Odds[Landing]:
    """Where a pass that scatters 1d4 hexes (Passing and Handoffs) comes down, from the
    receiver's hex, in one of the six directions of the bounce die (reading A003-16): off the
    pitch, on a player of either team (with the opponents next to him) or on an empty hex.
    Whoever stands there may catch it; the field knows two Catch skills, so every player of the
    passing team catches with the receiver's and every defender with the interceptor's.

    >>> landings = scatter_landings(Hex(16, 1), [Hex(10, 2)], [], 10, 10)
    >>> landings[(ScatterLanding.OUT_OF_BOUNDS, None)], landings[(ScatterLanding.EMPTY, None)]
    (Fraction(5, 12), Fraction(7, 12))
    """

    def landing(cell: Hex) -> Landing:
        if not field.in_bounds(cell):
            return (ScatterLanding.OUT_OF_BOUNDS, None)
        if cell in passing_team:
            near = sum(1 for d in defenders if field.adjacent(d, cell))
            return (ScatterLanding.RECEIVER, Catcher(catch_skill, near))
        if cell in defenders:
            near = sum(1 for t in passing_team if field.adjacent(t, cell))
            return (ScatterLanding.DEFENDER, Catcher(defender_catch, near))
        return (ScatterLanding.EMPTY, None)

    return landing_odds(receiver, passing.SCATTERED_PASS.odds()).map(landing)


def fumble_leaves_the_pitch(passer: Hex) -> Fraction:
    """The chance that a pass the passer fumbles goes out of bounds. Failing by 7 or more, "it
    scatters one hex" from him and starts to bounce (Pass Result): one hex in one of the six
    directions of the bounce die (reading A003-16), each 1 in 6. A ball that leaves the pitch
    during a pass is a turnover (Failed Pass Attempt); the bounces that follow are play as usual.

    >>> [str(fumble_leaves_the_pitch(Hex(*cell))) for cell in ((10, 8), (1, 8), (1, 1), (2, 1))]
    ['0', '1/3', '2/3', '1/6']
    """
    lands = landing_odds(passer, {passing.FUMBLE_SCATTER: Fraction(1)})
    return lands.chance(lambda cell: not field.in_bounds(cell))


def outcomes_on_the_field(
    result_odds: Mapping[PassResult, Fraction],
    receiver: Catcher,
    die: TestDie,
    interceptor: Catcher | None,
    landings: Mapping[Landing, Fraction],
    fumble_out: Fraction = Fraction(0),
) -> Odds[PassOutcome]:
    """How a pass ends on the pitch: the pass rule's odds (:func:`passing.pass_outcome_odds`),
    the scattered part split over where it lands, and the fumbled part over whether its one-hex
    scatter leaves the pitch (``fumble_out``, :func:`fumble_leaves_the_pitch`): a turnover if
    it does, a fumble if not.

    >>> scatter_only = {PassResult.SCATTER: Fraction(1)}
    >>> out = {(ScatterLanding.OUT_OF_BOUNDS, None): Fraction(1, 4),
    ...        (ScatterLanding.EMPTY, None): Fraction(3, 4)}
    >>> odds = outcomes_on_the_field(scatter_only, Catcher(10, 0), TestDie.D12, None, out)
    >>> odds[PassOutcome.TURNOVER], odds[PassOutcome.FUMBLED]
    (Fraction(1, 4), Fraction(3, 4))
    >>> fumbled = {PassResult.FUMBLE: Fraction(1, 2), PassResult.PERFECT: Fraction(1, 2)}
    >>> odds = outcomes_on_the_field(fumbled, Catcher(10, 0), TestDie.D12, None, {}, Fraction(1, 3))
    >>> odds[PassOutcome.TURNOVER], odds[PassOutcome.FUMBLED], odds[PassOutcome.COMPLETED]
    (Fraction(1, 6), Fraction(1, 3), Fraction(1, 2))
    """
    aimed: dict[PassResult, Fraction] = {
        result: p
        for result, p in result_odds.items()
        if result not in (PassResult.SCATTER, PassResult.FUMBLE)
    }
    parts = [passing.pass_outcome_odds(aimed, receiver, die, interceptor)]
    scattered = result_odds.get(PassResult.SCATTER, Fraction(0))
    parts.extend(
        passing.pass_outcome_odds(
            {PassResult.SCATTER: scattered * share}, receiver, die, interceptor, landing, catcher
        )
        for (landing, catcher), share in landings.items()
    )
    fumbled = result_odds.get(PassResult.FUMBLE, Fraction(0))
    parts.append(
        Odds(
            (
                (PassOutcome.TURNOVER, fumbled * fumble_out),
                (PassOutcome.FUMBLED, fumbled * (1 - fumble_out)),
            )
        )
    )
    return Odds(pair for part in parts for pair in part.items())


def is_field_goal(kicker: Hex, target: Hex) -> bool:
    """A kick at a goal post in the half the kicker stands in is a field goal (the post he has
    crossed to); any other kick is worked out as a kickoff.

    >>> is_field_goal(Hex(24, 8), field.GOAL_POSTS[1])
    True
    >>> is_field_goal(Hex(8, 8), field.GOAL_POSTS[1]), is_field_goal(Hex(24, 8), Hex(20, 8))
    (False, False)
    """
    return target in field.GOAL_POSTS and field.half_of(target) == field.half_of(kicker)


def at_the_wrong_post(kicker: Hex, target: Hex) -> bool:
    """The target is a goal post in the other half from the kicker's: not a field goal.

    >>> at_the_wrong_post(Hex(8, 8), field.GOAL_POSTS[1])
    True
    """
    return target in field.GOAL_POSTS and field.half_of(target) != field.half_of(kicker)


def receiving_half(kicker: Hex, target: Hex) -> int:
    """The half of the team receiving a kickoff: the other half from the kicker's; a kicker on
    the neutral zone kicks towards the target's half (half 2 when the target is on the zone too).

    >>> receiving_half(Hex(3, 8), Hex(24, 8)), receiving_half(Hex(16, 8), Hex(5, 8))
    (2, 1)
    """
    own = field.half_of(kicker)
    return 3 - own if own else (field.half_of(target) or 2)


def kicker_set_up_too_far(kicker: Hex) -> int | None:
    """How far the kicker stands from his own goal line when that is more than a kickoff allows
    (he sets up within 3 hexes of it); None when he is within it or on the neutral zone.

    >>> kicker_set_up_too_far(Hex(8, 8)), kicker_set_up_too_far(Hex(3, 8))
    (5, None)
    """
    away = field.from_own_goal_line(kicker)
    if away is not None and away > kicking.KICKER_FROM_OWN_GOAL_LINE:
        return away
    return None


def kickoff_lands_in_play(cell: Hex, receiving: int, neutral_zone_in_play: bool) -> bool:
    """A kickoff comes down in play on the pitch, on the receiving side of the neutral zone (the
    zone itself counts under the reading that gives it to the receiving side, A003-14).

    >>> kickoff_lands_in_play(Hex(20, 8), 2, False), kickoff_lands_in_play(Hex(16, 8), 2, True)
    (True, True)
    >>> kickoff_lands_in_play(Hex(10, 8), 2, True), kickoff_lands_in_play(Hex(16, 8), 2, False)
    (False, False)
    """
    if not field.in_bounds(cell):
        return False
    side = field.half_of(cell)
    return side == receiving or (side == 0 and neutral_zone_in_play)
