"""The readings table of the Sources page, generated from every document's declared readings.

One row per reading: its id (the row's anchor, which every "Reading of the rules" note links to),
where in which document, the question, the site's reading, the other readings, what it changes,
and the calculator setting that offers the other readings.
"""

from collections.abc import Callable

from rules_py.sources.documents import cite
from rules_py.sources.readings import Reading
from rules_py.sources_page.readings import all_readings
from rules_py.tables import Table

CALCULATOR_LINK = "calculator:"  # a link target naming a calculator, resolved by the build


def settings_by_reading() -> dict[str, list[tuple[str, str, str]]]:
    """Reading id → (calculator, setting name, setting label) for every reading setting.

    >>> ("opposed", "holder_bands") in [entry[:2] for entry in settings_by_reading()["A000-08"]]
    True
    """
    from rules_py.calculators import REGISTRY  # the facade imports every document

    found: dict[str, list[tuple[str, str, str]]] = {}
    for calculator in REGISTRY.values():
        for setting in calculator.settings:
            found.setdefault(setting.reading, []).append(
                (calculator.name, setting.name, setting.label)
            )
    return found


def affected_names(names: tuple[str, ...]) -> str:
    """Calculators by their titles and tables by theirs, as a reader knows them; a calculator
    links to itself with the target ``calculator:NAME``, which the build turns into its page's
    address (only the pages know where each calculator is: scripts/pages/shortcodes.py).

    >>> affected_names(("opposed", "runequest.resistance"))
    '[Opposed roll](calculator:opposed) (calculator); Resistance table (table)'
    """
    import importlib

    from rules_py.calculators import REGISTRY

    shown = []
    for name in names:
        if name in REGISTRY:
            shown.append(f"[{REGISTRY[name].title}]({CALCULATOR_LINK}{name}) (calculator)")
        else:
            document, _, table = name.partition(".")
            tables = importlib.import_module(f"rules_py.{document}.tables").TABLES
            shown.append(f"{tables[table]().title} (table)")
    return "; ".join(shown) or "—"


def affected(
    reading: Reading, settings: dict[str, list[tuple[str, str, str]]] | None = None
) -> tuple[str, ...]:
    """What a reading changes: the calculators and tables its declaration names, then every other
    calculator that offers it as a setting. The calculators come from their own declarations, so
    a new calculator's setting is listed without naming the calculator in the reading again.

    >>> from dataclasses import replace
    >>> from rules_py.sources_page.readings import all_readings
    >>> "opposed" in affected(replace(all_readings()["A000-08"], affects=()))
    True
    """
    offering = (settings_by_reading() if settings is None else settings).get(reading.id, [])
    return tuple(dict.fromkeys((*reading.affects, *(name for name, _, _ in offering))))


def _setting_cell(reading: Reading, settings: dict[str, list[tuple[str, str, str]]]) -> str:
    named = sorted({(label, name) for _, name, label in settings.get(reading.id, [])})
    if not named:
        return "—"
    return "; ".join(f"{label} (`{name}`)" for label, name in named)


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
            affected_names(affected(reading, settings)),
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
