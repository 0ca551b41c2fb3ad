"""One number style: the Python formatter (tables) and the widgets' rule (format.js) agree on the
same cases, run through both."""

import json
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py import numbers
from rules_py.calculators import calculate

FORMAT_JS = Path(__file__).resolve().parents[2] / "docs" / "javascripts" / "render" / "format.js"
NODE = shutil.which("node")

CASES: list[list[Any]] = [
    *[[value, "percent"] for value in (0, 0.004, 0.005, 0.0049, 22.5, 22.499, 65, 99.994, 99.996)],
    *[[value, "percent"] for value in (100, 100.0, 37.53, 1 / 3, 2 / 3 * 100)],
    *[[value, "signed"] for value in (0, 3, -2, 50)],
    *[[value, "signed_percent"] for value in (0, 50, -20, -50)],
    *[[value, ""] for value in (0, -7, 12.345, 2.675, 1.005, -0.001, 5.63, "-1D4", "+1D6", "-")],
    *[[value, ""] for value in (0.125, -0.125, 2.375, 22.625, -22.625, 0.005, -0.005)],
    # exact halves that a binary float holds a little below the half (1.575 is 1.57499999...)
    *[[value, ""] for value in (1.575, -1.575, 0.285, 1.015, 10.005, 4.345, 0.145, 8.675)],
    *[[value, "percent"] for value in (12.345, 0.285, 99.985, 50.005)],
    *[[value, ""] for value in (None, True, False, [1, -2], "Two losers", "well-known")],
    *[[value, "percent"] for value in ([37.53, 22.5, 22], [50, 0.001], [1, "x"])],
]


def _format_js(name: str, mapped: str, cases: object) -> Any:
    """``cases`` mapped in Node by ``mapped`` (JavaScript, over ``cases``) with ``name`` imported
    from render/format.js: the page's own formatting, run on the Python side's cases."""
    script = (
        f"import {{ {name} }} from {json.dumps(FORMAT_JS.as_uri())};"
        "const cases = JSON.parse(process.argv[1]);"
        f"console.log(JSON.stringify({mapped}));"
    )
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script, json.dumps(cases)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def through_js(cases: list[list[object]]) -> list[str]:
    return list(_format_js("shown", "cases.map(([value, style]) => shown(value, style))", cases))


def through_python(cases: list[list[object]]) -> list[str]:
    return [numbers.shown(value, style) for value, style in cases]  # type: ignore[arg-type]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_python_and_the_widgets_format_alike() -> None:
    assert through_js(CASES) == through_python(CASES)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@settings(max_examples=5, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.one_of(
                st.floats(min_value=-1000, max_value=1000, allow_nan=False),
                # exact binary halves of a cent, where rounding rules differ
                st.integers(min_value=-8000, max_value=8000).map(lambda n: n / 8),
                st.integers(min_value=-10_000, max_value=10_000),
            ),
            st.sampled_from(numbers.STYLES),
        ),
        min_size=50,
        max_size=50,
    )
)
def test_python_and_the_widgets_agree_on_any_number(cases: list[tuple[object, str]]) -> None:
    listed = [[value, style] for value, style in cases]
    assert through_js(listed) == through_python(listed)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@settings(max_examples=5, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(min_value=-200_000, max_value=200_000).map(lambda n: (n * 2 + 1) / 200),
            st.sampled_from(numbers.STYLES),
        ),
        min_size=50,
        max_size=50,
    )
)
def test_exact_halves_of_a_cent_round_up_in_python_and_the_widgets(
    cases: list[tuple[float, str]],
) -> None:
    """Every odd number of half-cents (x.xx5): half up, away from zero, from the exact value,
    however the binary float holds it, and the same digits on the page."""
    listed = [[value, style] for value, style in cases]
    assert through_js(listed) == through_python(listed)
    for value, _ in cases:
        half_cents = round(abs(value) * 200)
        assert numbers.decimal(value).lstrip(numbers.MINUS) == numbers.decimal(
            Fraction(half_cents + 1, 200)
        )


@settings(max_examples=200, deadline=None)
@given(st.integers(-(10**8), 10**8), st.integers(1, 10**6))
def test_a_float_rounds_as_the_exact_fraction_it_was_made_from(top: int, bottom: int) -> None:
    """The answers' JSON holds floats; the rules work in Fractions. Every Fraction with a
    denominator up to a million (counted odds, means) shows the same digits from its float."""
    value = Fraction(top, bottom)
    assert numbers.decimal(float(value)) == numbers.decimal(value)
    assert numbers.percent(float(value)) == numbers.percent(value)


