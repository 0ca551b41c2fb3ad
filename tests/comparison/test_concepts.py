"""The "same concept, different rule" table: every cell worked out by the documents' own rule
functions, checked here against those functions called directly."""

from collections.abc import Callable

import pytest

from rules_py.brp import tasks as brp
from rules_py.comparison import concepts
from rules_py.comparison.contests import OUTCOME_LABELS, System
from rules_py.comparison.tables import same_concept
from rules_py.levels import Level
from rules_py.request import contests as request_contests
from rules_py.request import skill_rolls as request
from rules_py.runequest import attributes, strike_rank
from rules_py.runequest import opposed as runequest_opposed
from rules_py.runequest import results as runequest
from rules_py.tables import d100_span

RATING = concepts.EXAMPLE_RATING
TABLE = same_concept()
ROWS = {row[0]: dict(zip(TABLE.columns[1:], row[1:], strict=True)) for row in TABLE.rows}
RQ, RS, BP = (system.label for system in System)


def row(start: str) -> dict[str, str]:
    (found,) = [cells for name, cells in ROWS.items() if name.startswith(start)]
    return found


def listed(rolls: list[int]) -> str:
    """Rolls as single faces, joining neighbours the way the table does (99 and 00 → 99–00)."""
    spans: list[tuple[int, int]] = []
    for roll in rolls:
        if spans and spans[-1][1] == roll - 1:
            spans[-1] = (spans[-1][0], roll)
        else:
            spans.append((roll, roll))
    return ", ".join(d100_span(low, high) for low, high in spans)


def test_the_table_has_a_column_per_document_and_a_row_per_concept() -> None:
    assert TABLE.columns == ("Concept", RQ, RS, BP)
    assert [name.split(" (")[0] for name in ROWS] == [
        "Critical",
        "Special",
        "Fumble",
        "01–05",
        "96–00",
        "Opposed, same level",
        "Opposed, both fail",
        "Resistance",
        "Help and hindrance",
        "Trying again",
        "Above 100%",
        "Turn order",
        "Move",
    ]
    assert all(cell for cells in ROWS.values() for cell in cells.values())


def test_runequest_ranges_at_60_percent() -> None:
    """RuneQuest, The Game System › Results: critical 1/20, special 1/5, fumble 1/20 of the
    chance of failure, halves rounded up."""
    critical, special = runequest.critical_max(RATING), runequest.special_max(RATING)
    assert row("Critical")[RQ].startswith(d100_span(1, critical) + ":")
    assert row("Special")[RQ].startswith(d100_span(critical + 1, special) + ":")
    assert row("Fumble")[RQ].startswith(d100_span(runequest.fumble_min(RATING), 100) + ":")
    assert "1/20" in row("Critical")[RQ] and "1/5" in row("Special")[RQ]


def test_request_criticals_and_fumbles_are_doubles() -> None:
    """ReQuest, Core Mechanic: Skill Rolls › Skill test results; Special Numbers."""
    criticals = [r for r in range(1, 101) if r == 1 or (request.is_double(r) and r <= RATING)]
    fumbles = [r for r in range(1, 101) if r == 100 or (request.is_double(r) and r > RATING)]
    assert row("Critical")[RS].startswith(listed(criticals) + ":")
    assert row("Fumble")[RS].startswith(listed(fumbles) + ":")
    assert row("Special")[RS].startswith("No special level")


def test_brp_thresholds_at_60_percent() -> None:
    """Basic Roleplaying, Edited House Rules › Basic Tasks: under 1/20 or 1/5 of the rating,
    01–05 always critical, 96–00 always fumble."""
    specials = [
        r for r in range(6, 101) if r * brp.SPECIAL_DIVISOR < RATING and r not in brp.ALWAYS_FUMBLE
    ]
    assert row("Special")[BP].startswith(listed(specials) + ":")
    assert row("Critical")[BP].startswith("01–05:")
    assert row("Fumble")[BP].startswith("96–00:")


@pytest.mark.parametrize(
    ("start", "rating", "rolls"),
    [("01–05", concepts.LOW_RATING, range(1, 6)), ("96–00", concepts.HIGH_RATING, range(96, 101))],
)
def test_the_ends_of_the_dice(start: str, rating: int, rolls: range) -> None:
    """Each document's own level for each of 01–05 (at 1%) and 96–00 (at 99%)."""
    rule: dict[str, Callable[[int], Level]] = {
        RQ: lambda roll: runequest.result_level(rating, roll),
        RS: lambda roll: request.skill_test_result(rating, roll),
        BP: lambda roll: brp.degree(rating, roll),
    }
    for document, level_of in rule.items():
        words = row(start)[document].split(":")[0]
        for roll in rolls:
            level = level_of(roll).key
            assert any(
                part.endswith(level) and covers(part.split(" ")[0], roll)
                for part in words.split(", ")
            ), (document, roll, level, words)


def covers(span: str, roll: int) -> bool:
    low, _, high = span.partition("–")
    as_int = [100 if text == "00" else int(text) for text in (low, high or low)]
    return as_int[0] <= roll <= as_int[1]


