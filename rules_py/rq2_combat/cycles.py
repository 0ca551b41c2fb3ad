"""The Action Step: strike rank cycles (RuneQuest II House Rules, The Combat Round › Action Step;
Strike Rank Cycle(s)).

In each cycle every character with a combat action left takes one turn, spending one action, and the
turns go by strike rank, the HIGHEST first (the reverse of RuneQuest's own strike ranks, where the
lowest goes first). Characters on the same strike rank act at the same time. When everyone has had a
turn, another cycle starts if anyone still has an action; when nobody has, the round moves on to its
wrap-up step.

Parries and evades are taken out of turn, as many as a character has actions for; they are not
turns, so the planner counts the actions spent on turns apart from those kept for defence (a GM
subtracts a defence from the actions left). An action kept for defence is still a combat action,
and "each character with at least one combat action remaining" has a turn in a cycle: a character
holding one takes a turn in every cycle of the round, spending nothing on the turns its other
actions do not fill (its turn passes), so a surprised character that keeps every action to parry
and evade still shakes surprise off on its first turn. Only the actions spent on turns make the
round go on to another cycle: the kept ones are the defences'. Surprise (:mod:`.surprise`) lowers
a strike rank for the whole round and, under one reading (A004-08), makes the first turn pass
without an action: the turn is still there, in its cycle, and surprise lifts on it.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from rules_py.rq2_combat.conditions import Condition
from rules_py.rq2_combat.surprise import SurpriseTurn, surprised_strike_rank

Group = tuple[str, ...]  # the names acting together, on one strike rank
Cycle = tuple[Group, ...]  # the groups of one cycle, in acting order


@dataclass(frozen=True)
class Combatant:
    """One character in the round, as the planner's table holds it."""

    name: str
    strike_rank: int
    actions: int
    surprised: bool = False
    condition: Condition = Condition.NONE
    kept: int = 0  # combat actions kept for parries and evades, not spent on turns

    @property
    def has_a_turn(self) -> bool:
        """Whether it has a turn at all this round: any combat action, kept ones included.

        >>> Combatant("Ana", 8, 0, kept=2).has_a_turn, Combatant("Bo", 8, 0).has_a_turn
        (True, False)
        """
        return self.actions > 0 or self.kept > 0

    @property
    def round_strike_rank(self) -> int:
        """The strike rank it acts on all round (surprise and the minimum applied).

        >>> Combatant("Ana", 8, 2, surprised=True).round_strike_rank
        0
        """
        return surprised_strike_rank(self.strike_rank, self.surprised)


@dataclass(frozen=True)
class ActionStep:
    """A whole action step, planned: the cycles (every turn taken, in acting order), the names
    whose turn in each cycle passes without an action spent, and for each combatant (in the
    order given) its strike rank, its actions left after each cycle and the cycle its surprise
    lifts in."""

    cycles: tuple[Cycle, ...]
    strike_ranks: tuple[int, ...]
    actions_left: tuple[tuple[int, ...], ...]
    surprise_lifts: tuple[int | None, ...]
    passes: tuple[frozenset[str], ...]

    def spending(self, cycle: int) -> tuple[Group, ...]:
        """The groups of a cycle (counted from 0) with only those who spend an action on their
        turn: who really acts at the same time.

        >>> step = action_step([Combatant("Guard", 40, 0, kept=2), Combatant("Axe", 40, 2)])
        >>> step.cycles[0], step.spending(0)
        ((('Guard', 'Axe'),), (('Axe',),))
        """
        passing = self.passes[cycle]
        groups = (
            tuple(name for name in group if name not in passing) for group in self.cycles[cycle]
        )
        return tuple(group for group in groups if group)


