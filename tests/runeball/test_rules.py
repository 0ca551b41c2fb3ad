"""The Runeball rules, with values from the notes (Runeball 2022 Notes › heading in each test's
name or docstring) and properties that hold for every input."""

from fractions import Fraction
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.runeball import (
    attributes,
    ball,
    blocking,
    exertion,
    kicking,
    passing,
    possession,
    skills,
    stats,
    turns,
    wounds,
)
from rules_py.runeball.passing import FrontDefender, PassOutcome, PassResult
from rules_py.runeball.skill_rolls import (
    OpposedTie,
    TestDie,
    margin_odds,
    opposed_margin_odds,
    success_chance,
)

DICE = st.sampled_from(list(TestDie))
SKILLS = st.integers(-20, 40)
DLS = st.integers(1, 60)


# --- Stats ------------------------------------------------------------------------------------


def test_stats_seven_stats_in_the_notes_order() -> None:
    """Runeball 2022 Notes › Stats."""
    assert [s.label for s in stats.Stat] == [
        "Muscle",
        "Skill",
        "Speed",
        "Toughness",
        "Wit",
        "Technique",
        "Charisma",
    ]


@given(st.integers(0, 10**6))
def test_stats_rolled_2d6_plus_4_eight_times_best_seven_kept(seed: int) -> None:
    """Runeball 2022 Notes › Stats: 2d6+4 eight times, the best seven."""
    rolled, kept = stats.roll_stats(Random(seed))
    assert len(rolled) == 8 and len(kept) == 7
    assert all(6 <= s <= 16 for s in rolled)
    assert sorted(rolled, reverse=True)[:7] == kept


def test_stats_two_plus_ones_or_one_plus_one_and_an_eight() -> None:
    """Runeball 2022 Notes › Stats: +1 to two stats, or +1 and another raised to 8."""
    base = dict.fromkeys(stats.Stat, 10) | {stats.Stat.CHA: 7}
    two = stats.apply_increase(base, stats.Increase.TWO_PLUS_ONE, stats.Stat.MUS, stats.Stat.SPD)
    assert (two[stats.Stat.MUS], two[stats.Stat.SPD]) == (11, 11)
    eight = stats.apply_increase(
        base, stats.Increase.PLUS_ONE_AND_EIGHT, stats.Stat.MUS, stats.Stat.CHA
    )
    assert (eight[stats.Stat.MUS], eight[stats.Stat.CHA]) == (11, 8)
    with pytest.raises(stats.IncreaseError):
        stats.apply_increase(base, stats.Increase.TWO_PLUS_ONE, stats.Stat.MUS, stats.Stat.MUS)
    with pytest.raises(stats.IncreaseError):  # A003-08: only a stat below 8
        stats.apply_increase(
            base, stats.Increase.PLUS_ONE_AND_EIGHT, stats.Stat.CHA, stats.Stat.MUS
        )
    lowered = stats.apply_increase(
        base,
        stats.Increase.PLUS_ONE_AND_EIGHT,
        stats.Stat.CHA,
        stats.Stat.MUS,
        stats.RaiseToEight.ANY,
    )
    assert lowered[stats.Stat.MUS] == 8


@pytest.mark.parametrize(
    ("stat", "bonus"), [(6, -2), (7, -2), (8, -1), (10, 0), (11, 0), (12, 1), (16, 3), (17, 3)]
)
def test_stat_bonus_reading_half_of_the_excess_over_10(stat: int, bonus: int) -> None:
    assert stats.stat_bonus(stat) == bonus


@given(st.integers(1, 40), st.sampled_from(list(stats.StatBonus)))
def test_stat_bonus_never_falls_as_the_stat_rises(stat: int, reading: stats.StatBonus) -> None:
    assert stats.stat_bonus(stat + 1, reading) >= stats.stat_bonus(stat, reading)


# --- Skills -----------------------------------------------------------------------------------


def test_skills_base_8_plus_the_two_stat_bonuses() -> None:
    """Runeball 2022 Notes › Skills: Block (Muscle + Skill) … Kick (Muscle + Technique)."""
    player = dict.fromkeys(stats.Stat, 10) | {
        stats.Stat.MUS: 14,
        stats.Stat.SKL: 12,
        stats.Stat.SPD: 8,
    }
    values = {skill: skills.skill_value(skill, player) for skill in skills.Skill}
    assert values == {
        skills.Skill.BLOCK: 11,
        skills.Skill.DODGE: 7,
        skills.Skill.CATCH: 7,
        skills.Skill.PASS: 9,
        skills.Skill.KICK: 10,
    }
    assert {skills.skill_value(s, player, skills.SkillValue.BASE_ONLY) for s in skills.Skill} == {8}