def test_the_average_sanity_loss_of_a_half_rounds_up() -> None:
    """Basic Roleplaying, Edited House Rules › "Make/fail Sanity check…": at Sanity 55 a 0/1D6
    check loses nothing on 01–55 and 1D6 (3.5 on average) on 56–00: 45% × 3.5 = 1.575 exactly,
    which a float holds as 1.57499999..., and shows as 1.58, not 1.57."""
    answer = calculate("sanity", {"sanity": 55, "check": "0/1D6", "int_save": 65})
    assert Fraction(answer["expected_loss"]) != Fraction(63, 40)  # the float is below the half
    assert numbers.exact(answer["expected_loss"]) == Fraction(63, 40)
    assert numbers.shown(answer["expected_loss"]) == "1.58"
    if NODE is not None:
        assert through_js([[answer["expected_loss"], ""]]) == ["1.58"]


def test_no_non_zero_chance_prints_as_zero() -> None:
    for tiny in (1e-9, 0.001, 0.0049):
        assert numbers.percent(tiny) == "<0.01%"
    assert numbers.percent(100 - 1e-9) == ">99.99%"


GROUPS: list[list[float]] = [
    [37.53, 22.5, 22],  # side by side as "37.53%", "22.5%", "22%"
    [50, 25, 25],
    [0.001, 12.25, 87.5],
    [99.999, 0.0005, 0.5],
    [4.9, 5.41, 0.51],
    [],
    [1 / 3, 2 / 3 * 100, 1 / 8],
    [0, 62.5, 100, 37.5, 0.004],
    [13.4, 42.515, 44.085],  # one distribution: 13.40 + 42.52 + 44.08, not 44.09
    [
        *(22.671370967741936, 9.778225806451612, 1.0786290322580645),
        *(35.65524193548387, 25.725806451612904, 5.090725806451613),
    ],  # ReQuest 5% against 25%: its six levels of victory, 100.01 when rounded alone
    [0.004, 50, 49.996],
]


def groups_through_js(groups: list[list[float]]) -> list[list[str]]:
    return list(_format_js("percents", "cases.map(percents)", groups))


def test_one_group_of_odds_shares_one_number_of_decimals() -> None:
    """In one group every number has the same decimals, the most any of them needs."""
    assert numbers.percents([37.53, 22.5, 22]) == ["37.53%", "22.50%", "22.00%"]
    assert numbers.percents([50, 25, 25]) == ["50%", "25%", "25%"]
    assert numbers.percents([0.001, 99.999, 12.5]) == ["<0.01%", ">99.99%", "12.5%"]
    assert numbers.percents([0, 12.25, 100]) == ["0%", "12.25%", "100%"]  # exact: never "0.00%"
    assert numbers.shown([37.53, 22.5], "percent") == "37.53%, 22.50%"
    # The odds of one Luck roll (Basic Roleplaying, Luck): every bar with two decimals.
    odds = calculate("luck_recovery", {"luck": 50})["odds"]
    assert isinstance(odds, dict)
    shown = numbers.percents(odds.values())
    assert {len(text.split(".")[1]) for text in shown} == {3}  # two digits and the "%"


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_python_and_the_widgets_group_alike() -> None:
    assert groups_through_js(GROUPS) == [numbers.percents(group) for group in GROUPS]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@settings(max_examples=5, deadline=None)
@given(
    st.lists(
        st.lists(
            st.one_of(
                st.floats(min_value=0, max_value=100, allow_nan=False),
                st.integers(min_value=0, max_value=800).map(lambda n: n / 8),
            ),
            max_size=8,
        ),
        min_size=20,
        max_size=20,
    )
)
def test_groups_agree_and_keep_each_numbers_value(groups: list[list[float]]) -> None:
    python = [numbers.percents(group) for group in groups]
    assert groups_through_js(groups) == python
    for group, texts in zip(groups, python, strict=True):
        kept = ("0%", "100%")
        places = {
            len(text[:-1].partition(".")[2])
            for text in texts
            if text[0] not in "<>" and text not in kept
        }
        assert len(places) <= 1
        one_distribution = abs(sum(group) - 100) < 1e-6
        for value, text in zip(group, texts, strict=True):
            if text[0] not in "<>":
                if one_distribution:  # rounded down or up, to add to 100
                    assert abs(float(text[:-1]) - value) < 0.01
                else:
                    assert float(text[:-1]) == float(numbers.percent(value)[:-1])


