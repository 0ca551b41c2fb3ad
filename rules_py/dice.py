"""Reading d100 rolls and rolling them with an injected generator.

Every document here rolls percentile dice read as two digits, with ``00`` read as 100 and ``01`` as
1. Their exact odds are :class:`rules_py.odds.Odds`.
"""

from random import Random

D100_FACES = range(1, 101)

# Seeds of the dice: any whole number in this range; the CLI and a page's printed answer use the
# default, a page in a browser rolls its own (docs/javascripts/widget/mount.js).
SEED_RANGE = (1, 999_999)
DEFAULT_SEED = 1


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


def seeded_random(seed: int | None) -> Random:
    """The dice for a seed; no seed rolls as the default one does.

    >>> seeded_random(None).random() == seeded_random(DEFAULT_SEED).random()
    True
    """
    return Random(DEFAULT_SEED if seed is None else seed)
