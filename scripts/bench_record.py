"""The bench's latest figures, kept and shown: ``make bench`` passes its JSON here.

``python -m scripts.bench_record REPORT.json`` stamps the report (``scripts/bench.py``'s one JSON
object) with the time and commit, writes it to ``contributing/bench-latest.json``, renders its
tables into ``contributing/bench.md`` between the two ``bench-figures`` markers and a summary of
it, each figure against its target and with the host's benchmark index, into ``README.md``
between the two ``bench-summary`` markers. The figures are never typed by hand:
``tests/test_bench_record.py`` fails when a page and the JSON disagree. ``--render`` only renders
the kept JSON into the pages again (after a change to this renderer).

The desktop targets below are the site's own (a reader's first answer no later than Pyodide
alone, and so on); the phone's and Lighthouse's come with the report, from ``scripts/bench.py``
and ``scripts/lighthouse.py``.
"""

import argparse
import json
import subprocess
import sys
from collections.abc import Mapping
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeGuard

from rules_py.rounding import round_half_up
from scripts.lighthouse import TBT_TARGET_MS

ROOT = Path(__file__).resolve().parent.parent
LATEST = ROOT / "contributing" / "bench-latest.json"
PAGE = ROOT / "contributing" / "bench.md"
BEGIN = "<!-- bench-figures: begin (scripts/bench_record.py writes what follows) -->"
END = "<!-- bench-figures: end -->"
README = ROOT / "README.md"
SUMMARY_BEGIN = "<!-- bench-summary: begin (scripts/bench_record.py writes what follows) -->"
SUMMARY_END = "<!-- bench-summary: end -->"
# What a run must hold to be kept: the figures all come from one run.
FULL_RUN = ("pyodide_bare_ms", "offline_copy_bytes", "phone", "resume", "lighthouse")
MISSING = "—"

# Desktop figures: (key, what it is, target as shown, the key of the target a report carries).
# An older run carries no targets and measured npm's Pyodide as its bare start (it has no
# pyodide_npm_ms): it is shown with the targets and the words of its day.
DESKTOP = (
    ("pyodide_bare_ms", "Pyodide started alone (ms)", "", ""),
    (
        "first_result_ms",
        "first result on the abilities page (ms; over bare)",
        "≤ 1.05 × bare",
        "first_result_target",
    ),
    ("return_visit_ms", "return visit (ms; over bare)", "≤ 0.35 × bare", "return_visit_target"),
    (
        "instant_nav_ms",
        "instant navigation to the opposed page (ms)",
        "≤ 150",
        "instant_nav_target_ms",
    ),
    ("text_page_pyodide_bytes", "Pyodide bytes fetched by a text page", "0", ""),
    ("build_s", "the site's build (s)", "≤ 10", ""),
)
# Since then the bare start is the site's own files answering the first question; npm's Pyodide
# alone is kept beside it.
SITE_BARE = "the site's Pyodide files started alone, the first question answered (ms)"
NPM_BARE = ("pyodide_npm_ms", "Pyodide as npm ships it, started alone (ms)")
RECOMPUTE_TARGET = "p50 ≤ {p50} ms, p95 ≤ 50 ms"
# The pieces of a start (scripts/bench.py START_PIECES, BARE_PIECES): (key, what it is).
PIECES = (
    ("to_worker", "page to the worker's start (its script and modules)"),
    ("files", "every file here and checked"),
    ("to_boot", "Pyodide's modules imported"),
    ("boot", "loadPyodide, whole (bare)"),
    ("wasm_wait", "loadPyodide's start, the wasm awaited"),
    ("instantiate", "the wasm instantiated"),
    ("python", "Python initialised or restored"),
    ("install", "the wheel unpacked, the facade imported"),
    ("keep", "the files' last writes awaited"),
    ("to_page", "the worker's message reaching the page"),
    ("first_answer", "first question asked and answered"),
    ("draw", "the answer drawn"),
    ("total", "total: navigation start to the first result"),
    ("page_busy", "the page's long tasks before the first result"),
)
# Phone figures: (key, what it is, the key of its ratio, the key of that ratio's target).
PHONE = (
    ("first_paint_ms", "first paint (ms)", "", ""),
    (
        "first_correct_number_ms",
        "first correct number (ms; over first paint)",
        "first_correct_number_over_paint",
        "first_correct_number_over_paint_target",
    ),
    (
        "first_live_answer_ms",
        "Python's first answer (ms; over the floor)",
        "first_live_answer_over_floor",
        "first_live_answer_over_floor_target",
    ),
    ("wire_bytes", "bytes on the wire (over the target)", "wire_bytes_over_target", ""),
    ("download_floor_ms", "download floor: those bytes at the link's speed (ms)", "", ""),
)
# Resume figures: (key, what it is, the key of its ratio, the key of that ratio's target).
RESUME = (
    ("uncut_bytes", "a first visit, uncut (bytes sent)", "", ""),
    ("cut_bytes", "the wasm cut once half way (bytes; over uncut)", "cut_over_uncut", "cut_target"),
    (
        "reload_bytes",
        "reloaded half way, both loads (bytes; over uncut)",
        "reload_over_uncut",
        "reload_target",
    ),
    (
        "progress_total_bytes",
        "the progress bar's whole (bytes; over sent)",
        "progress_over_sent",
        "",
    ),
)
LIGHTHOUSE_CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
SLOWER = "slower_"  # scripts/lighthouse.py's keys at the slower setting


