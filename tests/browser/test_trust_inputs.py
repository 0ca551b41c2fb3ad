"""Bad input in the browser: every bad field shown at once at its own field, and a permalink
value a list does not offer is never added to it (the default stays, with a message)."""

from playwright.sync_api import Page, expect

from rules_py.calculators import handle_request
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import error_for, field, open_calculator, widget


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
