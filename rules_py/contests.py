"""One contest, three documents: the same two ratings under RuneQuest (seed 000), ReQuest
(seed 001) and Basic Roleplaying (seed 002) (spec §6.7, "Opposed, same level").

RuneQuest (R000-22, R000-28): result levels; the same level is a tie, two failures are two
losers, and a rating over 100 takes its excess from everyone. ReQuest (R001-12..15): QR, then the
higher roll, ties rolled again, and a Victory Rating for the size of the win. Basic Roleplaying
(R002-14, R002-15): degrees, then the higher rating; two failures give no result.

The rules live in each document's package; this module only puts their answers side by side.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from functools import cache

from rules_py.brp import tasks as brp
from rules_py.brp.readings import BRP_EQUAL_SETTING, BRP_THRESHOLD_SETTING
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    rating_input,
    roll_input,
)
from rules_py.dice import as_percent, odds_record
from rules_py.heatmaps import HEATMAP_RATINGS, Heatmap, nearest_cell
from rules_py.request import contests as request
from rules_py.request.readings import ALL_FAIL_SETTING
from rules_py.request.skill_tests import criticals_label
from rules_py.runequest import opposed as runequest
from rules_py.runequest.readings import HOLDER_BANDS_SETTING, LOW_CHANCE_SETTING
from rules_py.runequest.results import LowChance


class System(Enum):
    """The three documents that resolve a contest, each its own way."""

    RUNEQUEST = "runequest"
    REQUEST = "request"
    BRP = "brp"

    @property
    def label(self) -> str:
        """How a page names the document."""
        return _SYSTEM_LABELS[self]


_SYSTEM_LABELS = {
    System.RUNEQUEST: "RuneQuest",
    System.REQUEST: "ReQuest",
    System.BRP: "Basic Roleplaying",
}

# Outcomes that are not a win for either side, as the side-by-side table groups them.
TIE_OUTCOMES = frozenset({"tie"})
NEITHER_OUTCOMES = frozenset({"two_losers", "no_result"})


@dataclass(frozen=True)
class Readings:
    """The readings of unclear rules that change a contest's numbers, one field per reading."""

    all_fail: request.AllFail = request.AllFail.HIGHEST_ROLL  # ReQuest, A001-08
    low_chance: LowChance = LowChance.FIVE_PERCENT  # RuneQuest, A000-05
    holder_bands: runequest.HolderBands = field(default=runequest.HolderBands.FULL)  # A000-08
    brp_threshold: brp.Threshold = brp.Threshold.STRICT  # Basic Roleplaying, A002-02
    brp_equal: brp.EqualRatings = brp.EqualRatings.NO_RESULT  # A002-15


SITE_READINGS = Readings()


def contest_odds(
    system: System, a: int, b: int, readings: Readings = SITE_READINGS
) -> dict[str, Fraction]:
    """Exact odds of each outcome of one contest between ratings ``a`` and ``b``.

    >>> {k: str(p) for k, p in contest_odds(System.RUNEQUEST, 50, 50).items()}
    {'a_wins': '2921/10000', 'b_wins': '2921/10000', 'tie': '829/5000', 'two_losers': '1/4'}
    >>> {k: str(p) for k, p in contest_odds(System.REQUEST, 50, 50).items()}
    {'a_wins': '1/2', 'b_wins': '1/2'}
    >>> {k: str(p) for k, p in contest_odds(System.BRP, 50, 50).items()}
    {'a_wins': '2889/10000', 'b_wins': '2889/10000', 'no_result': '2111/5000'}
    """
    if system is System.RUNEQUEST:
        runequest_odds = runequest.opposed_odds(a, b, readings.low_chance, readings.holder_bands)
        return {outcome.value: p for outcome, p in runequest_odds.items()}
    if system is System.REQUEST:
        return {
            outcome.value: p for outcome, p in request.contest_odds(a, b, readings.all_fail).items()
        }
    odds = brp.opposed_odds(a, b, readings.brp_threshold, readings.brp_equal)
    return {outcome.value: p for outcome, p in odds.items()}


