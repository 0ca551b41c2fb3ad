"""The other rules of RuneQuest II House Rules, The Combat Round, and the tables built from them:
the numbers the page prints, transcribed here and compared with what the rules and tables give."""

from collections.abc import Callable

import pytest

from rules_py.rq2_combat import tables
from rules_py.rq2_combat.actions import (
    AbortResult,
    ReadyExpiry,
    abort_action,
    ready_attack_stands,
    with_delayed_action,
)
from rules_py.rq2_combat.charging import (
    SET_WEAPON_DAMAGE_STEPS,
    SET_WEAPON_HANDS,
    ChargeResponse,
    Reach,
    Striker,
    can_charge,
    charge_actions,
    charge_reaches_target,
    defences_allowed,
    evade_charge,
    first_strike,
)
from rules_py.rq2_combat.conditions import Condition, recovery_round
from rules_py.rq2_combat.engagement import (
    Engagement,
    GrappleUse,
    grapple_use,
    max_foes_engaging,
)
from rules_py.rq2_combat.flanking import FLANKING_BONUS, SURROUNDED_BONUS, is_flanked, is_surrounded
from rules_py.rq2_combat.positions import Footing, Position, always_breaks_away
from rules_py.rq2_combat.round import ROUND_SECONDS, ROUNDS_PER_MINUTE, another_round
from rules_py.rq2_combat.surprise import SURPRISE_PENALTY, surprised_strike_rank


def test_the_combat_round_is_five_seconds_twelve_to_the_minute() -> None:
    """The Combat Round: 12 combat rounds in every minute, five seconds each."""
    assert (ROUND_SECONDS, ROUNDS_PER_MINUTE, ROUND_SECONDS * ROUNDS_PER_MINUTE) == (5, 12, 60)


def test_wrap_up_step_starts_another_round_while_engaged_or_in_action_time() -> None:
    assert another_round(True, False) and another_round(False, True)
    assert not another_round(False, False)


def test_surprise_penalty_is_ten_and_never_below_zero() -> None:
    """Surprise (HR): −10 strike rank; SR minimum.: never below 0."""
    assert SURPRISE_PENALTY == 10
    assert [surprised_strike_rank(sr, True) for sr in (14, 10, 3)] == [4, 0, 0]


def test_ready_an_attack_survives_the_cycle_but_not_an_out_of_turn_action() -> None:
    """Ready an Attack: not lost at the end of a cycle; aborted by an out-of-turn action."""
    assert ready_attack_stands(False, False, False)
    assert not ready_attack_stands(True, False, False)
    assert not ready_attack_stands(False, True, True)
    assert ready_attack_stands(False, True, False, ReadyExpiry.THROUGH_NEXT_TURN)
    assert not ready_attack_stands(False, True, False, ReadyExpiry.BEFORE_NEXT_TURN)


def test_a_delayed_action_comes_after_everyone_on_that_strike_rank() -> None:
    """Combat Action notes: delaying to act simultaneously does not work."""
    cycle = (("Fahir",), ("Mikolos", "Broo"), ("Scout",))
    assert with_delayed_action(cycle, 1, "Fahir") == (("Mikolos", "Broo"), ("Fahir",), ("Scout",))


def test_aborting_needs_the_gm_and_a_passed_roll_if_one_is_asked_for() -> None:
    """Aborting Combat Actions: Fahir must pass a roll to pull his blow at Mikolos."""
    assert abort_action(True, True, True) is AbortResult.ABORTED
    assert abort_action(True, True, False) is AbortResult.GOES_AHEAD
    assert abort_action(False, False, False) is AbortResult.GOES_AHEAD


def test_charging_clarification() -> None:
    """Charging - clarification: evade or attack; the longer weapon first and no defences;
    1 or 2 steps for a set weapon, two hands; a charge in sprinting reach takes every action."""
    assert evade_charge(True) == "The charge misses"
    assert first_strike(Reach.MEDIUM, Reach.LONG) is Striker.DEFENDER
    assert not defences_allowed(ChargeResponse.ATTACK)
    assert (SET_WEAPON_DAMAGE_STEPS, SET_WEAPON_HANDS) == ((1, 2), 2)
    assert not can_charge(unengaged=False, room_to_reach_running_speed=True)
    assert charge_actions(3, True) == 3
    assert not charge_reaches_target(False)


