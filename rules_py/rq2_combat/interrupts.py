"""Interrupting an action (RuneQuest II House Rules, The Combat Round › Interrupting Combat
Actions).

A character who has delayed and still has an action may try to act before an opponent's action takes
effect. Both roll at once; whoever does better, compared as in an opposed roll, resolves first, and
both may fail. Someone not really using a skill rolls a fitting one: Athletics or Evade for
something physical, Influence or Perception otherwise.

How "does better" is judged is reading A004-05 (:class:`Comparison`): by default as a ReQuest
contest (:mod:`rules_py.request.contests`), where the same result goes to the higher roll, as the
page's example has it (bow 78% rolling 32 beats 45% rolling 21); the other reading uses
RuneQuest's opposed roll (:mod:`rules_py.runequest.opposed`), where the same result is a tie and
both actions land together. Either comparison reads its own document's readings too, which the
calculator offers beside A004-05 (:class:`Readings`).
"""

from dataclasses import dataclass, field
from fractions import Fraction

from rules_py.dice import D100_FACES
from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.request import contests as request
from rules_py.request.skill_rolls import SITE_QR, QrReadings, quality_rating
from rules_py.runequest import opposed as runequest
from rules_py.runequest.results import LowChance, level_counts


class Comparison(Labelled):
    """How an interrupt's two rolls are compared (reading A004-05)."""

    REQUEST = "request", "Higher roll first (the example)"
    RUNEQUEST = "runequest", "Both at once (RuneQuest's tie)"


class First(Labelled):
    """Whose action resolves first."""

    INTERRUPTER = "interrupter", "The interrupter goes first"
    ACTOR = "actor", "The actor goes first"
    # RuneQuest reading: the same level of success
    TOGETHER = "together", "Both at once"
    # RuneQuest reading: two losers, nothing to order
    BOTH_FAIL = "both_fail", "Both fail"
    # ReQuest reading: the same result on the same number
    ROLL_AGAIN = "roll_again", "Same result on the same number: roll again"
    # ReQuest reading, and the GM's option that everyone rolls again when all fail (A001-08)
    BOTH_FAIL_AGAIN = "both_fail_again", "Both fail: roll again"


# Skills to roll for an action that is not a skill use (by the kind of action).
STAND_IN_SKILLS = {"physical": ("Athletics", "Evade"), "other": ("Influence", "Perception")}


def can_interrupt(delayed: bool, actions_left: int) -> bool:
    """Only a character who delayed and still has an action may interrupt.

    >>> can_interrupt(True, 1), can_interrupt(True, 0), can_interrupt(False, 2)
    (True, False, False)
    """
    return delayed and actions_left > 0


_REQUEST_FIRST = {
    request.ContestOutcome.A_WINS: First.INTERRUPTER,
    request.ContestOutcome.B_WINS: First.ACTOR,
    request.ContestOutcome.ROLL_AGAIN: First.ROLL_AGAIN,
    # reading A001-08's "nobody wins": both failed, nothing to order
    request.ContestOutcome.NO_RESULT: First.BOTH_FAIL,
}
_RUNEQUEST_FIRST = {
    runequest.OpposedOutcome.A_WINS: First.INTERRUPTER,
    runequest.OpposedOutcome.B_WINS: First.ACTOR,
    runequest.OpposedOutcome.TIE: First.TOGETHER,
    runequest.OpposedOutcome.TWO_LOSERS: First.BOTH_FAIL,
}


@dataclass(frozen=True)
class Readings:
    """The readings the comparison itself reads besides A004-05: a ReQuest contest's (A001-06,
    A001-07 for the Quality Ratings; A001-08 when both fail), and RuneQuest's opposed roll's
    (A000-05, A000-08; A000-07, A000-01 and A000-04)."""

    all_fail: request.AllFail = request.AllFail.HIGHEST_ROLL
    qr: QrReadings = SITE_QR
    low: LowChance = LowChance.FIVE_PERCENT
    holder_bands: runequest.HolderBands = runequest.HolderBands.FULL
    opposed: runequest.OpposedReadings = field(default_factory=runequest.OpposedReadings)


