"""Where the documents are unclear or contradict themselves, and how the site reads them.

Each :class:`Reading` is declared once, in the module of the document it concerns (a
``READINGS`` tuple in ``rules_py/<document>/readings.py``), and listed by
:func:`rules_py.sources_page.readings.all_readings` (above the documents: this module imports
none of them). A reading that changes a number is offered by the calculators it affects as a setting
(:func:`rules_py.contract.reading_setting` with the same id); the Sources page prints every
reading with the calculators and tables it changes. The ids are the site's own and resolve on the
Sources page (``sources.md#<id in lower case>``).
"""

from dataclasses import dataclass

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
    it (:func:`rules_py.sources_page.tables.affected` reads them from their declarations, so the
    list cannot drift). ``affects`` names only tables (``doc.table``) for such a reading; for a
    reading that changes no number it names the tables and calculators that show the place it
    concerns (tests/sources/test_no_number.py checks each such reading against a calculator that
    could show its figure).
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
