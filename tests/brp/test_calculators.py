"""The Basic Roleplaying calculators through the facade and the CLI: exact odds that sum to 100,
the readings as settings, seeded rollers that repeat, clear messages for bad input."""

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.calculators import calculate
from rules_py.contract import InputError
from tests.cli.run import run_cli


def exact_sum(result: dict[str, object]) -> Fraction:
    exact = result["odds_exact"]
    assert isinstance(exact, dict)
    return sum((Fraction(p) for p in exact.values()), Fraction(0))


def test_brp_task_advantage_basic_tasks() -> None:
    # Advantage and Disadvantage: 72 and 31 against 50, the better (31, a success) counts
    result = calculate("brp_task", {"rating": 50, "mode": "advantage", "roll": 72, "roll2": 31})
    assert result["result"] == "success"
    assert result["success"] == 75.0 and result["success_one_roll"] == 50.0
    assert exact_sum(result) == 1
    assert sum(result["odds"].values()) == pytest.approx(100)


def test_brp_task_luck_needed() -> None:
    # Basic Characteristics, Luck: 67 against 60 needs 7 points; 71 is beyond 10
    assert calculate("brp_task", {"rating": 60, "roll": 67})["luck_needed"] == 7
    assert calculate("brp_task", {"rating": 60, "roll": 71})["luck_needed"] is None
    assert calculate("brp_task", {"rating": 60, "roll": 30})["luck_needed"] is None


def test_brp_task_needs_both_rolls_with_advantage() -> None:
    with pytest.raises(InputError) as raised:
        calculate("brp_task", {"rating": 50, "mode": "disadvantage", "roll": 40})
    assert raised.value.input == "roll2"


@pytest.mark.parametrize(
    ("setting", "value", "inputs", "key", "default", "other"),
    [
        pytest.param("brp_threshold", "at_or_under", {"rating": 60, "roll": 12}, "result",
                     "success", "special", id="A002-02"),
        pytest.param("brp_special", "by_25_points", {"rating": 60, "roll": 35}, "result",
                     "success", "special", id="A002-03"),
        pytest.param("brp_edges", "success_only", {"rating": 40, "roll": 3}, "result",
                     "critical", "special", id="A002-04"),
    ],
)  # fmt: skip
def test_brp_task_settings_change_the_result(
    setting: str, value: str, inputs: dict[str, object], key: str, default: str, other: str
) -> None:
    assert calculate("brp_task", inputs)[key] == default
    assert calculate("brp_task", {**inputs, setting: value})[key] == other


def test_brp_attack_odds_and_burst() -> None:
    # Attack results and Burst fire: a 40% rifle bursts at 70%, against a 30% dodge and a shield
    inputs = {"attack": 40, "defence": 30, "missile": "yes", "shield": "full", "fire": "burst"}
    result = calculate("brp_attack", inputs)
    assert result["attack_chance"] == 70 and result["shield_block"] == 30
    assert exact_sum(result) == 1
    dice = {row["dice"] for row in result["hits"]}
    assert dice == {"1D4", "1D6"}
    other = calculate("brp_attack", {**inputs, "burst_hits": "better_of_both"})
    assert {row["dice"] for row in other["hits"]} == {"better of 1D4, 1D6"}
    assert other["odds"] == result["odds"]


def test_brp_attack_defence_number() -> None:
    # Defensive actions: the third parry is at -60%
    result = calculate("brp_attack", {"attack": 60, "defence": 80, "defence_number": "3"})
    assert result["defence_chance"] == 20
    with pytest.raises(InputError) as raised:
        calculate("brp_attack", {"attack": 60, "defence": 80, "defence_number": "5"})
    assert raised.value.input == "defence_number"
    fifth = {
        "attack": 60,
        "defence": 80,
        "defence_number": "5",
        "further_defences": "keep_stepping",
    }
    assert calculate("brp_attack", fifth)["defence_chance"] == -40  # A002-16


def test_brp_attack_burst_needs_a_missile() -> None:
    with pytest.raises(InputError) as raised:
        calculate("brp_attack", {"attack": 60, "fire": "autofire"})
    assert raised.value.input == "fire"


