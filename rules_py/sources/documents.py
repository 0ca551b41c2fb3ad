"""The five source documents, by the titles a reader knows them by, and how a page cites them.

A citation is the document's title and the headings that lead to the passage, joined by ``›``:
"RuneQuest, The Game System › The Resistance Table". The Sources page describes each document.
"""

from enum import Enum


class Document(Enum):
    """A source document: its key (the ``rules_py`` sub-package) and its title."""

    RUNEQUEST = "runequest"
    REQUEST = "request"
    BRP = "brp"
    RUNEBALL = "runeball"
    RQ2_COMBAT = "rq2_combat"

    @property
    def title(self) -> str:
        """The document's title as pages cite it.

        >>> Document.RUNEBALL.title
        'Runeball 2022 Notes'
        """
        return TITLES[self]


TITLES = {
    Document.RUNEQUEST: "RuneQuest, The Game System",
    Document.REQUEST: "ReQuest, Core Mechanic: Skill Rolls",
    Document.BRP: "Basic Roleplaying, Edited House Rules",
    Document.RUNEBALL: "Runeball 2022 Notes",
    Document.RQ2_COMBAT: "RuneQuest II House Rules, The Combat Round",
}


def cite(document: Document, *headings: str) -> str:
    """Where a rule or table comes from: the document's title, then its headings.

    >>> cite(Document.RUNEQUEST, "The Resistance Table")
    'RuneQuest, The Game System › The Resistance Table'
    >>> cite(Document.REQUEST, "Victory Ratings", "Skill Contests")
    'ReQuest, Core Mechanic: Skill Rolls › Victory Ratings; Skill Contests'
    """
    if not headings:
        return document.title
    return f"{document.title} › {'; '.join(headings)}"
