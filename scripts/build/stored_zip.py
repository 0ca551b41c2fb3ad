"""A zip's second variant, its entries stored rather than deflated, for hosts that compress.

The standard library and the ``rules_py`` wheel are zips of deflated entries: a host that
compresses what it sends (brotli, gzip) cannot shrink them further. The same members stored
(not compressed) are larger as they are, but a host's brotli takes them far below the deflated
zip (1.32 MB against 0.91 MB for the standard library). The site ships both variants, and the
worker (``docs/javascripts/pyodide-worker.js``) asks for the stored one first, going over to the
deflated one when the answer comes uncompressed.

The stored zip holds the same members, in the same order, with the same names, times and
attributes, byte for byte (:func:`same_members`): the same deflated zip always gives the same
stored bytes, so the build stays reproducible.
"""

import zipfile
from pathlib import Path

STORED_DIR = "stored"  # beside the deflated zip: the stored variant keeps the zip's name


def stored_copy(deflated: Path) -> Path:
    """Write the stored variant of ``deflated`` into ``stored/`` beside it; return its path."""
    target = deflated.parent / STORED_DIR / deflated.name
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(deflated) as source, zipfile.ZipFile(target, "w") as stored:
        for entry in source.infolist():
            copy = zipfile.ZipInfo(entry.filename, entry.date_time)
            copy.external_attr = entry.external_attr
            copy.create_system = entry.create_system
            copy.compress_type = zipfile.ZIP_STORED
            stored.writestr(copy, source.read(entry))
    return target


def same_members(first: Path, second: Path) -> bool:
    """Whether two zips hold the same members, in the same order, byte for byte.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     zipped = Path(folder) / "a.zip"
    ...     with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:
    ...         archive.writestr("d100.txt", "ninety-nine " * 50)
    ...     stored = stored_copy(zipped)
    ...     kinds = [entry.compress_type for entry in zipfile.ZipFile(stored).infolist()]
    ...     same_members(zipped, stored), kinds == [zipfile.ZIP_STORED], stored.name
    (True, True, 'a.zip')
    """
    with zipfile.ZipFile(first) as one, zipfile.ZipFile(second) as other:
        entries = [(entry.filename, entry.date_time) for entry in one.infolist()]
        if entries != [(entry.filename, entry.date_time) for entry in other.infolist()]:
            return False
        return all(one.read(name) == other.read(name) for name, _ in entries)
