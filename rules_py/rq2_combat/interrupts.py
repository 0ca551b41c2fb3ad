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
both actions land together.
"""

from fractions import Fraction

from rules_py.dice import D100_FACES
from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.request import contests as request
from rules_py.request.skill_tests import quality_rating
from rules_py.runequest import opposed as runequest
from rules_py.runequest.results import ResultLevel, result_level


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
}
_RUNEQUEST_FIRST = {
    runequest.OpposedOutcome.A_WINS: First.INTERRUPTER,
    runequest.OpposedOutcome.B_WINS: First.ACTOR,
    runequest.OpposedOutcome.TIE: First.TOGETHER,
    runequest.OpposedOutcome.TWO_LOSERS: First.BOTH_FAIL,
}


def who_goes_first(
    interrupter: int,
    interrupter_roll: int,
    actor: int,
    actor_roll: int,
    comparison: Comparison = Comparison.REQUEST,
) -> First:
    """Whose action resolves first, from both skills and both rolls.

    The page's example: Fahir's bow (78%) rolls 32, the broo's unarmed attack (45%) rolls 21.

    >>> who_goes_first(78, 32, 45, 21).value
    'interrupter'
    >>> who_goes_first(78, 32, 45, 21, Comparison.RUNEQUEST).value
    'together'
    """
    if comparison is Comparison.REQUEST:
        result = request.resolve_contest(interrupter, interrupter_roll, actor, actor_roll)
        return _REQUEST_FIRST[result.outcome]
    levels = runequest.opposed_levels([interrupter, actor], [interrupter_roll, actor_roll])
    return _RUNEQUEST_FIRST[runequest.opposed_outcome(*levels)]


def interrupt_odds(
    interrupter: int, actor: int, comparison: Comparison = Comparison.REQUEST
) -> Odds[First]:
    """Exact odds of each order before anyone rolls. Under the ReQuest reading a roll-again is
    rolled again, so the interrupter and the actor share all the odds.

    >>> {first.value: str(p) for first, p in interrupt_odds(78, 45).items()}
    {'interrupter': '356/473', 'actor': '117/473'}
    >>> odds = interrupt_odds(78, 45, Comparison.RUNEQUEST)
    >>> [first.value for first in odds], sum(odds.values())
    (['interrupter', 'actor', 'together', 'both_fail'], Fraction(1, 1))
    """
    if comparison is Comparison.REQUEST:
        first = request.a_win_chance(interrupter, actor)
        return Odds({First.INTERRUPTER: first, First.ACTOR: 1 - first})
    return _runequest_odds(interrupter, actor)


def both_fail_chance(
    interrupter: int, actor: int, comparison: Comparison = Comparison.REQUEST
) -> Fraction:
    """The chance that neither action succeeds, whoever goes first.

    >>> str(both_fail_chance(78, 45)), str(both_fail_chance(78, 45, Comparison.RUNEQUEST))
    ('121/1000', '121/1000')
    """
    if comparison is Comparison.RUNEQUEST:
        return _runequest_odds(interrupter, actor)[First.BOTH_FAIL]

    def failing_faces(skill: int) -> int:
        return sum(1 for roll in D100_FACES if quality_rating(skill, roll) < 1)

    return Fraction(failing_faces(interrupter) * failing_faces(actor), 100 * 100)


def level_counts(chance: int, bands_from: int | None = None) -> dict[ResultLevel, int]:
    """How many of the hundred d100 faces give each RuneQuest result, counted band by band.

    Each result is one run of faces, better results on lower rolls, so the end of each band is
    found by halving the faces still unread: a few dozen readings of the rule, not a hundred.

    >>> {level.key: count for level, count in level_counts(78).items()}
    {'critical': 4, 'special': 12, 'success': 62, 'failure': 21, 'fumble': 1}
    """
    counts: dict[ResultLevel, int] = {}
    first = 1
    while first <= 100:
        level = result_level(chance, first, bands_from=bands_from)
        low, high = first, 100  # the band's last face lies in low..high
        while low < high:
            middle = (low + high + 1) // 2
            if result_level(chance, middle, bands_from=bands_from) == level:
                low = middle
            else:
                high = middle - 1
        counts[level] = counts.get(level, 0) + low - first + 1
        first = low + 1
    return counts


def _runequest_odds(interrupter: int, actor: int) -> Odds[First]:
    """RuneQuest's opposed roll (the above-100% reduction included, under the site's readings),
    counted over the two sides' bands of results."""
    ratings = (interrupter, actor)
    sides = [
        level_counts(chance, runequest.bands_rating(rating, ratings))
        for rating, chance in zip(ratings, runequest.reduced_ratings(ratings), strict=True)
    ]
    ways = dict.fromkeys((First.INTERRUPTER, First.ACTOR, First.TOGETHER, First.BOTH_FAIL), 0)
    for mine, my_faces in sides[0].items():
        for theirs, their_faces in sides[1].items():
            ways[_RUNEQUEST_FIRST[runequest.opposed_outcome(mine, theirs)]] += (
                my_faces * their_faces
            )
    return Odds.from_counts(ways, 100 * 100)
