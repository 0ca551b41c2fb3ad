"""The readings of unclear rules: declared once, listed on the Sources page, offered as settings
by the calculators they change, and changing the numbers exactly as the pages say."""

import importlib
import pkgutil
import re
from dataclasses import replace
from itertools import product

import pytest

import rules_py
from rules_py.calculators import REGISTRY, calculate
from rules_py.request.contests import AllFail, standing
from rules_py.request.several import multi_contest_odds
from rules_py.sources_page.readings import all_readings
from rules_py.sources_page.tables import affected, settings_by_reading
from rules_py.sources_page.tables import readings as readings_table

READINGS = all_readings()


def _table_names() -> set[str]:
    """Every ``doc.table`` a page can include, from each sub-package that has tables."""
    names = set()
    for package in pkgutil.iter_modules(rules_py.__path__):
        if package.ispkg and importlib.util.find_spec(f"rules_py.{package.name}.tables"):
            module = importlib.import_module(f"rules_py.{package.name}.tables")
            names |= {f"{package.name}.{name}" for name in module.TABLES}
    return names


TABLE_NAMES = _table_names()


def test_reading_ids_are_well_formed_and_unique() -> None:
    for reading_id, reading in READINGS.items():
        assert re.fullmatch(r"A00\d-\d\d", reading_id), reading_id
        assert reading.anchor == reading_id.lower()


def test_every_setting_names_a_declared_reading_that_lists_its_calculator() -> None:
    for calculator in REGISTRY.values():
        for setting in calculator.settings:
            assert setting.reading in READINGS, (calculator.name, setting.name)
            assert calculator.name in affected(READINGS[setting.reading]), (
                f"{setting.reading} does not list {calculator.name}, which offers it"
            )
            assert setting.default == setting.choices[0]


def test_what_a_reading_changes_comes_from_the_settings_that_offer_it() -> None:
    """A calculator offering a reading is listed without the reading naming it again."""
    for reading_id, offering in settings_by_reading().items():
        bare = replace(READINGS[reading_id], affects=())
        assert set(affected(bare)) == {name for name, _, _ in offering}, reading_id


def test_a_reading_that_changes_a_number_names_no_calculator_by_hand() -> None:
    """The calculators such a reading changes are the ones whose settings offer it,
    read from their declarations; a hand-written list could drift from them."""
    for reading in READINGS.values():
        if reading.numbers:
            named = [name for name in reading.affects if name in REGISTRY]
            assert named == [], f"{reading.id}: {named} come from the settings that offer it"
            assert affected(reading), f"{reading.id} changes a number yet no setting offers it"


def test_the_readings_table_lists_every_setting_any_calculator_declares() -> None:
    declared = {
        (setting.reading, setting.name)
        for calculator in REGISTRY.values()
        for setting in calculator.settings
    }
    table = readings_table()
    listed = {
        (re.search(r"A00\d-\d\d", row[0])[0], name)  # type: ignore[index]
        for row in table.rows
        for name in re.findall(r"`(\w+)`", row[-1])
    }
    assert listed == declared
    assert set(settings_by_reading()) <= set(READINGS)


def test_what_a_reading_changes_exists() -> None:
    for reading in READINGS.values():
        for name in reading.affects:
            assert name in REGISTRY or name in TABLE_NAMES, (reading.id, name)


# --- each setting changes the numbers as its note says ----------------------------------------


@pytest.mark.parametrize(
    ("holder_bands", "outcome", "a_result"),
    [
        pytest.param(
            "full", "a_wins", "special", id="RuneQuest > Abilities Above 100%: Broadsword 135%"
        ),
        pytest.param(
            "reduced", "tie", "success", id="RuneQuest > Abilities Above 100%: including self"
        ),
    ],
)
def test_broadsword_example_under_both_readings(
    holder_bands: str, outcome: str, a_result: str
) -> None:
    # The example: Broadsword 135% has special on 27 or lower, critical on 01–07; the parry at
    # 60% is reduced by 35 to 25%.
    inputs = {"a": 135, "b": 60, "a_roll": 27, "b_roll": 20, "holder_bands": holder_bands}
    result = calculate("opposed", inputs)
    assert (result["outcome"], result["a_result"], result["b_effective"]) == (
        outcome,
        a_result,
        25,
    )
    critical = calculate("opposed", {**inputs, "a_roll": 7})["a_result"]
    assert critical == ("critical" if holder_bands == "full" else "special")
    contest = calculate("contest", {**inputs, "system": "runequest"})
    assert contest["outcome"] == outcome


