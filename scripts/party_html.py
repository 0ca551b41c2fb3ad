"""The Party page's editor, as the build writes it (``<!-- party: editor -->``): a place the
script docs/javascripts/rules/party-page.js fills, with the party file's JSON Schema
(rules_py.party) in the page, so that a file is checked offline against the one declaration, and
the documents a character is played under, by title.
"""

import json

from markupsafe import Markup

from scripts.html_builder import tag


def party_editor_html() -> Markup:
    """The editor's container; without JavaScript, a line saying what the page needs.

    >>> html = party_editor_html()
    >>> 'data-party-editor' in html and '"const": "d100-rules-party"' in html
    True
    """
    from rules_py.party import json_schema
    from rules_py.sources.documents import Document

    documents = json.dumps([[d.value, d.title] for d in Document], ensure_ascii=False)
    # A script element's text is not HTML (entities stay as written, JSON.parse would see them),
    # so the schema goes in as it is, "</" escaped the JSON way: the element ends where it should,
    # whatever the schema says.
    schema = Markup(json.dumps(json_schema(), ensure_ascii=False).replace("</", "<\\/"))
    return tag(
        "div",
        {"class": "rules-party md-typeset", "data-party-editor": True, "data-documents": documents},
        tag("script", {"type": "application/json", "data-party-schema": True}, schema),
        tag(
            "noscript",
            None,
            tag("p", None, "The party is kept by your browser: this page needs JavaScript."),
        ),
    )
