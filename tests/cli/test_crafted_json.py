"""Crafted JSON from outside (rules_py.json_text): a request line of ``--jsonl``, a rows value, a
``--party`` file. Whatever it holds (an integer past 4,300 digits, nesting thousands deep, a
lone surrogate escape, NaN, bytes that are not UTF-8), each line of ``--jsonl`` gets one answer
and the loop goes on; the CLI exits 2 with one line on stderr, never a traceback.

Not a rule of any document: what the site does with text it did not write.
"""

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py.__main__ import _answer_line
from rules_py.json_text import MAX_DEPTH, MAX_DIGITS, JsonTextError, read_json
from tests.cli.run import run_cli

EXAMPLES = int(os.environ.get("RULES_FUZZ_EXAMPLES", "200"))
HUGE = "9" * 5000  # past CPython's 4,300-digit limit on int()
DEEP = "[" * 5000  # past the interpreter's recursion limit
DEEP_CLOSED = "[" * 1500 + "]" * 1500
DEEP_OBJECTS = '{"a":' * 1500 + "1" + "}" * 1500


def request(inputs_text: str, calculator: str = "ability") -> str:
    return f'{{"calculator": "{calculator}", "inputs": {inputs_text}}}'


def rows_request(rows_text: str) -> str:
    return request(json.dumps({"combatants": rows_text}), "sr_cycles")


# (id, line, the start of the one message it must get)
CRAFTED: list[tuple[str, str, str]] = [
    ("huge integer", request(f'{{"chance": {HUGE}}}'), "the request holds a number of more"),
    ("huge negative", request(f'{{"chance": -{HUGE}}}'), "the request holds a number of more"),
    ("huge exponent", request('{"chance": 1e99999}'), "the request holds a number too large"),
    ("NaN", request('{"chance": NaN}'), "the request holds NaN"),
    ("-Infinity", request('{"chance": -Infinity}'), "the request holds -Infinity"),
    ("deep open lists", DEEP, "the request nests deeper than"),
    ("deep closed lists", DEEP_CLOSED, "the request nests deeper than"),
    ("deep objects", DEEP_OBJECTS, "the request nests deeper than"),
    ("deep inputs", request(DEEP_CLOSED), "the request nests deeper than"),
    ("lone high surrogate", request('{"chance": "\\ud800"}'), "the request holds half"),
    ("lone low surrogate", request('{"chance": "\\udc00x"}'), "the request holds half"),
    ("surrogate as a key", request('{"\\ud800": 1}'), "the request holds half"),
    ("rows: deep", rows_request(DEEP), "nests deeper than"),
    ("rows: huge integer", rows_request(f'[{{"name": "A", "sr": {HUGE}}}]'), "holds a number"),
    ("rows: surrogate", rows_request('[{"name": "\\ud800"}]'), "holds half"),
    ("rows: NaN", rows_request('[{"name": "A", "sr": NaN}]'), "holds NaN"),
    ("rows: cut short", rows_request('[{"name": "A"'), "is not JSON"),
    ("not JSON", "{oops", "the request is not JSON"),
    ("a bare string", '"ability"', "a request must be an object"),
    ("brackets in a string", request(json.dumps({"chance": "[" * 5000})), "must be a whole"),
    ("name with a right-to-left override", rows_request("Bo\u202eb:12:3"), "holds U+202E"),
    ("name with a zero-width space", rows_request("Bo\u200bb:12:3"), "holds U+200B"),
    ("a name beginning with [", rows_request("[GM] Bob:-5:3"), "must be between 0 and 40"),
]


def message_of(answer: str) -> str:
    assert "\n" not in answer
    record = json.loads(answer)
    assert set(record) == {"error", "errors"}, record
    return str(record["error"]["message"])


@pytest.mark.parametrize(
    ("line", "message"), [case[1:] for case in CRAFTED], ids=[case[0] for case in CRAFTED]
)
def test_a_crafted_line_gets_one_error_line(line: str, message: str) -> None:
    assert message_of(_answer_line(line.encode("utf-8", "surrogatepass"))).startswith(message)


def test_bytes_that_are_not_utf8_get_one_error_line() -> None:
    assert message_of(_answer_line(b"\xff\xfe{}")) == "the request is not UTF-8 text"
    assert message_of(_answer_line(b'{"a": "\xed\xa0\x80"}')) == "the request is not UTF-8 text"


