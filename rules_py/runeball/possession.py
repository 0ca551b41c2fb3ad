"""The team, fumbles, turnovers and scoring (Runeball 2022 Notes › The Team; Substitutions;
Fumbles; Turnovers; Failed Pass Attempt; Scoring; Game Start Procedure).
"""

from dataclasses import dataclass
from enum import Enum

TEAM_SIZE = 9
ON_THE_FIELD = 7


def players_to_field(fit_players: int) -> int:
    """How many players a team puts on the field: 7 if it can.

    >>> players_to_field(9), players_to_field(5)
    (7, 5)
    """
    if not 0 <= fit_players <= TEAM_SIZE:
        raise ValueError(f"a team has 0 to {TEAM_SIZE} players")
    return min(ON_THE_FIELD, fit_players)


class Score(Enum):
    """The ways to score, and their points."""

    TOUCHDOWN = 7
    FIELD_GOAL = 3
    TURNOVER = 1

    @property
    def label(self) -> str:
        """The score's name."""
        return self.name.replace("_", " ").capitalize()

    @property
    def ends_turn(self) -> bool:
        """A touchdown or field goal ends the turn and the scorers kick off; play goes on after
        a turnover.

        >>> Score.TOUCHDOWN.ends_turn, Score.TURNOVER.ends_turn
        (True, False)
        """
        return self is not Score.TURNOVER


@dataclass(frozen=True)
class Consequence:
    """What a fumble or turnover does."""

    loses_rest_of_turn: bool  # the player who caused it
    opponents_score: int
    free_activation: bool  # the other team activates one player at once


def fumble(on_own_turn: bool) -> Consequence:
    """A fumble: the ball stays live, the fumbler loses the rest of his turn (if it is his), and
    the other team activates one player at once, even one who has acted.

    >>> fumble(True), fumble(False).loses_rest_of_turn
    (Consequence(loses_rest_of_turn=True, opponents_score=0, free_activation=True), False)
    """
    return Consequence(on_own_turn, 0, True)


def turnover(on_own_turn: bool, caused_by_fumble: bool) -> Consequence:
    """A turnover (the ball out of bounds): the player who put it out loses the rest of his turn
    if it was his; the other team scores 1 and takes the ball; a free activation only if a
    fumble caused it. An interception, and a pass that goes out, are turnovers with a free
    activation (:func:`interception`, :func:`pass_out_of_bounds`).

    >>> turnover(True, False)
    Consequence(loses_rest_of_turn=True, opponents_score=1, free_activation=False)
    >>> turnover(False, True).free_activation
    True
    """
    return Consequence(on_own_turn, Score.TURNOVER.value, caused_by_fumble)


def pass_out_of_bounds() -> Consequence:
    """A pass that goes out of bounds, however it happens (Failed Pass Attempt): a turnover on
    the passing team, and the defenders take the point, the ball and a free activation. The
    passer's turn had ended with the pass anyway.

    >>> pass_out_of_bounds()
    Consequence(loses_rest_of_turn=True, opponents_score=1, free_activation=True)
    """
    return Consequence(True, Score.TURNOVER.value, True)


def interception() -> Consequence:
    """A successful interception: a turnover with a point and a free activation for the
    interceptors; the passer's turn had ended with the pass anyway.

    >>> interception().free_activation
    True
    """
    return Consequence(True, Score.TURNOVER.value, True)


def game_choices(won_keshat: bool, won_with_a_keshat: bool) -> int:
    """How many of the two choices (kick or receive now; at the second half) a team gets from
    the opening round of Keshat: 1 to the winner, 1 to the loser; both to a team whose player
    won the round with a "Keshat".

    >>> game_choices(True, False), game_choices(False, False), game_choices(True, True)
    (1, 1, 2)
    >>> game_choices(False, True)
    0
    """
    if won_with_a_keshat:
        return 2 if won_keshat else 0
    return 1