def test_sanity_check_and_episode() -> None:
    # Make/fail Sanity check 1/1D4+1 at Sanity 60: 1 lost on 01-60, else 2-5
    result = calculate("sanity", {"sanity": 60, "check": "1/1d4+1", "int_save": 70})
    assert result["check"] == "1/1D4+1"
    assert result["situations"] == "On the sheet for: Finding a mangled human corpse"
    assert result["loss_odds_exact"] == {
        "1": "3/5",
        "2": "1/10",
        "3": "1/10",
        "4": "1/10",
        "5": "1/10",
    }
    assert exact_sum(result) == 1
    assert result["fifth"] == 0.0  # the most, 5, is under a fifth of 60 (12)
    high = calculate("sanity", {"sanity": 20, "check": "1/1D4+1", "int_save": 70})
    # Basic Characteristics, Sanity: a fifth of 20 is 4; failed (21-00, 80%) and 4 or 5 on 1D4+1
    assert high["fifth"] == pytest.approx(80 * 2 / 4)


@pytest.mark.parametrize(
    "check",
    [
        pytest.param(
            "0/1D6", id="Basic Roleplaying > Basic Characteristics: Permanently insane at 0 Sanity"
        ),
        pytest.param(
            "1D10/1D100", id="Basic Roleplaying > Make/fail Sanity check: 1D10/1D100 at 0 Sanity"
        ),
    ],
)
def test_sanity_at_0_the_character_is_already_permanently_insane(check: str) -> None:
    """Basic Roleplaying, Edited House Rules › Basic Characteristics (Sanity): "Permanently
    insane at 0 Sanity". At 0 the warning says so, and what follows the check agrees: the bar
    "Permanently insane (Sanity 0)" reads 100% (it read 0%, beside the warning), Sanity is
    at 0 afterwards every time, and the roll walked through says so."""
    result = calculate("sanity", {"sanity": 0, "check": check, "int_save": 65, "seed": 3})
    assert result["warnings"] and "already permanently insane" in result["warnings"][0]
    assert result["odds"]["permanent"] == 100.0
    assert result["odds_exact"]["permanent"] == "1"
    assert (result["emptied"], result["emptied_if_failed"]) == (100.0, 100.0)
    assert result["walk"][-1]["result"] == "Permanently insane already: nothing left to lose"


def test_sanity_a_failed_check_empties_it_given_that_it_failed() -> None:
    """Basic Roleplaying, Edited House Rules › Make/fail Sanity check; Basic Characteristics:
    at Sanity 3 a failed 0/1D6 check takes all 3 on a 3 to 6 of the 1D6: 4 in 6, 66.67%. The
    check fails 95% of the time (01–05 always succeed), so before the roll the chance is
    95% × 4/6 = 63.33% (the page once quoted that as the failed check's)."""
    result = calculate("sanity", {"sanity": 3, "check": "0/1D6", "int_save": 65})
    assert result["emptied_if_failed"] == pytest.approx(100 * 4 / 6)
    assert result["made_chance"] == 5.0
    assert result["emptied"] == pytest.approx(95 * 4 / 6)
    assert result["odds"]["permanent"] == pytest.approx(95 * 4 / 6)
    assert (
        calculate("sanity", {"sanity": 55, "check": "0/1D6", "int_save": 65})["emptied_if_failed"]
        == 0
    )


@pytest.mark.parametrize(
    ("halves", "dodge", "says"),
    [
        pytest.param(
            "up",
            33,
            "DEX 65 / 2, rounded half up",
            id="Basic Roleplaying > Automatic Skills: Dodge DEX/2, the half rounded up",
        ),
        pytest.param(
            "down",
            32,
            "DEX 65 / 2, rounded down, as Call of Cthulhu does",
            id="Basic Roleplaying > Automatic Skills: Dodge DEX/2, rounded down (A002-09)",
        ),
    ],
)
def test_base_chances_say_how_the_half_was_rounded(halves: str, dodge: int, says: str) -> None:
    """Basic Roleplaying, Edited House Rules › Automatic Skills: Dodge is DEX/2. The work line
    says how the half was rounded, the game's name with its capitals (it said "down (as call of
    cthulhu)")."""
    inputs = {"dex": 65, "int": 60, "pow": 55, "edu": 70, "brp_halves": halves}
    result = calculate("brp_base_chances", inputs)
    assert (result["dodge"], result["work"]["dodge"]) == (dodge, says)
    assert result["work"]["gaming"].endswith(says.removeprefix("DEX 65 / 2"))


