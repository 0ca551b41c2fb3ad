"""The start, piece by piece: the worker's marks (docs/javascripts/worker/boot.js, served.js),
placed on the page's clock, and the page's own, turned into the pieces ``make bench`` prints
(``start_pieces_ms``), and their medians over the samples."""

import statistics
from collections.abc import Sequence
from typing import Any

from scripts.tools.engine_facts import FACTS_NOW

# The pieces of a bare start (ms): from the page's navigation start (None) or a mark to a mark.
BARE_PIECES: dict[str, tuple[str | None, str]] = {
    "to_worker": (None, "begin"),  # the page, then the worker's script and its imports
    "boot": ("begin", "booted"),  # loadPyodide: the files, the wasm, Python initialised
    "install": ("booted", "installed"),  # the wheel unpacked, rules_py's facade imported
    "first_answer": ("installed", "answered"),  # the page's first question, its rules imported
    "to_page": ("answered", "ready"),  # the worker's message handled by the page
}
# The pieces of the site's start (ms), on the page's clock: each from a mark (None: the page's
# navigation start) to a mark. The worker's marks are placed by the worker's clock's origin,
# which it reports; the page's are engine.js's and the widget's.
START_PIECES: dict[str, tuple[str | None, str]] = {
    "to_worker": (None, "begin"),  # the page to the worker's start: its script, its modules
    "files": ("begin", "files"),  # every file here and checked (network or Cache Storage)
    "to_boot": ("begin", "boot"),  # Pyodide's modules imported (and a kept snapshot read)
    "wasm_wait": ("boot", "instantiate"),  # loadPyodide's own start, then the wasm awaited
    "instantiate": ("instantiate", "instantiated"),  # the wasm, compiled on the way, instantiated
    "python": ("instantiated", "booted"),  # Python initialised, or restored from the snapshot
    "install": ("booted", "installed"),  # the wheel unpacked, rules_py's facade imported
    "keep": ("installed", "kept"),  # the files' last writes to this browser's storage awaited
    "to_page": ("kept", "ready"),  # "ready" handled by the page's thread
    "first_answer": ("ready", "answer"),  # asked and answered (the document's rules imported)
    "draw": ("answer", "result"),  # the answer drawn into the page
    "total": (None, "result"),
}
# What the page knows of its start once it has drawn its first result (see START_PIECES).
START_JS = (
    """() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const stats = """
    + FACTS_NOW
    + """;
  return { origin: stats.workerOrigin ?? null, marks: stats.marks || {}, mode: stats.mode ?? null,
    ready: at("rules:engine:ready"), answer: at("rules:engine:first-answer"),
    result: at("rules:result"), longTasks: window.__longTasks || [] };
}"""
)


def _worker_marks(marks: dict[str, Any]) -> dict[str, Any]:
    """The worker's marks with the two a start may lack filled in: ``files`` (the last file
    here) and ``instantiated`` (a wasm compiled at instantiation counts its compile there)."""
    found = dict(marks)
    here = [ms for name, ms in marks.items() if name.startswith("here ")]
    if here:
        found["files"] = max(here)
    if "instantiated" not in found and "compiled and instantiated" in found:
        found["instantiated"] = found["compiled and instantiated"]
    return found


def start_pieces(seen: dict[str, Any]) -> dict[str, float]:
    """The pieces of a start (:data:`START_PIECES`) from what :data:`START_JS` read: ms, each
    whose two ends were seen. A wasm compiled at instantiation counts its compile in
    ``instantiate``.

    >>> seen = {"origin": 100.0, "ready": 5320.0, "answer": 5400.0, "result": 5460.0,
    ...         "marks": {"begin": 10, "here a": 900, "here b": 2000, "boot": 950,
    ...                   "instantiate": 2100, "compiled and instantiated": 2600,
    ...                   "booted": 4900, "installed": 5200, "kept": 5210}}
    >>> pieces = start_pieces(seen)
    >>> pieces["to_worker"], pieces["files"], pieces["python"], pieces["keep"], pieces["to_page"]
    (110.0, 1990.0, 2300.0, 10.0, 10.0)
    >>> pieces["first_answer"], pieces["draw"], pieces["total"]
    (80.0, 60.0, 5460.0)
    >>> start_pieces({"origin": None, "marks": {}, "result": 9.0})
    {'total': 9.0}
    >>> start_pieces({"result": 900.0, "longTasks": [[10.0, 60.5], [400.0, 70.0], [950, 99]]})
    {'total': 900.0, 'page_busy': 130.5}
    """
    at: dict[str, float] = {}
    origin = seen.get("origin")
    if origin is not None:
        marks = _worker_marks(seen.get("marks") or {})
        at = {name: float(origin) + float(ms) for name, ms in marks.items()}
    for name in ("ready", "answer", "result"):
        if seen.get(name) is not None:
            at[name] = float(seen[name])
    pieces = {
        piece: round(at[end] - (at[start] if start else 0.0), 1)
        for piece, (start, end) in START_PIECES.items()
        if (start is None or start in at) and end in at
    }
    if "result" in at and "longTasks" in seen:
        # The page's own thread: its long tasks (50 ms and more) begun before the first result.
        busy = sum(duration for begun, duration in seen["longTasks"] if begun < at["result"])
        pieces["page_busy"] = round(busy, 1)
    return pieces


def median_pieces(samples: Sequence[dict[str, float]]) -> dict[str, float]:
    """Each piece's median over the samples that have it, in the order first seen.

    >>> median_pieces([{"a": 1.0, "b": 4.0}, {"a": 3.0}, {"a": 2.0, "b": 6.0}])
    {'a': 2.0, 'b': 5.0}
    """
    names = list(dict.fromkeys(name for sample in samples for name in sample))
    return {
        name: round(statistics.median(s[name] for s in samples if name in s), 1) for name in names
    }


# The worker's marks that end each piece of Python's start in any engine (the worker's own
# clock: ms from its start), and the mark each piece is counted from.
WORKER_PIECES = {
    "files": ("begin", "files"),  # every file here and checked, from the network or the cache
    "wasm_compiled": ("begin", "wasm compiled"),  # its compile began as its bytes arrived
    "snapshot_read": ("begin", "snapshot-read"),  # the kept snapshot read from Cache Storage
    "to_boot": ("begin", "boot"),  # loadPyodide called (its own scripts imported)
    "instantiate": ("instantiate", "instantiated"),  # the wasm, compiled on the way, instantiated
    "python": ("instantiated", "booted"),  # Python initialised, or restored from the snapshot
    "install": ("booted", "installed"),  # the wheel unpacked, the calculators imported
    "total": ("begin", "installed"),
}


def worker_pieces(marks: dict[str, int]) -> dict[str, int]:
    """Milliseconds of each piece of Python's start that ``marks`` (the worker's, ms from its
    own start) hold both ends of. A wasm compiled at instantiation (no compile on the way) counts
    its compile in ``instantiate``.

    >>> marks = {"begin": 10, "here a": 500, "here b": 900, "boot": 950, "instantiate": 960,
    ...          "compiled and instantiated": 2960, "booted": 5000, "installed": 5300}
    >>> worker_pieces(marks)["files"], worker_pieces(marks)["python"]
    (890, 2040)
    >>> worker_pieces(marks)["instantiate"], sorted(worker_pieces(marks))
    (2000, ['files', 'install', 'instantiate', 'python', 'to_boot', 'total'])
    """
    found = _worker_marks(marks)
    return {
        piece: found[end] - found[start]
        for piece, (start, end) in WORKER_PIECES.items()
        if start in found and end in found
    }
