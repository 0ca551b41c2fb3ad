"""The rules of Basic Roleplaying, Edited House Rules, each checked against the sheet's own numbers
(the heading is in each test's name or id)."""

from fractions import Fraction
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.brp.advantage import Mode, kept_roll, mode_odds, success_chance
from rules_py.brp.armour import damage_through
from rules_py.brp.attack import AttackOutcome, BurstHits, Fire, attack_odds, hit_count_odds
from rules_py.brp.characteristics import (
    CHARACTERISTICS,
    FatigueState,
    HitPointState,
    WoundThreshold,
    calls_for_major_wound,
    fatigue_state,
    hit_point_state,
    luck_spend_allowed,
    metres_per_round,
)
from rules_py.brp.combat_round import (
    ROUNDS_PER_MINUTE,
    SECONDS_PER_ROUND,
    Phase,
    action_order,
    effective_dex,
)
from rules_py.brp.defence import FurtherDefences, defence_penalty, shield_blocks
from rules_py.brp.insanity import Episode
from rules_py.brp.luck import luck_needed
from rules_py.brp.major_wounds import major_wound, permanent_chance
from rules_py.brp.recovery import (
    LuckCap,
    expected_session_gain,
    power_points_regained,
    session_gain_odds,
)
from rules_py.brp.sanity import (
    Aftermath,
    Procedure,
    aftermath_odds,
    loss_odds,
    parse_check,
    reaches_a_fifth,
    walk_check,
)
from rules_py.brp.skills import dodge_base, gaming_base, language_own_base
from rules_py.brp.tasks import (
    Degree,
    Edges,
    SpecialRule,
    TaskRules,
    Threshold,
    expected_checks,
    extended_success_chance,
    teamwork_rating,
)
from rules_py.dice_expressions import DiceExpression, parse_dice

ratings = st.integers(min_value=-200, max_value=999)
rolls = st.integers(min_value=1, max_value=100)
task_rules = st.builds(
    TaskRules, st.sampled_from(Threshold), st.sampled_from(SpecialRule), st.sampled_from(Edges)
)


# --- Basic Characteristics --------------------------------------------------------------------


def test_basic_characteristics_are_the_sheets_eight() -> None:
    assert [c.name for c in CHARACTERISTICS] == [
        "Charisma",
        "Constitution",
        "Dexterity",
        "Education",
        "Intelligence",
        "Power",
        "Size",
        "Strength",
    ]


def test_basic_characteristics_move_rate_10_is_30_metres() -> None:
    assert metres_per_round(10) == 30


@pytest.mark.parametrize(
    ("hp", "state"),
    [
        pytest.param(3, HitPointState.ACTIVE, id="Basic Characteristics: 3 HP acts"),
        pytest.param(2, HitPointState.UNCONSCIOUS, id="Basic Characteristics: unconscious at 2"),
        pytest.param(1, HitPointState.UNCONSCIOUS, id="Basic Characteristics: unconscious at 1"),
        pytest.param(0, HitPointState.DYING, id="Basic Characteristics: dead next round at 0"),
        pytest.param(-3, HitPointState.DYING, id="A002-12: below 0 read as 0"),
    ],
)
def test_hit_point_states(hp: int, state: HitPointState) -> None:
    assert hit_point_state(hp) is state


def test_basic_characteristics_fatigue_exhausted_at_0() -> None:
    assert fatigue_state(0, 12) is FatigueState.EXHAUSTED
    assert fatigue_state(-12, 12) is FatigueState.UNCONSCIOUS  # A002-05
    assert fatigue_state(1, 12) is FatigueState.FRESH


def test_basic_characteristics_luck_up_to_10_per_roll() -> None:
    assert luck_spend_allowed(10) and not luck_spend_allowed(11)


