"""The strike rank planner (RuneQuest II House Rules, The Combat Round › Action Step; Strike
Rank Cycle(s); Surprise (HR); Dazed/stunned (HR); Overextended/unbalanced (HR)): who acts when in
a combat round, every cycle of the action step, with surprise and conditions.
"""

from collections.abc import Sequence

from rules_py.contract import (
    Calculator,
    Input,
    JsonDict,
    Output,
    Row,
)
from rules_py.rounds import next_round as next_round_number
from rules_py.rounds import round_input
from rules_py.rows import compact, refuse_repeated_names
from rules_py.rq2_combat.conditions import Condition, attackers_get
from rules_py.rq2_combat.cycles import ActionStep, Combatant, action_step
from rules_py.rq2_combat.readings import SURPRISE_TURN_SETTING
from rules_py.rq2_combat.surprise import LOWEST_STRIKE_RANK, SurpriseTurn, reroll_strike_ranks

MAX_STRIKE_RANK = 40
MAX_ACTIONS = 10
MAX_COMBATANTS = 20
NAME_LENGTH = 24

COMBATANTS = Input(
    "combatants",
    "Combatants",
    kind="rows",
    minimum=1,
    maximum=MAX_COMBATANTS,
    default="Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none",
    help="One row each: strike rank as on the sheet (before surprise), combat actions to spend on "
    "turns this round, and those kept for parries and evades",
    new_row="Combatant:10:2:0:none:0",
    columns=(
        Input("name", "Name", kind="text", maximum=NAME_LENGTH, holds="name"),
        # The RuneQuest II round's strike rank (the highest acts first): a party's RuneQuest one,
        # where the lowest acts first, is never taken for it.
        Input(
            "sr",
            "Strike rank",
            minimum=0,
            maximum=MAX_STRIKE_RANK,
            holds="strike_rank:rq2_combat",
            help="This planner takes the RuneQuest II round's strike rank, where the highest "
            "acts first; a RuneQuest one, where the lowest acts first, would put the fastest "
            "last.",
        ),
        Input("actions", "Actions", minimum=0, maximum=MAX_ACTIONS),
        Input("surprised", "Surprised", kind="yesno", default="0"),
        Input(
            "condition",
            "Condition",
            kind="choice",
            default=Condition.NONE.value,
            choices=tuple(condition.value for condition in Condition),
            choice_labels=tuple(condition.label for condition in Condition),
        ),
        # Last, so that a table written before it (a permalink) still reads the same.
        Input("kept", "Kept to defend", minimum=0, maximum=MAX_ACTIONS, default="0"),
    ),
)


def _combatants(rows: Sequence[Row]) -> list[Combatant]:
    """The table's rows as combatants; a name used twice is refused at its second row."""
    refuse_repeated_names(COMBATANTS, rows)
    return [
        Combatant(
            str(row["name"]),
            int(row["sr"]),
            int(row["actions"]),
            bool(row["surprised"]),
            Condition(str(row["condition"])),
            int(row["kept"]),
        )
        for row in rows
    ]


def _surprise_words(
    person: Combatant, step: ActionStep, index: int, surprise_turn: SurpriseTurn
) -> str:
    cycle = step.surprise_lifts[index]
    if cycle is None:
        return "Stays surprised: no combat action, so no turn this round"
    where = f"Cycle {cycle}, strike rank {step.strike_ranks[index]}"
    if not person.actions:
        kept = f"{person.kept} kept action{'s' if person.kept != 1 else ''}"
        return f"{where} (its turn passes; from then on its {kept} can parry and evade)"
    lost = " (no action that turn)" if surprise_turn is SurpriseTurn.NO_ACTION else ""
    return f"{where}{lost}"


def strike_rank_change(person: Combatant) -> str:
    """What the round does to a strike rank, in the planner's words.

    >>> strike_rank_change(Combatant("Scout", 13, 2, surprised=True))
    '13 → 3, surprised'
    >>> strike_rank_change(Combatant("Ana", 6, 1, surprised=True))
    '6 → 0, surprised (never below 0)'
    >>> strike_rank_change(Combatant("Bo", 9, 2))
    '9'
    >>> strike_rank_change(Combatant("Cy", 0, 1, surprised=True))
    '0, surprised (already the lowest)'
    """
    after = person.round_strike_rank
    if not person.surprised:
        return str(after)
    if after == person.strike_rank:
        return f"{after}, surprised (already the lowest)"
    floor = f" (never below {LOWEST_STRIKE_RANK})" if after == LOWEST_STRIKE_RANK else ""
    return f"{person.strike_rank} → {after}, surprised{floor}"