@cache
def heatmap(system: System) -> Heatmap:
    """A's chance to win over the grid of both ratings, for one document, under the site's
    readings (drawn on the contest and opposed pages at build time).

    >>> grid = heatmap(System.REQUEST)
    >>> grid.a_wins[0][0] == Fraction(1, 2), len(grid.a_wins) == len(grid.ratings)
    (True, True)
    """

    def a_wins(a: int, b: int) -> Fraction:
        if system is System.REQUEST:
            return request.a_win_chance(a, b)  # the same number as contest_odds, counted faster
        return contest_odds(system, a, b)["a_wins"]

    rows = tuple(tuple(a_wins(a, b) for b in HEATMAP_RATINGS) for a in HEATMAP_RATINGS)
    return Heatmap(system.value, f"{system.label}: A's chance to win", HEATMAP_RATINGS, rows)


# One name per outcome key across the three documents (RuneQuest's names, plus the two outcomes
# only ReQuest and Basic Roleplaying have).
OUTCOME_LABELS: dict[str, str] = {
    **{outcome.value: outcome.label for outcome in runequest.OpposedOutcome},
    "no_result": "No result",
    "roll_again": "Same QR on the same number: roll again",
}
CONTEST_LABELS = tuple(OUTCOME_LABELS.items())
VICTORY_LABELS = tuple(
    (f"{side}_{victory.key}", f"{side.upper()}: {victory.label.lower()}")
    for side in ("a", "b")
    for victory in sorted(request.Victory, reverse=True)
)


def side_by_side(a: int, b: int, readings: Readings = SITE_READINGS) -> list[JsonDict]:
    """One row per document: A wins, B wins, a tie, neither (percent; None where it cannot be)."""

    def share(odds: Mapping[str, Fraction], keys: frozenset[str]) -> float | None:
        found = [p for key, p in odds.items() if key in keys]
        return as_percent(sum(found, Fraction(0))) if found else None

    rows = []
    for system in System:
        odds = contest_odds(system, a, b, readings)
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


def _rolled_runequest(
    a: int, b: int, a_roll: int, b_roll: int, readings: Readings
) -> RolledContest:
    a_level, b_level = runequest.opposed_levels(
        [a, b], [a_roll, b_roll], readings.low_chance, readings.holder_bands
    )
    outcome = runequest.opposed_outcome(a_level, b_level)
    return RolledContest(a_level.label, b_level.label, outcome.value)


def _rolled_request(
    a: int, b: int, a_roll: int, b_roll: int, all_fail: request.AllFail
) -> RolledContest:
    result = request.resolve_contest(a, a_roll, b, b_roll, all_fail)
    return RolledContest(
        f"{criticals_label(result.a_qr)} (QR {result.a_qr})",
        f"{criticals_label(result.b_qr)} (QR {result.b_qr})",
        result.outcome.value,
        result.victory_rating,
        result.victory,
    )


def _rolled_brp(a: int, b: int, a_roll: int, b_roll: int, readings: Readings) -> RolledContest:
    a_degree = brp.degree(a, a_roll, readings.brp_threshold)
    b_degree = brp.degree(b, b_roll, readings.brp_threshold)
    outcome = brp.opposed_outcome(a, a_degree, b, b_degree, readings.brp_equal)
    return RolledContest(a_degree.label, b_degree.label, outcome.value)


