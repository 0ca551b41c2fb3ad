"""Skill tests and Quality Ratings (ReQuest, Core Mechanic: Skill Rolls › Skill test results;
Result's Quality Rating; Special Numbers; Very High Skill Tests - Additional Criticals;
Auto-failures and Very High skills; 99 and Very, Very High Skills; 00 and Very, Very High
skills)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.request.skill_rolls import (
    DOUBLES,
    SkillTestResult,
    additional_criticals,
    criticals_label,
    quality_rating,
    quality_rating_odds,
    rolled_result,
    skill_test_result,
)
from rules_py.request.tables import TABLES, lowest_skill_to_succeed
from tests.request.printed import QUALITY_RATING_TABLE, ascii_minus, table_rows

skills = st.integers(min_value=-200, max_value=999)
rolls = st.integers(min_value=1, max_value=100)


@pytest.mark.parametrize(
    ("skill", "roll", "qr", "result", "extra"),
    [
        pytest.param(47, 22, 2, "critical", 0, id="ReQuest > Skill test results: 47%/22 critical"),
        pytest.param(47, 88, -1, "fumble", 0, id="ReQuest > Skill test results: 47%/88 fumble"),
        pytest.param(
            125,
            14,
            2,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 125%/14 critical",
        ),
        pytest.param(
            125,
            11,
            3,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 125%/11 QR 3",
        ),
        pytest.param(
            250,
            35,
            3,
            "critical",
            2,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 250%/35 two extra",
        ),
        pytest.param(
            250,
            74,
            2,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 250%/74 one extra",
        ),
        pytest.param(250, 97, 1, "success", 1, id="ReQuest > Auto-failures and Very High: 250%/97"),
        pytest.param(299, 99, 1, "success", 2, id="ReQuest > 99 and Very, Very High: 299%/99 QR 1"),
        pytest.param(
            286, 32, 3, "critical", 2, id="ReQuest > Contests and special numbers: 286/32"
        ),
        pytest.param(
            20, 1, 2, "critical", 0, id="ReQuest > Contests and special numbers: Bob 20/01"
        ),
    ],
)
def test_worked_examples(skill: int, roll: int, qr: int, result: str, extra: int) -> None:
    assert quality_rating(skill, roll) == qr
    assert skill_test_result(skill, roll).key == result
    assert additional_criticals(skill, roll) == extra


def test_worked_examples_table_names_the_double_critical() -> None:
    # ReQuest › Very High Skill Tests - Additional Criticals: two criticals at once is a
    # "double critical".
    rows = {(row[0], row[1]): row for row in TABLES["worked_examples"]().rows}
    assert rows["125%", "11"][3:] == ("+3", "Double critical")
    assert rows["47%", "88"][3:] == ("\u22121", "Fumble")  # the site prints a true minus


def test_quality_rating_table_matches_the_printed_table() -> None:
    # ReQuest › Result's Quality Rating: printed with results as columns; ours as rows.
    header, values = table_rows(QUALITY_RATING_TABLE)
    printed = dict(zip(header[1:], values[1:], strict=True))
    generated = TABLES["quality_ratings"]()
    assert {label.lower(): ascii_minus(qr) for label, qr in generated.rows} == {
        label.lower(): qr for label, qr in printed.items()
    }
    assert [label.lower() for label, _ in generated.rows] == [k.lower() for k in printed]


@pytest.mark.parametrize(
    ("skill", "roll", "qr"),
    [
        pytest.param(0, 1, 2, id="ReQuest > Special Numbers: 01 is a critical even at 0%"),
        pytest.param(0, 5, 1, id="ReQuest > Special Numbers: 02-05 succeed even at 0%"),
        pytest.param(0, 2, 1, id="ReQuest > Special Numbers: 02 succeeds at 0%"),
        pytest.param(150, 96, 0, id="ReQuest > Special Numbers: 96 fails at 150%"),
        pytest.param(150, 99, -1, id="ReQuest > Special Numbers: 99 is a double, so a fumble"),
        pytest.param(100, 100, -1, id="ReQuest > Special Numbers: 00 is a fumble at 100%"),
        pytest.param(999, 100, 0, id="ReQuest > 00 and Very, Very High skills: never above 0"),
        pytest.param(250, 100, 0, id="ReQuest > 00 and Very, Very High skills: 250% still fails"),
        pytest.param(
            150,
            1,
            3,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 01 at 150% adds one",
        ),
    ],
)
def test_special_numbers(skill: int, roll: int, qr: int) -> None:
    assert quality_rating(skill, roll) == qr


@pytest.mark.parametrize(
    ("roll", "lowest"),
    [
        pytest.param(96, 196, id="ReQuest > Auto-failures: 96 from 196% (A001-07, text says 200%)"),
        pytest.param(97, 197, id="ReQuest > Auto-failures: 97 from 197% (A001-07)"),
        pytest.param(98, 198, id="ReQuest > Auto-failures: 98 from 198% (A001-07)"),
        pytest.param(99, 299, id="ReQuest > 99 and Very, Very High Skills: 99 from 299%"),
        pytest.param(100, None, id="ReQuest > 00 and Very, Very High skills: 00 never"),
    ],
)
def test_when_auto_failures_become_successes(roll: int, lowest: int | None) -> None:
    assert lowest_skill_to_succeed(roll) == lowest
    if lowest is not None:
        # The document's "once your skill reaches 200%" is enough for 96–98, though not the least.
        assert quality_rating(lowest - 1, roll) < 1 <= quality_rating(max(lowest, 200), roll)


def test_auto_failure_table_shows_the_exact_thresholds() -> None:
    rows = {row[0]: row[1] for row in TABLES["auto_failures"]().rows}
    assert rows == {"96": "196%", "97": "197%", "98": "198%", "99": "299%", "00": "never"}


def test_additional_critical_bands_follow_the_documents_examples() -> None:
    # ReQuest › Very High Skill Tests - Additional Criticals: 125% has an excess of 25;
    # 250% scores two extra on 35 and one on 74.
    table = TABLES["additional_criticals"]()
    rows = {row[0]: dict(zip(table.columns, row, strict=True)) for row in table.rows}
    assert rows["125%"]["+1 QR"] == "01–25"
    assert rows["250%"]["+2 QR"] == "01–50"
    assert rows["250%"]["+1 QR"] == "51–00"
    assert rows["100%"]["+1 QR"] == "—"


def test_special_number_table_rows() -> None:
    table = TABLES["special_numbers"]()
    assert [row[0] for row in table.rows] == ["01", "02–05", "96–98", "99", "00"]
    at_300 = table.columns.index("QR at 300%")
    assert [row[at_300] for row in table.rows] == ["+4", "+3", "+2", "+1", "0"]


def test_doubles_are_eleven_to_ninety_nine() -> None:
    # ReQuest › Skill test results: 22 and 88 are doubles; 00 and 01 have rules of their own.
    assert sorted(DOUBLES) == [11, 22, 33, 44, 55, 66, 77, 88, 99]
    assert rolled_result(47, 22) is SkillTestResult.CRITICAL
    assert rolled_result(47, 23) is SkillTestResult.SUCCESS


def test_criticals_labels() -> None:
    assert [criticals_label(qr) for qr in (-1, 0, 1, 2, 3, 4)] == [
        "Fumble",
        "Failure",
        "Success",
        "Critical success",
        "Double critical",
        "Critical success ×3",
    ]


@given(skills)
def test_odds_sum_to_one(skill: int) -> None:
    odds = quality_rating_odds(skill)
    assert sum(odds.values()) == 1
    assert all(p > 0 for p in odds.values())
    assert list(odds) == sorted(odds, reverse=True)


@given(skills, skills, rolls)
def test_a_higher_skill_never_lowers_a_rolls_qr(low: int, high: int, roll: int) -> None:
    low, high = sorted((low, high))
    assert quality_rating(low, roll) <= quality_rating(high, roll)


@given(skills, rolls)
def test_qr_agrees_with_the_rule_written_out(skill: int, roll: int) -> None:
    # ReQuest › Skill test results; Special Numbers; Very High Skill Tests - Additional Criticals,
    # written out independently as a second reading of the same rule.
    if roll == 1:
        base = 2
    elif roll == 100:
        base = -1
    else:
        ok = roll <= 5 or (roll <= skill and roll <= 95)
        double = roll % 11 == 0
        base = (2 if double else 1) if ok else (-1 if double else 0)
    extra = sum(1 for k in range(1, 12) if roll <= skill - 100 * k)
    qr = base + extra
    if roll == 1:
        qr = max(qr, 1)
    if roll == 100:
        qr = min(qr, 0)
    assert quality_rating(skill, roll) == qr


@given(skills)
def test_every_skill_keeps_a_chance_of_01_and_00(skill: int) -> None:
    # ReQuest › Special Numbers: always a chance to beat huge odds, always one to screw up.
    odds = quality_rating_odds(skill)
    assert odds[max(odds)] >= Fraction(1, 100)
    assert min(odds) <= 0
