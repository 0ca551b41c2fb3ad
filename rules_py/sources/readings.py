"""Where the documents are unclear or contradict themselves, and how the site reads them.

Each :class:`Reading` is declared once, in the module of the document it concerns (a
``READINGS`` tuple in ``rules_py/<document>/readings.py``), and listed here. A reading that changes
a number is offered by the calculators it affects as a setting
(:func:`rules_py.contract.reading_setting` with the same id); the Sources page prints every
reading with the calculators and tables it changes. The ids are the site's own and resolve on the
Sources page (``sources.md#<id in lower case>``).
"""

import importlib
from dataclasses import dataclass, replace

from rules_py.sources.documents import DOCUMENTS, Document

# The documents whose package declares readings (rules_py/<key>/readings.py).
DOCUMENTS_WITH_READINGS: tuple[Document, ...] = tuple(
    document for document, facts in DOCUMENTS.items() if facts.readings
)


@dataclass(frozen=True)
class Reading:
    """One unclear place in a document: the question, the site's reading and the others.

    ``numbers`` says that an other reading changes a number a calculator or table shows: such a
    reading is offered as a setting, and the calculators it changes are exactly those that offer
    it (:func:`rules_py.sources.tables.affected` reads them from their declarations, so the list
    cannot drift). ``affects`` names only tables (``doc.table``) for such a reading; for a reading
    that changes no number it names the tables and calculators that show the place it concerns
    (tests/sources/test_no_number.py checks each such reading against a calculator that could
    show its figure).
    """

    id: str
    document: Document
    heading: str
    question: str
    chosen: str
    others: tuple[str, ...] = ()
    affects: tuple[str, ...] = ()
    numbers: bool = False

    @property
    def anchor(self) -> str:
        """The id of the reading's row on the Sources page.

        >>> Reading("A000-08", Document.RUNEQUEST, "h", "q", "c").anchor
        'a000-08'
        """
        return self.id.lower()


# Further modules of a document's readings, after its readings.py; such a module may also name, in
# ALSO_AFFECTS (id -> calculators), its own calculators that show an earlier reading changing no
# number.
MORE_READING_MODULES: dict[Document, tuple[str, ...]] = {
    Document.RUNEBALL: ("rules_py.runeball.field_readings",),
}


def all_readings() -> dict[str, Reading]:
    """Every declared reading by id, in document order, each document's by id."""
    found: dict[str, Reading] = {}
    for document in DOCUMENTS_WITH_READINGS:
        names = (f"rules_py.{document.value}.readings", *MORE_READING_MODULES.get(document, ()))
        declared: dict[str, Reading] = {}
        for name in names:
            module = importlib.import_module(name)
            for reading in module.READINGS:
                if reading.id in found or reading.id in declared:
                    raise ValueError(f"reading {reading.id} is declared twice")
                declared[reading.id] = reading
            for reading_id, more in getattr(module, "ALSO_AFFECTS", {}).items():
                earlier = declared[reading_id]
                declared[reading_id] = replace(earlier, affects=(*earlier.affects, *more))
        found |= dict(sorted(declared.items()))
    return found
