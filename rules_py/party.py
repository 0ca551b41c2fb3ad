"""The party at the table: characters kept by the reader, their values picked in any calculator.

Not a rule of any document: the values a character carries are those the calculators ask for
(RuneQuest, The Game System › Characteristics, › Abilities, › Strike Rank; Runeball › Player
stats; RuneQuest II House Rules, The Combat Round › Strike Rank Cycles). A party is a JSON
document; this module declares its shape once, checks a document against it (naming what is
wrong), publishes the same declaration as a JSON Schema (the build serves it as
``party.schema.json``; the Party page checks imports with it), and finds the value an input holds
for a named character (the CLI's ``--party``, in :mod:`rules_py.party_holds`).

Version 2 keeps a strike rank per game, because the two games with strike ranks read them in
opposite orders: in RuneQuest the lower strike rank acts first, in the RuneQuest II round the
highest does. A version 1 file kept one ``strike_rank`` whatever the game; it is still read, its
strike rank taken as the game's the character is played under, and as the RuneQuest II round's for
a character of a game with no strike ranks (the planner, a RuneQuest II calculator, was the one
place that read it). :func:`upgrade` says so once; ``docs/javascripts/party/kept.js`` mirrors it
for the party a browser kept before.

Version 3 adds each character's experience checks (RuneQuest, The Game System › Ability Results:
a success with an ability ticks its box): ``experience``, the names of the abilities ticked. A
version 1 or 2 file is read as one with none ticked.
"""

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rules_py import plain_text
from rules_py.contract import RATING_RANGE
from rules_py.json_text import JsonTextError, read_json
from rules_py.parsers import whole_or_none
from rules_py.party_names import name_key, name_key_table
from rules_py.rq2_combat.calculators.sr_cycles import MAX_STRIKE_RANK
from rules_py.runeball.calculators.common import STAT_RANGE
from rules_py.runeball.stats import Stat
from rules_py.runequest.calculators.characteristics import CHARACTERISTIC_RANGE
from rules_py.sources.documents import Document

FORMAT = "d100-rules-party"
VERSION = 3
READS = (1, 2, 3)  # the versions this site reads; it writes VERSION
SCHEMA_FILE = "party.schema.json"
DOCUMENTS = tuple(document.value for document in Document)
# RuneQuest's seven, and Basic Roleplaying's APP and EDU.
CHARACTERISTICS = ("STR", "CON", "SIZ", "DEX", "INT", "POW", "CHA", "APP", "EDU")
RUNEBALL_STATS = tuple(stat.value for stat in Stat)
NAME_LENGTH = 40
MAX_CHARACTERS = 200
MAX_SKILLS = 200
HIT_POINT_RANGE = (0, 999)
STRIKE_RANK_RANGE = (0, MAX_STRIKE_RANK)
# The games with strike ranks, and which way each counts them.
STRIKE_RANK_GAMES: dict[str, str] = {
    "runequest": "RuneQuest, The Game System › Strike Rank: the lower strike rank acts first",
    "rq2_combat": "RuneQuest II House Rules, The Combat Round › Strike Rank Cycles: the highest "
    "strike rank acts first",
}
# A version 1 strike rank of a character whose game has none: the planner's, the one reader.
VERSION_1_STRIKE_RANK = "rq2_combat"
# What the Party page asks for a character played under each game (the file's other fields fold
# away there, kept): the values that game's calculators and sheets use.
_RUNEQUEST_SEVEN = ("STR", "CON", "SIZ", "DEX", "INT", "POW", "CHA")
_BRP_EIGHT = ("STR", "CON", "SIZ", "DEX", "INT", "POW", "APP", "EDU")
GAME_FIELDS: dict[str, tuple[str, ...]] = {
    "runequest": (
        *(f"characteristics.{c}" for c in _RUNEQUEST_SEVEN),
        "skills",
        "hit_points",
        "strike_ranks.runequest",
    ),
    "request": ("skills",),
    "brp": (*(f"characteristics.{c}" for c in _BRP_EIGHT), "skills", "hit_points"),
    "runeball": (*(f"runeball.{s}" for s in RUNEBALL_STATS), "skills", "hit_points"),
    "rq2_combat": ("skills", "hit_points", "strike_ranks.rq2_combat"),
}


class PartyError(ValueError):
    """A party document that cannot be read: ``where`` names the place, the message what is wrong.

    >>> str(PartyError("characters[0].name", "is empty"))
    'characters[0].name: is empty'
    """

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


