"""RuneQuest calculators through the JSON facade, against the printed tables of RuneQuest, The Game
System."""

from fractions import Fraction

import pytest

from rules_py.calculators import calculate
from rules_py.contract import InputError


@pytest.mark.parametrize(
    ("chance", "critical", "special", "success", "fumble"),
    [
        pytest.param(50, 3, 10, 50, 98, id="RuneQuest > Ability Result Table row 50"),
        pytest.param(135, 7, 27, 95, 100, id="RuneQuest > Abilities Above 100%: Broadsword 135%"),
        pytest.param(30, 2, 6, 30, 97, id="RuneQuest > Ability Result Table row 30"),
        pytest.param(3, 1, 1, 5, 96, id="RuneQuest > Ability Result Table row 01-05"),
        pytest.param(90, 5, 18, 90, 100, id="RuneQuest > Ability Result Table row 90-92"),
    ],
)
def test_ability_bands(chance: int, critical: int, special: int, success: int, fumble: int) -> None:
    result = calculate("ability", {"chance": chance})
    assert (result["critical"], result["special"], result["success"], result["fumble"]) == (
        critical,
        special,
        success,
        fumble,
    )


def test_ability_odds_are_exact_and_sum_to_100() -> None:
    # RuneQuest › Ability Result Table row 50: critical 01–03, special 04–10, success 11–50,
    # fumble 98–00
    result = calculate("ability", {"chance": 50})
    assert result["odds"] == {
        "critical": 3.0,
        "special": 7.0,
        "success": 40.0,
        "failure": 47.0,
        "fumble": 3.0,
    }
    assert sum(Fraction(p) for p in result["odds_exact"].values()) == 1
    assert result["ranges"]["special"] == "04–10"


@pytest.mark.parametrize(
    ("chance", "roll", "level"),
    [
        pytest.param(74, 1, "critical", id="RuneQuest > Results: 01 is always a critical"),
        pytest.param(3, 5, "success", id="RuneQuest > Results: 01-05 always succeed"),
        pytest.param(135, 96, "failure", id="RuneQuest > Results: 96-00 always fail"),
        pytest.param(
            135, 100, "fumble", id="RuneQuest > Ability Result Table: 00 fumbles above 70"
        ),
        pytest.param(135, 27, "special", id="RuneQuest > Abilities Above 100%: 135% special on 27"),
        pytest.param(
            135, 28, "success", id="RuneQuest > Abilities Above 100%: 28 is a plain success"
        ),
        pytest.param(50, "00", "fumble", id="RuneQuest: 00 reads as 100"),
        pytest.param(
            0, 3, "success", id="RuneQuest > Results: 01-05 succeed even below 5% (A000-05)"
        ),
    ],
)
def test_ability_roll_result(chance: int, roll: int | str, level: str) -> None:
    assert calculate("ability", {"chance": chance, "roll": roll})["result"] == level


def test_ability_zero_chance_has_no_bands_when_read_as_no_chance() -> None:
    # RuneQuest › Abilities: "a 0% rating has no chance of success", the other reading of A000-05
    result = calculate("ability", {"chance": 0, "low_chance": "no_chance"})
    assert (result["critical"], result["success"], result["fumble"]) == (0, 0, 101)
    assert result["odds"]["failure"] == 100.0


def test_ability_zero_chance_rolls_as_five_percent_by_default() -> None:
    # RuneQuest › Results: "01–05 is always a success, even if the ability rating is lower"
    # (A000-05)
    assert (
        calculate("ability", {"chance": 0})["odds"] == calculate("ability", {"chance": 5})["odds"]
    )


def test_resistance_12_vs_10() -> None:
    # RuneQuest › Resistance Table: row (passive) 10, column (active) 12 reads 60
    result = calculate("resistance", {"active": 12, "passive": 10})
    assert result["chance"] == 60
    assert result["success"] == 60 and result["critical"] == 3


def test_resistance_dash_cell_leaves_01_to_05() -> None:
    # RuneQuest › The Resistance Table: a line means only 01–05 succeed
    result = calculate("resistance", {"active": 1, "passive": 21, "roll": 5})
    assert result["chance"] == -50 and result["chance_rolled"] == 5
    assert result["result"] == "success" and result["odds"]["success"] + result["odds"][
        "critical"
    ] == pytest.approx(5.0)


