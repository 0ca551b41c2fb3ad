"""Modifying a skill before the roll (ReQuest, Core Mechanic: Skill Rolls › The Skill Test; Skill
Modifiers; Voluntary Skill modifiers; Cap Skills; Substituting Skills; Complementary Skills;
Specialising in Skills).

Additions and subtractions come first, then any multiplying or dividing, then a CAP skill's limit. A
player may take a penalty of their own choosing only while the skill stays at 05% or more. Rolling
one skill in place of another costs at least 20; a related skill at least as good as the tested one
adds a flat 10 (one helper only); a specialism used for its parent's general work costs 20 to 60, as
the GM sets.

The document names no modifier values of its own: it points at another game's list (A001-05), so
none are given here. Where a factor leaves a fraction, the skill is rounded half up once, after
every factor (the document does not say; this project rounds half up wherever a document divides).
"""

from collections.abc import Sequence
from fractions import Fraction

from rules_py.rounding import round_half_up

VOLUNTARY_FLOOR = 5  # a self-chosen penalty may not take the skill under 05%
SUBSTITUTION_PENALTY = 20  # the least a stand-in skill pays
COMPLEMENTARY_BONUS = 10  # flat, from one related skill only
SPECIALISM_FOR_PARENT_PENALTY = range(20, 61)  # the GM picks from 20 to 60


def modified_skill(
    skill: int,
    additions: Sequence[int] = (),
    factors: Sequence[Fraction] = (),
    cap: int | None = None,
) -> int:
    """The skill the roll is made against: additions, then factors, then any cap.

    Ride 45% caps a sword attack of 75% that a +10 and a halving act on first:

    >>> modified_skill(75, additions=[10], factors=[Fraction(1, 2)], cap=45)
    43
    >>> modified_skill(75, additions=[10], cap=45)
    45
    """
    value = Fraction(skill + sum(additions))
    for factor in factors:
        value *= factor
    result = round_half_up(value)
    return result if cap is None else capped_skill(result, cap)


def capped_skill(skill: int, cap: int) -> int:
    """A skill used under a CAP skill (riding, climbing, speaking a language) is at most the cap.

    >>> capped_skill(75, 45), capped_skill(30, 45)
    (45, 30)
    """
    return min(skill, cap)


def largest_voluntary_penalty(skill: int) -> int:
    """The biggest penalty a player may choose to take: down to 05% and no further.

    >>> largest_voluntary_penalty(47), largest_voluntary_penalty(5), largest_voluntary_penalty(3)
    (42, 0, 0)
    """
    return max(0, skill - VOLUNTARY_FLOOR)


def substituted_skill(skill: int, penalty: int = SUBSTITUTION_PENALTY) -> int:
    """A skill rolled in place of another, at the GM's penalty (20 or more).

    >>> substituted_skill(60), substituted_skill(60, 30)
    (40, 30)
    """
    if penalty < SUBSTITUTION_PENALTY:
        raise ValueError(f"a substituted skill pays at least {SUBSTITUTION_PENALTY}, not {penalty}")
    return skill - penalty


def complementary_bonus(tested: int, related: Sequence[int]) -> int:
    """+10 when some closely related skill is at least the tested skill; never more than once.

    >>> complementary_bonus(50, [40, 55]), complementary_bonus(50, [55, 70])
    (10, 10)
    >>> complementary_bonus(50, [40]), complementary_bonus(50, [])
    (0, 0)
    """
    return COMPLEMENTARY_BONUS if any(skill >= tested for skill in related) else 0


def specialism_for_parent(specialism: int, penalty: int) -> int:
    """A specialism used for its parent skill's general work, at the GM's 20 to 60 penalty.

    Bob the Balancer (Acrobatics/Balancing 125%) tries to tumble at -40:

    >>> specialism_for_parent(125, 40)
    85
    """
    if penalty not in SPECIALISM_FOR_PARENT_PENALTY:
        low, high = SPECIALISM_FOR_PARENT_PENALTY[0], SPECIALISM_FOR_PARENT_PENALTY[-1]
        raise ValueError(f"the penalty runs from {low} to {high}, not {penalty}")
    return specialism - penalty
