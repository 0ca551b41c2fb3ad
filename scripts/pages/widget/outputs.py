"""A widget's outputs, one empty element per declared output for render/draw.js to fill: values
in definition lists, odds, tables of records, warnings, figures, heatmaps, cycles, the board and
strips, each group under its heading.
"""

import json
from collections.abc import Iterable, Iterator, Sequence
from itertools import groupby

from markupsafe import Markup

from scripts.pages.figure_svg import figure_svg
from scripts.pages.glossary import explained
from scripts.pages.heatmap_svg import heatmap_block
from scripts.pages.html_builder import block, join, tag
from scripts.pages.material_tables import wrapped_table
from scripts.pages.widget.parts import Declaration


def output_blocks(outputs: Sequence[Declaration]) -> Iterator[Markup]:
    """Outputs in declared order, each group in a block of its own under its heading (the
    widget hides a group whose outputs all come back empty: a field calculator's pass has no
    kick); runs of plain values share one definition list, and a value's ``detail`` line sits
    under it."""
    for group, members in groupby(outputs, key=lambda output: str(output.get("group", ""))):
        inner = _ungrouped(members)
        if group:
            yield block(
                "div",
                {"class": "rules-group-block", "data-group": group},
                tag("p", {"class": "rules-group"}, explained(group)),
                *inner,
            )
        else:
            yield from inner


def _ungrouped(outputs: Iterable[Declaration]) -> Iterator[Markup]:
    for values, run in groupby(outputs, key=lambda output: output["kind"] == "value"):
        if values:
            yield block("dl", {"class": "rules-values"}, *(_value(output) for output in run))
        else:
            yield from (_output(output) for output in run)


def _detail(output: Declaration) -> Markup | None:
    """The line under a value or a figure, itself a value output (``detail`` names it)."""
    detail = output.get("detail")
    if not detail:
        return None
    return tag("small", {"class": "rules-detail", "data-output": str(detail), "data-kind": "value"})


def _value(output: Declaration) -> Markup:
    key, label = str(output["key"]), str(output["label"])
    style = str(output.get("style") or "")
    shown = tag("span", {"data-output": key, "data-kind": "value", "data-style": style}, "–")
    term = tag("dt", None, explained(label))
    return tag("div", None, term, tag("dd", None, shown, _detail(output)))


def _labelled(css: str, output: Declaration, *inside: Markup) -> Markup:
    """An output's block: its label over what is drawn."""
    label = tag("p", {"class": "rules-output-label"}, explained(str(output["label"])))
    return block("div", {"class": css}, label, *inside)


def _output(output: Declaration) -> Markup:
    key, label, kind = str(output["key"]), str(output["label"]), output["kind"]
    drawn = {"data-output": key, "data-kind": kind}
    if kind == "odds":
        labels = json.dumps(output.get("labels") or {}, ensure_ascii=False)
        odds = tag("div", {"class": "rules-odds"} | drawn | {"data-labels": labels})
        return _labelled("rules-odds-block", output, odds)
    if kind == "records":
        styles = output.get("column_styles") or {}
        headings = (
            tag(
                "th",
                {"data-column": str(column), "data-style": str(styles.get(column, ""))},
                explained(str(heading)),
            )
            for column, heading in output["columns"]
        )
        thead = tag("thead", None, block("tr", None, *headings))
        # The table's title is its caption, as the generated tables' are.
        caption = tag("caption", {"class": "rules-output-label"}, explained(label))
        # Already in the wrapper Material's script would move it into (scripts/pages/
        # material_tables.py); the region around it is what scrolls.
        table = wrapped_table(join(["", caption, thead, tag("tbody"), ""], "\n"))
        # On a phone the table may be wider than the screen: it scrolls in a labelled region
        # the keyboard can reach, as the generated tables do.
        region = {
            "class": "rules-records-scroll",
            "role": "region",
            "tabindex": "0",
            "aria-label": label,
        }
        # The columns whose percentages add to 100 (render/draw.js: format.js recordTexts).
        shares = {
            "data-distribution": " ".join(output.get("distribution") or ()) or None,
            "data-per-row": bool(output.get("per_row")),
            "data-outside": str(output["outside"]) if output.get("outside") else None,
            "data-by": str(output["by"]) if output.get("by") else None,
        }
        return block(
            "div",
            {"class": "rules-records"} | drawn | shares,
            block("div", region, table),
        )
    if kind == "warnings":
        attrs = {"class": "rules-warnings"} | drawn | {"aria-label": label, "hidden": True}
        return tag("ul", attrs)
    if kind == "heatmap":
        return heatmap_block(key, label)
    if kind == "figure":
        figure = figure_svg(key, label, output.get("labels") or {})
        return block("div", {"class": "rules-figure-block"}, figure, _detail(output))
    if kind == "cycles":
        return _labelled("rules-cycles-block", output, tag("ol", {"class": "rules-cycles"} | drawn))
    if kind == "board":
        # Drawn by docs/javascripts/render/board.js from the value: the board and its pieces.
        return tag("div", {"class": "rules-board"} | drawn | {"role": "group", "aria-label": label})
    if kind == "strip":
        return _labelled("rules-strip-block", output, tag("div", {"class": "rules-strip"} | drawn))
    raise ValueError(f"output {output['key']!r}: unknown kind {output['kind']!r}")
