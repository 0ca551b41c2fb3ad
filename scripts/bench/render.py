"""contributing/bench.md's figures from a kept run: a paragraph and a table per part measured
(a part the run did not measure is left out, not shown empty)."""

from collections.abc import Mapping
from typing import Any

from scripts.bench.figures import MISSING, number
from scripts.bench.lighthouse import CATEGORIES
from scripts.bench.tables import (
    RECOMPUTE_TARGET,
    desktop_table,
    engines_table,
    lighthouse_table,
    phone_table,
    pieces_table,
    recompute_table,
    resume_table,
    slower_table,
)


def _section(title: str, table: list[str]) -> list[str]:
    return ["", title, "", *table]


def _desktop(report: Mapping[str, Any]) -> list[str]:
    """The desktop figures, the offline copy's bytes and each calculator's recompute."""
    if "pyodide_bare_ms" not in report:
        return []
    samples = number(report.get("samples"))
    lines = _section(f"**Desktop** (medians of {samples} samples):", desktop_table(report))
    copy = report.get("offline_copy_bytes")
    if copy:
        lines += [
            "",
            "**The offline copy** (the service worker's bytes on a cold visit of the abilities"
            f" page, served as it is): {number(copy.get('before_first_answer'))} before the"
            f" first result (target 0), {number(copy.get('saved'))} once it is saved.",
        ]
    target = RECOMPUTE_TARGET.format(p50=number(report.get("recompute_p50_target_ms", 16)))
    return lines + _section(f"**Recompute** ({target}):", recompute_table(report))


def _pieces(report: Mapping[str, Any]) -> list[str]:
    """The start piece by piece, and the instant navigation's two parts."""
    lines: list[str] = []
    pieces = pieces_table(report)
    if pieces:
        title = (
            "**The start, piece by piece** (ms, medians; each piece from one mark to the next, on"
            " the page's clock: pieces overlap, the total is navigation start to the first"
            " result):"
        )
        lines += _section(title, pieces)
    nav = report.get("instant_nav_pieces_ms")
    if nav:
        lines += [
            "",
            f"Instant navigation: {number(nav.get('to_page'))} ms from the click to the new"
            f" page's content (Material's part), {number(nav.get('to_result'))} ms from there to"
            " the result drawn.",
        ]
    return lines


def _phone(report: Mapping[str, Any]) -> list[str]:
    """The phone's first visit, and the downloads cut or reloaded half way."""
    lines: list[str] = []
    phone = report.get("phone")
    if phone:
        profile = phone.get("profile") or {}
        title = (
            f"**A first visit on a phone** (`{phone.get('page', MISSING)}`, medians of the"
            f" visits that answered; {number(profile.get('latency_ms'))} ms latency,"
            f" {number(profile.get('download_bytes_per_s'))} bytes/s down, processor slowed"
            f" {number(profile.get('cpu_slowdown'))}×; {number(phone.get('requests'))} requests):"
        )
        lines += _section(title, phone_table(phone))
    resume = report.get("resume")
    if resume:
        title = (
            "**A download cut or reloaded half way** (bytes the server sent of the worker's"
            " files, medians; the worker goes on from the packed copies):"
        )
        lines += _section(title, resume_table(resume))
    return lines


def _lighthouse(lighthouse: Mapping[str, Any] | None) -> list[str]:
    """Lighthouse's scores with the preset, then at the slower setting where the run took it."""
    if not lighthouse:
        return []
    targets = lighthouse.get("targets") or {}
    wanted = " / ".join(number(targets.get(name)) for name in CATEGORIES)
    met = "every target met" if lighthouse.get("every_target_met") else "a target missed"
    title = (
        f"**Lighthouse** {lighthouse.get('version', '')}, mobile preset, medians of"
        f" {number(lighthouse.get('runs'))} runs per page (targets {wanted}; {met}):"
    )
    lines = _section(title, lighthouse_table(lighthouse))
    slower = lighthouse.get("slower")
    if slower:
        index = number(slower.get("benchmark_index"))
        target = number((slower.get("targets") or {}).get("performance"))
        title = (
            f"**Lighthouse at the slower setting**: the same loads, the processor slowed so"
            f" that the host stands for one of benchmark index {index}"
            f" ({slower.get('cpu_slowdown', MISSING)}; the preset's 4× stands for a phone a"
            f" quarter as fast as the host, whatever the host); performance target {target}:"
        )
        lines += _section(title, slower_table(lighthouse))
    return lines


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
    lines += [*_desktop(report), *_pieces(report), *_phone(report)]
    lines += _lighthouse(report.get("lighthouse"))
    engines = report.get("engines")
    if engines:
        title = (
            "**Each engine** (Chromium, Firefox ESR, WebKitGTK: a first visit, then a return"
            " visit that restores the kept snapshot):"
        )
        lines += _section(title, engines_table(engines))
    return "\n".join(lines) + "\n"
