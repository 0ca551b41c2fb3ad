"""Reading d100 rolls and rolling them with an injected generator.

Every document here rolls percentile dice read as two digits, with ``00`` read as 100 and ``01`` as
1. Their exact odds are :class:`rules_py.odds.Odds`.
"""

from random import Random

D100_FACES = range(1, 101)


def d100_label(roll: int) -> str:
    """The roll as the dice show it: two digits, 100 shown as ``00``.

    >>> d100_label(1), d100_label(42), d100_label(100)
    ('01', '42', '00')
    """
    return "00" if roll == 100 else f"{roll:02d}"


def roll_d100(rng: Random) -> int:
    """One d100 roll, 1..100, drawn from the injected generator.

    >>> roll_d100(Random(7)) in D100_FACES
    True
    """
    return rng.randint(1, 100)
