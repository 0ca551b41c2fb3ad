"""The tables of RuneQuest II House Rules, The Combat Round, each built from the rules and their
constants: the round's procedure, the combat actions the page rules on, the conditions, breaking
away by position, and flanking; then the site's tables of cases of its rulings
(:mod:`rules_py.rq2_combat.rule_tables`).
"""

from collections.abc import Callable

from rules_py.numbers import yes_no
from rules_py.rq2_combat import rule_tables
from rules_py.rq2_combat.actions import CombatAction
from rules_py.rq2_combat.conditions import Condition, attackers_get
from rules_py.rq2_combat.flanking import (
    FLANK_MIN_FOES,
    FLANKING_BONUS,
    SURROUND_MIN_FOES,
    SURROUNDED_BONUS,
)
from rules_py.rq2_combat.positions import Position, always_breaks_away
from rules_py.rq2_combat.round import ROUND_SECONDS, ROUNDS_PER_MINUTE, Step
from rules_py.rq2_combat.surprise import LOWEST_STRIKE_RANK, SURPRISE_PENALTY
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table

RQ2 = Document.RQ2_COMBAT


def round_procedure() -> Table:
    """The combat round, step by step."""
    rows = (
        ("Combat round", f"{ROUND_SECONDS} seconds; {ROUNDS_PER_MINUTE} rounds make a minute"),
        (
            f"{Step.ACTION.label}: each cycle",
            "Everyone with a combat action left takes one turn and spends one action on it, or "
            "lets it pass to keep the actions for defence; the highest strike rank goes first, "
            "and those on one strike rank who spend an action act at the same time",
        ),
        (
            f"{Step.ACTION.label}: out of turn",
            "Parries and evades whenever needed, one action each, as many as actions allow",
        ),
        (
            f"{Step.ACTION.label}: next cycle",
            "Another cycle while anyone has an action left; otherwise on to the wrap-up",
        ),
        (Step.WRAP_UP.label, Step.WRAP_UP.happens),
        (
            "Next round",
            "Another round while anyone is still engaged or action time goes on; after a round "
            "with surprise, strike ranks are normally worked out again",
        ),
        (
            "Strike rank",
            f"Never below {LOWEST_STRIKE_RANK}, whatever the modifiers; surprise takes "
            f"{SURPRISE_PENALTY} off first",
        ),
    )
    return Table(
        "The combat round",
        ("Step", "What happens"),
        rows,
        cite(RQ2, "The Combat Round", "Action Step", "Strike Rank Cycle(s)", "Wrap-up Step"),
    )


def combat_actions() -> Table:
    """The combat actions the page adds or rules on."""
    rows = tuple((action.label, action.when, action.cost, action.ruling) for action in CombatAction)
    return Table(
        "Combat actions",
        ("Action", "When", "Cost", "Ruling"),
        rows,
        cite(
            RQ2,
            "Ready an Attack",
            "Combat Action notes",
            "Aborting Combat Actions",
            "Interrupting Combat Actions",
            "Charging - clarification",
        ),
    )


def conditions() -> Table:
    """Surprise and the three conditions: what each allows, what attackers get, when it ends."""
    rows = [
        (
            "Surprised",
            f"−{SURPRISE_PENALTY} all round (never below {LOWEST_STRIKE_RANK})",
            "Nothing until its first turn, then as usual",
            "Not until its first turn",
            attackers_get(Condition.NONE),
            "On its first turn; the strike rank penalty lasts to the end of the round",
        )
    ]
    for condition in Condition:
        if condition is Condition.NONE:
            continue
        rows.append(
            (
                condition.label,
                "Unchanged",
                condition.on_its_turn,
                yes_no(condition.can_defend),
                attackers_get(condition),
                "At the end of the round after the one it began in",
            )
        )
    return Table(
        "Surprise and conditions",
        ("Condition", "Strike rank", "On its turn", "Parry and evade", "Attackers get", "Ends"),
        tuple(rows),
        cite(
            RQ2,
            "Surprise (HR)",
            "Dazed/stunned (HR)",
            "Overextended/unbalanced (HR)",
            "Vulnerable (HR)",
        ),
    )


def breaking_away() -> Table:
    """Who can always break away from whom, by position."""
    rows = tuple(
        (
            me.label,
            *(
                "Always" if always_breaks_away(me.footing, foe.footing) else "Usual rules"
                for foe in Position
            ),
        )
        for me in Position
    )
    return Table(
        "Breaking away",
        ("Breaking away ↓ from →", *(foe.label for foe in Position)),
        rows,
        cite(RQ2, "Grounded, mounted & flying"),
    )


def flanking() -> Table:
    """Flanked and surrounded: how many foes, what else it takes, the bonus."""

    def bonus(value: int) -> str:
        return f"+{value}%" if value else "None"

    rows = (
        (
            "Flanked",
            f"{FLANK_MIN_FOES} or more",
            "No friend adjacent or engaging the foes; the foes declare a flank; room in front and "
            "to the side",
            bonus(FLANKING_BONUS),
        ),
        (
            "Surrounded",
            f"{SURROUND_MIN_FOES} or more",
            "No friend adjacent, nobody engaging the foes; room for all of them, fairly evenly "
            "spaced",
            bonus(SURROUNDED_BONUS) + " (a foe behind still gets the usual modifier for "
            "attacking from behind)",
        ),
    )
    return Table(
        "Flanked and surrounded",
        ("Situation", "Foes engaging", "Also needed", "Bonus"),
        rows,
        cite(RQ2, "Flanking and surrounding"),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "round_procedure": round_procedure,
    "combat_actions": combat_actions,
    "conditions": conditions,
    "breaking_away": breaking_away,
    "flanking": flanking,
    # the site's tables of cases of the rulings (rules_py.rq2_combat.rule_tables)
    "another_round": rule_tables.another_round_table,
    "delaying": rule_tables.delaying_table,
    "readied_attack": rule_tables.readied_attack_table,
    "aborting": rule_tables.aborting_table,
    "interrupting": rule_tables.interrupting_table,
    "charging": rule_tables.charging_table,
    "meeting_a_charge": rule_tables.meeting_a_charge_table,
    "first_strike": rule_tables.first_strike_table,
    "engagement": rule_tables.engagement_table,
    "foes_engaging": rule_tables.foes_engaging_table,
    "grapple_weapons": rule_tables.grapple_weapons_table,
    "flanking_cases": rule_tables.flanking_cases_table,
    "condition_rounds": rule_tables.condition_rounds_table,
}
