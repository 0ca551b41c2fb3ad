"""Experience checks (RuneQuest, The Game System › Ability Results): a success, special or
critical ticks the ability's box; a failure or a fumble does not. The calculators that roll an
ability say so in their declared ``experience`` result, and the party file (version 3) keeps the
ticks.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, calculate
from rules_py.party import FORMAT, VERSION, PartyError, read_party, upgrade, with_checks
from rules_py.runequest.experience import gives_check
from rules_py.runequest.results import ResultLevel


# RuneQuest › Ability Results: each grade of result, and whether it ticks the box.
@pytest.mark.parametrize(
    ("level", "ticks"),
    [
        (ResultLevel.CRITICAL, True),
        (ResultLevel.SPECIAL, True),
        (ResultLevel.SUCCESS, True),
        (ResultLevel.FAILURE, False),
        (ResultLevel.FUMBLE, False),
    ],
)
def test_which_results_give_an_experience_check(level: ResultLevel, ticks: bool) -> None:
    assert gives_check(level) is ticks


@given(chance=st.integers(0, 300), roll=st.integers(1, 100))
def test_the_ability_roll_checks_the_field_exactly_when_it_succeeds(chance: int, roll: int) -> None:
    answer = calculate("ability", {"chance": chance, "roll": roll})
    succeeded = answer["result"] in ("success", "special", "critical")
    assert answer["experience_check"] is succeeded
    assert answer["checks"] == ([{"field": "chance"}] if succeeded else [])
    assert REGISTRY["ability"].experience == "checks"


def test_roll_both_checks_each_side_that_succeeded() -> None:
    # RuneQuest › Ability Results: A's 05 against 60% succeeds, B's 99 against 45% does not.
    answer = calculate("opposed", {"a": 60, "b": 45, "a_roll": 5, "b_roll": 99})
    assert answer["checks"] == [{"field": "a"}]


def test_the_party_roll_names_each_character_who_succeeded() -> None:
    answer = calculate(
        "party_roll", {"skill": "Scan", "characters": "Vasana:60;Kallyr:45;Harrek:80", "seed": 7}
    )
    winners = [row["name"] for row in answer["characters"] if row["succeeded"]]
    assert answer["checks"] == [{"name": name, "ability": "Scan"} for name in winners]
    unnamed = calculate("party_roll", {"skill": "", "characters": "Vasana:60", "seed": 7})
    assert unnamed["checks"] == []  # no ability named: nothing to tick


VASANA = {"name": "Vasana", "document": "runequest", "skills": {"Scan": 60}}


def test_a_version_2_party_reads_as_version_3_with_no_checks() -> None:
    old = {"format": FORMAT, "version": 2, "characters": [VASANA]}
    assert read_party(old)[0].experience == ()
    assert upgrade(old) == old | {"version": VERSION}


def test_the_party_keeps_its_checks_and_refuses_one_ticked_twice() -> None:
    party = {"format": FORMAT, "version": 3, "characters": [VASANA | {"experience": ["Scan"]}]}
    assert read_party(party)[0].experience == ("Scan",)
    twice = VASANA | {"experience": ["Scan", "scan"]}
    with pytest.raises(PartyError, match=r"experience\[1\]: scan is ticked twice"):
        read_party(party | {"characters": [twice]})


def test_ticks_written_into_a_party_file_are_read_back() -> None:
    party = {"format": FORMAT, "version": 1, "characters": [VASANA]}
    ticked, done = with_checks(party, [("Vasana", "Scan"), ("Vasana", "Dodge"), ("Vasana", "scan")])
    assert done == [("Vasana", "Scan"), ("Vasana", "Dodge")]
    assert read_party(ticked)[0].experience == ("Scan", "Dodge")
