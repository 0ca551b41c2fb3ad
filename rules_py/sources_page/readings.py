"""Every reading of every document, gathered above the documents (Sources page).

Each document declares its readings in its own package (``rules_py/<document>/readings.py``, the
:class:`rules_py.sources.readings.Reading` type comes from the sources, which every document
imports); this module, which sits above the documents, imports each of them by name and lists
them all, so ``rules_py.sources`` never reaches up to a document.
"""

import importlib
from dataclasses import replace

from rules_py.sources.documents import Document
from rules_py.sources.readings import DOCUMENTS_WITH_READINGS, Reading

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
