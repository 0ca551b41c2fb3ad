"""The party file as Python reads it, against the cases the browser's reader runs too
(tests/fixtures/party_cases.json; tests/js/party-cases.test.mjs): which names are one, what a
character's values read as (``50.0`` is 50, ``null`` hit points are refused, a name's length is
counted in characters, not UTF-16 units), and an older party upgraded. Each case's result is
written once, in the file.
"""

import json
from pathlib import Path
from typing import Any

import pytest

from rules_py.party import FORMAT, VERSION, PartyError, read_party, upgrade
from rules_py.party_holds import offers
from rules_py.party_names import name_key

CASES = json.loads((Path(__file__).parents[1] / "fixtures" / "party_cases.json").read_text())


def _party(*characters: dict[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "characters": list(characters)}


@pytest.mark.parametrize("case", CASES["names"], ids=[c["why"] for c in CASES["names"]])
def test_two_names_are_one_or_not(case: dict[str, Any]) -> None:
    a, b = case["a"], case["b"]
    assert (name_key(a) == name_key(b)) is case["same"]
    twice = _party({"name": a, "document": "runequest"}, {"name": b, "document": "brp"})
    ticked = _party({"name": "Vasana", "document": "runequest", "experience": [a, b]})
    if case["same"]:
        with pytest.raises(PartyError, match="named twice") as named:
            read_party(twice)
        assert named.value.where == "characters[1].name"
        with pytest.raises(PartyError, match="ticked twice") as ticks:
            read_party(ticked)
        assert ticks.value.where == "characters[0].experience[1]"
    else:
        assert len(read_party(twice)) == 2
        assert read_party(ticked)[0].experience == (a.strip(), b.strip())


@pytest.mark.parametrize("case", CASES["characters"], ids=[c["why"] for c in CASES["characters"]])
def test_a_character_is_read_or_refused_where_the_case_says(case: dict[str, Any]) -> None:
    party = _party({"name": "Vasana", "document": "runequest"} | case["character"])
    if "refused" in case:
        with pytest.raises(PartyError) as refused:
            read_party(party)
        assert refused.value.where == f"characters[0].{case['refused']}"
        return
    (character,) = read_party(party)
    for holds, values in case["offers"].items():
        offered = offers(character, holds)
        assert offered == values
        assert all(type(value) is int for value in offered.values())  # 50.0 is read as 50


@pytest.mark.parametrize("case", CASES["upgrades"], ids=[c["why"] for c in CASES["upgrades"]])
def test_an_older_party_is_upgraded(case: dict[str, Any]) -> None:
    assert upgrade(case["from"]) == case["to"]
