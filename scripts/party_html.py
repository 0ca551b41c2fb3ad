"""The Party page's editor, as the build writes it (``<!-- party: editor -->``): a place the
script docs/javascripts/party/page.js fills, with the party file's JSON Schema
(rules_py.party) in the page, so that a file is checked offline against the one declaration, and
the documents a character is played under, by title.
"""

import json
from collections.abc import Sequence

from markupsafe import Markup

from scripts.html_builder import tag


def party_editor_html() -> Markup:
    """The editor's container, for the party file's schema and the documents by title.

    >>> html = party_editor_html()
    >>> 'data-party-editor' in html and '"const": "d100-rules-party"' in html
    True
    """
    from rules_py.party import json_schema
    from rules_py.sources.documents import Document

    return editor_html([(d.value, d.label) for d in Document], json_schema())


def editor_html(documents: Sequence[tuple[str, str]], schema: object) -> Markup:
    """The editor's container holding ``documents`` (key, title) and ``schema``; without
    JavaScript, a line saying what the page needs.

    >>> html = editor_html([("a", "A & B")], {"title": "</script><!--"})
    >>> 'data-documents="[[&#34;a&#34;, &#34;A &amp; B&#34;]]"' in html
    True
    >>> '>{"title": "\\\\u003c/script>\\\\u003c!--"}</script>' in html
    True
    """
    titles = json.dumps([list(pair) for pair in documents], ensure_ascii=False)
    # A script element's text is not HTML (entities stay as written, JSON.parse would see them),
    # so the schema goes in as JSON, its every "<" written as the JSON escape \u003c: no "</script"
    # or "<!--" inside can end the element early or change how the parser reads it.
    data = Markup(json.dumps(schema, ensure_ascii=False).replace("<", "\\u003c"))
    return tag(
        "div",
        {"class": "rules-party md-typeset", "data-party-editor": True, "data-documents": titles},
        tag("script", {"type": "application/json", "data-party-schema": True}, data),
        tag(
            "noscript",
            None,
            tag("p", None, "The party is kept by your browser: this page needs JavaScript."),
        ),
    )