@dataclass(frozen=True)
class Character:
    """One character as read from a party document."""

    name: str
    document: str
    characteristics: Mapping[str, int]
    skills: Mapping[str, int]
    hit_points: int | None
    strike_ranks: Mapping[str, int]  # by game (a key of STRIKE_RANK_GAMES)
    runeball: Mapping[str, int]
    experience: tuple[str, ...] = ()  # the abilities whose experience check is ticked


def _integer(where: str, value: object, low: int, high: int) -> int:
    number = whole_or_none(value)
    if number is None:
        raise PartyError(where, f"must be a whole number, not {json.dumps(value)[:40]}")
    if not low <= number <= high:
        raise PartyError(where, f"is {number}; it must be from {low} to {high}")
    return number


def _name(where: str, value: object) -> str:
    if isinstance(value, str) and (refused := plain_text.refusal(value)):
        raise PartyError(where, refused)
    if not isinstance(value, str) or not value.strip():
        raise PartyError(where, "must be a name (text, not empty)")
    # in characters (code points: an emoji is one), as the schema's maxLength counts
    if len(value) > NAME_LENGTH:
        raise PartyError(where, f"is longer than {NAME_LENGTH} characters")
    return value.strip()


def _numbers(
    where: str, value: object, keys: tuple[str, ...] | None, low: int, high: int, most: int
) -> dict[str, int]:
    """A mapping of names to whole numbers; ``keys`` None lets any name in."""
    if not isinstance(value, dict):
        raise PartyError(where, "must be an object of names and numbers")
    if len(value) > most:
        raise PartyError(where, f"has {len(value)} entries; at most {most}")
    read: dict[str, int] = {}
    for key, number in value.items():
        if keys is not None and key not in keys:
            raise PartyError(f"{where}.{key}", f"is not one of {', '.join(keys)}")
        _name(f"{where}.{key}", key)
        read[key] = _integer(f"{where}.{key}", number, low, high)
    return read


_FIELDS = (
    "name",
    "document",
    "characteristics",
    "skills",
    "hit_points",
    "strike_ranks",
    "runeball",
    "experience",
)


def _checks(where: str, value: object) -> tuple[str, ...]:
    """The abilities ticked: names, each once (told apart without case)."""
    if not isinstance(value, list):
        raise PartyError(where, "must be a list of the abilities ticked")
    if len(value) > MAX_SKILLS:
        raise PartyError(where, f"has {len(value)}; at most {MAX_SKILLS}")
    names = tuple(_name(f"{where}[{i}]", item) for i, item in enumerate(value))
    seen: set[str] = set()
    for i, name in enumerate(names):
        if name_key(name) in seen:
            raise PartyError(f"{where}[{i}]", f"{name} is ticked twice")
        seen.add(name_key(name))
    return names


def _character(where: str, value: object) -> Character:
    if not isinstance(value, dict):
        raise PartyError(where, "must be an object (a character)")
    for key in value:
        if key not in _FIELDS:
            raise PartyError(
                f"{where}.{key}", f"is not a field of a character ({', '.join(_FIELDS)})"
            )
    if value.get("document") not in DOCUMENTS:
        raise PartyError(f"{where}.document", f"must be one of {', '.join(DOCUMENTS)}")
    return Character(
        name=_name(f"{where}.name", value.get("name")),
        document=value["document"],
        characteristics=_numbers(
            f"{where}.characteristics",
            value.get("characteristics", {}),
            CHARACTERISTICS,
            *CHARACTERISTIC_RANGE,
            len(CHARACTERISTICS),
        ),
        skills=_numbers(
            f"{where}.skills", value.get("skills", {}), None, *RATING_RANGE, MAX_SKILLS
        ),
        # absent is none; null is refused, as the schema says (an integer) and the browser reads
        hit_points=(
            _integer(f"{where}.hit_points", value["hit_points"], *HIT_POINT_RANGE)
            if "hit_points" in value
            else None
        ),
        strike_ranks=_numbers(
            f"{where}.strike_ranks",
            value.get("strike_ranks", {}),
            tuple(STRIKE_RANK_GAMES),
            *STRIKE_RANK_RANGE,
            len(STRIKE_RANK_GAMES),
        ),
        runeball=_numbers(
            f"{where}.runeball",
            value.get("runeball", {}),
            RUNEBALL_STATS,
            *STAT_RANGE,
            len(RUNEBALL_STATS),
        ),
        experience=_checks(f"{where}.experience", value.get("experience", [])),
    )


