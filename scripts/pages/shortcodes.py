"""HTML-comment shortcodes in pages, expanded from ``rules_py`` at build time.

``<!-- table: runequest.ability_results -->`` becomes the Markdown table
``rules_py.runequest.tables.TABLES["ability_results"]()`` plus a line naming its source;
``<!-- calculator: ability -->`` becomes the widget for ``REGISTRY["ability"]``, with the answer
for its defaults drawn in (:mod:`scripts.build.prerender`);
``<!-- calculators: every -->`` the list of every calculator on the site, by document
(:mod:`scripts.pages.calculator_pages`);
``<!-- value: opposed odds.a_wins a=135 b=60 -->`` becomes one figure in the prose
(:mod:`scripts.pages.inline_values`); ``<!-- party: editor -->`` the Party page's editor, with the
party file's schema in it (:mod:`scripts.pages.party_html`); ``<!-- house_rules: editor -->`` the
table's house rules, every reading setting once (:mod:`scripts.pages.house_rules_html`).

Any comment shaped ``<!-- word: name -->`` (lower-case word) is taken for a shortcode, so a typo in
the kind or the name fails the build instead of leaving a silent hole in the page.
"""

from re import Match, compile
from typing import TYPE_CHECKING

from markupsafe import Markup

from rules_py.sources.documents import Document
from scripts.build.prerender import prerendered
from scripts.pages.calculator_pages import calculator_addresses, every_calculator
from scripts.pages.house_rules_html import house_rules_html
from scripts.pages.html_builder import Attributes, tag
from scripts.pages.inline_values import expand_values
from scripts.pages.party_html import party_editor_html
from scripts.pages.rules_tables import ShortcodeError, load_table
from scripts.pages.widget.parts import HOUSE_RULES_ANCHOR, HOUSE_RULES_MARK, HOUSE_RULES_PAGE

if TYPE_CHECKING:
    from rules_py.contract import JsonDict

KINDS = ("table", "calculator", "calculators", "value", "party", "house_rules")
SHORTCODE = compile(r"<!--\s*(?P<kind>[a-z_]+):\s*(?P<name>[\w.-]+)\s*-->")


def expand(markdown: str, page: str = "<page>") -> str:
    """Replace every shortcode in one page's Markdown.

    >>> expand("Text <!-- no shortcode here --> stays.")
    'Text <!-- no shortcode here --> stays.'
    >>> expand("<!-- tabel: runequest.x -->", "a.md")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scripts.pages.rules_tables.ShortcodeError: a.md: unknown shortcode 'tabel' (known: table, ...)
    """
    # A widget's id and its keys in the link are its calculator's name (widget/permalink.js), so
    # a page holds each calculator once; two calculators may share input names.
    on_page: set[str] = set()

    def replace(match: Match[str]) -> str:
        kind, name = match["kind"], match["name"]
        if kind == "table":
            headed = _under_a_heading(match.string, match.start())
            return "\n\n" + table_markdown(name, page, headed) + "\n\n"
        if kind == "calculator":
            calculator_declaration(name, page)  # a name the registry does not know fails here
            if name in on_page:
                raise ShortcodeError(
                    f"{page}: calculator '{name}' is on the page twice, which its link and its"
                    " id cannot tell apart"
                )
            on_page.add(name)
            widget = prerendered(name).replace(f'href="{HOUSE_RULES_MARK}"', house_rules_link(page))
            return "\n\n" + widget + "\n\n"
        if kind == "calculators" and name == "every":
            return "\n\n" + every_calculator() + "\n\n"
        if kind == "party" and name == "editor":
            return "\n\n" + party_editor_html() + "\n\n"
        if kind == "house_rules" and name == "editor":
            return "\n\n" + house_rules_html(page) + "\n\n"
        raise ShortcodeError(f"{page}: unknown shortcode '{kind}' (known: {', '.join(KINDS)})")

    # Inline values first: their arguments hold spaces, so no other shortcode could match them.
    return SHORTCODE.sub(replace, expand_values(markdown, page))


def house_rules_link(page: str) -> str:
    """The ``href`` of a widget's link to the table's house rules, from the built ``page``
    (a raw HTML block: MkDocs makes no link in it relative, so this does, as the site's
    directory URLs lay the pages out).

    >>> house_rules_link("runequest/abilities.md"), house_rules_link("index.md")
    ('href="../../sources/#house-rules"', 'href="sources/#house-rules"')
    >>> house_rules_link("rq2/index.md")
    'href="../sources/#house-rules"'
    """
    depth = page.count("/") + (0 if page.rsplit("/", 1)[-1] == "index.md" else 1)
    target = HOUSE_RULES_PAGE.removesuffix(".md") + "/#" + HOUSE_RULES_ANCHOR
    return f'href="{"../" * depth}{target}"'