def test_broadsword_odds_stated_on_the_opposed_page() -> None:
    # docs/runequest/opposed.md states these for 135% against 60% under both readings
    full = calculate("opposed", {"a": 135, "b": 60})["odds"]
    reduced = calculate("opposed", {"a": 135, "b": 60, "holder_bands": "reduced"})["odds"]
    assert [round(full[k], 2) for k in ("a_wins", "b_wins", "tie", "two_losers")] == [
        76.93,
        4.85,
        14.47,
        3.75,
    ]
    assert [round(reduced[k], 2) for k in ("a_wins", "b_wins", "tie", "two_losers")] == [
        75.45,
        5.15,
        15.65,
        3.75,
    ]


@pytest.mark.parametrize(
    ("low_chance", "success", "result_of_03"),
    [
        pytest.param(
            "five_percent", 5.0, "success", id="RuneQuest > Results: 01-05 always succeed"
        ),
        pytest.param("no_chance", 0.0, "failure", id="RuneQuest > Abilities: 0% has no chance"),
    ],
)
def test_a_chance_below_zero_under_both_readings(
    low_chance: str, success: float, result_of_03: str
) -> None:
    # A 15% skill at −20% is at −5% (docs/runequest/abilities.md)
    ability = calculate("ability", {"chance": -5, "roll": 3, "low_chance": low_chance})
    odds = ability["odds"]
    assert odds["critical"] + odds["special"] + odds["success"] == success
    assert ability["result"] == result_of_03
    # The resistance table's dash is the same reading: active 1 against passive 21 is −50%.
    dash = calculate("resistance", {"active": 1, "passive": 21, "low_chance": low_chance})
    assert dash["odds"] == odds
    assert dash["chance_rolled"] == (5 if low_chance == "five_percent" else None)
    # An opposed roll at 0% against 50%: B wins every roll A cannot win.
    opposed = calculate("opposed", {"a": 0, "b": 50, "low_chance": low_chance})["odds"]
    assert (opposed["a_wins"] > 0) == (low_chance == "five_percent")


def test_a_failed_augment_that_drops_a_chance_below_zero() -> None:
    # RuneQuest › Augment Result Table: a fumble takes 50, so 30% drops to −20%.
    five = calculate("augment", {"augmenting": 50, "ability": 30})
    none = calculate("augment", {"augmenting": 50, "ability": 30, "low_chance": "no_chance"})
    fumble_branch = next(row for row in five["branches"] if row["augment_result"] == "Fumble")
    assert fumble_branch["final_chance"] == -20 and fumble_branch["final_success"] == 5.0
    fumble_none = next(row for row in none["branches"] if row["augment_result"] == "Fumble")
    assert fumble_none["final_success"] == 0.0
    assert five["success"] > none["success"]


def test_a_characteristic_of_zero_warns_and_rolls_as_the_reading_says() -> None:
    values = {"str": 0, "con": 1, "siz": 1, "dex": 12, "int": 13, "pow": 1, "cha": 10}
    result = calculate("characteristics", values)
    assert result["hit_points"] <= 0
    assert any("STR 0" in warning for warning in result["warnings"])
    assert any("dead" in warning for warning in result["warnings"])
    assert result["characteristic_rolls"]["str"] == 5
    no_chance = calculate("characteristics", {**values, "low_chance": "no_chance"})
    assert no_chance["characteristic_rolls"]["str"] == 0
    healthy = {"str": 13, "con": 11, "siz": 14, "dex": 12, "int": 13, "pow": 16, "cha": 10}
    assert calculate("characteristics", healthy)["warnings"] == []


def test_relative_extended_contest_lead_under_both_readings() -> None:
    # docs/request/extended-contests.md: 60% against 45%, margin 3
    base = {"a": 60, "b": 45, "target": 3, "mode": "relative"}
    at_least = calculate("extended_contest", base)
    more_than = calculate("extended_contest", {**base, "lead": "more_than"})
    assert round(at_least["odds"]["a_wins"], 2) == 76.05
    assert round(more_than["odds"]["a_wins"], 2) == 81.97
    assert round(more_than["expected_rounds"], 1) == 15.5
    # A lead of more than 3 is a lead of at least 4.
    four = calculate("extended_contest", {**base, "target": 4})
    assert four["odds_exact"] == more_than["odds_exact"]


