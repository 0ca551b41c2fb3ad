"""The Runeball calculators through the facade: values worked out from the notes' rules, the
readings as settings, and bad input named at its field."""

import math
from fractions import Fraction

import pytest

from rules_py.calculators import calculate
from rules_py.contract import InputError
from rules_py.numbers import percent

PASS = {"pass_skill": 10, "range": 8, "catch_skill": 10}
BLOCK = {
    "block": 10,
    "defence": 10,
    "blocker_mus": 10,
    "defender_mus": 10,
    "blocker_wound_number": 7,
    "defender_wound_number": 7,
}
PLAYER = {"mus": 12, "skl": 11, "spd": 13, "tou": 12, "wit": 10, "tec": 11, "cha": 9}


def test_runeball_player_skills_and_derived_values() -> None:
    """Runeball 2022 Notes › Skills."""
    result = calculate("runeball_player", PLAYER)
    assert result["skills"] == {"block": 9, "dodge": 9, "catch": 9, "pass": 8, "kick": 9}
    assert result["hit_points"] == 12 + 6 + 5 + 8
    assert (result["initiative"], result["move"], result["wound_number"]) == (1, 6, 7)
    assert result["rolled"] is None


def test_runeball_player_increase_and_roller() -> None:
    """Runeball 2022 Notes › Stats: +1 choices, and 2d6+4 eight times, best seven."""
    raised = calculate(
        "runeball_player",
        PLAYER | {"increase": "two_plus_one", "first": "spd", "second": "tou", "seed": 3},
    )
    assert raised["stats"]["spd"] == 14 and raised["stats"]["tou"] == 13
    assert len(raised["rolled"]) == 8 and len(raised["kept"]) == 7
    again = calculate("runeball_player", PLAYER | {"seed": 3})
    assert again["rolled"] == raised["rolled"]
    with pytest.raises(InputError) as error:
        calculate(
            "runeball_player",
            PLAYER | {"increase": "plus_one_and_eight", "first": "mus", "second": "spd"},
        )
    assert error.value.input == "second"


def test_runeball_player_readings_change_the_numbers() -> None:
    base_only = calculate("runeball_player", PLAYER | {"mus": 16, "skill_value": "base_only"})
    assert base_only["skills"]["block"] == 8
    odd = PLAYER | {"mus": 13, "tec": 11}
    assert (
        calculate("runeball_player", odd | {"hp_halves": "sum_down"})["hit_points"]
        == calculate("runeball_player", odd)["hit_points"] + 1
    )
    third = calculate("runeball_player", PLAYER | {"spd": 15, "stat_bonus": "third"})
    assert third["initiative"] == 2 + 0


@pytest.mark.parametrize(
    ("die", "success"),
    [("d12", Fraction(3, 4)), ("d20", Fraction(17, 20)), ("2d6", Fraction(11, 12))],
)
def test_runeball_test_dice_reading(die: str, success: Fraction) -> None:
    """Runeball 2022 Notes › Passing DL: skill 10 against DL 14 under each reading of the dice
    (A003-01)."""
    result = calculate("runeball_test", {"skill": 10, "dl": 14, "test_die": die})
    assert result["success_exact"] == str(success)
    assert math.isclose(sum(result["margins"].values()), 100)


def test_runeball_test_exertion_adds_and_costs() -> None:
    """Runeball 2022 Notes › Exertion."""
    plain = calculate("runeball_test", {"skill": 10, "dl": 14})
    exerted = calculate("runeball_test", {"skill": 10, "dl": 14, "exertion": 2})
    assert exerted["success_exact"] == "11/12"
    assert (plain["needed"], exerted["needed"]) == ("4 or more on 1d12", "2 or more on 1d12")
    assert exerted["exertion_cost"] == "2–8 hit points (2d4)"


