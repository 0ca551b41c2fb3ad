"""Percentages of one distribution add to exactly 100 wherever the site shows them: every
calculator's declared outputs, each run on its defaults and on sampled inputs
(tests/rules/sampled_inputs.py), as the page shows them (``Output.texts``, the Python mirror of
render/draw.js: odds bars through ``numbers.percents``, records through ``numbers.record_texts``);
and every generated table.

An odds output is one distribution unless it is listed in ``NOT_ONE_DISTRIBUTION`` (chances of
events that overlap); a group of records' percentages that adds to 100 in every sampled answer
is a distribution, and its output must declare it (``Output.distribution``).
"""

import importlib
import re
from collections.abc import Iterator
from fractions import Fraction
from random import Random

import pytest

from rules_py import numbers
from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import Calculator, InputError, JsonDict, Output
from rules_py.sources.documents import Document
from tests.rules.sampled_inputs import sampled_inputs

# Odds outputs whose chances are of events that overlap, not one distribution.
NOT_ONE_DISTRIBUTION = {
    # each characteristic's own roll (×5), one bar per characteristic
    ("characteristics", "characteristic_rolls"),
    # the defender down, the blocker down, a wound...: several can follow one block
    ("runeball_block", "consequences"),
    # the field goal's miss (its odds, beside) broken down by how far the ball lands: these add
    # to the chance of a miss
    ("runeball_kick", "miss_scatter"),
}
WHOLE = 100 * 100  # 100%, in hundredths


def _at(result: JsonDict, key: str) -> object:
    found: object = result
    for part in key.split("."):
        found = found.get(part) if isinstance(found, dict) else None
    return found


def _answers(calculator: Calculator) -> Iterator[JsonDict]:
    # settings too: "nobody wins if all fail" adds a no-result share to the ReQuest victories
    for inputs in sampled_inputs(
        # enough draws of every input at once that each shape of answer turns up (a burst is
        # refused unless Missile is set too)
        calculator,
        Random(calculator.name),
        at_random=30,
        settings=True,
    ):
        try:
            yield calculator.calculate(inputs)
        except InputError:
            continue


def _hundredths(texts: list[str]) -> int | None:
    """The texts' sum in hundredths, or None when one is a bound ("<0.01%", ">99.99%")."""
    if any(text[0] in "<>" for text in texts):
        return None
    return sum(int(Fraction(text.removesuffix("%")) * 100) for text in texts)


def _adds_to_100(values: list[float]) -> bool:
    return abs(sum(values) - 100) < 1e-6


def _groups(output: Output, records: list[JsonDict]) -> Iterator[tuple[str, list[str]]]:
    """Every group of a records output's percentages that could be one distribution, named,
    with the keys of its cells ("row.column"): each percent column down the rows (and less the
    declared outside rows), and each row along the percent columns."""
    shares = [key for key, style in output.column_styles if style == "percent"]
    rows = range(len(records))
    for column in shares:
        yield f"column {column}", [f"{row}.{column}" for row in rows]
        if output.outside:
            kept = rows[: len(rows) - output.outside]
            yield f"column {column} less {output.outside}", [f"{row}.{column}" for row in kept]
        if output.by:
            for part in dict.fromkeys(str(record.get(output.by)) for record in records):
                yield (
                    f"column {column} by {output.by}",
                    [f"{row}.{column}" for row in rows if str(records[row].get(output.by)) == part],
                )
    if len(shares) > 1:
        for row in rows:
            yield "each row", [f"{row}.{column}" for column in shares]


def _declared(output: Output) -> set[str]:
    if output.per_row:
        return {"each row"}
    less = f" less {output.outside}" if output.outside else ""
    by = f" by {output.by}" if output.by else ""
    return {f"column {column}{less}{by}" for column in output.distribution}


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_shown_distribution_adds_to_exactly_100(name: str) -> None:
    calculator = REGISTRY[name]
    # each records group: whether it added to 100 in every answer with two numbers in it or more
    always: dict[tuple[str, str], bool] = {}
    answers = 0
    for answer in _answers(calculator):
        answers += 1
        for output in calculator.outputs:
            value = _at(answer, output.key)
            listed = (name, output.key) in NOT_ONE_DISTRIBUTION
            if output.kind == "odds" and isinstance(value, dict) and value and not listed:
                texts = list(output.bar_texts(value).values())
                where = f"{name} {output.key} {value}"
                assert _adds_to_100(list(value.values())), f"{where}: not one distribution"
                assert _hundredths(texts) in (WHOLE, None), f"{where}: {texts}"
            if output.kind != "records" or not isinstance(value, list) or not value:
                continue
            shown = output.row_texts(value)
            keys = [key for key, _ in output.columns]
            for group, cells in _groups(output, value):
                found = [
                    (int(row), column)
                    for row, column in (cell.split(".") for cell in cells)
                    if numbers._is_number(value[int(row)].get(column))
                ]
                if len(found) < 2:
                    continue
                one = _adds_to_100([float(value[row][column]) for row, column in found])
                always[output.key, group] = always.get((output.key, group), True) and one
                if group in _declared(output):
                    texts = [shown[row][keys.index(column)] for row, column in found]
                    assert one, f"{name} {output.key} {group}: declared, adds to {texts}"
                    assert _hundredths(texts) in (WHOLE, None), f"{name} {output.key} {texts}"
    assert answers > 1
    declared = {(output.key, group) for output in calculator.outputs for group in _declared(output)}
    undeclared = [group for group, one in always.items() if one and group not in declared]
    assert not undeclared, f"{name}: percentages adding to 100, not declared a distribution"


