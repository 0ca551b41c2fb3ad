"""The party file (rules_py.party): its shape, the faults it names, its published JSON Schema, a
version 1 file read as version 2, and the values a character gives an input (RuneQuest ›
Characteristics, › Abilities and › Strike Rank; Runeball › Player stats; RuneQuest II combat
round › Strike Rank Cycles), which must be the numbers a reader would type."""

import json
from typing import Any

import pytest

from rules_py.calculators import REGISTRY, calculate
from rules_py.party import (
    DOCUMENTS,
    FORMAT,
    GAME_FIELDS,
    STRIKE_RANK_GAMES,
    PartyError,
    json_schema,
    load_party,
    read_party,
    upgrade,
)
from rules_py.party_holds import check_destination, holds_kinds, value_of, with_skill

VASANA = {
    "name": "Vasana",
    "document": "runequest",
    "characteristics": {"STR": 13, "CON": 11, "SIZ": 14, "DEX": 12, "INT": 13, "POW": 16},
    "skills": {"Broadsword": 75, "Dodge": 40},
    "hit_points": 14,
    "strike_ranks": {"runequest": 3},
}
TROLL = {"name": "Troll", "document": "runequest", "skills": {"Parry": 60}}


def party(*characters: dict[str, Any], version: int = 2) -> dict[str, Any]:
    return {"format": FORMAT, "version": version, "characters": list(characters)}


def test_a_party_reads_back_its_values() -> None:
    read = read_party(party(VASANA, TROLL))
    assert [c.name for c in read] == ["Vasana", "Troll"]
    assert read[0].skills == {"Broadsword": 75, "Dodge": 40}
    assert read[0].hit_points == 14 and read[1].hit_points is None


BAD = [
    ("not an object", [], "format: is not a party file"),
    ("foreign file", {"format": "other", "version": 1, "characters": []}, "format:"),
    (
        "newer version",
        {**party(), "version": 4},
        "version: is 4; this site reads versions 1, 2 and 3",
    ),
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
    (
        "a version 1 strike rank in a version 2 file",
        party({**TROLL, "strike_rank": 3}),
        "characters[0].strike_rank: is not a field",
    ),
    (
        "a strike rank of a game without them",
        party({**TROLL, "strike_ranks": {"brp": 3}}),
        "characters[0].strike_ranks.brp: is not one of runequest, rq2_combat",
    ),
    (
        "a version 1 strike rank out of range",
        party({**TROLL, "strike_rank": 41}, version=1),
        "characters[0].strike_ranks.runequest: is 41; it must be from 0 to 40",
    ),
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
    assert schema["properties"]["version"] == {"const": 3, "x-reads": [1, 2, 3]}
    ranks = character["properties"]["strike_ranks"]
    assert ranks["propertyNames"]["enum"] == ["runequest", "rq2_combat"]
    # Each game's strike rank says which way it counts, citing where.
    assert "the lower strike rank acts first" in ranks["properties"]["runequest"]["description"]
    assert "Strike Rank Cycles: the highest" in ranks["properties"]["rq2_combat"]["description"]
    json.dumps(schema)  # plain data, as the site serves it


def test_every_declared_holds_is_known() -> None:
    holds = [item.holds for c in REGISTRY.values() for item in c.fields if item.holds]
    columns = [
        column.holds
        for c in REGISTRY.values()
        for item in c.fields
        for column in item.columns
        if column.holds
    ]
    for kind in holds + columns:
        holds_kinds(kind)  # raises on an unknown kind
    assert {"skill", "characteristic", "characteristic:POW", "runeball:mus"} <= set(holds)
    assert {"name", "strike_rank:rq2_combat", "skill"} <= set(columns)
    with pytest.raises(ValueError, match="name the game"):
        holds_kinds("strike_rank")  # a strike rank means nothing without its game


# RuneQuest › Strike Rank: the lower acts first; RuneQuest II combat round › Strike Rank Cycles:
# the highest acts first. A version 1 file's one strike rank goes to the game that reads it.
VERSION_1: list[tuple[dict[str, Any], dict[str, int]]] = [
    ({"name": "Vasana", "document": "runequest", "strike_rank": 3}, {"runequest": 3}),
    ({"name": "Ivo", "document": "rq2_combat", "strike_rank": 14}, {"rq2_combat": 14}),
    # Any other game has no strike rank: the planner (RuneQuest II) was its one reader.
    ({"name": "Ana", "document": "brp", "strike_rank": 9}, {"rq2_combat": 9}),
    ({"name": "Bo", "document": "runeball", "strike_rank": 0}, {"rq2_combat": 0}),
    ({"name": "Cy", "document": "request"}, {}),
]


def test_a_version_1_file_is_read_with_each_strike_rank_in_its_game() -> None:
    old = party(*(character for character, _ in VERSION_1), version=1)
    read = read_party(old)
    assert [dict(c.strike_ranks) for c in read] == [ranks for _, ranks in VERSION_1]
    upgraded = upgrade(old)
    assert isinstance(upgraded, dict) and upgraded["version"] == 3
    assert read_party(upgraded) == read  # the upgraded file reads the same, as version 2
    assert old["characters"][0]["strike_rank"] == 3  # the file read is left as it was


def test_the_planner_takes_no_runequest_strike_rank() -> None:
    read = read_party(
        party(
            VASANA,
            {
                "name": "Ivo",
                "document": "rq2_combat",
                "strike_ranks": {"rq2_combat": 14, "runequest": 4},
            },
        )
    )
    assert value_of(read, "strike_rank:rq2_combat", "Ivo") == 14
    assert value_of(read, "strike_rank:runequest", "Ivo") == 4
    with pytest.raises(PartyError) as refused:
        value_of(read, "strike_rank:rq2_combat", "Vasana")
    assert str(refused.value) == (
        "Vasana has a strike rank only for RuneQuest (the lower strike rank acts first); "
        "this input takes one for RuneQuest II (the highest strike rank acts first)"
    )


def test_every_game_asks_for_places_of_the_file() -> None:
    assert set(GAME_FIELDS) == set(DOCUMENTS)
    for game, places in GAME_FIELDS.items():
        for place in places:
            if place != "skills":
                check_destination(place)
        # Only a game with strike ranks asks for one, its own.
        ranks = [p.removeprefix("strike_ranks.") for p in places if p.startswith("strike_ranks")]
        assert ranks == ([game] if game in STRIKE_RANK_GAMES else [])
    # RuneQuest asks for its seven characteristics and no Runeball stat, EDU or APP.
    runequest = GAME_FIELDS["runequest"]
    assert [p for p in runequest if p.startswith("characteristics.")] == [
        f"characteristics.{c}" for c in ("STR", "CON", "SIZ", "DEX", "INT", "POW", "CHA")
    ]
    assert not any(p.startswith("runeball.") for p in runequest)


def test_who_has_a_skill_is_told_apart_without_case() -> None:
    read = read_party(
        party(
            {**VASANA, "skills": {"Scan": 60}},
            {**TROLL, "skills": {"SCAN": 45, "Parry": 60}},
            {"name": "Ivo", "document": "brp", "skills": {"Sing": 20}},
        )
    )
    assert with_skill(read, "scan") == [("Vasana", "Scan", 60), ("Troll", "SCAN", 45)]
    assert with_skill(read, "Dance") == []


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
