"""The party file (rules_py.party): its shape, the faults it names, its published JSON Schema, and
the values a character gives an input (RuneQuest › Characteristics and › Abilities; Runeball ›
Player stats), which must be the numbers a reader would type."""

import json
from typing import Any

import pytest

from rules_py.calculators import REGISTRY, calculate
from rules_py.party import (
    DOCUMENTS,
    FORMAT,
    PartyError,
    check_destination,
    holds_kinds,
    json_schema,
    load_party,
    read_party,
    value_of,
)

VASANA = {
    "name": "Vasana",
    "document": "runequest",
    "characteristics": {"STR": 13, "CON": 11, "SIZ": 14, "DEX": 12, "INT": 13, "POW": 16},
    "skills": {"Broadsword": 75, "Dodge": 40},
    "hit_points": 14,
    "strike_rank": 3,
}
TROLL = {"name": "Troll", "document": "runequest", "skills": {"Parry": 60}}


def party(*characters: dict[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "version": 1, "characters": list(characters)}


def test_a_party_reads_back_its_values() -> None:
    read = read_party(party(VASANA, TROLL))
    assert [c.name for c in read] == ["Vasana", "Troll"]
    assert read[0].skills == {"Broadsword": 75, "Dodge": 40}
    assert read[0].hit_points == 14 and read[1].hit_points is None


BAD = [
    ("not an object", [], "format: is not a party file"),
    ("foreign file", {"format": "other", "version": 1, "characters": []}, "format:"),
    ("newer version", {**party(), "version": 2}, "version: is 2; this site reads version 1"),
    ("extra field", {**party(), "owner": "me"}, "owner: is not a field of a party file"),
    ("characters not a list", {**party(), "characters": {}}, "characters: must be a list"),
    ("no name", party({"document": "runequest"}), "characters[0].name: must be a name"),
    ("unknown document", party({**TROLL, "document": "d&d"}), "characters[0].document:"),
    (
        "skill past the rating range",
        party(TROLL, {**VASANA, "skills": {"Broadsword": 1000}}),
        "characters[1].skills.Broadsword: is 1000; it must be from -200 to 999",
    ),
    (
        "skill as text",
        party({**TROLL, "skills": {"Parry": "60%"}}),
        'characters[0].skills.Parry: must be a whole number, not "60%"',
    ),
    (
        "unknown characteristic",
        party({**TROLL, "characteristics": {"LUCK": 10}}),
        "characters[0].characteristics.LUCK: is not one of STR",
    ),
    (
        "Runeball stat out of range",
        party({**TROLL, "document": "runeball", "runeball": {"mus": 31}}),
        "characters[0].runeball.mus: is 31; it must be from 1 to 30",
    ),
    (
        "a name twice",
        party(TROLL, {**TROLL, "name": "troll"}),
        "characters[1].name: troll is named",
    ),
    ("an unknown field", party({**TROLL, "age": 30}), "characters[0].age: is not a field"),
]


@pytest.mark.parametrize(("document", "message"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_bad_party_is_refused_naming_what_is_wrong(document: object, message: str) -> None:
    with pytest.raises(PartyError) as caught:
        read_party(document)
    assert str(caught.value).startswith(message)


def test_text_that_is_not_json_is_refused_with_where() -> None:
    with pytest.raises(PartyError, match=r"is not JSON \(line 1, column 12\)"):
        load_party('{"format": }')


def test_the_schema_is_the_declaration() -> None:
    schema = json_schema()
    character = schema["properties"]["characters"]["items"]
    assert schema["properties"]["format"] == {"const": FORMAT}
    assert character["required"] == ["name", "document"]
    assert character["properties"]["skills"]["additionalProperties"] == {
        "type": "integer",
        "minimum": -200,
        "maximum": 999,
    }
    assert character["properties"]["runeball"]["propertyNames"]["enum"][0] == "mus"
    json.dumps(schema)  # plain data, as the site serves it


def test_every_declared_holds_is_known() -> None:
    holds = [item.holds for c in REGISTRY.values() for item in c.fields if item.holds]
    for kind in holds:
        holds_kinds(kind)  # raises on an unknown kind
    assert {"skill", "characteristic", "characteristic:POW", "runeball:mus"} <= set(holds)


def test_named_characters_give_the_answer_of_their_typed_values() -> None:
    # RuneQuest › Opposed rolls: Vasana's Broadsword 75 against the troll's Parry 60.
    read = read_party(party(VASANA, TROLL))
    a, b = value_of(read, "skill", "Vasana:Broadsword"), value_of(read, "skill", "troll")
    assert (a, b) == (75, 60)
    assert calculate("opposed", {"a": a, "b": b}) == calculate("opposed", {"a": 75, "b": 60})


@pytest.mark.parametrize(
    ("holds", "wanted", "message"),
    [
        ("skill", "Nobody", "no character named Nobody in the party (Vasana, Troll)"),
        ("skill", "Vasana", "Vasana has several: name one as Vasana:NAME (Broadsword, Dodge)"),
        ("skill", "Vasana:Sing", "Vasana has no Sing (Broadsword, Dodge)"),
        ("runeball:mus", "Troll", "Troll has no value for this input"),
    ],
)
def test_a_name_that_gives_no_value_says_why(holds: str, wanted: str, message: str) -> None:
    with pytest.raises(PartyError, match=message.replace("(", r"\(").replace(")", r"\)")):
        value_of(read_party(party(VASANA, TROLL)), holds, wanted)


def test_every_calculator_that_makes_characters_saves_to_known_places() -> None:
    makers = {name: c.character for name, c in REGISTRY.items() if c.character}
    assert set(makers) == {"characteristics", "runeball_player"}
    for calculator, made in makers.items():
        assert made.document in DOCUMENTS, calculator
        for source, destination in made.values:
            check_destination(destination)
            if source.startswith("input."):
                assert source[6:] in [i.name for i in REGISTRY[calculator].inputs]


def test_a_saved_runeball_player_reads_back_as_a_party_file() -> None:
    # Runeball › Player stats: the declared defaults, saved as the page saves them.
    made = REGISTRY["runeball_player"].character
    assert made is not None
    result = calculate("runeball_player", REGISTRY["runeball_player"].defaults())
    character: dict[str, Any] = {"name": "Ana", "document": made.document}
    for source, destination in made.values:
        value: Any = result
        for part in source.split("."):
            value = value[part]
        head, _, key = destination.partition(".")
        if key:
            character.setdefault(head, {})[key] = value
        else:
            character[head] = value
    (read,) = read_party(party(character))
    assert read.runeball["mus"] == result["stats"]["mus"]
    assert read.hit_points == result["hit_points"]