def test_sanity_reading_changes_the_episode_odds() -> None:
    inputs = {"sanity": 40, "check": "1D10/1D100", "int_save": 60}
    ours = calculate("sanity", inputs)["odds"]
    sheet_line = calculate("sanity", {**inputs, "insanity_procedure": "save_pass_fail"})["odds"]
    by_size = calculate("sanity", {**inputs, "insanity_procedure": "loss_size"})["odds"]
    assert ours["repressed"] > 0 and sheet_line["repressed"] == 0 and by_size["repressed"] == 0
    assert ours["none"] == sheet_line["none"] == by_size["none"]
    assert len({ours["longer"], sheet_line["longer"], by_size["longer"]}) == 3


@pytest.mark.parametrize(
    ("check", "message"),
    [
        ("1D6", "slash"),
        ("0/1D6-4", "below 0"),
        ("zero/one", "not dice"),
        ("0/" + "1" * 70, "too long"),
    ],
)
def test_sanity_bad_check_names_the_field(check: str, message: str) -> None:
    with pytest.raises(InputError) as raised:
        calculate("sanity", {"sanity": 50, "check": check, "int_save": 60})
    assert raised.value.input == "check"
    assert message in raised.value.message


@pytest.mark.parametrize(
    ("name", "inputs"),
    [
        ("sanity", {"sanity": 50, "check": "1D10/1D100", "int_save": 60, "seed": 77}),
        ("major_wound", {"seed": 12}),
        ("insanity", {"table": "longer", "seed": 12}),
    ],
)
def test_seeded_rollers_repeat(name: str, inputs: dict[str, object]) -> None:
    assert calculate(name, inputs) == calculate(name, inputs)
    others = [calculate(name, {**inputs, "seed": seed}) for seed in range(1, 30)]
    assert len({json.dumps(o, sort_keys=True) for o in others}) > 1


def test_major_wound_roll_and_threshold() -> None:
    # Custom Major Wound Table: 55 is the loss of one or both legs, permanent
    result = calculate("major_wound", {"roll": 55, "damage": 6, "hit_points": 13})
    assert result["wound"] == "Loss of one or both legs" and result["permanent"] is True
    assert result["calls"] is False
    rounded_down = {
        "roll": 55,
        "damage": 6,
        "hit_points": 13,
        "wound_threshold": "half_rounded_down",
    }
    assert calculate("major_wound", rounded_down)["calls"] is True  # A002-11
    assert result["permanent_with_reroll"] == 25.0
    with pytest.raises(InputError) as raised:
        calculate("major_wound", {"roll": 55, "damage": 6})
    assert raised.value.input == "hit_points"


def test_insanity_roll() -> None:
    # Longer Temporary Insanity: 91 to 100 is nonstop compulsive activity, 1D10x10 hours
    result = calculate("insanity", {"table": "longer", "roll": "00"})
    assert result["effect"] == "Nonstop compulsive activity"
    assert result["duration_dice"] == "1D10×10 hours" and result["permanent"] is False


def test_luck_recovery() -> None:
    # Recovery rates, Luck: at Luck 60 the d100 is at or over on 60-00 (41 faces)
    result = calculate("luck_recovery", {"luck": 60})
    assert result["high_chance"] == 41.0
    assert result["expected_gain_exact"] == "2961/200"
    assert exact_sum(result) == 1
    capped = calculate("luck_recovery", {"luck": 95, "luck_cap": "at_99"})
    assert max(int(k) for k in capped["odds"]) == 4  # A002-13: stops at 99


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["normal", "advantage", "disadvantage"]),
    st.integers(min_value=-200, max_value=999),
)
def test_brp_task_odds_sum_to_100(mode: str, rating: int) -> None:
    result = calculate("brp_task", {"rating": rating, "mode": mode})
    assert exact_sum(result) == 1


def test_cli_brp_task_and_bad_check() -> None:
    done = run_cli("brp_task", "--rating", "60", "--roll", "67")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["luck_needed"] == 7
    bad = run_cli("sanity", "--sanity", "50", "--check", "1D6", "--int_save", "60")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "check:" in bad.stderr


