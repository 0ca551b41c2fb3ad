"""The command line: JSON out, --jsonl, --help, and exit 2 with one line on bad input."""

import json
import subprocess
import sys

import pytest

from rules_py.calculators import REGISTRY
from tests.cli.run import run_cli


@pytest.mark.parametrize(
    ("args", "key", "value"),
    [
        pytest.param(
            ("ability", "--chance", "50"), "fumble", 98, id="RuneQuest: ability 50 fumble 98"
        ),
        pytest.param(("ability", "--chance", "135"), "special", 27, id="RuneQuest: ability 135"),
        pytest.param(
            ("resistance", "--active", "12", "--passive", "10"),
            "chance",
            60,
            id="RuneQuest: resistance 12 vs 10",
        ),
        pytest.param(
            ("sr_cycles", "--combatants", '[{"name": "Ana", "sr": 12, "actions": 2}]'),
            "cycle_count",
            2,
            id="RQII Combat Round: combatants as JSON",
        ),
        pytest.param(
            (
                "interrupt",
                "--interrupter",
                "78",
                "--actor",
                "45",
                "--interrupter_roll",
                "32",
                "--actor_roll",
                "21",
            ),
            "first",
            "interrupter",
            id="RQII Combat Round > Interrupting Combat Actions: example",
        ),
    ],
)
def test_cli_prints_json(args: tuple[str, ...], key: str, value: int) -> None:
    done = run_cli(*args)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[key] == value