@pytest.mark.parametrize(
    ("reading", "hp", "least"),
    [
        pytest.param(WoundThreshold.AT_LEAST_HALF, 13, 7, id="Custom Major Wound Table: 13 HP"),
        pytest.param(WoundThreshold.AT_LEAST_HALF, 12, 6, id="Custom Major Wound Table: 12 HP"),
        pytest.param(WoundThreshold.HALF_ROUNDED_DOWN, 13, 6, id="A002-11 rounded down"),
        pytest.param(WoundThreshold.MORE_THAN_HALF, 12, 7, id="A002-11 more than half"),
    ],
)
def test_major_wound_threshold(reading: WoundThreshold, hp: int, least: int) -> None:
    assert calls_for_major_wound(least, hp, reading)
    assert not calls_for_major_wound(least - 1, hp, reading)


# --- Recovery rates ---------------------------------------------------------------------------


def test_recovery_rates_power_points() -> None:
    assert power_points_regained(8, 0) == 8  # 1 per hour of sleep
    assert power_points_regained(0, 6) == 3  # 1 per two hours awake


def test_recovery_rates_luck_at_session_start() -> None:
    # d100 at or over Luck 60 (41 faces): 2D10+10; under (59 faces): 1D10+5
    odds = session_gain_odds(60)
    assert min(odds) == 6 and max(odds) == 30
    assert odds[6] == Fraction(59, 100) * Fraction(1, 10)
    assert odds[30] == Fraction(41, 100) * Fraction(1, 100)
    assert expected_session_gain(60) == Fraction(59, 100) * Fraction(21, 2) + Fraction(41, 100) * 21


@given(st.integers(min_value=0, max_value=300), st.sampled_from(LuckCap))
def test_luck_gain_odds_sum_to_one(luck: int, cap: LuckCap) -> None:
    odds = session_gain_odds(luck, cap)
    assert sum(odds.values()) == 1
    if cap is LuckCap.AT_99:
        assert max(odds) <= max(0, 99 - luck)


# --- Automatic Skills, Language (Own) --------------------------------------------------------


def test_automatic_skills_formulas() -> None:
    assert dodge_base(65) == 33  # DEX/2, half up
    assert gaming_base(60, 55) == 58  # (INT+POW)/2, half up
    assert language_own_base(70, 65) == 70  # EDU or INT


# --- Basic Tasks, Quick-and-Dirty Results ------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "rating", "roll", "expected"),
    [
        pytest.param(TaskRules(), 60, 60, Degree.SUCCESS, id="Basic Tasks: equal succeeds"),
        pytest.param(TaskRules(), 60, 11, Degree.SPECIAL, id="Basic Tasks: under a fifth"),
        pytest.param(TaskRules(), 20, 1, Degree.CRITICAL, id="Basic Tasks: 01 always critical"),
        pytest.param(TaskRules(), 99, 97, Degree.FUMBLE, id="Basic Tasks: 96-00 fumble"),
        pytest.param(
            TaskRules(special=SpecialRule.BY_25_POINTS),
            60,
            35,
            Degree.SPECIAL,
            id="Quick-and-Dirty Results: 25 under is special",
        ),
        pytest.param(
            TaskRules(special=SpecialRule.BY_25_POINTS),
            60,
            36,
            Degree.SUCCESS,
            id="Quick-and-Dirty Results: 24 under is not",
        ),
        pytest.param(
            TaskRules(special=SpecialRule.BY_25_POINTS),
            200,
            6,
            Degree.SPECIAL,
            id="Quick-and-Dirty Results: only 01-05 critical",
        ),
        pytest.param(
            TaskRules(special=SpecialRule.BY_A_QUARTER),
            60,
            45,
            Degree.SPECIAL,
            id="A002-03: a quarter under",
        ),
        pytest.param(
            TaskRules(edges=Edges.SUCCESS_ONLY), 20, 4, Degree.SUCCESS, id="A002-04: 04 succeeds"
        ),
        pytest.param(
            TaskRules(edges=Edges.SUCCESS_ONLY), 99, 97, Degree.FUMBLE, id="A002-04: 97 fumbles"
        ),
    ],
)
def test_task_degrees(rules: TaskRules, rating: int, roll: int, expected: Degree) -> None:
    assert rules.degree(rating, roll) is expected


