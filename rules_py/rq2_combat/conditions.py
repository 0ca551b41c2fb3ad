"""Dazed, overextended and vulnerable (RuneQuest II House Rules, The Combat Round › Dazed/stunned
(HR); Overextended/unbalanced (HR); Vulnerable (HR)).

A dazed character, on its turn, can only move at up to half its rate or change position, but it can
still parry and evade. Anyone attacking an overextended character gets +20%, and anyone attacking a
vulnerable one +20% and 2 more damage when they hit. Each condition wears off at the end of the
round after the one in which it began; so one a character has as a round starts (it began last
round) ends in that round's wrap-up step.
"""

from rules_py.labelled import Labelled

OVEREXTENDED_ATTACK_BONUS = 20
VULNERABLE_ATTACK_BONUS = 20
VULNERABLE_DAMAGE_BONUS = 2
ROUNDS_AFTER_ONSET = 1  # recovery: at the end of the round after the one it began in


class Condition(Labelled):
    """A condition a combatant may have as the round starts."""

    NONE = "none", "None"
    DAZED = "dazed", "Dazed (stunned)"
    OVEREXTENDED = "overextended", "Overextended (unbalanced)"
    VULNERABLE = "vulnerable", "Vulnerable"

    @property
    def attack_bonus(self) -> int:
        """What anyone attacking the character adds to their skill, in percent.

        >>> Condition.OVEREXTENDED.attack_bonus, Condition.DAZED.attack_bonus
        (20, 0)
        """
        return {
            Condition.OVEREXTENDED: OVEREXTENDED_ATTACK_BONUS,
            Condition.VULNERABLE: VULNERABLE_ATTACK_BONUS,
        }.get(self, 0)

    @property
    def damage_bonus(self) -> int:
        """The damage anyone who hits the character adds.

        >>> Condition.VULNERABLE.damage_bonus, Condition.OVEREXTENDED.damage_bonus
        (2, 0)
        """
        return VULNERABLE_DAMAGE_BONUS if self is Condition.VULNERABLE else 0

    @property
    def on_its_turn(self) -> str:
        """What the character may do on its own turn."""
        if self is Condition.DAZED:
            return "Only move at up to half its rate, or change position"
        return "Any combat action"

    @property
    def can_defend(self) -> bool:
        """Whether it may still parry and evade (yes, for all three).

        >>> all(condition.can_defend for condition in Condition)
        True
        """
        return True


def recovery_round(onset_round: int) -> int:
    """The round at whose end a condition that began in round ``onset_round`` wears off.

    >>> recovery_round(3)
    4
    """
    return onset_round + ROUNDS_AFTER_ONSET


def attackers_get(condition: Condition) -> str:
    """What anyone attacking a character with ``condition`` gets, in words.

    >>> attackers_get(Condition.VULNERABLE), attackers_get(Condition.DAZED)
    ('+20% to attack, +2 damage on a hit', 'Nothing extra')
    """
    parts = []
    if condition.attack_bonus:
        parts.append(f"+{condition.attack_bonus}% to attack")
    if condition.damage_bonus:
        parts.append(f"+{condition.damage_bonus} damage on a hit")
    return ", ".join(parts) or "Nothing extra"
