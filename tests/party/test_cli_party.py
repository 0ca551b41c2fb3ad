"""The CLI's ``--party FILE`` (version 1 or 2): a character's name in place of a number gives the
answer of the typed number (RuneQuest › Opposed rolls; › Resistance table), in a planner's row
only for a RuneQuest II strike rank (RuneQuest II combat round › Strike Rank Cycles); a party roll
takes everyone who has the skill (RuneQuest › Ability Result Table); a bad file or name exits 2
with one line on stderr."""

import json
from pathlib import Path
from typing import Any

import pytest

from rules_py.party import FORMAT
from tests.cli.run import run_cli

CHARACTERS: list[dict[str, Any]] = [
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
]
# A version 1 file, as this site wrote them before strike ranks were kept per game.
PARTY = {"format": FORMAT, "version": 1, "characters": CHARACTERS}


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
    assert done.stderr.strip().endswith(
        f"--party {path}: version: is 9; this site reads versions 1, 2 and 3"
    )


def test_a_name_without_a_party_is_refused_as_before() -> None:
    done = run_cli("opposed", "--a", "Vasana", "--b", "60")
    assert done.returncode == 2 and "a:" in done.stderr


VERSION_2 = {
    "format": FORMAT,
    "version": 2,
    "characters": [
        {
            "name": "Vasana",
            "document": "runequest",
            "skills": {"Scan": 60, "Broadsword": 75},
            "strike_ranks": {"runequest": 3},
        },
        {"name": "Kallyr", "document": "runequest", "skills": {"scan": 45}},
        {
            "name": "Harrek",
            "document": "rq2_combat",
            "skills": {"Scan": 80},
            "strike_ranks": {"rq2_combat": 12},
        },
        {"name": "Ivo", "document": "brp", "skills": {"Sing": 20}},
    ],
}


@pytest.fixture
def party_2(tmp_path: Path) -> str:
    path = tmp_path / "party2.json"
    path.write_text(json.dumps(VERSION_2), encoding="utf-8")
    return str(path)


def test_a_party_roll_rolls_for_everyone_with_the_skill(party_2: str) -> None:
    # RuneQuest › Ability Result Table: Scan 60, 45 and 80; at least one succeeds 95.6%.
    named = run_cli("--party", party_2, "party_roll", "--skill", "SCAN", "--seed", "7")
    typed = run_cli(
        "party_roll",
        "--skill",
        "SCAN",
        "--characters",
        "Vasana:60;Kallyr:45;Harrek:80",
        "--seed",
        "7",
    )
    assert named.returncode == 0, named.stderr
    result = json.loads(named.stdout)
    assert result == json.loads(typed.stdout)
    assert result["someone"] == 95.6
    assert [line["inputs"] for line in result["rolls"]] == [
        "Vasana, SCAN 60%",
        "Kallyr, SCAN 45%",
        "Harrek, SCAN 80%",
    ]


def test_a_party_roll_of_a_skill_nobody_has_exits_2(party_2: str) -> None:
    done = run_cli("--party", party_2, "party_roll", "--skill", "Dance")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().endswith("characters: nobody in the party has Dance")


def test_the_planner_takes_an_rq2_strike_rank_by_name(party_2: str) -> None:
    # RuneQuest II combat round › Strike Rank Cycles: Harrek's SR 12 acts before Bo's 9.
    named = run_cli("--party", party_2, "sr_cycles", "--combatants", "Harrek:Harrek:1;Bo:9:1")
    typed = run_cli("sr_cycles", "--combatants", "Harrek:12:1;Bo:9:1")
    assert named.returncode == 0, named.stderr
    assert json.loads(named.stdout) == json.loads(typed.stdout)
    assert json.loads(named.stdout)["cycles"] == [[["Harrek"], ["Bo"]]]


def test_the_planner_refuses_a_runequest_strike_rank_saying_why(party_2: str) -> None:
    done = run_cli("--party", party_2, "sr_cycles", "--combatants", "Vasana:Vasana:2")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert (
        "combatants[1].sr: Vasana has a strike rank only for RuneQuest (the lower strike rank "
        "acts first); this input takes one for RuneQuest II (the highest strike rank acts first)"
    ) in done.stderr


def test_a_version_1_file_still_reads(tmp_path: Path) -> None:
    # A version 1 file's strike rank of a RuneQuest II character is the planner's.
    ivo = {"name": "Ivo", "document": "rq2_combat", "strike_rank": 14}
    old = {**PARTY, "characters": [*CHARACTERS, ivo]}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    named = run_cli("--party", str(path), "sr_cycles", "--combatants", "Ivo:Ivo:1")
    assert named.returncode == 0, named.stderr
    assert json.loads(named.stdout)["order"][0]["sr"] == 14
    opposed = run_cli("--party", str(path), "opposed", "--a", "Vasana:Broadsword", "--b", "Troll")
    assert opposed.returncode == 0, opposed.stderr


# RuneQuest, The Game System › Ability Results: a success ticks the ability's experience check,
# written into the party file; a failure does not touch it.
def test_a_success_ticks_the_experience_check_in_the_file(party_file: str) -> None:
    done = run_cli(
        "ability", "--party", party_file, "--chance", "Vasana:broadsword", "--roll", "99"
    )
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(Path(party_file).read_text())["version"] == 1  # untouched
    done = run_cli(
        "ability", "--party", party_file, "--chance", "Vasana:broadsword", "--roll", "05"
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == f"Experience check ticked in {party_file}: Vasana, Broadsword\n"
    kept = json.loads(Path(party_file).read_text())
    assert kept["version"] == 3 and kept["characters"][0]["experience"] == ["Broadsword"]
    assert "experience" not in kept["characters"][1]
    # Roll both: each side of the opposed roll that succeeds.
    done = run_cli(
        "opposed", "--party", party_file, "--a", "Vasana:Dodge", "--b", "Troll", "--a_roll", "10",
        "--b_roll", "20",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    kept = json.loads(Path(party_file).read_text())
    assert kept["characters"][0]["experience"] == ["Broadsword", "Dodge"]
    assert kept["characters"][1]["experience"] == ["Parry"]
