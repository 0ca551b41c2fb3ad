"""What the worker needs to go on with a download compressed, whatever cut it: for each file it
fetches, the bytes each kind of host sends of it (``sent``: brotli, gzip, as the build's own
``.br``/``.gz`` copies are), and for a large one a packed copy beside it (``packed``: one
gzip member per checked piece, :func:`scripts.build.pyodide_assets.packed`) with where each
member starts.

The worker (docs/javascripts/worker/resume.js) resumes a download that broke off, or one a
reload left half done, from whichever costs the fewest bytes: the rest of the file raw (a
browser's Range request is never compressed), the rest of the packed copy from the first piece
it lacks, or the file compressed again from its start; ``sent`` also turns the bytes it has
into the bytes the host sent, for the progress shown to the reader.

The packed copy's name ends in ``.packed``: no host takes it for a compressed copy of something
else (a ``.gz`` ending is sent with ``Content-Encoding: gzip`` by some), and precompress.py
leaves it alone.
"""

from collections.abc import Mapping
from pathlib import Path

from scripts.build.precompress import ENCODINGS, MIN_BYTES, MIN_SAVING, cached
from scripts.build.pyodide_assets import packed

PACKED_SUFFIX = ".packed"


def sent_sizes(data: bytes) -> dict[str, int]:
    """The bytes a host sends of ``data`` with each encoding: its copy's, where the build writes
    one (precompress.py's rule), else the file's own.

    >>> sent_sizes(b"x")
    {'br': 1, 'gzip': 1}
    >>> sizes = sent_sizes(b"d100 " * 1000)
    >>> sizes["br"] < sizes["gzip"] < 5000
    True
    """
    sizes = {}
    for encoding in ENCODINGS:
        size = len(data)
        if size > MIN_BYTES:
            copy = len(cached(data, encoding))
            size = copy if copy <= size * (1 - MIN_SAVING) else size
        sizes[encoding.content_encoding] = size
    return sizes


def resumable(
    path: Path, entry: Mapping[str, object], *, query: str = "", sizes: bool = True
) -> dict[str, object]:
    """``entry`` (pyodide_assets.checked_file of ``path``) with ``sent`` (unless ``sizes`` is
    false: a server that sends the files as they are) and, for a file checked by pieces whose
    packed copy saves at least MIN_SAVING, ``packed``: ``{href, offsets}``, the copy written
    beside ``path`` (``href`` relative to the file's own address, ``query`` added)."""
    data = path.read_bytes()
    result = dict(entry)
    if sizes:
        result["sent"] = sent_sizes(data)
    if "pieces" in entry:
        copy, offsets = packed(data)
        if len(copy) <= len(data) * (1 - MIN_SAVING):
            target = path.with_name(path.name + PACKED_SUFFIX)
            target.write_bytes(copy)
            result["packed"] = {"href": target.name + query, "offsets": offsets}
    return result