def hundredths(texts: list[str]) -> int:
    return sum(round(float(text[:-1]) * 100) for text in texts)


@pytest.mark.parametrize(("a", "b"), [(5, 25), (10, 35), (20, 25), (45, 20)])
def test_victory_levels_of_one_request_contest_add_to_exactly_100(a: int, b: int) -> None:
    """ReQuest › Victory Ratings: the six levels of victory are one distribution; each rounded
    alone they showed 100.01 (5 against 25) or 99.99 (10 against 35)."""
    odds = calculate("contest", {"a": a, "b": b, "system": "request"})["victories"]
    alone = [numbers.percent(value) for value in odds.values()]
    assert hundredths(alone) != 100 * 100  # the cases where rounding each alone is off
    shown = numbers.percents(odds.values())
    assert hundredths(shown) == 100 * 100
    for value, text in zip(odds.values(), shown, strict=True):
        assert abs(float(text[:-1]) - value) < 0.01


@settings(max_examples=40, deadline=None)
@given(st.integers(-50, 250), st.integers(-50, 250))
def test_one_distribution_adds_to_100_and_keeps_0_and_100_for_sure_things(a: int, b: int) -> None:
    """RuneQuest › Opposed Resolution (every outcome of the contest calculator's pair): shown
    percentages add to 100 (or hold a bound), never "0%" for a possible outcome nor "100%" for
    an uncertain one."""
    answer = calculate("contest", {"a": a, "b": b, "system": "runequest"})
    for odds in (answer["odds"], answer["victories"] or {}):
        shown = numbers.percents(odds.values())
        for value, text in zip(odds.values(), shown, strict=True):
            assert (text == "0%") == (value == 0)
            assert (text == "100%") == (value == 100)
        if shown and not any(text[0] in "<>" for text in shown):
            assert hundredths(shown) == 100 * 100


def records_through_js(cases: list[dict[str, Any]]) -> list[list[list[str]]]:
    mapped = (
        "cases.map(({ records, columns, shares }) => recordTexts(records,"
        " columns.map(([column, style]) => ({ column, style })), shares))"
    )
    return list(_format_js("recordTexts", mapped, cases))


def records_through_python(cases: list[dict[str, Any]]) -> list[list[list[str]]]:
    return [
        numbers.record_texts(
            case["records"],
            case["columns"],
            case["shares"].get("distribution", ()),
            case["shares"].get("perRow", False),
            case["shares"].get("outside", 0),
            case["shares"].get("by", ""),
        )
        for case in cases
    ]


shares = st.sampled_from([0, 12.5, 37.5, 50, 13.4, 42.515, 44.085, 1 / 3 * 100, 0.004, None])
records_cases = st.lists(
    st.fixed_dictionaries(
        {
            "records": st.lists(
                st.fixed_dictionaries(
                    {"die": st.sampled_from(["1D4", "1D6"]), "p": shares, "q": shares}
                ),
                max_size=6,
            ),
            "columns": st.just([["die", ""], ["p", "percent"], ["q", "percent"]]),
            "shares": st.sampled_from(
                [
                    {},
                    {"distribution": ["p", "q"], "perRow": True},
                    {"distribution": ["p"]},
                    {"distribution": ["p", "q"], "outside": 1},
                    {"distribution": ["q"], "by": "die"},
                ]
            ),
        }
    ),
    min_size=10,
    max_size=10,
)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@settings(max_examples=5, deadline=None)
@given(records_cases)
def test_python_and_the_widgets_show_records_alike(cases: list[dict[str, Any]]) -> None:
    """Tables of records (the contest side by side, the hits of each die): the same texts from
    rules_py.numbers.record_texts and format.js's recordTexts, distributions included."""
    fixed = [
        {
            "records": [
                {"d": "RuneQuest", "a": 37.53, "b": 22.5, "t": 17.97, "n": 22.0},
                {"d": "ReQuest", "a": 76.07325127589313, "b": 2.5217652356649656, "t": None,
                 "n": 21.40498348844191},
            ],
            "columns": [["d", ""], ["a", "percent"], ["b", "percent"], ["t", "percent"],
                        ["n", "percent"]],
            "shares": {"distribution": ["a", "b", "t", "n"], "perRow": True},
        }
    ]  # fmt: skip
    assert records_through_js(fixed + cases) == records_through_python(fixed + cases)
    assert records_through_python(fixed)[0][1] == ["ReQuest", "76.07%", "2.52%", "–", "21.41%"]
