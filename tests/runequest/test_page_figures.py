"""Figures that the RuneQuest pages state in prose (the "Each +N" continuations and the worked
example) are recomputed from the rules, so the page text cannot drift from rules_py."""

import re
from pathlib import Path

import pytest

from rules_py.calculators import calculate
from rules_py.runequest.attributes import healing_rate
from rules_py.runequest.augment import failed_augment_penalty
from rules_py.runequest.damage_bonus import damage_bonus
from rules_py.runequest.hit_points import Location, location_hit_points, pow_modifier, siz_modifier
from rules_py.runequest.results import reattempt_chance
from rules_py.runequest.tables import (
    damage_bonus_row,
    healing_rate_row,
    hit_point_modifier_row,
    location_column,
)
from scripts.pages.inline_values import expand_values

PAGES = Path(__file__).resolve().parents[2] / "docs" / "runequest"


def page_text(name: str = "characteristics.md") -> str:
    # the page as the reader gets it (inline values worked out); admonition bodies are indented
    # and wrapped: compare on single-spaced text
    return re.sub(r"\s+", " ", expand_values((PAGES / name).read_text(encoding="utf-8")))


def _minus(n: int) -> str:
    return f"−{-n}%"  # the pages print a true minus sign


def _signed(n: int) -> str:
    return f"{n:+d}"


@pytest.mark.parametrize(
    "statement",
    [
        pytest.param(
            f"SIZ {hit_point_modifier_row(29)} **{_signed(siz_modifier(29))}**, "
            f"SIZ {hit_point_modifier_row(33)} **{_signed(siz_modifier(33))}**; "
            f"POW {hit_point_modifier_row(29)} **{_signed(pow_modifier(29))}**, "
            f"POW {hit_point_modifier_row(33)} **{_signed(pow_modifier(33))}**",
            id="RuneQuest > Hit Points: Each +4 continued",
        ),
        pytest.param(
            f"Total {location_column(22)}: legs, abdomen and head "
            f"{location_hit_points(22, Location.HEAD)}, chest "
            f"{location_hit_points(22, Location.CHEST)}, arms "
            f"{location_hit_points(22, Location.LEFT_ARM)}. Total {location_column(25)}: "
            f"{location_hit_points(25, Location.HEAD)}, {location_hit_points(25, Location.CHEST)}"
            f" and {location_hit_points(25, Location.LEFT_ARM)}",
            id="RuneQuest > Hit Points per Hit Location: Each +3 continued",
        ),
        pytest.param(
            f"CON {healing_rate_row(19)} heals **{healing_rate(19)}** a week, "
            f"CON {healing_rate_row(25)} heals **{healing_rate(25)}**",
            id="RuneQuest > Healing Rate: Each +6 continued",
        ),
        pytest.param(
            f"STR + SIZ {damage_bonus_row(57)} gives **{damage_bonus(57).dice}**, "
            f"{damage_bonus_row(73)} gives **{damage_bonus(73).dice}**",
            id="RuneQuest > Damage Bonus: Each +16 continued",
        ),
    ],
)
def test_continuation_figures_match_the_rules(statement: str) -> None:
    assert statement in page_text()


def test_worked_example_matches_the_calculator() -> None:
    result = calculate(
        "characteristics",
        {"str": 13, "con": 11, "siz": 14, "dex": 12, "int": 13, "pow": 16, "cha": 10},
    )
    text = page_text()
    assert f"**Hit points {result['hit_points']}:**" in text
    assert f"**Healing rate {result['healing_rate']}**" in text
    assert f"**Damage bonus {result['damage_bonus']}:**" in text
    hp = result["location_hp"]
    assert f"head {hp['head']} each, chest {hp['chest']}, arms {hp['left_arm']} each" in text
    assert f"DEX 12 gives {result['dex_sr']}, SIZ 14 gives {result['siz_sr']}" in text


def test_reattempt_and_failed_augment_penalties_match_the_rules() -> None:
    # RuneQuest › Reattempting Ability Rolls; Augment Result Table (Passion and Rune failures)
    assert f"The second try is at **{_minus(reattempt_chance(0))}**" in page_text("abilities.md")
    augmenting = page_text("augmenting.md")
    assert f"**Failed Passion augment:** {_minus(failed_augment_penalty('passion'))}" in augmenting
    assert f"**Failed Rune augment:** {_minus(failed_augment_penalty('rune'))}" in augmenting
