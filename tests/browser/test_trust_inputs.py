"""Bad input in the browser: every bad field shown at once at its own field, and a permalink
value a list does not offer is never added to it (the default stays, with a message). Garbage
(text, "-", "1e400", 400 digits, nothing, "NaN") in each field of a few calculators and in the
link: the message is at the field, the widget stays ready and the last good results stay shown."""

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from rules_py import numbers
from rules_py.calculators import REGISTRY, calculate, handle_request
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import (
    error_for,
    field,
    open_calculator,
    output,
    seeded_query,
    status,
    widget,
)


def test_two_bad_fields_show_two_messages(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, "resistance", "?active=abc&passive=99999999999999999999")
    answer = handle_request(
        {"calculator": "resistance", "inputs": {"active": "abc", "passive": "9" * 20}}
    )
    messages = {error["input"]: error["message"] for error in answer["errors"]}
    assert "between" in messages["passive"]  # the range, not "must be a whole number"
    for name in ("active", "passive"):
        expect(error_for(page, "resistance", name)).to_have_text(messages[name])
        expect(field(page, "resistance", name)).to_have_attribute("aria-invalid", "true")
    expect(widget(page, "resistance")).to_have_attribute("data-state", "ready")


def test_unknown_choice_in_the_link_keeps_the_default(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, "contest", "?system=foo")
    system = field(page, "contest", "system")
    expect(system.locator("option")).not_to_contain_text(["foo"])
    assert "foo" not in system.locator("option").all_text_contents()
    expect(system).to_have_value("request")
    expect(error_for(page, "contest", "system")).to_contain_text("'foo' is not one of")
    expect(widget(page, "contest")).to_have_attribute("data-state", "ready")


# --- garbage in every field, and in the link -----------------------------------------------------

GARBAGE = ("abc", "-", "1e400", "9" * 400, "", "NaN")


def _at(result: Mapping[str, Any], key: str) -> Any:
    """``result["a"]["b"]`` for the dotted output key ``a.b``."""
    value: Any = result
    for part in key.split("."):
        value = None if value is None else value.get(part)
    return value


def _expect_answer(page: Page, name: str, inputs: Mapping[str, str]) -> None:
    """Wait until the widget shows Python's answer for ``inputs`` (its first value or odds)."""
    declared = next(item for item in REGISTRY[name].outputs if item.kind in ("value", "odds"))
    value = _at(calculate(name, dict(inputs)), declared.key)
    shown = output(page, name, declared.key)
    if declared.kind == "value":
        expect(shown).to_have_text(numbers.shown(value, declared.style))
    else:
        odds = numbers.percents(value.values())
        expect(shown.locator(".rules-odds-value")).to_have_text(odds)


@pytest.mark.parametrize("name", ["ability", "opposed", "extended_contest", "multi_contest"])
def test_garbage_in_any_field_is_named_there_and_the_results_stay(
    page: Page, site: BuiltSite, name: str
) -> None:
    calculator = REGISTRY[name]
    typed = [item for item in calculator.inputs if item.kind != "choice"]
    defaults = {
        item.name: "" if item.default is None else str(item.default).strip("[]()")
        for item in (*calculator.inputs, *calculator.settings)
    }
    open_calculator(page, site, name, f"?{seeded_query(name)}")  # the declared dice, not fresh
    for item in typed:
        field(page, name, item.name).fill(defaults[item.name])  # as shown, for the lists
    _expect_answer(page, name, defaults)
    results = widget(page, name).locator("[data-results]")
    shown = results.text_content() or ""

    for item in typed:
        for garbage in GARBAGE:
            inputs = {**defaults, item.name: garbage}
            answer = handle_request({"calculator": name, "inputs": inputs})
            field(page, name, item.name).fill(garbage)
            if "errors" in answer:
                messages = {error["input"]: error["message"] for error in answer["errors"]}
                assert set(messages) == {item.name}, messages  # Python blames this field alone
                expect(error_for(page, name, item.name)).to_have_text(messages[item.name])
                expect(field(page, name, item.name)).to_have_attribute("aria-invalid", "true")
                expect(results).to_have_class(re.compile("rules-stale"))
            else:  # an optional field left empty, or text Python reads as a number
                _expect_answer(page, name, inputs)
                expect(error_for(page, name, item.name)).to_be_empty()
            expect(status(page, name)).to_be_empty()  # the message is at the field, not here
            expect(widget(page, name)).to_have_attribute("data-state", "ready")
            if "errors" in answer:
                expect(results).to_have_text(shown)  # the last good numbers, not blanked
            field(page, name, item.name).fill(defaults[item.name])
            expect(error_for(page, name, item.name)).to_be_empty()
            expect(results).not_to_have_class(re.compile("rules-stale"))
            expect(results).to_have_text(shown)


def test_garbage_in_the_link_is_named_at_its_field(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, "ability", "?chance=abc&system=foo&unknown=1")
    answer = handle_request({"calculator": "ability", "inputs": {"chance": "abc"}})
    expect(field(page, "ability", "chance")).to_have_value("abc")
    expect(error_for(page, "ability", "chance")).to_have_text(answer["errors"][0]["message"])
    expect(status(page, "ability")).to_be_empty()
    expect(widget(page, "ability")).to_have_attribute("data-state", "ready")
    field(page, "ability", "chance").fill("50")
    expect(error_for(page, "ability", "chance")).to_be_empty()
    _expect_answer(page, "ability", {"chance": "50"})
    assert "unknown=1" in page.url and "system=foo" in page.url  # others' parameters left alone

    # A page with a "system" list: the link's bad choice and bad number, each at its field.
    open_calculator(page, site, "contest", "?a=abc&system=foo&unknown=1")
    answer = handle_request({"calculator": "contest", "inputs": {"a": "abc"}})
    expect(error_for(page, "contest", "a")).to_have_text(answer["errors"][0]["message"])
    expect(error_for(page, "contest", "system")).to_contain_text("'foo' is not one of")
    expect(field(page, "contest", "system")).to_have_value("request")
    expect(status(page, "contest")).to_be_empty()
    expect(widget(page, "contest")).to_have_attribute("data-state", "ready")


# Crafted rows in a link (nested past the bounds of rules_py.json_text, a name that turns the
# text around): the message is at the rows field and the widget is ready, not "starting".
@pytest.mark.parametrize(
    "rows",
    ["[" * 3000, '[{"name": "Bo\u202eb", "chance": 50}]', "[GM] Bob:50"],
    ids=["nested 3000 deep", "right-to-left override", "a name beginning with ["],
)
def test_crafted_rows_in_a_link_are_answered_at_their_field(
    page: Page, site: BuiltSite, rows: str
) -> None:
    inputs = {"skill": "Scan", "characters": rows}
    answer = handle_request({"calculator": "party_roll", "inputs": inputs})
    query = "?" + "&".join(
        f"{key}={value}" for key, value in {"skill": "Scan", "characters": quote(rows)}.items()
    )
    open_calculator(page, site, "party_roll", query)
    expect(widget(page, "party_roll")).to_have_attribute("data-state", "ready")
    if "errors" in answer:
        error = answer["errors"][0]
        expect(error_for(page, "party_roll", error["input"])).to_contain_text(error["message"])
    else:  # "[GM] Bob" is a name, not JSON
        expect(error_for(page, "party_roll", "characters")).to_be_empty()
        expect(output(page, "party_roll", "someone")).to_have_text("50%")