def upgrade(document: object) -> object:
    """A version 1 or 2 party document as version 3 (anything else as it is): a version 1
    character's one ``strike_rank`` becomes the strike rank of its game, or of the RuneQuest II
    round where its game has none (see the module's docstring); version 3 only adds what a
    version 2 file does not have (experience checks, none ticked).

    >>> old = {"format": FORMAT, "version": 1, "characters": [
    ...     {"name": "Vasana", "document": "runequest", "strike_rank": 7},
    ...     {"name": "Ana", "document": "brp", "strike_rank": 9},
    ...     {"name": "Ivo", "document": "rq2_combat"}]}
    >>> [c.get("strike_ranks") for c in upgrade(old)["characters"]]
    [{'runequest': 7}, {'rq2_combat': 9}, None]
    >>> upgrade(old)["version"], old["characters"][0]["strike_rank"]
    (3, 7)
    >>> upgrade({"format": FORMAT, "version": 2, "characters": []})["version"]
    3
    """
    if not isinstance(document, dict) or whole_or_none(document.get("version")) not in READS[:-1]:
        return document
    if whole_or_none(document.get("version")) != 1:
        return document | {"version": VERSION}
    characters = document.get("characters")
    if not isinstance(characters, list):
        return document | {"version": VERSION}
    upgraded = []
    for character in characters:
        if isinstance(character, dict) and "strike_rank" in character:
            game = character.get("document")
            if not isinstance(game, str) or game not in STRIKE_RANK_GAMES:  # a list: unhashable
                game = VERSION_1_STRIKE_RANK
            rest = {key: value for key, value in character.items() if key != "strike_rank"}
            character = rest | {"strike_ranks": {game: character["strike_rank"]}}
        upgraded.append(character)
    return document | {"version": VERSION, "characters": upgraded}


def read_party(document: object) -> tuple[Character, ...]:
    """Check a party document (parsed JSON, version 1, 2 or 3) and return its characters; the first
    fault raises :class:`PartyError` naming where it is.

    >>> read_party({"format": FORMAT, "version": 2, "characters": [
    ...     {"name": "Vasana", "document": "runequest", "skills": {"Broadsword": 75}}]})[0].skills
    {'Broadsword': 75}
    >>> read_party({"format": "something else"})
    Traceback (most recent call last):
    rules_py.party.PartyError: format: is not a party file (expected "d100-rules-party")
    >>> read_party({"format": FORMAT, "version": 4, "characters": []})
    Traceback (most recent call last):
    rules_py.party.PartyError: version: is 4; this site reads versions 1, 2 and 3
    """
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise PartyError("format", f'is not a party file (expected "{FORMAT}")')
    if whole_or_none(document.get("version")) not in READS:  # true is no version (True == 1)
        raise PartyError(
            "version",
            f"is {json.dumps(document.get('version'))}; this site reads versions "
            f"{', '.join(map(str, READS[:-1]))} and {READS[-1]}",
        )
    document = upgrade(document)
    assert isinstance(document, dict)  # a dict stays one
    for key in document:
        if key not in ("format", "version", "characters"):
            raise PartyError(key, "is not a field of a party file (format, version, characters)")
    characters = document.get("characters")
    if not isinstance(characters, list):
        raise PartyError("characters", "must be a list of characters")
    if len(characters) > MAX_CHARACTERS:
        raise PartyError("characters", f"has {len(characters)}; at most {MAX_CHARACTERS}")
    read = tuple(_character(f"characters[{i}]", item) for i, item in enumerate(characters))
    seen: set[str] = set()
    for i, character in enumerate(read):
        if name_key(character.name) in seen:
            raise PartyError(f"characters[{i}].name", f"{character.name} is named twice")
        seen.add(name_key(character.name))
    return read


def with_checks(
    document: object, ticks: Iterable[tuple[str, str]]
) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """A party document as version 3 with each (character, ability) of ``ticks`` ticked (RuneQuest,
    The Game System › Ability Results), and those it ticked: a character the party does not hold
    is left out, an ability ticked already stays as it is. The document is read first (its
    faults raise :class:`PartyError`); what else it holds is kept as it was.

    >>> party = {"format": FORMAT, "version": 2, "characters": [
    ...     {"name": "Vasana", "document": "runequest", "skills": {"Scan": 60}}]}
    >>> ticked, done = with_checks(party, [("vasana", "Scan"), ("Broo", "Scan")])
    >>> ticked["version"], ticked["characters"][0]["experience"], done
    (3, ['Scan'], [('Vasana', 'Scan')])
    """
    read_party(document)
    upgraded = upgrade(document)
    assert isinstance(upgraded, dict)  # read_party took it: a party document
    characters = [dict(character) for character in upgraded["characters"]]
    by_name = {name_key(str(character["name"])): character for character in characters}
    done = []
    for who, ability in ticks:
        character = by_name.get(name_key(who))
        if character is None:
            continue
        ticked = list(character.get("experience", []))
        if name_key(ability) not in {name_key(name) for name in ticked}:
            character["experience"] = [*ticked, ability]
            done.append((str(character["name"]), ability))
    result = upgraded | {"characters": characters}
    read_party(result)  # what it writes, it reads
    return result, done


