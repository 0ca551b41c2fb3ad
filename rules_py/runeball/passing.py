"""Passing, interceptions, catching and handoffs (Runeball 2022 Notes › Passing and Handoffs;
Intercepting a Pass; Catching a Pass; Failed Pass Attempt; Handoffs).

A pass goes to a standing teammate 2–18 hexes away; its DL comes from the range, plus 1 for each
opponent adjacent to the passer and 2 for each of those in front of him. The passer's margin
gives the result band, which sets the receiver's catch DL (+2 per opponent adjacent to the
receiver) and the DL for one interceptor on the ball's path (+2 per passer's teammate adjacent to
the interceptor). A handoff (range 1) is a perfect pass with no roll and no interception.

Hex geometry (range, adjacency, "in front") is the field's (:mod:`rules_py.runeball.field`):
these rules take the counts as numbers.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.runeball.dice import Dice
from rules_py.runeball.skill_rolls import TestDie, margin_odds, success_chance

# Passing DL (Pass vs. Range): (first range, last range, DL), as printed.
PASSING_DL_ROWS: tuple[tuple[int, int, int], ...] = (
    (2, 6, 10),
    (7, 10, 14),
    (11, 14, 18),
    (15, 18, 22),
)
MIN_PASS_RANGE = PASSING_DL_ROWS[0][0]
MAX_PASS_RANGE = PASSING_DL_ROWS[-1][1]
PER_ADJACENT_DEFENDER = 1
PER_ADJACENT_DEFENDER_IN_FRONT = 2
PER_ADJACENT_OPPONENT_CATCH = 2  # "Adjacent Def +2 Catch DL", and +2 per passer's teammate for
# an interceptor (Intercepting a Pass)
MAX_ADJACENT = 6  # a hex has six neighbours
SCATTERED_PASS = Dice(1, 4)  # "Off-target: ball scatters 1d4 hexes"
FUMBLE_SCATTER = 1  # "Passer fumbles the ball. It scatters one hex, begins to bounce."
HANDOFF_RANGE = 1


class FrontDefender(Labelled):
    """What an adjacent defender in front of the passer (or kicker) adds (reading A003-12)."""

    PLUS_TWO = "plus_two", "+2 in all (+1 if not in front)"
    PLUS_THREE = "plus_three", "+3 in all (+1 adjacent, +2 more in front)"


def adjacency_modifier(
    adjacent: int, adjacent_front: int, front: FrontDefender = FrontDefender.PLUS_TWO
) -> int:
    """What opponents next to a passer or kicker add to the DL.

    ``adjacent`` counts every adjacent opponent, ``adjacent_front`` those of them in front.

    >>> adjacency_modifier(3, 1), adjacency_modifier(3, 1, FrontDefender.PLUS_THREE)
    (4, 5)
    """
    if not 0 <= adjacent_front <= adjacent <= MAX_ADJACENT:
        raise ValueError(
            f"adjacent opponents are 0 to {MAX_ADJACENT}, those in front at most all of them"
        )
    beside = adjacent - adjacent_front
    front_cost = PER_ADJACENT_DEFENDER_IN_FRONT
    if front is FrontDefender.PLUS_THREE:
        front_cost += PER_ADJACENT_DEFENDER
    return beside * PER_ADJACENT_DEFENDER + adjacent_front * front_cost


def base_pass_dl(range_hexes: int) -> int | None:
    """The Passing DL table's row for a range, or None outside 2–18 (A003-11).

    >>> [base_pass_dl(r) for r in (1, 2, 6, 7, 14, 18, 19)]
    [None, 10, 10, 14, 18, 22, None]
    """
    for first, last, dl in PASSING_DL_ROWS:
        if first <= range_hexes <= last:
            return dl
    return None


def pass_dl(
    range_hexes: int,
    adjacent: int,
    adjacent_front: int,
    front: FrontDefender = FrontDefender.PLUS_TWO,
) -> int | None:
    """The DL of a pass: the range's DL plus the adjacent defenders; None outside 2–18.

    ``adjacent`` counts every defender adjacent to the passer, ``adjacent_front`` those of them
    in front of him along the throw (so ``adjacent_front ≤ adjacent``).

    Runeball 2022 Notes › Passing DL: range 8 with one defender beside and one in front is
    14 + 1 + 2.

    >>> pass_dl(8, 2, 1), pass_dl(1, 0, 0), pass_dl(19, 0, 0)
    (17, None, None)
    """
    base = base_pass_dl(range_hexes)
    if base is None:
        return None
    return base + adjacency_modifier(adjacent, adjacent_front, front)


class PassResult(Labelled):
    """The Pass Result bands, best first."""

    PERFECT = "perfect", "Perfect pass"
    ACCURATE = "accurate", "Accurate pass"
    OFF_TARGET = "off_target", "Off target"
    SCATTER = "scatter", "Off target, scatters 1d4"
    FUMBLE = "fumble", "Passer fumbles"


@dataclass(frozen=True)
class PassBand:
    """One row of the Pass Result table: margins, result, catch and intercept DLs."""

    lowest: int | None  # None: no lower end ("Fails by 7", read as 7 or more, A003-10)
    highest: int | None  # None: no upper end ("3+")
    result: PassResult
    catch_dl: int | None  # before the +2 per adjacent defender; None: nobody can catch
    intercept_dl: int | None
    happens: str  # what the row says becomes of the ball, in the site's words


# Pass Result (Runeball 2022 Notes › Passing and Handoffs), as printed, best first.
PASS_RESULT_ROWS: tuple[PassBand, ...] = (
    PassBand(3, None, PassResult.PERFECT, 8, 22, "Perfect pass"),
    PassBand(0, 2, PassResult.ACCURATE, 12, 20, "Accurate pass"),
    PassBand(-3, -1, PassResult.OFF_TARGET, 16, 18, "Off target"),
    PassBand(
        -6,
        -4,
        PassResult.SCATTER,
        16,
        16,
        f"Off target: the ball lands {SCATTERED_PASS.label} hexes away, where any player on "
        "that hex may catch it",
    ),
    PassBand(
        None,
        -7,
        PassResult.FUMBLE,
        None,
        None,
        f"The passer fumbles: the ball drops {FUMBLE_SCATTER} hex away from him and bounces "
        "(off the pitch, a turnover)",
    ),
)


def pass_band(margin: int) -> PassBand:
    """The Pass Result row a margin falls in.

    >>> pass_band(3).result.label, pass_band(-4).catch_dl, pass_band(-12).result
    ('Perfect pass', 16, <PassResult.FUMBLE: 'fumble'>)
    """
    for band in PASS_RESULT_ROWS:
        if (band.lowest is None or margin >= band.lowest) and (
            band.highest is None or margin <= band.highest
        ):
            return band
    raise AssertionError("the bands cover every margin")


def band_of(result: PassResult) -> PassBand:
    """The Pass Result row of a result.

    >>> band_of(PassResult.ACCURATE).intercept_dl
    20
    """
    return next(band for band in PASS_RESULT_ROWS if band.result is result)


def catch_dl(result: PassResult, defenders_adjacent_to_receiver: int) -> int | None:
    """The receiver's catch DL: the band's, +2 per defender adjacent to him (A003-13).

    >>> catch_dl(PassResult.ACCURATE, 2), catch_dl(PassResult.FUMBLE, 0)
    (16, None)
    """
    base = band_of(result).catch_dl
    if base is None:
        return None
    return base + PER_ADJACENT_OPPONENT_CATCH * defenders_adjacent_to_receiver


def intercept_dl(result: PassResult, passers_adjacent_to_interceptor: int) -> int | None:
    """An interceptor's catch DL: the band's, +2 per member of the passing team next to him.

    >>> intercept_dl(PassResult.PERFECT, 1), intercept_dl(PassResult.FUMBLE, 0)
    (24, None)
    """
    base = band_of(result).intercept_dl
    if base is None:
        return None
    return base + PER_ADJACENT_OPPONENT_CATCH * passers_adjacent_to_interceptor


def handoff_catch_dl(defenders_adjacent_to_receiver: int) -> int:
    """A handoff is always a perfect pass: catch DL 8, +2 per adjacent defender; no interception.

    >>> handoff_catch_dl(0), handoff_catch_dl(1)
    (8, 10)
    """
    dl = catch_dl(PassResult.PERFECT, defenders_adjacent_to_receiver)
    assert dl is not None
    return dl


def pass_result_odds(pass_skill: int, dl: int, die: TestDie, bonus: int = 0) -> Odds[PassResult]:
    """Exact odds of each Pass Result band.

    >>> odds = pass_result_odds(10, 14, TestDie.D12)
    >>> odds[PassResult.PERFECT], odds[PassResult.FUMBLE]
    (Fraction(1, 2), Fraction(0, 1))
    """
    margins = margin_odds(pass_skill, dl, die, bonus)
    return margins.map(lambda margin: pass_band(margin).result).over(PassResult)


class PassOutcome(Labelled):
    """How a pass ends."""

    COMPLETED = "completed", "Completed"
    INTERCEPTED = "intercepted", "Intercepted"
    FUMBLED = "fumbled", "Fumbled (against the passers)"
    TURNOVER = "turnover", "Turnover (out of bounds)"


class ScatterLanding(Labelled):
    """Where a pass scattered 1d4 hexes comes down: the field decides, so it is an input."""

    EMPTY = "empty", "An empty hex (the ball hits the ground)"
    # 1d4 hexes out of the receiver's hex (reading A003-16): never his own hex, so this is any
    # player of the passing team, catching with the receiver's numbers.
    RECEIVER = "receiver", "A passing-team player's hex"
    DEFENDER = "defender", "The interceptor's hex"
    OUT_OF_BOUNDS = "out_of_bounds", "Out of bounds"


@dataclass(frozen=True)
class Catcher:
    """A player who may catch: Catch skill and the DL modifier from the players next to him."""

    catch_skill: int
    adjacent: int  # opponents next to him (each +2)


def pass_outcome_odds(
    result_odds: Mapping[PassResult, Fraction],
    receiver: Catcher,
    die: TestDie,
    interceptor: Catcher | None = None,
    scatter_landing: ScatterLanding = ScatterLanding.EMPTY,
    scatter_catcher: Catcher | None = None,
) -> Odds[PassOutcome]:
    """Exact odds of how a pass ends, given the odds of its result band.

    One interceptor (if any) tries first against the intercept DL; a failed try lets the ball go
    on. A ball that reaches the receiver is caught on a catch test; a missed catch is a fumble
    against the passing team. A scattered pass lands where ``scatter_landing`` says: on an empty
    hex (a fumble), out of bounds (a turnover), or in the hex of a player of the passing team
    (``RECEIVER``) or of a defender (``DEFENDER``), who may catch it at DL 16 (+2 per adjacent
    opponent). ``scatter_catcher`` is the player standing there; left out, the receiver or the
    interceptor.

    >>> odds = pass_outcome_odds({PassResult.PERFECT: Fraction(1)}, Catcher(10, 0), TestDie.D12)
    >>> odds[PassOutcome.COMPLETED]
    Fraction(1, 1)
    >>> scattered = {PassResult.SCATTER: Fraction(1)}
    >>> teammate = pass_outcome_odds(
    ...     scattered, Catcher(10, 0), TestDie.D12, None, ScatterLanding.RECEIVER, Catcher(10, 1)
    ... )
    >>> teammate[PassOutcome.COMPLETED]  # d12 + 10 against 16 + 2
    Fraction(5, 12)
    """
    odds = dict.fromkeys(PassOutcome, Fraction(0))
    for result, p in result_odds.items():
        if p == 0:
            continue
        band = band_of(result)
        if result is PassResult.FUMBLE:
            odds[PassOutcome.FUMBLED] += p
            continue
        stays = p
        if interceptor is not None and band.intercept_dl is not None:
            dl = band.intercept_dl + PER_ADJACENT_OPPONENT_CATCH * interceptor.adjacent
            caught = success_chance(interceptor.catch_skill, dl, die)
            odds[PassOutcome.INTERCEPTED] += stays * caught
            stays *= 1 - caught
        assert band.catch_dl is not None
        catcher: Catcher | None = receiver
        caught_by = PassOutcome.COMPLETED
        if result is PassResult.SCATTER:
            if scatter_landing is ScatterLanding.OUT_OF_BOUNDS:
                odds[PassOutcome.TURNOVER] += stays
                continue
            if scatter_landing is ScatterLanding.EMPTY:
                catcher = None
            elif scatter_landing is ScatterLanding.RECEIVER:
                catcher = scatter_catcher or receiver
            else:
                catcher, caught_by = scatter_catcher or interceptor, PassOutcome.INTERCEPTED
        if catcher is None:
            odds[PassOutcome.FUMBLED] += stays  # nobody there who can catch: it lands
            continue
        dl = band.catch_dl + PER_ADJACENT_OPPONENT_CATCH * catcher.adjacent
        caught = success_chance(catcher.catch_skill, dl, die)
        odds[caught_by] += stays * caught
        odds[PassOutcome.FUMBLED] += stays * (1 - caught)
    return Odds(odds)