def test_the_bounds_let_every_honest_value_through() -> None:
    deepest = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert read_json(deepest) is not None
    assert read_json("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    assert read_json('"\\ud83d\\ude00 \\u00e9"') == "\U0001f600 \u00e9"  # a pair is one character
    assert read_json('["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]') == ["[" * 36]
    with pytest.raises(JsonTextError, match="nests deeper"):
        read_json("[" + deepest + "]")


crafted_json = st.recursive(
    st.sampled_from(
        [HUGE, "-" + HUGE, "1e99999", "NaN", "Infinity", '"\\ud800"', '"\\udfff"', DEEP, "0.5"]
    )
    | st.integers().map(str)
    | st.text(max_size=20).map(json.dumps)
    | st.text(alphabet='[]{}",:\\u0123456789dDaAeE.-+ ', max_size=40),
    lambda inner: (
        st.lists(inner, max_size=4).map(lambda items: "[" + ",".join(items) + "]")
        | st.lists(st.tuples(st.text(max_size=4).map(json.dumps), inner), max_size=3).map(
            lambda pairs: "{" + ",".join(f"{key}: {value}" for key, value in pairs) + "}"
        )
    ),
    max_leaves=6,
)
calculator = st.sampled_from(["ability", "sr_cycles", "party_roll", "resistance", "nonesuch"])
lines = st.one_of(
    crafted_json,
    st.builds(lambda name, inputs: request(inputs, name), calculator, crafted_json),
    st.builds(
        lambda inputs: request(json.dumps({"combatants": inputs}), "sr_cycles"), crafted_json
    ),
    st.binary(max_size=40).map(lambda raw: raw.decode("latin-1")),
)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(line=lines)
def test_fuzz_every_crafted_line_is_answered_by_a_result_or_an_error(line: str) -> None:
    answer = _answer_line(line.encode("utf-8", "surrogatepass"))
    assert "\n" not in answer
    record = json.loads(answer)
    assert set(record) in ({"result"}, {"error", "errors"}), record
    # an answer made by the loop's last guard is a fault of ours, not an answer
    assert "could not be answered" not in answer, answer


def test_the_jsonl_loop_answers_every_line_in_a_real_process() -> None:
    crafted = [case[1] for case in CRAFTED]
    good = request('{"chance": 50, "roll": "07"}')
    lines = [line for case in crafted for line in (case, good)]
    done = run_cli("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0
    assert done.stderr == ""
    answers = done.stdout.splitlines()
    assert len(answers) == len(lines)
    for line, answer in zip(lines, answers, strict=True):
        assert set(json.loads(answer)) == ({"result"} if line == good else {"error", "errors"})


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(("sr_cycles", "--combatants", DEEP), "combatants: nests deeper", id="deep"),
        pytest.param(
            ("sr_cycles", "--combatants", f'[{{"name": "A", "sr": {HUGE}}}]'),
            "combatants: holds a number of more than",
            id="huge integer",
        ),
        pytest.param(
            ("sr_cycles", "--combatants", '[{"name": "\\ud800"}]'),
            "combatants: holds half of a character",
            id="lone surrogate",
        ),
        pytest.param(
            ("sr_cycles", "--combatants", "Bo\u202eb:12:3"),
            "combatants[1].name: holds U+202E",
            id="right-to-left override in a name",
        ),
    ],
)
def test_the_cli_says_one_line_and_exits_2(args: tuple[str, ...], message: str) -> None:
    done = run_cli(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert message in done.stderr


@pytest.mark.parametrize(
    ("document", "message"),
    [
        pytest.param(
            '{"format": "d100-rules-party", "version": 2, "characters": [{"name": "A", '
            f'"document": "runequest", "hit_points": {HUGE}}}]}}',
            "holds a number of more than",
            id="huge integer",
        ),
        pytest.param(DEEP, "nests deeper than", id="deep"),
        pytest.param('{"format": "\\udc00"}', "holds half of a character", id="lone surrogate"),
    ],
)
def test_a_crafted_party_file_is_one_line_and_exit_2(
    tmp_path: Path, document: str, message: str
) -> None:
    path = tmp_path / "party.json"
    path.write_text(document, encoding="utf-8")
    done = run_cli("--party", str(path), "ability", "--chance", "A")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert f"--party {path}: {message}" in done.stderr