def _is_figure(value: object) -> TypeGuard[int | float]:
    """A measured number (not a flag, text or a missing figure)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def number(value: object) -> str:
    """A figure as the tables show it: thousands separated, a float to at most 3 decimals.

    >>> number(4179029), number(0.7480), number(12.0), number(None)
    ('4,179,029', '0.748', '12', '—')
    """
    if not _is_figure(value):
        return MISSING
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.3f}".rstrip("0")
    return f"{int(value):,}"


def tenths(value: object) -> str:
    """A time in milliseconds to one decimal, as the bench rounds it.

    >>> tenths(8.0), tenths(29.64), tenths(None)
    ('8.0', '29.6', '—')
    """
    return _scaled(value, 1, "", 1)


def _scaled(value: object, divisor: float, unit: str, digits: int) -> str:
    """A figure divided and rounded to ``digits``, with its unit; a dash for no figure."""
    if not _is_figure(value):
        return MISSING
    return f"{value / divisor:,.{digits}f}{unit}"


def _row(*cells: str) -> str:
    return "| " + " | ".join(cells) + " |"


def _with_ratio(value: object, ratio: object) -> str:
    shown = number(value)
    return shown if ratio is None else f"{shown} ({number(ratio)})"


def desktop_table(report: Mapping[str, Any]) -> list[str]:
    """The desktop figures, each with its ratio and target.

    >>> desktop_table({"first_result_ms": 1969, "first_result_ratio": 0.686})[3]
    '| first result on the abilities page (ms; over bare) | 1,969 (0.686) | ≤ 1.05 × bare |'
    >>> new = desktop_table({"pyodide_npm_ms": 3000, "instant_nav_target_ms": 100})
    >>> new[2].startswith("| the site's Pyodide"), new[3].startswith("| Pyodide as npm"), new[6]
    (True, True, '| instant navigation to the opposed page (ms) | — | ≤ 100 |')
    """
    lines = [_row("Figure", "Measured", "Target"), _row("---", "---", "---")]
    current = NPM_BARE[0] in report
    for key, label, target, target_key in DESKTOP:
        ratio = report.get(key.removesuffix("_ms") + "_ratio")
        if current and key == "pyodide_bare_ms":
            lines.append(_row(SITE_BARE, number(report.get(key)), ""))
            lines.append(_row(NPM_BARE[1], number(report.get(NPM_BARE[0])), ""))
            continue
        if target_key in report:
            bound = number(report[target_key])
            target = f"≤ {bound} × bare" if "×" in target else f"≤ {bound}"
        lines.append(_row(label, _with_ratio(report.get(key), ratio), target))
    page = report.get("calculator_page_bytes") or {}
    shown = f"{number(page.get('raw'))} raw, {number(page.get('gzip'))} gzipped"
    lines.append(_row("bytes the abilities page fetches, served as it is", shown, ""))
    return lines


def recompute_table(report: Mapping[str, Any]) -> list[str]:
    """Each calculator's recompute times, input event to answer drawn.

    >>> recompute_table({"recompute": {"ability": {"p50": 1.7, "p95": 9.1, "changes": 200}}})[2]
    '| `ability` | 1.7 | 9.1 | 200 |'
    """
    lines = [_row("Calculator", "p50 ms", "p95 ms", "changes"), _row("---", "---:", "---:", "---:")]
    for name, figures in (report.get("recompute") or {}).items():
        p50, p95 = (tenths(figures.get(key)) for key in ("p50", "p95"))
        lines.append(_row(f"`{name}`", p50, p95, number(figures.get("changes"))))
    return lines


def pieces_table(report: Mapping[str, Any]) -> list[str]:
    """The pieces of each start, ms: the bare start, the desktop's first and return visits, the
    phone's first visit (the columns a run has).

    >>> report = {"start_pieces_ms": {"bare": {"boot": 900}, "first": {"boot": 1.5, "total": 9}},
    ...           "phone": {"start_pieces_ms": {"total": 20000}}}
    >>> table = pieces_table(report)
    >>> table[0]
    '| Piece | bare | first visit | phone, first visit |'
    >>> table[2]
    '| loadPyodide, whole (bare) | 900 | 1.5 |  |'
    >>> table[-1]
    '| total: navigation start to the first result |  | 9 | 20,000 |'
    """
    desktop = report.get("start_pieces_ms") or {}
    columns = [(name, desktop[key]) for key, name in COLUMNS if desktop.get(key)]
    phone = (report.get("phone") or {}).get("start_pieces_ms")
    if phone:
        columns.append(("phone, first visit", phone))
    if not columns:
        return []
    lines = [_row("Piece", *(name for name, _ in columns)), _row("---", *("---:" for _ in columns))]
    for key, label in PIECES:
        if any(key in pieces for _, pieces in columns):
            cells = (number(pieces[key]) if key in pieces else "" for _, pieces in columns)
            lines.append(_row(label, *cells))
    return lines


COLUMNS = (("bare", "bare"), ("first", "first visit"), ("return", "return visit"))


def phone_table(phone: Mapping[str, Any]) -> list[str]:
    """A phone's first visit from a host that sends brotli and from one that sends gzip only.

    >>> phone_table({"wire_bytes": 10, "wire_bytes_gzip_only": 12, "wire_bytes_target": 11})[5]
    '| bytes on the wire (over the target) | 10 | 12 | ≤ 11 |'
    """
    lines = [_row("Figure", "brotli", "gzip only", "Target"), _row("---", "---", "---", "---")]
    for key, label, ratio_key, target_key in PHONE:
        target = phone.get(target_key or f"{key}_target")
        gzip_only = phone.get(f"{key}_gzip_only")
        cells = (
            _with_ratio(phone.get(key), phone.get(ratio_key) if ratio_key else None),
            number(gzip_only) if gzip_only is not None else "",
            "" if target is None else f"≤ {number(target)}" + (" (ratio)" if target_key else ""),
        )
        lines.append(_row(label, *cells))
    answered = (
        f"{phone.get('answered', MISSING)} of {phone.get('samples', MISSING)}",
        f"{phone.get('answered_gzip_only', MISSING)} of {phone.get('samples', MISSING)}",
    )
    lines.append(_row("visits that ended in an answer", *answered, "every one"))
    return lines


def resume_table(resume: Mapping[str, Any]) -> list[str]:
    """A download cut or reloaded half way, from a host that sends brotli and one that sends
    gzip only: the bytes sent of the worker's files.

    >>> resume_table({"cut_bytes": 11, "cut_over_uncut": 1.1, "cut_target": 1.15})[3]
    '| the wasm cut once half way (bytes; over uncut) | 11 (1.1) |  | ≤ 1.15 (ratio) |'
    """
    lines = [_row("Figure", "brotli", "gzip only", "Target"), _row("---", "---", "---", "---")]
    for key, label, ratio_key, target_key in RESUME:
        target = resume.get(target_key) if target_key else None
        ratio = resume.get(ratio_key) if ratio_key else None
        gzip_only = resume.get(f"{key}_gzip_only")
        gzip_ratio = resume.get(f"{ratio_key}_gzip_only") if ratio_key else None
        cells = (
            _with_ratio(resume.get(key), ratio),
            _with_ratio(gzip_only, gzip_ratio) if gzip_only is not None else "",
            "" if target is None else f"≤ {number(target)} (ratio)",
        )
        lines.append(_row(label, *cells))
    return lines


def lighthouse_table(lighthouse: Mapping[str, Any]) -> list[str]:
    """Each page's Lighthouse scores (performance / accessibility / best practices / SEO) and the
    measures its performance score is made of.

    >>> lighthouse_table({"pages": {"home": {"performance": 1.0, "seo": 0.9}}})[2]
    '| home | 1 / — / — / 0.9 | — / — | — | — | — | — |'
    """
    header = (
        "Page",
        "Scores",
        "FCP / LCP ms",
        "TBT ms",
        "CLS",
        "Speed index ms",
        "Benchmark index",
    )
    lines = [_row(*header), _row(*("---" for _ in header))]
    for page, measured in (lighthouse.get("pages") or {}).items():
        scores = " / ".join(number(measured.get(name)) for name in LIGHTHOUSE_CATEGORIES)
        paints = f"{number(measured.get('fcp_ms'))} / {number(measured.get('lcp_ms'))}"
        rest = (number(measured.get(key)) for key in ("tbt_ms", "cls", "speed_index_ms"))
        lines.append(_row(page, scores, paints, *rest, number(measured.get("benchmark_index"))))
    return lines


def slower_table(lighthouse: Mapping[str, Any]) -> list[str]:
    """Each page's performance at the slower setting (the same loads scored with the processor
    slowed so that the host stands for a slower one), and the slowdown that took.

    >>> page = {"slower_performance": 0.96, "slower_tbt_ms": 180.4, "cpu_slowdown": 7.7}
    >>> slower_table({"pages": {"round": page}})[2]
    '| round | 0.96 | — / — | 180.4 | — | — | 7.7 |'
    """
    header = ("Page", "Performance", "FCP / LCP ms", "TBT ms", "CLS", "Speed index ms", "CPU ×")
    lines = [_row(*header), _row(*("---" for _ in header))]
    for page, measured in (lighthouse.get("pages") or {}).items():
        paints = (number(measured.get(f"{SLOWER}{key}")) for key in ("fcp_ms", "lcp_ms"))
        rest = (
            number(measured.get(f"{SLOWER}{key}")) for key in ("tbt_ms", "cls", "speed_index_ms")
        )
        lines.append(
            _row(
                page,
                number(measured.get(f"{SLOWER}performance")),
                " / ".join(paints),
                *rest,
                number(measured.get("cpu_slowdown")),
            )
        )
    return lines


def engines_table(engines: Mapping[str, Any]) -> list[str]:
    """Each engine's first and return visit to the abilities page's first answer, seconds, over
    Chromium's, and how Python started each time.

    >>> webkit = {"first_s": 14.0, "return_s": 9.0, "first_to_chromium": 3.5,
    ...           "first": {"mode": "plain"}, "return": {"mode": "snapshot"}}
    >>> engines_table({"webkit": webkit})[2]
    '| webkit | 14 (3.5) | 9 | plain / snapshot |'
    """
    lines = [
        _row("Engine", "first visit s (over Chromium)", "return visit s (over Chromium)", "Python"),
        _row("---", "---", "---", "---"),
    ]
    for engine, figures in engines.items():
        first = _with_ratio(figures.get("first_s"), figures.get("first_to_chromium"))
        again = _with_ratio(figures.get("return_s"), figures.get("return_to_chromium"))
        modes = " / ".join(
            str((figures.get(visit) or {}).get("mode") or MISSING) for visit in ("first", "return")
        )
        lines.append(_row(engine, first, again, modes))
    return lines


def megabytes(value: object) -> str:
    """Bytes as the summary shows them: megabytes to two decimals.

    >>> megabytes(4179029), megabytes(None)
    ('4.18 MB', '—')
    """
    return _scaled(value, 1e6, " MB", 2)


def seconds(value: object) -> str:
    """Milliseconds as the summary shows them: seconds to one decimal.

    >>> seconds(22816), seconds(None)
    ('22.8 s', '—')
    """
    return _scaled(value, 1000, " s", 1)


def verdict(value: object, target: object, most: bool = True) -> str:
    """Whether ``value`` meets its target (``most``: the target is a ceiling), or nothing when
    either is missing.

    >>> verdict(1.6, 1.25), verdict(0.97, 0.95, most=False), verdict(None, 1)
    ('missed', 'met', '')
    """
    if not _is_figure(value) or not _is_figure(target):
        return ""
    return "met" if (value <= target if most else value >= target) else "missed"


def host_index(report: Mapping[str, Any]) -> float | None:
    """The host's speed as Lighthouse measured it in this run: the median of its pages'
    benchmark indexes.

    >>> host_index({"lighthouse": {"pages": {"a": {"benchmark_index": 2000}, "b": {}}}})
    2000
    >>> host_index({}) is None
    True
    """
    pages = ((report.get("lighthouse") or {}).get("pages") or {}).values()
    found = sorted(page["benchmark_index"] for page in pages if "benchmark_index" in page)
    return found[len(found) // 2] if found else None


def _goal(what: str, shown: str, value: object, target: object, unit: str = "") -> str:
    """A summary row: a figure with a ceiling, and whether it meets it."""
    bound = f"≤ {number(target)}{unit}" if target is not None else ""
    return _row(what, shown, bound, verdict(value, target))


def summary(record: Mapping[str, Any]) -> str:
    """The README's view of the latest run: each figure the site sets a target for, against it,
    with the host's benchmark index."""
    report: Mapping[str, Any] = record["report"]
    phone = report.get("phone") or {}
    resume = report.get("resume") or {}
    copy = report.get("offline_copy_bytes") or {}
    lighthouse = report.get("lighthouse") or {}
    pages = lighthouse.get("pages") or {}
    slower = lighthouse.get("slower") or {}
    slower_target = (slower.get("targets") or {}).get("performance")
    slower_index = number(slower.get("benchmark_index"))
    recompute = report.get("recompute") or {}
    slowest = max((figures.get("p50", 0) for figures in recompute.values()), default=None)
    over_floor = phone.get("first_live_answer_over_floor")
    commit = record.get("commit")
    index = host_index(report)
    host = None if index is None else round_half_up(Fraction(index))
    preset = [m["performance"] for m in pages.values() if m.get("performance") is not None]
    lines = [
        f"Measured {record['measured'][:10]}"
        + (f" on commit `{commit}`" if commit else "")
        + f", on a host of Lighthouse benchmark index {number(host)} (two cores"
        " shared with other work; a reader's phone is about 1,500). The phone is Lighthouse's"
        " mobile profile: 150 ms, 1.6 Mbit/s, the processor slowed 4×.",
        "",
        _row("Figure", "Measured", "Target", ""),
        _row("---", "---", "---", "---"),
        _row(
            "Phone, first visit: the answer drawn at build time shows",
            seconds(phone.get("first_correct_number_ms")),
            "",
            "",
        ),
        _goal(
            "Phone, first visit: Python's answer, over the time its bytes take to arrive"
            f" ({megabytes(phone.get('wire_bytes'))}, brotli)",
            f"{seconds(phone.get('first_live_answer_ms'))} ({number(over_floor)}×)",
            over_floor,
            phone.get("first_live_answer_over_floor_target"),
            "×",
        ),
        _row(
            "Phone, first visit from a host that sends gzip only",
            f"{seconds(phone.get('first_live_answer_ms_gzip_only'))},"
            f" {megabytes(phone.get('wire_bytes_gzip_only'))}",
            "",
            "",
        ),
        _goal(
            "A download cut half way: bytes, over an uncut visit",
            f"{number(resume.get('cut_over_uncut'))}×",
            resume.get("cut_over_uncut"),
            resume.get("cut_target"),
            "×",
        ),
        _goal(
            "A reload half way: bytes, over an uncut visit",
            f"{number(resume.get('reload_over_uncut'))}×",
            resume.get("reload_over_uncut"),
            resume.get("reload_target"),
            "×",
        ),
        _row(
            "The progress bar's whole, over the bytes sent",
            f"{number(resume.get('progress_over_sent'))}×",
            "",
            "",
        ),
        _row(
            "The offline copy: bytes fetched before the first answer",
            number(copy.get("before_first_answer")),
            "0",
            verdict(copy.get("before_first_answer"), 0),
        ),
        _goal(
            "This host: the first result, over a bare start of the same files",
            f"{number(report.get('first_result_ms'))} ms"
            f" ({number(report.get('first_result_ratio'))}×)",
            report.get("first_result_ratio"),
            report.get("first_result_target"),
            "×",
        ),
        _row("This host: a return visit", f"{number(report.get('return_visit_ms'))} ms", "", ""),
        _goal(
            "This host: instant navigation to another calculator",
            f"{number(report.get('instant_nav_ms'))} ms",
            report.get("instant_nav_ms"),
            report.get("instant_nav_target_ms"),
            " ms",
        ),
        _goal(
            f"This host: recompute p50, the slowest of {len(recompute)} calculators",
            f"{tenths(slowest)} ms",
            slowest,
            report.get("recompute_p50_target_ms"),
            " ms",
        ),
        _row(
            f"Lighthouse performance, mobile preset ({len(pages)} pages)",
            f"{number(min(preset, default=None))} to {number(max(preset, default=None))}",
            "",
            "",
        ),
    ]
    for page, measured in pages.items():
        blocking = measured.get("tbt_ms")
        lines.append(
            _goal(
                f"Lighthouse, {page}: blocking time with the preset's 4×",
                f"{number(round_half_up(Fraction(blocking)))} ms"
                if blocking is not None
                else MISSING,
                blocking,
                TBT_TARGET_MS,
                " ms",
            )
        )
        score = measured.get(SLOWER + "performance")
        lines.append(
            _row(
                f"Lighthouse, {page}: performance at the slower setting (index {slower_index})",
                number(score),
                f"≥ {number(slower_target)}",
                verdict(score, slower_target, most=False),
            )
        )
    return "\n".join(lines) + "\n"


