"""The site's own tables of the RuneQuest II combat round's rulings (RuneQuest II House Rules, The
Combat Round): each row is worked out by calling the rule it shows, so a page that states a ruling
in words can show its cases (and quote them) without typing an answer.
"""

from rules_py.numbers import yes_no
from rules_py.rq2_combat.actions import (
    ReadyExpiry,
    abort_action,
    ready_attack_stands,
    with_delayed_action,
)
from rules_py.rq2_combat.charging import (
    ChargeResponse,
    Reach,
    can_charge,
    charge_actions,
    charge_reaches_target,
    defences_allowed,
    evade_charge,
    first_strike,
)
from rules_py.rq2_combat.conditions import recovery_round
from rules_py.rq2_combat.cycles import Cycle, acting_order
from rules_py.rq2_combat.engagement import Engagement, grapple_use, max_foes_engaging
from rules_py.rq2_combat.flanking import is_flanked, is_surrounded
from rules_py.rq2_combat.interrupts import can_interrupt
from rules_py.rq2_combat.round import another_round
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table

RQ2 = Document.RQ2_COMBAT


def another_round_table() -> Table:
    """Whether the wrap-up step leads into another round."""
    cases = (
        ("Someone is still engaged", True, False),
        ("Nobody is engaged, but action time goes on (a chase, say)", False, True),
        ("Nobody is engaged and nothing keeps action time going", False, False),
    )
    rows = tuple(
        (words, yes_no(another_round(engaged, action_time)))
        for words, engaged, action_time in cases
    )
    return Table(
        "After the wrap-up step",
        ("Situation", "Another round"),
        rows,
        cite(RQ2, "Wrap-up Step"),
    )


# The worked example's fighters on the round's page, by strike rank.
DELAY_EXAMPLE = (("Fahir", 14), ("Mikolos", 9), ("Broo", 9), ("Scout", 3))


def _cycle_words(cycle: Cycle) -> str:
    return " → ".join(" + ".join(group) for group in cycle)


def delaying_table() -> Table:
    """One cycle's order as planned, and with one fighter delayed to a later strike rank."""
    names = [name for name, _ in DELAY_EXAMPLE]
    planned = acting_order(names, [rank for _, rank in DELAY_EXAMPLE])
    rows = [("Nobody delays", _cycle_words(planned))]
    for delayer, group in (("Fahir", 1), ("Mikolos", 2)):
        rank = dict(DELAY_EXAMPLE)[planned[group][0]]
        rows.append(
            (
                f"{delayer} delays to strike rank {rank}",
                _cycle_words(with_delayed_action(planned, group, delayer)),
            )
        )
    return Table(
        "Delaying: the order of one cycle",
        ("Who delays", "The cycle's turns"),
        tuple(rows),
        cite(RQ2, "Combat Action notes"),
    )


READY_MOMENTS = (
    ("Before its next turn", False, False, False),
    ("During its next turn", False, True, False),
    ("Once its next turn is over", False, True, True),
    ("After it parries, evades or acts out of turn", True, False, False),
)


def readied_attack_table() -> Table:
    """When a readied attack can still be loosed, under each reading of A004-06."""
    rows = tuple(
        (
            moment,
            *(
                "Can be loosed" if ready_attack_stands(out, begun, over, expiry) else "Lost"
                for expiry in ReadyExpiry
            ),
        )
        for moment, out, begun, over in READY_MOMENTS
    )
    return Table(
        "A readied attack",
        ("Moment", *(expiry.label for expiry in ReadyExpiry)),
        rows,
        cite(RQ2, "Ready an Attack"),
    )


def aborting_table() -> Table:
    """What comes of asking to abort an action."""
    cases = (
        ("Refuses", "—", False, False, False),
        ("Allows", "None asked for", True, False, False),
        ("Allows", "Asked for, succeeds", True, True, True),
        ("Allows", "Asked for, fails", True, True, False),
    )
    rows = tuple(
        (gm, roll, abort_action(allows, asked, succeeded).label)
        for gm, roll, allows, asked, succeeded in cases
    )
    return Table(
        "Aborting an action",
        ("The GM", "Skill roll", "Result"),
        rows,
        cite(RQ2, "Aborting Combat Actions"),
    )


def interrupting_table() -> Table:
    """Who may interrupt (reading A004-11: a delayed action, not a readied attack)."""
    cases = (
        ("Delayed, an action left", True, 1),
        ("Delayed, no action left", True, 0),
        ("Did not delay (a readied attack included)", False, 2),
    )
    rows = tuple((words, yes_no(can_interrupt(delayed, left))) for words, delayed, left in cases)
    return Table(
        "Who may interrupt",
        ("The character", "May interrupt"),
        rows,
        cite(RQ2, "Interrupting Combat Actions"),
    )


CHARGE_ACTIONS_LEFT = 3