def acting_order(names: Sequence[str], strike_ranks: Sequence[int]) -> Cycle:
    """One cycle's turns: highest strike rank first, equal strike ranks together (in the order
    given).

    >>> acting_order(["Bo", "Ana", "Cy"], [8, 12, 8])
    (('Ana',), ('Bo', 'Cy'))
    """
    ranked = sorted(zip(names, strike_ranks, strict=True), key=lambda pair: -pair[1])
    return tuple(
        tuple(name for name, _ in group) for _, group in groupby(ranked, key=lambda p: p[1])
    )


def action_step(
    combatants: Sequence[Combatant], surprise_turn: SurpriseTurn = SurpriseTurn.ACTS
) -> ActionStep:
    """Plan the action step: cycle after cycle until nobody has an action left.

    Ana (SR 12, 3 actions), Bo and Cy (both SR 8, 2 actions and 1):

    >>> step = action_step([Combatant("Ana", 12, 3), Combatant("Bo", 8, 2), Combatant("Cy", 8, 1)])
    >>> step.cycles
    ((('Ana',), ('Bo', 'Cy')), (('Ana',), ('Bo',)), (('Ana',),))
    >>> step.actions_left
    ((2, 1, 0), (1, 0, 0), (0, 0, 0))

    Bo surprised: SR 8 − 10 is 0, and under the other reading his first turn is lost:

    >>> late = [Combatant("Ana", 12, 1), Combatant("Bo", 8, 1, surprised=True)]
    >>> action_step(late).cycles, action_step(late).surprise_lifts
    (((('Ana',), ('Bo',)),), (None, 1))
    >>> lost = action_step(late, SurpriseTurn.NO_ACTION)
    >>> lost.cycles, lost.passes
    (((('Ana',), ('Bo',)), (('Bo',),)), (frozenset({'Bo'}), frozenset()))

    Bo keeping his one action to parry: no action spent on a turn, yet he takes his turn in
    every cycle (it passes), and surprise lifts on the first:

    >>> kept = action_step([Combatant("Ana", 12, 2), Combatant("Bo", 8, 0, True, kept=1)])
    >>> kept.surprise_lifts, kept.cycles, kept.passes
    ((None, 1), ((('Ana',), ('Bo',)), (('Ana',), ('Bo',))), (frozenset({'Bo'}), frozenset({'Bo'})))
    """
    strike_ranks = tuple(combatant.round_strike_rank for combatant in combatants)
    left = [max(0, combatant.actions) for combatant in combatants]
    shaking_off = [
        combatant.surprised and surprise_turn is SurpriseTurn.NO_ACTION for combatant in combatants
    ]
    lifts: list[int | None] = [None for _ in combatants]
    cycles: list[Cycle] = []
    passes: list[frozenset[str]] = []
    history: list[list[int]] = [[] for _ in combatants]
    # Cycles go on while anyone has an action to spend on a turn; a round where everyone only
    # keeps actions to defend still has its one cycle of turns.
    while any(left) or (not cycles and any(c.has_a_turn for c in combatants)):
        number = len(cycles) + 1
        acting: list[int] = []
        passing: set[str] = set()
        for index, combatant in enumerate(combatants):
            if not left[index] and not combatant.kept:
                continue  # no combat action left: no turn
            if combatant.surprised and lifts[index] is None:
                lifts[index] = number  # surprise lifts on its own first turn
            acting.append(index)  # a character with an action left has its turn (Action Step)
            if left[index] and shaking_off[index]:
                # Reading A004-08: the turn is there (surprise lifts on it) and passes without
                # an action; its actions start next cycle.
                shaking_off[index] = False
                passing.add(combatant.name)
            elif left[index]:
                left[index] -= 1
            else:
                passing.add(combatant.name)  # its turn spends none of the actions it keeps
        cycles.append(
            acting_order(
                [combatants[index].name for index in acting],
                [strike_ranks[index] for index in acting],
            )
        )
        passes.append(frozenset(passing))
        for index, remaining in enumerate(left):
            history[index].append(remaining)
    return ActionStep(
        tuple(cycles),
        strike_ranks,
        tuple(tuple(remaining) for remaining in history),
        tuple(lifts),
        tuple(passes),
    )
