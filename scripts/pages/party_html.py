"""The Party page's editor, as the build writes it (``<!-- party: editor -->``): a place the
script docs/javascripts/party/page.js fills, with the party file's JSON Schema
(rules_py.party) in the page, so that a file is checked offline against the one declaration, the
documents a character is played under, by title, and the values the form asks for under each
(rules_py.party.GAME_FIELDS; the others fold away).
"""

import json
from collections.abc import Mapping, Sequence

from markupsafe import Markup

from scripts.pages.html_builder import tag


def party_editor_html() -> Markup:
    """The editor's container, for the party file's schema and the documents by title.

    >>> html = party_editor_html()
    >>> 'data-party-editor' in html and '&#34;const&#34;: 3' in html
    True
    """
    from rules_py.party import GAME_FIELDS, json_schema
    from rules_py.sources.documents import Document

    return editor_html([(d.value, d.label) for d in Document], json_schema(), GAME_FIELDS)


def editor_html(
    documents: Sequence[tuple[str, str]],
    schema: object,
    fields: Mapping[str, Sequence[str]] | None = None,
) -> Markup:
    """The editor's container holding ``documents`` (key, title), ``schema`` and each document's
    ``fields``; without JavaScript, a line saying what the page needs.

    >>> html = editor_html([("a", "A & B")], {"title": "</script><!--"}, {"a": ["skills"]})
    >>> 'data-documents="[[&#34;a&#34;, &#34;A &amp; B&#34;]]"' in html
    True
    >>> 'data-game-fields="{&#34;a&#34;: [&#34;skills&#34;]}"' in html
    True
    >>> 'data-party-schema="{&#34;title&#34;: &#34;&lt;/script&gt;&lt;!--&#34;}"' in html
    True
    """
    titles = json.dumps([list(pair) for pair in documents], ensure_ascii=False)
    asked = json.dumps({key: list(paths) for key, paths in (fields or {}).items()})
    # The schema in an attribute, escaped as any: a <script type="application/json"> would be
    # re-inserted by Material's instant navigation, which the page's CSP refuses as inline script.
    data = json.dumps(schema, ensure_ascii=False)
    return tag(
        "div",
        {
            "class": "rules-party md-typeset",
            "data-party-editor": True,
            "data-documents": titles,
            "data-game-fields": asked,
            "data-party-schema": data,
        },
        tag(
            "noscript",
            None,
            tag("p", None, "The party is kept by your browser: this page needs JavaScript."),
        ),
    )