@pytest.mark.parametrize(
    ("skill", "dl", "test_die", "needed", "success"),
    [
        pytest.param(10, 50, "d12", "Never: no roll reaches the DL", "0", id="DL out of reach"),
        pytest.param(10, 23, "d12", "Never: no roll reaches the DL", "0", id="needs a 13 on d12"),
        pytest.param(10, 22, "d12", "12 on 1d12", "1/12", id="needs the top face"),
        pytest.param(40, 1, "d12", "Always: every roll succeeds", "1", id="DL far below"),
        pytest.param(10, 11, "d12", "Always: every roll succeeds", "1", id="a 1 is enough"),
        pytest.param(10, 12, "2d6", "Always: every roll succeeds", "1", id="2d6 never below 2"),
        pytest.param(10, 31, "d20", "Never: no roll reaches the DL", "0", id="d20 needs 21"),
    ],
)
def test_runeball_test_always_and_never(
    skill: int, dl: int, test_die: str, needed: str, success: str
) -> None:
    """Runeball 2022 › Recovering a Bouncing Ball ("skill roll vs. DL", reading A003-01): a DL
    that every roll reaches, or none, is said so, not as a die face the dice do not have."""
    result = calculate("runeball_test", {"skill": skill, "dl": dl, "test_die": test_die})
    assert (result["needed"], result["success_exact"]) == (needed, success)


def test_runeball_pass_dl_bands_and_outcomes() -> None:
    """Runeball 2022 Notes › Passing and Handoffs: range 8 is DL 14; one defender beside and one
    in front of the passer make it 17."""
    result = calculate("runeball_pass", PASS | {"passer_adjacent": 2, "passer_adjacent_front": 1})
    assert result["dl"] == 17
    # d12 + 10 − 17: die 10–12 perfect, 7–9 accurate, 4–6 off target, 1–3 scatter
    assert result["odds_exact"] == {
        "perfect": "1/4",
        "accurate": "1/4",
        "off_target": "1/4",
        "scatter": "1/4",
        "fumble": "0",
    }
    # catches: DL 8 sure; DL 12 on 2+ (11/12); DL 16 on 6+ (7/12); a scatter lands on the ground
    completed = Fraction(1, 4) * (1 + Fraction(11, 12) + Fraction(7, 12))
    assert Fraction(result["outcomes_exact"]["completed"]) == completed
    assert math.isclose(sum(result["outcomes"].values()), 100)
    front = calculate(
        "runeball_pass",
        PASS | {"passer_adjacent": 2, "passer_adjacent_front": 1, "front_defender": "plus_three"},
    )
    assert front["dl"] == 18


def test_a_handoff_prices_no_exertion() -> None:
    """Runeball 2022 › Handoffs: "the passer does not actually roll", so exertion (Exertion:
    "increase the roll") buys nothing there and costs nothing."""
    plain = calculate("runeball_pass", PASS | {"range": 1})
    exerted = calculate("runeball_pass", PASS | {"range": 1, "exertion": 2})
    assert exerted["exertion_cost"] == "nothing: a handoff has no roll to raise"
    assert exerted["outcomes_exact"] == plain["outcomes_exact"]
    thrown = calculate("runeball_pass", PASS | {"exertion": 2})
    assert thrown["exertion_cost"] == "2–8 hit points (2d4)"


def test_runeball_pass_interceptor_and_handoff() -> None:
    """Runeball 2022 Notes › Intercepting a Pass; Handoffs."""
    intercepted = calculate("runeball_pass", PASS | {"interceptor_catch": 12})
    assert intercepted["outcomes"]["intercepted"] > 0
    handoff = calculate("runeball_pass", PASS | {"range": 1, "receiver_adjacent": 1})
    assert handoff["dl"] is None and handoff["kind"] == "handoff"
    assert handoff["outcomes_exact"]["completed"] == "1"  # catch DL 10 with Catch 10: always


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        (PASS | {"range": 19}, "range"),
        (PASS | {"passer_adjacent": 1, "passer_adjacent_front": 2}, "passer_adjacent_front"),
        (PASS | {"passer_adjacent": 7}, "passer_adjacent"),
    ],
)
def test_runeball_pass_bad_input_names_its_field(inputs: dict[str, object], field: str) -> None:
    with pytest.raises(InputError) as error:
        calculate("runeball_pass", inputs)
    assert error.value.input == field


def test_runeball_kick_kickoff_scatter_and_field_goal() -> None:
    """Runeball 2022 Notes › The Kickoff; Kicking a Field Goal."""
    kickoff = calculate("runeball_kick", {"kick_skill": 0})
    # d12 + 0 − 10: the die showing 1–3 fails by 7 or more (out of bounds)
    assert kickoff["scatter_exact"]["out_of_bounds"] == "1/4"
    assert math.isclose(sum(kickoff["scatter"].values()), 100)
    result = calculate("runeball_kick", {"kick_skill": 4, "distance": 9, "adjacent": 1})
    assert result["dl"] == 6 + 9 + 1
    assert result["success_exact"] == "1/12"  # the die must show 12
    assert math.isclose(sum(result["miss_scatter"].values()), 100 * 11 / 12)
    kickoff_only = calculate("runeball_kick", {"kick_skill": 4})
    assert kickoff_only["dl"] is None and kickoff_only["success"] is None


