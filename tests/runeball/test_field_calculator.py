"""The board input and the Runeball field calculator (Runeball 2022 Notes › Passing and
Handoffs; Intercepting a Pass; Catching a Pass; The Kickoff; Kicking a Field Goal): positions on
the pitch turned into the pass and kick calculators' numbers."""

import json
import subprocess
import sys
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.board import Placement
from rules_py.calculators import calculate, handle_request
from rules_py.contract import InputError
from rules_py.numbers import percent
from rules_py.runeball import field
from rules_py.runeball.calculators import RUNEBALL_PASS
from rules_py.runeball.calculators.field import DEFAULT_BOARD, RUNEBALL_FIELD
from rules_py.runeball.field_view import pitch_cells, range_band, range_bands, range_shading

SKILLS = {"pass_skill": 10, "catch_skill": 10, "interceptor_catch": 10, "kick_skill": 10}


def run(board: object, **more: object) -> dict[str, Any]:
    return calculate("runeball_field", {"play": "pass", "board": board, **SKILLS, **more})


# --- the board input ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "is required"),
        ("passer=40.8;receiver=12.8", "off the board"),
        ("passer=2.16;receiver=12.8", "off the board"),  # an even column has no row 16
        ("passer=5.8;receiver=5.8", "two pieces on 5.8"),
        ("passer=5.8;goalie=3.3", "no piece is called 'goalie'"),
        ("passer", "needs a piece and hexes"),
        ("passer=5,8", "'5' is not a hex"),
        ("passer=five.8", "is not a hex"),
        ("receiver=12.8", "place the passer"),
        ("passer=1.1;defenders=2.2,3.3,4.4,5.5,6.6,7.7,8.8", "at most 6 defender"),
        ("passer=1.1;receiver=2.2,3.3", "at most 1 receiver"),
        ("x" * 3000, "too long"),
    ],
)
def test_bad_board_text_names_the_board(text: str, words: str) -> None:
    with pytest.raises(InputError) as raised:
        run(text)
    assert raised.value.input == "board"
    assert words in raised.value.message


def test_board_json_object_and_list_read_like_the_text() -> None:
    text = "passer=8.8;receiver=14.8;defenders=7.8,15.9"
    as_object = {"passer": [8, 8], "receiver": "14.8", "defenders": [[7, 8], "15.9"]}
    as_list = [
        {"role": "passer", "column": 8, "row": 8},
        {"role": "receiver", "column": 14, "row": 8},
        {"role": "defenders", "column": 7, "row": 8},
        {"role": "defenders", "column": 15, "row": 9},
    ]
    expected = run(text)
    assert run(as_object) == expected == run(as_list)
    assert expected["board"] == text


@pytest.mark.parametrize("bad", [3, True, [1, 2], {"passer": [True, 8]}, [{"column": 1}], 1.5])
def test_board_json_of_the_wrong_shape_names_the_board(bad: object) -> None:
    answer = handle_request(
        {"calculator": "runeball_field", "inputs": {"play": "pass", "board": bad, **SKILLS}}
    )
    assert answer["error"]["input"] == "board"


