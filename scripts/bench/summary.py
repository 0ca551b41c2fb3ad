"""The bench page's summary of the latest run: each figure the site sets a target for, against
it, with the host's speed as Lighthouse measured it (its benchmark index)."""

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from rules_py.rounding import round_half_up
from scripts.bench.figures import MISSING, megabytes, number, row, seconds, tenths, verdict
from scripts.bench.lighthouse import SLOWER, TBT_TARGET_MS


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
    return row(what, shown, bound, verdict(value, target))


def _ratio_goal(what: str, figures: Mapping[str, Any], key: str, target_key: str) -> str:
    """A summary row of a ratio (``key``) against its ceiling (``target_key``)."""
    ratio = figures.get(key)
    return _goal(what, f"{number(ratio)}×", ratio, figures.get(target_key), "×")


def _phone_rows(phone: Mapping[str, Any], resume: Mapping[str, Any]) -> list[str]:
    """The phone's first visit and the cut or reloaded downloads."""
    over_floor = phone.get("first_live_answer_over_floor")
    return [
        row(
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
        row(
            "Phone, first visit from a host that sends gzip only",
            f"{seconds(phone.get('first_live_answer_ms_gzip_only'))},"
            f" {megabytes(phone.get('wire_bytes_gzip_only'))}",
            "",
            "",
        ),
        _ratio_goal(
            "A download cut half way: bytes, over an uncut visit",
            resume,
            "cut_over_uncut",
            "cut_target",
        ),
        _ratio_goal(
            "A reload half way: bytes, over an uncut visit",
            resume,
            "reload_over_uncut",
            "reload_target",
        ),
        row(
            "The progress bar's whole, over the bytes sent",
            f"{number(resume.get('progress_over_sent'))}×",
            "",
            "",
        ),
    ]


def _host_rows(report: Mapping[str, Any]) -> list[str]:
    """The offline copy and this host's desktop figures."""
    copy = report.get("offline_copy_bytes") or {}
    recompute = report.get("recompute") or {}
    slowest = max((figures.get("p50", 0) for figures in recompute.values()), default=None)
    return [
        row(
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
        row("This host: a return visit", f"{number(report.get('return_visit_ms'))} ms", "", ""),
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
    ]


def _lighthouse_rows(lighthouse: Mapping[str, Any]) -> list[str]:
    """Lighthouse's performance with the preset, and each page's blocking time with the preset
    and performance at the slower setting."""
    pages = lighthouse.get("pages") or {}
    slower = lighthouse.get("slower") or {}
    slower_target = (slower.get("targets") or {}).get("performance")
    slower_index = number(slower.get("benchmark_index"))
    preset = [m["performance"] for m in pages.values() if m.get("performance") is not None]
    lines = [
        row(
            f"Lighthouse performance, mobile preset ({len(pages)} pages)",
            f"{number(min(preset, default=None))} to {number(max(preset, default=None))}",
            "",
            "",
        )
    ]
    for page, measured in pages.items():
        blocking = measured.get("tbt_ms")
        shown = MISSING if blocking is None else f"{number(round_half_up(Fraction(blocking)))} ms"
        lines.append(
            _goal(
                f"Lighthouse, {page}: blocking time with the preset's 4×",
                shown,
                blocking,
                TBT_TARGET_MS,
                " ms",
            )
        )
        score = measured.get(SLOWER + "performance")
        lines.append(
            row(
                f"Lighthouse, {page}: performance at the slower setting (index {slower_index})",
                number(score),
                f"≥ {number(slower_target)}",
                verdict(score, slower_target, most=False),
            )
        )
    return lines


def summary(record: Mapping[str, Any]) -> str:
    """The bench page's summary of the latest run: each figure the site sets a target for,
    against it, with the host's benchmark index."""
    report: Mapping[str, Any] = record["report"]
    commit = record.get("commit")
    index = host_index(report)
    host = None if index is None else round_half_up(Fraction(index))
    lines = [
        f"Measured {record['measured'][:10]}"
        + (f" on commit `{commit}`" if commit else "")
        + f", on a host of Lighthouse benchmark index {number(host)} (two cores"
        " shared with other work; a reader's phone is about 1,500). The phone is Lighthouse's"
        " mobile profile: 150 ms, 1.6 Mbit/s, the processor slowed 4×.",
        "",
        row("Figure", "Measured", "Target", ""),
        row("---", "---", "---", "---"),
        *_phone_rows(report.get("phone") or {}, report.get("resume") or {}),
        *_host_rows(report),
        *_lighthouse_rows(report.get("lighthouse") or {}),
    ]
    return "\n".join(lines) + "\n"