def test_runeball_block_odds_and_wounds() -> None:
    """Runeball 2022 Notes › Blocking; Knockdowns; Wounds."""
    result = calculate("runeball_block", BLOCK)
    assert result["odds_exact"]["knockdown"] == "5/16"  # 45 of 144 pairs differ by 3 or more
    assert math.isclose(sum(result["odds"].values()), 100)
    # 1d6 + 1d4 − 2 reaches 7 on 3 of 24
    assert result["defender_wound_chance"] == 12.5
    tackle = calculate("runeball_block", BLOCK | {"tackle": "yes", "sprint": "yes"})
    assert tackle["attack"] == 7
    used = calculate("runeball_block", BLOCK | {"defences_used": 2})
    assert used["defence_now"] == 6
    assert used["odds"]["knockdown"] > result["odds"]["knockdown"]
    reroll = calculate("runeball_block", BLOCK | {"opposed_tie": "reroll"})
    assert reroll["odds"]["knockback"] < result["odds"]["knockback"]
    bare = calculate("runeball_block", BLOCK | {"armour": "none"})
    assert bare["defender_wound_chance"] > result["defender_wound_chance"]
    with pytest.raises(InputError) as error:
        calculate("runeball_block", BLOCK | {"exertion": 1, "counter_exertion": 2})
    assert error.value.input == "counter_exertion"


def test_runeball_wound_chain_and_effects() -> None:
    """Runeball 2022 Notes › Wounds."""
    result = calculate("runeball_wound", {"roll": 11, "second_roll": 9})
    assert result["wound"] == "Break then Cripple"
    assert result["skill_penalty"] == -2
    assert result["hp_per_action"] == "1 + 1d4"
    assert (result["initiative_penalty"], result["move_penalty"]) == (-2, -1)
    seeded = calculate("runeball_wound", {"seed": 8})
    assert seeded == calculate("runeball_wound", {"seed": 8})
    with pytest.raises(InputError) as error:
        calculate("runeball_wound", {"roll": 3, "second_roll": 4})
    assert error.value.input == "second_roll"
    with pytest.raises(InputError) as error:
        calculate("runeball_wound", {"second_roll": 4})
    assert error.value.input == "second_roll"


@pytest.mark.parametrize("test_die", ["d12", "d20", "2d6"])
@pytest.mark.parametrize(("skill", "dl", "points"), [(10, 14, 2), (10, 14, 1), (5, 20, 2)])
def test_exertion_before_or_after_the_roll(skill: int, dl: int, points: int, test_die: str) -> None:
    """Runeball 2022 › Exertion (reading A003-43): exertion chosen before the roll adds to every
    roll; spent after it, only on a miss by no more than the points, and only what that miss
    needs. Both are counted here face by face."""
    faces: dict[str, list[tuple[int, ...]]] = {
        "d12": [(r,) for r in range(1, 13)],
        "d20": [(r,) for r in range(1, 21)],
    }
    faces["2d6"] = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    rolls = [sum(face) for face in faces[test_die]]
    share = Fraction(1, len(rolls))
    before: dict[int, Fraction] = {}
    after: dict[int, Fraction] = {}
    spent = {1: Fraction(0), 2: Fraction(0)}
    for roll in rolls:
        margin = roll + skill - dl
        before[margin + points] = before.get(margin + points, Fraction(0)) + share
        if -points <= margin < 0:
            spent[-margin] += share
            margin = 0
        after[margin] = after.get(margin, Fraction(0)) + share
    inputs = {"skill": skill, "dl": dl, "exertion": points, "test_die": test_die}
    ours = calculate("runeball_test", inputs)
    other = calculate("runeball_test", {**inputs, "exertion_timing": "after"})
    assert {int(m): Fraction(p) for m, p in ours["margins_exact"].items()} == before
    assert {int(m): Fraction(p) for m, p in other["margins_exact"].items()} == after
    assert ours["success_exact"] == other["success_exact"]  # the same chance either way
    assert ours["exertion_cost"] == f"{points}–{4 * points} hit points ({points}d4)"
    paid = [
        f"{n}d4 hit points {percent(float(p * 100))} of the time" for n, p in spent.items() if p
    ]
    assert other["exertion_cost"] == (
        "; ".join(paid) + "; nothing otherwise" if paid else "nothing: no roll needs it"
    )