def test_cli_jsonl_sanity() -> None:
    line = json.dumps(
        {"calculator": "sanity", "inputs": {"sanity": 55, "check": "0/1D6", "int_save": 65}}
    )
    done = run_cli("--jsonl", stdin=line + "\n")
    assert json.loads(done.stdout)["result"]["made_chance"] == 55.0


@pytest.mark.parametrize(
    ("roll", "result"),
    [
        (56, "Failure against 55: check failed, lose 1D6"),
        (40, "Success against 55: check made, lose 0"),
        (100, "Fumble against 55: check failed, lose 1D6"),
    ],
    ids=lambda v: f"Basic Roleplaying, Edited House Rules › Make/fail Sanity check… {v}",
)
def test_sanity_the_players_d100_gives_its_result(roll: int, result: str) -> None:
    """Make/fail Sanity check…: 0/1D6 loses nothing if made and 1D6 if failed; the player's
    d100 against Sanity 55 says which, and the walk's check is that die."""
    answer = calculate(
        "sanity", {"sanity": 55, "check": "0/1D6", "int_save": 65, "roll": roll, "seed": 7}
    )
    assert answer["roll_result"] == result
    assert answer["walk"][0]["roll"] == f"{roll % 100:02d}"
    # the odds stay as they are: the typed die changes no chance
    plain = calculate("sanity", {"sanity": 55, "check": "0/1D6", "int_save": 65, "seed": 7})
    assert plain["roll_result"] is None
    assert plain["loss_odds_exact"] == answer["loss_odds_exact"]


BRP_ATTACK_RESULTS = "Basic Roleplaying, Edited House Rules › Attack results"


@pytest.mark.parametrize(
    ("rolls", "said"),
    [
        # 60% attack: 03 is a critical (1/20 of 60), 07 a special (1/5), 50 a plain success;
        # 50% parry: 40 a success, 08 a special.
        ({"attack_roll": 3, "defence_roll": 40}, "Maximum damage"),
        ({"attack_roll": 7, "defence_roll": 40}, "Damage rolled"),
        ({"attack_roll": 7, "defence_roll": 8}, "Parried, dodged or blocked"),
        ({"attack_roll": 50, "defence_roll": 40}, "Parried, dodged or blocked"),
        ({"attack_roll": 50, "defence_roll": 70}, "Damage rolled"),
        ({"attack_roll": 80, "defence_roll": 40}, "Miss"),
    ],
    ids=lambda v: f"{BRP_ATTACK_RESULTS} {v}",
)
def test_brp_attack_the_thrown_dice_give_their_outcome(rolls: dict[str, int], said: str) -> None:
    """Attack results: a critical does maximum damage unless parried by a critical; a special
    hits unless met by a special or better; a success unless the parry succeeds."""
    result = calculate("brp_attack", {"attack": 60, "defence": 50, **rolls})
    assert result["outcome_label"] == said
    # the odds stay those of the untouched attack
    assert (
        result["odds_exact"] == calculate("brp_attack", {"attack": 60, "defence": 50})["odds_exact"]
    )


def test_brp_attack_without_dice_says_nothing_thrown() -> None:
    """Attack results: no die typed, only the odds."""
    result = calculate("brp_attack", {"attack": 60, "defence": 50})
    assert (result["attack_result"], result["defence_result"], result["outcome_label"]) == (
        None,
        None,
        None,
    )


def test_brp_burst_hits_and_their_die() -> None:
    """Basic Roleplaying, Edited House Rules › Burst fire: +30% to attack, and 1d4 or 1d6 hits
    (the player's choice): a hit die above 6 is refused at its field."""
    inputs = {"attack": 40, "defence": "", "missile": "yes", "fire": "burst", "attack_roll": 50}
    result = calculate("brp_attack", {**inputs, "hits_roll": 5})
    assert (result["attack_result"], result["outcome_label"]) == (
        "Success",
        "Damage rolled, 5 hits",
    )
    hits = calculate("brp_attack", inputs)["outcome_label"]
    assert hits == "Damage rolled; roll 1D4 or 1D6 for the hits"
    with pytest.raises(InputError, match="hits_roll"):
        calculate("brp_attack", {**inputs, "hits_roll": 7})