def test_characteristics_example() -> None:
    # STR 13 CON 11 SIZ 14 DEX 12 INT 13 POW 16 CHA 10: Hit Points (CON 11, SIZ 13–16 +1, POW 0),
    # Healing Rate 7–12 → 2, Damage Bonus 25–32 → +1D4, DEX SR 9–12 → 3, SIZ SR 7–14 → 2,
    # location column 10–12: chest 5, arms 3.
    result = calculate(
        "characteristics",
        {"str": 13, "con": 11, "siz": 14, "dex": 12, "int": 13, "pow": 16, "cha": 10},
    )
    assert result["hit_points"] == 12
    assert result["healing_rate"] == 2
    assert result["damage_bonus"] == "+1D4"
    assert (result["dex_sr"], result["siz_sr"]) == (3, 2)
    assert result["location_hp"]["chest"] == 5
    assert result["location_hp"]["left_arm"] == result["location_hp"]["right_arm"] == 3
    assert result["magic_points"] == 16
    assert "13–16" in result["work"]["hit_points"]
    assert "25–32" in result["work"]["damage_bonus"]


def test_opposed_above_100_broadsword_example() -> None:
    # RuneQuest › Abilities Above 100%: Broadsword 135% takes 35 from everyone, the holder included
    result = calculate("opposed", {"a": 135, "b": 60})
    assert (result["reduction"], result["a_effective"], result["b_effective"]) == (35, 100, 25)
    assert sum(Fraction(p) for p in result["odds_exact"].values()) == 1


def test_opposed_reduced_chance_keeps_5() -> None:
    # RuneQuest › Abilities Above 100%: "the default chance of 5% remains"
    assert calculate("opposed", {"a": 150, "b": 40})["b_effective"] == 5


@pytest.mark.parametrize(
    ("b", "shown", "sum_"),
    [
        (12, 5, "12% − 10% = 2%: the default 5% remains"),
        (3, 5, "3% − 10% = −7%: the default 5% remains"),
        (40, 30, "40% − 10% = 30%"),
    ],
    ids=lambda v: str(v),
)
def test_opposed_reduced_side_shows_the_chance_it_rolls_at(b: int, shown: int, sum_: str) -> None:
    """RuneQuest, The Game System › Abilities Above 100%: 110% takes 10 from everyone and "the
    default chance of 5% remains, however much an ability is reduced": a 3% or a 12% rolls at 5%
    (01–05 succeed) and the page shows 5, with the sum that got there."""
    result = calculate("opposed", {"a": 110, "b": b})
    assert (result["b_effective"], result["b_sum"]) == (shown, sum_)
    assert (result["a_effective"], result["a_sum"]) == (100, "110% − 10% = 100%")


def test_opposed_without_a_reduction_shows_no_sum() -> None:
    """RuneQuest, The Game System › Abilities Above 100%: nothing above 100, nothing taken."""
    result = calculate("opposed", {"a": 90, "b": 3})
    assert (result["b_effective"], result["b_sum"], result["reduction"]) == (3, None, 0)


def test_opposed_with_rolls() -> None:
    result = calculate("opposed", {"a": 60, "b": 45, "a_roll": 10, "b_roll": 2})
    # 60%: special up to 12; 45%: critical up to 2 → B's critical beats A's special
    assert (result["a_result"], result["b_result"], result["outcome"]) == (
        "special",
        "critical",
        "b_wins",
    )


def test_opposed_reads_one_roll_alone_and_waits_for_the_other() -> None:
    # RuneQuest › Opposed Resolution: A (60%) rolls 10 first: a special (1/5 of 60 is 12).
    answer = calculate("opposed", {"a": 60, "b": 45, "a_roll": 10})
    assert (answer["a_result_label"], answer["b_result_label"]) == ("Special success", None)
    assert answer["outcome_label"] is None


def test_augment_branches_follow_the_augment_table() -> None:
    # RuneQuest › Augment Result Table: +50 / +30 / +20 / −20 / −50 to the desired ability
    result = calculate("augment", {"augmenting": 50, "ability": 60})
    assert [b["final_chance"] for b in result["branches"]] == [110, 90, 80, 40, 10]
    # 3% × 95 + 7% × 90 + 40% × 80 + 47% × 40 + 3% × 10 = 60.25%
    assert result["success_exact"] == "241/400"
    assert result["success_without"] == 60.0


