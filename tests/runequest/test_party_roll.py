"""The party roll (RuneQuest, The Game System › Abilities; Results; Ability Result Table): each
character's ability roll, and the exact odds of how many succeed, against brute force over every
way the d100s can fall, under every reading of the ability roll (A000-05, A000-01, A000-04)."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import calculate
from rules_py.contract import InputError
from rules_py.numbers import percent, percents
from rules_py.runequest.party_roll import success_faces, successes
from rules_py.runequest.results import Fumbles, HighRolls, LowChance, result_level

D100 = range(1, 101)
READINGS = list(itertools.product(LowChance, Fumbles, HighRolls))
READING_IDS = ["-".join(member.value for member in each) for each in READINGS]


def brute_force(
    chances: list[int], low: LowChance, fumbles: Fumbles, high: HighRolls
) -> dict[int, Fraction]:
    """The odds of each number of successes, from every one of the 100 ** n ways the dice fall."""
    succeeds = [
        [int(result_level(chance, roll, low, None, fumbles, high).succeeded) for roll in D100]
        for chance in chances
    ]
    # One tuple of faces' outcomes per way the dice fall (100 ** n of them), each one counted.
    counts = Counter(map(sum, itertools.product(*succeeds)))
    total = 100 ** len(chances)
    return {k: Fraction(counts[k], total) for k in range(len(chances) + 1)}


# Chances where the readings change the faces: 0% or less (A000-05), above 478% (A000-04), and
# ordinary ones with fumble bands (A000-01 changes no success, which the test shows).
TWO = [[-20, 60], [500, 3], [0, 100], [45, 96]]
THREE = [[60, 45, 80], [-5, 500, 50]]


@pytest.mark.parametrize("readings", READINGS, ids=READING_IDS)
@pytest.mark.parametrize("chances", TWO, ids=str)
def test_two_characters_match_brute_force(
    chances: list[int], readings: tuple[LowChance, Fumbles, HighRolls]
) -> None:
    assert dict(successes(chances, *readings)) == brute_force(chances, *readings)


@pytest.mark.parametrize("readings", READINGS, ids=READING_IDS)
@pytest.mark.parametrize("chances", THREE, ids=str)
def test_three_characters_match_brute_force(
    chances: list[int], readings: tuple[LowChance, Fumbles, HighRolls]
) -> None:
    assert dict(successes(chances, *readings)) == brute_force(chances, *readings)


def test_at_least_one_of_60_45_80_is_95_6_percent() -> None:
    # RuneQuest › Ability Result Table: 60%, 45% and 80% succeed on 01-60, 01-45 and 01-80, so
    # all three fail with 40/100 x 55/100 x 20/100 = 4.4%.
    result = calculate("party_roll", {"characters": "Vasana:60;Kallyr:45;Harrek:80"})
    assert result["someone_exact"] == "239/250" and result["someone"] == 95.6
    assert result["everyone_exact"] == "27/125" and result["everyone"] == 21.6
    assert result["odds"] == {"0 of 3": 4.4, "1 of 3": 27.8, "2 of 3": 46.2, "3 of 3": 21.6}
    assert result["who"] is None and result["rolls"] == []  # no seed: nothing rolled


@pytest.mark.parametrize(
    ("chance", "low", "faces"),
    [
        pytest.param(
            -30, LowChance.FIVE_PERCENT, 5, id="RuneQuest > Results: 01-05 succeed (A000-05)"
        ),
        pytest.param(-30, LowChance.NO_CHANCE, 0, id="RuneQuest > Results: no chance (A000-05)"),
        pytest.param(135, LowChance.FIVE_PERCENT, 95, id="RuneQuest > Results: 96-00 always fail"),
    ],
)
def test_a_characters_chance_is_the_ability_rolls(chance: int, low: LowChance, faces: int) -> None:
    assert success_faces(chance, low) == faces
    result = calculate("party_roll", {"characters": f"Ana:{chance}", "low_chance": low.value})
    assert result["characters"][0]["succeeds"] == faces


@pytest.mark.parametrize("readings", READINGS, ids=READING_IDS)
def test_each_roll_is_the_ability_rolls_result(
    readings: tuple[LowChance, Fumbles, HighRolls],
) -> None:
    settings = {"low_chance": readings[0].value, "fumbles": readings[1].value}
    settings["high_rolls"] = readings[2].value
    rows = "Vasana:-10;Kallyr:45;Harrek:500;Ivo:95"
    for seed in range(1, 40):
        result = calculate("party_roll", {"characters": rows, "seed": seed, **settings})
        for row in result["characters"]:
            ability = calculate(
                "ability", {"chance": row["chance"], "roll": row["roll"], **settings}
            )
            assert row["result_label"] == ability["result_label"]
            assert row["succeeded"] == ability["experience_check"]
        winners = [row["name"] for row in result["characters"] if row["succeeded"]]
        assert result["who"] == (", ".join(winners) or "Nobody")


def test_the_log_names_each_character_and_the_skill() -> None:
    result = calculate(
        "party_roll",
        {"skill": "Scan", "characters": "Vasana:60;Kallyr:45", "seed": 7, "hidden": "yes"},
    )
    first, second = result["rolls"]
    assert first["inputs"] == "Vasana, Scan 60%" and second["inputs"] == "Kallyr, Scan 45%"
    assert first["rolled"] == result["characters"][0]["roll"]
    assert first["result"] == result["characters"][0]["result_label"]
    assert first["hidden"] is True and len(first["rolled"]) == 2  # "07", "00": as the dice show
    # The same seed rolls the same again.
    again = calculate(
        "party_roll", {"skill": "Scan", "characters": "Vasana:60;Kallyr:45", "seed": 7}
    )
    assert [r["rolled"] for r in again["rolls"]] == [first["rolled"], second["rolled"]]


def test_a_table_with_no_character_is_refused() -> None:
    with pytest.raises(InputError, match="characters: add at least 1 row"):
        calculate("party_roll", {"characters": ""})


@given(st.lists(st.integers(min_value=-200, max_value=999), max_size=8))
def test_the_odds_add_up_and_match_the_product(chances: list[int]) -> None:
    odds = successes(chances)
    assert sum(odds.values()) == 1
    none = Fraction(1)
    everyone = Fraction(1)
    for chance in chances:
        p = Fraction(success_faces(chance), 100)
        none *= 1 - p
        everyone *= p
    assert odds[0] == none and odds[len(chances)] == everyone


def _figure(text: str) -> Fraction:
    """A shown percentage as a number; a bound ("<0.01%", ">99.99%") as the bound."""
    return Fraction(text.rstrip("%").lstrip("<>"))


def test_all_succeed_is_the_three_of_three_row_as_shown() -> None:
    """RuneQuest, The Game System › Ability Result Table: 10%, 35% and 35% all succeed with
    10/100 × 35/100 × 35/100 = 1.225%; "How many succeed" rounds its rows together (1.22% for
    "3 of 3", adding to 100), and "All succeed" is that row, not 1.23% rounded alone; "At least
    one succeeds" is 100 less the "0 of 3" row's 38.03%."""
    result = calculate("party_roll", {"characters": "Ana:10;Bo:35;Cy:35"})
    rows = dict(zip(result["odds"], percents(list(result["odds"].values())), strict=True))
    assert result["everyone_exact"] == "49/4000"
    assert rows["3 of 3"] == percent(result["everyone"]) == "1.22%"
    assert rows["0 of 3"] == "38.03%" and percent(result["someone"]) == "61.97%"


