"""The bench's latest figures are generated, not typed: ``contributing/bench.md`` shows exactly
what ``contributing/bench-latest.json`` holds (``scripts/bench/record.py``), and ``make bench``
keeps a full run only."""

import json
from pathlib import Path
from typing import Any

import pytest

from scripts.bench import record as bench_record
from scripts.bench import tables
from scripts.bench.record import (
    LATEST,
    PAGE,
    SUMMARY_BEGIN,
    SUMMARY_END,
    figures_on_page,
)
from scripts.bench.render import render
from scripts.bench.summary import summary


def _latest() -> dict[str, Any]:
    record: dict[str, Any] = json.loads(LATEST.read_text(encoding="utf-8"))
    return record


def test_the_page_shows_the_kept_figures_as_rendered() -> None:
    assert figures_on_page(PAGE.read_text(encoding="utf-8")) == render(_latest()), (
        "contributing/bench.md differs from bench-latest.json: "
        ".venv/bin/python -m scripts.bench.record --render"
    )


def test_the_bench_page_shows_the_kept_summary_as_rendered() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert figures_on_page(page, SUMMARY_BEGIN, SUMMARY_END) == summary(_latest()), (
        "contributing/bench.md's summary differs from bench-latest.json: "
        ".venv/bin/python -m scripts.bench.record --render"
    )


def test_the_kept_record_is_a_full_bench_report() -> None:
    record = _latest()
    assert set(record) >= {"measured", "commit", "report"}
    report = record["report"]
    assert set(bench_record.FULL_RUN) | {"recompute", "build_s", "start_pieces_ms"} <= set(report)
    assert report["text_page_pyodide_bytes"] == 0
    assert report["offline_copy_bytes"]["before_first_answer"] == 0  # the copy waits


def test_the_summary_puts_each_figure_against_its_target_with_the_host_index() -> None:
    report = {
        "first_result_ms": 1609,
        "first_result_ratio": 1.6,
        "first_result_target": 1.25,
        "instant_nav_ms": 97,
        "instant_nav_target_ms": 100,
        "recompute": {"a": {"p50": 3.0}, "b": {"p50": 10.6}},
        "recompute_p50_target_ms": 16,
        "phone": {
            "first_live_answer_ms": 22816,
            "first_live_answer_over_floor": 1.149,
            "first_live_answer_over_floor_target": 1.15,
            "wire_bytes": 4179029,
        },
        "resume": {"cut_over_uncut": 1.02, "cut_target": 1.15},
        "lighthouse": {
            "slower": {"benchmark_index": 1500, "targets": {"performance": 0.95}},
            "pages": {
                "home": {
                    "performance": 1.0,
                    "slower_performance": 0.96,
                    "benchmark_index": 2400,
                    "tbt_ms": 66.76,
                },
                "abilities": {
                    "performance": 0.97,
                    "slower_performance": 0.64,
                    "benchmark_index": 2600,
                },
            },
        },
    }
    text = summary({"measured": "2026-11-26T04:00Z", "commit": "abc", "report": report})
    assert text.startswith("Measured 2026-11-26 on commit `abc`, on a host of Lighthouse")
    assert "benchmark index 2,600 (two cores" in text  # the median of the pages' (upper of two)
    rows = {line.split(" | ")[0].removeprefix("| "): line for line in text.splitlines()}
    desktop = "This host: the first result, over a bare start of the same files"
    assert rows[desktop].endswith("| 1,609 ms (1.6×) | ≤ 1.25× | missed |")
    assert rows["This host: instant navigation to another calculator"].endswith(
        "| 97 ms | ≤ 100 ms | met |"
    )
    assert rows["This host: recompute p50, the slowest of 2 calculators"].endswith(
        "| 10.6 ms | ≤ 16 ms | met |"
    )
    phone = next(row for name, row in rows.items() if name.startswith("Phone, first visit: Py"))
    assert "(4.18 MB, brotli) | 22.8 s (1.149×) | ≤ 1.15× | met |" in phone
    slower = ": performance at the slower setting (index 1,500)"
    assert rows["Lighthouse, home" + slower].endswith("| 0.96 | ≥ 0.95 | met |")
    assert rows["Lighthouse, abilities" + slower].endswith("| 0.64 | ≥ 0.95 | missed |")
    blocking = "Lighthouse, home: blocking time with the preset's 4×"
    assert rows[blocking].endswith("| 67 ms | ≤ 200 ms | met |")
    assert rows["Lighthouse performance, mobile preset (2 pages)"].endswith("| 0.97 to 1 |  |  |")


