"""The printed tables of the Basic Roleplaying house rules, each built by calling its rule over
the printed d100 range 01–00.
"""

from collections.abc import Callable

from rules_py.brp.armour import ARMOUR_VALUES
from rules_py.brp.defence import MAX_DEFENCES, SHIELD_BLOCK, defence_penalty
from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.major_wounds import duration, major_wound
from rules_py.numbers import signed
from rules_py.sources import Document, cite
from rules_py.tables import Table, d100_span, runs


def major_wound_table() -> Table:
    """The custom major wound table, one row per run of equal results over 01–00."""
    rows = tuple(
        (d100_span(low, high), wound.name, wound.effect, duration(wound))
        for low, high, wound in runs(major_wound, 1, 100)
    )
    return Table(
        "Major wounds",
        ("d100", "Wound", "Effect", "Lasts"),
        rows,
        cite(Document.BRP, "Custom Major Wound Table"),
    )


def _insanity_table(episode: Episode, title: str, heading: str) -> Table:
    rows = tuple(
        (d100_span(low, high), effect)
        for low, high, effect in runs(lambda roll: insanity_effect(episode, roll), 1, 100)
    )
    return Table(title, ("d100", "Effect"), rows, cite(Document.BRP, heading))


def short_insanity_table() -> Table:
    """Short temporary insanity (1D10+4 rounds)."""
    return _insanity_table(Episode.SHORT, "Short temporary insanity", "Short Temporary Insanity")


def longer_insanity_table() -> Table:
    """Longer temporary insanity (1D10×10 hours)."""
    return _insanity_table(Episode.LONGER, "Longer temporary insanity", "Longer Temporary Insanity")


def defence_table() -> Table:
    """Parries and dodges in one round and their modifiers."""
    rows = tuple(
        (str(n), signed(defence_penalty(n), zero="full skill")) for n in range(1, MAX_DEFENCES + 1)
    )
    return Table(
        "Defensive actions", ("Defence", "Skill"), rows, cite(Document.BRP, "Defensive actions")
    )


def shield_table() -> Table:
    """Chance of a shield blocking a missile."""
    rows = tuple((shield, f"{chance}%") for shield, chance in SHIELD_BLOCK.items())
    return Table(
        "Shields versus missiles",
        ("Shield", "Block"),
        rows,
        cite(Document.BRP, "Shields versus missile fire"),
    )


def armour_table() -> Table:
    """Armour values."""
    rows = tuple((str(value), what) for value, what in ARMOUR_VALUES)
    return Table("Armour values", ("AV", "Armour"), rows, cite(Document.BRP, "Armor Value"))


TABLES: dict[str, Callable[[], Table]] = {
    "defensive_actions": defence_table,
    "shields": shield_table,
    "armour_values": armour_table,
    "major_wounds": major_wound_table,
    "short_insanity": short_insanity_table,
    "longer_insanity": longer_insanity_table,
}