def test_skills_hit_points_initiative_move_wound_number() -> None:
    """Runeball 2022 Notes › Skills: HP = TOU + ½ MUS + ½ TEC + 8, INI = SPD bonus + WIT bonus,
    MOVE = 6 (+1 at SPD 15), WOUND NUMBER = HP / 4."""
    assert attributes.hit_points(12, 13, 11) == 12 + 6 + 5 + 8
    assert attributes.hit_points(12, 13, 11, attributes.Halves.SUM_DOWN) == 12 + 12 + 8
    assert attributes.initiative_score(15, 8) == 2 - 1
    assert [attributes.move(s) for s in (6, 14, 15, 17)] == [6, 6, 7, 7]
    assert attributes.wound_number(31) == 7
    assert attributes.half_move(7) == 4  # Basic Maneuvers: half move rounded up


# --- Tests, margins, exertion ----------------------------------------------------------------


@given(SKILLS, DLS, DICE, st.integers(-5, 5))
def test_margin_odds_sum_to_one_and_success_is_margin_zero_or_more(
    skill: int, dl: int, die: TestDie, bonus: int
) -> None:
    odds = margin_odds(skill, dl, die, bonus)
    assert sum(odds.values()) == 1
    assert success_chance(skill, dl, die, bonus) == sum(p for m, p in odds.items() if m >= 0)


@given(SKILLS, DLS, DICE)
def test_success_never_falls_as_the_skill_rises(skill: int, dl: int, die: TestDie) -> None:
    assert success_chance(skill + 1, dl, die) >= success_chance(skill, dl, die)
    assert success_chance(skill, dl + 1, die) <= success_chance(skill, dl, die)


def test_kickoff_margin_0_is_a_total_equal_to_the_dl() -> None:
    """Runeball 2022 Notes › The Kickoff: "Succeeds by 0-2" (A003-09)."""
    assert margin_odds(8, 10, TestDie.D12)[0] == Fraction(1, 12)  # the die shows 2


@given(SKILLS, SKILLS, DICE, st.sampled_from(list(OpposedTie)))
def test_opposed_margins_sum_to_one_and_mirror(
    a: int, b: int, die: TestDie, tie: OpposedTie
) -> None:
    odds = opposed_margin_odds(a, b, die, tie)
    assert sum(odds.values()) == 1
    mirror = opposed_margin_odds(b, a, die, tie)
    assert all(mirror[-m] == p for m, p in odds.items())


def test_exertion_costs_1d4_each_and_the_counter_cancels_point_for_point() -> None:
    """Runeball 2022 Notes › Exertion."""
    assert exertion.exertion_cost_range(2) == (2, 8)
    assert sum(exertion.exertion_cost_odds(1).values()) == 1
    assert exertion.contested_exertion_bonus(2, 1) == 1
    with pytest.raises(ValueError):
        exertion.contested_exertion_bonus(1, 2)
    with pytest.raises(ValueError):
        exertion.exertion_cost_odds(3)


# --- The Kickoff, Kicking a Field Goal -------------------------------------------------------


@pytest.mark.parametrize(
    ("margin", "scatter"),
    [(9, "1d4-1"), (6, "1d4-1"), (5, "1d6-1"), (0, "1d8-1"), (-3, "2d6-1"), (-4, "2d8-1")],
)
def test_the_kickoff_kick_table_rows(margin: int, scatter: str) -> None:
    band = kicking.kick_band(margin)
    assert band.scatter is not None and band.scatter.text == scatter


def test_the_kickoff_fails_by_7_sails_out_of_bounds() -> None:
    assert kicking.kick_band(-7).scatter is None
    odds = kicking.kickoff_scatter_odds(0, TestDie.D12)  # the die shows 1–3: fails by 7–9
    assert odds[kicking.OUT_OF_BOUNDS] == Fraction(3, 12)


@given(SKILLS, DICE)
def test_kickoff_scatter_odds_sum_to_one(skill: int, die: TestDie) -> None:
    odds = kicking.kickoff_scatter_odds(skill, die)
    assert sum(odds.values()) == 1
    assert all(0 <= key <= 15 for key in odds if isinstance(key, int))


