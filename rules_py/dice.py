"""Reading d100 rolls, exact odds over the 100 faces, and rolling with an injected generator.

Every document here rolls percentile dice read as two digits, with ``00`` read as 100 and ``01`` as
1. Odds are exact fractions; they become percentages only when shown.
"""

import math
from collections.abc import Callable, Hashable, Mapping
from fractions import Fraction
from random import Random
from typing import TypeVar

D100_FACES = range(1, 101)
ONE_FACE = Fraction(1, 100)

Key = TypeVar("Key", bound=Hashable)


def d100_label(roll: int) -> str:
    """The roll as the dice show it: two digits, 100 shown as ``00``.

    >>> d100_label(1), d100_label(42), d100_label(100)
    ('01', '42', '00')
    """
    return "00" if roll == 100 else f"{roll:02d}"


def d100_odds(outcome: Callable[[int], Key]) -> dict[Key, Fraction]:
    """Exact probability of each outcome of one d100 roll.

    >>> d100_odds(lambda roll: roll <= 25)
    {True: Fraction(1, 4), False: Fraction(3, 4)}
    """
    odds: dict[Key, Fraction] = {}
    for roll in D100_FACES:
        key = outcome(roll)
        odds[key] = odds.get(key, Fraction(0)) + ONE_FACE
    return odds


def roll_d100(rng: Random) -> int:
    """One d100 roll, 1..100, drawn from the injected generator.

    >>> roll_d100(Random(7)) in D100_FACES
    True
    """
    return rng.randint(1, 100)


def as_percent(probability: Fraction) -> float:
    """A probability shown as a percentage (the exact value stays a Fraction). A float never turns
    a possible event into 0 or an uncertain one into 100: the page shows those as "<0.01%" and
    ">99.99%".

    >>> as_percent(Fraction(1, 8))
    12.5
    >>> as_percent(1 - Fraction(1, 10**20)) < 100, as_percent(Fraction(1, 10**400)) > 0
    (True, True)
    """
    value = float(probability * 100)
    if value >= 100 and probability < 1:
        return math.nextafter(100.0, 0.0)
    if value <= 0 and probability > 0:
        return math.nextafter(0.0, 1.0)
    return value


def odds_record(odds: Mapping[str, Fraction]) -> dict[str, dict[str, float] | dict[str, str]]:
    """The JSON form of a distribution: ``odds`` in percent and ``odds_exact`` as fractions.

    >>> record = odds_record({"win": Fraction(1, 3), "lose": Fraction(2, 3)})
    >>> record["odds"], record["odds_exact"]
    ({'win': 33.333333333333336, 'lose': 66.66666666666667}, {'win': '1/3', 'lose': '2/3'})
    """
    return {
        "odds": {key: as_percent(p) for key, p in odds.items()},
        "odds_exact": {key: str(p) for key, p in odds.items()},
    }
