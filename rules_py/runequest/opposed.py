"""Opposed resolution and abilities above 100% (seed 000 › # Opposed Resolution,
# Opposed Resolution Table, # Abilities Above 100%).

Spec R000-22 and R000-28. Both sides roll. One success beats a failure; between two successes the
better level wins; the same level is a tie (two criticals too); two failures are two losers. A
fumble is no worse than a failure here: the table gives it no outcome of its own (A000-07).

Above 100%: the highest rating's excess over 100 is taken from every participant, its holder
included, and a reduced chance never falls below 5 (the 01–05 band stays). The reduced ratings set
the critical and special bands too (the spec's default for A000-08).
"""

from collections.abc import Sequence
from enum import Enum
from fractions import Fraction

from rules_py.runequest.results import ALWAYS_SUCCEEDS, ResultLevel, level_odds


class OpposedOutcome(Enum):
    """The outcomes of an opposed roll, seen from side A."""

    A_WINS = "a_wins"
    B_WINS = "b_wins"
    TIE = "tie"
    TWO_LOSERS = "two_losers"

    @property
    def label(self) -> str:
        """The outcome's name on the page.

        >>> OpposedOutcome.TWO_LOSERS.label
        'Two losers'
        """
        return self.value.replace("_", " ").capitalize()


def opposed_outcome(a: ResultLevel, b: ResultLevel) -> OpposedOutcome:
    """Outcome of A's result against B's result.

    >>> opposed_outcome(ResultLevel.SPECIAL, ResultLevel.SUCCESS).value
    'a_wins'
    >>> opposed_outcome(ResultLevel.CRITICAL, ResultLevel.CRITICAL).value
    'tie'
    >>> opposed_outcome(ResultLevel.FUMBLE, ResultLevel.FAILURE).value
    'two_losers'
    """
    if not a.succeeded and not b.succeeded:
        return OpposedOutcome.TWO_LOSERS
    if a == b:
        return OpposedOutcome.TIE
    return OpposedOutcome.A_WINS if a > b else OpposedOutcome.B_WINS


def above_100_reduction(ratings: Sequence[int]) -> int:
    """How much every participant loses: the highest rating's excess over 100.

    >>> above_100_reduction([135, 60]), above_100_reduction([90, 60])
    (35, 0)
    """
    return max(0, max(ratings) - 100)


def reduced_ratings(ratings: Sequence[int]) -> tuple[int, ...]:
    """Every rating after the above-100% reduction; a reduced chance keeps the 5% default.

    >>> reduced_ratings([135, 60]), reduced_ratings([110, 12]), reduced_ratings([120, 3])
    ((100, 25), (100, 5), (100, 3))
    """
    excess = above_100_reduction(ratings)
    # min(rating, 5): a rating already below 5 is not raised by being reduced.
    return tuple(max(min(rating, ALWAYS_SUCCEEDS), rating - excess) for rating in ratings)


def opposed_odds(a: int, b: int) -> dict[OpposedOutcome, Fraction]:
    """Exact odds of each outcome for ratings ``a`` and ``b`` (before the above-100% reduction).

    >>> {outcome.value: str(p) for outcome, p in opposed_odds(50, 50).items()}
    {'a_wins': '2921/10000', 'b_wins': '2921/10000', 'tie': '829/5000', 'two_losers': '1/4'}
    """
    chance_a, chance_b = reduced_ratings([a, b])
    odds = dict.fromkeys(OpposedOutcome, Fraction(0))
    for level_a, p_a in level_odds(chance_a).items():
        for level_b, p_b in level_odds(chance_b).items():
            odds[opposed_outcome(level_a, level_b)] += p_a * p_b
    return odds
