"""One contest, three documents: the same two ratings under RuneQuest, ReQuest and Basic
Roleplaying, side by side.

RuneQuest (RuneQuest, The Game System › Opposed Resolution; Abilities Above 100%): result levels;
the same level is a tie, two failures are two losers, and a rating over 100 takes its excess from
everyone. ReQuest (ReQuest, Core Mechanic: Skill Rolls › Skill Contests and Reaction Contests):
QR, then the higher roll, ties rolled again, and a Victory Rating for the size of the win. Basic
Roleplaying (Basic Roleplaying, Edited House Rules › "Opposed Rolls"): degrees, then the higher
rating; two failures give no result.

The rules live in each document's package; this module only puts their answers side by side.
The contest calculator is :mod:`rules_py.comparison.calculators.contest`.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from rules_py.brp import tasks as brp
from rules_py.contract import (
    JsonDict,
)
from rules_py.heatmaps import Grid, grid, live_heatmap
from rules_py.labelled import Labelled
from rules_py.odds import Odds, as_percent
from rules_py.request import contests as request
from rules_py.request.skill_rolls import (
    ExtraCriticals,
    HighFailures,
    QrReadings,
    criticals_label,
    quality_rating,
)
from rules_py.runequest import opposed as runequest
from rules_py.runequest.results import Fumbles, HighRolls, LowChance


class System(Labelled):
    """The three documents that resolve a contest, each its own way."""

    RUNEQUEST = "runequest", "RuneQuest"
    REQUEST = "request", "ReQuest"
    BRP = "brp", "Basic Roleplaying"


# Outcomes that are not a win for either side, as the side-by-side table groups them.
TIE_OUTCOMES = frozenset({"tie"})
NEITHER_OUTCOMES = frozenset({"two_losers", "no_result"})


@dataclass(frozen=True)
class Readings:
    """The readings of unclear rules that change a contest's numbers, one field per setting."""

    all_fail: request.AllFail = request.AllFail.HIGHEST_ROLL  # ReQuest, A001-08
    low_chance: LowChance = LowChance.FIVE_PERCENT  # RuneQuest, A000-05
    holder_bands: runequest.HolderBands = field(default=runequest.HolderBands.FULL)  # A000-08
    brp_threshold: brp.Threshold = brp.Threshold.STRICT  # Basic Roleplaying, A002-02
    brp_equal: brp.EqualRatings = brp.EqualRatings.NO_RESULT  # A002-15
    fumbles: Fumbles = Fumbles.FUMBLE  # RuneQuest, A000-01
    high_rolls: HighRolls = HighRolls.FAIL  # A000-04
    fumble_against: runequest.FumbleAgainst = runequest.FumbleAgainst.BOTH_LOSE  # A000-07
    brp_special: brp.SpecialRule = brp.SpecialRule.FIFTH  # Basic Roleplaying, A002-03
    brp_edges: brp.Edges = brp.Edges.AS_WRITTEN  # A002-04
    brp_tie_rating: brp.TieRating = brp.TieRating.ROLLED  # A002-15
    extra_criticals: ExtraCriticals = ExtraCriticals.AT_OR_UNDER  # ReQuest, A001-06
    high_failures: HighFailures = HighFailures.COMPUTED  # A001-07

    @property
    def request(self) -> QrReadings:
        """ReQuest's readings of a Quality Rating."""
        return QrReadings(self.extra_criticals, self.high_failures)

    @property
    def runequest(self) -> runequest.OpposedReadings:
        """RuneQuest's readings of an opposed roll besides A000-05 and A000-08."""
        return runequest.OpposedReadings(self.fumble_against, self.fumbles, self.high_rolls)

    @property
    def brp_rules(self) -> brp.TaskRules:
        """Basic Roleplaying's readings of one task roll."""
        return brp.TaskRules(self.brp_threshold, self.brp_special, self.brp_edges)

    def brp_ties(self, a: int, b: int, bases: tuple[int | None, int | None]) -> tuple[int, int]:
        """The ratings that break a Basic Roleplaying tie of degree: the ratings rolled against,
        or under the other reading of A002-15 the base ratings (a side with none given: its
        rating).

        >>> Readings().brp_ties(60, 50, (40, None))
        (60, 50)
        >>> Readings(brp_tie_rating=brp.TieRating.BASE).brp_ties(60, 50, (40, None))
        (40, 50)
        """
        if self.brp_tie_rating is brp.TieRating.ROLLED:
            return a, b
        base_a, base_b = bases
        return (a if base_a is None else base_a, b if base_b is None else base_b)


SITE_READINGS = Readings()
NO_BASES: tuple[int | None, int | None] = (None, None)


