"""One rating under three documents (rules_py.comparison): each document's own worked numbers,
odds that sum to 1, a success chance that never falls as the rating rises, and a calculator that
shows exactly what the rule modules give."""

from collections.abc import Mapping
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.brp import tasks as brp
from rules_py.calculators import calculate
from rules_py.comparison.contests import System
from rules_py.comparison.levels import (
    LEVEL_KEYS,
    LEVELS,
    Readings,
    faces,
    level_odds,
    level_of,
    success_chance,
)
from rules_py.contract import RATING_RANGE
from rules_py.odds import as_percent
from rules_py.request import skill_rolls as request
from rules_py.runequest import results as runequest

ratings = st.integers(min_value=RATING_RANGE[0], max_value=RATING_RANGE[1])
readings = st.builds(
    Readings,
    low_chance=st.sampled_from(runequest.LowChance),
    brp_rules=st.builds(
        brp.TaskRules,
        threshold=st.sampled_from(brp.Threshold),
        special=st.sampled_from(brp.SpecialRule),
        edges=st.sampled_from(brp.Edges),
    ),
)


def percent(odds: Mapping[str, Fraction]) -> dict[str, Fraction]:
    return {key: p * 100 for key, p in odds.items()}


# --- each document's own numbers ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("rating", "expected"),
    [
        # Row 58–62: critical 1–3, special 1–12, success per ability, fumble 99–00.
        pytest.param(
            60, [3, 9, 48, 38, 2], id="RuneQuest > Ability Result Table: row 58-62 at 60%"
        ),
        # Row 01–05: critical 1, special 1, success 1–5, failure 6–00, fumble 96–00.
        pytest.param(5, [1, 0, 4, 90, 5], id="RuneQuest > Ability Result Table: row 01-05 at 5%"),
        # Broadsword 135%: critical 01–07, special 27 or lower; success 1–95, fumble 00.
        pytest.param(
            135, [7, 20, 68, 4, 1], id="RuneQuest > Abilities Above 100%: Broadsword 135%"
        ),
    ],
)
def test_runequest_odds_match_the_ability_result_table(rating: int, expected: list[int]) -> None:
    assert list(percent(level_odds(System.RUNEQUEST, rating)).values()) == expected


def test_request_odds_at_47_percent() -> None:
    """ReQuest, Core Mechanic: Skill Rolls › Skill test results: at 47%, 22 is a critical and 88
    a fumble; the criticals are 01 and the doubles 11–44, the fumbles 55–99 and 00."""
    assert level_of(System.REQUEST, 47, 22).key == "critical"
    assert level_of(System.REQUEST, 47, 88).key == "fumble"
    assert percent(level_odds(System.REQUEST, 47)) == {
        "critical": 5,
        "success": 42,
        "failure": 47,
        "fumble": 6,
    }


@pytest.mark.parametrize(
    ("rating", "roll", "key"),
    [
        pytest.param(
            125,
            14,
            "critical",
            id="ReQuest > Very High Skill Tests - Additional Criticals: 125% rolls 14",
        ),
        pytest.param(
            250, 97, "success", id="ReQuest > Auto-failures and Very High skills: 250% 97"
        ),
        pytest.param(999, 100, "failure", id="ReQuest > 00 and Very, Very High skills"),
    ],
)
def test_request_very_high_skills(rating: int, roll: int, key: str) -> None:
    assert level_of(System.REQUEST, rating, roll).key == key


def test_brp_odds_at_60_percent() -> None:
    """Basic Roleplaying, Edited House Rules › Basic Tasks: under 1/20 of 60 (3) is a critical,
    but 01–05 always are; under 1/5 (12) special, so 06–11; 12–60 succeed; 96–00 fumble."""
    assert percent(level_odds(System.BRP, 60)) == {
        "critical": 5,
        "special": 6,
        "success": 49,
        "failure": 35,
        "fumble": 5,
    }
    at_or_under = Readings(brp_rules=brp.TaskRules(brp.Threshold.AT_OR_UNDER))
    assert level_of(System.BRP, 60, 12, at_or_under).key == "special"  # reading A002-02
    # Quick-and-Dirty Results (reading A002-03): 25 under 60 or more is special, 35 included.
    quick = Readings(brp_rules=brp.TaskRules(special=brp.SpecialRule.BY_25_POINTS))
    assert level_of(System.BRP, 60, 35, quick).key == "special"


