"""What a character of the party gives a calculator's input (``Input.holds``): its values by
name, the one value a name asks for (the CLI's ``--party``: "Vasana", "Vasana:Broadsword"), who has
a skill (the party roll), and the places a calculator may save a character's values to. The party
file itself is :mod:`rules_py.party`; ``docs/javascripts/party/store.js`` reads the same file the
same way in the browser.
"""

from rules_py.party import (
    CHARACTERISTICS,
    NAME_LENGTH,
    RUNEBALL_STATS,
    STRIKE_RANK_GAMES,
    Character,
    PartyError,
)
from rules_py.party_names import name_key
from rules_py.sources.documents import Document


def holds_kinds(holds: str) -> tuple[str, str]:
    """Split what an input holds (``Input.holds``) into its kind and its key (may be empty).

    ``skill_name`` is a text input naming one of the party's skills (the party roll's skill);
    ``strike_rank`` names its game, since the games count strike ranks in opposite orders.

    >>> holds_kinds("characteristic:STR"), holds_kinds("strike_rank:rq2_combat")
    (('characteristic', 'STR'), ('strike_rank', 'rq2_combat'))
    >>> holds_kinds("runeball:height")
    Traceback (most recent call last):
    ValueError: holds runeball:height: a Runeball stat is one of mus, skl, spd, tou, wit, tec, cha
    >>> holds_kinds("strike_rank")
    Traceback (most recent call last):
    ValueError: holds strike_rank: name the game (strike_rank:runequest, strike_rank:rq2_combat)
    """
    kind, _, key = holds.partition(":")
    if kind == "characteristic" and key in ("", *CHARACTERISTICS):
        return kind, key
    if kind in ("name", "skill", "skill_name", "hit_points") and not key:
        return kind, key
    if kind == "strike_rank":
        if key not in STRIKE_RANK_GAMES:
            games = ", ".join(f"strike_rank:{game}" for game in STRIKE_RANK_GAMES)
            raise ValueError(f"holds {holds}: name the game ({games})")
        return kind, key
    if kind == "runeball":
        if key not in RUNEBALL_STATS:
            raise ValueError(
                f"holds {holds}: a Runeball stat is one of {', '.join(RUNEBALL_STATS)}"
            )
        return kind, key
    raise ValueError(
        f"holds {holds}: one of name, skill_name, characteristic[:NAME], skill, hit_points, "
        "strike_rank:GAME, runeball:STAT"
    )


def offers(character: Character, holds: str) -> dict[str, int]:
    """What ``character`` offers an input holding ``holds``: its values by name.

    >>> vasana = Character("Vasana", "runequest", {"STR": 13, "POW": 16}, {"Broadsword": 75},
    ...                    14, {"runequest": 3}, {})
    >>> offers(vasana, "skill"), offers(vasana, "characteristic:POW"), offers(vasana, "hit_points")
    ({'Broadsword': 75}, {'POW': 16}, {'hit points': 14})
    >>> offers(vasana, "strike_rank:runequest"), offers(vasana, "strike_rank:rq2_combat")
    ({'strike rank': 3}, {})
    """
    kind, key = holds_kinds(holds)
    if kind in ("name", "skill_name"):  # a name in a table of them, a skill's name: no number
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
    if kind == "strike_rank":
        ranks = character.strike_ranks
        return {"strike rank": ranks[key]} if key in ranks else {}
    return {} if character.hit_points is None else {"hit points": character.hit_points}


def _nothing_for(character: Character, holds: str) -> str:
    """Why ``character`` gives an input holding ``holds`` no value (it offers none).

    >>> ana = Character("Ana", "runequest", {}, {}, None, {"runequest": 7}, {})
    >>> print(_nothing_for(ana, "strike_rank:rq2_combat").replace("; ", ";\\n"))
    Ana has a strike rank only for RuneQuest (the lower strike rank acts first);
    this input takes one for RuneQuest II (the highest strike rank acts first)
    """
    kind, key = holds_kinds(holds)
    others = [game for game in character.strike_ranks if game != key]
    if kind == "strike_rank" and others:
        theirs = ", ".join(_game_order(game) for game in others)
        return (
            f"{character.name} has a strike rank only for {theirs}; this input takes one for "
            f"{_game_order(key)}"
        )
    return f"{character.name} has no value for this input"


def _game_order(game: str) -> str:
    """A game with strike ranks in short, and which way it counts them."""
    short = Document(game).label.split(",")[0].removesuffix(" House Rules")
    return f"{short} ({STRIKE_RANK_GAMES[game].split(': ')[-1]})"