def test_engagement_and_grapple() -> None:
    """Up to 6 foes of its size engage an uncovered character; in a grapple only Touch and
    natural weapons work normally, others bash for 1D4."""
    assert max_foes_engaging(has_cover=False, foes_about_its_size=True) == 6
    assert Engagement.GRAPPLE.leaving_needs_change_range
    assert grapple_use(Reach.TOUCH) is GrappleUse.NORMAL
    assert grapple_use(Reach.MEDIUM).label == "Bash only: 1D4 damage, no weapon manoeuvres"


def test_flying_and_mounted_break_away() -> None:
    """Grounded, mounted & flying: a rider on a flying mount is both flying and mounted."""
    rider = Position.FLYING_MOUNT.footing
    assert rider.flying and rider.mounted and not rider.grounded
    assert always_breaks_away(Footing(flying=True), Footing(mounted=True))
    assert not always_breaks_away(Footing(mounted=True), Footing(mounted=True))


def test_flanked_needs_two_foes_surrounded_three_and_neither_gives_a_bonus() -> None:
    """Flanking and surrounding."""
    assert is_flanked(2, False, False, True, True)
    assert not is_flanked(1, False, False, True, True)
    assert is_surrounded(3, False, False, True, True)
    assert not is_surrounded(3, False, False, True, False)
    assert FLANKING_BONUS == SURROUNDED_BONUS == 0


def test_conditions_recover_at_the_end_of_the_round_after_they_began() -> None:
    assert recovery_round(3) == 4
    assert (Condition.OVEREXTENDED.attack_bonus, Condition.OVEREXTENDED.damage_bonus) == (20, 0)
    assert (Condition.VULNERABLE.attack_bonus, Condition.VULNERABLE.damage_bonus) == (20, 2)


# What the page says of each condition, transcribed: (row, strike rank, parry and evade,
# attackers get) for the conditions table.
PAGE_CONDITIONS = [
    ("Surprised", "−10 all round (never below 0)", "Not until its first turn", "Nothing extra"),
    ("Dazed (stunned)", "Unchanged", "Yes", "Nothing extra"),
    ("Overextended (unbalanced)", "Unchanged", "Yes", "+20% to attack"),
    ("Vulnerable", "Unchanged", "Yes", "+20% to attack, +2 damage on a hit"),
]


def test_conditions_table_matches_the_page() -> None:
    table = tables.conditions()
    assert [(row[0], row[1], row[3], row[4]) for row in table.rows] == PAGE_CONDITIONS
    assert table.rows[1][2] == "Only move at up to half its rate, or change position"


# Grounded, mounted & flying, as a matrix (row breaks away from column): flyers from anyone not
# flying, riders from anyone on foot.
PAGE_BREAKING_AWAY = [
    ["Usual rules", "Usual rules", "Usual rules", "Usual rules"],
    ["Always", "Usual rules", "Usual rules", "Usual rules"],
    ["Always", "Always", "Usual rules", "Usual rules"],
    ["Always", "Always", "Usual rules", "Usual rules"],
]


def test_breaking_away_table_matches_the_page() -> None:
    assert [list(row[1:]) for row in tables.breaking_away().rows] == PAGE_BREAKING_AWAY


@pytest.mark.parametrize("name", ["round_procedure", "combat_actions", "conditions"])
def test_the_gm_screen_tables_exist_and_cite_the_document(name: str) -> None:
    table = tables.TABLES[name]()
    assert table.source.startswith("RuneQuest II House Rules, The Combat Round › ")
    assert all(len(row) == len(table.columns) for row in table.rows)


def test_round_procedure_table_says_highest_first_and_the_numbers() -> None:
    cells = " ".join(" ".join(row) for row in tables.round_procedure().rows)
    assert "5 seconds; 12 rounds make a minute" in cells
    assert "highest strike rank goes first" in cells
    assert "Never below 0" in cells and "surprise takes 10 off first" in cells


# --- the site's tables of cases, each worked out by the rule it shows ---------------------------


def _column(name: str, column: int) -> list[str]:
    return [row[column] for row in tables.TABLES[name]().rows]


