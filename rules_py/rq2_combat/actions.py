"""Combat actions the page adds or clarifies: Ready an Attack, delaying and aborting (RuneQuest II
House Rules, The Combat Round › Ready an Attack; Combat Action notes; Aborting Combat Actions).

A readied attack waits for a target and may be loosed at any moment up to the character's next turn;
the end of a cycle does not cancel it, but any out-of-turn action (an evade, say) does. A delayed
action comes after everyone else acting on the strike rank it was delayed to, so delaying never buys
a simultaneous action; only an interrupt (:mod:`.interrupts`) jumps the queue. An aborted action,
when the GM allows it, still uses the character's turn for the cycle; the GM may ask for a skill
roll first, and a failed roll means the action goes ahead.
"""

from enum import Enum

from rules_py.labelled import Labelled
from rules_py.rq2_combat.cycles import Cycle, Group


class CombatAction(Labelled):
    """The combat actions the page adds or rules on, and the defences it mentions."""

    READY_AN_ATTACK = "ready_an_attack", "Ready an Attack"
    DELAY = "delay", "Delay"
    ABORT = "abort", "Abort"
    INTERRUPT = "interrupt", "Interrupt"
    DEFEND = "defend", "Parry or evade"
    CHARGE = "charge", "Charge"
    CHANGE_RANGE = "change_range", "Change range"

    @property
    def when(self) -> str:
        """When the action is taken."""
        return _RULINGS[self][0]

    @property
    def cost(self) -> str:
        """The combat actions it takes."""
        return _RULINGS[self][1]

    @property
    def ruling(self) -> str:
        """What the page rules about it, in the site's words."""
        return _RULINGS[self][2]


_ONE = "1 combat action"
_RULINGS = {
    CombatAction.READY_AN_ATTACK: (
        "On its turn; the attack goes off at any moment until its next turn is over",
        _ONE,
        "Waits for a target (guarding a door, an arrow nocked); not lost at the end of the cycle, "
        "but lost at once if the character parries, evades or does anything else out of turn",
    ),
    CombatAction.DELAY: (
        "On its turn, to a lower strike rank",
        _ONE + " when it is taken",
        "Acts after everyone else on the strike rank it waits for; it never makes two actions "
        "simultaneous, unless it interrupts",
    ),
    CombatAction.ABORT: (
        "When the GM allows it",
        "The turn is used",
        "The GM may ask for a roll with the skill in use or set a penalty; if the roll fails, the "
        "action goes ahead",
    ),
    CombatAction.INTERRUPT: (
        "After delaying, with an action left",
        _ONE,
        "Both roll at once; the better result, compared as an opposed roll, resolves first, and "
        "both can fail",
    ),
    CombatAction.DEFEND: (
        "Out of turn, any time",
        _ONE + " each",
        "As many as actions allow; not while surprised (until its own turn); a dazed character "
        "can still parry and evade",
    ),
    CombatAction.CHARGE: (
        "Starting unengaged, with room to reach running speed",
        "Every action left",
        "A target out of sprinting distance takes the whole round of sprinting, and the charge "
        "goes on in later rounds; the target evades (opposed roll) or attacks out of turn, longer "
        "weapon first and no defences; a set impaling weapon adds 1 or 2 damage modifier steps "
        "(the GM picks) and needs both hands",
    ),
    CombatAction.CHANGE_RANGE: (
        "On its turn",
        _ONE,
        "The only way out of close combat or a grapple; a flyer always breaks away from foes on "
        "the ground or mounted, a rider from foes on foot",
    ),
}


class ReadyExpiry(Labelled):
    """How long a readied attack waits (reading A004-06)."""

    # it may still be loosed as the next turn's action
    THROUGH_NEXT_TURN = "through_next_turn", "Until the next turn is over"
    # it lapses when the next turn comes
    BEFORE_NEXT_TURN = "before_next_turn", "Until the next turn begins"


def ready_attack_stands(
    out_of_turn_action_taken: bool,
    next_turn_begun: bool,
    next_turn_over: bool,
    expiry: ReadyExpiry = ReadyExpiry.THROUGH_NEXT_TURN,
) -> bool:
    """Whether a readied attack can still be loosed (Ready an Attack). The end of a cycle is no
    reason to lose it, so it is not an argument.

    >>> ready_attack_stands(False, False, False), ready_attack_stands(True, False, False)
    (True, False)
    >>> ready_attack_stands(False, True, False)
    True
    >>> ready_attack_stands(False, True, False, ReadyExpiry.BEFORE_NEXT_TURN)
    False
    """
    if out_of_turn_action_taken or next_turn_over:
        return False
    return not (next_turn_begun and expiry is ReadyExpiry.BEFORE_NEXT_TURN)


def with_delayed_action(cycle: Cycle, strike_rank_group: int, delayer: str) -> Cycle:
    """A cycle with ``delayer`` delayed to the strike rank of group ``strike_rank_group`` (an
    index into ``cycle``): it acts alone, straight after that whole group (Combat Action notes).

    >>> with_delayed_action((("Ana",), ("Bo", "Cy")), 1, "Ana")
    (('Bo', 'Cy'), ('Ana',))
    """
    kept = tuple(tuple(name for name in group if name != delayer) for group in cycle)
    before: tuple[Group, ...] = tuple(group for group in kept[: strike_rank_group + 1] if group)
    after = tuple(group for group in kept[strike_rank_group + 1 :] if group)
    return (*before, (delayer,), *after)


class AbortResult(Enum):
    """What comes of asking to abort an action (Aborting Combat Actions)."""

    ABORTED = "aborted"
    GOES_AHEAD = "goes_ahead"

    @property
    def label(self) -> str:
        """The result in a page's words."""
        if self is AbortResult.ABORTED:
            return "Aborted; the turn is still used"
        return "The action goes ahead as declared"


def abort_action(gm_allows: bool, roll_required: bool, roll_succeeded: bool) -> AbortResult:
    """Whether an action is aborted: the GM must allow it, and any roll asked for must succeed.
    Either way the character's turn for the cycle is used.

    >>> abort_action(True, False, False).value, abort_action(True, True, False).value
    ('aborted', 'goes_ahead')
    >>> abort_action(False, False, True).value
    'goes_ahead'
    """
    if gm_allows and (roll_succeeded or not roll_required):
        return AbortResult.ABORTED
    return AbortResult.GOES_AHEAD


ABORT_USES_TURN = True
