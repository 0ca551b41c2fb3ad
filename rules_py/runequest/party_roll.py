"""One ability rolled by several characters at once (RuneQuest, The Game System › Abilities;
Results; Ability Result Table): each character rolls its own d100 against its own modified chance,
and the result of each roll is the ability roll's (:mod:`rules_py.runequest.results`, under the
same readings). The rolls are independent, so the chance that at least one succeeds, that all do,
and of each number of successes is worked out exactly from each roll's own odds.

"Everyone roll Scan" is the table's call; the document gives no group roll of its own, so nothing
here is a rule beyond the ability roll: only the counting of independent rolls.
"""

from collections.abc import Sequence
from functools import lru_cache

from rules_py.dice import D100_FACES
from rules_py.odds import Odds
from rules_py.runequest.results import (
    Fumbles,
    HighRolls,
    LowChance,
    level_counts,
)


@lru_cache(maxsize=4096)
def success_faces(
    chance: int,
    low: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> int:
    """How many of the d100's hundred faces succeed (a success, special or critical) against
    ``chance``, under the readings given.

    >>> success_faces(60), success_faces(135), success_faces(-20)
    (60, 95, 5)
    >>> success_faces(-20, LowChance.NO_CHANCE), success_faces(500, high=HighRolls.SPECIAL)
    (0, 99)
    """
    counts = level_counts(chance, low, None, fumbles, high)
    return sum(count for level, count in counts.items() if level.succeeded)


def successes(
    chances: Sequence[int],
    low: LowChance = LowChance.FIVE_PERCENT,
    fumbles: Fumbles = Fumbles.FUMBLE,
    high: HighRolls = HighRolls.FAIL,
) -> Odds[int]:
    """The exact odds of each number of successes (0 to all) when each chance is rolled once,
    counted over the 100 ** n ways the n dice can fall.

    >>> odds = successes([60, 45, 80])
    >>> 1 - odds[0], odds[3]
    (Fraction(239, 250), Fraction(27, 125))
    >>> list(successes([]).items())
    [(0, Fraction(1, 1))]
    """
    # ways[k]: in how many ways of the dice rolled so far exactly k succeed.
    ways = [1]
    for chance in chances:
        hit = success_faces(chance, low, fumbles, high)
        miss = len(D100_FACES) - hit
        ways = [
            (ways[k] * miss if k < len(ways) else 0) + (ways[k - 1] * hit if k else 0)
            for k in range(len(ways) + 1)
        ]
    return Odds.from_counts(dict(enumerate(ways)), len(D100_FACES) ** len(chances)).checked()