@given(ratings, task_rules)
def test_task_odds_sum_to_one(rating: int, rules: TaskRules) -> None:
    assert sum(rules.odds(rating).values()) == 1


# --- Extended Rolls, Teamwork ------------------------------------------------------------------


def test_extended_rolls() -> None:
    assert expected_checks(60, 3, TaskRules()) == 5
    assert extended_success_chance(50, 2, 3, TaskRules()) == Fraction(1, 2)


def test_teamwork_rolls_the_highest_skill() -> None:
    assert teamwork_rating([35, 70, 20]) == 70


# --- Advantage and Disadvantage, Lucky Rerolls -------------------------------------------------


@given(ratings, task_rules)
def test_advantage_never_lowers_and_disadvantage_never_raises_success(
    rating: int, rules: TaskRules
) -> None:
    one = success_chance(rules.odds(rating))
    assert success_chance(mode_odds(rating, Mode.ADVANTAGE, rules)) >= one
    assert success_chance(mode_odds(rating, Mode.DISADVANTAGE, rules)) <= one


@given(ratings, task_rules, st.sampled_from(Mode))
def test_mode_odds_sum_to_one(rating: int, rules: TaskRules, mode: Mode) -> None:
    odds = mode_odds(rating, mode, rules)
    assert sum(odds.values()) == 1
    assert all(p >= 0 for p in odds.values())


@given(ratings, rolls, rolls)
def test_advantage_keeps_the_better_of_two_full_rolls(rating: int, a: int, b: int) -> None:
    rules = TaskRules()
    best = max(rules.degree(rating, a), rules.degree(rating, b))
    worst = min(rules.degree(rating, a), rules.degree(rating, b))
    assert rules.degree(rating, kept_roll(rating, a, b, Mode.ADVANTAGE)) is best
    assert rules.degree(rating, kept_roll(rating, a, b, Mode.DISADVANTAGE)) is worst


def test_advantage_counted_against_every_pair_of_rolls() -> None:
    # Advantage and Disadvantage: "fully roll both dice twice" — all 10,000 pairs, for 50%
    rules = TaskRules()
    counts = dict.fromkeys(Degree, 0)
    for a in range(1, 101):
        for b in range(1, 101):
            counts[max(rules.degree(50, a), rules.degree(50, b))] += 1
    assert mode_odds(50, Mode.ADVANTAGE) == {d: Fraction(counts[d], 10_000) for d in counts}


@pytest.mark.parametrize(
    ("rating", "roll", "needed"),
    [
        pytest.param(60, 67, 7, id="Basic Characteristics Luck: 7 points"),
        pytest.param(60, 70, 10, id="Basic Characteristics Luck: up to 10"),
        pytest.param(60, 71, None, id="Basic Characteristics Luck: 11 is too many"),
        pytest.param(99, 100, 5, id="Basic Tasks: 96-00 fumble, so 00 needs 5"),
        pytest.param(60, 30, 0, id="already a success"),
    ],
)
def test_luck_needed(rating: int, roll: int, needed: int | None) -> None:
    assert luck_needed(rating, roll) == needed


# --- Combat rounds, Actions and moves, Defensive actions ---------------------------------------


def test_combat_rounds_are_12_seconds_in_four_phases() -> None:
    assert SECONDS_PER_ROUND * ROUNDS_PER_MINUTE == 60
    assert [p.ordered_by for p in Phase] == ["DEX", "INT", "DEX", ""]
    assert action_order({"Ana": 14, "Bo": 9, "Cy": 16}, frozenset({"Cy"})) == ["Ana", "Bo", "Cy"]


def test_actions_and_moves_effective_dexterity() -> None:
    assert effective_dex(16, 5) == 16
    assert effective_dex(16, 15) == 8
    assert effective_dex(16, 30) == 4
    with pytest.raises(ValueError, match="at most 30"):
        effective_dex(16, 31)


