"""The rows input (rules_py.rows): the compact text, JSON lists, errors that name the row and the
column, and the widget's own reading and writing of the compact text (rows.js) agreeing with
Python's."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py import plain_text
from rules_py.calculators import calculate
from rules_py.contract import Input, InputError, InputErrors
from rules_py.rows import compact, escape_cell, parse_rows, split_compact
from rules_py.rq2_combat.calculators.sr_cycles import COMBATANTS
from tests.cli.run import run_cli

ROWS_JS = Path(__file__).resolve().parents[2] / "docs" / "javascripts" / "widget" / "rows.js"
NODE = shutil.which("node")


def errors_of(raw: object) -> list[tuple[str | None, str]]:
    with pytest.raises(InputError) as raised:
        COMBATANTS.parse(raw)
    error = raised.value
    every = error.errors if isinstance(error, InputErrors) else (error,)
    return [(item.input, item.message) for item in every]


def test_compact_text_with_defaults_for_cells_left_off() -> None:
    assert COMBATANTS.parse("Ana:12:3;Bo:8:2:1:dazed") == (
        {"name": "Ana", "sr": 12, "actions": 3, "surprised": False, "condition": "none", "kept": 0},
        {"name": "Bo", "sr": 8, "actions": 2, "surprised": True, "condition": "dazed", "kept": 0},
    )


def test_json_list_of_objects_as_the_cli_and_jsonl_take_it() -> None:
    rows = [{"name": "Ana", "sr": 12, "actions": 3, "surprised": True, "condition": "vulnerable"}]
    parsed = ({**rows[0], "kept": 0},)  # the column left out takes its default
    assert COMBATANTS.parse(rows) == parsed
    assert COMBATANTS.parse(json.dumps(rows)) == parsed


def test_escaped_separators_stay_in_the_name() -> None:
    parsed = parse_rows(COMBATANTS, "Bo\\:the\\;bold:8:2")
    assert parsed[0]["name"] == "Bo:the;bold"
    assert compact(COMBATANTS, parsed) == "Bo\\:the\\;bold:8:2:0:none:0"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param("Ana:41:3", [("combatants[1].sr", "must be between 0 and 40, not 41")]),
        pytest.param(
            "Ana:12:3;Bo:x:2",
            [("combatants[2].sr", "must be a whole number, not 'x'")],
            id="text in a number cell",
        ),
        pytest.param(
            "Ana:12:3;:8:-1:maybe:sad",
            [
                ("combatants[2].name", "is required: enter a value"),
                ("combatants[2].actions", "must be between 0 and 10, not -1"),
                ("combatants[2].surprised", "must be yes or no (1 or 0)"),
                (
                    "combatants[2].condition",
                    "must be one of none, dazed, overextended, vulnerable",
                ),
            ],
            id="every bad cell of a row",
        ),
        pytest.param(
            "Ana:12:3:0:none:0:extra",
            [
                (
                    "combatants[1]",
                    "has 7 cells; the columns are name, sr, actions, surprised, condition, kept",
                )
            ],
            id="too many cells",
        ),
        pytest.param("", [("combatants", "add at least 1 row")], id="empty table"),
        pytest.param(
            ";".join(f"C{i}:1:1" for i in range(21)),
            [("combatants", "takes at most 20 rows")],
            id="too many rows",
        ),
        pytest.param(
            [{"name": "Ana", "sr": 1, "actions": 1, "speed": 3}],
            [
                (
                    "combatants[1].speed",
                    "is not a column (name, sr, actions, surprised, condition, kept)",
                )
            ],
            id="unknown column",
        ),
        pytest.param(
            [5],
            [
                (
                    "combatants[1]",
                    "must be an object with name, sr, actions, surprised, condition, kept",
                )
            ],
            id="row not an object",
        ),
        pytest.param(
            "[{oops",
            [
                (
                    "combatants",
                    "is not JSON (line 1, column 3): Expecting property name enclosed in "
                    "double quotes",
                )
            ],
            id="broken JSON",
        ),
        pytest.param(
            "A" * 25 + ":1:1",
            [("combatants[1].name", "is too long: at most 24 characters")],
            id="long",
        ),
        pytest.param(
            [{"name": "A\x07", "sr": 1, "actions": 1}],
            [
                (
                    "combatants[1].name",
                    f"holds U+0007, {plain_text.SAYS}",
                )
            ],
            id="control character",
        ),
        pytest.param(
            [{"name": "Bo\u202eb", "sr": 1, "actions": 1}],
            [
                (
                    "combatants[1].name",
                    f"holds U+202E, {plain_text.SAYS}",
                )
            ],
            id="right-to-left override",
        ),
        pytest.param(
            [{"name": 7, "sr": 1, "actions": 1}],
            [("combatants[1].name", "must be text")],
            id="name not text",
        ),
        pytest.param(
            12,
            [
                (
                    "combatants",
                    "must be rows such as name:sr:actions:0:none:0 "
                    "(columns name, sr, actions, surprised, condition, kept)",
                )
            ],
            id="a number",
        ),
    ],
)
def test_row_parsing_errors_name_the_row_and_the_column(
    raw: object, expected: list[tuple[str, str]]
) -> None:
    assert errors_of(raw) == expected


def test_yes_no_cells_read_every_usual_spelling() -> None:
    column = Input("s", "S", kind="yesno")
    assert [column.parse(word) for word in ("1", "yes", "Y", "true", True)] == [True] * 5
    assert [column.parse(word) for word in ("0", "no", "N", "false", False)] == [False] * 5


def test_a_rows_input_declares_columns_of_cell_kinds_only() -> None:
    with pytest.raises(ValueError, match="declares columns"):
        Input("t", "T", kind="rows")
    with pytest.raises(ValueError, match="a column is one of"):
        Input(
            "t",
            "T",
            kind="rows",
            columns=(Input("r", "R", kind="rows", columns=(Input("x", "X"),)),),
        )


def test_every_bad_cell_reaches_the_facade_as_its_own_error() -> None:
    from rules_py.calculators import handle_request

    answer = handle_request(
        {"calculator": "sr_cycles", "inputs": {"combatants": "Ana:99:1;Bo:1:99"}}
    )
    assert [error["input"] for error in answer["errors"]] == [
        "combatants[1].sr",
        "combatants[2].actions",
    ]


def test_cli_takes_the_list_as_json_and_as_compact_text() -> None:
    """The CLI: --combatants as a JSON list, or the compact text of the permalink."""
    rows = [{"name": "Ana", "sr": 12, "actions": 2}, {"name": "Bo", "sr": 12, "actions": 1}]
    done = run_cli("sr_cycles", "--combatants", json.dumps(rows))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["cycles"] == [[["Ana", "Bo"]], [["Ana"]]]
    done = run_cli("sr_cycles", "--combatants", "Ana:12:2;Bo:12:1", "--surprise_turn", "acts")
    assert json.loads(done.stdout)["cycles"] == [[["Ana", "Bo"]], [["Ana"]]]


def test_cli_bad_cell_exits_2_naming_the_cell() -> None:
    done = run_cli("sr_cycles", "--combatants", "Ana:12:2;Bo:50:1")
    assert done.returncode == 2
    assert done.stderr.strip().endswith("combatants[2].sr: must be between 0 and 40, not 50")
    assert len(done.stderr.strip().splitlines()) == 1


def test_jsonl_takes_the_list_and_answers_every_bad_cell() -> None:
    lines = [
        json.dumps(
            {
                "calculator": "sr_cycles",
                "inputs": {
                    "combatants": [{"name": "Ana", "sr": 12, "actions": 1, "surprised": True}]
                },
            }
        ),
        json.dumps(
            {
                "calculator": "sr_cycles",
                "inputs": {
                    "combatants": [
                        {"name": "Ana", "sr": -1, "actions": 1},
                        {"name": "Bo", "sr": 2, "actions": "x"},
                    ]
                },
            }
        ),
    ]
    done = run_cli("--jsonl", stdin="\n".join(lines) + "\n")
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["result"]["order"][0]["sr"] == 2
    assert [error["input"] for error in second["errors"]] == [
        "combatants[1].sr",
        "combatants[2].actions",
    ]


cell_text = st.text(alphabet="Ab :;\\é-", min_size=1, max_size=8).filter(
    lambda text: text.strip() and text == " ".join(text.split())
)
rows_strategy = st.lists(
    st.fixed_dictionaries(
        {
            "name": cell_text,
            "sr": st.integers(0, 40),
            "actions": st.integers(0, 10),
            "surprised": st.booleans(),
            "condition": st.sampled_from(("none", "dazed", "overextended", "vulnerable")),
            "kept": st.integers(0, 10),
        }
    ),
    min_size=1,
    max_size=5,
)


@given(rows=rows_strategy)
def test_compact_text_round_trips(rows: list[dict[str, object]]) -> None:
    assert COMBATANTS.parse(compact(COMBATANTS, rows)) == tuple(rows)  # type: ignore[arg-type]


def _through_js(texts: list[str], rows: list[list[list[str]]]) -> tuple[list[object], list[str]]:
    script = (
        f"import {{ splitRows, joinRows }} from {json.dumps(ROWS_JS.as_uri())};"
        "const [texts, rows] = JSON.parse(process.argv[1]);"
        "console.log(JSON.stringify([texts.map(splitRows), rows.map(joinRows)]));"
    )
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script, json.dumps([texts, rows])],
        capture_output=True,
        text=True,
        check=True,
    )
    split, joined = json.loads(done.stdout)
    return split, joined


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_widget_reads_and_writes_the_compact_text_as_python_does() -> None:
    texts = ["Ana:12:3:0:none;Bo:8:2:1:dazed", "Bo\\:x\\;y:8;;  ;Cy", "a\\\\b:1", "", "x\\"]
    cells = [[["Ana", "12"], ["B:o;", "8", "1"]], [["a\\b"]]]
    split, joined = _through_js(texts, cells)
    assert split == [split_compact(text) for text in texts]
    expected = [
        ";".join(":".join(escape_cell(cell) for cell in row) for row in table) for table in cells
    ]
    assert joined == expected
    assert [split_compact(text) for text in joined] == cells


def test_sr_cycles_default_table_is_valid() -> None:
    assert calculate("sr_cycles", {"combatants": COMBATANTS.default})["cycle_count"] == 3
