"""Experience checks (RuneQuest, The Game System › Abilities, › Ability Results): a success,
special or critical with an ability gives it an experience check (its box ticked); a failure or a
fumble does not.

A calculator that rolls an ability says which checks its roll gave, as its declaration's
``experience`` result: ``{"field": input}`` where the ability is the one a page picked from the
party for that input (the character and ability the page knows, Python does not), or
``{"name": character, "ability": ability}`` where the calculator itself names them (the party
roll). A page ticks them on the party; the CLI's ``--party`` writes them into its file.
"""

from rules_py.contract import JsonDict
from rules_py.levels import Level


def gives_check(level: Level | None) -> bool:
    """Whether a roll's result gives its ability an experience check.

    >>> from rules_py.runequest.results import ResultLevel
    >>> [gives_check(level) for level in ResultLevel]
    [False, False, True, True, True]
    >>> gives_check(None)  # not rolled yet
    False
    """
    return level is not None and level.succeeded


def checks_for_fields(*rolled: tuple[str, Level | None]) -> list[JsonDict]:
    """The checks of a roll (or two) against inputs a page may have picked from the party.

    >>> from rules_py.runequest.results import ResultLevel
    >>> checks_for_fields(("a", ResultLevel.SPECIAL), ("b", ResultLevel.FAILURE))
    [{'field': 'a'}]
    """
    return [{"field": field} for field, level in rolled if gives_check(level)]
