"""The five source documents: the one table of what the site keeps about each (its title, whether
its package declares readings) and of the modules that declare calculators, in the order the site
lists them; and how a page cites a document.

A citation is the document's title and the headings that lead to the passage, joined by ``›``:
"RuneQuest, The Game System › The Resistance Table". The Sources page describes each document,
under an anchor that is the document's key (``sources.md#runequest``).

The calculators' names are written here, once more than in their declarations, so that the
facade (:mod:`rules_py.calculators`) knows which module declares a calculator without importing
every document (a browser's first answer waits for one document's rules, not all five).
``tests/contract/test_registry.py`` holds each section's names to its module's ``CALCULATORS``,
in order.
"""

from dataclasses import dataclass

from rules_py.labelled import Labelled


class Document(Labelled):
    """A source document: its key (the ``rules_py`` sub-package and its anchor on the Sources
    page) and its title, as pages cite it (its label).

    >>> Document.RUNEBALL.label
    'Runeball 2022 Notes'
    """

    RUNEQUEST = "runequest", "RuneQuest, The Game System"
    REQUEST = "request", "ReQuest, Core Mechanic: Skill Rolls"
    BRP = "brp", "Basic Roleplaying, Edited House Rules"
    RUNEBALL = "runeball", "Runeball 2022 Notes"
    RQ2_COMBAT = "rq2_combat", "RuneQuest II House Rules, The Combat Round"


@dataclass(frozen=True)
class Facts:
    """What the site keeps about one document besides its title."""

    # Its package declares readings of its unclear places (rules_py/<key>/readings.py).
    readings: bool = True


DOCUMENTS: dict[Document, Facts] = {document: Facts() for document in Document}


@dataclass(frozen=True)
class Section:
    """A module that declares calculators (its ``CALCULATORS``), and their names in that order."""

    module: str
    names: tuple[str, ...]


# Every calculator, in the order the site and the CLI list them, a section at a time (the browser
# imports the sections in this order while it is idle). The comparison's two calculators are
# sections of their own, so that asking for one imports only the documents it compares.
SECTIONS: tuple[Section, ...] = (
    Section(
        "rules_py.runequest.calculators",
        (
            "characteristics",
            "ability",
            "reattempt",
            "resistance",
            "opposed",
            "augment",
            "party_roll",
            "melee_order",
        ),
    ),
    Section("rules_py.request.calculators", ("request_test", "extended_contest", "multi_contest")),
    Section("rules_py.comparison.calculators.contest", ("contest",)),
    Section(
        "rules_py.brp.calculators",
        (
            "brp_task",
            "brp_base_chances",
            "brp_attack",
            "sanity",
            "major_wound",
            "insanity",
            "luck_recovery",
        ),
    ),
    Section(
        "rules_py.runeball.calculators",
        (
            "runeball_player",
            "runeball_test",
            "runeball_pass",
            "runeball_kick",
            "runeball_block",
            "runeball_wound",
            "runeball_field",
        ),
    ),
    Section("rules_py.rq2_combat.calculators", ("sr_cycles", "interrupt")),
    Section("rules_py.comparison.calculators.levels", ("compare_levels",)),
)


def cite(document: Document, *headings: str) -> str:
    """Where a rule or table comes from: the document's title, then its headings.

    >>> cite(Document.RUNEQUEST, "The Resistance Table")
    'RuneQuest, The Game System › The Resistance Table'
    >>> cite(Document.REQUEST, "Victory Ratings", "Skill Contests")
    'ReQuest, Core Mechanic: Skill Rolls › Victory Ratings; Skill Contests'
    """
    if not headings:
        return document.label
    return f"{document.label} › {'; '.join(headings)}"
