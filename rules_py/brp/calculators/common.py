"""What the Basic Roleplaying calculators share (Basic Roleplaying, Edited House Rules): the
degree labels, the dice seed input, a choice input from (key, words) pairs, and a table roll that
is the reader's or the seed's.
"""

from random import Random

from rules_py.brp.tasks import Degree
from rules_py.contract import Input, seed_input
from rules_py.dice import roll_d100

DEGREE_LABELS = tuple((level.key, level.label) for level in sorted(Degree, reverse=True))


def dice_seed_input(help: str) -> Input:
    """The seed of a calculator's dice."""
    return seed_input("seed", "Dice seed", help)


def choice_input(
    name: str, label: str, options: tuple[tuple[str, str], ...], help: str = ""
) -> Input:
    """A choice between ``options`` (key, the words a page shows), the first the default."""
    return Input(
        name,
        label,
        kind="choice",
        default=options[0][0],
        choices=tuple(key for key, _ in options),
        choice_labels=tuple(words for _, words in options),
        help=help,
    )


def table_roll(roll: int | None, rng: Random) -> tuple[int, str]:
    """The d100 roll on a table: the reader's, or else one rolled here."""
    if roll is not None:
        return roll, "as entered"
    drawn = roll_d100(rng)
    return drawn, "rolled here"
