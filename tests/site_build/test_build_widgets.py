"""A calculator's widget as the build writes it (scripts/pages/widget/): an error slot and an
output for each declaration, and whole-number fields that hand Python what the reader typed.
"""

from html.parser import HTMLParser

import pytest

from rules_py.calculators import REGISTRY
from scripts.pages.widget.whole import widget_html

# --- widget markup ----------------------------------------------------------------------------


class _Markup(HTMLParser):
    """Collects the attributes of every start tag."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_widget_has_a_field_error_slot_and_output_per_declaration(name: str) -> None:
    declaration = REGISTRY[name].describe()
    markup = _Markup()
    markup.feed(widget_html(declaration))
    # A field has a name; the character's name under "Save as a character" is not one.
    fields = {
        attrs["name"]: tag
        for tag, attrs in markup.tags
        if tag in ("input", "select") and "name" in attrs
    }
    slots = {attrs["data-error-for"] for _, attrs in markup.tags if "data-error-for" in attrs}
    outputs = {attrs["data-output"] for _, attrs in markup.tags if "data-output" in attrs}
    for item in (*declaration["inputs"], *declaration["settings"]):
        assert fields[item["name"]] == ("select" if item["kind"] == "choice" else "input")
        assert item["name"] in slots
    declared = {output["key"] for output in declaration["outputs"]}
    details = {output["detail"] for output in declaration["outputs"] if output["detail"]}
    assert outputs == declared | details
    assert "\n\n" not in widget_html(declaration)  # a blank line would end the raw HTML block


def test_integer_fields_are_text_so_python_sees_what_was_typed() -> None:
    html = widget_html(
        {
            "name": "demo",
            "title": "Demo",
            "summary": "",
            "inputs": [
                {"name": "n", "label": "N", "kind": "integer", "default": 3, "optional": True},
                {"name": "e", "label": "E", "kind": "integer", "optional": True},
                {
                    "name": "c",
                    "label": "C",
                    "kind": "choice",
                    "default": "b",
                    "choices": ["a", "b"],
                },
            ],
            "outputs": [],
        }
    )
    assert (
        # No minimum: it may be negative, so a phone offers a keyboard with the minus sign.
        'name="n" aria-describedby="rules-demo-n-error" type="text" inputmode="text" value="3"'
        in html
    )
    # "(optional)" where the field starts empty; one that starts at 3 shows what it holds.
    assert html.count("(optional)") == 1
    assert '<label for="rules-demo-e"><span class="rules-label-text">E</span> <span' in html
    assert '<option value="b" selected>b</option>' in html


def test_a_table_of_results_has_its_label_as_its_caption() -> None:
    """The contest's side-by-side table says what it is in its caption, as generated tables do,
    and carries the columns that are one distribution for the page's script."""
    html = widget_html(REGISTRY["contest"].describe())
    assert (
        '<caption class="rules-output-label">The same two ratings in each document</caption>'
        in html
    )
    assert 'data-distribution="a_wins b_wins tie neither" data-per-row' in html
