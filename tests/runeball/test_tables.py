"""The nine Runeball tables generated from rules_py, compared cell for cell with the notes'
printed tables (tests/runeball/printed.py); then the site's own tables of rules the notes state
in words, checked against the notes' numbers."""

import pytest

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


def test_runeball_table_names_are_the_nine_printed_tables_first() -> None:
    assert list(TABLES)[:9] == [
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
    assert tuple((row[0], row[1], row[2] == "Yes") for row in rows) == printed.MANEUVERS


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


@pytest.mark.parametrize(
    ("margin", "says"),
    [
        pytest.param(
            "Fails by 4–6",
            ("1d4 hexes", "any player on that hex may catch it"),
            id="Runeball 2022 Notes > Pass Result: fails by 4-6, scatters 1d4, any player catches",
        ),
        pytest.param(
            "Fails by 7+",
            ("fumbles", "1 hex", "bounces", "off the pitch, a turnover"),
            id="Runeball 2022 Notes > Pass Result; Failed Pass Attempt: fails by 7, one hex",
        ),
    ],
)
def test_runeball_pass_result_table_says_where_the_ball_goes(
    margin: str, says: tuple[str, ...]
) -> None:
    """Runeball 2022 Notes › Pass Result: "Off-target: ball scatters 1d4 hexes. It may be caught
    by any player in the resulting hex"; "Passer fumbles the ball. It scatters one hex, begins to
    bounce", and › Failed Pass Attempt: out of bounds during a pass is a turnover. The table
    once said only "Passer fumbles"."""
    result = _cells("pass_result")[margin][0]
    assert all(words in result for words in says), result


def _cells(name: str) -> dict[str, tuple[str, ...]]:
    """A site table's rows by their first cell."""
    return {row[0]: row[1:] for row in TABLES[name]().rows}


def test_runeball_bouncing_balls_4_to_6_bounces_on() -> None:
    """Runeball 2022 Notes › Bouncing Balls: each hex the second d6 goes on at 4–6 (a half)."""
    bounce = _cells("bounce")  # one distribution: one number of decimals down the column
    assert [bounce[str(hexes)][0] for hexes in (1, 2, 3)] == ["50.00%", "25.00%", "12.50%"]
    assert bounce["5 or more"] == ("6.25%",)


def test_runeball_recovery_dl_12_bouncing_8_at_rest_plus_2_per_opponent() -> None:
    """Runeball 2022 Notes › Recovering a Bouncing Ball (A003-44: the +2 on both DLs)."""
    assert _cells("recovery")["0"] == ("12", "8")
    assert _cells("recovery")["2"] == ("16", "12")


def test_runeball_direction_die_every_side_once_each_team_mirrored() -> None:
    """Runeball 2022 Notes › Bouncing Balls (A003-16): six faces, six sides, 1 forward left."""
    rows = TABLES["direction_die"]().rows
    assert len({row[2] for row in rows}) == 6
    assert rows[0][1:3] == ("Forward left", "Towards column 31 and row 1")
    assert rows[0][3] == "Towards column 1 and row 15"


def test_runeball_blitz_window_3_and_never_the_carrier() -> None:
    """Runeball 2022 Notes › Blitzing: acting on 11, an opponent at 8 may blitz, at 7 not."""
    blitz = [row[1:] for row in TABLES["blitz"]().rows]
    assert ("No", "Yes") in blitz and blitz[2:4] == [("No", "Yes"), ("No", "No")]
    assert blitz[-1] == ("Yes", "No")


def test_runeball_held_action_teammate_free_opponent_by_initiative() -> None:
    """Runeball 2022 Notes › Holding an Action (A003-21: a tie rolls again)."""
    goes_first = [row[1] for row in TABLES["held_action"]().rows]
    assert goes_first == [
        "The held action",
        "The held action",
        "The opponent",
        "Tie: both roll again",
    ]


def test_runeball_slow_acts_only_on_a_total_of_0_or_more() -> None:
    """Runeball 2022 Notes › Wounds (Slow: −2 INI, no action below 0)."""
    assert [row[1:] for row in TABLES["slow"]().rows] == [
        ("+1", "Yes"),
        ("0", "Yes"),
        (f"{MINUS}1", "No"),
    ]


def test_runeball_a_turn_is_a_full_action_and_ends_with_a_block_or_pass() -> None:
    """Runeball 2022 Notes › Actions and Half-Actions; Basic Maneuvers."""
    fits = _cells("turns")
    assert fits["Half Move, then Block"] == ("Yes",)
    assert fits["Block, then Half Move"] == ("No",)
    assert fits["Full Move, then Pass"] == ("No",)


def test_runeball_exertion_1d4_hit_points_a_point() -> None:
    """Runeball 2022 Notes › Exertion: each point +1 for 1d4 hit points, at most 2."""
    assert _cells("exertion") == {"1": ("+1", "1d4: 1–4", "2.5"), "2": ("+2", "2d4: 2–8", "5")}


def test_runeball_sprint_1_hex_on_a_half_move_2_on_a_full() -> None:
    """Runeball 2022 Notes › Basic Maneuvers (Sprint)."""
    assert [row[1:] for row in TABLES["sprint"]().rows] == [("1", "+1"), ("1", "+1"), ("2", "+2")]


def test_runeball_knockdown_margin_3_or_damage_reaching_the_wound_number() -> None:
    """Runeball 2022 Notes › Knockdowns."""
    assert [row[1:] for row in TABLES["knockdowns"]().rows] == [
        ("Down", "Down"),
        ("Up", "Down"),
        ("Up", "Up"),
    ]


def test_runeball_knockback_free_hex_first_else_any_and_prone_half_hex_out() -> None:
    """Runeball 2022 Notes › Knockback; Knockback Into Half-Hexes."""
    assert [row[1] for row in TABLES["knockback"]().rows] == ["A", "A, B", "A, B, C", "A, B, C"]
    assert _cells("half_hex") == {
        "On his feet": ("In bounds",),
        "Prone": ("Out of bounds: a turnover",),
    }


def test_runeball_shake_it_off_1d6_capped_by_start_and_bruises() -> None:
    """Runeball 2022 Notes › Shaking It Off (A003-26)."""
    assert [row[3] for row in TABLES["shake_it_off"]().rows] == ["26", "31", "22"]


def test_runeball_fumbles_turnovers_and_interceptions() -> None:
    """Runeball 2022 Notes › Fumbles; Turnovers: a turnover scores 1, a fumble gives a free
    activation, an interception both."""
    cases = _cells("consequences")
    assert cases["Turnover"][1:] == ("1", "No")
    assert cases["Fumble on another's turn"] == ("No", "0", "Yes")
    assert cases["Interception"] == ("Yes", "1", "Yes")


@pytest.mark.parametrize(
    ("case", "row"),
    [
        pytest.param(
            "Turnover",
            ("Only if he caused it while taking his turn", "1", "No"),
            id="Runeball 2022 Notes > Turnovers: loses his turn only if he turned it over on it",
        ),
        pytest.param(
            "Turnover caused by a fumble",
            ("Only if he caused it while taking his turn", "1", "Yes"),
            id="Runeball 2022 Notes > Turnovers: a fumble that causes a turnover, the activation",
        ),
        pytest.param(
            "Pass that goes out of bounds",
            ("Yes", "1", "Yes"),
            id="Runeball 2022 Notes > Failed Pass Attempt: out of bounds, a point and activation",
        ),
    ],
)
def test_runeball_turnovers_and_the_pass_that_goes_out(case: str, row: tuple[str, ...]) -> None:
    """Runeball 2022 Notes › Turnovers: the last to touch the ball "loses the remainder of his
    turn. (Again, only if you turned the ball over in the act of taking your turn.)"; by
    themselves turnovers "do not cause free activations". › Failed Pass Attempt: a ball that
    scatters out of bounds during a pass is a turnover, and the defending team "scores a point,
    gets the ball ... and gets a free activation". The table once said "Yes" outright and had
    no row for the pass."""
    assert _cells("consequences")[case] == row
    assert "Failed Pass Attempt" in TABLES["consequences"]().source


def test_runeball_keshat_choices_and_seven_on_the_field() -> None:
    """Runeball 2022 Notes › Game Start Procedure; The Team."""
    assert _cells("game_start") == {
        "Won": ("1",),
        "Lost": ("1",),
        "Won with a Keshat": ("2",),
        "Lost to a Keshat": ("0",),
    }
    assert _cells("team")["9"] == ("7",) and _cells("team")["6"] == ("6",)