def test_runequest_chance_below_zero_follows_the_reading() -> None:
    """RuneQuest, The Game System › Abilities; Results (reading A000-05)."""
    rolled = success_chance(System.RUNEQUEST, -10)
    no_chance = success_chance(
        System.RUNEQUEST, -10, Readings(low_chance=runequest.LowChance.NO_CHANCE)
    )
    assert (rolled, no_chance) == (Fraction(5, 100), Fraction(0))


# --- properties ----------------------------------------------------------------------------------


@settings(deadline=None)  # a machine under load is slow, not wrong
@given(rating=ratings, chosen=readings)
def test_each_documents_odds_sum_to_one_over_its_own_levels(rating: int, chosen: Readings) -> None:
    for system in System:
        odds = level_odds(system, rating, chosen)
        assert sum(odds.values()) == 1
        assert list(odds) == [level.key for level in LEVELS[system]]
        assert set(odds) <= set(LEVEL_KEYS)


@settings(deadline=None)  # a machine under load is slow, not wrong
@given(low=ratings, high=ratings, chosen=readings)
def test_a_higher_rating_never_lowers_the_chance_of_success(
    low: int, high: int, chosen: Readings
) -> None:
    low, high = min(low, high), max(low, high)
    for system in System:
        assert success_chance(system, low, chosen) <= success_chance(system, high, chosen)


@settings(deadline=None)  # a machine under load is slow, not wrong
@given(rating=ratings, chosen=readings)
def test_levels_are_each_documents_own_rule(rating: int, chosen: Readings) -> None:
    rq = faces(System.RUNEQUEST, rating, chosen)
    rs = faces(System.REQUEST, rating, chosen)
    bp = faces(System.BRP, rating, chosen)
    for roll in range(1, 101):
        assert rq[roll - 1] is runequest.result_level(rating, roll, chosen.low_chance)
        assert rs[roll - 1] is request.skill_test_result(rating, roll)
        rules = chosen.brp_rules
        assert bp[roll - 1] is brp.degree(rating, roll, rules.threshold, rules.special, rules.edges)


# --- the calculator -------------------------------------------------------------------------------


@settings(deadline=None)  # a machine under load is slow, not wrong
@given(rating=ratings, roll=st.integers(1, 100), chosen=readings)
def test_the_calculator_shows_the_rules_odds_and_results(
    rating: int, roll: int, chosen: Readings
) -> None:
    settings = {
        "low_chance": chosen.low_chance.value,
        "brp_threshold": chosen.brp_rules.threshold.value,
        "brp_special": chosen.brp_rules.special.value,
        "brp_edges": chosen.brp_rules.edges.value,
    }
    result = calculate("compare_levels", {"rating": rating, "roll": roll, **settings})
    for system in System:
        odds = level_odds(system, rating, chosen)
        shown = result[system.value]
        assert shown["odds_exact"] == {key: str(p) for key, p in odds.items()}
        assert shown["result"] == level_of(system, rating, roll, chosen).key
        assert shown["strip"]["faces"] == [level.key for level in faces(system, rating, chosen)]
        for row, key in zip(result["levels"], LEVEL_KEYS, strict=False):
            assert row[system.value] == (as_percent(odds[key]) if key in odds else None)
        any_success = result["levels"][-1]
        assert any_success["level"] == "Any success"
        assert any_success[system.value] == as_percent(success_chance(system, rating, chosen))


def test_the_calculator_without_a_roll_gives_no_result() -> None:
    result = calculate("compare_levels", {"rating": 60})
    assert [result[system.value]["result_label"] for system in System] == [None, None, None]
    assert [row["level"] for row in result["levels"]] == [
        "Critical success",
        "Special success",
        "Success",
        "Failure",
        "Fumble",
        "Any success",
    ]


def test_a_request_roll_names_its_criticals() -> None:
    """ReQuest › Very High Skill Tests - Additional Criticals: 125% rolling 11 scores QR 3."""
    result = calculate("compare_levels", {"rating": 125, "roll": 11})
    assert (result["request"]["result_label"], result["request"]["qr"]) == ("Double critical", 3)
    assert result["request"]["strip"]["rolled"] == "Roll 11: Critical success"