def render(record: Mapping[str, Any]) -> str:
    """The Markdown the page holds between its markers, from a kept record."""
    report: Mapping[str, Any] = record["report"]
    commit = record.get("commit")
    lines = [
        f"Measured {record['measured']}"
        + (f" on commit `{commit}`" if commit else "")
        + f"; the site's build took {number(report.get('build_s'))} s.",
    ]
    if record.get("note"):
        lines += ["", f"*{record['note']}*"]
    if "pyodide_bare_ms" in report:
        samples = number(report.get("samples"))
        lines += ["", f"**Desktop** (medians of {samples} samples):", "", *desktop_table(report)]
        copy = report.get("offline_copy_bytes")
        if copy:
            lines += [
                "",
                "**The offline copy** (the service worker's bytes on a cold visit of the abilities"
                f" page, served as it is): {number(copy.get('before_first_answer'))} before the"
                f" first result (target 0), {number(copy.get('saved'))} once it is saved.",
            ]
        target = RECOMPUTE_TARGET.format(p50=number(report.get("recompute_p50_target_ms", 16)))
        lines += ["", f"**Recompute** ({target}):", "", *recompute_table(report)]
    pieces = pieces_table(report)
    if pieces:
        lines += [
            "",
            "**The start, piece by piece** (ms, medians; each piece from one mark to the next, on"
            " the page's clock: pieces overlap, the total is navigation start to the first"
            " result):",
            "",
            *pieces,
        ]
    nav = report.get("instant_nav_pieces_ms")
    if nav:
        lines += [
            "",
            f"Instant navigation: {number(nav.get('to_page'))} ms from the click to the new"
            f" page's content (Material's part), {number(nav.get('to_result'))} ms from there to"
            " the result drawn.",
        ]
    phone = report.get("phone")
    if phone:
        profile = phone.get("profile") or {}
        lines += [
            "",
            f"**A first visit on a phone** (`{phone.get('page', MISSING)}`, medians of the"
            f" visits that answered; {number(profile.get('latency_ms'))} ms latency,"
            f" {number(profile.get('download_bytes_per_s'))} bytes/s down, processor slowed"
            f" {number(profile.get('cpu_slowdown'))}×; {number(phone.get('requests'))} requests):",
            "",
            *phone_table(phone),
        ]
    resume = report.get("resume")
    if resume:
        lines += [
            "",
            "**A download cut or reloaded half way** (bytes the server sent of the worker's"
            " files, medians; the worker goes on from the packed copies):",
            "",
            *resume_table(resume),
        ]
    lighthouse = report.get("lighthouse")
    if lighthouse:
        targets = lighthouse.get("targets") or {}
        wanted = " / ".join(number(targets.get(name)) for name in LIGHTHOUSE_CATEGORIES)
        met = "every target met" if lighthouse.get("every_target_met") else "a target missed"
        lines += [
            "",
            f"**Lighthouse** {lighthouse.get('version', '')}, mobile preset, medians of"
            f" {number(lighthouse.get('runs'))} runs per page (targets {wanted}; {met}):",
            "",
            *lighthouse_table(lighthouse),
        ]
        slower = lighthouse.get("slower")
        if slower:
            index = number(slower.get("benchmark_index"))
            target = number((slower.get("targets") or {}).get("performance"))
            lines += [
                "",
                f"**Lighthouse at the slower setting**: the same loads, the processor slowed so"
                f" that the host stands for one of benchmark index {index}"
                f" ({slower.get('cpu_slowdown', MISSING)}; the preset's 4× stands for a phone a"
                f" quarter as fast as the host, whatever the host); performance target {target}:",
                "",
                *slower_table(lighthouse),
            ]
    engines = report.get("engines")
    if engines:
        lines += [
            "",
            "**Each engine** (Chromium, Firefox ESR, WebKitGTK: a first visit, then a return"
            " visit that restores the kept snapshot):",
            "",
            *engines_table(engines),
        ]
    return "\n".join(lines) + "\n"