def charging_table() -> Table:
    """Who may charge, what it costs with 3 combat actions left, and when it lands."""
    cases = (
        ("Engaged", False, True, True),
        ("Unengaged, no room to reach running speed", True, False, True),
        ("Unengaged with room, target within sprinting distance", True, True, True),
        ("Unengaged with room, target farther away", True, True, False),
    )
    rows = []
    for words, unengaged, room, within in cases:
        allowed = can_charge(unengaged, room)
        rows.append(
            (
                words,
                yes_no(allowed),
                str(charge_actions(CHARGE_ACTIONS_LEFT, within)) if allowed else "—",
                ("This round" if charge_reaches_target(within) else "In a later round")
                if allowed
                else "—",
            )
        )
    return Table(
        f"Charging, with {CHARGE_ACTIONS_LEFT} combat actions left",
        ("The charger", "May charge", "Actions it takes", "Reaches the target"),
        tuple(rows),
        cite(RQ2, "Charging - clarification"),
    )


def meeting_a_charge_table() -> Table:
    """The two answers to a charge: whether either side may defend, and what follows."""
    rows = (
        (
            f"{ChargeResponse.EVADE.label}, winning the opposed roll",
            yes_no(defences_allowed(ChargeResponse.EVADE)),
            evade_charge(True),
        ),
        (
            f"{ChargeResponse.EVADE.label}, losing it",
            yes_no(defences_allowed(ChargeResponse.EVADE)),
            evade_charge(False),
        ),
        (
            ChargeResponse.ATTACK.label,
            yes_no(defences_allowed(ChargeResponse.ATTACK)),
            "Both strike, the longer weapon first",
        ),
    )
    return Table(
        "Meeting a charge",
        ("Answer", "Parries and evades", "What follows"),
        rows,
        cite(RQ2, "Charging - clarification"),
    )


def first_strike_table() -> Table:
    """Who strikes first when a charge is met with an attack, by the two weapons' reach."""
    rows = tuple(
        (
            charger.label,
            *(first_strike(charger, defender).label for defender in Reach),
        )
        for charger in Reach
    )
    return Table(
        "Meeting a charge with an attack: who strikes first",
        ("Charger's reach ↓ defender's →", *(defender.label for defender in Reach)),
        rows,
        cite(RQ2, "Charging - clarification"),
    )


def engagement_table() -> Table:
    """The three states of engagement and what getting out takes."""
    rows = tuple(
        (state.label, "A change range" if state.leaving_needs_change_range else "—")
        for state in Engagement
    )
    return Table(
        "Engagement",
        ("State", "Getting out takes"),
        rows,
        cite(RQ2, "Charging - clarification", "Grapple combat and combat range"),
    )


def foes_engaging_table() -> Table:
    """How many foes can engage one character at once."""
    cases = (
        ("No cover, foes of about its size", False, True),
        ("No cover, foes much bigger or smaller", False, False),
        ("With cover", True, True),
    )
    rows = []
    for words, cover, same_size in cases:
        most = max_foes_engaging(cover, same_size)
        rows.append((words, "No number set: the GM decides" if most is None else str(most)))
    return Table(
        "Foes engaging one character",
        ("The character", "At most"),
        tuple(rows),
        cite(RQ2, "Charging - clarification"),
    )


def grapple_weapons_table() -> Table:
    """How each reach of weapon works while its wielder is gripped."""
    rows = tuple((f"{reach.label} reach", grapple_use(reach).label) for reach in Reach)
    natural = ("Natural weapon (fist, claw, teeth)", grapple_use(Reach.SHORT, True).label)
    return Table(
        "Weapons in a grapple",
        ("Weapon", "In a grapple"),
        (*rows, natural),
        cite(RQ2, "Grapple combat and combat range"),
    )


# (foes engaging, a friend beside it or engaging them, the foes declare a flank, room for them)
FLANK_CASES = (
    (2, False, True, True),
    (2, False, False, True),
    (3, False, True, True),
    (3, False, False, True),
    (3, True, True, True),
    (3, False, True, False),
)


def flanking_cases_table() -> Table:
    """Some situations, and whether each makes a character flanked or surrounded (room: in front
    and to the side for a flank, for all of them fairly evenly spaced for a surround)."""
    rows = tuple(
        (
            str(foes),
            yes_no(friend),
            yes_no(declared),
            yes_no(room),
            yes_no(is_flanked(foes, friend, friend, declared, room)),
            yes_no(is_surrounded(foes, friend, friend, room, room)),
        )
        for foes, friend, declared, room in FLANK_CASES
    )
    return Table(
        "Flanked or surrounded?",
        ("Foes engaging", "A friend by it", "Flank declared", "Room", "Flanked", "Surrounded"),
        rows,
        cite(RQ2, "Flanking and surrounding"),
    )


def condition_rounds_table() -> Table:
    """The round at whose end a condition wears off, by the round it began in."""
    rows = tuple((str(onset), str(recovery_round(onset))) for onset in range(1, 5))
    return Table(
        "When a condition wears off",
        ("Began in round", "Wears off at the end of round"),
        rows,
        cite(RQ2, "Dazed/stunned (HR)", "Overextended/unbalanced (HR)", "Vulnerable (HR)"),
    )