def first_to_act(names: Sequence[str], step: ActionStep) -> str:
    """Who spends the round's first action (Strike Rank Cycle(s): the highest strike rank first,
    equal ones together), in the planner's words; ``names`` as the combatants were given. A turn
    that spends no action (all kept to defend, or the passing turn of reading A004-08) is no one
    acting first: when the whole first cycle passes, the line says so and names the cycle where
    the first action is spent.

    >>> people = [Combatant("Bo", 9, 1), Combatant("Ana", 12, 1), Combatant("Cy", 12, 2)]
    >>> first_to_act(["Bo", "Ana", "Cy"], action_step(people))
    'Ana and Cy together, at strike rank 12'
    >>> first_to_act(["Bo"], action_step([Combatant("Bo", 9, 1)]))
    'Bo, at strike rank 9'
    >>> first_to_act(["Bo"], action_step([Combatant("Bo", 9, 0)]))
    'Nobody: no combat action is spent on a turn this round'
    >>> first_to_act(["Guard", "Axe"], action_step([Combatant("Guard", 40, 0, kept=2),
    ...                                             Combatant("Axe", 40, 2)]))
    'Axe, at strike rank 40'
    >>> from rules_py.rq2_combat.surprise import SurpriseTurn
    >>> late = action_step([Combatant("Bo", 8, 2, surprised=True)], SurpriseTurn.NO_ACTION)
    >>> first_to_act(["Bo"], late)
    'Bo, at strike rank 0, in cycle 2 (every turn of cycle 1 passes)'
    """
    cycle = next((n for n in range(len(step.cycles)) if step.spending(n)), None)
    if cycle is None:
        return "Nobody: no combat action is spent on a turn this round"
    group = step.spending(cycle)[0]
    strike_rank = step.strike_ranks[list(names).index(group[0])]
    later = f", in cycle {cycle + 1} (every turn of cycle 1 passes)" if cycle else ""
    if len(group) == 1:
        return f"{group[0]}, at strike rank {strike_rank}{later}"
    together = f"{', '.join(group[:-1])} and {group[-1]}"
    return f"{together} together, at strike rank {strike_rank}{later}"


def _notes(combatants: Sequence[Combatant], step: ActionStep, after_surprise: bool) -> list[str]:
    notes = []
    if after_surprise:
        notes.append(AFTER_SURPRISE)
    changed = [
        f"{c.name}: {strike_rank_change(c)}"
        for c in combatants
        if c.surprised and c.round_strike_rank != c.strike_rank
    ]
    if changed:
        notes.append(f"Strike ranks changed: {'; '.join(changed)}.")
    # Only those who spend an action act together: a turn that passes does nothing.
    together = sorted(
        {
            " + ".join(group)
            for cycle in range(len(step.cycles))
            for group in step.spending(cycle)
            if len(group) > 1
        }
    )
    if together:
        notes.append(
            f"Acting at the same time: {'; '.join(together)}. Nobody makes two simultaneous "
            "actions with one weapon."
        )
    if reroll_strike_ranks(any(combatant.surprised for combatant in combatants)):
        notes.append(
            "Someone was surprised: the surprise penalty ends with this round, and strike ranks "
            "are normally worked out again before the next one."
        )
    dazed = [c.name for c in combatants if c.condition is Condition.DAZED]
    if dazed:
        notes.append(
            f"Dazed ({', '.join(dazed)}): on each turn only move at up to half rate or change "
            "position; parries and evades as usual."
        )
    return notes


# Surprise (HR): strike ranks are normally worked out again after a round in which someone was
# surprised; the next round says so again, where the GM sets them.
AFTER_SURPRISE = (
    "The round before was a surprise round: strike ranks are normally worked out again for this "
    "one. Change them in the table before the round starts."
)
MAX_ROUNDS = 999


def next_round(rows: Sequence[Row]) -> str:
    """The combatants as the next round starts (Wrap-up Step; Surprise (HR); Dazed/stunned (HR)):
    the same strike ranks, actions and kept actions as on the sheet; surprise ends with this
    round; and a condition one has as this round starts ends in its wrap-up step (one taken
    during this round is the GM's to set for the next).

    >>> next_round([{"name": "Broo", "sr": 9, "actions": 2, "surprised": True,
    ...              "condition": "dazed", "kept": 1}])
    'Broo:9:2:0:none:1'
    """
    return compact(
        COMBATANTS,
        [row | {"surprised": False, "condition": Condition.NONE.value} for row in rows],
    )


PASSES = " (turn passes)"  # after the name of one whose turn spends no action


def shown_cycles(step: ActionStep) -> list[list[list[str]]]:
    """The cycles as the planner shows them: a turn that spends no action (the character only
    keeps actions to defend) marked as passing, after those who act on that strike rank.

    >>> shown_cycles(action_step([Combatant("Guard", 40, 0, kept=2), Combatant("Axe", 40, 2)]))
    [[['Axe', 'Guard (turn passes)']], [['Axe', 'Guard (turn passes)']]]
    """
    return [
        [
            [name for name in group if name not in passing]
            + [name + PASSES for name in group if name in passing]
            for group in cycle
        ]
        for cycle, passing in zip(step.cycles, step.passes, strict=True)
    ]


def _spent(order: Sequence[JsonDict]) -> str:
    """What each combatant spent this round and kept to defend, for the round's line in the
    roll log."""
    parts = []
    for row in order:
        left = row["actions_left"][-1] if row["actions_left"] else row["actions"]
        kept = f", {row['kept']} kept to defend" if row["kept"] else ""
        parts.append(f"{row['name']} {row['actions'] - left} of {row['actions']} actions{kept}")
    return "; ".join(parts)