def contest_odds(
    system: System,
    a: int,
    b: int,
    readings: Readings = SITE_READINGS,
    bases: tuple[int | None, int | None] = NO_BASES,
) -> Odds[str]:
    """Exact odds of each outcome of one contest between ratings ``a`` and ``b`` (``bases``: the
    base ratings, which only Basic Roleplaying's "base rating" reading reads).

    >>> {k: str(p) for k, p in contest_odds(System.RUNEQUEST, 50, 50).items()}
    {'a_wins': '2921/10000', 'b_wins': '2921/10000', 'tie': '829/5000', 'two_losers': '1/4'}
    >>> {k: str(p) for k, p in contest_odds(System.REQUEST, 50, 50).items()}
    {'a_wins': '1/2', 'b_wins': '1/2'}
    >>> {k: str(p) for k, p in contest_odds(System.BRP, 50, 50).items()}
    {'a_wins': '2889/10000', 'b_wins': '2889/10000', 'no_result': '2111/5000'}
    """
    if system is System.RUNEQUEST:
        runequest_odds = runequest.opposed_odds(
            a, b, readings.low_chance, readings.holder_bands, readings.runequest
        )
        return runequest_odds.map(lambda outcome: outcome.value)
    if system is System.REQUEST:
        request_odds = request.contest_odds(a, b, readings.all_fail, readings.request)
        return request_odds.map(lambda outcome: outcome.value)
    ties = readings.brp_ties(a, b, bases)
    odds = brp.opposed_odds(
        a, b, equal=readings.brp_equal, rules=readings.brp_rules, tie_ratings=ties
    )
    return odds.map(lambda outcome: outcome.value)


def win_chance(
    system: System, readings: Readings = SITE_READINGS
) -> Callable[[int, int], Fraction]:
    """A's chance to win one contest of ``system`` under ``readings``, as a function of the two
    ratings (ReQuest's counted the faster way where the readings allow it).

    >>> win_chance(System.REQUEST)(60, 45) == contest_odds(System.REQUEST, 60, 45)["a_wins"]
    True
    """
    if system is System.REQUEST and readings.all_fail is request.AllFail.HIGHEST_ROLL:
        qr = readings.request
        return lambda a, b: request.a_win_chance(a, b, qr)  # contest_odds' number, counted faster
    return lambda a, b: contest_odds(system, a, b, readings)["a_wins"]


@lru_cache(maxsize=32)  # a few sets of readings a reader tries, each worked out once
def heatmap_grid(system: System, readings: Readings = SITE_READINGS) -> Grid:
    """The map's grid of ten-point ratings for one document under ``readings``.

    >>> heatmap_grid(System.REQUEST)[0][0]
    Fraction(1, 2)
    """
    return grid(win_chance(system, readings))


def heatmap(
    system: System,
    a: int,
    b: int,
    readings: Readings = SITE_READINGS,
    bases: tuple[int | None, int | None] = NO_BASES,
) -> JsonDict:
    """The map of ``system`` under ``readings`` with the reader's pair on it: its cell is the
    pair's own chance (with the base ratings, which only that pair has), its row and column added
    where the ratings are off the grid.

    >>> drawn = heatmap(System.RUNEQUEST, 140, 60)
    >>> drawn["where"], drawn["a_wins"][13][5]
    ('A 140% against B 60%: A wins 80.69%.', 80.69)
    >>> reduced = Readings(holder_bands=runequest.HolderBands.REDUCED)
    >>> heatmap(System.RUNEQUEST, 140, 60, reduced)["a_wins"][13][5]
    79.35
    >>> off = heatmap(System.RUNEQUEST, 62, 45)
    >>> off["rows"][5:8], off["columns"][3:6], off["where"]
    ([60, 62, 70], [40, 45, 50], 'A 62% against B 45%: A wins 38.63%.')
    """
    a_wins = win_chance(system, readings)
    pair = contest_odds(system, a, b, readings, bases)["a_wins"]
    title = f"{system.label}: A's chance to win"
    return live_heatmap(system.value, title, a, b, a_wins, heatmap_grid(system, readings), pair)


# One name per outcome key across the three documents (RuneQuest's names, plus the two outcomes
# only ReQuest and Basic Roleplaying have).
OUTCOME_LABELS: dict[str, str] = {
    **{outcome.value: outcome.label for outcome in runequest.OpposedOutcome},
    "no_result": "No result",
    "roll_again": "Same QR on the same number: roll again",
}
CONTEST_LABELS = tuple(OUTCOME_LABELS.items())
VICTORY_LABELS = (
    *(
        (f"{side}_{victory.key}", f"{side.upper()}: {victory.label.lower()}")
        for side in ("a", "b")
        for victory in sorted(request.Victory, reverse=True)
    ),
    # only where nobody wins when everyone fails: the rest of the odds, so that they add to 100
    ("no_result", OUTCOME_LABELS["no_result"]),
)


