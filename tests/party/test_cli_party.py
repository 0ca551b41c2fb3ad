"""The CLI's ``--party FILE``: a character's name in place of a number gives the answer of the
typed number (RuneQuest › Opposed rolls; › Resistance table); a bad file or name exits 2 with one
line on stderr."""

import json
from pathlib import Path

import pytest

from rules_py.party import FORMAT
from tests.cli import run_cli

PARTY = {
    "format": FORMAT,
    "version": 1,
    "characters": [
        {
            "name": "Vasana",
            "document": "runequest",
            "characteristics": {"POW": 16},
            "skills": {"Broadsword": 75, "Dodge": 40},
        },
        {
            "name": "Troll",
            "document": "runequest",
            "characteristics": {"POW": 12},
            "skills": {"Parry": 60},
        },
    ],
}


@pytest.fixture
def party_file(tmp_path: Path) -> str:
    path = tmp_path / "party.json"
    path.write_text(json.dumps(PARTY), encoding="utf-8")
    return str(path)


def test_names_give_the_typed_answer_opposed(party_file: str) -> None:
    named = run_cli("--party", party_file, "opposed", "--a", "Vasana:Broadsword", "--b", "Troll")
    typed = run_cli("opposed", "--a", "75", "--b", "60")
    assert named.returncode == 0, named.stderr
    assert json.loads(named.stdout) == json.loads(typed.stdout)


def test_party_after_the_calculator_and_a_characteristic(party_file: str) -> None:
    # RuneQuest › Resistance table: POW 16 against POW 12 is 70%.
    named = run_cli("resistance", "--party", party_file, "--active", "vasana", "--passive", "Troll")
    assert named.returncode == 0, named.stderr
    assert json.loads(named.stdout)["chance"] == 70


def test_numbers_still_read_as_numbers_with_a_party(party_file: str) -> None:
    named = run_cli("--party", party_file, "opposed", "--a", "75%", "--b", "60")
    assert json.loads(named.stdout) == json.loads(
        run_cli("opposed", "--a", "75", "--b", "60").stdout
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--a", "Vasana", "--b", "60"), "opposed: error: a: Vasana has several"),
        (("--a", "Nobody", "--b", "60"), "opposed: error: a: no character named Nobody"),
    ],
)
def test_a_name_that_gives_no_value_exits_2(
    party_file: str, args: tuple[str, ...], message: str
) -> None:
    done = run_cli("--party", party_file, "opposed", *args)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and done.stderr.count("\n") == 1


def test_a_bad_file_exits_2_naming_the_fault(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({**PARTY, "version": 9}), encoding="utf-8")
    done = run_cli("--party", str(path), "opposed", "--a", "Troll", "--b", "60")
    assert done.returncode == 2
    assert done.stderr.strip().endswith(f"--party {path}: version: is 9; this site reads version 1")


def test_a_name_without_a_party_is_refused_as_before() -> None:
    done = run_cli("opposed", "--a", "Vasana", "--b", "60")
    assert done.returncode == 2 and "a:" in done.stderr