@given(
    st.lists(st.integers(min_value=-30, max_value=600), min_size=1, max_size=6),
    st.sampled_from(READINGS),
)
def test_each_lone_figure_equals_its_row_as_shown(
    chances: list[int], readings: tuple[LowChance, Fumbles, HighRolls]
) -> None:
    """RuneQuest, The Game System › Ability Result Table: one figure per event. "All succeed" is
    the "n of n" row of "How many succeed" as the page shows it, and "At least one succeeds" is
    100 less the "0 of n" row (the rows add to exactly 100, so it is also the other rows' sum)."""
    low, fumbles, high = readings
    result = calculate(
        "party_roll",
        {
            "characters": ";".join(f"C{i}:{chance}" for i, chance in enumerate(chances)),
            "low_chance": low.value,
            "fumbles": fumbles.value,
            "high_rolls": high.value,
        },
    )
    n = len(chances)
    rows = dict(zip(result["odds"], percents(list(result["odds"].values())), strict=True))
    assert _figure(percent(result["everyone"])) == _figure(rows[f"{n} of {n}"])
    assert percent(result["everyone"])[0] == rows[f"{n} of {n}"][0]  # a bound stays a bound
    someone = percent(result["someone"])
    nobody = rows[f"0 of {n}"]
    if nobody[0] in "<>":  # a bound beside its complement's bound
        assert someone[0] in "<>" and someone[0] != nobody[0]
    else:
        assert _figure(someone) == 100 - _figure(nobody)
