"""What the Runeball calculators share (Runeball 2022 Notes): the skill, adjacency and exertion
inputs.
"""

from rules_py.contract import Input, InputError
from rules_py.runeball import passing
from rules_py.runeball.exertion import MAX_EXERTION, exertion_cost_range

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