def test_request_96_succeeds_from_the_rating_the_rule_gives() -> None:
    """ReQuest › Auto-failures and Very High skills: an additional critical lifts 96 to QR 1."""
    first = min(r for r in range(100, 400) if request.quality_rating(r, 96) >= 1)
    assert f"96 succeeds from {first}%" in row("96–00")[RS]


def test_opposed_cells_come_from_each_documents_opposed_rule() -> None:
    """RuneQuest › Opposed Resolution Table; ReQuest › Skill Contests and Reaction Contests;
    Basic Roleplaying › Opposed Rolls."""
    for start, (a, b, a_roll, b_roll) in (
        ("Opposed, same level", concepts.SAME_LEVEL),
        ("Opposed, both fail", concepts.BOTH_FAIL),
    ):
        rq = runequest_opposed.opposed_outcome(
            runequest.result_level(a, a_roll), runequest.result_level(b, b_roll)
        )
        rs = request_contests.resolve_contest(a, a_roll, b, b_roll).outcome
        bp = brp.opposed_outcome(a, brp.degree(a, a_roll), b, brp.degree(b, b_roll))
        cells = row(start)
        for document, outcome in ((RQ, rq), (RS, rs), (BP, bp)):
            assert cells[document].startswith(OUTCOME_LABELS[outcome.value] + ":"), start
    # The examples part the documents' ways: a tie, the higher roll, the higher rating.
    assert [row("Opposed, same level")[d].split(":")[0] for d in (RQ, RS, BP)] == [
        "Tie",
        "B wins",
        "A wins",
    ]


def test_turn_order_and_move() -> None:
    """RuneQuest › Strike Rank; Move Rate. Basic Roleplaying › Basic Characteristics (move 10 is
    30 m) and the 12-second combat round."""
    dex, siz, weapon = concepts.STRIKE_RANK_EXAMPLE
    assert f"SR {strike_rank.melee_strike_rank(dex, siz, weapon)}" in row("Turn order")[RQ]
    assert row("Turn order")[RQ].startswith("Lowest strike rank first")
    assert row("Turn order")[BP].startswith("Highest DEX first")
    assert f"{attributes.WALK_METRES_PER_MELEE_ROUND} m walking" in row("Move")[RQ]
    assert f"{attributes.RUN_METRES_PER_MELEE_ROUND} m running" in row("Move")[RQ]
    assert row("Move")[BP] == "Move 10: 30 m per 12-second round"
    assert row("Move")[RS] == row("Turn order")[RS] == concepts.NOT_COVERED


def test_resistance_row_runequest_resistance_table_12_against_10_is_60() -> None:
    # RuneQuest, The Game System › Resistance Table: active 12 against passive 10 reads 60.
    cells = row("Resistance (characteristic 12 against 10)")
    assert cells[RQ].startswith("60%: 50% plus 5% for each point")
    assert cells[RS].startswith("No table") and cells[BP].startswith("No table")


def test_help_row_runequest_augment_request_complementary_brp_advantage() -> None:
    # RuneQuest › Augment Result Table: +50/+30/+20/−20/−50 on a 60% skill; ReQuest › Complementary
    # Skills: +10, Substituting Skills: −20 or more; Basic Roleplaying › Advantage: best of two d100
    # rolls (60% → 84%).
    cells = row("Help and hindrance (at 60%)")
    for shifted in ("critical success 110%", "special success 90%", "success 80%"):
        assert shifted in cells[RQ]
    assert "failure 40%" in cells[RQ] and "fumble 10%" in cells[RQ]
    assert "+10 (60% → 70%)" in cells[RS] and "−20 or more (60% → 40%)" in cells[RS]
    assert "(60% succeeds 84%)" in cells[BP] and "the worse (36%)" in cells[BP]
    assert "up to 10 points" in cells[BP]


def test_reattempt_row_runequest_reattempting_ability_rolls_at_minus_20() -> None:
    cells = row("Trying again (at 60%)")
    assert "at −20% (60% → 40%)" in cells[RQ]
    # ReQuest › Specialising in Skills: "Once per game session you may reroll a 'specialist'
    # skill" (no general rule for a second try).
    assert cells[RS] != concepts.NOT_COVERED
    assert "once per game session" in cells[RS]


def test_above_100_row_runequest_broadsword_135_against_60_rolls_100_and_25() -> None:
    # RuneQuest › Abilities Above 100%: Broadsword 135% against a 60% parry: 100% against 25%.
    # ReQuest › Very High Skill Tests: 125% earns an additional critical on 01–25, so 135% on 01–35.
    cells = row("Above 100% (135% against 60%)")
    assert "roll at 100% and 25%" in cells[RQ]
    assert "additional critical on 01–35" in cells[RS] and "from 196%" in cells[RS]
    assert "succeeds on 01–95" in cells[BP]


def test_request_critical_cell_says_the_roll_must_be_at_or_under_the_excess() -> None:
    # ReQuest › Very High Skill Tests - Additional Criticals: "equal to or less than the amount by
    # which its skill exceeds 100", not one more critical for every hundred whatever the roll.
    assert "at or under the excess over 100" in row("Critical")[RS]