def carried(people: Sequence[Combatant], round_number: int) -> str:
    """What "Next round" keeps and what it clears (Wrap-up Step; Surprise (HR); Dazed/stunned
    (HR)), in the planner's words.

    >>> scout = Combatant("Scout", 13, 2, surprised=True)
    >>> broo = Combatant("Broo", 9, 2, condition=Condition.OVEREXTENDED)
    >>> print(carried([scout, broo], 1))
    Round 2 keeps each strike rank as on the sheet, the actions and those kept to defend. \
Cleared: Scout's surprise; Broo's condition (Overextended (unbalanced)).
    >>> carried([Combatant("Ana", 12, 2)], 3)[-61:]
    'Cleared: nothing (no one was surprised or under a condition).'
    """
    cleared = [f"{person.name}'s surprise" for person in people if person.surprised] + [
        f"{person.name}'s condition ({person.condition.label})"
        for person in people
        if person.condition is not Condition.NONE
    ]
    kept = (
        f"Round {round_number + 1} keeps each strike rank as on the sheet, the actions and "
        "those kept to defend."
    )
    gone = "; ".join(cleared) if cleared else "nothing (no one was surprised or under a condition)"
    return f"{kept} Cleared: {gone}."


def _sr_cycles(
    round: int, after_surprise: bool, combatants: tuple[Row, ...], surprise_turn: SurpriseTurn
) -> JsonDict:
    reading = surprise_turn
    people = _combatants(combatants)
    step = action_step(people, reading)
    order = []
    conditions = []
    for index, person in enumerate(people):
        order.append(
            {
                "name": person.name,
                "sheet_sr": person.strike_rank,
                "sr": step.strike_ranks[index],
                "sr_change": strike_rank_change(person),
                "actions": person.actions,
                "kept": person.kept,
                "surprised": person.surprised,
                "surprise_lifts_cycle": step.surprise_lifts[index],
                "surprise": _surprise_words(person, step, index, reading)
                if person.surprised
                else "–",
                "actions_left": list(step.actions_left[index]),
            }
        )
        condition = person.condition
        conditions.append(
            {
                "name": person.name,
                "condition": condition.value,
                "condition_label": condition.label,
                "on_its_turns": condition.on_its_turn if condition is not Condition.NONE else "–",
                "ends": "End of this round (wrap-up step)"
                if condition is not Condition.NONE
                else "–",
                "attack_bonus": condition.attack_bonus,
                "damage_bonus": condition.damage_bonus,
                "attackers_get": attackers_get(condition),
            }
        )
    rerolled = reroll_strike_ranks(any(p.surprised for p in people))
    return {
        "first": first_to_act([person.name for person in people], step),
        "cycles": shown_cycles(step),
        "cycle_count": len(step.cycles),
        "order": order,
        "conditions": conditions,
        "reroll_strike_ranks": rerolled,
        "notes": _notes(people, step, after_surprise),
        # "Next round" on a page: the inputs it starts from, what this round spent and kept,
        # and what the next round keeps and clears.
        "next": {
            "round": next_round_number(round, MAX_ROUNDS),
            "after_surprise": "yes" if rerolled else "no",
            "combatants": next_round(combatants),
        },
        "spent": _spent(order),
        "carried": carried(people, round),
    }


SR_CYCLES = Calculator(
    name="sr_cycles",
    title="Strike rank planner",
    summary="Who acts when in a combat round: every cycle of the action step, highest strike "
    "rank first, with surprise and conditions.",
    inputs=(
        round_input(MAX_ROUNDS, "Next round counts on; the link keeps it"),
        Input(
            "after_surprise",
            "After a surprise round",
            kind="yesno",
            default=False,
            help="ticked by Next round when someone was surprised: strike ranks are worked out "
            "again",
            # set by Next round; typed only when a table starts the planner after a surprise
            folded=True,
        ),
        COMBATANTS,
    ),
    settings=(SURPRISE_TURN_SETTING,),
    outputs=(
        Output("first", "Acts first"),
        Output("cycle_count", "Cycles this round"),
        Output("cycles", "The action step, cycle by cycle", kind="cycles"),
        Output("notes", "At the table", kind="warnings"),
        Output(
            "order",
            "Strike ranks and actions",
            kind="records",
            columns=(
                ("name", "Combatant"),
                ("sr_change", "Strike rank"),
                ("actions", "Actions"),
                ("kept", "Kept to defend"),
                ("actions_left", "Left after each cycle"),
                ("surprise", "Surprise lifts"),
            ),
        ),
        Output(
            "conditions",
            "Conditions",
            kind="records",
            columns=(
                ("name", "Combatant"),
                ("condition_label", "Condition"),
                ("on_its_turns", "On its turns"),
                ("attackers_get", "Attackers get"),
                ("ends", "Ends"),
            ),
        ),
    ),
    run=_sr_cycles,
    headline=("first", "cycle_count"),
    next_round="next",
    round_log="spent",
    round_number="round",
    round_note="carried",
)
