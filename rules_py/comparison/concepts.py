"""Same concept, different rule: where three documents (RuneQuest, The Game System; ReQuest, Core
Mechanic: Skill Rolls; Basic Roleplaying, Edited House Rules) name the same thing and rule it
differently.

Each cell is worked out by the document's own rule functions at one example rating (or pair of
rolls), followed by the rule in words; the words name the rule's own constants, so a changed
constant changes the page. Where a document says nothing about a concept the cell says so.
"""

from collections.abc import Callable
from dataclasses import dataclass

from rules_py.brp import advantage as brp_advantage
from rules_py.brp import characteristics as brp_characteristics
from rules_py.brp import combat_round as brp_round
from rules_py.brp import luck as brp_luck
from rules_py.brp import tasks as brp
from rules_py.comparison.contests import OUTCOME_LABELS, System, rolled_contest
from rules_py.comparison.levels import faces, level_of
from rules_py.numbers import MINUS, percent
from rules_py.request import modifiers as request_modifiers
from rules_py.request import skill_rolls as request
from rules_py.request import skills as request_skills
from rules_py.runequest import attributes, strike_rank
from rules_py.runequest import opposed as rq_opposed
from rules_py.runequest import resistance as rq_resistance
from rules_py.runequest import results as runequest
from rules_py.runequest.augment import augmented_chance
from rules_py.runequest.results import ResultLevel
from rules_py.tables import d100_span, runs

EXAMPLE_RATING = 60  # the rating the range rows are worked out for
LOW_RATING = 1  # what 01–05 give when the rating alone would give nothing
HIGH_RATING = 99  # what 96–00 give when the rating alone would succeed
# Two ratings and two rolls that give both sides the same level in every document, the lower
# rating rolling higher (so that "higher roll" and "higher rating" part ways); then two failures.
SAME_LEVEL = (60, 45, 30, 40)
BOTH_FAIL = (60, 45, 70, 80)
# An example character for RuneQuest's strike rank: DEX 12, SIZ 14, a weapon of strike rank 2.
STRIKE_RANK_EXAMPLE = (12, 14, 2)
NOT_COVERED = "Not covered by this document"
RESISTANCE_EXAMPLE = (12, 10)  # active against passive
ABOVE_100_EXAMPLE = (135, 60)  # the RuneQuest chapter's Broadsword against a 60% parry


def level_ranges(system: System, rating: int, key: str, first: int = 1, last: int = 100) -> str:
    """The rolls from ``first`` to ``last`` that give level ``key`` under ``system``, as the dice
    read; "none" when there are none.

    >>> level_ranges(System.REQUEST, 60, "critical")
    '01, 11, 22, 33, 44, 55'
    >>> level_ranges(System.RUNEQUEST, 60, "special"), level_ranges(System.REQUEST, 60, "special")
    ('04–12', 'none')
    """
    levels = faces(system, rating)
    spans = [
        d100_span(low, high)
        for low, high, level in runs(lambda roll: levels[roll - 1], first, last)
        if level.key == key
    ]
    return ", ".join(spans) or "none"


def faces_in_words(system: System, rating: int, first: int, last: int) -> str:
    """What each run of faces from ``first`` to ``last`` gives: "01 critical, 02–05 success".

    >>> faces_in_words(System.RUNEQUEST, 1, 1, 5), faces_in_words(System.BRP, 1, 1, 5)
    ('01 critical, 02–05 success', '01–05 critical')
    """
    levels = faces(system, rating)
    return ", ".join(
        f"{d100_span(low, high)} {level.key}"
        for low, high, level in runs(lambda roll: levels[roll - 1], first, last)
    )


def _fraction(share: object) -> str:
    return str(share)  # a Fraction prints as "1/20"


def critical() -> dict[System, str]:
    """Which rolls are criticals at the example rating, and the rule.

    >>> critical()[System.RUNEQUEST]
    '01–03: 1/20 of the rating, halves rounded up; 01 always'
    """
    at = EXAMPLE_RATING
    extra = request.ADDITIONAL_CRITICAL_STEP
    return {
        System.RUNEQUEST: f"{level_ranges(System.RUNEQUEST, at, 'critical')}: "
        f"{_fraction(runequest.CRITICAL_SHARE)} of the rating, halves rounded up; 01 always",
        System.REQUEST: f"{level_ranges(System.REQUEST, at, 'critical')}: a double that succeeds,"
        f" and 01 always; above {extra}%, a roll at or under the excess over {extra} adds one"
        f" more critical, and each further full {extra}% one more band",
        System.BRP: f"{level_ranges(System.BRP, at, 'critical')}: under "
        f"1/{brp.CRITICAL_DIVISOR} of the rating, and 01–05 always",
    }