def _under_a_heading(markdown: str, start: int) -> bool:
    """Whether the text just above ``start`` (blank lines aside) is a heading.

    >>> _under_a_heading("## Wounds\\n\\n<!-- table: x.y -->", 11)
    True
    >>> _under_a_heading("Text\\n\\nX", 6)
    False
    """
    above = markdown[:start].rstrip().rpartition("\n")[2]
    return above.lstrip().startswith("#")


def table_markdown(name: str, page: str = "<page>", headed: bool = False) -> str:
    """``doc.table`` as a Markdown table, captioned with its title, followed by its source line.
    ``headed``: a heading right above the table names it already (a card of the GM screen), so
    its caption is for screen readers only."""
    # Imported when used, so a rebuild under `properdocs serve` sees rules_py as edited.
    from rules_py.tables import to_markdown

    table = load_table(name, page)
    markdown = calculator_links(to_markdown(table), page)
    # A labelled region that the keyboard can scroll, holding the table's sticky headings. Its
    # cells stay out of Material's search index (a search would show them as a run of numbers);
    # the heading above and the source line below stay in.
    region: Attributes = {
        "class": "rules-table",
        "role": "region",
        "tabindex": "0",
        "aria-label": table.title,
        "data-search-exclude": True,
        # the table's title, made its <caption> once the page is parsed
        # (scripts/pages/table_captions.py)
        "data-caption": table.title,
        "data-caption-heard": headed,
        "markdown": "1",
    }
    # The table is Markdown, not text: Python-Markdown writes it out as HTML (markdown="1"),
    # escaping its cells itself.
    body = str(tag("div", region, Markup(f"\n\n{markdown}\n\n")))
    if not table.source:
        return body
    # A Markdown link, so that MkDocs checks it and makes it relative like any other.
    sources_page = "../" * page.count("/") + "sources.md"
    # A document's tables lead to that document on the Sources page (its anchor is its key).
    doc = name.partition(".")[0]
    if doc in {document.value for document in Document}:
        sources_page += f"#{doc}"
    source = f"Source: [{_markdown_text(table.source)}]({sources_page})\n{{ .rules-table-source }}"
    return body + "\n\n" + source


CALCULATOR_TARGET = compile(r"\]\(calculator:(?P<name>[\w.-]+)\)")


def calculator_links(markdown: str, page: str = "<page>") -> str:
    """Links a table makes to a calculator (``[Title](calculator:NAME)``, from rules_py, which
    does not know the pages) pointed at the page holding it, relative to ``page``, as Markdown
    links that MkDocs checks like any other.

    >>> calculator_links("[Opposed roll](calculator:opposed)", "sources.md")
    '[Opposed roll](runequest/opposed.md#calculator-opposed)'
    >>> calculator_links("[Ability](calculator:ability)", "request/contests.md")
    '[Ability](../runequest/abilities.md#calculator-ability)'
    """
    addresses: dict[str, str] = {}

    def replace(match: Match[str]) -> str:
        if not addresses:
            addresses.update(calculator_addresses())
        address = addresses.get(match["name"])
        if address is None:
            raise ShortcodeError(f"{page}: a table links calculator '{match['name']}', on no page")
        return f"]({'../' * page.count('/')}{address})"

    return CALCULATOR_TARGET.sub(replace, markdown)


def _markdown_text(text: str) -> str:
    """Text that Markdown shows as it is inside a link (brackets and emphasis escaped).

    >>> print(_markdown_text("A [b] *c*"))
    A \\[b\\] \\*c\\*
    """
    for special in "\\[]*_`":
        text = text.replace(special, "\\" + special)
    return text


def calculator_declaration(name: str, page: str = "<page>") -> "JsonDict":
    """The declaration of calculator ``name``, as the widget is built from it."""
    from rules_py.calculators import REGISTRY

    if name not in REGISTRY:
        raise ShortcodeError(
            f"{page}: unknown calculator '{name}' (known: {', '.join(sorted(REGISTRY))})"
        )
    return REGISTRY[name].describe()
