"""Initiative, actions, holding, sprinting and blitzing (Runeball 2022 Notes › Initiative;
Actions and Half-Actions; Basic Maneuvers; Holding an Action; Blitzing).

Initiative is 1d12 + INI + modifiers, highest first, ties rolled again with the same modifiers.
A turn is a full action or two half actions; a block, pass or field goal ends the turn. A player
may blitz an acting opponent whose initiative is at most 3 above his own (A003-20).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from rules_py.runeball.dice import D12

BLITZ_WINDOW = 3
BLITZ_PENALTY = -2
SLOWEST_TO_ACT = 0  # a Slow player whose initiative total is below 0 cannot act that round


def initiative_total(roll: int, ini: int, modifiers: int = 0) -> int:
    """An initiative total: the d12 roll + INI + modifiers.

    >>> initiative_total(7, 1, -2)
    6
    """
    if not D12.lowest <= roll <= D12.highest:
        raise ValueError(f"a d12 roll is 1 to 12, not {roll}")
    return roll + ini + modifiers


def can_act_when_slow(initiative: int) -> bool:
    """A Slow player acts that round only with an initiative total of 0 or more.

    >>> can_act_when_slow(0), can_act_when_slow(-1)
    (True, False)
    """
    return initiative >= SLOWEST_TO_ACT


def may_blitz(blitzer_initiative: int, acting_initiative: int, carries_ball: bool) -> bool:
    """Whether a player may blitz an acting opponent: his initiative no more than 3 below the
    acting player's, and not while carrying the ball.

    >>> may_blitz(8, 11, False), may_blitz(7, 11, False), may_blitz(12, 11, True)
    (True, False, False)
    """
    return not carries_ball and blitzer_initiative >= acting_initiative - BLITZ_WINDOW


class Time(Enum):
    """How much of a turn a manoeuvre takes."""

    NONE = "none"
    HALF = "half"
    FULL = "full"

    @property
    def halves(self) -> int:
        """Half actions used."""
        return {Time.NONE: 0, Time.HALF: 1, Time.FULL: 2}[self]

    @property
    def label(self) -> str:
        """As the table prints it."""
        return self.value.capitalize()


@dataclass(frozen=True)
class Maneuver:
    """A row of the Basic Maneuvers table."""

    name: str
    time: Time
    ends_turn: bool
    summary: str


# Basic Maneuvers (Runeball 2022 Notes › Basic Maneuvers), in the printed order, in the site's
# words.
MANEUVERS: tuple[Maneuver, ...] = (
    Maneuver(
        "Blitz",
        Time.NONE,
        False,
        "Pre-empts an acting opponent whose initiative is at most 3 above the blitzer's; "
        "everything the blitzer does is −2, for that turn only. One blitz per opposing move.",
    ),
    Maneuver("Full Move", Time.FULL, False, "Move up to MOVE hexes."),
    Maneuver("Block", Time.HALF, True, "An opposed Block test against Block or Dodge."),
    Maneuver("Half Move", Time.HALF, False, "Move up to half of MOVE, rounded up."),
    Maneuver(
        "Handoff",
        Time.NONE,
        False,
        "Hand the ball to, or take it from, an adjacent teammate during one's own or a "
        "teammate's move.",
    ),
    Maneuver("Kick", Time.HALF, True, "Try a field goal."),
    Maneuver("Pass", Time.HALF, True, "Throw to a teammate within range."),
    Maneuver("Pickup", Time.NONE, False, "Try to pick the ball up."),
    Maneuver(
        "Sprint",
        Time.NONE,
        False,
        "+1 hex on a half move for 1 exertion; +1 or +2 hexes on a full move for 1 or 2. "
        "Sprinting into a Block or Tackle costs a further −2 on the attack.",
    ),
    Maneuver("Tackle", Time.FULL, True, "A full move, then a Block at −1."),
)


def maneuver(name: str) -> Maneuver:
    """A manoeuvre by name.

    >>> maneuver("Tackle").time.label, maneuver("Pass").ends_turn
    ('Full', True)
    """
    return next(m for m in MANEUVERS if m.name == name)


def turn_is_legal(names: Sequence[str]) -> bool:
    """Whether a turn of these manoeuvres, in order, fits: at most a full action (two halves),
    and nothing after one that ends the turn.

    >>> turn_is_legal(["Half Move", "Block"]), turn_is_legal(["Block", "Half Move"])
    (True, False)
    >>> turn_is_legal(["Full Move", "Pass"]), turn_is_legal(["Pickup", "Half Move", "Pass"])
    (False, True)
    """
    used = 0
    for index, name in enumerate(names):
        move = maneuver(name)
        used += move.time.halves
        if used > Time.FULL.halves:
            return False
        if move.ends_turn and index != len(names) - 1:
            return False
    return True


MAX_SPRINT = {Time.HALF: 1, Time.FULL: 2}


def sprint_hexes(move_time: Time, exertion: int) -> int:
    """Extra hexes from sprinting: one per point of exertion, up to 1 on a half move and 2 on a
    full move.

    >>> sprint_hexes(Time.HALF, 1), sprint_hexes(Time.FULL, 2)
    (1, 2)
    """
    limit = MAX_SPRINT.get(move_time, 0)
    if not 0 <= exertion <= limit:
        raise ValueError(f"a {move_time.value} move sprints with 0 to {limit} exertion")
    return exertion


def preempt_teammate() -> bool:
    """A held action pre-empts a teammate without a roll (Holding an Action).

    >>> preempt_teammate()
    True
    """
    return True


def preempt_opponent(holder_total: int, opponent_total: int) -> bool | None:
    """Whether a held action goes before an opponent: both roll initiative, the higher total
    goes first; None on a tie, which is rolled again (A003-21).

    >>> preempt_opponent(9, 7), preempt_opponent(5, 8), preempt_opponent(6, 6)
    (True, False, None)
    """
    if holder_total == opponent_total:
        return None
    return holder_total > opponent_total