def rolled_contest(
    system: System,
    a: int,
    b: int,
    a_roll: int,
    b_roll: int,
    readings: Readings = SITE_READINGS,
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
        return _rolled_request(a, b, a_roll, b_roll, readings.all_fail)
    return _rolled_brp(a, b, a_roll, b_roll, readings)


_WINNERS = {"a_wins": "a", "b_wins": "b"}


def _contest(
    system: str,
    a: int,
    b: int,
    a_roll: int | None,
    b_roll: int | None,
    all_fail: str,
    low_chance: str,
    holder_bands: str,
    brp_threshold: str,
    brp_equal: str,
) -> JsonDict:
    if (a_roll is None) != (b_roll is None):
        missing = "b_roll" if b_roll is None else "a_roll"
        raise InputError(missing, "give both rolls, or neither for the odds alone")
    chosen = System(system)
    readings = Readings(
        request.AllFail(all_fail),
        LowChance(low_chance),
        runequest.HolderBands(holder_bands),
        brp.Threshold(brp_threshold),
        brp.EqualRatings(brp_equal),
    )
    victories = request.victory_odds(a, b, readings.all_fail)
    report: JsonDict = {
        "heatmap": nearest_cell(chosen.value, a, b),
        "system": chosen.value,
        "system_label": chosen.label,
        "a": a,
        "b": b,
        "side_by_side": side_by_side(a, b, readings),
        **odds_record(contest_odds(chosen, a, b, readings)),
        "victories": {
            f"{side.value[0]}_{victory.key}": as_percent(p)
            for (side, victory), p in victories.items()
        },
        "victories_exact": {
            f"{side.value[0]}_{victory.key}": str(p) for (side, victory), p in victories.items()
        },
        "a_result": None,
        "b_result": None,
        "outcome": None,
        "outcome_label": None,
        "winner": None,
        "vr": None,
        "victory": None,
    }
    if a_roll is not None and b_roll is not None:
        rolled = rolled_contest(chosen, a, b, a_roll, b_roll, readings)
        report |= {
            "a_result": rolled.a_result,
            "b_result": rolled.b_result,
            "outcome": rolled.outcome,
            "outcome_label": OUTCOME_LABELS[rolled.outcome],
            "winner": _WINNERS.get(rolled.outcome),
            "vr": rolled.victory_rating,
            "victory": None if rolled.victory is None else rolled.victory.label,
        }
    return report


CONTEST = Calculator(
    name="contest",
    title="Contest: RuneQuest, ReQuest and Basic Roleplaying side by side",
    summary="Exact odds of who wins a contest of two ratings under each document, and how big a "
    "ReQuest win is; with two rolls, what they did.",
    inputs=(
        Input(
            "system",
            "Document for the odds and the rolls",
            kind="choice",
            default=System.REQUEST.value,
            choices=tuple(system.value for system in System),
            choice_labels=tuple(system.label for system in System),
        ),
        rating_input("a", "A's rating (%)", 60),
        rating_input("b", "B's rating (%)", 45),
        roll_input("a_roll", "A's roll"),
        roll_input("b_roll", "B's roll"),
    ),
    settings=(
        ALL_FAIL_SETTING,
        LOW_CHANCE_SETTING,
        HOLDER_BANDS_SETTING,
        BRP_THRESHOLD_SETTING,
        BRP_EQUAL_SETTING,
    ),
    outputs=(
        Output(
            "side_by_side",
            "The same two ratings in each document",
            kind="records",
            columns=(
                ("system", "Document"),
                ("a_wins", "A wins"),
                ("b_wins", "B wins"),
                ("tie", "Tie"),
                ("neither", "Neither"),
            ),
            column_styles=(
                ("a_wins", "percent"),
                ("b_wins", "percent"),
                ("tie", "percent"),
                ("neither", "percent"),
            ),
        ),
        Output("odds", "Odds in the chosen document", kind="odds", labels=CONTEST_LABELS),
        Output(
            "victories",
            "ReQuest: who wins, and how big the win is",
            kind="odds",
            labels=VICTORY_LABELS,
        ),
        Output("a_result", "A's result"),
        Output("b_result", "B's result"),
        Output("outcome_label", "Outcome"),
        Output("vr", "Victory Rating (ReQuest)"),
        Output("victory", "Victory (ReQuest)"),
        Output(
            "heatmap",
            "A's chance to win in the chosen document, for every pair of ratings.",
            kind="heatmap",
            labels=tuple((system.value, system.label) for system in System),
        ),
    ),
    run=_contest,
    pairs=(("a", "b"), ("a_roll", "b_roll")),
)

CALCULATORS: tuple[Calculator, ...] = (CONTEST,)
