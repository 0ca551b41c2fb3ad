"""Being charged, and what a charge costs (RuneQuest II House Rules, The Combat Round › Charging -
clarification).

Someone charged either evades (Evade against the charger's attack: the winner gets their way) or
attacks out of turn; then the longer weapon strikes first and neither side defends, the two blows
being simultaneous (the page breaks off mid-sentence about a shield, A004-03). An impaling weapon
set against the charge with Ready an Attack raises its wielder's damage modifier by one or two
steps, as a charge would (A004-04: the page gives both; the step table is in the RuneQuest II
rulebook), and needs both hands. A charger must start unengaged with room to reach running speed; a
target within sprinting distance costs all the charger's remaining actions, a farther one means
sprinting the whole round and charging on in the rounds that follow ("future CRs").
"""

from enum import Enum, IntEnum

from rules_py.labelled import Labelled

SET_WEAPON_DAMAGE_STEPS = (1, 2)  # "1 or 2 steps": the GM picks (A004-04)
SET_WEAPON_HANDS = 2


class ChargeResponse(Enum):
    """The two answers to a charge."""

    EVADE = "evade"
    ATTACK = "attack"

    @property
    def label(self) -> str:
        """The answer's name on the page."""
        return "Evade" if self is ChargeResponse.EVADE else "Attack"


class Reach(IntEnum):
    """Weapon reach, shortest first (RuneQuest II's names; the page names Touch)."""

    TOUCH = 1
    SHORT = 2
    MEDIUM = 3
    LONG = 4
    VERY_LONG = 5

    @property
    def label(self) -> str:
        """The reach as the rulebook names it.

        >>> Reach.VERY_LONG.label
        'Very long'
        """
        return self.name.replace("_", " ").capitalize()


class Striker(Labelled):
    """Who strikes first when a charge is met with an attack."""

    CHARGER = "charger", "Charger"
    DEFENDER = "defender", "Defender"
    TOGETHER = "together", "Together"


def evade_charge(defender_wins: bool) -> str:
    """The result of evading a charge: the opposed roll's winner has their way.

    >>> evade_charge(True), evade_charge(False)
    ('The charge misses', 'The defender takes the damage')
    """
    return "The charge misses" if defender_wins else "The defender takes the damage"


def first_strike(charger: Reach, defender: Reach) -> Striker:
    """Who strikes first when the defender attacks the charger: the longer weapon. Equal reach
    is not ruled on; both blows then land together, as on one strike rank (reading A004-12).

    >>> first_strike(Reach.MEDIUM, Reach.VERY_LONG).value
    'defender'
    >>> first_strike(Reach.LONG, Reach.SHORT).value
    'charger'
    >>> first_strike(Reach.LONG, Reach.LONG).value
    'together'
    """
    if charger == defender:
        return Striker.TOGETHER
    return Striker.CHARGER if charger > defender else Striker.DEFENDER


def defences_allowed(response: ChargeResponse) -> bool:
    """Whether the two sides may parry or evade each other's blow: not when the charge is met
    with an attack (the blows are simultaneous).

    >>> defences_allowed(ChargeResponse.ATTACK), defences_allowed(ChargeResponse.EVADE)
    (False, True)
    """
    return response is ChargeResponse.EVADE


def can_charge(unengaged: bool, room_to_reach_running_speed: bool) -> bool:
    """A charge starts unengaged, with room to get up to running speed.

    >>> can_charge(True, True), can_charge(False, True), can_charge(True, False)
    (True, False, False)
    """
    return unengaged and room_to_reach_running_speed


def charge_actions(actions_left: int, target_within_sprint: bool) -> int:
    """The combat actions a charge takes this round: every one left when the target is within
    sprinting distance; otherwise the whole round goes on sprinting (the charge goes on in later
    rounds), which also takes every action left.

    >>> charge_actions(3, True), charge_actions(2, False)
    (3, 2)
    """
    return max(0, actions_left)


def charge_reaches_target(target_within_sprint: bool) -> bool:
    """Whether the charge lands this round, or carries on into later ones (as many as it takes).

    >>> charge_reaches_target(True), charge_reaches_target(False)
    (True, False)
    """
    return target_within_sprint