def test_all_fail_options_in_extended_and_several_participant_contests() -> None:
    base = {"a": 60, "b": 45, "target": 3, "mode": "absolute"}
    answers = {
        option.value: calculate("extended_contest", {**base, "all_fail": option.value})
        for option in AllFail
    }
    assert round(answers["highest_roll"]["odds"]["a_wins"], 2) == 69.13
    assert answers["nobody_wins"]["expected_rounds"] > answers["roll_again"]["expected_rounds"]
    # docs/request/contests.md: 40%, 65% and 80%
    nobody = calculate("multi_contest", {"ratings": "40, 65, 80", "all_fail": "nobody_wins"})
    assert round(nobody["odds"]["Nobody: everyone failed"], 1) == 4.3
    ours = calculate("multi_contest", {"ratings": "40, 65, 80"})
    assert round(ours["odds"]["C (80%)"], 2) == 55.43
    again = calculate("multi_contest", {"ratings": "40, 65, 80", "all_fail": "roll_again"})
    assert round(again["odds"]["C (80%)"], 2) == 55.37
    assert round(sum(again["odds"].values()), 9) == 100


def _brute_force(skills: tuple[int, ...], option: AllFail) -> list[float]:
    """Every face of everyone's dice, ties and all-fail rolls resolved by the rule's words."""
    from fractions import Fraction

    faces = [[standing(skill, roll) for roll in range(1, 101)] for skill in skills]
    wins = [Fraction(0)] * len(skills)
    again = 0
    for rolled in product(range(100), repeat=len(skills)):
        standings = [faces[i][face] for i, face in enumerate(rolled)]
        best = max(standings)
        if option is not AllFail.HIGHEST_ROLL and best[1] < 1:
            again += option is AllFail.ROLL_AGAIN
            continue
        leaders = [i for i, found in enumerate(standings) if found == best]
        if len(leaders) == len(skills):
            again += 1
        elif len(leaders) == 1:
            wins[leaders[0]] += 1
        else:
            sub = _brute_force(tuple(skills[i] for i in leaders), option)
            for share, i in zip(sub, leaders, strict=True):
                wins[i] += Fraction(share)
    return [float(win / (100 ** len(skills) - again)) for win in wins]


@pytest.mark.parametrize("option", list(AllFail), ids=[option.value for option in AllFail])
def test_several_participants_match_the_brute_force_count(option: AllFail) -> None:
    # ReQuest › Multiple participants; Skill Contests and Reaction Contests. Three sides would be a
    # million faces per option; three checks of two sides keep the suite quick (the three-sided
    # count was checked once by hand and agreed to the last fraction).
    skills = (35, 70)
    assert [float(p) for p in multi_contest_odds(skills, option)] == pytest.approx(
        _brute_force(skills, option), abs=1e-12
    )


@pytest.mark.parametrize(
    ("threshold", "degree"),
    [
        pytest.param("strict", "Success", id="Basic Roleplaying > Basic Tasks: under 1/5 strictly"),
        pytest.param(
            "at_or_under", "Special/hard success", id="Basic Roleplaying > Basic Tasks: at or under"
        ),
    ],
)
def test_basic_roleplaying_threshold_under_both_readings(threshold: str, degree: str) -> None:
    # 60% rolling 12: 12 × 5 = 60 is not under 60, but it is at or under it.
    inputs = {"system": "brp", "a": 60, "b": 30, "a_roll": 12, "b_roll": 50}
    assert calculate("contest", {**inputs, "brp_threshold": threshold})["a_result"] == degree


def test_basic_roleplaying_equal_ratings_under_both_readings() -> None:
    # Basic Roleplaying › Opposed Rolls: 50 against 50, both plain successes
    inputs = {"system": "brp", "a": 50, "b": 50, "a_roll": 30, "b_roll": 40}
    assert calculate("contest", inputs)["outcome"] == "no_result"
    assert calculate("contest", {**inputs, "brp_equal": "roll_again"})["outcome"] == "roll_again"
    odds = calculate("contest", {"system": "brp", "a": 50, "b": 50, "brp_equal": "roll_again"})
    assert (
        odds["odds"]["a_wins"]
        > calculate("contest", {"system": "brp", "a": 50, "b": 50})["odds"]["a_wins"]
    )