def special() -> dict[System, str]:
    """Which rolls are specials at the example rating, and the rule.

    >>> special()[System.BRP]
    '06–11: under 1/5 of the rating (special or hard success)'
    """
    at = EXAMPLE_RATING
    return {
        System.RUNEQUEST: f"{level_ranges(System.RUNEQUEST, at, 'special')}: "
        f"{_fraction(runequest.SPECIAL_SHARE)} of the rating, halves rounded up",
        System.REQUEST: "No special level: the Quality Rating grades a result instead",
        System.BRP: f"{level_ranges(System.BRP, at, 'special')}: under "
        f"1/{brp.SPECIAL_DIVISOR} of the rating (special or hard success)",
    }


def fumble() -> dict[System, str]:
    """Which rolls are fumbles at the example rating, and the rule.

    >>> fumble()[System.REQUEST]
    '66, 77, 88, 99–00: a double that fails, and 00 always'
    """
    at = EXAMPLE_RATING
    return {
        System.RUNEQUEST: f"{level_ranges(System.RUNEQUEST, at, 'fumble')}: "
        f"{_fraction(runequest.FUMBLE_SHARE)} of the chance of failure, halves rounded up;"
        " 00 always",
        System.REQUEST: f"{level_ranges(System.REQUEST, at, 'fumble')}: a double that fails, "
        "and 00 always",
        System.BRP: f"{level_ranges(System.BRP, at, 'fumble')}: always, whatever the rating",
    }


def lowest_rolls() -> dict[System, str]:
    """What 01–05 give at a rating of 1%, where the rating alone would give almost nothing.

    >>> lowest_rolls()[System.REQUEST]
    '01 critical, 02–05 success: always succeed'
    """
    words = {
        System.RUNEQUEST: "always succeed",
        System.REQUEST: "always succeed",
        System.BRP: "always a critical",
    }
    return {
        system: f"{faces_in_words(system, LOW_RATING, 1, 5)}: {words[system]}" for system in System
    }


def highest_rolls() -> dict[System, str]:
    """What 96–00 give at a rating of 99%, where the rating alone would succeed.

    >>> highest_rolls()[System.RUNEQUEST]
    '96–99 failure, 00 fumble: always fail, however high the rating'
    """
    words = {
        System.RUNEQUEST: "always fail, however high the rating",
        System.REQUEST: "fail, 99 being a double, until extra criticals lift them: 96 succeeds "
        f"from {lowest_rating_succeeding(System.REQUEST, 96)}%, 99 from "
        f"{lowest_rating_succeeding(System.REQUEST, 99)}%, 00 never",
        System.BRP: "always a fumble",
    }
    return {
        system: f"{faces_in_words(system, HIGH_RATING, 96, 100)}: {words[system]}"
        for system in System
    }


def lowest_rating_succeeding(system: System, roll: int, up_to: int = 999) -> int | None:
    """The lowest rating, up to ``up_to``, at which ``roll`` succeeds under ``system``.

    >>> [lowest_rating_succeeding(s, 96) for s in System]
    [None, 196, None]
    """
    for rating in range(1, up_to + 1):
        if level_of(system, rating, roll).succeeded:
            return rating
    return None


def _contest_cells(
    example: tuple[int, int, int, int], words: dict[System, str]
) -> dict[System, str]:
    a, b, a_roll, b_roll = example
    return {
        system: f"{OUTCOME_LABELS[rolled_contest(system, a, b, a_roll, b_roll).outcome]}: "
        f"{words[system]}"
        for system in System
    }


def same_level() -> dict[System, str]:
    """Two successes of the same level in an opposed roll (the example of ``SAME_LEVEL``).

    >>> same_level()[System.BRP]
    'A wins: the higher rating wins'
    """
    return _contest_cells(
        SAME_LEVEL,
        {
            System.RUNEQUEST: "neither side wins",
            System.REQUEST: "the higher roll wins",
            System.BRP: "the higher rating wins",
        },
    )