def load_party(text: str) -> tuple[Character, ...]:
    """Read a party file's text.

    >>> load_party("{not json")
    Traceback (most recent call last):
    rules_py.party.PartyError: is not JSON (line 1, column 2): Expecting property name ...
    >>> load_party('{"characters": ' + "[" * 30 + "]" * 30 + "}")
    Traceback (most recent call last):
    rules_py.party.PartyError: nests deeper than 20 levels
    """
    try:
        document = read_json(text)
    except JsonTextError as error:
        raise PartyError("", str(error)) from None
    return read_party(document)


# A name's characters (rules_py.plain_text); "x-pattern-says", a keyword of this schema's own,
# is what the site's check says of a character the pattern refuses (other readers ignore it).
NAME_PATTERN = {"pattern": plain_text.PATTERN, "x-pattern-says": plain_text.SAYS}


def _numbers_schema(keys: tuple[str, ...] | None, low: int, high: int, most: int) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "maxProperties": most,
        "additionalProperties": {"type": "integer", "minimum": low, "maximum": high},
        "propertyNames": {"minLength": 1, "maxLength": NAME_LENGTH} | NAME_PATTERN,
    }
    if keys is not None:
        schema["propertyNames"] = {"enum": list(keys)}
    return schema


def json_schema() -> dict[str, Any]:
    """The party file's shape as a JSON Schema (draft 2020-12), from the same declaration as
    :func:`read_party` (names twice over is the one check it cannot say): the version this site
    writes; a version 1 file is read as :func:`upgrade` makes it.

    >>> json_schema()["properties"]["version"]
    {'const': 3, 'x-reads': [1, 2, 3]}
    >>> sorted(json_schema()["properties"]["characters"]["items"]["properties"]["strike_ranks"][
    ...     "properties"])
    ['rq2_combat', 'runequest']
    """
    integer = {"type": "integer"}
    character = {
        "type": "object",
        "required": ["name", "document"],
        "additionalProperties": False,
        "properties": {
            "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": NAME_LENGTH,
            }
            | NAME_PATTERN,
            "document": {"enum": list(DOCUMENTS)},
            "characteristics": _numbers_schema(
                CHARACTERISTICS, *CHARACTERISTIC_RANGE, len(CHARACTERISTICS)
            ),
            "skills": _numbers_schema(None, *RATING_RANGE, MAX_SKILLS),
            "hit_points": integer | {"minimum": HIT_POINT_RANGE[0], "maximum": HIT_POINT_RANGE[1]},
            # A strike rank per game: the games count them in opposite orders.
            "strike_ranks": _numbers_schema(
                tuple(STRIKE_RANK_GAMES), *STRIKE_RANK_RANGE, len(STRIKE_RANK_GAMES)
            )
            | {
                "properties": {
                    game: integer
                    | {
                        "minimum": STRIKE_RANK_RANGE[0],
                        "maximum": STRIKE_RANK_RANGE[1],
                        "description": order,
                    }
                    for game, order in STRIKE_RANK_GAMES.items()
                }
            },
            "runeball": _numbers_schema(RUNEBALL_STATS, *STAT_RANGE, len(RUNEBALL_STATS)),
            # RuneQuest, The Game System › Ability Results: the abilities whose box is ticked.
            "experience": {
                "type": "array",
                "maxItems": MAX_SKILLS,
                "items": {"type": "string", "minLength": 1, "maxLength": NAME_LENGTH}
                | NAME_PATTERN,
                "x-unique": True,
            },
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_FILE,
        "title": "A party of characters for d100 rules, worked out",
        "description": f"Version {VERSION}. Versions 1 and 2 are read too: a version 1 file's "
        "one strike_rank is the strike rank of the character's game, or of the RuneQuest II "
        "round where that game has none; neither has experience checks.",
        "type": "object",
        "required": ["format", "version", "characters"],
        "additionalProperties": False,
        # x-name-key: how names are told apart (name_key), for the site's check, which has no
        # casefold (other readers ignore it).
        "x-name-key": name_key_table(),
        "properties": {
            "format": {"const": FORMAT},
            # x-reads: the versions the site reads (an older one upgraded as it is read).
            "version": {"const": VERSION, "x-reads": list(READS)},
            # x-unique-by: no two characters share a name (told apart without case); a keyword
            # of this schema's own, which the site's check reads and other readers ignore.
            "characters": {
                "type": "array",
                "maxItems": MAX_CHARACTERS,
                "items": character,
                "x-unique-by": "name",
            },
        },
    }
