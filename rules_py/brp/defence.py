"""Defensive actions and shields (Basic Roleplaying house rules › "Defensive actions",
"Shields versus missile fire").

Each parry or dodge after the first in a round costs 30% more; one bonus defence at full skill
comes with fighting defensively. Missiles cannot be parried; a shield blocks them by chance,
unless the missile attack is a critical or special success.
"""

DEFENCE_STEP = 30  # percent lost by each parry or dodge after the first
MAX_DEFENCES = 4  # the sheet prints the first to the fourth

SHIELD_BLOCK: dict[str, int] = {
    "Half/small shield": 15,
    "Full shield": 30,
    "Large shield, or kneeling behind a full shield": 60,
    "Kneeling behind a large shield": 90,
}


def defence_penalty(number: int) -> int:
    """The modifier to the ``number``-th parry or dodge of the round (1 = first).

    >>> [defence_penalty(n) for n in range(1, 5)]
    [0, -30, -60, -90]
    """
    if not 1 <= number <= MAX_DEFENCES:
        raise ValueError(f"the sheet lists defences 1 to {MAX_DEFENCES}, not {number}")
    return -DEFENCE_STEP * (number - 1)