def both_fail() -> dict[System, str]:
    """Two failures in an opposed roll (the example of ``BOTH_FAIL``).

    >>> both_fail()[System.RUNEQUEST]
    'Two losers: nobody wins'
    """
    return _contest_cells(
        BOTH_FAIL,
        {
            System.RUNEQUEST: "nobody wins",
            System.REQUEST: "the higher roll still wins",
            System.BRP: "nothing happens",
        },
    )


def turn_order() -> dict[System, str]:
    """Who acts first in a round.

    >>> turn_order()[System.RUNEQUEST]
    'Lowest strike rank first: DEX 12, SIZ 14 and a weapon of SR 2 act on SR 7'
    """
    dex, siz, weapon = STRIKE_RANK_EXAMPLE
    rank = strike_rank.melee_strike_rank(dex, siz, weapon)
    return {
        System.RUNEQUEST: f"Lowest strike rank first: DEX {dex}, SIZ {siz} and a weapon of "
        f"SR {weapon} act on SR {rank}",
        System.REQUEST: NOT_COVERED,
        System.BRP: f"Highest DEX first, in rounds of {brp_round.SECONDS_PER_ROUND} seconds; a "
        f"delayed action goes last, at DEX {brp_round.DELAYED_DEX}",
    }


def move() -> dict[System, str]:
    """How far a human moves in a round.

    >>> move()[System.BRP]
    'Move 10: 30 m per 12-second round'
    """
    move_rate = brp_characteristics.HUMAN_MOVE_RATE
    return {
        System.RUNEQUEST: f"{attributes.WALK_METRES_PER_MELEE_ROUND} m walking or "
        f"{attributes.RUN_METRES_PER_MELEE_ROUND} m running per melee round, for every human",
        System.REQUEST: NOT_COVERED,
        System.BRP: f"Move {move_rate}: {brp_characteristics.metres_per_round(move_rate)} m per "
        f"{brp_round.SECONDS_PER_ROUND}-second round",
    }


def resistance() -> dict[System, str]:
    """One characteristic against another (the example of ``RESISTANCE_EXAMPLE``).

    >>> resistance()[System.RUNEQUEST]
    '60%: 50% plus 5% for each point the active side is ahead (minus 5% for each behind)'
    """
    active, passive = RESISTANCE_EXAMPLE
    return {
        System.RUNEQUEST: f"{rq_resistance.resistance_chance(active, passive)}%: "
        f"{rq_resistance.RESISTANCE_BASE}% plus {rq_resistance.RESISTANCE_STEP}% for each point the"
        f" active side is ahead (minus {rq_resistance.RESISTANCE_STEP}% for each behind)",
        System.REQUEST: "No table: the two sides roll a skill contest",
        System.BRP: "No table: the two sides make an opposed roll",
    }


def help_and_hindrance() -> dict[System, str]:
    """What one ability, or the player, can add to a roll of the example rating.

    >>> help_and_hindrance()[System.REQUEST].split(";")[0]
    'Complementary skill: +10 (60% → 70%), once, from a related skill at least as high'
    """
    at = EXAMPLE_RATING
    augments = ", ".join(
        f"{level.label.lower()} {augmented_chance(at, level)}%"
        for level in sorted(ResultLevel, reverse=True)
    )
    advantage, disadvantage = (
        brp_advantage.success_chance(brp_advantage.mode_odds(at, mode))
        for mode in (brp_advantage.Mode.ADVANTAGE, brp_advantage.Mode.DISADVANTAGE)
    )
    bonus = request_modifiers.complementary_bonus(at, [at])
    penalty = request_modifiers.SUBSTITUTION_PENALTY
    return {
        System.RUNEQUEST: "Augment: another ability is rolled first and shifts the"
        f" {at}%: {augments}",
        System.REQUEST: f"Complementary skill: +{bonus} ({at}% → {at + bonus}%), once, from a"
        f" related skill at least as high; a skill used in place of another: {MINUS}{penalty} or"
        f" more ({at}% → {request_modifiers.substituted_skill(at)}%)",
        System.BRP: "Advantage: roll twice, keep the better"
        f" ({at}% succeeds {percent(advantage * 100)}); Disadvantage: the worse"
        f" ({percent(disadvantage * 100)}); Luck: up to {brp_characteristics.LUCK_PER_ROLL} points"
        f" added to or taken from one roll, or {brp_luck.REROLL_COST} for a reroll keeping the"
        " better result",
    }