def test_kicking_a_field_goal_dl_is_6_plus_distance_plus_adjacent() -> None:
    """Runeball 2022 Notes › Kicking a Field Goal."""
    assert kicking.field_goal_dl(10, 0, 0) == 16
    assert kicking.field_goal_dl(10, 3, 1) == 16 + 2 + 2
    assert kicking.field_goal_dl(10, 1, 1, FrontDefender.PLUS_THREE) == 19
    assert kicking.FIELD_GOAL_MISS_SCATTER.text == "1d8-1"


# --- Passing and Handoffs ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("range_hexes", "dl"),
    [
        (1, None),
        (2, 10),
        (6, 10),
        (7, 14),
        (10, 14),
        (11, 18),
        (14, 18),
        (15, 22),
        (18, 22),
        (19, None),
    ],
)
def test_passing_dl_by_range(range_hexes: int, dl: int | None) -> None:
    """Runeball 2022 Notes › Passing and Handoffs: Passing DL (Pass vs. Range)."""
    assert passing.pass_dl(range_hexes, 0, 0) == dl


def test_passing_dl_adjacent_defenders_plus_1_in_front_plus_2() -> None:
    assert passing.pass_dl(5, 1, 0) == 11
    assert passing.pass_dl(5, 1, 1) == 12
    assert passing.pass_dl(5, 3, 2) == 10 + 1 + 4
    assert passing.pass_dl(5, 1, 1, FrontDefender.PLUS_THREE) == 13
    with pytest.raises(ValueError):
        passing.pass_dl(5, 1, 2)


@pytest.mark.parametrize(
    ("margin", "result", "catch", "intercept"),
    [
        (5, PassResult.PERFECT, 8, 22),
        (2, PassResult.ACCURATE, 12, 20),
        (0, PassResult.ACCURATE, 12, 20),
        (-1, PassResult.OFF_TARGET, 16, 18),
        (-6, PassResult.SCATTER, 16, 16),
        (-7, PassResult.FUMBLE, None, None),
        (-11, PassResult.FUMBLE, None, None),  # A003-10: fails by 7 or more
    ],
)
def test_passing_pass_result_bands(
    margin: int, result: PassResult, catch: int | None, intercept: int | None
) -> None:
    band = passing.pass_band(margin)
    assert (band.result, band.catch_dl, band.intercept_dl) == (result, catch, intercept)


def test_catching_a_pass_and_intercepting_add_2_per_adjacent_opponent() -> None:
    """Runeball 2022 Notes › Catching a Pass; Intercepting a Pass."""
    assert passing.catch_dl(PassResult.ACCURATE, 2) == 16
    assert passing.intercept_dl(PassResult.OFF_TARGET, 1) == 20


def test_handoffs_are_perfect_passes_never_intercepted() -> None:
    """Runeball 2022 Notes › Handoffs."""
    assert passing.handoff_catch_dl(1) == 10


@given(
    SKILLS,
    st.integers(2, 18),
    SKILLS,
    st.integers(0, 6),
    st.one_of(st.none(), SKILLS),
    DICE,
    st.sampled_from(list(passing.ScatterLanding)),
)
def test_pass_outcomes_sum_to_one(
    skill: int,
    range_hexes: int,
    catch: int,
    adjacent: int,
    interceptor: int | None,
    die: TestDie,
    landing: passing.ScatterLanding,
) -> None:
    dl = passing.pass_dl(range_hexes, 0, 0)
    assert dl is not None
    results = passing.pass_result_odds(skill, dl, die)
    assert sum(results.values()) == 1
    outcomes = passing.pass_outcome_odds(
        results,
        passing.Catcher(catch, adjacent),
        die,
        None if interceptor is None else passing.Catcher(interceptor, 0),
        landing,
    )
    assert sum(outcomes.values()) == 1
    if interceptor is None:
        assert outcomes[PassOutcome.INTERCEPTED] == 0


def test_failed_pass_attempt_scattered_out_of_bounds_is_a_turnover() -> None:
    """Runeball 2022 Notes › Failed Pass Attempt: out of bounds is a turnover."""
    scattered = {PassResult.SCATTER: Fraction(1)}
    receiver = passing.Catcher(10, 0)
    out = passing.pass_outcome_odds(
        scattered, receiver, TestDie.D12, None, passing.ScatterLanding.OUT_OF_BOUNDS
    )
    assert out[PassOutcome.TURNOVER] == 1
    ground = passing.pass_outcome_odds(scattered, receiver, TestDie.D12)
    assert ground[PassOutcome.FUMBLED] == 1