def test_cli_reads_a_percent_sign_as_the_page_does() -> None:
    # RuneQuest › Abilities: a character sheet writes "Climb 50%"; the CLI reads it as 50.
    plain = run_cli("ability", "--chance", "50", "--roll", "10")
    signed = run_cli("ability", "--chance", "50%", "--roll", "10")
    assert signed.returncode == 0, signed.stderr
    assert json.loads(signed.stdout) == json.loads(plain.stdout)
    assert json.loads(signed.stdout)["result_label"] == "Special success"  # 10 ≤ 50/5
    refused = run_cli("ability", "--chance", "50%%")
    assert refused.returncode == 2 and "whole number" in refused.stderr


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(("ability", "--chance", "fifty"), id="text"),
        pytest.param(("ability", "--chance", "nan"), id="nan"),
        pytest.param(("ability", "--chance", "99999999"), id="huge"),
        pytest.param(("ability",), id="missing"),
        pytest.param(("characteristics", "--str", "-3"), id="negative"),
        pytest.param(("nosuch",), id="unknown calculator"),
        pytest.param(("ability", "--chance", "5", "--bogus", "1"), id="unknown option"),
        pytest.param((), id="no calculator"),
        pytest.param(("request_test", "--skill", "47", "--roll", "101"), id="roll too high"),
        pytest.param(("request_test", "--skill", "forty"), id="text"),
        pytest.param(("request_test",), id="missing skill"),
        pytest.param(("contest", "--system", "gurps", "--a", "1", "--b", "2"), id="bad system"),
        pytest.param(("ability", "--chance", "75--"), id="a sum cut short"),
        pytest.param(("ability", "--chance", "75", "--chance_modifier", "abc"), id="modifier text"),
        pytest.param(
            ("opposed", "--a", "60", "--b", "45", "--b_modifier", "-300"),
            id="a modifier past the chance's range",
        ),
        pytest.param(
            ("extended_contest", "--a", "1", "--b", "2", "--target", "0", "--mode", "absolute"),
            id="target 0",
        ),
        pytest.param(("multi_contest", "--ratings", "10,20,30,40,50,60,70"), id="seven"),
        pytest.param(("sr_cycles", "--combatants", "Ana:12:3;Bo:99:1"), id="rq2 bad cell"),
        pytest.param(("sr_cycles", "--combatants", "[{"), id="rq2 broken json"),
        pytest.param(("sr_cycles", "--combatants", ""), id="rq2 no rows"),
        pytest.param(("sr_cycles",), id="rq2 missing"),
        pytest.param(
            ("sanity", "--sanity", "50", "--check", "1D6", "--int_save", "60"), id="no slash"
        ),
        pytest.param(
            ("brp_task", "--rating", "50", "--mode", "advantage", "--roll", "40"),
            id="advantage with one roll",
        ),
        pytest.param(("major_wound", "--roll", "55", "--damage", "7"), id="damage without HP"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(args: tuple[str, ...]) -> None:
    done = run_cli(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_cli_yes_no_flag_alone_says_yes_and_a_bad_word_exits_2_naming_it() -> None:
    # Basic Roleplaying, Edited House Rules › Burst fire and full autofire: a burst is +30% to
    # attack, for a missile weapon only.
    burst = ("brp_attack", "--attack", "40", "--defence", "30", "--fire", "burst")
    alone = run_cli(*burst, "--missile")
    assert alone.returncode == 0, alone.stderr
    assert json.loads(alone.stdout)["attack_chance"] == 70
    assert run_cli(*burst, "--missile", "Yes").stdout == alone.stdout
    refused = run_cli(*burst, "--missile", "maybe")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr.splitlines() == [
        "python -m rules_py brp_attack: error: missile: must be yes or no (1 or 0)"
    ]
    melee = run_cli(*burst, "--missile", "no")
    assert melee.returncode == 2
    assert melee.stderr.splitlines() == [
        "python -m rules_py brp_attack: error: fire: bursts and autofire are for firearms:"
        " set Missile to yes"
    ]


def test_cli_help_lists_every_calculator() -> None:
    done = run_cli("--help")
    assert done.returncode == 0
    for name, calculator in REGISTRY.items():
        listed = next(
            line
            for line in done.stdout.splitlines()
            if line.strip().startswith((f"{name} --", f"{name} [--"))
        )
        for item in calculator.inputs:
            assert f"--{item.name}" in listed


def test_cli_jsonl_answers_each_line_and_keeps_going() -> None:
    lines = [
        json.dumps({"calculator": "ability", "inputs": {"chance": 50}}),
        json.dumps({"calculator": "ability", "inputs": {"chance": "x"}}),
        "not json",
        json.dumps({"calculator": "resistance", "inputs": {"active": 12, "passive": 10}}),
    ]
    done = run_cli("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 4
    assert answers[0]["result"]["fumble"] == 98
    assert answers[1]["error"] == {
        "message": "must be a whole number or a sum such as 75-20, not 'x'",
        "input": "chance",
    }
    assert answers[2]["error"]["input"] is None
    assert answers[3]["result"]["chance"] == 60


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_calculator_help_lists_its_inputs_and_reading_settings(name: str) -> None:
    done = run_cli(name, "--help")
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())  # argparse wraps help text
    calculator = REGISTRY[name]
    for item in calculator.inputs:
        assert f"--{item.name}" in text
    for setting in calculator.settings:
        assert f"--{setting.name}" in text
        assert f"reading {setting.reading}, default {setting.default}" in text
        assert ", ".join(setting.choices) in text


def test_a_pipe_closed_early_stops_the_cli_without_a_traceback() -> None:
    # `python -m rules_py runeball_field ... | head -1`: the reader took one line of an answer
    # longer than a pipe holds (80 kB) and closed the pipe.
    field = ("runeball_field", "--play", "pass", "--board", "passer=8.8;receiver=14.8")
    skills = ("--pass_skill", "10", "--catch_skill", "10", "--interceptor_catch", "10")
    cli = subprocess.Popen(
        [sys.executable, "-m", "rules_py", *field, *skills, "--kick_skill", "10"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert cli.stdout is not None and cli.stderr is not None
    cli.stdout.readline()
    cli.stdout.close()
    error = cli.stderr.read().decode()
    cli.wait(timeout=60)
    assert "Traceback" not in error, error
