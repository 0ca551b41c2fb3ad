"""The comparison's generated table: the same concept under each document's own rule."""

from collections.abc import Callable

from rules_py.comparison.concepts import CONCEPTS
from rules_py.contests import System
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table


def same_concept() -> Table:
    """One row per concept, one column per document, each cell from the document's rules.

    >>> table = same_concept()
    >>> table.columns
    ('Concept', 'RuneQuest', 'ReQuest', 'Basic Roleplaying')
    >>> table.rows[0][1]
    '01–03: 1/20 of the rating, halves rounded up; 01 always'
    """
    rows = []
    for concept in CONCEPTS:
        cells = concept.cells()
        rows.append((concept.name, *(cells[system] for system in System)))
    sources = (
        cite(Document.RUNEQUEST, "Results", "Opposed Resolution", "Strike Rank", "Move Rate"),
        cite(
            Document.REQUEST,
            "Skill test results",
            "Special Numbers",
            "Skill Contests and Reaction Contests",
        ),
        cite(
            Document.BRP, "Basic Characteristics", "Basic Tasks", "Opposed Rolls", "Combat Rounds"
        ),
    )
    return Table(
        "Same concept, different rule",
        ("Concept", *(system.label for system in System)),
        tuple(rows),
        "; ".join(sources),
    )


TABLES: dict[str, Callable[[], Table]] = {"same_concept": same_concept}