@pytest.mark.parametrize(
    ("inputs", "key", "row"),
    [
        pytest.param(
            {"pow": 16}, "hit_points", "POW 16 (row 13–16", id="RuneQuest > Hit Points row 13-16"
        ),
        pytest.param(
            {"con": 4}, "healing_rate", "row 6 or less", id="RuneQuest > Healing Rate 6 or less"
        ),
        pytest.param({"dex": 25}, "dex_sr", "row 19+", id="RuneQuest > Strike Rank DEX 19+"),
        pytest.param(
            {"str": 30, "siz": 30},
            "damage_bonus",
            "row 57–72",
            id="RuneQuest > Damage Bonus: each +16",
        ),
    ],
)
def test_characteristics_show_the_printed_row(inputs: dict[str, int], key: str, row: str) -> None:
    values = {"str": 13, "con": 11, "siz": 14, "dex": 12, "int": 13, "pow": 16, "cha": 10}
    assert row in calculate("characteristics", values | inputs)["work"][key]


def test_characteristic_roll_multiplier() -> None:
    # RuneQuest › Characteristic Rolls: ×5 as a rule, ×10 for a simple attempt
    values = {"str": 13, "con": 11, "siz": 14, "dex": 12, "int": 13, "pow": 16, "cha": 10}
    assert calculate("characteristics", values)["characteristic_rolls"]["pow"] == 80
    simple = calculate("characteristics", values | {"multiplier": 10})
    # STR 13 × 10 = 130%: rolled against 130, it still fails on 96–00, so the bar shows 95%
    assert simple["characteristic_chances"]["str"] == 130
    assert simple["characteristic_rolls"]["str"] == 95


def test_a_zero_rating_cannot_augment_when_read_as_no_chance() -> None:
    with pytest.raises(InputError) as raised:
        calculate("augment", {"augmenting": 0, "ability": 60, "low_chance": "no_chance"})
    assert raised.value.input == "augmenting"


def test_a_zero_rating_augments_as_five_percent_by_default() -> None:
    # A000-05, site reading: a 0% augmenting ability still rolls 01–05
    zero = calculate("augment", {"augmenting": 0, "ability": 60})
    assert zero["odds"] == calculate("augment", {"augmenting": 5, "ability": 60})["odds"]


@pytest.mark.parametrize(
    ("strength", "bands"),
    [
        pytest.param(
            191,
            [("01–96", "critical"), ("97–99", "special"), ("00", "fumble")],
            id="RuneQuest > Results: best result applies, 1,910% criticals reach 96 (A000-04)",
        ),
        pytest.param(
            190,
            [("01–95", "critical"), ("96–99", "special"), ("00", "fumble")],
            id="RuneQuest > Ability Result Table: 1,900%, a twentieth is 95, 96-99 special",
        ),
        pytest.param(
            197,
            [("01–99", "critical"), ("00", "fumble")],
            id="RuneQuest > Results: at 1,970% every roll short of 00 is critical (A000-04)",
        ),
    ],
)
def test_very_high_chances_under_the_other_reading_of_96_to_99(
    strength: int, bands: list[tuple[str, str]]
) -> None:
    """RuneQuest, The Game System › Results: "Always use the best result indicated by the dice
    roll"; reading A000-04's other reading lets the ranges win over 96–99 (00 stays a fumble).
    A characteristic roll ×10 of STR 191 is 1,910%: a twentieth, 95.5, rounds up to 96, so 96
    is a critical as well as a special, and the best result counts: it once read special."""
    inputs = {"str": strength, "con": 10, "siz": 10, "dex": 10, "int": 10, "pow": 10, "cha": 10}
    result = calculate(
        "characteristics",
        {**inputs, "multiplier": 10, "roll_for": "str", "high_rolls": "special"},
    )
    assert result["characteristic_chances"]["str"] == strength * 10
    shown = [(band["range"], band["level"]) for band in result["roll_strip"]["bands"]]
    assert shown == bands
    # the site's reading: 96–00 never succeed, however high the chance
    ours = calculate("characteristics", {**inputs, "multiplier": 10, "roll_for": "str"})
    ours_shown = [(band["range"], band["level"]) for band in ours["roll_strip"]["bands"]]
    assert ours_shown[-2:] == [("96–99", "failure"), ("00", "fumble")]