def with_skill(characters: tuple[Character, ...], skill: str) -> list[tuple[str, str, int]]:
    """Each character who has the skill named ``skill`` (told apart without case, as names are):
    the character's name, the skill as that character spells it, and its value.

    >>> from rules_py.party import load_party
    >>> party = load_party('{"format": "d100-rules-party", "version": 2, "characters": ['
    ...     '{"name": "Vasana", "document": "runequest", "skills": {"Scan": 60}},'
    ...     '{"name": "Ivo", "document": "runequest", "skills": {"Sing": 20}},'
    ...     '{"name": "Kallyr", "document": "runequest", "skills": {"scan": 45}}]}')
    >>> with_skill(party, " SCAN ")
    [('Vasana', 'Scan', 60), ('Kallyr', 'scan', 45)]
    """
    wanted = name_key(skill)
    return [
        (character.name, name, value)
        for character in characters
        for name, value in character.skills.items()
        if name_key(name) == wanted
    ]


def value_of(characters: tuple[Character, ...], holds: str, wanted: str) -> int:
    """The value a character named in ``wanted`` ("Vasana", or "Vasana:Broadsword" where the
    character offers several) holds for an input holding ``holds``.

    >>> from rules_py.party import load_party
    >>> party = load_party('{"format": "d100-rules-party", "version": 1, "characters": ['
    ...     '{"name": "Vasana", "document": "runequest", "skills": {"Broadsword": 75, "Dodge": 40},'
    ...     ' "characteristics": {"POW": 16}, "strike_rank": 7}]}')
    >>> value_of(party, "skill", "vasana: broadsword"), value_of(party, "characteristic", "Vasana")
    (75, 16)
    >>> value_of(party, "strike_rank:runequest", "Vasana")
    7
    >>> value_of(party, "skill", "Vasana")
    Traceback (most recent call last):
    rules_py.party.PartyError: Vasana has several: name one as Vasana:NAME (Broadsword, Dodge)
    """
    who, _, what = wanted.partition(":")
    by_name = {name_key(character.name): character for character in characters}
    character = by_name.get(name_key(who))
    if character is None:
        names = ", ".join(c.name for c in characters) or "none"
        raise PartyError("", f"no character named {who.strip()} in the party ({names})")
    values = offers(character, holds)
    if what.strip():
        found = {name_key(k): v for k, v in values.items()}.get(name_key(what))
        if found is None:
            raise PartyError(
                "", f"{character.name} has no {what.strip()} ({', '.join(values) or 'none'})"
            )
        return found
    if len(values) == 1:
        return next(iter(values.values()))
    if not values:
        raise PartyError("", _nothing_for(character, holds))
    raise PartyError(
        "", f"{character.name} has several: name one as {character.name}:NAME ({', '.join(values)})"
    )


def ability_of(
    characters: tuple[Character, ...], holds: str, wanted: str
) -> tuple[str, str] | None:
    """The character and the ability (as the party spells them) of a value named for an input
    holding a skill, whose experience check a successful roll ticks; None for another input.

    >>> from rules_py.party import load_party
    >>> party = load_party('{"format": "d100-rules-party", "version": 3, "characters": ['
    ...     '{"name": "Vasana", "document": "runequest", "skills": {"Scan": 60}}]}')
    >>> ability_of(party, "skill", "vasana"), ability_of(party, "characteristic", "Vasana")
    (('Vasana', 'Scan'), None)
    """
    if holds != "skill":
        return None
    value_of(characters, holds, wanted)  # a name the party does not hold is refused there
    who, _, what = wanted.partition(":")
    character = {name_key(c.name): c for c in characters}[name_key(who)]
    names = list(offers(character, holds))
    spelled = {name_key(name): name for name in names}
    return character.name, spelled[name_key(what)] if what.strip() else names[0]


def check_destination(path: str) -> None:
    """Check a place in a character that a calculator saves a value to (CharacterMap).

    >>> check_destination("characteristics.POW"), check_destination("skills.Kick")
    (None, None)
    >>> check_destination("runeball.height")
    Traceback (most recent call last):
    ValueError: runeball.height: not a place in a character of a party file
    """
    head, _, key = path.partition(".")
    known = {
        "characteristics": CHARACTERISTICS,
        "runeball": RUNEBALL_STATS,
        "strike_ranks": tuple(STRIKE_RANK_GAMES),
    }
    if head in known and key in known[head]:
        return
    if (head == "skills" and 0 < len(key) <= NAME_LENGTH) or (head == "hit_points" and not key):
        return
    raise ValueError(f"{path}: not a place in a character of a party file")
