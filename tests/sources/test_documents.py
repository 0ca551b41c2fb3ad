"""The documents' one table (rules_py.sources.documents.DOCUMENTS) against what it describes: each
document's package, its readings module, its section on the Sources page (the anchor the tables'
source lines link to), and the title the page heads that section with."""

import re
from pathlib import Path

from rules_py.sources.documents import DOCUMENTS, Document
from rules_py.sources.readings import DOCUMENTS_WITH_READINGS

ROOT = Path(__file__).resolve().parents[2]
SOURCES_PAGE = (ROOT / "docs" / "sources.md").read_text(encoding="utf-8")


def test_the_table_holds_every_document_and_its_package() -> None:
    assert list(DOCUMENTS) == list(Document)
    for document in Document:
        assert (ROOT / "rules_py" / document.value / "__init__.py").is_file(), document


def test_the_documents_with_readings_are_those_with_a_readings_module() -> None:
    with_module = [d for d in Document if (ROOT / "rules_py" / d.value / "readings.py").is_file()]
    assert list(DOCUMENTS_WITH_READINGS) == with_module
    assert Document.RUNEBALL in DOCUMENTS_WITH_READINGS


def test_the_sources_page_heads_each_document_with_its_title_and_key() -> None:
    headings = re.findall(r"^### (.+?) \{ #(\w+) \}$", SOURCES_PAGE, re.MULTILINE)
    assert headings == [(document.label, document.value) for document in Document]
    assert ("Runeball 2022 Notes", "runeball") in headings  # Sources › The five documents