def reattempt() -> dict[System, str]:
    """A second try at something that failed.

    >>> reattempt()[System.RUNEQUEST]
    'Once, if something has changed, at −20% (60% → 40%); then no more tries'
    """
    at = EXAMPLE_RATING
    return {
        System.RUNEQUEST: f"Once, if something has changed, at {MINUS}"
        f"{runequest.REATTEMPT_PENALTY}% ({at}% → {runequest.reattempt_chance(at)}%);"
        " then no more tries",
        System.REQUEST: "No general rule; optionally, a specialism test may be rolled again "
        f"{_times(request_skills.SPECIALISM_REROLLS_PER_SESSION)} per game session",
        System.BRP: f"No rule for a second try; {brp_luck.REROLL_COST} Luck buys a reroll",
    }


def _times(count: int) -> str:
    """How often, in words.

    >>> _times(1), _times(2)
    ('once', '2 times')
    """
    return "once" if count == 1 else f"{count} times"


def above_100() -> dict[System, str]:
    """A rating above 100% against a lower one (the example of ``ABOVE_100_EXAMPLE``).

    >>> above_100()[System.RUNEQUEST]
    'The excess over 100 comes off both sides: 135% against 60% roll at 100% and 25%'
    """
    high, low = ABOVE_100_EXAMPLE
    reduced_high, reduced_low = rq_opposed.reduced_ratings((high, low))
    return {
        System.RUNEQUEST: f"The excess over 100 comes off both sides: {high}% against {low}% roll"
        f" at {reduced_high}% and {reduced_low}%",
        System.REQUEST: f"Nothing comes off: {high}% earns an additional critical on"
        f" {level_ranges_extra(high)}, and 96–98 succeed from"
        f" {lowest_rating_succeeding(System.REQUEST, 96)}%",
        System.BRP: f"No rule: {high}% succeeds on {level_ranges_success(high)}, like 95%",
    }


def level_ranges_extra(rating: int) -> str:
    """The rolls that earn ReQuest's additional critical at ``rating``: 01 to the excess.

    >>> level_ranges_extra(135)
    '01–35'
    """
    excess = rating - request.ADDITIONAL_CRITICAL_STEP
    return d100_span(1, min(excess, 100)) if excess > 0 else "none"


def level_ranges_success(rating: int) -> str:
    """The rolls that succeed under Basic Roleplaying at ``rating``.

    >>> level_ranges_success(135)
    '01–95'
    """
    levels = faces(System.BRP, rating)
    found = [roll for roll in range(1, 101) if levels[roll - 1].succeeded]
    return d100_span(found[0], found[-1])


@dataclass(frozen=True)
class Concept:
    """One row: the concept's name (with the example it is worked out for) and its rule."""

    name: str
    cells: Callable[[], dict[System, str]]


def _pair(example: tuple[int, int, int, int]) -> str:
    a, b, a_roll, b_roll = example
    return f"A {a}% rolls {a_roll}, B {b}% rolls {b_roll}"


CONCEPTS: tuple[Concept, ...] = (
    Concept(f"Critical (at {EXAMPLE_RATING}%)", critical),
    Concept(f"Special (at {EXAMPLE_RATING}%)", special),
    Concept(f"Fumble (at {EXAMPLE_RATING}%)", fumble),
    Concept(f"01–05 (at {LOW_RATING}%)", lowest_rolls),
    Concept(f"96–00 (at {HIGH_RATING}%)", highest_rolls),
    Concept(f"Opposed, same level ({_pair(SAME_LEVEL)})", same_level),
    Concept(f"Opposed, both fail ({_pair(BOTH_FAIL)})", both_fail),
    Concept(
        f"Resistance (characteristic {RESISTANCE_EXAMPLE[0]} against {RESISTANCE_EXAMPLE[1]})",
        resistance,
    ),
    Concept(f"Help and hindrance (at {EXAMPLE_RATING}%)", help_and_hindrance),
    Concept(f"Trying again (at {EXAMPLE_RATING}%)", reattempt),
    Concept(f"Above 100% ({ABOVE_100_EXAMPLE[0]}% against {ABOVE_100_EXAMPLE[1]}%)", above_100),
    Concept("Turn order", turn_order),
    Concept("Move", move),
)
