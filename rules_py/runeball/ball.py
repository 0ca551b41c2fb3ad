"""A loose ball: the kickoff catch, bouncing and recovering it (Runeball 2022 Notes › The
Kickoff; Bouncing Balls; Recovering a Bouncing Ball).

A bouncing ball moves 1 hex each time a player begins his turn: 2d6, the first die the direction
(mapped to the six hex sides by the field, A003-16), the second 4–6 to keep bouncing, 1–3 to
stop. The notes let a forgotten bounce stand; the site always bounces it.
"""

from fractions import Fraction

from rules_py.runeball.dice import D6

KICKOFF_CATCH_DL = 8
BOUNCING_RECOVERY_DL = 12
AT_REST_RECOVERY_DL = 8
PER_ADJACENT_OPPONENT = 2
FAILED_RECOVERY_SCATTER = 1  # hexes; the ball then bounces
KEEPS_BOUNCING = range(4, 7)  # second die 4–6


def keeps_bouncing(second_die: int) -> bool:
    """Whether the ball bounces on after this hex.

    >>> keeps_bouncing(3), keeps_bouncing(4)
    (False, True)
    """
    if not D6.lowest <= second_die <= D6.highest:
        raise ValueError(f"a d6 roll is 1 to 6, not {second_die}")
    return second_die in KEEPS_BOUNCING


def bounce_length_odds(hexes: int) -> Fraction:
    """The chance that a ball set bouncing moves exactly ``hexes`` hexes before it stops (each
    move a fair 4–6 to go on).

    >>> bounce_length_odds(1), bounce_length_odds(3)
    (Fraction(1, 2), Fraction(1, 8))
    """
    if hexes < 1:
        raise ValueError("a bounce moves the ball at least 1 hex")
    go_on = Fraction(sum(map(keeps_bouncing, range(D6.lowest, D6.highest + 1))), D6.sides)
    return go_on ** (hexes - 1) * (1 - go_on)


def recovery_dl(bouncing: bool, opponents_adjacent_to_ball: int) -> int:
    """The Catch DL to recover the ball: 12 bouncing, 8 at rest, +2 per adjacent opponent.

    >>> recovery_dl(True, 0), recovery_dl(False, 2)
    (12, 12)
    """
    if opponents_adjacent_to_ball < 0:
        raise ValueError("a count of players is 0 or more")
    base = BOUNCING_RECOVERY_DL if bouncing else AT_REST_RECOVERY_DL
    return base + PER_ADJACENT_OPPONENT * opponents_adjacent_to_ball
