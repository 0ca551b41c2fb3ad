"""The bench's latest figures, kept and shown: ``make bench`` passes its JSON here.

``python -m scripts.bench.record REPORT.json`` stamps the report (``python -m scripts.bench``'s
one JSON object) with the time and commit, writes it to ``contributing/bench-latest.json``,
renders its tables into ``contributing/bench.md`` between the two ``bench-figures`` markers
(:mod:`scripts.bench.render`) and a summary of it, each figure against its target and with the
host's benchmark index, into the same page between the two ``bench-summary`` markers
(:mod:`scripts.bench.summary`). The figures are never typed by hand:
``tests/bench/test_bench_record.py`` fails when a page and the JSON disagree. ``--render`` only
renders the kept JSON into the pages again (after a change to the renderer).

The desktop targets are the site's own (a reader's first answer no later than Pyodide alone,
and so on); the phone's and Lighthouse's come with the report.
"""

import argparse
import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from scripts.bench.render import render
from scripts.bench.summary import summary

ROOT = Path(__file__).resolve().parents[2]
LATEST = ROOT / "contributing" / "bench-latest.json"
PAGE = ROOT / "contributing" / "bench.md"
BEGIN = "<!-- bench-figures: begin (scripts/bench/record.py writes what follows) -->"
END = "<!-- bench-figures: end -->"
SUMMARY_BEGIN = "<!-- bench-summary: begin (scripts/bench/record.py writes what follows) -->"
SUMMARY_END = "<!-- bench-summary: end -->"
# What a run must hold to be kept: the figures all come from one run.
FULL_RUN = ("pyodide_bare_ms", "offline_copy_bytes", "phone", "resume", "lighthouse")


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
                f"bench record: a partial run (no {', '.join(missing)}): not kept", file=sys.stderr
            )
            return 2
        measured = datetime.now(UTC).strftime("%Y-%m-%dT%H:%MZ")
        record = {"measured": measured, "commit": _commit(), "report": report}
        LATEST.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    page = with_figures(PAGE.read_text(encoding="utf-8"), render(record))
    PAGE.write_text(with_figures(page, summary(record), SUMMARY_BEGIN, SUMMARY_END), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
