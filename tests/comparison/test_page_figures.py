"""The numbers docs/compare.md states in its words, worked out again from the rules."""

from pathlib import Path

from rules_py.calculators import calculate
from rules_py.comparison.concepts import level_ranges
from rules_py.comparison.contests import System
from rules_py.comparison.levels import level_of, success_chance
from scripts.pages.inline_values import expand_values

# The page as the reader gets it: its inline values worked out from the rules.
PAGE = " ".join(
    expand_values(
        (Path(__file__).parents[2] / "docs" / "compare.md").read_text(encoding="utf-8")
    ).split()
)
RQ, RS, BP = System.RUNEQUEST, System.REQUEST, System.BRP


def odds(rating: int) -> dict[str, dict[str, float]]:
    result = calculate("compare_levels", {"rating": rating})
    return {system.value: result[system.value]["odds"] for system in System}


def test_worked_example_at_60_percent() -> None:
    at_60 = odds(60)
    assert [success_chance(system, 60) * 100 for system in System] == [60, 60, 60]
    assert (level_ranges(RQ, 60, "critical"), at_60["runequest"]["critical"]) == ("01–03", 3)
    assert (level_ranges(RQ, 60, "special"), at_60["runequest"]["special"]) == ("04–12", 9)
    assert (level_ranges(RQ, 60, "fumble"), at_60["runequest"]["fumble"]) == ("99–00", 2)
    assert level_ranges(RS, 60, "critical") == "01, 11, 22, 33, 44, 55"
    assert level_ranges(RS, 60, "fumble") == "66, 77, 88, 99–00"
    assert (at_60["request"]["critical"], at_60["request"]["fumble"]) == (6, 5)
    assert (level_ranges(BP, 60, "critical"), at_60["brp"]["critical"]) == ("01–05", 5)
    assert (level_ranges(BP, 60, "special"), at_60["brp"]["special"]) == ("06–11", 6)
    assert (level_ranges(BP, 60, "fumble"), at_60["brp"]["fumble"]) == ("96–00", 5)
    assert [level_of(system, 60, 11).key for system in System] == ["special", "critical", "special"]
    assert [level_of(system, 60, 3).key for system in System] == ["critical", "success", "critical"]
    for stated in ("01–03 (3%)", "04–12 (9%)", "99–00 (2%)", "(6%)", "01–05 (5%)", "06–11 (6%)"):
        assert stated in PAGE, stated


def test_worked_example_at_150_percent() -> None:
    at_150 = odds(150)
    assert [success_chance(system, 150) * 100 for system in System] == [95, 95, 95]
    criticals = [at_150[system.value]["critical"] for system in System]
    assert criticals == [8, 54, 7]
    assert "54% of rolls criticals against RuneQuest's 8% and Basic Roleplaying's 7%" in PAGE


def test_success_is_the_same_in_all_three_up_to_195_percent() -> None:
    same = [
        rating
        for rating in range(-200, 1000)
        if len({success_chance(system, rating) for system in System}) == 1
    ]
    assert min(set(range(-200, 1000)) - set(same)) == 196
    assert "up to 195%" in PAGE and "lift 96 into a success from 196%" in PAGE
    # ReQuest › 99 and Very, Very High Skills: 99 needs two additional criticals, a skill of 299%.
    assert "and 99 from 299%" in PAGE


def test_fumbles_of_a_skilled_character() -> None:
    # "at 60%, only 99–00" in RuneQuest; five in a hundred in Basic Roleplaying at any rating.
    assert level_ranges(RQ, 60, "fumble") == "99–00"
    assert {level_ranges(BP, rating, "fumble") for rating in range(-200, 1000)} == {"96–00"}