SITE_READINGS = Readings()


def who_goes_first(
    interrupter: int,
    interrupter_roll: int,
    actor: int,
    actor_roll: int,
    comparison: Comparison = Comparison.REQUEST,
    readings: Readings = SITE_READINGS,
) -> First:
    """Whose action resolves first, from both skills and both rolls.

    The page's example: Fahir's bow (78%) rolls 32, the broo's unarmed attack (45%) rolls 21.

    >>> who_goes_first(78, 32, 45, 21).value
    'interrupter'
    >>> who_goes_first(78, 32, 45, 21, Comparison.RUNEQUEST).value
    'together'
    """
    if comparison is Comparison.REQUEST:
        result = request.resolve_contest(
            interrupter, interrupter_roll, actor, actor_roll, readings.all_fail, readings.qr
        )
        both_failed = result.a_qr < 1 and result.b_qr < 1
        if readings.all_fail is request.AllFail.ROLL_AGAIN and both_failed:
            return First.BOTH_FAIL_AGAIN
        return _REQUEST_FIRST[result.outcome]
    levels = runequest.opposed_levels(
        [interrupter, actor],
        [interrupter_roll, actor_roll],
        readings.low,
        readings.holder_bands,
        readings.opposed,
    )
    outcome = runequest.opposed_outcome(*levels, fumble_against=readings.opposed.fumble_against)
    return _RUNEQUEST_FIRST[outcome]


def interrupt_odds(
    interrupter: int,
    actor: int,
    comparison: Comparison = Comparison.REQUEST,
    readings: Readings = SITE_READINGS,
) -> Odds[First]:
    """Exact odds of each order before anyone rolls: a ReQuest contest's odds (a roll-again
    rolled again, so the interrupter and the actor share all the odds under the site's
    readings), or RuneQuest's opposed roll's.

    >>> {first.value: str(p) for first, p in interrupt_odds(78, 45).items()}
    {'interrupter': '356/473', 'actor': '117/473'}
    >>> odds = interrupt_odds(78, 45, Comparison.RUNEQUEST)
    >>> [first.value for first in odds], sum(odds.values())
    (['interrupter', 'actor', 'together', 'both_fail'], Fraction(1, 1))
    """
    if comparison is Comparison.REQUEST:
        odds = request.contest_odds(interrupter, actor, readings.all_fail, readings.qr)
        return odds.map(_REQUEST_FIRST.__getitem__)
    return runequest.opposed_odds(
        interrupter, actor, readings.low, readings.holder_bands, readings.opposed
    ).map(_RUNEQUEST_FIRST.__getitem__)


def both_fail_chance(
    interrupter: int,
    actor: int,
    comparison: Comparison = Comparison.REQUEST,
    readings: Readings = SITE_READINGS,
) -> Fraction:
    """The chance that neither action succeeds, whoever goes first.

    >>> str(both_fail_chance(78, 45)), str(both_fail_chance(78, 45, Comparison.RUNEQUEST))
    ('121/1000', '121/1000')
    """
    if comparison is Comparison.REQUEST:
        failing = [
            sum(1 for roll in D100_FACES if quality_rating(skill, roll, readings.qr) < 1)
            for skill in (interrupter, actor)
        ]
    else:
        ratings = (interrupter, actor)
        failing = [
            sum(
                count
                for level, count in level_counts(
                    chance,
                    readings.low,
                    runequest.bands_rating(rating, ratings, readings.holder_bands),
                    *readings.opposed.faces,
                ).items()
                if not level.succeeded
            )
            for rating, chance in zip(ratings, runequest.reduced_ratings(ratings), strict=True)
        ]
    return Fraction(failing[0] * failing[1], 100 * 100)
