"""What the Runeball calculators share (Runeball 2022 Notes): the skill, adjacency and exertion
inputs, and the test die a player throws (or the page's Roll throws).
"""

from rules_py.contract import Input, InputError, seed_input, seeded_random
from rules_py.runeball import passing
from rules_py.runeball.exertion import MAX_EXERTION, exertion_cost_range
from rules_py.runeball.skill_rolls import TestDie

# A starting skill is 8 ± a few; wounds, blitzes and sprints take some off, advances add. Past
# these bounds an input is almost surely a typo.
SKILL_RANGE = (-20, 40)
MAX_ADJACENT = passing.MAX_ADJACENT
STAT_RANGE = (1, 30)  # rolled 6–16, 17 after the +1; past 30 an input is almost surely a typo
FIELD_LENGTH = 31  # no distance on the field is longer (the field's own module has the geometry)


def skill_input(
    name: str,
    label: str,
    default: int,
    optional: bool = False,
    help: str = "",
    aliases: tuple[str, ...] = (),
) -> Input:
    """A skill after modifiers: the same range everywhere (``aliases``: see Input)."""
    low, high = SKILL_RANGE
    return Input(
        name,
        label,
        default=None if optional else default,
        minimum=low,
        maximum=high,
        optional=optional,
        help=help,
        aliases=aliases,
        holds="skill",
    )


def adjacent_input(name: str, label: str, help: str = "") -> Input:
    """A count of players next to someone: 0–6, none when left empty."""
    return Input(
        name, label, default=0, minimum=0, maximum=MAX_ADJACENT, optional=True, empty=0, help=help
    )


def exertion_input(name: str, aliases: tuple[str, ...] = ()) -> Input:
    """Points of exertion spent on a test: 0–2, each +1 for 1d4 hit points; none when empty
    (``aliases``: see Input)."""
    return Input(
        name,
        "Exertion (+1 each, 1d4 HP each)",
        default=0,
        minimum=0,
        maximum=MAX_EXERTION,
        optional=True,
        empty=0,
        help="0–2 points",
        aliases=aliases,
        folded=True,  # spent now and then, at a cost: folded away with the readings
    )


def cost_text(points: int) -> str:
    """What exertion costs, in words.

    >>> cost_text(0), cost_text(2)
    ('nothing', '2–8 hit points (2d4)')
    """
    if points == 0:
        return "nothing"
    low, high = exertion_cost_range(points)
    return f"{low}–{high} hit points ({points}d4)"


def check_front(front_name: str, adjacent: int, adjacent_front: int) -> None:
    if adjacent_front > adjacent:
        raise InputError(
            front_name, f"counts some of the adjacent opponents, so at most {adjacent}"
        )


# The highest face any test die shows (1d20, reading A003-01); the die in force bounds it further.
HIGHEST_FACE = max(die.dice.highest for die in TestDie)


def die_input(name: str, label: str) -> Input:
    """The test die a player threw (its total on 2d6), optional: given, the calculator reads it;
    the die chosen by reading A003-01 bounds it (:func:`thrown`).

    >>> die_input("roll", "Die thrown").parse("7"), die_input("roll", "Die thrown").optional
    (7, True)
    """
    return Input(
        name,
        label,
        minimum=1,
        maximum=HIGHEST_FACE,
        optional=True,
        thrown=True,
        help="the die the player threw (1d12 unless the house rules say otherwise)",
    )


def throw_seed_input() -> Input:
    """The page's Roll for the test die: a seed, drawn by the browser, that Python throws the
    die in force with (nothing thrown until asked)."""
    return seed_input(
        "seed",
        "Dice seed",
        "Roll throws the test die for every die left empty; the same seed throws the same",
        default=None,
    )


def thrown(
    name: str, typed: int | None, seed: int | None, die: TestDie, draw: int = 0
) -> int | None:
    """The die of one test: the one typed, else one thrown with ``seed`` (the ``draw``-th of
    that seed, so that two dice of one calculator differ), else None. A typed face the die in
    force cannot show is refused at its field.

    >>> thrown("roll", 7, None, TestDie.D12), thrown("roll", None, None, TestDie.D12)
    (7, None)
    >>> thrown("roll", None, 5, TestDie.D12) == thrown("roll", None, 5, TestDie.D12)
    True
    >>> thrown("roll", 1, None, TestDie.TWO_D6)
    Traceback (most recent call last):
    rules_py.errors.InputError: roll: 2d6 shows 2 to 12, not 1
    """
    dice = die.dice
    if typed is not None:
        if not dice.lowest <= typed <= dice.highest:
            raise InputError(
                name, f"{dice.label} shows {dice.lowest} to {dice.highest}, not {typed}"
            )
        return typed
    if seed is None:
        return None
    rng = seeded_random(seed)
    for _ in range(draw):
        dice.roll(rng)
    return dice.roll(rng)[1]