def test_cli_board_flag_and_its_error() -> None:
    args = [sys.executable, "-m", "rules_py", "runeball_field", "--play", "pass"]
    args += [item for name, value in SKILLS.items() for item in (f"--{name}", str(value))]
    good = subprocess.run([*args, "--board", DEFAULT_BOARD], capture_output=True, text=True)
    assert good.returncode == 0, good.stderr
    assert json.loads(good.stdout)["dl"] == 11
    bad = subprocess.run([*args, "--board", "passer=0.0"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1 and "board" in bad.stderr


# --- the pass ----------------------------------------------------------------------------------


def test_the_worked_example_on_the_passing_page() -> None:
    """docs/runeball/passing.md › Worked example: range 6, one defender behind the passer (DL 11),
    one next to the receiver, the interceptor on the flight path."""
    result = run(DEFAULT_BOARD)
    assert (result["range"], result["dl"]) == (6, 11)
    assert (result["passer_adjacent"], result["passer_adjacent_front"]) == (1, 0)
    assert result["receiver_adjacent"] == 1
    assert result["could_intercept"] == "Interceptor (11.8)"
    assert result["pass_odds"]["perfect"] == 75 and result["pass_odds"]["accurate"] == 25
    assert result["outcomes_exact"] == {
        "completed": "53/64",
        "intercepted": "1/8",
        "fumbled": "3/64",
        "turnover": "0",
    }
    assert [round(result["outcomes"][k], 2) for k in ("completed", "intercepted", "fumbled")] == [
        82.81,
        12.5,
        4.69,
    ]
    moved = run(DEFAULT_BOARD.replace("defenders=7.8", "defenders=9.8"))
    assert (moved["passer_adjacent_front"], moved["dl"]) == (1, 12)


def test_dl_rises_as_a_defender_comes_next_to_the_passer() -> None:
    """Passing DL: +1 per adjacent defender, +2 for one in front (reading A003-12: 2 in all)."""
    board = "passer=8.8;receiver=14.8;defenders={}"
    far, beside, ahead = (run(board.format(cell))["dl"] for cell in ("20.8", "8.7", "9.9"))
    assert (far, beside, ahead) == (10, 11, 12)
    three = run(board.format("20.8") + "", front_defender="plus_three")["dl"]
    assert three == 10
    assert run(board.format("9.9"), front_defender="plus_three")["dl"] == 13


def test_in_front_reading_changes_the_dl() -> None:
    """Reading A003-40: a defender beside a throw straight up the column is in front only when
    every hex on the receiver's side counts."""
    board = "passer=8.8;receiver=8.2;defenders=9.8"
    assert run(board)["dl"] == 11
    assert run(board, front_hexes="half")["dl"] == 12


@settings(deadline=None, max_examples=30)
@given(
    st.lists(st.sampled_from(list(field.every_hex())), min_size=3, max_size=6, unique=True),
    st.integers(min_value=0, max_value=20),
)
def test_the_field_hands_its_counts_to_the_pass_calculator(
    cells: list[field.Hex], skill: int
) -> None:
    passer, receiver, *defenders = cells
    board = f"passer={passer};receiver={receiver};defenders={','.join(map(str, defenders))}"
    result = run(board, pass_skill=skill)
    hexes = field.hex_distance(passer, receiver)
    assert result["range"] == hexes
    near = [d for d in defenders if field.adjacent(d, passer)]
    assert result["passer_adjacent"] == len(near)
    assert result["receiver_adjacent"] == sum(field.adjacent(d, receiver) for d in defenders)
    if hexes > 18:
        assert result["dl"] is None and result["outcomes"] == {}
        assert any("no pass reaches" in warning for warning in result["warnings"])
        return
    expected = RUNEBALL_PASS.calculate(
        {
            "pass_skill": skill,
            "range": hexes,
            "passer_adjacent": result["passer_adjacent"],
            "passer_adjacent_front": result["passer_adjacent_front"],
            "catch_skill": 10,
            "receiver_adjacent": result["receiver_adjacent"],
        }
    )
    assert result["dl"] == expected["dl"]
    assert result["pass_odds"] == (expected["odds"] if hexes > 1 else {})
    outcomes = {key: Fraction(p) for key, p in result["outcomes_exact"].items()}
    assert sum(outcomes.values()) == 1
    # No interceptor: a pass turns over exactly when it scatters (fails by 4-6) onto one of the
    # 24 hexes 1-4 straight out of the receiver's that lie off the pitch, or is fumbled (fails
    # by 7 or more) onto one of the passer's 6 neighbours that lie off it.
    thrown = hexes > 1
    scattered = Fraction(expected["odds_exact"]["scatter"]) if thrown else Fraction(0)
    fumbled = Fraction(expected["odds_exact"]["fumble"]) if thrown else Fraction(0)
    off = sum(
        not field.in_bounds(field.step(receiver, direction, n))
        for direction in field.DIRECTIONS
        for n in range(1, 5)
    )
    fumble_off = sum(not field.in_bounds(field.step(passer, d)) for d in field.DIRECTIONS)
    assert outcomes["turnover"] == scattered * Fraction(off, 24) + fumbled * Fraction(fumble_off, 6)
    aimed = {key: Fraction(p) for key, p in expected["outcomes_exact"].items()}
    assert outcomes["completed"] >= aimed["completed"]  # a teammate may catch a scattered ball
    assert outcomes["intercepted"] >= aimed["intercepted"]  # so may a defender


def test_an_interceptor_off_the_flight_path_cannot_try() -> None:
    on = run("passer=8.8;receiver=14.8;interceptor=11.8")
    off = run("passer=8.8;receiver=14.8;interceptor=11.5")
    assert on["outcomes"]["intercepted"] > 0
    assert off["outcomes"]["intercepted"] == 0
    assert any("not on the ball's flight path" in warning for warning in off["warnings"])
    assert off["could_intercept"].startswith("Nobody")


def test_teammates_next_to_the_interceptor_raise_his_dl() -> None:
    """Intercepting a Pass: +2 per member of the passing team next to the interceptor."""
    alone = run("passer=8.8;receiver=14.8;interceptor=11.8")
    marked = run("passer=8.8;receiver=14.8;interceptor=11.8;teammates=11.7")
    assert (alone["interceptor_adjacent"], marked["interceptor_adjacent"]) == (0, 1)
    assert marked["outcomes"]["intercepted"] < alone["outcomes"]["intercepted"]


def test_an_ordinary_pass_has_no_notes() -> None:
    """Runeball 2022 › Passing and Handoffs: a pass in range with nobody out of place warns of
    nothing; a handoff says what it is."""
    assert run(DEFAULT_BOARD)["warnings"] == []
    handoff = run("passer=8.8;receiver=9.8")["warnings"]
    assert len(handoff) == 1 and handoff[0].startswith("A handoff")


def test_next_to_the_receiver_is_a_handoff() -> None:
    """Handoffs: 1 hex, a perfect pass with no roll; nobody intercepts it."""
    result = run("passer=8.8;receiver=9.8;interceptor=10.8")
    assert result["range"] == 1 and result["dl"] is None
    assert result["outcomes"]["completed"] == 100
    assert "handoff" in result["field"]["caption"]


def test_range_bands_shade_every_hex_from_the_passer() -> None:
    """Passing DL (Pass vs. Range): 2–6, 7–10, 11–14, 15–18; the drawing carries the bands."""
    picture = run(DEFAULT_BOARD)["field"]
    bands = {(c, r): band for c, r, band in picture["shading"]["values"]}
    assert len(bands) == len(picture["cells"]) == 481
    passer = field.Hex(8, 8)
    expected_band = {0: 0, 1: 1, 2: 2, 6: 2, 7: 3, 10: 3, 11: 4, 14: 4, 15: 5, 18: 5, 19: 6}
    for cell in field.every_hex():
        hexes = field.hex_distance(passer, cell)
        if hexes in expected_band:
            assert bands[cell] == expected_band[hexes], cell
    labels = [words for _, words, _ in picture["shading"]["legend"]]
    assert labels[1:5] == [
        "2–6 hexes: DL 10",
        "7–10 hexes: DL 14",
        "11–14 hexes: DL 18",
        "15–18 hexes: DL 22",
    ]
    # each band's tag, drawn in the band and in its swatch, is its DL
    assert [tag for _, _, tag in picture["shading"]["legend"]][1:5] == ["10", "14", "18", "22"]
    assert picture["marks"]["intercept"] == [[11, 8]]
    assert picture["marks"]["adjacent"] == [[7, 8]]


# --- what is worked out once per position (the caches) ---------------------------------------

CACHED = (pitch_cells, range_bands, range_shading, field.flight_path)


def _clear_caches() -> None:
    for cached in CACHED:
        cached.cache_clear()


@settings(deadline=None, max_examples=40)
@given(
    st.lists(st.sampled_from(list(field.every_hex())), min_size=4, max_size=6, unique=True),
    st.sampled_from(["pass", "kick"]),
    st.integers(min_value=-20, max_value=40),
    st.integers(min_value=-20, max_value=40),
)
def test_the_answer_from_the_caches_is_the_answer_worked_out_afresh(
    cells: list[field.Hex], play: str, skill: int, other: int
) -> None:
    """Moving a piece, then changing a skill: every answer, with the geometry kept from the
    previous one, is the answer worked out with empty caches, to the byte."""
    passer, receiver, target, *defenders = cells
    board = f"passer={passer};receiver={receiver};target={target}"
    if defenders:
        board += f";defenders={','.join(map(str, defenders))}"
    request: dict[str, Any] = {
        "calculator": "runeball_field",
        "inputs": {**SKILLS, "play": play, "board": board, "pass_skill": other},
    }
    handle_request(request)  # warms the caches for this board
    request["inputs"] = {**request["inputs"], "pass_skill": skill, "kick_skill": skill}
    warm = json.dumps(handle_request(request))
    _clear_caches()
    assert json.dumps(handle_request(request)) == warm


@pytest.mark.parametrize("passer", [field.Hex(1, 1), field.Hex(8, 8), field.Hex(31, 16)])
def test_cached_range_shading_is_the_range_band_of_every_hex(passer: field.Hex) -> None:
    """Passing DL (Pass vs. Range): the kept shading, asked twice, is each hex's band."""
    expected = tuple(
        (cell.column, cell.row, range_band(field.hex_distance(passer, cell)))
        for cell in field.every_hex()
    )
    assert range_shading(passer) == expected
    assert range_shading(passer) is range_shading(passer)  # kept, and a tuple: nobody changes it


def test_cached_flight_path_is_the_fields() -> None:
    """Intercepting a Pass: the kept flight path is the one the field's geometry draws."""
    for passer, receiver in [
        (field.Hex(8, 8), field.Hex(12, 8)),
        (field.Hex(3, 1), field.Hex(20, 15)),
    ]:
        assert field.flight_path(passer, receiver) == field.flight_path.__wrapped__(
            passer, receiver
        )
    assert isinstance(pitch_cells(), tuple) and all(isinstance(c, tuple) for c in pitch_cells())


# --- the kick ----------------------------------------------------------------------------------


def kick(board: str, **more: object) -> dict[str, Any]:
    return run(board, play="kick", **more)


def test_field_goal_from_the_pitch() -> None:
    """Kicking a Field Goal: DL 6 + distance, +2 for the opponent in front; 8 hexes from 30.8."""
    result = kick("passer=22.8;defenders=23.8;target=30.8")
    assert result["kick_kind"] == "Field goal"
    assert result["range"] == 8
    assert result["fg_dl"] == 6 + 8 + 2
    assert round(result["fg_success"], 2) == 58.33  # d12 + 10 ≥ 16: 7 faces of 12
    shaded = sum(value for _, _, value in result["field"]["shading"]["values"])
    assert shaded + result["out_of_bounds"] + result["fg_success"] == pytest.approx(100)


def test_a_field_goal_needs_the_opponents_half() -> None:
    result = kick("passer=10.8;target=30.8")
    assert result["kick_kind"] == "Kickoff"
    assert any("opponents' half" in warning for warning in result["warnings"])


def test_kick_needs_a_target() -> None:
    with pytest.raises(InputError) as raised:
        kick("passer=3.8;receiver=5.5")
    assert raised.value.input == "board"
    assert "kick target" in raised.value.message


@pytest.mark.parametrize("board", ["passer=30.8;target=30.8", "passer=2.8;target=2.8"])
def test_a_kick_onto_the_kickers_own_hex_is_refused_on_the_board(board: str) -> None:
    """Runeball 2022 Notes › Kicking a Field Goal: the DL is 6 + the distance kicked, and a kick
    goes to a target hex (The Kickoff); a target on the kicker's own hex is no kick. The field
    has no "distance" input, so the message must name the board."""
    with pytest.raises(InputError) as raised:
        kick(board)
    assert raised.value.input == "board"
    assert "kicker's own hex" in raised.value.message
    inputs = {"play": "kick", "board": board, **SKILLS}
    answer = handle_request({"calculator": "runeball_field", "inputs": inputs})
    assert [error["input"] for error in answer["errors"]] == ["board"]


@settings(deadline=None, max_examples=25)
@given(
    st.sampled_from([cell for cell in field.every_hex() if cell.column > 16]),
    st.integers(min_value=-8, max_value=12),
    st.sampled_from(["nobody", "receiving"]),
)
def test_kickoff_lands_somewhere_or_out(target: field.Hex, skill: int, neutral: str) -> None:
    """The Kickoff: every kick ends on a hex of the receiving side or out of bounds."""
    result = kick(f"passer=3.8;target={target}", kick_skill=skill, neutral_zone=neutral)
    values = result["field"]["shading"]["values"]
    assert all(c > 15 for c, _, _ in values)
    if neutral == "nobody":
        assert all(c > 16 for c, _, _ in values)
    assert sum(v for _, _, v in values) + result["out_of_bounds"] == pytest.approx(100)
    scatter = result["kick_scatter"]
    assert sum(scatter.values()) == pytest.approx(100)


def test_neutral_zone_reading_changes_a_short_kickoff() -> None:
    """Reading A003-14: a kickoff aimed next to the neutral zone; skill 0 fails often."""
    board = "passer=3.8;target=17.8"
    nobody = kick(board, kick_skill=0)["out_of_bounds"]
    receiving = kick(board, kick_skill=0, neutral_zone="receiving")["out_of_bounds"]
    assert receiving < nobody


def test_calculator_declares_a_board_input() -> None:
    board = next(item for item in RUNEBALL_FIELD.inputs if item.kind == "board")
    declared = board.describe()
    assert [piece["role"] for piece in declared["pieces"]] == [
        "passer",
        "receiver",
        "teammates",
        "defenders",
        "interceptor",
        "target",
    ]
    value = board.parse(DEFAULT_BOARD)
    assert isinstance(value, Placement) and value.text() == DEFAULT_BOARD


def test_a_defender_the_line_clips_may_intercept() -> None:
    """Runeball 2022 › Intercepting a Pass: from 9.12 to 26.4 the ball's line clips hex 18.7,
    so the interceptor there may try; the pitch outlines the same flight path."""
    result = run("passer=9.12;receiver=26.4;interceptor=18.7")
    assert result["could_intercept"] == "Interceptor (18.7)"
    assert not any("not on the ball's flight path" in w for w in result["warnings"])
    assert Fraction(result["outcomes_exact"]["intercepted"]) > 0
    path = result["field"]["marks"]["path"]
    assert [18, 7] in path
    assert path == [
        [c.column, c.row] for c in field.flight_path(field.Hex(9, 12), field.Hex(26, 4))
    ]


def _counted_pass(
    pass_skill: int, dl: int, catch_skill: int, off: int, fumble_off: int = 0
) -> dict[str, Fraction]:
    """Every d12 of the pass, every direction of a fumbled ball's one-hex scatter (6), every
    direction and distance of an off-target scatter (6 × 1d4) and every d12 of the catch, the
    outcome of each read from the Pass Result table and Failed Pass Attempt: no defender
    anywhere, ``fumble_off`` of the 6 hexes next to the passer and ``off`` of the 24 scatter
    hexes off the pitch, none on a player."""
    counts = dict.fromkeys(("completed", "intercepted", "fumbled", "turnover"), 0)
    for roll in range(1, 13):
        margin = roll + pass_skill - dl
        for direction in range(6):
            for landing in range(24):
                for catch in range(1, 13):
                    if margin <= -7:
                        counts["turnover" if direction < fumble_off else "fumbled"] += 1
                    elif -6 <= margin <= -4:
                        counts["turnover" if landing < off else "fumbled"] += 1
                    else:
                        catch_dl = 8 if margin >= 3 else 12 if margin >= 0 else 16
                        caught = catch + catch_skill >= catch_dl
                        counts["completed" if caught else "fumbled"] += 1
    return {key: Fraction(n, 12 * 6 * 24 * 12) for key, n in counts.items()}


def test_a_scattered_pass_near_the_sideline_can_go_out_of_bounds() -> None:
    """Runeball 2022 › Failed Pass Attempt: a ball that "scatters out-of-bounds for any reason"
    is a turnover. Pass 4 from 10.2 to 16.1 (range 6, DL 10) fails by 4-6 on a 1 or 2; from the
    receiver's half-hex at the sideline 10 of the 24 scatter hexes are off the pitch."""
    result = run("passer=10.2;receiver=16.1", pass_skill=4)
    assert (result["range"], result["dl"]) == (6, 10)
    exact = {key: Fraction(p) for key, p in result["outcomes_exact"].items()}
    assert exact == _counted_pass(4, 10, 10, off=10)
    assert exact["turnover"] == Fraction(2, 12) * Fraction(10, 24) == Fraction(5, 72)
    # the pass calculator alone, the scattered ball on an empty hex, fumbles all of it
    alone = calculate("runeball_pass", {"pass_skill": 4, "range": 6, "catch_skill": 10})[
        "outcomes_exact"
    ]
    assert exact["fumbled"] == Fraction(alone["fumbled"]) - exact["turnover"]


@pytest.mark.parametrize(
    ("board", "inside", "dl", "fumble_faces", "fumble_off", "turnover", "fumbled"),
    [
        pytest.param(
            "passer=1.8;receiver=5.8",
            ("passer=11.8;receiver=15.8", "62.5%"),
            10,
            3,
            2,
            "8.33%",
            "54.17%",
            id="Runeball 2022 Notes > Pass Result; Failed Pass Attempt: fumbled on the end line",
        ),
        pytest.param(
            "passer=1.1;receiver=5.8",
            ("passer=11.8;receiver=20.8", "90.28%"),
            14,
            7,
            4,
            "38.89%",
            "51.39%",
            id="Runeball 2022 Notes > Pass Result; Failed Pass Attempt: fumbled in the corner",
        ),
    ],
)
def test_a_pass_fumbled_at_the_edge_of_the_pitch_can_leave_it(
    board: str,
    inside: tuple[str, str],
    dl: int,
    fumble_faces: int,
    fumble_off: int,
    turnover: str,
    fumbled: str,
) -> None:
    """Runeball 2022 Notes › Pass Result: failing by 7, "Passer fumbles the ball. It scatters
    one hex, begins to bounce"; › Failed Pass Attempt: a ball that "scatters out-of-bounds for
    any reason as part of a pass attempt" is a turnover. Pass 0 fails by 7 or more on a d12 of
    3 or less against DL 10 (range 4 from 1.8), 7 or less against DL 14 (range 9 from 1.1).
    On the end line 2 of the passer's 6 neighbours are off the pitch, in the corner half-hex 4:
    of a fumble 1/3 and 2/3 is a turnover (the old answer: none, 0% and 62.5%, 0% and 90.28%)."""
    result = run(board, pass_skill=0)
    assert result["dl"] == dl
    exact = {key: Fraction(p) for key, p in result["outcomes_exact"].items()}
    assert exact == _counted_pass(0, dl, 10, off=0, fumble_off=fumble_off)
    shown = {key: percent(p) for key, p in result["outcomes"].items()}
    assert (shown["turnover"], shown["fumbled"]) == (turnover, fumbled)
    assert exact["turnover"] == Fraction(fumble_faces, 12) * Fraction(fumble_off, 6)
    # the same pass in mid-pitch: every fumble stays on it, as the old answer had it
    middle = run(inside[0], pass_skill=0)
    assert middle["dl"] == dl
    assert (percent(middle["outcomes"]["turnover"]), percent(middle["outcomes"]["fumbled"])) == (
        "0%",
        inside[1],
    )


def test_a_scattered_pass_may_fall_to_a_teammate_or_a_defender() -> None:
    """Runeball 2022 › Passing and Handoffs: a ball that scatters "may be caught by any player
    in the resulting hex at a DL 16"; a defender who catches it intercepts, a teammate
    completes the pass."""
    board = "passer=10.2;receiver=16.8"
    empty = run(board, pass_skill=4)
    teammate = run(board + ";teammates=16.9", pass_skill=4)
    defender = run(board + ";defenders=16.9", pass_skill=4)
    # Range 9, DL 14: pass 4 fails by 4-6 on a 4, 5 or 6. 16.9 is 1 hex below the receiver: 1
    # of the 24 landings. The teammate there catches at DL 16 (7 faces of a d12 with Catch
    # 10); the defender there has the receiver next to him, +2: DL 18, 5 faces.
    share = Fraction(3, 12) * Fraction(1, 24)
    gained = Fraction(teammate["outcomes_exact"]["completed"]) - Fraction(
        empty["outcomes_exact"]["completed"]
    )
    assert gained == share * Fraction(7, 12)
    assert Fraction(defender["outcomes_exact"]["intercepted"]) == share * Fraction(5, 12)


def test_a_kickoff_kicker_far_from_his_goal_line_is_told() -> None:
    """Runeball 2022 › The Kickoff: "The player kicking the ball must be within 3 hexes of their
    own goal line" (reading A003-41: the front of his end zone, so columns 1-6 or 26-31)."""

    def told(kicker: str) -> bool:
        target = "24.8" if int(kicker.split(".")[0]) < 16 else "8.8"
        warnings = kick(f"passer={kicker};target={target}")["warnings"]
        return any("within 3 hexes of his own goal line" in w for w in warnings)

    assert [told(k) for k in ("1.8", "3.8", "6.8", "7.8", "12.8")] == [
        False,
        False,
        False,
        True,
        True,
    ]
    assert [told(k) for k in ("31.8", "26.8", "25.8")] == [False, False, True]
    far, near = kick("passer=10.8;target=24.8"), kick("passer=5.8;target=24.8")
    assert far["out_of_bounds"] == near["out_of_bounds"]


@pytest.mark.parametrize(
    ("play", "shown", "empty"), [("pass", "The pass", "The kick"), ("kick", "The kick", "The pass")]
)
def test_each_play_fills_its_own_group_of_outputs(play: str, shown: str, empty: str) -> None:
    """Runeball 2022 › Passing and Handoffs; The Kickoff: a pass answers nothing about a kick
    and a kick nothing about a pass, so the page can leave the other group out."""
    result = run(DEFAULT_BOARD, play=play)

    def values(group: str) -> list[object]:
        return [result[o.key] for o in RUNEBALL_FIELD.outputs if o.group == group]

    assert all(value in (None, {}, []) for value in values(empty))
    assert any(value not in (None, {}, []) for value in values(shown))
