"""The printed tables of the Basic Roleplaying house rules, each built by calling its rule over
the printed d100 range 01–00.
"""

from collections.abc import Callable

from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.major_wounds import duration, major_wound
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


TABLES: dict[str, Callable[[], Table]] = {
    "major_wounds": major_wound_table,
    "short_insanity": short_insanity_table,
    "longer_insanity": longer_insanity_table,
}
