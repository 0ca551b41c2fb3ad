"""Skill tests: a roll plus the skill against a difficulty level (DL), and the margin.

The notes never say which dice a test rolls (A003-01) nor define "succeeds by" (A003-09). The site's
reading: ``total = die + skill + modifiers``, a success when ``total ≥ DL``, and ``margin = total −
DL`` (a total equal to the DL succeeds by 0, as the tables' "0-2" rows need). The die is a reading
setting: 1d12 (the only die the notes roll for checks: initiative and wounds), 1d20 or 2d6. An
opposed test (a block) is both sides rolling; its margin is the attacker's total minus the
defender's, a tie counting as the attacker succeeding by 0 (A003-32).
"""

from fractions import Fraction

from rules_py.labelled import Labelled
from rules_py.odds import Odds
from rules_py.runeball.dice import Dice, sum_odds


class TestDie(Labelled):
    """The die a skill test rolls (reading A003-01); the first is the site's reading."""

    __test__ = False  # pytest collects *_test.py: this enum is not a test class

    D12 = "d12", "1d12 + skill"
    D20 = "d20", "1d20 + skill"
    TWO_D6 = "2d6", "2d6 + skill"

    @property
    def dice(self) -> Dice:
        """The dice rolled.

        >>> TestDie.TWO_D6.dice.text
        '2d6'
        """
        return {
            TestDie.D12: Dice(1, 12),
            TestDie.D20: Dice(1, 20),
            TestDie.TWO_D6: Dice(2, 6),
        }[self]


class OpposedTie(Labelled):
    """An opposed test whose totals are equal (reading A003-32)."""

    ATTACKER = "attacker", "The attacker succeeds by 0"
    REROLL = "reroll", "Both roll again"


def margin_of(roll: int, skill: int, dl: int, bonus: int = 0) -> int:
    """The margin of one test: ``roll + skill + bonus − DL`` (≥ 0 succeeds by that much).

    Runeball 2022 Notes › The Kickoff (Kick vs. DL 10): a roll of 5 with Kick 8 succeeds by 3.

    >>> margin_of(5, 8, 10), margin_of(1, 8, 10, bonus=-2)
    (3, -3)
    """
    return roll + skill + bonus - dl


def margin_odds(skill: int, dl: int, die: TestDie, bonus: int = 0) -> Odds[int]:
    """Exact odds of each margin of a test of ``skill`` (+ ``bonus``) against ``dl``.

    >>> odds = margin_odds(10, 14, TestDie.D12)
    >>> min(odds), max(odds), odds[0]
    (-3, 8, Fraction(1, 12))
    """
    return die.dice.odds().map(lambda roll: margin_of(roll, skill, dl, bonus))


def success_chance(skill: int, dl: int, die: TestDie, bonus: int = 0) -> Fraction:
    """Exact chance that the total reaches the DL.

    Runeball 2022 Notes › Passing DL: Pass 10 at range 7–10 (DL 14) on 1d12 succeeds on 4–12
    (2d6: on 4–12 too).

    >>> success_chance(10, 14, TestDie.D12), success_chance(10, 14, TestDie.TWO_D6)
    (Fraction(3, 4), Fraction(11, 12))
    """
    return margin_odds(skill, dl, die, bonus).chance(lambda margin: margin >= 0)


def opposed_margin_odds(
    attacker: int, defender: int, die: TestDie, tie: OpposedTie = OpposedTie.ATTACKER
) -> Odds[int]:
    """Exact odds of each margin of an opposed test: attacker's total − defender's total.

    Under :attr:`OpposedTie.REROLL` equal totals are rolled again, so margin 0 never stands.

    >>> odds = opposed_margin_odds(10, 10, TestDie.D12)
    >>> odds[0], odds[11], sum(odds.values())
    (Fraction(1, 12), Fraction(1, 144), Fraction(1, 1))
    >>> 0 in opposed_margin_odds(10, 10, TestDie.D12, OpposedTie.REROLL)
    False
    """
    rolls = die.dice.odds()
    odds = sum_odds(
        rolls.map(lambda roll: roll + attacker), rolls.map(lambda roll: -(roll + defender))
    )
    if tie is OpposedTie.REROLL and 0 in odds:
        stands = 1 - odds[0]
        return Odds({margin: p / stands for margin, p in odds.items() if margin != 0})
    return odds


def margin_words(lowest: int | None, highest: int | None) -> str:
    """A band of margins as the tables print it (None: the band has no end that way).

    >>> margin_words(6, None), margin_words(0, 2), margin_words(-3, -1), margin_words(None, -7)
    ('Succeeds by 6+', 'Succeeds by 0–2', 'Fails by 1–3', 'Fails by 7+')
    """
    if lowest is not None and lowest >= 0:
        return f"Succeeds by {lowest}+" if highest is None else f"Succeeds by {lowest}–{highest}"
    if highest is None:
        raise ValueError("a band that fails has an upper end")
    if lowest is None:
        return f"Fails by {-highest}+"
    return f"Fails by {-highest}–{-lowest}"
