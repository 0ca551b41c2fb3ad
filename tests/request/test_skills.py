"""Modifiers and skill concepts (ReQuest, Core Mechanic: Skill Rolls › The Skill Test; Voluntary
Skill modifiers; Cap Skills; Substituting Skills; Complementary Skills; Specialising in Skills;
Types of skills; Skill Labels; Multiple skills used in one test; Creating New Skills)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.request.modifiers import (
    capped_skill,
    complementary_bonus,
    largest_voluntary_penalty,
    modified_skill,
    specialism_for_parent,
    substituted_skill,
)
from rules_py.request.skill_rolls import quality_rating
from rules_py.request.skills import (
    SkillKind,
    base_score,
    can_learn_advanced,
    change_is_lasting,
    is_specialism,
    one_roll_many_skills,
    specialism_base_score,
)
from rules_py.request.tables import TABLES

skills = st.integers(min_value=-200, max_value=999)


def test_additions_come_before_factors() -> None:
    # ReQuest › The Skill Test: multiplying or dividing comes after any addition or subtraction.
    assert modified_skill(60, additions=[20], factors=[Fraction(1, 2)]) == 40  # not 50
    assert modified_skill(61, factors=[Fraction(1, 2)]) == 31  # 30.5 rounds half up


def test_cap_comes_after_every_modifier() -> None:
    # ReQuest › Cap Skills: Ride 45% caps a 75% sword attack at 45%, after all modifiers.
    assert capped_skill(75, 45) == 45
    assert modified_skill(75, additions=[-20], cap=45) == 45
    assert modified_skill(75, additions=[-40], cap=45) == 35


@pytest.mark.parametrize(
    ("skill", "largest"),
    [
        pytest.param(47, 42, id="ReQuest > Voluntary Skill modifiers: 47% down to 05%"),
        pytest.param(5, 0, id="ReQuest > Voluntary Skill modifiers: at 05% no further"),
        pytest.param(4, 0, id="ReQuest > Voluntary Skill modifiers: already under 05%"),
    ],
)
def test_voluntary_modifiers(skill: int, largest: int) -> None:
    assert largest_voluntary_penalty(skill) == largest


@given(skills)
def test_a_voluntary_penalty_never_leaves_less_than_five(skill: int) -> None:
    penalty = largest_voluntary_penalty(skill)
    assert penalty >= 0
    assert penalty == 0 or skill - penalty == 5


def test_substitution_costs_at_least_twenty() -> None:
    # ReQuest › Substituting Skills: a negative modifier of at least -20%.
    assert substituted_skill(50) == 30
    assert substituted_skill(50, 35) == 15
    with pytest.raises(ValueError, match="at least 20"):
        substituted_skill(50, 10)


def test_complementary_skill_is_a_flat_ten_once() -> None:
    # ReQuest › Complementary Skills: equal to or greater than the tested skill; only one counts.
    assert complementary_bonus(50, [50]) == 10
    assert complementary_bonus(50, [49]) == 0
    assert complementary_bonus(50, [60, 70, 80]) == 10


def test_bob_the_balancer() -> None:
    # ReQuest › Specialising in Skills: Acrobatics/Balancing 125% used for Acrobatics at -40%.
    assert specialism_for_parent(125, 40) == 85
    assert specialism_for_parent(125, 20) == 105
    assert specialism_for_parent(125, 60) == 65
    for penalty in (19, 61):
        with pytest.raises(ValueError, match="20 to 60"):
            specialism_for_parent(125, penalty)


@pytest.mark.parametrize(
    ("parent_base", "parent_learned", "expected"),
    [
        pytest.param(30, 50, 35, id="ReQuest > Specialising in Skills: base + a tenth"),
        pytest.param(30, 45, 35, id="A001-10: 4.5 rounds half up"),
        pytest.param(30, 44, 34, id="A001-10: 4.4 rounds down"),
    ],
)
def test_specialism_base_score(parent_base: int, parent_learned: int, expected: int) -> None:
    assert specialism_base_score(parent_base, parent_learned) == expected


def test_specialism_names() -> None:
    # ReQuest › Specialising in Skills: Close Combat (1H Sword) is not one; 1H Sword (Humakti) is.
    improvable = ["1H Sword", "Perception", "Acrobatics"]
    assert is_specialism("1H Sword (Humakti)", improvable)
    assert is_specialism("Perception (smell)", improvable)
    assert not is_specialism("Close Combat (1H Sword)", improvable)
    assert not is_specialism("1H Sword", improvable)


def test_advanced_skills_need_the_parent_at_100() -> None:
    # ReQuest › Creating New Skills.
    assert not can_learn_advanced(99)
    assert can_learn_advanced(100)


def test_skill_kinds_base_scores_and_lasting_changes() -> None:
    # ReQuest › Types of skills.
    assert not SkillKind.EDGE.usable(learned=False)
    assert SkillKind.EDGE.usable(learned=True)
    assert SkillKind.CORE.usable(learned=False)
    assert SkillKind.TRAIT.usable(learned=False)
    assert base_score(12, 14) == 26
    assert base_score(12, 14, 10) == 36
    assert not change_is_lasting(6)
    assert change_is_lasting(7)


@given(
    st.dictionaries(st.text(min_size=1, max_size=8), skills, min_size=1, max_size=4),
    st.integers(min_value=1, max_value=100),
)
def test_one_roll_against_several_skills(named: dict[str, int], roll: int) -> None:
    # ReQuest › Multiple skills used in one test: each skill is tested with the same roll.
    assert one_roll_many_skills(named, roll) == {
        name: quality_rating(skill, roll) for name, skill in named.items()
    }


# --- the Skills page's tables, built by the rules above ------------------------------------------


def test_skill_kinds_table() -> None:
    # ReQuest › Types of skills: edge skills give no ability until learned; core and trait do.
    assert TABLES["skill_kinds"]().rows == (
        ("Core", "Yes"),
        ("Edge", "No: nothing until learned"),
        ("Trait", "Yes"),
    )


def test_specialism_base_scores_table() -> None:
    # ReQuest › Specialising in Skills: the parent's base plus a tenth of its learned score;
    # A001-10: 4.5 rounds half up to 5, 4.4 down to 4.
    rows = {row[0]: row[1:] for row in TABLES["specialism_base_scores"]().rows}
    assert rows["45%"] == ("24", "5", "29")
    assert rows["44%"] == ("24", "4", "28")
    assert rows["100%"] == ("24", "10", "34")


def test_specialism_names_table() -> None:
    # ReQuest › Specialising in Skills: 1H Sword (Humakti) is a specialism, Close Combat (1H
    # Sword) is not, a sense is one of Perception.
    assert [row[1] for row in TABLES["specialism_names"]().rows] == [
        "Yes, of 1H Sword",
        "No",
        "Yes, of Perception",
    ]


def test_one_roll_table_reads_each_skill_on_its_own() -> None:
    # ReQuest › Multiple skills used in one test: one roll, each skill its own result. A 44 is a
    # double (Special Numbers): a critical under 60%, 44% and 70%, a fumble over 35%.
    rows = TABLES["one_roll_several_skills"]().rows
    assert [row[2] for row in rows] == ["+2", "\u22121", "+2", "+2"]
    assert [row[0] for row in rows] == ["Uz Lore", "Sing", "Theology (Arkat)", "Perception"]


def test_skill_examples_table() -> None:
    # Types of skills: a week; Creating New Skills: parent at 100%; Cap Skills: Ride 45% caps a
    # 75% sword after every modifier; Specialising in Skills: Bob at 125% − 40 = 85%; Voluntary
    # Skill modifiers: a 47% skill down to 05%.
    assert {row[0]: row[1] for row in TABLES["skill_examples"]().rows} == {
        "Lasting change": "7 days",
        "Advanced skill": "100%",
        "Sword under Ride": "45%",
        "Sword under Ride, bonus 10": "45%",
        "Sword under Ride, penalty 40": "35%",
        "Bob tumbling": "85%",
        "Voluntary penalty at 47%": "\u221242%",
    }