def test_exertion_after_the_roll_on_a_d12() -> None:
    """Runeball 2022 › Exertion: skill 10 against DL 14 with 2 points to spare. A 2 or a 3 on the
    d12 misses by 2 or 1 and is bought up to a bare success, one time in twelve each."""
    result = calculate(
        "runeball_test", {"skill": 10, "dl": 14, "exertion": 2, "exertion_timing": "after"}
    )
    assert result["success_exact"] == "11/12"
    assert result["margins_exact"]["0"] == "1/4"  # the 2, the 3 and the 4
    assert result["exertion_cost"] == (
        "1d4 hit points 8.33% of the time; 2d4 hit points 8.33% of the time; nothing otherwise"
    )


RUNEBALL = "Runeball 2022 Notes › "


@pytest.mark.parametrize(
    ("roll", "said"),
    [
        (9, "succeeds by 5: Perfect pass, catch DL 8"),
        (5, "succeeds by 1: Accurate pass, catch DL 12"),
        (2, "fails by 2: Off target, catch DL 16"),
    ],
    ids=[
        f"{RUNEBALL}Passing and Handoffs, Pass Result: {n}" for n in ("perfect", "accurate", "off")
    ],
)
def test_runeball_pass_the_thrown_die_gives_its_pass_result(roll: int, said: str) -> None:
    """Passing DL: range 7–10 is DL 14; Pass Result: succeeds by 3+ a perfect pass (catch DL
    8), by 0–2 accurate (12), fails by 1–3 off target (16). Pass 10 on 1d12."""
    result = calculate("runeball_pass", {**PASS, "roll": roll})
    assert result["dl"] == 14
    assert result["roll_result"].endswith(said)
    plain = calculate("runeball_pass", PASS)
    assert plain["roll_result"] is None and plain["odds_exact"] == result["odds_exact"]


def test_runeball_pass_roll_throws_the_die_in_force() -> None:
    """Skills (reading A003-01): the page's Roll throws the test die of the house rules; the
    same seed throws the same, and a typed face the die cannot show is refused."""
    thrown = calculate("runeball_pass", {**PASS, "seed": 11})
    assert 1 <= thrown["roll"] <= 12
    assert thrown == calculate("runeball_pass", {**PASS, "seed": 11})
    with pytest.raises(InputError, match="1d12 shows 1 to 12"):
        calculate("runeball_pass", {**PASS, "roll": 15})
    on_2d6 = calculate("runeball_pass", {**PASS, "seed": 11, "test_die": "2d6"})
    assert 2 <= on_2d6["roll"] <= 12


@pytest.mark.parametrize(
    ("dice", "said"),
    [
        ((9, 4), "19 against 14: succeeds by 5, Knocked back 1 hex and down"),
        ((5, 4), "15 against 14: succeeds by 1, Knocked back 1 hex"),
        ((4, 9), "14 against 19: fails by 5, Blocker knocked down"),
    ],
    ids=[f"{RUNEBALL}Blocking: {n}" for n in ("knockdown", "knockback", "blocker down")],
)
def test_runeball_block_the_thrown_dice_give_their_row(dice: tuple[int, int], said: str) -> None:
    """Blocking: an opposed test, Block 10 against Block 10 on 1d12 each; succeeds by 3+
    knocked back and down, by 0–2 knocked back, fails by 4–6 the blocker is knocked down."""
    blocker, defender = dice
    result = calculate(
        "runeball_block",
        {**BLOCK, "blocker_roll": blocker, "defender_roll": defender},
    )
    assert result["roll_result"].startswith(said)


def test_runeball_skill_test_the_thrown_die() -> None:
    """Skills: die + skill against the DL, the margin the difference. Kick 8 rolling 5 against
    DL 10 succeeds by 3 (The Kickoff)."""
    result = calculate("runeball_test", {"skill": 8, "dl": 10, "roll": 5})
    assert result["roll_result"] == "5 on 1d12: 5 + 8 = 13 against DL 10, succeeds by 3"
    assert calculate("runeball_test", {"skill": 8, "dl": 10})["roll_result"] is None