def test_defensive_actions_penalties() -> None:
    assert [defence_penalty(n) for n in (1, 2, 3, 4)] == [0, -30, -60, -90]
    with pytest.raises(ValueError):
        defence_penalty(5)
    assert defence_penalty(5, FurtherDefences.KEEP_STEPPING) == -120  # A002-16


# --- Attack results, Burst fire, Shields, Armor Value ------------------------------------------


def test_attack_results_counted_face_by_face() -> None:
    # Attack results: every pair of attack and defence rolls, counted
    rules = TaskRules()
    counts = dict.fromkeys(AttackOutcome, 0)
    from rules_py.brp.attack import attack_outcome

    for a in range(1, 101):
        for d in range(1, 101):
            counts[attack_outcome(rules.degree(60, a), rules.degree(50, d))] += 1
    assert attack_odds(60, 50) == {o: Fraction(counts[o], 10_000) for o in counts}


def test_shields_ignored_on_critical_and_special() -> None:
    # Shields versus missile fire: a full shield blocks 30% of plain successes only
    without = attack_odds(60, None)
    with_shield = attack_odds(60, None, shield_block=30)
    assert with_shield[AttackOutcome.MAXIMUM_DAMAGE] == without[AttackOutcome.MAXIMUM_DAMAGE]
    plain = Fraction(49, 100)  # 12-60 against 60
    special = Fraction(6, 100)
    assert with_shield[AttackOutcome.DEFENDED] == plain * Fraction(3, 10)
    assert with_shield[AttackOutcome.DAMAGE] == plain * Fraction(7, 10) + special
    assert shield_blocks("Kneeling behind a large shield", True) == 90


@given(ratings, st.one_of(st.none(), ratings), st.sampled_from([0, 15, 30, 60, 90]), task_rules)
def test_attack_odds_sum_to_one(
    attack: int, defence: int | None, block: int, rules: TaskRules
) -> None:
    assert sum(attack_odds(attack, defence, rules, block).values()) == 1


def test_burst_fire_hits() -> None:
    # Burst fire and full autofire: +30% / +60%; 1D4 or 1D6, 1D8 or 1D10 hits
    assert Fire.BURST.modifier == 30 and Fire.AUTOFIRE.modifier == 60
    odds = hit_count_odds(Fire.AUTOFIRE, Fraction(1, 2))
    assert odds["1D10"][10] == Fraction(1, 20)
    better = hit_count_odds(Fire.BURST, Fraction(1), BurstHits.BETTER_OF_BOTH)
    (only,) = better.values()
    assert only[6] == Fraction(4, 24)  # a 6 on the 1D6, whatever the 1D4
    for distribution in (*odds.values(), only):
        assert sum(distribution.values()) == 1


def test_armor_value_subtracted_per_hit() -> None:
    assert damage_through(9, 5) == 4
    assert damage_through(3, 8) == 0


# --- Make/fail Sanity check, Custom Temporary Insanity Table -----------------------------------


@pytest.mark.parametrize(
    ("text", "made", "failed"),
    [
        pytest.param("0/1D6", (0, 0), (1, 6), id="Make/fail Sanity check: 0/1D6"),
        pytest.param("1/1D4+1", (1, 1), (2, 5), id="Make/fail Sanity check: 1/1D4+1"),
        pytest.param("2/2D10+1", (2, 2), (3, 21), id="Make/fail Sanity check: 2/2D10+1"),
        pytest.param("1D10/1D100", (1, 10), (1, 100), id="Make/fail Sanity check: 1D10/1D100"),
    ],
)
def test_sanity_check_notation(text: str, made: tuple[int, int], failed: tuple[int, int]) -> None:
    check = parse_check(text)
    assert (check.made.minimum, check.made.maximum) == made
    assert (check.failed.minimum, check.failed.maximum) == failed
    assert check.text == text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1D6", "a slash"),
        ("0/1D6/2", "a slash"),
        ("0/x", "not dice"),
        ("0/1D0", "at least 2 sides"),
        ("0/1D6-3", "below 0"),
        ("0/11D6", "between 1 and 10 dice"),
        ("", "a slash"),
    ],
)
def test_bad_sanity_checks_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_check(text)