def with_figures(page: str, figures: str, begin: str = BEGIN, end: str = END) -> str:
    """``page`` with what stands between its markers replaced by ``figures``.

    >>> page = with_figures(f"a\\n{BEGIN}\\nold\\n{END}\\nb", "new\\n")
    >>> page == f"a\\n{BEGIN}\\nnew\\n{END}\\nb", figures_on_page(page)
    (True, 'new\\n')
    """
    before, rest = page.split(begin, 1)
    _, after = rest.split(end, 1)
    return f"{before}{begin}\n{figures}{end}{after}"


def figures_on_page(page: str, begin: str = BEGIN, end: str = END) -> str:
    """What stands between the page's markers (as :func:`render` wrote it)."""
    return page.split(begin, 1)[1].split(end, 1)[0].removeprefix("\n")


def _commit() -> str | None:
    """The commit measured, marked ``-dirty`` when the working tree had changes."""
    found = subprocess.run(
        ["git", "describe", "--always", "--dirty", "--abbrev=10"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return found.stdout.strip() or None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("report", nargs="?", type=Path, help="make bench's JSON (a file)")
    parser.add_argument("--render", action="store_true", help="render the kept JSON again")
    options = parser.parse_args(argv)
    if options.render:
        record = json.loads(LATEST.read_text(encoding="utf-8"))
    elif options.report is None:
        parser.error("name the bench's JSON, or --render")
    else:
        report = json.loads(options.report.read_text(encoding="utf-8"))
        missing = [key for key in FULL_RUN if not report.get(key)]
        if missing:
            print(
                f"bench_record: a partial run (no {', '.join(missing)}): not kept", file=sys.stderr
            )
            return 2
        measured = datetime.now(UTC).strftime("%Y-%m-%dT%H:%MZ")
        record = {"measured": measured, "commit": _commit(), "report": report}
        LATEST.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    PAGE.write_text(with_figures(PAGE.read_text(encoding="utf-8"), render(record)), "utf-8")
    readme = README.read_text(encoding="utf-8")
    README.write_text(with_figures(readme, summary(record), SUMMARY_BEGIN, SUMMARY_END), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