def test_each_figure_is_on_the_page_where_its_table_puts_it() -> None:
    report = _latest()["report"]
    lines = render(_latest()).splitlines()
    phone = report["phone"]
    wire = next(line for line in lines if line.startswith("| bytes on the wire"))
    assert f"{phone['wire_bytes']:,} ({phone['wire_bytes_over_target']})" in wire
    assert f"{phone['wire_bytes_gzip_only']:,}" in wire
    for name, figures in report["recompute"].items():
        row = f"| `{name}` | {figures['p50']:.1f} | {figures['p95']:.1f} |"
        assert any(line.startswith(row) for line in lines), name
    pages = report["lighthouse"]["pages"]
    tables = 2 if report["lighthouse"].get("slower") else 1  # the preset's, the slower setting's
    rows = sum(line.startswith(tuple(f"| {page} |" for page in pages)) for line in lines)
    assert rows == tables * len(pages)


def test_a_missing_figure_shows_as_a_dash_not_a_number() -> None:
    record = {"measured": "2026-01-01T00:00Z", "report": {"build_s": 5.0, "phone": {"samples": 1}}}
    text = render(record)
    assert "| first paint (ms) | — |" in text
    assert "**Desktop**" not in text  # a part not measured is left out, not shown empty


def _make_bench(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, report: dict[str, Any]) -> int:
    latest, page = tmp_path / "bench-latest.json", tmp_path / "bench.md"
    latest.write_text("{}", encoding="utf-8")
    page.write_text(
        f"# Bench\n{SUMMARY_BEGIN}\nold\n{SUMMARY_END}\n"
        f"{bench_record.BEGIN}\nold\n{bench_record.END}\nend\n",
        "utf-8",
    )
    monkeypatch.setattr(bench_record, "LATEST", latest)
    monkeypatch.setattr(bench_record, "PAGE", page)
    given = tmp_path / "report.json"
    given.write_text(json.dumps(report), encoding="utf-8")
    return bench_record.main([str(given)])


def test_a_full_run_is_kept_and_rendered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    report = _latest()["report"]
    assert _make_bench(tmp_path, monkeypatch, report) == 0
    kept = json.loads((tmp_path / "bench-latest.json").read_text(encoding="utf-8"))
    assert kept["report"] == report and kept["measured"].endswith("Z")
    page = (tmp_path / "bench.md").read_text(encoding="utf-8")
    assert page.startswith("# Bench\n") and page.endswith("end\n")
    assert figures_on_page(page) == render(kept)
    assert figures_on_page(page, SUMMARY_BEGIN, SUMMARY_END) == summary(kept)


def test_a_quick_run_is_not_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    quick = {**_latest()["report"], "lighthouse": None}  # what --quick prints
    assert _make_bench(tmp_path, monkeypatch, quick) == 2
    assert (tmp_path / "bench-latest.json").read_text(encoding="utf-8") == "{}"
    without_resume = {key: value for key, value in _latest()["report"].items() if key != "resume"}
    assert _make_bench(tmp_path, monkeypatch, without_resume) == 2


def test_the_slower_setting_has_its_own_table_where_the_run_took_it() -> None:
    lighthouse = {
        "pages": {
            "passing": {"performance": 0.99, "slower_performance": 0.95, "slower_tbt_ms": 190.5}
            | {"cpu_slowdown": 7.712, "benchmark_index": 2892},
        },
        "slower": {
            "benchmark_index": 1500,
            "cpu_slowdown": "4 x the run's benchmark index / 1,500",
            "targets": {"performance": 0.95},
        },
    }
    text = render({"measured": "2026-01-01T00:00Z", "report": {"lighthouse": lighthouse}})
    assert "**Lighthouse at the slower setting**" in text
    assert "benchmark index 1,500 (4 x the run's benchmark index / 1,500;" in text
    assert "| passing | 0.95 | — / — | 190.5 | — | — | 7.712 |" in text
    assert "| passing | 0.99 / — / — / — | — / — | — | — | — | 2,892 |" in text
    del lighthouse["slower"]  # a run from before the slower setting: no empty table
    assert "slower setting" not in render({"measured": "x", "report": {"lighthouse": lighthouse}})


def test_every_start_piece_the_bench_takes_has_its_words_in_the_record() -> None:
    # The pieces' keys live in scripts/bench/pieces.py, their words in tables.PIECES: a piece
    # added to the bench without words would vanish from bench.md's table.
    from scripts.bench.pieces import BARE_PIECES, START_PIECES

    worded = {key for key, _ in tables.PIECES}
    assert set(START_PIECES) | set(BARE_PIECES) | {"page_busy"} <= worded
