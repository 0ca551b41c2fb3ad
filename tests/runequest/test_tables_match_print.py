"""Every generated table of RuneQuest, The Game System equals the printed one, cell for cell
(headings as cited)."""

import pytest

from rules_py.runequest.tables import TABLES
from tests.runequest import printed
from tests.runequest.printed import normalise, printed_rows


def _generated(name: str) -> list[list[str]]:
    return [[normalise(cell) for cell in row] for row in TABLES[name]().rows]


def _normalised(rows: object) -> list[list[str]]:
    return [[normalise(cell) for cell in row] for row in rows]  # type: ignore[attr-defined]


def test_ability_result_table_all_36_rows() -> None:
    assert _generated("ability_results") == _normalised(printed_rows(printed.ABILITY_RESULT_TABLE))


def test_resistance_table_values_and_dashes() -> None:
    generated = TABLES["resistance"]().rows
    transcribed = printed_rows(printed.RESISTANCE_TABLE)
    assert len(generated) == len(transcribed) == 21
    for row, printed_row in zip(generated, transcribed, strict=True):
        label, *cells = row
        printed_label, *printed_cells = printed_row
        assert int(label) == int(printed_label)
        dashes = [cell for cell in cells if cell == "—"]
        # a printed line (here a dash) sits exactly where the chance is 0 or less, at the left
        assert cells[: len(dashes)] == dashes
        assert [int(cell) for cell in cells[len(dashes) :]] == [int(c) for c in printed_cells]


def test_resistance_table_has_66_dashes() -> None:
    # RuneQuest › Resistance Table: 66 blank cells, row p has p−10 of them for p = 11..21
    cells = [cell for row in TABLES["resistance"]().rows for cell in row[1:]]
    assert cells.count("—") == 66


@pytest.mark.parametrize(
    ("name", "transcribed"),
    [
        pytest.param(
            "hit_point_modifiers", printed.HIT_POINT_MODIFIERS, id="RuneQuest > Hit Points"
        ),
        pytest.param("healing_rate", printed.HEALING_RATE, id="RuneQuest > Healing Rate"),
        pytest.param("damage_bonus", printed.DAMAGE_BONUS, id="RuneQuest > Damage Bonus"),
        pytest.param("dex_strike_rank", printed.DEX_STRIKE_RANK, id="RuneQuest > Strike Rank DEX"),
        pytest.param("siz_strike_rank", printed.SIZ_STRIKE_RANK, id="RuneQuest > Strike Rank SIZ"),
    ],
)
def test_bracket_tables(name: str, transcribed: tuple[tuple[str, ...], ...]) -> None:
    assert _generated(name) == _normalised(transcribed)


def test_hit_points_per_hit_location_table() -> None:
    table = TABLES["location_hit_points"]()
    header, *rows = printed.LOCATION_HIT_POINTS
    assert [normalise(c) for c in table.columns[1:]] == [normalise(c) for c in header[1:]]
    assert _normalised(table.rows) == _normalised(rows)


def test_characteristics_names_and_abbreviations() -> None:
    rows = TABLES["characteristics"]().rows
    assert [(name, short) for name, short, _ in rows] == list(printed.CHARACTERISTICS)


def test_characteristic_rolls_named_checks() -> None:
    rows = TABLES["characteristic_rolls"]().rows
    assert sorted((check, chance) for check, chance, _ in rows) == sorted(
        printed.CHARACTERISTIC_ROLLS
    )


def test_augment_result_table() -> None:
    rows = TABLES["augment_results"]().rows
    assert [[normalise(c) for c in row] for row in rows] == _normalised(printed.AUGMENT_RESULTS)


def test_results_table_order_and_experience_checks() -> None:
    # RuneQuest › Results Table: best to worst; an experience check on the three successes only
    rows = TABLES["results"]().rows
    assert [(label, check) for label, _, check in rows] == [
        ("Critical success", "Yes"),
        ("Special success", "Yes"),
        ("Success", "Yes"),
        ("Failure", "No"),
        ("Fumble", "No"),
    ]
    assert "1/20" in rows[0][1] and "01 always" in rows[0][1]
    assert "1/5" in rows[1][1]
    assert "01–05 always" in rows[2][1]
    assert "96–00 always" in rows[3][1]


def test_opposed_resolution_table() -> None:
    # RuneQuest › Opposed Resolution Table: a success beats a failure; the better success wins;
    # the same success is a tie (two criticals too); two failures are two losers (fumble or not).
    expected = [
        ["Tie", "A wins", "A wins", "A wins", "A wins"],
        ["B wins", "Tie", "A wins", "A wins", "A wins"],
        ["B wins", "B wins", "Tie", "A wins", "A wins"],
        ["B wins", "B wins", "B wins", "Two losers", "Two losers"],
        ["B wins", "B wins", "B wins", "Two losers", "Two losers"],
    ]
    assert [list(row[1:]) for row in TABLES["opposed_resolution"]().rows] == expected


def test_every_table_names_runequest_the_game_system_as_its_source() -> None:
    for build in TABLES.values():
        assert build().source.startswith("RuneQuest, The Game System › ")


def test_failed_augment_costs() -> None:
    # RuneQuest › Augment Result Table: a failed Passion −10% to every roll this scene, a Rune −20%
    rows = TABLES["augment_failures"]().rows
    assert [row[:2] for row in rows] == [("Passion", "−10%"), ("Rune", "−20%")]
