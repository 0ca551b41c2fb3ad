"""The source documents, how pages cite them, and the type of a reading of their unclear places
(every reading is listed by :mod:`rules_py.sources_page.readings`, above the documents)."""

from rules_py.sources.documents import Document, cite
from rules_py.sources.readings import Reading

__all__ = ["Document", "Reading", "cite"]
