"""The ReQuest calculators through the facade and the CLI (ReQuest, Core Mechanic: Skill Rolls,
headings as cited)."""

import json
from fractions import Fraction

import pytest

from rules_py.calculators import calculate, handle_request
from rules_py.contract import InputError
from rules_py.request.contests import contest_odds
from rules_py.request.extended import Mode, extended_contest_odds
from rules_py.request.skill_rolls import quality_rating_odds
from tests.cli.run import run_cli


@pytest.mark.parametrize(
    ("skill", "roll", "qr", "result", "extra"),
    [
        pytest.param(
            47, "22", 2, "critical", 0, id="ReQuest > Skill test results: 47%/22 critical"
        ),
        pytest.param(47, "88", -1, "fumble", 0, id="ReQuest > Skill test results: 47%/88 fumble"),
        pytest.param(
            125,
            "14",
            2,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 125%/14",
        ),
        pytest.param(
            125,
            "11",
            3,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 125%/11 QR 3",
        ),
        pytest.param(
            250,
            "35",
            3,
            "critical",
            2,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 250%/35 QR 3",
        ),
        pytest.param(
            250,
            "74",
            2,
            "critical",
            1,
            id="ReQuest > Very High Skill Tests - Additional Criticals: 250%/74 QR 2",
        ),
        pytest.param(999, "00", 0, "failure", 8, id="ReQuest > 00 and Very, Very High skills"),
    ],
)
def test_request_test(skill: int, roll: str, qr: int, result: str, extra: int) -> None:
    answer = calculate("request_test", {"skill": skill, "roll": roll})
    assert (answer["qr"], answer["result"], answer["additional_criticals"]) == (qr, result, extra)
    assert json.loads(json.dumps(answer)) == answer


def test_request_test_odds_are_exact_and_every_qr_is_listed() -> None:
    answer = calculate("request_test", {"skill": 125})
    assert answer["qr"] is None and answer["result"] is None
    exact = {key: Fraction(value) for key, value in answer["odds_exact"].items()}
    assert sum(exact.values()) == 1
    assert exact == {str(qr): p for qr, p in quality_rating_odds(125).items()}
    rows = {row["qr"]: row for row in answer["by_quality"]}
    assert rows["+3"]["rolls"] == "01, 11, 22"  # a double under the 25 excess: two criticals
    assert rows["-1"]["rolls"] == "99–00"


def test_contest_bob_and_throg() -> None:
    # ReQuest › Contests and special numbers: Throg 286% rolls 32 (QR 3), Bob 20% rolls 01 (QR 2).
    answer = calculate(
        "contest", {"system": "request", "a": 286, "b": 20, "a_roll": "32", "b_roll": "01"}
    )
    assert (answer["winner"], answer["vr"], answer["victory"]) == ("b", 0, "Partial victory")
    assert answer["a_result"] == "Double critical (QR 3)"
    assert answer["b_result"] == "Critical success (QR 2)"
    assert json.loads(json.dumps(answer)) == answer


def test_extended_contest() -> None:
    answer = calculate(
        "extended_contest", {"a": 60, "b": 45, "target": 4, "mode": "relative", "seed": 3}
    )
    exact = extended_contest_odds(60, 45, 4, Mode.RELATIVE)
    assert answer["odds_exact"] == {"a_wins": str(exact.a_wins), "b_wins": str(exact.b_wins)}
    assert answer["expected_rounds_exact"] == str(exact.expected_rounds)
    last = answer["example"][-1]
    assert abs(last["a_points"] - last["b_points"]) >= 4
    assert answer["example_ending"].startswith(
        "A wins" if last["a_points"] > last["b_points"] else "B wins"
    )
    assert json.loads(json.dumps(answer)) == answer


def test_extended_contest_example_may_stop_early() -> None:
    # Two 0% skills leading by 20 take about a thousand rounds; the example stops at 200 rolls.
    answer = calculate("extended_contest", {"a": 0, "b": 0, "target": 20, "mode": "relative"})
    assert len(answer["example"]) == 200
    assert answer["example_ending"].startswith("Stopped after 200 rolls")
    assert answer["odds"] == {"a_wins": 50.0, "b_wins": 50.0}


def test_multi_contest() -> None:
    answer = calculate("multi_contest", {"ratings": "40, 65, 80"})
    assert list(answer["odds"]) == ["A (40%)", "B (65%)", "C (80%)"]
    assert sum(Fraction(value) for value in answer["odds_exact"].values()) == 1
    two = calculate("multi_contest", {"ratings": [40, 80]})["odds_exact"]
    pair = contest_odds(40, 80)
    assert [Fraction(value) for value in two.values()] == list(pair.values())


def test_multi_contest_refuses_more_than_six() -> None:
    with pytest.raises(InputError) as raised:
        calculate("multi_contest", {"ratings": "1, 2, 3, 4, 5, 6, 7"})
    assert raised.value.input == "ratings"
    assert (
        handle_request({"calculator": "multi_contest", "inputs": {"ratings": "50"}})["error"][
            "input"
        ]
        == "ratings"
    )


@pytest.mark.parametrize(
    ("args", "key", "value"),
    [
        pytest.param(
            ("request_test", "--skill", "47", "--roll", "22"),
            "qr",
            2,
            id="ReQuest: 47%/22 critical",
        ),
        pytest.param(
            ("request_test", "--skill", "250", "--roll", "74"), "qr", 2, id="ReQuest: 250%/74 QR 2"
        ),
        pytest.param(
            (
                "contest",
                "--system",
                "request",
                "--a",
                "20",
                "--b",
                "286",
                "--a_roll",
                "01",
                "--b_roll",
                "32",
            ),
            "winner",
            "a",
            id="ReQuest > Contests and special numbers: Bob wins",
        ),
        pytest.param(
            ("extended_contest", "--a", "50", "--b", "50", "--target", "3", "--mode", "absolute"),
            "odds",
            {"a_wins": 50.0, "b_wins": 50.0},
            id="equal skills, equal odds",
        ),
        pytest.param(
            ("multi_contest", "--ratings", "50,50"),
            "odds",
            {"A (50%)": 50.0, "B (50%)": 50.0},
            id="two equal",
        ),
    ],
)
def test_cli_prints_json(args: tuple[str, ...], key: str, value: object) -> None:
    done = run_cli(*args)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[key] == value


def test_cli_jsonl() -> None:
    lines = [
        json.dumps({"calculator": "request_test", "inputs": {"skill": 47, "roll": "88"}}),
        json.dumps({"calculator": "contest", "inputs": {"system": "x", "a": 1, "b": 1}}),
        json.dumps({"calculator": "multi_contest", "inputs": {"ratings": "40, 65, 80"}}),
    ]
    done = run_cli("--jsonl", stdin="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0]["result"]["result"] == "fumble"
    assert answers[1]["error"]["input"] == "system"
    assert sum(answers[2]["result"]["odds"].values()) == pytest.approx(100)
