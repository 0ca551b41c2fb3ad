"""The party at the table: characters kept by the reader, their values picked in any calculator.

Not a rule of any document: the values a character carries are those the calculators ask for
(RuneQuest, The Game System › Characteristics, › Abilities; Runeball › Player stats; RuneQuest II
combat round › Strike ranks). A party is a JSON document; this module declares its shape once,
checks a document against it (naming what is wrong), publishes the same declaration as a JSON
Schema (the build serves it as ``party.schema.json``; the Party page checks imports with it), and
finds the value an input holds for a named character (the CLI's ``--party``).
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules_py.contract import RATING_RANGE
from rules_py.rq2_combat.calculators.sr_cycles import MAX_STRIKE_RANK
from rules_py.runeball.calculators.common import STAT_RANGE
from rules_py.runeball.stats import Stat
from rules_py.runequest.calculators.characteristics import CHARACTERISTIC_RANGE
from rules_py.sources.documents import Document

FORMAT = "d100-rules-party"
VERSION = 1
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
    strike_rank: int | None
    runeball: Mapping[str, int]


def _integer(where: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PartyError(where, f"must be a whole number, not {json.dumps(value)[:40]}")
    if not low <= value <= high:
        raise PartyError(where, f"is {value}; it must be from {low} to {high}")
    return value


def _name(where: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise PartyError(where, "must be a name (text, not empty)")
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


_FIELDS = ("name", "document", "characteristics", "skills", "hit_points", "strike_rank", "runeball")


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
    hp, sr = value.get("hit_points"), value.get("strike_rank")
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
        hit_points=None if hp is None else _integer(f"{where}.hit_points", hp, *HIT_POINT_RANGE),
        strike_rank=None
        if sr is None
        else _integer(f"{where}.strike_rank", sr, *STRIKE_RANK_RANGE),
        runeball=_numbers(
            f"{where}.runeball",
            value.get("runeball", {}),
            RUNEBALL_STATS,
            *STAT_RANGE,
            len(RUNEBALL_STATS),
        ),
    )


def read_party(document: object) -> tuple[Character, ...]:
    """Check a party document (parsed JSON) and return its characters; the first fault raises
    :class:`PartyError` naming where it is.

    >>> read_party({"format": FORMAT, "version": 1, "characters": [
    ...     {"name": "Vasana", "document": "runequest", "skills": {"Broadsword": 75}}]})[0].skills
    {'Broadsword': 75}
    >>> read_party({"format": "something else"})
    Traceback (most recent call last):
    rules_py.party.PartyError: format: is not a party file (expected "d100-rules-party")
    >>> read_party({"format": FORMAT, "version": 2, "characters": []})
    Traceback (most recent call last):
    rules_py.party.PartyError: version: is 2; this site reads version 1
    """
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise PartyError("format", f'is not a party file (expected "{FORMAT}")')
    if document.get("version") != VERSION:
        raise PartyError(
            "version",
            f"is {json.dumps(document.get('version'))}; this site reads version {VERSION}",
        )
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
        if character.name.casefold() in seen:
            raise PartyError(f"characters[{i}].name", f"{character.name} is named twice")
        seen.add(character.name.casefold())
    return read


def load_party(text: str) -> tuple[Character, ...]:
    """Read a party file's text.

    >>> load_party("{not json")
    Traceback (most recent call last):
    rules_py.party.PartyError: is not JSON (line 1, column 2)
    """
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise PartyError("", f"is not JSON (line {error.lineno}, column {error.colno})") from None
    return read_party(document)


def _numbers_schema(keys: tuple[str, ...] | None, low: int, high: int, most: int) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "maxProperties": most,
        "additionalProperties": {"type": "integer", "minimum": low, "maximum": high},
        "propertyNames": {"minLength": 1, "maxLength": NAME_LENGTH},
    }
    if keys is not None:
        schema["propertyNames"] = {"enum": list(keys)}
    return schema


def json_schema() -> dict[str, Any]:
    """The party file's shape as a JSON Schema (draft 2020-12), from the same declaration as
    :func:`read_party` (names twice over is the one check it cannot say).

    >>> json_schema()["properties"]["version"]
    {'const': 1}
    """
    integer = {"type": "integer"}
    character = {
        "type": "object",
        "required": ["name", "document"],
        "additionalProperties": False,
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": NAME_LENGTH},
            "document": {"enum": list(DOCUMENTS)},
            "characteristics": _numbers_schema(
                CHARACTERISTICS, *CHARACTERISTIC_RANGE, len(CHARACTERISTICS)
            ),
            "skills": _numbers_schema(None, *RATING_RANGE, MAX_SKILLS),
            "hit_points": integer | {"minimum": HIT_POINT_RANGE[0], "maximum": HIT_POINT_RANGE[1]},
            "strike_rank": integer
            | {"minimum": STRIKE_RANK_RANGE[0], "maximum": STRIKE_RANK_RANGE[1]},
            "runeball": _numbers_schema(RUNEBALL_STATS, *STAT_RANGE, len(RUNEBALL_STATS)),
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_FILE,
        "title": "A party of characters for d100 rules, worked out",
        "type": "object",
        "required": ["format", "version", "characters"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": FORMAT},
            "version": {"const": VERSION},
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


def holds_kinds(holds: str) -> tuple[str, str]:
    """Split what an input holds (``Input.holds``) into its kind and its key (may be empty).

    >>> holds_kinds("characteristic:STR"), holds_kinds("skill")
    (('characteristic', 'STR'), ('skill', ''))
    >>> holds_kinds("runeball:height")
    Traceback (most recent call last):
    ValueError: holds runeball:height: a Runeball stat is one of mus, skl, spd, tou, wit, tec, cha
    """
    kind, _, key = holds.partition(":")
    if kind == "characteristic" and key in ("", *CHARACTERISTICS):
        return kind, key
    if kind in ("name", "skill", "hit_points", "strike_rank") and not key:
        return kind, key
    if kind == "runeball":
        if key not in RUNEBALL_STATS:
            raise ValueError(
                f"holds {holds}: a Runeball stat is one of {', '.join(RUNEBALL_STATS)}"
            )
        return kind, key
    raise ValueError(
        f"holds {holds}: one of name, characteristic[:NAME], skill, hit_points, strike_rank, "
        "runeball:STAT"
    )


def offers(character: Character, holds: str) -> dict[str, int]:
    """What ``character`` offers an input holding ``holds``: its values by name.

    >>> vasana = Character("Vasana", "runequest", {"STR": 13, "POW": 16}, {"Broadsword": 75},
    ...                    14, 3, {})
    >>> offers(vasana, "skill"), offers(vasana, "characteristic:POW"), offers(vasana, "hit_points")
    ({'Broadsword': 75}, {'POW': 16}, {'hit points': 14})
    """
    kind, key = holds_kinds(holds)
    if kind == "name":  # a combatant's name in a table of them: no number
        return {}
    if kind == "skill":
        return dict(character.skills)
    if kind == "characteristic":
        values = character.characteristics
        if not key:
            return dict(values)
        return {key: values[key]} if key in values else {}
    if kind == "runeball":
        return {key.upper(): character.runeball[key]} if key in character.runeball else {}
    single = character.hit_points if kind == "hit_points" else character.strike_rank
    return {} if single is None else {kind.replace("_", " "): single}


def value_of(characters: tuple[Character, ...], holds: str, wanted: str) -> int:
    """The value a character named in ``wanted`` ("Vasana", or "Vasana:Broadsword" where the
    character offers several) holds for an input holding ``holds``.

    >>> party = load_party('{"format": "d100-rules-party", "version": 1, "characters": ['
    ...     '{"name": "Vasana", "document": "runequest", "skills": {"Broadsword": 75, "Dodge": 40},'
    ...     ' "characteristics": {"POW": 16}}]}')
    >>> value_of(party, "skill", "vasana: broadsword"), value_of(party, "characteristic", "Vasana")
    (75, 16)
    >>> value_of(party, "skill", "Vasana")
    Traceback (most recent call last):
    rules_py.party.PartyError: Vasana has several: name one as Vasana:NAME (Broadsword, Dodge)
    """
    who, _, what = wanted.partition(":")
    by_name = {character.name.casefold(): character for character in characters}
    character = by_name.get(who.strip().casefold())
    if character is None:
        names = ", ".join(c.name for c in characters) or "none"
        raise PartyError("", f"no character named {who.strip()} in the party ({names})")
    values = offers(character, holds)
    if what.strip():
        found = {k.casefold(): v for k, v in values.items()}.get(what.strip().casefold())
        if found is None:
            raise PartyError(
                "", f"{character.name} has no {what.strip()} ({', '.join(values) or 'none'})"
            )
        return found
    if len(values) == 1:
        return next(iter(values.values()))
    if not values:
        raise PartyError("", f"{character.name} has no value for this input")
    raise PartyError(
        "", f"{character.name} has several: name one as {character.name}:NAME ({', '.join(values)})"
    )


def check_destination(path: str) -> None:
    """Check a place in a character that a calculator saves a value to (CharacterMap).

    >>> check_destination("characteristics.POW"), check_destination("skills.Kick")
    (None, None)
    >>> check_destination("runeball.height")
    Traceback (most recent call last):
    ValueError: runeball.height: not a place in a character of a party file
    """
    head, _, key = path.partition(".")
    known = {"characteristics": CHARACTERISTICS, "runeball": RUNEBALL_STATS}
    if head in known and key in known[head]:
        return
    if (head == "skills" and 0 < len(key) <= NAME_LENGTH) or (
        head in ("hit_points", "strike_rank") and not key
    ):
        return
    raise ValueError(f"{path}: not a place in a character of a party file")