def test_sanity_loss_odds() -> None:
    # 0/1D6 at Sanity 55: made on 01-55, else 1-6
    odds = loss_odds(55, parse_check("0/1D6"))
    assert odds[0] == Fraction(55, 100)
    assert all(odds[n] == Fraction(45, 100) / 6 for n in range(1, 7))


@given(
    st.integers(min_value=0, max_value=100),
    st.sampled_from(["0/1", "1/1D4+1", "2/2D10+1", "1D10/1D100", "0/1D3"]),
    ratings,
    st.sampled_from(Procedure),
)
def test_sanity_odds_sum_to_one(
    sanity: int, text: str, int_save: int, procedure: Procedure
) -> None:
    check = parse_check(text)
    assert sum(loss_odds(sanity, check).values()) == 1
    assert sum(aftermath_odds(sanity, check, int_save, procedure).values()) == 1


def test_custom_temporary_insanity_by_the_int_save() -> None:
    # Custom Temporary Insanity Table: a loss of 5 or more, then the INT save's degree
    check = parse_check("5/5")  # always exactly 5 lost
    odds = aftermath_odds(50, check, 60)
    assert odds[Aftermath.NONE] == 0
    assert odds[Aftermath.LONGER] == Fraction(5, 100)  # critical: 01-05 (20·r < 60: 01-02)
    assert odds[Aftermath.SHORT] == Fraction(55, 100)
    assert odds[Aftermath.REPRESSED] == Fraction(40, 100)


def test_basic_characteristics_sanity_procedure_a002_01() -> None:
    check = parse_check("5/5")
    odds = aftermath_odds(50, check, 60, Procedure.SAVE_PASS_FAIL)
    assert odds[Aftermath.SHORT] == Fraction(60, 100) and odds[Aftermath.LONGER] == Fraction(
        40, 100
    )
    # Short/Longer Temporary Insanity headings: under half of Sanity is short
    assert aftermath_odds(50, parse_check("24/24"), 60, Procedure.LOSS_SIZE)[Aftermath.SHORT] == 1
    assert aftermath_odds(50, parse_check("25/25"), 60, Procedure.LOSS_SIZE)[Aftermath.LONGER] == 1


def test_basic_characteristics_a_fifth_of_sanity() -> None:
    assert reaches_a_fifth(11, 55) and not reaches_a_fifth(10, 55)


def test_sanity_walk_is_reproducible() -> None:
    check = parse_check("1D10/1D100")
    first = walk_check(50, check, 60, Random(9))
    assert first == walk_check(50, check, 60, Random(9))
    assert first[0].step == "Sanity check"


# --- Custom Major Wound Table, Temporary Insanity durations ------------------------------------


def test_custom_major_wound_table_rows() -> None:
    assert major_wound(50).permanent is False and major_wound(51).permanent is True
    assert major_wound(100).name == "Massive mutilations"
    assert permanent_chance() == Fraction(1, 2)
    assert permanent_chance(True) == Fraction(1, 4)


def test_temporary_insanity_durations() -> None:
    # Short: 1d10+4 rounds; Longer: 1d10x10 hours
    assert Episode.SHORT.duration_range == "5–14 rounds"
    assert Episode.LONGER.duration_range == "10–100 hours"
    die, length = Episode.LONGER.roll_duration(Random(5))
    assert length == die * 10


# --- dice expressions ----------------------------------------------------------------------------


@given(
    st.integers(min_value=1, max_value=4),
    st.integers(min_value=2, max_value=12),
    st.integers(0, 20),
)
def test_dice_odds_sum_to_one(count: int, sides: int, modifier: int) -> None:
    dice = DiceExpression(count, sides, modifier)
    odds = dice.odds()
    assert sum(odds.values()) == 1
    assert min(odds) == dice.minimum and max(odds) == dice.maximum
    assert parse_dice(dice.text) == dice