def side_by_side(
    a: int,
    b: int,
    readings: Readings = SITE_READINGS,
    bases: tuple[int | None, int | None] = NO_BASES,
) -> list[JsonDict]:
    """One row per document: A wins, B wins, a tie, neither (percent; None where it cannot be)."""

    def share(odds: Odds[str], keys: frozenset[str]) -> float | None:
        return None if keys.isdisjoint(odds) else as_percent(odds.chance(keys.__contains__))

    rows = []
    for system in System:
        odds = contest_odds(system, a, b, readings, bases)
        rows.append(
            {
                "system": system.label,
                "a_wins": as_percent(odds["a_wins"]),
                "b_wins": as_percent(odds["b_wins"]),
                "tie": share(odds, TIE_OUTCOMES),
                "neither": share(odds, NEITHER_OUTCOMES),
            }
        )
    return rows


@dataclass(frozen=True)
class RolledContest:
    """What two given rolls did: each side's result, the outcome and, for ReQuest, the VR."""

    a_result: str
    b_result: str
    outcome: str
    victory_rating: int | None = None
    victory: request.Victory | None = None


def side_result(
    system: System,
    ratings: tuple[int, int],
    side: int,
    roll: int,
    readings: Readings = SITE_READINGS,
) -> str:
    """What one side's roll gives under ``system``, before the other side rolls: a RuneQuest
    result (which needs both ratings, for the reduction above 100%), a ReQuest Quality Rating,
    or a Basic Roleplaying degree.

    The Broadsword example (RuneQuest, The Game System › Abilities Above 100%): 135% rolls 27.

    >>> side_result(System.RUNEQUEST, (135, 60), 0, 27)
    'Special success'
    >>> side_result(System.REQUEST, (125, 60), 0, 11), side_result(System.BRP, (80, 60), 1, 43)
    ('Double critical (QR 3)', 'Success')
    """
    rating = ratings[side]
    if system is System.RUNEQUEST:
        more = readings.runequest
        low, bands = readings.low_chance, readings.holder_bands
        return runequest.opposed_level(ratings, side, roll, low, bands, more).label
    if system is System.REQUEST:
        return _qr_words(quality_rating(rating, roll, readings.request))
    return readings.brp_rules.degree(rating, roll).label


def _qr_words(qr: int) -> str:
    return f"{criticals_label(qr)} (QR {qr})"


def _rolled_runequest(
    a: int, b: int, a_roll: int, b_roll: int, readings: Readings
) -> RolledContest:
    more = readings.runequest
    a_level, b_level = runequest.opposed_levels(
        [a, b], [a_roll, b_roll], readings.low_chance, readings.holder_bands, more
    )
    outcome = runequest.opposed_outcome(a_level, b_level, fumble_against=more.fumble_against)
    return RolledContest(a_level.label, b_level.label, outcome.value)


def _rolled_request(a: int, b: int, a_roll: int, b_roll: int, readings: Readings) -> RolledContest:
    result = request.resolve_contest(a, a_roll, b, b_roll, readings.all_fail, readings.request)
    return RolledContest(
        _qr_words(result.a_qr),
        _qr_words(result.b_qr),
        result.outcome.value,
        result.victory_rating,
        result.victory,
    )


def _rolled_brp(
    a: int,
    b: int,
    a_roll: int,
    b_roll: int,
    readings: Readings,
    bases: tuple[int | None, int | None],
) -> RolledContest:
    a_degree = readings.brp_rules.degree(a, a_roll)
    b_degree = readings.brp_rules.degree(b, b_roll)
    tie_a, tie_b = readings.brp_ties(a, b, bases)
    outcome = brp.opposed_outcome(tie_a, a_degree, tie_b, b_degree, readings.brp_equal)
    return RolledContest(a_degree.label, b_degree.label, outcome.value)


def rolled_contest(
    system: System,
    a: int,
    b: int,
    a_roll: int,
    b_roll: int,
    readings: Readings = SITE_READINGS,
    bases: tuple[int | None, int | None] = NO_BASES,
) -> RolledContest:
    """Resolve two given rolls under ``system``.

    >>> rolled_contest(System.RUNEQUEST, 80, 80, 72, 43).outcome
    'tie'
    >>> rolled_contest(System.REQUEST, 80, 80, 72, 43).outcome
    'a_wins'
    >>> rolled_contest(System.BRP, 80, 60, 72, 43).outcome
    'a_wins'

    The Broadsword example (RuneQuest, The Game System › Abilities Above 100%), both readings:

    >>> rolled_contest(System.RUNEQUEST, 135, 60, 27, 20).outcome
    'a_wins'
    >>> reduced = Readings(holder_bands=runequest.HolderBands.REDUCED)
    >>> rolled_contest(System.RUNEQUEST, 135, 60, 27, 20, reduced).outcome
    'tie'
    """
    if system is System.RUNEQUEST:
        return _rolled_runequest(a, b, a_roll, b_roll, readings)
    if system is System.REQUEST:
        return _rolled_request(a, b, a_roll, b_roll, readings)
    return _rolled_brp(a, b, a_roll, b_roll, readings, bases)
