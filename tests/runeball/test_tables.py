"""The nine Runeball tables generated from rules_py, compared cell for cell with the notes'
printed tables (tests/runeball/printed.py)."""

from rules_py.numbers import MINUS
from rules_py.runeball.tables import TABLES
from tests.runeball import printed


def _margin(printed_margin: str) -> str:
    """A printed margin in the site's words: "3-5" → "Succeeds by 3–5", "Fails by 7" →
    "Fails by 7+" (reading A003-10)."""
    text = printed_margin.replace("-", "–")
    if text.startswith("Fails by"):
        return text if text.endswith("+") or "–" in text else text + "+"
    return f"Succeeds by {text}"


def test_runeball_table_names_are_the_nine_printed_tables() -> None:
    assert list(TABLES) == [
        "stats",
        "skills",
        "kick",
        "maneuvers",
        "blocking",
        "wounds",
        "wound_effects",
        "passing_dl",
        "pass_result",
    ]


def test_runeball_stats_table_matches_notes_stats() -> None:
    rows = TABLES["stats"]().rows
    assert tuple(row[0] for row in rows) == printed.STATS
    assert tuple(row[1] for row in rows) == ("MUS", "SKL", "SPD", "TOU", "WIT", "TEC", "CHA")


def test_runeball_skills_table_matches_notes_skills() -> None:
    rows = TABLES["skills"]().rows
    assert tuple((row[0], *row[1].split(" + ")) for row in rows[:5]) == printed.SKILLS
    assert all(row[2].startswith(f"{printed.BASE_SKILL} + ") for row in rows[:5])
    derived = {row[0]: row[2] for row in rows[5:]}
    assert derived["Hit points (HP)"] == "TOU + ½ MUS + ½ TEC + 8"
    assert derived["Initiative (INI)"] == "SPD bonus + WIT bonus"
    assert derived["MOVE"] == "6 hexes; 7 with SPD 15 or more"
    assert derived["Wound number"] == "HP / 4"


def test_runeball_kick_table_matches_notes_the_kickoff() -> None:
    rows = TABLES["kick"]().rows
    assert tuple(row[0] for row in rows) == tuple(_margin(m) for m, _ in printed.KICK)
    for (_, result), row in zip(printed.KICK, rows, strict=True):
        if result == "out of bounds":
            assert "out of bounds" in row[1]
        else:
            assert row[1] == f"Scatters {result.replace('-', MINUS)} hexes"


def test_runeball_maneuvers_table_matches_notes_basic_maneuvers() -> None:
    rows = TABLES["maneuvers"]().rows
    assert tuple((row[0], row[1], row[2] == "yes") for row in rows) == printed.MANEUVERS


def test_runeball_blocking_table_matches_notes_blocking() -> None:
    rows = TABLES["blocking"]().rows
    assert tuple(row[0] for row in rows) == tuple(_margin(m) for m in printed.BLOCKING)
    results = [row[1] for row in rows]
    assert "down" in results[0] and "back 1 hex" in results[0]
    assert "back 1 hex" in results[1] and "wounded" in results[1]
    assert results[2] == "No effect"
    assert results[3] == "Blocker knocked down"
    assert "Blocker knocked down" in results[4] and "hit" in results[4]


def test_runeball_wound_table_matches_notes_wounds() -> None:
    rows = TABLES["wounds"]().rows
    for (rolls, name, effects), row in zip(printed.WOUNDS, rows, strict=True):
        assert row[0] == rolls.rstrip("*").replace("-", "–")
        assert row[1] == name
        expected = " + ".join(effects).replace("Roll Again", "roll again")
        assert row[2] == (expected or "No further effect")


def test_runeball_wound_effects_table_matches_notes_wounds() -> None:
    rows = TABLES["wound_effects"]().rows
    assert tuple(row[0] for row in rows) == printed.WOUND_EFFECTS
    by_name = {row[0]: row[1] for row in rows}
    assert "−1 hit point" in by_name["Bleed"]
    assert "−1 to every skill" in by_name["Bruise"]
    assert "−2 INI" in by_name["Slow"] and "−1 MOVE" in by_name["Slow"]
    assert "1d4" in by_name["Weak"] and "−1d4" in by_name["Pain"]


def test_runeball_passing_dl_table_matches_notes() -> None:
    rows = TABLES["passing_dl"]().rows
    assert tuple((row[0], int(row[1])) for row in rows[:4]) == tuple(
        (ranges.replace("-", "–"), dl) for ranges, dl in printed.PASSING_DL
    )
    assert rows[4][1] == f"+{printed.PER_ADJ_DEFENDER}"
    assert rows[5][1] == f"+{printed.PER_ADJ_DEFENDER_IN_FRONT}"


def test_runeball_pass_result_table_matches_notes() -> None:
    rows = TABLES["pass_result"]().rows
    for (margin, catch, intercept), row in zip(printed.PASS_RESULT, rows, strict=False):
        assert row[0] == _margin(margin)
        assert row[2] == ("—" if catch is None else str(catch))
        assert row[3] == ("—" if intercept is None else str(intercept))
    assert rows[-1][2] == f"+{printed.ADJACENT_DEF_CATCH_DL}"
