"""The tables of contributing/bench.md, one per part of a run, from its report: each figure
with its ratio and target where it has them (the words of each row are here)."""

from collections.abc import Mapping
from typing import Any

from scripts.bench.figures import MISSING, number, row, tenths, with_ratio
from scripts.bench.lighthouse import CATEGORIES, SLOWER

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
# The pieces of a start (scripts/bench/pieces.py START_PIECES, BARE_PIECES): (key, what it is).
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


def desktop_table(report: Mapping[str, Any]) -> list[str]:
    """The desktop figures, each with its ratio and target.

    >>> desktop_table({"first_result_ms": 1969, "first_result_ratio": 0.686})[3]
    '| first result on the abilities page (ms; over bare) | 1,969 (0.686) | ≤ 1.05 × bare |'
    >>> new = desktop_table({"pyodide_npm_ms": 3000, "instant_nav_target_ms": 100})
    >>> new[2].startswith("| the site's Pyodide"), new[3].startswith("| Pyodide as npm"), new[6]
    (True, True, '| instant navigation to the opposed page (ms) | — | ≤ 100 |')
    """
    lines = [row("Figure", "Measured", "Target"), row("---", "---", "---")]
    current = NPM_BARE[0] in report
    for key, label, target, target_key in DESKTOP:
        ratio = report.get(key.removesuffix("_ms") + "_ratio")
        if current and key == "pyodide_bare_ms":
            lines.append(row(SITE_BARE, number(report.get(key)), ""))
            lines.append(row(NPM_BARE[1], number(report.get(NPM_BARE[0])), ""))
            continue
        if target_key in report:
            bound = number(report[target_key])
            target = f"≤ {bound} × bare" if "×" in target else f"≤ {bound}"
        lines.append(row(label, with_ratio(report.get(key), ratio), target))
    page = report.get("calculator_page_bytes") or {}
    shown = f"{number(page.get('raw'))} raw, {number(page.get('gzip'))} gzipped"
    lines.append(row("bytes the abilities page fetches, served as it is", shown, ""))
    return lines


def recompute_table(report: Mapping[str, Any]) -> list[str]:
    """Each calculator's recompute times, input event to answer drawn.

    >>> recompute_table({"recompute": {"ability": {"p50": 1.7, "p95": 9.1, "changes": 200}}})[2]
    '| `ability` | 1.7 | 9.1 | 200 |'
    """
    lines = [row("Calculator", "p50 ms", "p95 ms", "changes"), row("---", "---:", "---:", "---:")]
    for name, figures in (report.get("recompute") or {}).items():
        p50, p95 = (tenths(figures.get(key)) for key in ("p50", "p95"))
        lines.append(row(f"`{name}`", p50, p95, number(figures.get("changes"))))
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
    lines = [row("Piece", *(name for name, _ in columns)), row("---", *("---:" for _ in columns))]
    for key, label in PIECES:
        if any(key in pieces for _, pieces in columns):
            cells = (number(pieces[key]) if key in pieces else "" for _, pieces in columns)
            lines.append(row(label, *cells))
    return lines


COLUMNS = (("bare", "bare"), ("first", "first visit"), ("return", "return visit"))


def phone_table(phone: Mapping[str, Any]) -> list[str]:
    """A phone's first visit from a host that sends brotli and from one that sends gzip only.

    >>> phone_table({"wire_bytes": 10, "wire_bytes_gzip_only": 12, "wire_bytes_target": 11})[5]
    '| bytes on the wire (over the target) | 10 | 12 | ≤ 11 |'
    """
    lines = [row("Figure", "brotli", "gzip only", "Target"), row("---", "---", "---", "---")]
    for key, label, ratio_key, target_key in PHONE:
        target = phone.get(target_key or f"{key}_target")
        gzip_only = phone.get(f"{key}_gzip_only")
        cells = (
            with_ratio(phone.get(key), phone.get(ratio_key) if ratio_key else None),
            number(gzip_only) if gzip_only is not None else "",
            "" if target is None else f"≤ {number(target)}" + (" (ratio)" if target_key else ""),
        )
        lines.append(row(label, *cells))
    answered = (
        f"{phone.get('answered', MISSING)} of {phone.get('samples', MISSING)}",
        f"{phone.get('answered_gzip_only', MISSING)} of {phone.get('samples', MISSING)}",
    )
    lines.append(row("visits that ended in an answer", *answered, "every one"))
    return lines


def resume_table(resume: Mapping[str, Any]) -> list[str]:
    """A download cut or reloaded half way, from a host that sends brotli and one that sends
    gzip only: the bytes sent of the worker's files.

    >>> resume_table({"cut_bytes": 11, "cut_over_uncut": 1.1, "cut_target": 1.15})[3]
    '| the wasm cut once half way (bytes; over uncut) | 11 (1.1) |  | ≤ 1.15 (ratio) |'
    """
    lines = [row("Figure", "brotli", "gzip only", "Target"), row("---", "---", "---", "---")]
    for key, label, ratio_key, target_key in RESUME:
        target = resume.get(target_key) if target_key else None
        ratio = resume.get(ratio_key) if ratio_key else None
        gzip_only = resume.get(f"{key}_gzip_only")
        gzip_ratio = resume.get(f"{ratio_key}_gzip_only") if ratio_key else None
        cells = (
            with_ratio(resume.get(key), ratio),
            with_ratio(gzip_only, gzip_ratio) if gzip_only is not None else "",
            "" if target is None else f"≤ {number(target)} (ratio)",
        )
        lines.append(row(label, *cells))
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
    lines = [row(*header), row(*("---" for _ in header))]
    for page, measured in (lighthouse.get("pages") or {}).items():
        scores = " / ".join(number(measured.get(name)) for name in CATEGORIES)
        paints = f"{number(measured.get('fcp_ms'))} / {number(measured.get('lcp_ms'))}"
        rest = (number(measured.get(key)) for key in ("tbt_ms", "cls", "speed_index_ms"))
        lines.append(row(page, scores, paints, *rest, number(measured.get("benchmark_index"))))
    return lines


def slower_table(lighthouse: Mapping[str, Any]) -> list[str]:
    """Each page's performance at the slower setting (the same loads scored with the processor
    slowed so that the host stands for a slower one), and the slowdown that took.

    >>> page = {"slower_performance": 0.96, "slower_tbt_ms": 180.4, "cpu_slowdown": 7.7}
    >>> slower_table({"pages": {"round": page}})[2]
    '| round | 0.96 | — / — | 180.4 | — | — | 7.7 |'
    """
    header = ("Page", "Performance", "FCP / LCP ms", "TBT ms", "CLS", "Speed index ms", "CPU ×")
    lines = [row(*header), row(*("---" for _ in header))]
    for page, measured in (lighthouse.get("pages") or {}).items():
        paints = (number(measured.get(f"{SLOWER}{key}")) for key in ("fcp_ms", "lcp_ms"))
        rest = (
            number(measured.get(f"{SLOWER}{key}")) for key in ("tbt_ms", "cls", "speed_index_ms")
        )
        lines.append(
            row(
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
        row("Engine", "first visit s (over Chromium)", "return visit s (over Chromium)", "Python"),
        row("---", "---", "---", "---"),
    ]
    for engine, figures in engines.items():
        first = with_ratio(figures.get("first_s"), figures.get("first_to_chromium"))
        again = with_ratio(figures.get("return_s"), figures.get("return_to_chromium"))
        modes = " / ".join(
            str((figures.get(visit) or {}).get("mode") or MISSING) for visit in ("first", "return")
        )
        lines.append(row(engine, first, again, modes))
    return lines