def test_the_contest_side_by_side_adds_to_100_in_each_document() -> None:
    """ReQuest, Core Mechanic: Skill Rolls › Skill Contests (and the GM's option, nobody wins if
    all fail): at 77% against 7% A wins 76.07%, B 2.52%, and neither 21.40498...%; each rounded
    alone they showed 99.99 in all. The largest remainder goes to "neither": 21.41%."""
    inputs = {"system": "runequest", "a": 77, "b": 7, "all_fail": "nobody_wins"}
    answer = calculate("contest", inputs)
    output = next(o for o in REGISTRY["contest"].outputs if o.key == "side_by_side")
    shown = output.row_texts(answer["side_by_side"])
    request_row = shown[1]
    assert request_row == ["ReQuest", "76.07%", "2.52%", "–", "21.41%"]
    alone = [numbers.percent(answer["side_by_side"][1][k]) for k in ("a_wins", "b_wins", "neither")]
    assert alone == ["76.07%", "2.52%", "21.4%"]  # 99.99 in all
    for a, b in ((77, 7), (60, 9), (96, 96)):
        inputs = {"system": "request", "a": a, "b": b, "all_fail": "nobody_wins"}
        for row in output.row_texts(calculate("contest", inputs)["side_by_side"]):
            cells = [text for text in row[1:] if text != "–"]
            assert _hundredths(cells) == WHOLE, (a, b, row)


def test_the_victory_bars_show_the_no_result_share_when_nobody_wins() -> None:
    """ReQuest, Core Mechanic: Skill Rolls › Justification for failed victories: under the GM's
    option that nobody wins when everyone fails, 60% against 45% leaves 40/181 of the rolls
    (22.10%) without a result; the victory bars showed only the wins, 77.90% in all."""
    answer = calculate(
        "contest", {"system": "request", "a": 60, "b": 45, "all_fail": "nobody_wins"}
    )
    victories = answer["victories"]
    assert answer["victories_exact"]["no_result"] == "40/181"
    assert sum(Fraction(p) for p in answer["victories_exact"].values()) == 1
    output = next(o for o in REGISTRY["contest"].outputs if o.key == "victories")
    shown = output.bar_texts(victories)
    assert shown["no_result"] == "22.10%"
    assert _hundredths(list(shown.values())) == WHOLE
    assert dict(output.labels)["no_result"] == "No result"
    # under the site's reading every roll has a winner: no such bar
    assert (
        "no_result"
        not in calculate("contest", {"system": "request", "a": 60, "b": 45})["victories"]
    )


def _table_groups(rows: tuple[tuple[str, ...], ...]) -> Iterator[list[str]]:
    """Each column and each row of a table's cells that are all percentages (two or more)."""
    percent = re.compile(r"[<>]?\d+(\.\d+)?%")
    for line in (*rows, *zip(*rows, strict=True)):
        cells = [cell for cell in line if percent.fullmatch(cell)]
        if len(cells) >= 2:
            yield cells


@pytest.mark.parametrize("document", [*(d.value for d in Document), "comparison"])
def test_every_generated_table_shows_its_distributions_adding_to_100(document: str) -> None:
    """A row or column of a generated table whose percentages stand for 100% in all (within the
    0.01 each may be off when rounded alone) shows exactly 100.00%: such as Runeball › Bouncing
    Balls, how far a bouncing ball goes."""
    tables = importlib.import_module(f"rules_py.{document}.tables").TABLES
    for name, table in tables.items():
        for cells in _table_groups(table().rows):
            total = _hundredths(cells)
            if total is not None and abs(total - WHOLE) <= len(cells) // 2:
                assert total == WHOLE, f"{document}.{name}: {cells}"
