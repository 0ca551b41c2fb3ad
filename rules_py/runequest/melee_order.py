"""Who acts first in a melee round (RuneQuest, The Game System › Strike Rank): each combatant's
strike rank from the DEX and SIZ strike rank tables and the weapon's (a missile or a spell: DEX
and the weapon's or spell's only), lowest first.

The document says nothing of two combatants at the same strike rank (reading A000-17): the site
has them act together; the other reading lets the higher DEX go first.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from rules_py.labelled import Labelled
from rules_py.runequest.strike_rank import dex_strike_rank, siz_strike_rank


class Attack(Labelled):
    """What a combatant does this round, which sets the parts of its strike rank."""

    # DEX SR + SIZ SR + the weapon's
    MELEE = "melee", "Melee"
    # DEX SR + the weapon's or the spell's: SIZ does not count
    MISSILE = "missile", "Missile or spell"


class SameStrikeRank(Labelled):
    """Two combatants at one strike rank (reading A000-17)."""

    # the document names no tie-break: they act at the same moment
    TOGETHER = "together", "Act together"
    # DEX, a part of the strike rank already, decides; equal DEX still act together
    DEX = "dex", "Higher DEX acts first"


@dataclass(frozen=True)
class Combatant:
    """One combatant of the round, as the table gives it."""

    name: str
    dex: int
    siz: int
    weapon: int  # the weapon's or the spell's strike rank, from its table
    attack: Attack = Attack.MELEE


def strike_rank(combatant: Combatant) -> int:
    """The combatant's strike rank this round.

    >>> strike_rank(Combatant("Vasana", dex=12, siz=14, weapon=2))
    7
    >>> strike_rank(Combatant("Vasana", dex=12, siz=14, weapon=2, attack=Attack.MISSILE))
    5
    """
    siz = siz_strike_rank(combatant.siz) if combatant.attack is Attack.MELEE else 0
    return dex_strike_rank(combatant.dex) + siz + combatant.weapon


def melee_order(
    combatants: Sequence[Combatant], same: SameStrikeRank = SameStrikeRank.TOGETHER
) -> list[list[Combatant]]:
    """The combatants in the order they act, lowest strike rank first: a list of moments, each
    the combatants acting together (in the table's order).

    >>> a = Combatant("A", dex=12, siz=14, weapon=2)  # 3 + 2 + 2 = 7
    >>> b = Combatant("B", dex=16, siz=10, weapon=3)  # 1 + 2 + 3 = 6
    >>> c = Combatant("C", dex=10, siz=16, weapon=3)  # 3 + 1 + 3 = 7
    >>> [[x.name for x in moment] for moment in melee_order([a, b, c])]
    [['B'], ['A', 'C']]
    >>> [[x.name for x in moment] for moment in melee_order([a, b, c], SameStrikeRank.DEX)]
    [['B'], ['A'], ['C']]
    """

    def key(combatant: Combatant) -> tuple[int, int]:
        dex = -combatant.dex if same is SameStrikeRank.DEX else 0
        return strike_rank(combatant), dex

    moments: list[list[Combatant]] = []
    for combatant in sorted(combatants, key=key):  # sorted is stable: the table's order
        if moments and key(moments[-1][0]) == key(combatant):
            moments[-1].append(combatant)
        else:
            moments.append([combatant])
    return moments
