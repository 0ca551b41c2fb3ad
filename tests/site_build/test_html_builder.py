"""HTML the build writes from values goes through one escaping builder
(scripts/pages/html_builder.py): text holding ``<script>``, quotes and ``&`` comes out as that text,
in the calculator widget, the Party page's editor and the hit-location figure; and no module in
scripts/ writes markup with an f-string or escapes by hand.
"""

import ast
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from markupsafe import Markup

from scripts.pages.figure_svg import PARTS, figure_svg
from scripts.pages.html_builder import attributes, block, join, tag
from scripts.pages.party_html import editor_html
from scripts.pages.widget.whole import widget_html

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
# Every character that could end an attribute or open an element, in one piece of text.
HOSTILE = """<script>alert("x" & 'y')</script>"""


class _Parsed(HTMLParser):
    """Every start tag with its attributes, and every piece of text, as a browser reads them."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.texts: list[str] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.texts.append(data)

    def values(self, name: str) -> list[str | None]:
        return [attrs[name] for _, attrs in self.tags if name in attrs]


def _declaration(text: str) -> dict[str, Any]:
    """A calculator declaration with ``text`` in every place a reader sees words."""
    return {
        "name": "demo",
        "title": f"Title {text}",
        "summary": f"Summary {text}",
        "inputs": [
            {
                "name": "chance",
                "label": f"Label {text}",
                "kind": "integer",
                "default": 50,
                "optional": True,
                "help": f"Help {text}",
                "suggestions": [[f"v{text}", f"Suggestion {text}"]],
            },
            {
                "name": "pick",
                "label": "Pick",
                "kind": "choice",
                "default": "a",
                "choices": ["a", f"b{text}"],
                "choice_labels": [f"Choice {text}", "B"],
            },
        ],
        "settings": [
            {"name": "reading", "label": f"Setting {text}", "kind": "yesno", "default": True}
        ],
        "outputs": [
            {"key": "level", "label": f"Value {text}", "kind": "value", "group": f"Group {text}"},
            {
                "key": "odds",
                "label": f"Odds {text}",
                "kind": "odds",
                "labels": {"success": f"Success {text}"},
            },
            {
                "key": "rows",
                "label": f"Records {text}",
                "kind": "records",
                "columns": [["name", f"Heading {text}"]],
            },
            {"key": "hp", "label": f"Figure {text}", "kind": "figure", "labels": {"head": text}},
        ],
    }


def test_hostile_text_is_text_everywhere_in_the_widget() -> None:
    html = widget_html(_declaration(HOSTILE))
    assert "<script>" not in html and 'alert("' not in html
    parsed, plain = _Parsed(html), _Parsed(widget_html(_declaration("plain")))
    # The same elements as with harmless words: nothing opened, nothing cut short.
    assert [tag for tag, _ in parsed.tags] == [tag for tag, _ in plain.tags]
    texts = "\n".join(parsed.texts)
    for shown in ("Title", "Summary", "Label", "Help", "Choice", "Suggestion", "Setting"):
        assert f"{shown} {HOSTILE}" in texts, shown
    for shown in ("Value", "Odds", "Records", "Heading", "Group"):
        assert f"{shown} {HOSTILE}" in texts, shown
    assert f"Title {HOSTILE}" in parsed.values("aria-label")  # the form's name
    assert f"b{HOSTILE}" in parsed.values("value")  # a choice's value
    assert f"v{HOSTILE}" in parsed.values("value")  # a suggestion's value
    assert f"Group {HOSTILE}" in parsed.values("data-group")
    (labels,) = parsed.values("data-labels")
    assert json.loads(labels or "") == {"success": f"Success {HOSTILE}"}


def test_hostile_text_is_text_in_the_figure() -> None:
    svg = figure_svg("hp", f"Figure {HOSTILE}", {"head": HOSTILE, "chest": "Chest & ribs"})
    parsed = _Parsed(svg)
    assert [tag for tag, _ in parsed.tags].count("g") == len(PARTS)
    assert "script" not in {tag for tag, _ in parsed.tags}
    assert parsed.values("aria-label") == [f"Figure {HOSTILE}"]
    assert HOSTILE in parsed.texts and "Chest & ribs" in parsed.texts


def test_hostile_text_is_text_in_the_party_editor() -> None:
    documents = [("brp", f"Basic {HOSTILE}")]
    schema = {"title": HOSTILE, "note": "<!--<script>"}
    html = editor_html(documents, schema, {"brp": [f"skills {HOSTILE}"]})
    parsed = _Parsed(html)
    # No script element: the schema is an attribute, which reads back as the very schema.
    assert [tag for tag, _ in parsed.tags] == ["div", "noscript", "p"]
    (documents_json,) = parsed.values("data-documents")
    assert json.loads(documents_json or "") == [["brp", f"Basic {HOSTILE}"]]
    (schema_json,) = parsed.values("data-party-schema")
    assert json.loads(schema_json or "") == schema
    (fields_json,) = parsed.values("data-game-fields")
    assert json.loads(fields_json or "") == {"brp": [f"skills {HOSTILE}"]}


def test_the_builder_escapes_values_and_keeps_markup() -> None:
    assert tag("b", {"title": "'\"&<"}, "<i>", Markup("<i>x</i>")) == (
        '<b title="&#39;&#34;&amp;&lt;">&lt;i&gt;<i>x</i></b>'
    )
    assert attributes({"hidden": True, "open": False, "x": None, "n": 0}) == ' hidden n="0"'
    assert join(["<", Markup("<br>")], "&") == "&lt;&amp;<br>"
    assert block("ul", None, tag("li", None, "1")) == "<ul>\n<li>1</li>\n</ul>"


@pytest.mark.parametrize("name", ['a" onclick="x', "<b>", ""])
def test_names_are_never_written_from_data(name: str) -> None:
    with pytest.raises(ValueError, match="not an element or attribute name"):
        tag("p", {name: "x"})
    with pytest.raises(ValueError, match="not an element or attribute name"):
        tag(name)


def _modules() -> list[tuple[str, ast.Module]]:
    return [
        (path.relative_to(SCRIPTS).as_posix(), ast.parse(path.read_text("utf-8")))
        for path in sorted(SCRIPTS.rglob("*.py"))
    ]


def test_no_module_in_scripts_escapes_by_hand() -> None:
    """``html.escape`` (however imported) is not called in scripts/: the builder escapes."""
    found = []
    for module, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "html":
                found += [f"{module}: from html import {a.name}" for a in node.names]
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "escape"
                and isinstance(node.value, ast.Name)
                and node.value.id == "html"
            ):
                found.append(f"{module}:{node.lineno}: html.escape")
    # html.unescape is reading, not writing: dice_notation reads the notation of a page's text.
    assert [item for item in found if "unescape" not in item] == []


# Markup in an f-string's own text: an element's start or end tag, or a comment.
_MARKUP = re.compile(r"<[a-zA-Z/!]")


def _markup_f_strings(tree: ast.Module) -> list[int]:
    """The lines of the f-strings whose own text (not what they interpolate) holds markup."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        and _MARKUP.search(
            "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
        )
    ]


def test_no_f_string_in_scripts_writes_markup() -> None:
    """No f-string in scripts/ holds a tag in its own text, so none interpolates a value into
    markup (an f-string may still hold markup the builder made, as a raw block in Markdown)."""
    found = [(module, line) for module, tree in _modules() for line in _markup_f_strings(tree)]
    assert found == []


def test_the_f_string_check_sees_markup() -> None:
    """The check above fails on a value interpolated into a tag by hand, not on a plain one."""
    assert _markup_f_strings(ast.parse("x = f'<span class=\"a\">{label}</span>'")) == [1]
    assert _markup_f_strings(ast.parse("x = f'\\n\\n{nav} a < b'")) == []
