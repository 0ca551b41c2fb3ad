"""A calculator played round after round (its declaration's ``next_round``): the input counting
the rounds, the same on every such calculator (the RuneQuest II planner, RuneQuest's melee
order), and the number Next round counts on to. Not a rule of any document.
"""

from rules_py.contract import Input


def round_input(maximum: int, help: str) -> Input:
    """The round's number, 1 when left empty; Next round counts it on and the link keeps it.

    >>> round_input(99, "").parse("")
    1
    """
    return Input(
        "round",
        "Round",
        default=1,
        minimum=1,
        maximum=maximum,
        optional=True,
        empty=1,
        help=help,
    )


def next_round(round: int, maximum: int) -> str:
    """The number Next round fills in, as the field holds it (never past ``maximum``).

    >>> next_round(3, 99), next_round(99, 99)
    ('4', '99')
    """
    return str(min(round + 1, maximum))