# --- Bouncing Balls, Recovering a Bouncing Ball -----------------------------------------------


def test_bouncing_balls_4_to_6_keeps_bouncing() -> None:
    assert [ball.keeps_bouncing(d) for d in range(1, 7)] == [False] * 3 + [True] * 3
    assert sum(ball.bounce_length_odds(n) for n in range(1, 60)) > Fraction(999, 1000)


def test_recovering_a_bouncing_ball_dl_12_at_rest_8_plus_2_per_opponent() -> None:
    assert ball.recovery_dl(True, 0) == 12
    assert ball.recovery_dl(False, 0) == 8
    assert ball.recovery_dl(True, 3) == 18
    assert ball.KICKOFF_CATCH_DL == 8  # The Kickoff: catch vs. DL 8


# --- Initiative, Actions, Blitzing, Holding ---------------------------------------------------


def test_initiative_1d12_plus_ini_and_modifiers() -> None:
    """Runeball 2022 Notes › Initiative."""
    assert turns.initiative_total(12, 2, -2) == 12
    assert turns.initiative_total(1, -1) == 0  # the lowest roll, a negative INI


def test_basic_maneuvers_turns() -> None:
    """Runeball 2022 Notes › Actions and Half-Actions; Basic Maneuvers; Blocking."""
    assert turns.turn_is_legal(["Half Move", "Half Move"])
    assert turns.turn_is_legal(["Half Move", "Pass"])
    assert not turns.turn_is_legal(["Block", "Half Move"])
    assert not turns.turn_is_legal(["Tackle", "Half Move"])
    assert turns.turn_is_legal(["Sprint", "Full Move", "Handoff"])
    assert turns.sprint_hexes(turns.Time.FULL, 2) == 2
    with pytest.raises(ValueError):
        turns.sprint_hexes(turns.Time.HALF, 2)


def test_blitzing_window_of_3_and_never_the_ball_carrier() -> None:
    """Runeball 2022 Notes › Blitzing."""
    assert turns.may_blitz(9, 12, False)
    assert not turns.may_blitz(8, 12, False)
    assert not turns.may_blitz(15, 12, True)


def test_holding_an_action_preempting() -> None:
    """Runeball 2022 Notes › Holding an Action."""
    assert turns.preempt_teammate()
    assert turns.preempt_opponent(10, 9) is True
    assert turns.preempt_opponent(9, 9) is None


def test_slow_below_0_cannot_act() -> None:
    """Runeball 2022 Notes › Wounds (Slow)."""
    assert not turns.can_act_when_slow(-1)


# --- Fumbles, Turnovers, Scoring, The Team ----------------------------------------------------


def test_fumbles_and_turnovers() -> None:
    """Runeball 2022 Notes › Fumbles; Turnovers; Intercepting a Pass."""
    assert possession.fumble(True) == possession.Consequence(True, 0, True)
    assert possession.fumble(False).loses_rest_of_turn is False
    assert possession.turnover(True, False) == possession.Consequence(True, 1, False)
    assert possession.turnover(True, True).free_activation
    assert possession.interception().opponents_score == 1


def test_scoring_points() -> None:
    """Runeball 2022 Notes › Scoring: touchdown 7, field goal 3, turnover 1."""
    assert [s.value for s in possession.Score] == [7, 3, 1]
    assert possession.Score.FIELD_GOAL.ends_turn and not possession.Score.TURNOVER.ends_turn


def test_the_team_nine_players_seven_on_the_field() -> None:
    """Runeball 2022 Notes › The Team; Substitutions."""
    assert possession.players_to_field(9) == 7
    assert possession.players_to_field(6) == 6


def test_game_start_procedure_keshat() -> None:
    """Runeball 2022 Notes › Game Start Procedure."""
    assert possession.game_choices(True, True) == 2
    assert possession.game_choices(False, False) == 1


# --- Blocking, Knockback, Knockdowns ----------------------------------------------------------


@pytest.mark.parametrize(
    ("margin", "result"),
    [
        (3, blocking.BlockResult.KNOCKDOWN),
        (2, blocking.BlockResult.KNOCKBACK),
        (0, blocking.BlockResult.KNOCKBACK),
        (-1, blocking.BlockResult.NO_EFFECT),
        (-4, blocking.BlockResult.BLOCKER_DOWN),
        (-6, blocking.BlockResult.BLOCKER_DOWN),
        (-7, blocking.BlockResult.BLOCKER_HURT),
    ],
)
def test_blocking_table_rows(margin: int, result: blocking.BlockResult) -> None:
    """Runeball 2022 Notes › Blocking."""
    assert blocking.block_result(margin) is result


