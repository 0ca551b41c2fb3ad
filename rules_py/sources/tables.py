"""The readings table of the Sources page, generated from every document's declared readings.

One row per reading: its id (the row's anchor, which every "Reading of the rules" note links to),
where in which document, the question, the site's reading, the other readings, what it changes,
and the calculator setting that offers the other readings.
"""

from collections.abc import Callable

from rules_py.sources.documents import cite
from rules_py.sources.readings import Reading, all_readings
from rules_py.tables import Table


def settings_by_reading() -> dict[str, list[tuple[str, str]]]:
    """Reading id → (calculator, setting name) for every reading setting a calculator declares.

    >>> ("opposed", "holder_bands") in settings_by_reading()["A000-08"]
    True
    """
    from rules_py.calculators import REGISTRY  # the facade imports every document

    found: dict[str, list[tuple[str, str]]] = {}
    for calculator in REGISTRY.values():
        for setting in calculator.settings:
            found.setdefault(setting.reading, []).append((calculator.name, setting.name))
    return found


def _setting_cell(reading: Reading, settings: dict[str, list[tuple[str, str]]]) -> str:
    names = sorted({name for _, name in settings.get(reading.id, [])})
    if not names:
        return "—"
    return ", ".join(f"`{name}`" for name in names)


def readings() -> Table:
    """Every reading of every document, in document order.

    >>> table = readings()
    >>> table.rows[0][0]
    '**A000-01**{#a000-01}'
    """
    settings = settings_by_reading()
    rows = tuple(
        (
            f"**{reading.id}**{{#{reading.anchor}}}",
            cite(reading.document, reading.heading),
            reading.question,
            reading.chosen,
            " / ".join(reading.others) or "—",
            ", ".join(reading.affects) or "—",
            _setting_cell(reading, settings),
        )
        for reading in all_readings().values()
    )
    return Table(
        "Readings of the rules",
        ("Id", "Where", "The question", "Our reading", "Other readings", "Changes", "Setting"),
        rows,
        "",  # the table is the Sources page's own
    )


TABLES: dict[str, Callable[[], Table]] = {"readings": readings}