def test_another_round_while_engaged_or_in_action_time_table() -> None:
    """RuneQuest II House Rules, The Combat Round › Wrap-up Step."""
    assert _column("another_round", 1) == ["Yes", "Yes", "No"]


def test_delaying_table_puts_the_delayer_after_his_new_strike_rank() -> None:
    """RuneQuest II House Rules, The Combat Round › Combat Action notes."""
    assert _column("delaying", 1) == [
        "Fahir → Mikolos + Broo → Scout",
        "Mikolos + Broo → Fahir → Scout",
        "Fahir → Broo → Scout → Mikolos",
    ]


def test_readied_attack_table_under_both_readings_of_a004_06() -> None:
    """RuneQuest II House Rules, The Combat Round › Ready an Attack (A004-06)."""
    rows = tables.TABLES["readied_attack"]().rows
    assert rows[1][1:] == ("Can be loosed", "Lost")  # during the next turn
    assert all(row[1:] == ("Lost", "Lost") for row in rows[2:])


def test_aborting_table_needs_the_gm_and_any_roll_asked_for() -> None:
    """RuneQuest II House Rules, The Combat Round › Aborting Combat Actions."""
    aborted = AbortResult.ABORTED.label
    assert [cell == aborted for cell in _column("aborting", 2)] == [False, True, True, False]


def test_interrupting_and_charging_tables() -> None:
    """RuneQuest II House Rules, The Combat Round › Interrupting Combat Actions; Charging -
    clarification."""
    assert _column("interrupting", 1) == ["Yes", "No", "No"]
    assert _column("charging", 1) == ["No", "No", "Yes", "Yes"]
    assert _column("charging", 3)[2:] == ["This round", "In a later round"]
    assert _column("meeting_a_charge", 1) == ["Yes", "Yes", "No"]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            lambda: _column("charging", 3)[3],
            id="RQII Combat Round > Charging - clarification: the table, on future CRs",
        ),
        pytest.param(
            lambda: {row[0]: row for row in tables.TABLES["combat_actions"]().rows}["Charge"][3],
            id="RQII Combat Round > Charging - clarification: the Charge row, on future CRs",
        ),
    ],
)
def test_a_far_charge_goes_on_in_future_rounds_not_only_the_next(words: Callable[[], str]) -> None:
    """RuneQuest II House Rules, The Combat Round › Charging - clarification: out of sprinting
    distance "the charger must take the whole CR sprinting and then continue the charge on
    future CRs": as many rounds as it takes, not "next round" (as the site once said)."""
    said = words()
    assert "later round" in said and "next round" not in said.lower()


def test_first_strike_table_longer_weapon_first() -> None:
    """RuneQuest II House Rules, The Combat Round › Charging - clarification."""
    cells = {row[0]: row[1:] for row in tables.TABLES["first_strike"]().rows}
    assert cells["Medium"][Reach.VERY_LONG - 1] == "Defender"
    assert cells["Long"][Reach.SHORT - 1] == "Charger"


def test_engagement_tables_six_foes_and_bash_for_1d4() -> None:
    """RuneQuest II House Rules, The Combat Round › Charging - clarification; Grapple combat and
    combat range."""
    assert _column("engagement", 1) == ["—", "A change range", "A change range"]
    assert _column("foes_engaging", 1)[0] == "6"
    weapons = {row[0]: row[1] for row in tables.TABLES["grapple_weapons"]().rows}
    assert weapons["Touch reach"] == "As usual"
    assert "1D4" in weapons["Long reach"]


def test_flanking_cases_table() -> None:
    """RuneQuest II House Rules, The Combat Round › Flanking and surrounding: two foes flank
    (declared), three surround."""
    assert _column("flanking_cases", 4) == ["Yes", "No", "Yes", "No", "No", "No"]
    assert _column("flanking_cases", 5) == ["No", "No", "Yes", "Yes", "No", "No"]


def test_condition_rounds_table_ends_the_round_after() -> None:
    """RuneQuest II House Rules, The Combat Round › Overextended/unbalanced (HR): round 3 → 4."""
    assert {row[0]: row[1] for row in tables.TABLES["condition_rounds"]().rows}["3"] == "4"
