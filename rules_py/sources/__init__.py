"""The source documents, how pages cite them, and the readings of their unclear places."""

from rules_py.sources.documents import Document, cite
from rules_py.sources.readings import Reading, all_readings

__all__ = ["Document", "Reading", "all_readings", "cite"]