def test_multiple_blockers_degrade_by_2_and_modifiers() -> None:
    """Runeball 2022 Notes › Multiple Blockers; Basic Maneuvers (Tackle −1, Sprint −2)."""
    assert blocking.defence_after_uses(11, 2) == 7
    assert blocking.attack_modifier(True, True, True) == -5


def test_block_damage_mus_damage_plus_1d4_less_armour_2() -> None:
    """Runeball 2022 Notes › Blocking: MUS damage + 1d4, defense 2 armour (A003-03, A003-31)."""
    odds = blocking.block_damage_odds(10)  # 1d6 + 1d4 − 2
    assert (min(odds), max(odds)) == (0, 8)
    weak = blocking.block_damage_odds(10, weak=True)  # Wounds › Weak: no 1d4
    assert max(weak) == 4
    assert sum(blocking.block_damage_odds(6, armour=0).values()) == 1


def test_knockdowns_margin_3_or_damage_reaching_the_wound_number() -> None:
    """Runeball 2022 Notes › Knockdowns."""
    assert blocking.knocked_down(3, 0, 9)
    assert blocking.knocked_down(0, 9, 9)
    assert not blocking.knocked_down(2, 8, 9)


def test_knockback_free_field_hexes_first() -> None:
    """Runeball 2022 Notes › Knockback; Knockback Into Half-Hexes."""
    full = blocking.KnockbackHex("a", True, True)
    free_off = blocking.KnockbackHex("b", False, False)
    free_on = blocking.KnockbackHex("c", False, True)
    assert blocking.knockback_choices((full, free_off, free_on)) == (free_on,)
    assert blocking.knockback_choices((free_off,)) == (free_off,)
    assert blocking.half_hex_out_of_bounds(prone=True)


def test_knockback_out_of_bounds_when_no_free_hex_is_on_the_field() -> None:
    """Runeball 2022 › Knockback: "if there are no unoccupied hexes that are on the field of
    play, the blocker can push the defender out of bounds": an occupied hex on the field does
    not take that choice away (nor is the blocker forced out while he can push into it)."""
    full = blocking.KnockbackHex("a", True, True)
    free_off = blocking.KnockbackHex("b", False, False)
    also_full = blocking.KnockbackHex("c", True, True)
    assert blocking.knockback_choices((full, free_off)) == (full, free_off)
    assert blocking.knockback_choices((full, free_off, also_full)) == (full, free_off, also_full)
    assert blocking.knockback_choices((full, also_full)) == (full, also_full)


@given(SKILLS, SKILLS, DICE)
def test_block_results_sum_to_one_and_a_better_blocker_knocks_down_more(
    attack: int, defence: int, die: TestDie
) -> None:
    odds = blocking.block_result_odds(attack, defence, die)
    assert sum(odds.values()) == 1
    better = blocking.block_result_odds(attack + 1, defence, die)
    assert better[blocking.BlockResult.KNOCKDOWN] >= odds[blocking.BlockResult.KNOCKDOWN]


# --- Wounds, Shaking It Off -------------------------------------------------------------------


def test_wounds_roll_again_chains() -> None:
    """Runeball 2022 Notes › Wounds: 11* and 12* roll again (A003-23)."""
    chain, more = wounds.wound_chain([12, 11, 9])
    assert [w.name for w in chain] == ["KO", "Break", "Cripple"] and not more
    counts = wounds.effect_counts(chain)
    assert counts[wounds.Effect.BRUISE] == 3
    assert wounds.unused_rolls([2, 5]) == 1
    with pytest.raises(ValueError):
        wounds.wound(13)


@given(st.integers(0, 10**6))
def test_a_seeded_wound_chain_ends(seed: int) -> None:
    rolls = wounds.roll_wound_chain(Random(seed))
    _, more = wounds.wound_chain(rolls)
    assert not more


def test_shaking_it_off_1d6_never_above_start_nor_bruise_damage() -> None:
    """Runeball 2022 Notes › Shaking It Off (A003-26)."""
    assert wounds.shake_it_off(20, 31, 0, 6) == 26
    assert wounds.shake_it_off(29, 31, 0, 6) == 31
    assert wounds.shake_it_off(20, 31, 9, 6) == 22
